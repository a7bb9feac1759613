import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { contentScripts, copyFixture, keptMinifiedScripts, listedScripts, pageCss, read, replaceKeptMinifiedScripts, useWebpack } from '../helpers/fixture';

describe('building the basic fixture site', () => {
  const fixture = copyFixture('basic');
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 120_000);
  afterAll(() => fixture.cleanup());

  it('writes a clean HTML file per route, the 404 page and static files', () => {
    for (const file of ['index.html', 'docs.html', 'docs/intro.html', 'docs/second.html', 'docs/guides/alpha.html', 'hello.html', 'blog.html', 'blog/page/2.html', 'blog/2024/01/03/post-03.html', 'blog/tags/news.html', 'blog/archive.html', 'blog/authors.html', '404.html']) {
      expect(fs.existsSync(path.join(fixture.outDir, file)), file).toBe(true);
    }
    expect(result.routes).toContain('/docs');
    expect(result.routes).not.toContain('/docs/_shared');
  });

  it('pre-renders the full text with head tags', () => {
    const html = read(fixture.outDir, 'docs/intro.html');
    expect(html).toContain('<title>Introduction | Fixture Site</title>');
    expect(html).toContain('<meta name="description" content="The fixture&#39;s first page.">'.replace('&#39;', "'"));
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/docs">');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('Welcome to the <strong>fixture</strong> site');
    expect(html).toMatch(/<h2[^>]* id="custom-install"/);
    expect(html).toMatch(/<h2[^>]* id="install"/);
    expect(html).toContain('href="/docs/second#details"');
    expect(html).toContain('data-theme');
  });

  it('renders partials, MDX components and images (a small one as a data URI, with its size, as url-loader does in Docusaurus)', () => {
    const second = read(fixture.outDir, 'docs/second.html');
    expect(second).toContain('This paragraph comes from a partial.');
    expect(second).toContain('Linux steps.');
    const intro = read(fixture.outDir, 'docs/intro.html');
    const image = /<img[^>]*src="data:image\/svg\+xml;base64,([^"]+)"[^>]*>/.exec(intro);
    expect(Buffer.from(image?.[1] ?? '', 'base64').toString()).toBe(fs.readFileSync(path.join(fixture.siteDir, 'docs/diagram.svg'), 'utf8'));
    expect(image?.[0]).toMatch(/width="\d+" height="\d+"/);
  });

  it('copies Mermaid\'s prebuilt files for the diagrams the browser draws (drawAt: browser)', () => {
    expect(read(fixture.outDir, 'docs/second.html')).toContain('data-vendor="mermaid"');
    const [vendorDir] = fs.readdirSync(path.join(fixture.outDir, 'assets/vendor'));
    expect(vendorDir).toMatch(/^mermaid@/);
    expect(fs.existsSync(path.join(fixture.outDir, 'assets/vendor', vendorDir!, 'mermaid.esm.min.mjs'))).toBe(true);
  });

  it('puts each route’s content in its own chunk and keeps the route table out of the main bundle', () => {
    const intro = read(fixture.outDir, 'docs/intro.html');
    const second = read(fixture.outDir, 'docs/second.html');
    const js = (src: string) => fs.readFileSync(path.join(fixture.outDir, src), 'utf8');
    // The content is deferred: its chunk is named in the page's route data, not among its scripts.
    expect(listedScripts(intro).some((s) => js(s).includes('Welcome to the'))).toBe(false);
    const introChunk = contentScripts(intro).find((s) => js(s).includes('Welcome to the'));
    expect(introChunk).toBeDefined();
    expect(contentScripts(second)).not.toContain(introChunk);
    expect(listedScripts(second)).not.toContain(introChunk);
    const main = listedScripts(intro).find((s) => s.includes('/main.'));
    const mainJs = js(main ?? '');
    expect(mainJs).not.toContain('/docs/guides/alpha');
    expect(mainJs).not.toContain('Welcome to the');
    // Nor does main's runtime know the content chunk's name (the page and the route table bring it).
    expect(mainJs).not.toContain(path.basename(introChunk ?? 'none', '.js'));
  });

  it('lists the styles of a page’s deferred content with the page’s, and defers blog excerpts too', () => {
    const intro = read(fixture.outDir, 'docs/intro.html');
    const css = pageCss(fixture.outDir, intro);
    // /docs/intro shows an admonition; its styles come with the content's code, and the page lists them.
    expect(intro).toContain('theme-admonition theme-admonition-');
    expect(css).toMatch(/\.admonition_/);
    const registry = fs.readFileSync(path.join(fixture.siteDir, '.sitegen/generated/registry.js'), 'utf8');
    expect(registry).toMatch(/docs\/intro\.md\?deferred"/);
    expect(registry).toMatch(/\.mdx?\?truncated=true&deferred"/);
    // Blog excerpts are deferred too: their compiled paragraphs are in the list page's content chunks only.
    const blog = read(fixture.outDir, 'blog.html');
    const holds = (scripts: string[]) => scripts.some((s) => fs.readFileSync(path.join(fixture.outDir, s), 'utf8').includes('children:"Summary of post 03."'));
    expect(holds(listedScripts(blog))).toBe(false);
    expect(holds(contentScripts(blog))).toBe(true);
  });

  it('excerpts blog posts at the truncate marker and paginates', () => {
    const blog = read(fixture.outDir, 'blog.html');
    expect(blog).toContain('Summary of post 03.');
    expect(blog).not.toContain('The rest of post 03');
    expect(read(fixture.outDir, 'blog/2024/01/03/post-03.html')).toContain('The rest of post 03');
    expect(read(fixture.outDir, 'blog/page/2.html')).toContain('Summary of post 01.');
  });

  it('serves the home doc at the docs root too', () => {
    expect(read(fixture.outDir, 'docs.html')).toContain('Welcome to the <strong>fixture</strong> site');
  });
});

describe('building the basic fixture site with webpack (`bundler: "webpack"`)', () => {
  const rspackBuild = copyFixture('basic');
  const webpackBuild = copyFixture('basic');
  beforeAll(async () => {
    useWebpack(webpackBuild.siteDir);
    await buildSite(rspackBuild.siteDir, { outDir: rspackBuild.outDir });
    await buildSite(webpackBuild.siteDir, { outDir: webpackBuild.outDir });
  }, 180_000);
  afterAll(() => {
    rspackBuild.cleanup();
    webpackBuild.cleanup();
  });
  const pages = (outDir: string) => fs.readdirSync(outDir, { recursive: true }).map(String).filter((f) => f.endsWith('.html')).sort();
  /** A page without its hashed asset names and the route data that lists them. */
  const text = (outDir: string, page: string) =>
    read(outDir, page)
      .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
      // Inlined CSS: the two bundlers' CSS minifiers write the same rules differently.
      .replace(/<style data-href[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(/\/assets\/(js|css)\/[^"]+/g, '');

  it('writes the same pages with the same pre-rendered text as Rspack', () => {
    expect(pages(webpackBuild.outDir)).toEqual(pages(rspackBuild.outDir));
    for (const page of ['docs/intro.html', 'docs/second.html', 'blog.html', 'hello.html']) expect(text(webpackBuild.outDir, page), page).toBe(text(rspackBuild.outDir, page));
    expect(fs.existsSync(path.join(webpackBuild.outDir, 'assets/css'))).toBe(true);
  });

  it("keeps webpack's minified scripts between builds (its cache does not): a build taking them from there takes every one", async () => {
    const scripts = () => fs.readdirSync(path.join(webpackBuild.outDir, 'assets'), { recursive: true }).map(String).filter((f) => f.endsWith('.js')).sort().map((f) => [f, fs.readFileSync(path.join(webpackBuild.outDir, 'assets', f), 'utf8')] as const);
    const before = scripts();
    const cacheDir = path.join(webpackBuild.siteDir, '.sitegen/cache/webpack-minified');
    const kept = keptMinifiedScripts(cacheDir);
    expect(kept.size).toBeGreaterThan(before.length / 2);
    // Marked, to tell that bundling again takes every script from the cache.
    replaceKeptMinifiedScripts(cacheDir, kept, (code) => `${code}\n// from the cache`);
    fs.rmSync(path.join(webpackBuild.siteDir, '.sitegen/cache/bundles/record.json'));
    await buildSite(webpackBuild.siteDir, { outDir: webpackBuild.outDir });
    const again = scripts();
    expect(again.filter(([, code]) => code.endsWith('\n// from the cache'))).toHaveLength(kept.size);
    // Minified afresh: the same files as at first.
    fs.rmSync(cacheDir, { recursive: true });
    fs.rmSync(path.join(webpackBuild.siteDir, '.sitegen/cache/bundles/record.json'));
    await buildSite(webpackBuild.siteDir, { outDir: webpackBuild.outDir });
    expect(scripts()).toEqual(before);
  }, 180_000);

  it("keeps route chunks' file names out of main and the route table with either bundler (a script of their own brings them)", () => {
    for (const outDir of [rspackBuild.outDir, webpackBuild.outDir]) {
      const intro = read(outDir, 'docs/intro.html');
      const main = fs.readFileSync(path.join(outDir, listedScripts(intro)[0] ?? ''), 'utf8');
      const content = contentScripts(intro)[0] ?? '';
      expect(content).toMatch(/^\/assets\/js\/[0-9a-f]{12}\.js$/);
      expect(main).not.toContain(path.basename(content, '.js'));
      const scripts = fs.readdirSync(path.join(outDir, 'assets/js')).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(outDir, 'assets/js', f), 'utf8'));
      expect(scripts.filter((js) => js.includes(content.slice(1)))).toEqual([]);
      // In the script of the route table's section the page is in (one section on a small site), not the index's.
      expect(read(outDir, 'assets/route-files-0.js')).toContain(content.slice(1));
      expect(read(outDir, 'assets/route-files.js')).not.toContain(content.slice(1));
    }
  });
});

describe('bad input', () => {
  const cases: Array<{ name: string; edit: (siteDir: string) => void; message: RegExp }> = [
    {
      name: 'a broken link and anchor',
      edit: (d) => fs.appendFileSync(path.join(d, 'docs/second.mdx'), '\n[nowhere](/docs/nope) and [bad anchor](./intro.md#no-such-heading)\n'),
      message: /Found 2 broken links:\n- on \/docs\/second:\n {4}\/docs\/nope \(no page or file at \/docs\/nope\)\n {4}\/docs\/intro#no-such-heading \(\/docs\/intro has no element with id "no-such-heading"\)/,
    },
    {
      name: 'broken MDX',
      edit: (d) => fs.appendFileSync(path.join(d, 'docs/second.mdx'), '\n\n<Tabs>\n  unclosed\n'),
      message: /docs\/second\.mdx:\d+:\d+: .*\n\s+\d+ \| /,
    },
    {
      name: 'a bad front matter value',
      edit: (d) => fs.writeFileSync(path.join(d, 'docs/guides/alpha.md'), '---\nsidebar_position: first\n---\n# Alpha\n'),
      message: /docs\/guides\/alpha\.md:2: front matter `sidebar_position` must be number, got "first"/,
    },
    {
      name: 'a request that does not resolve, in the pre-render',
      edit: (d) => fs.writeFileSync(path.join(d, 'src/pages/broken.tsx'), "import Missing from 'no-such-package';\nexport default function Broken() { return <Missing />; }\n"),
      message: /^src\/pages\/broken\.tsx:1:21: cannot resolve "no-such-package"; looked for it at:\n {2}\/.*\/node_modules\/no-such-package\n/m,
    },
    {
      name: 'a request that does not resolve, in a module loaded with import()',
      edit: (d) => {
        fs.mkdirSync(path.join(d, 'src/components'), { recursive: true });
        fs.writeFileSync(path.join(d, 'src/components/widget.client.ts'), "import '@site/src/components/gone';\nexport const widget = 1;\n");
        fs.writeFileSync(path.join(d, 'src/pages/broken.tsx'), "import { useEffect } from 'react';\nexport default function Broken() { useEffect(() => void import('../components/widget.client'), []); return null; }\n");
      },
      message: /^src\/components\/widget\.client\.ts:1:8: cannot resolve "@site\/src\/components\/gone"; looked for it at:\n {2}\/.*\/src\/components\/gone \(\.tsx, \.ts/m,
    },
    {
      name: 'an unknown sidebar id',
      edit: (d) => fs.writeFileSync(path.join(d, 'sidebars.ts'), "export default { docs: ['intro', 'secnd'] };\n"),
      message: /sidebars\.ts: docs\[1\] refers to unknown doc id "secnd"\. Nearest existing ids: second/,
    },
  ];
  for (const { name, edit, message } of cases) {
    it(`fails on ${name} with a precise message and leaves the previous build intact`, async () => {
      const fixture = copyFixture('basic');
      try {
        fs.mkdirSync(fixture.outDir, { recursive: true });
        fs.writeFileSync(path.join(fixture.outDir, 'previous.html'), 'old build');
        edit(fixture.siteDir);
        await expect(buildSite(fixture.siteDir, { outDir: fixture.outDir })).rejects.toThrow(message);
        expect(fs.readFileSync(path.join(fixture.outDir, 'previous.html'), 'utf8')).toBe('old build');
        // Nothing of the build goes on once it has failed: no bundler still writing its cache (a
        // bundler that had not failed used to store its cache after the build had thrown).
        const workFiles = () => (fs.existsSync(path.join(fixture.siteDir, '.sitegen')) ? (fs.readdirSync(path.join(fixture.siteDir, '.sitegen'), { recursive: true }) as string[]).sort() : []);
        const atFailure = workFiles();
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(workFiles()).toEqual(atFailure);
        // Nor is anything left beside it: the previous output, moved aside while the build ran, is back.
        expect(fs.readdirSync(path.dirname(fixture.outDir)).filter((name) => name.startsWith(`${path.basename(fixture.outDir)}.`) && !name.includes('.old-'))).toEqual([]);
      } finally {
        fixture.cleanup();
      }
    }, 120_000);
  }
});

describe('rebuilding after a page moves', () => {
  const fixture = copyFixture('basic');
  afterAll(() => fixture.cleanup());

  it("compiles the Markdown that links to it again, though the bundler's cache has it", async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    const alphaFile = path.join(fixture.siteDir, 'docs/guides/alpha.md');
    fs.writeFileSync(alphaFile, fs.readFileSync(alphaFile, 'utf8').replace('sidebar_position: 1\n', 'sidebar_position: 1\nslug: /moved-alpha\n'));
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    const intro = read(fixture.outDir, 'docs/intro.html');
    expect(intro).toContain('href="/docs/moved-alpha"');
    // The browser's copy of the intro's content (an unchanged file, its module cached) links there too.
    const chunk = contentScripts(intro).map((s) => fs.readFileSync(path.join(fixture.outDir, s), 'utf8')).find((js) => js.includes('Welcome to the'));
    expect(chunk).toContain('"/docs/moved-alpha"');
    expect(chunk).not.toContain('"/docs/guides/alpha"');
  }, 120_000);
});
