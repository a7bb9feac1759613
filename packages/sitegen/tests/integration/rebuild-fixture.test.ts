/**
 * Rebuilding: a build whose bundle inputs did not change reuses the previous bundles and pages
 * (same files); an edited page, or a new file where an import used to resolve elsewhere, bundles
 * and renders anew.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { snapshotInputs, snapshotUnchanged } from '../../src/node/bundle/reuse';
import { contentScripts, listedScripts, copyFixture, keptMinifiedScripts, read, replaceKeptMinifiedScripts } from '../helpers/fixture';

/** Every output file with its bytes, by relative path. */
function outputFiles(dir: string): Map<string, string> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  return new Map(files.sort().map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));
}

describe('input snapshots', () => {
  it('notice an edited file and a file appearing where one was missing', () => {
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, '.tmp-snapshot-'));
    try {
      const file = path.join(dir, 'a.txt');
      const missing = path.join(dir, 'b.txt');
      fs.writeFileSync(file, 'one');
      const snapshot = snapshotInputs({ files: [file, dir], missing: [missing] });
      expect(Object.keys(snapshot.files)).toEqual([file]);
      expect(snapshotUnchanged(snapshot)).toBe(true);
      fs.writeFileSync(file, 'two!');
      expect(snapshotUnchanged(snapshot)).toBe(false);
      const again = snapshotInputs({ files: [file], missing: [missing] });
      fs.writeFileSync(missing, '');
      expect(snapshotUnchanged(again)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rebuilding the basic fixture site', () => {
  const fixture = copyFixture('basic');
  /** The pre-render bundle's files (the render worker and its chunks) with their mtimes. */
  const serverBundleFiles = () => {
    const dir = path.join(fixture.siteDir, '.sitegen/server');
    return new Map((fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.cjs')).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]));
  };
  afterAll(() => fixture.cleanup());
  const build = async () => {
    const lines: string[] = [];
    const result = await buildSite(fixture.siteDir, { outDir: fixture.outDir, log: (line) => lines.push(line) });
    // "N of the M pages unchanged since the last build": taken from the previous build's record on the main thread (render/reuse.ts).
    const taken = Number(/^(\d+) of the \d+ pages unchanged/.exec(lines.find((l) => /pages unchanged since the last build/.test(l)) ?? '')?.[1] ?? 0);
    return { reused: lines.some((l) => l.startsWith('Bundles unchanged')), pagesReused: lines.some((l) => l.startsWith('Pages unchanged')), taken, pages: result.pages.length, timings: result.timings };
  };

  it('reuses unchanged bundles and pages, producing the same output', async () => {
    const cold = await build();
    expect(cold.reused).toBe(false);
    expect(cold.pagesReused).toBe(false);
    // Renders and what was learnt about each page are kept in a pack per render worker, not a file per page.
    for (const cache of ['renders', 'pages-meta']) {
      const names = fs.readdirSync(path.join(fixture.siteDir, '.sitegen/cache', cache));
      expect(names.length, cache).toBeGreaterThan(0);
      expect(names.length, cache).toBeLessThanOrEqual(4);
      for (const name of names) expect(name, cache).toMatch(/\.pack$/);
    }
    // The route table and the deferred content modules import pages and data modules by absolute
    // or relative path, never looked for below the resolver's roots (the static folder, the site,
    // the working folder): no copy of a page's or a data module's path under one of them is a
    // missing path the next build must check. (Aliases, `@theme/*` and `@generated/*`, still
    // are, as in Docusaurus: a few hundred, however large the site.)
    const { inputs } = JSON.parse(read(fixture.siteDir, '.sitegen/cache/bundles/record.json')) as { inputs: { missing: string[] } };
    const roots = [path.join(fixture.siteDir, 'static'), fixture.siteDir, process.cwd()];
    const copyOf = (file: string, root: string) => file.slice(root.length).replace(/(\.mdx?|\.json)\.[a-z]+$/, '$1');
    const routeModule = (file: string) => file.startsWith(fixture.siteDir + path.sep) && (/\.mdx?$/.test(file) || file.includes(`${path.sep}generated${path.sep}data${path.sep}`)) && fs.existsSync(file);
    const rootedCopies = inputs.missing.filter((file) => roots.some((root) => file.startsWith(root + path.sep) && routeModule(copyOf(file, root))));
    expect(inputs.missing.length).toBeGreaterThan(0);
    expect(rootedCopies).toEqual([]);
    const first = outputFiles(fixture.outDir);
    const second = await build();
    expect(second.reused).toBe(true);
    expect(second.pagesReused).toBe(true);
    expect(second.timings['bundle:client']).toBeUndefined();
    expect([...outputFiles(fixture.outDir).keys()]).toEqual([...first.keys()]);
    expect(outputFiles(fixture.outDir)).toEqual(first);
    // The image compiled Markdown refers to is written though no Markdown was compiled (the page
    // shows it as a data URI; the Markdown copies link to the file).
    expect(read(fixture.outDir, 'docs/intro.html')).toContain('src="data:image/svg+xml;base64,');
    expect([...outputFiles(fixture.outDir).keys()].filter((file) => /assets\/images\/diagram-[0-9a-f]{8}\.svg$/.test(file))).toHaveLength(1);
  }, 240_000);

  it('restores bundles and pages as hard links, and builds again when a build wrote through one', async () => {
    const [script = ''] = listedScripts(read(fixture.outDir, 'docs/intro.html'));
    const file = path.join(fixture.outDir, script);
    expect(fs.statSync(file).nlink).toBeGreaterThan(1);
    expect(fs.statSync(path.join(fixture.outDir, 'docs/intro.html')).nlink).toBeGreaterThan(1);
    // A plugin rewriting output in place reaches the kept copy: it must not be reused as it is.
    fs.appendFileSync(file, '\n// appended in place\n');
    fs.appendFileSync(path.join(fixture.outDir, 'docs/intro.html'), '<!-- appended in place -->');
    const rebuilt = await build();
    expect(rebuilt.reused).toBe(false);
    expect(rebuilt.pagesReused).toBe(false);
    expect(fs.readFileSync(path.join(fixture.outDir, script), 'utf8')).not.toContain('appended in place');
    expect(read(fixture.outDir, 'docs/intro.html')).not.toContain('appended in place');
    expect((await build()).reused).toBe(true);
  }, 240_000);

  it('bundles again after a page is edited, and shows the edit', async () => {
    const page = path.join(fixture.siteDir, 'docs/intro.md');
    const scriptsOf = (html: string) => [...listedScripts(html), ...contentScripts(html)];
    const before = new Map(scriptsOf(read(fixture.outDir, 'docs/intro.html')).map((script) => [script, fs.statSync(path.join(fixture.outDir, script))]));
    const otherPage = read(fixture.outDir, 'docs/second.html');
    // Pages are links to their kept copies (the inode tells which the next build takes as they
    // are); one of them a plugin rewrote in place, through its link.
    const inode = (route: string) => fs.statSync(path.join(fixture.outDir, route)).ino;
    const keptInodes = { second: inode('docs/second.html'), intro: inode('docs/intro.html'), index: inode('index.html') };
    fs.appendFileSync(path.join(fixture.outDir, 'index.html'), '<!-- rewritten in place -->');
    const serverFiles = serverBundleFiles();
    fs.appendFileSync(page, '\nA line added between builds.\n');
    const rebuilt = await build();
    // The pre-render bundle writes the page's chunk alone; the render worker and the other pages'
    // chunks stay as they were.
    const changed = [...serverBundleFiles()].filter(([file, mtime]) => serverFiles.get(file) !== mtime).map(([file]) => file);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^chunks\/\d+\.cjs$/);
    // Main, the route table and the pages the edit does not reach stay byte for byte the same
    // (the route chunks' new names are in a script of their own).
    expect(read(fixture.outDir, 'docs/second.html')).toBe(otherPage);
    expect(inode('docs/second.html')).toBe(keptInodes.second);
    expect(inode('docs/intro.html')).not.toBe(keptInodes.intro);
    // The rewritten page is composed again, not taken with what the plugin wrote.
    expect(inode('index.html')).not.toBe(keptInodes.index);
    expect(read(fixture.outDir, 'index.html')).not.toContain('rewritten in place');
    // Every other page is taken as it was, without a render worker: all but the edited page, the
    // docs index (whose render reads it) and the page rewritten in place.
    expect(rebuilt.taken).toBe(rebuilt.pages - 3);
    // The bundler writes only what changed: a chunk with the same name is the same file (same
    // inode and mtime) as before, and a file it no longer emits leaves the kept output.
    const after = scriptsOf(read(fixture.outDir, 'docs/intro.html'));
    const kept = after.filter((script) => before.has(script));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(after.length);
    for (const script of kept) {
      const stat = fs.statSync(path.join(fixture.outDir, script));
      expect([stat.ino, stat.mtimeMs], script).toEqual([before.get(script)?.ino, before.get(script)?.mtimeMs]);
    }
    const clientDir = path.join(fixture.siteDir, '.sitegen/cache/bundles/client');
    for (const script of after) expect(fs.existsSync(path.join(clientDir, script)), script).toBe(true);
    for (const script of [...before.keys()].filter((name) => !after.includes(name))) expect(fs.existsSync(path.join(clientDir, script)), script).toBe(false);
    expect(rebuilt.reused).toBe(false);
    expect(rebuilt.pagesReused).toBe(false);
    expect(read(fixture.outDir, 'docs/intro.html')).toContain('A line added between builds.');
    // Pages the edit does not reach keep their markup (from the previous build's render) and list the new scripts.
    const second = read(fixture.outDir, 'docs/second.html');
    expect(second).toContain('This paragraph comes from a partial.');
    for (const script of listedScripts(second)) expect(fs.existsSync(path.join(fixture.outDir, script)), script).toBe(true);
    expect((await build()).reused).toBe(true);
  }, 240_000);

  it("leaves an earlier output's route chunk file names as they were when a later build into another folder changes them", async () => {
    const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-earlier-'));
    try {
      await buildSite(fixture.siteDir, { outDir: earlier });
      const scripts = fs.readdirSync(path.join(earlier, 'assets')).filter((name) => /^route-files(-\d+)?\.js$/.test(name));
      expect(scripts.length).toBeGreaterThan(1);
      const before = new Map(scripts.map((name) => [name, fs.readFileSync(path.join(earlier, 'assets', name), 'utf8')]));
      // An edit renames the page's chunk; the next build, elsewhere, writes its own scripts.
      fs.appendFileSync(path.join(fixture.siteDir, 'docs/intro.md'), '\nAnother line, for another build.\n');
      await build();
      for (const [name, code] of before) {
        expect(fs.readFileSync(path.join(earlier, 'assets', name), 'utf8'), name).toBe(code);
        for (const [, file] of code.matchAll(/"(assets\/[^"]+)"/g)) expect(fs.existsSync(path.join(earlier, file!)), `${name}: ${file}`).toBe(true);
      }
    } finally {
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  }, 240_000);

  it('names the page whose render fails after an edit (rendered while the client bundle is made), and builds once it is mended', async () => {
    const page = path.join(fixture.siteDir, 'docs/second.mdx');
    const original = fs.readFileSync(page, 'utf8');
    try {
      fs.appendFileSync(page, "\n{(() => { throw new Error('Broken on purpose'); })()}\n");
      const failed = build();
      await expect(failed).rejects.toThrow(/Pre-rendering failed on one of [^\n]*\/docs\/second[\s\S]*Broken on purpose/);
      // The previous output stays.
      expect(read(fixture.outDir, 'docs/second.html')).toContain('Second Page');
    } finally {
      fs.writeFileSync(page, original);
    }
    await build();
    expect(read(fixture.outDir, 'docs/second.html')).toContain('macOS steps.');
  }, 240_000);

  it('pre-renders a component no page imported before with one copy of what it uses, and keeps the images of pages not compiled again', async () => {
    // The component reads the site's context: with a second copy of the theme's modules it would read none.
    fs.mkdirSync(path.join(fixture.siteDir, 'src/components'), { recursive: true });
    fs.writeFileSync(path.join(fixture.siteDir, 'src/components/SiteName.tsx'), "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport default function SiteName() {\n  return <strong className=\"site-name\">{useDocusaurusContext().siteConfig.title}</strong>;\n}\n");
    const page = path.join(fixture.siteDir, 'docs/second.mdx');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace("import Shared from './_shared.md';", "import Shared from './_shared.md';\nimport SiteName from '@site/src/components/SiteName';") + '\nThis is <SiteName />.\n');
    await build();
    expect(read(fixture.outDir, 'docs/second.html')).toContain('This is <strong class="site-name">Fixture Site</strong>.');
    // A page the bundler takes from its cache still brings its image into the output.
    const image = /src="(\/assets\/images\/diagram-[0-9a-f]{8}\.svg)"/.exec(read(fixture.outDir, 'docs/intro.html'))?.[1] ?? '';
    expect(fs.existsSync(path.join(fixture.outDir, image)), image).toBe(true);
  }, 240_000);

  it('pre-renders a page again when a component it imports moves', async () => {
    const components = path.join(fixture.siteDir, 'src/components');
    fs.mkdirSync(path.join(components, 'SiteName'));
    fs.renameSync(path.join(components, 'SiteName.tsx'), path.join(components, 'SiteName/index.tsx'));
    await build();
    expect(read(fixture.outDir, 'docs/second.html')).toContain('This is <strong class="site-name">Fixture Site</strong>.');
  }, 240_000);

  it('pre-renders a page again when a partial it includes is edited, and writes only its chunk', async () => {
    const renderBundle = serverBundleFiles().get('render-worker.cjs');
    fs.writeFileSync(path.join(fixture.siteDir, 'docs/_shared.md'), 'This paragraph comes from an edited partial.\n');
    await build();
    expect(read(fixture.outDir, 'docs/second.html')).toContain('This paragraph comes from an edited partial.');
    expect(serverBundleFiles().get('render-worker.cjs')).toBe(renderBundle);
  }, 240_000);

  it('keeps minified scripts between builds: a build taking them from the cache writes the same files', async () => {
    const scripts = () => new Map([...outputFiles(fixture.outDir)].filter(([file]) => file.endsWith('.js')));
    const cacheDir = path.join(fixture.siteDir, '.sitegen/cache/rspack-minified');
    const bundleAgain = async () => {
      fs.rmSync(path.join(fixture.siteDir, '.sitegen/cache/bundles/record.json'));
      expect((await build()).reused).toBe(false);
    };
    const before = scripts();
    // Every script, and perhaps a few older ones in packs still in use (see compactPacks).
    const kept = keptMinifiedScripts(cacheDir);
    expect(kept.size).toBeGreaterThanOrEqual(before.size);
    // Marked, to tell that the next bundling takes every script from the cache (Rspack's own cache would minify them again).
    replaceKeptMinifiedScripts(cacheDir, kept, (code) => `${code}\n// from the cache`);
    await bundleAgain();
    for (const [file, code] of scripts()) expect(Buffer.from(code, 'base64').toString(), file).toMatch(/\/\/ from the cache$/);
    // Minified afresh, and then from the cache again: the same files as at first.
    fs.rmSync(cacheDir, { recursive: true });
    await bundleAgain();
    expect(scripts()).toEqual(before);
    await bundleAgain();
    expect(scripts()).toEqual(before);
  }, 240_000);

  it('removes the partial output an interrupted build left beside the output folder, not that of a build still running', async () => {
    // A process that has ended, and one that runs (this test's parent): their builds' temporary folders.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const endedOutput = `${fixture.outDir}.tmp-${ended}`;
    const runningOutput = `${fixture.outDir}.tmp-${process.ppid}`;
    for (const dir of [endedOutput, runningOutput]) {
      fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs/intro.html'), '<p>half written</p>');
    }
    try {
      await build();
      expect(fs.existsSync(endedOutput)).toBe(false);
      expect(fs.readFileSync(path.join(runningOutput, 'docs/intro.html'), 'utf8')).toBe('<p>half written</p>');
      expect(read(fixture.outDir, 'docs/intro.html')).not.toContain('half written');
    } finally {
      fs.rmSync(runningOutput, { recursive: true, force: true });
    }
  }, 240_000);

  it('bundles again when a new theme file takes over an import', async () => {
    const footer = path.join(fixture.siteDir, 'src/theme/Footer/index.tsx');
    fs.mkdirSync(path.dirname(footer), { recursive: true });
    fs.writeFileSync(footer, 'export default function Footer() {\n  return <footer>A footer of this site alone</footer>;\n}\n');
    const rebuilt = await build();
    expect(rebuilt.reused).toBe(false);
    expect(read(fixture.outDir, 'docs/intro.html')).toContain('A footer of this site alone');
  }, 240_000);

  /**
   * Edits a file's front matter (`from` to `good`) and builds, then checks the page showing it;
   * edits it to a bad value, which must stop the build at `error`; puts it back and builds. Each
   * edit gets an older mtime than the last, in the past: not one changed in the last moments,
   * which a build reads again anyway (see utils/file-facts.ts).
   */
  async function editFrontMatter(relative: string, { from, good, bad, error, shownOn, shown }: { from: string; good: string; bad: string; error: RegExp; shownOn: string; shown: string }) {
    const file = path.join(fixture.siteDir, relative);
    const text = fs.readFileSync(file, 'utf8');
    const write = (content: string, secondsAgo: number) => {
      fs.writeFileSync(file, content);
      fs.utimesSync(file, new Date(Date.now() - secondsAgo * 1000), new Date(Date.now() - secondsAgo * 1000));
    };
    write(text.replace(from, good), 60);
    await build();
    expect(read(fixture.outDir, shownOn)).toContain(shown);
    write(text.replace(from, bad), 30);
    await expect(build()).rejects.toThrow(error);
    write(text, 10);
    await build();
    expect(read(fixture.outDir, shownOn)).not.toContain(shown);
  }

  it("takes an unchanged doc's metadata from the previous build, and reads an edited one's again (a bad value stops the build at its line)", async () => {
    // The sidebar of another page shows the new label.
    await editFrontMatter('docs/second.mdx', { from: 'sidebar_label: Second', good: 'sidebar_label: Second, relabelled', bad: 'sidebar_position: many', error: /docs\/second\.mdx:3\b[^\n]*sidebar_position/, shownOn: 'docs/intro.html', shown: 'Second, relabelled' });
  }, 240_000);

  it("reads an edited post's front matter again (the others' are kept with their files' facts), and stops at a bad one's line", async () => {
    // The blog's list shows the new title; bad YAML stops the build at the post.
    await editFrontMatter('blog/2024-01-01-post-01.md', { from: 'title: Post 01', good: 'title: Post 01, retitled', bad: 'title: [Post 01', error: /blog\/2024-01-01-post-01\.md:\d+\b[^\n]*front matter/, shownOn: 'blog.html', shown: 'Post 01, retitled' });
  }, 240_000);
});
