import { describe, expect, it } from 'vitest';
import { compileMdx, exportsToc } from '../../../src/node/mdx/compile';
import { createCodeBlockMetadata, DEFAULT_MAGIC_COMMENTS } from '../../../src/shared/code-block';
import { preprocessMarkdown } from '../../../src/node/mdx/preprocess';
import { resolveMarkdownLink } from '../../../src/node/mdx/remark-links';
import { createSlugger } from '../../../src/node/mdx/slug';
import { buildToc } from '../../../src/node/mdx/toc';
import { checkFrontMatter, parseFrontMatter } from '../../../src/node/mdx/front-matter';

const options = (routes: Record<string, string> = {}) => ({
  siteDir: '/site',
  baseUrl: '/',
  resolveFileRoute: (file: string) => routes[file],
  routesVersion: Math.random().toString(),
});

describe('slugs', () => {
  it('are GitHub-style and unique per page', () => {
    const s = createSlugger();
    expect(s.slug('Hold-Tap Flavors!')).toBe('hold-tap-flavors');
    expect(s.slug('Keymaps/Behaviors')).toBe('keymapsbehaviors');
    expect(s.slug('Install')).toBe('install');
    expect(s.slug('Install')).toBe('install-1');
  });
});

describe('preprocess', () => {
  it('escapes heading ids and brackets admonition titles outside code', () => {
    const out = preprocessMarkdown('## A {#b}\n:::note My title\n```\n## C {#d}\n:::note x y\n```');
    expect(out).toContain('## A \\{#b\\}');
    expect(out).toContain(':::note[My title]');
    expect(out).toContain('## C {#d}');
    expect(out).toContain(':::note x y');
  });

  it('turns HTML comments into MDX comments in MDX only, outside code, on the same lines', () => {
    const source = 'A <!-- one --> b\n<!--\nmulti */ line\n-->\nUse `<!-- truncate -->` here.\n```html\n<!-- fenced -->\n```\n';
    const out = preprocessMarkdown(source, 'mdx');
    expect(out.split('\n')).toEqual(['A {/* one */} b', '{/*', 'multi * / line', '*/}', 'Use `<!-- truncate -->` here.', '```html', '<!-- fenced -->', '```', '']);
    expect(preprocessMarkdown(source, 'md')).toBe(source);
  });
});

describe('front matter', () => {
  it('keeps line numbers and rejects wrong types with file, line and key', () => {
    const source = '---\ntitle: A\nsidebar_position: first\n---\nbody';
    const { frontMatter, body } = parseFrontMatter(source, 'docs/a.md');
    expect(body.split('\n')[4]).toBe('body');
    expect(() => checkFrontMatter(frontMatter, { sidebar_position: 'number' }, 'docs/a.md', source)).toThrow('docs/a.md:3: front matter `sidebar_position` must be number, got "first"');
  });
  it('reports invalid YAML with its line', () => {
    expect(() => parseFrontMatter('---\ntitle: [unclosed\n---\n', 'docs/b.md')).toThrow(/docs\/b\.md:\d+: invalid front matter YAML/);
  });
});

describe('code meta', () => {
  it('reads title, highlighted lines and line numbers', () => {
    const metadata = createCodeBlockMetadata({ code: 'a\nb\nc\nd\ne\nf\n', className: 'language-c', metastring: 'title="a.keymap" {1,4-6} showLineNumbers', magicComments: DEFAULT_MAGIC_COMMENTS });
    expect(metadata).toMatchObject({ title: 'a.keymap', language: 'c', lineNumbersStart: 1, code: 'a\nb\nc\nd\ne\nf' });
    expect(Object.keys(metadata.lineClassNames).map(Number)).toEqual([0, 3, 4, 5]);
  });
});

describe('toc', () => {
  it('keeps levels 2 to 3 by default', () => {
    const headings = [1, 2, 3, 4].map((level) => ({ value: `h${level}`, id: `h${level}`, level }));
    expect(buildToc(headings).map((h) => h.level)).toEqual([2, 3]);
    expect(buildToc(headings, 2, 4).map((h) => h.level)).toEqual([2, 3, 4]);
  });

  /** The levels of the headings in a compiled page's `toc` export. */
  const tocOf = (code: string) => (JSON.parse(/export const toc = (\[.*\]);/.exec(code)?.[1] ?? '[]') as Array<{ level: number }>).map((h) => h.level);
  const deep = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n';

  it("keeps the levels a page's tables of contents show: the front matter's toc_min/max_heading_level, else themeConfig.tableOfContents', else 2 to 3", async () => {
    expect(tocOf((await compileMdx('/site/docs/a.md', deep, options())).code)).toEqual([2, 3]);
    expect(tocOf((await compileMdx('/site/docs/a.md', deep, { ...options(), tableOfContents: { maxHeadingLevel: 5 } })).code)).toEqual([2, 3, 4, 5]);
    const frontMatter = `---
toc_min_heading_level: 3
toc_max_heading_level: 4
---
`;
    expect(tocOf((await compileMdx('/site/docs/b.md', frontMatter + deep, { ...options(), tableOfContents: { maxHeadingLevel: 5 } })).code)).toEqual([3, 4]);
  });

  it('keeps every level from 2 to 6 for a page that renders TOCInline (its own levels), as Docusaurus exports them', async () => {
    const inline = `import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} maxHeadingLevel={4} />\n\n${deep}`;
    expect(tocOf((await compileMdx('/site/docs/c.mdx', inline, options())).code)).toEqual([2, 3, 4, 5]);
  });
});

describe('links', () => {
  it('rewrites relative Markdown links to routes, keeping anchors, and tries the other extension', () => {
    const opts = { siteDir: '/site', resolveFileRoute: (f: string) => ({ '/site/docs/b.mdx': '/docs/b' })[f] };
    expect(resolveMarkdownLink('./b.md#x', '/site/docs/a.md', opts)).toBe('/docs/b#x');
    expect(resolveMarkdownLink('@site/docs/b.mdx', '/site/docs/x/a.md', opts)).toBe('/docs/b');
    expect(resolveMarkdownLink('https://x.dev/a.md', '/site/docs/a.md', opts)).toBeUndefined();
    expect(resolveMarkdownLink('./missing.md', '/site/docs/a.md', opts)).toBeUndefined();
  });

  it('looks a path up from the content folder the file is in, then the site, then the file, as Docusaurus does', () => {
    const routes: Record<string, string> = { '/site/docs/api/store.md': '/api/store', '/site/docs/guide/api/store.md': '/guide/api/store', '/site/docs/guide/next.md': '/guide/next', '/site/README.md': '/readme' };
    const opts = { siteDir: '/site', contentPaths: [{ contentPath: '/site/blog' }, { contentPath: '/site/docs' }], resolveFileRoute: (f: string) => routes[f] };
    // From a page deep in docs: the docs folder first, though the file's folder has one too.
    expect(resolveMarkdownLink('api/store.md#getState', '/site/docs/guide/a.md', opts)).toBe('/api/store#getState');
    expect(resolveMarkdownLink('api/store.md', '/site/docs/x/y/z.md', opts)).toBe('/api/store');
    // Then the site's folder, then the file's own.
    expect(resolveMarkdownLink('README.md', '/site/docs/x/y/z.md', opts)).toBe('/readme');
    expect(resolveMarkdownLink('next.md', '/site/docs/guide/a.md', opts)).toBe('/guide/next');
    // ./ and ../ only from the file's folder; / only from the content and site folders.
    expect(resolveMarkdownLink('./api/store.md', '/site/docs/guide/a.md', opts)).toBe('/guide/api/store');
    expect(resolveMarkdownLink('./store.md', '/site/docs/x/a.md', opts)).toBeUndefined();
    expect(resolveMarkdownLink('/api/store.md', '/site/docs/guide/a.md', opts)).toBe('/api/store');
    expect(resolveMarkdownLink('/next.md', '/site/docs/guide/a.md', opts)).toBeUndefined();
    // A blog post's content folder is the blog's.
    expect(resolveMarkdownLink('api/store.md', '/site/blog/2024/post.md', opts)).toBeUndefined();
    // A folder some plugin watches that holds the docs folder is not the docs' content folder.
    expect(resolveMarkdownLink('api/store.md', '/site/docs/guide/a.md', { ...opts, contentPaths: [{ contentPath: '/site' }, { contentPath: '/site/docs' }] })).toBe('/api/store');
  });

  it('looks a translated file\'s links up in the translated folder, then the original one, as Docusaurus\'s getContentPathList', () => {
    const fr = '/site/i18n/fr/docusaurus-plugin-content-docs/current';
    // The locale's pages: translated files are read from the locale's folder, the others from the original.
    const routes: Record<string, string> = { [`${fr}/intro.md`]: '/fr/docs/intro', [`${fr}/guide/wiring.md`]: '/fr/docs/guide/wiring', '/site/docs/guide/firmware.md': '/fr/docs/guide/firmware' };
    const opts = { siteDir: '/site', contentPaths: [{ contentPath: '/site/docs', contentPathLocalized: fr }], resolveFileRoute: (f: string) => routes[f] };
    expect(resolveMarkdownLink('guide/wiring.md', `${fr}/intro.md`, opts)).toBe('/fr/docs/guide/wiring');
    expect(resolveMarkdownLink('guide/firmware.md#bootloader', `${fr}/intro.md`, opts)).toBe('/fr/docs/guide/firmware#bootloader');
    expect(resolveMarkdownLink('/guide/firmware.md', `${fr}/intro.md`, opts)).toBe('/fr/docs/guide/firmware');
    // An untranslated file finds the translated copy first.
    expect(resolveMarkdownLink('guide/wiring.md', '/site/docs/guide/firmware.md', opts)).toBe('/fr/docs/guide/wiring');
    // ./ stays in the file's own folder, as in Docusaurus: the translated folder has no firmware.md.
    expect(resolveMarkdownLink('./guide/firmware.md', `${fr}/intro.md`, opts)).toBeUndefined();
    expect(resolveMarkdownLink('./guide/wiring.md', `${fr}/intro.md`, opts)).toBe('/fr/docs/guide/wiring');
  });
});

describe('markdown.format', () => {
  const source = 'import Box from "./box"\n\n<!-- prettier-ignore -->\n<Box size={2} />\n\nText `<!-- kept -->`.\n';
  it('reads a .md file as MDX when the site says so: imports, JSX and expressions, HTML comments dropped', async () => {
    const { code } = await compileMdx('/site/docs/a.md', source, { ...options(), markdownFormat: 'mdx' });
    expect(code).toContain('import Box from "./box"');
    expect(code).toMatch(/_jsx\(Box, \{\s*size: 2/);
    // Dropped from the page: no text, no HTML comment (MDX keeps it as a JavaScript comment).
    expect(code).not.toMatch(/"[^"\n]*prettier-ignore[^"\n]*"/);
    expect(code).not.toContain('<!-- prettier-ignore');
    expect(code).toContain('"<!-- kept -->"');
  });
  it('reads it as CommonMark by extension (the default), and a .mdx file as MDX, comments too', async () => {
    const { code } = await compileMdx('/site/docs/a.md', source, { ...options(), markdownFormat: 'detect' });
    expect(code).toContain('import Box from \\"./box\\"');
    expect(code).not.toContain('_jsx(Box');
    expect((await compileMdx('/site/docs/a.mdx', source, options())).code).toMatch(/_jsx\(Box/);
    expect((await compileMdx('/site/docs/a.mdx', source, { ...options(), markdownFormat: 'md' })).code).not.toMatch(/_jsx\(Box/);
  });
});

describe('compileMdx', () => {
  it('turns admonitions, fences, mermaid and heading ids into components and exports toc', async () => {
    const source = '---\ntitle: T\n---\n# Top\n\n## First {#one}\n\n### Sub\n\n:::warning[Careful]\nText at 10:30.\n:::\n\n```c title="x.c" {2}\nint a;\n```\n\n```mermaid\ngraph TD; A-->B\n```\n\n[b](./b.md)\n';
    const { code } = await compileMdx('/site/docs/a.md', source, options({ '/site/docs/b.md': '/docs/b' }));
    expect(code).toContain('_jsx(Admonition');
    expect(code).toContain('title: "Careful"');
    expect(code).toContain('10:30');
    expect(code).toContain('_jsx(CodeBlock');
    // {2}: the second line (index 1) gets the first magic comment's class, as in Docusaurus.
    expect(code).toMatch(/lineClassNames: \{\s*"1": \["theme-code-block-highlighted-line"\]\s*\}/);
    // Highlighted at build time: tokens, not Prism, reach the browser.
    expect(code).toMatch(/lines: \[\[\["keyword", "int"\], " a", \["punctuation", ";"\]\]\]/);
    expect(code).not.toContain('code: "int a;"');
    expect(code).toContain('_jsx(Mermaid');
    expect(code).toContain('href: "/docs/b"');
    expect(code).toContain('export const toc = [{"value":"First","id":"one","level":2},{"value":"Sub","id":"sub","level":3}]');
    expect(code).toContain('export const contentTitle = "Top"');
    expect(code).toContain('export const frontMatter = {"title":"T"}');
  });

  it("renders raw <pre><code> and <code> as theme-classic's MDXComponents/Pre and /Code do: several lines a CodeBlock (imported), one line inline code", async () => {
    const md = await compileMdx('/site/docs/pre.md', '<pre><code class="language-js">a();\nb();\n</code></pre>\n\n<pre><code>one line</code></pre>\n\nText with <code>two\nlines</code> and `inline`.\n', options());
    expect(md.code).toContain('import CodeBlock from "@theme/CodeBlock"');
    expect(md.code).toMatch(/_jsx\(CodeBlock, \{\s*className: "language-js",\s*children: "a\(\);\\nb\(\);\\n"/);
    expect(md.code).toMatch(/_jsx\(_components\.code, \{\s*children: "one line"/);
    expect(md.code).not.toContain('_components.pre');
    // Outside a <pre> too: code of several lines is a CodeBlock, Markdown's inline code stays inline.
    expect(md.code).toMatch(/_jsx\(CodeBlock, \{\s*children: "two\\nlines"/);
    expect(md.code).toMatch(/_jsx\(_components\.code, \{\s*children: "inline"/);
  });

  it('imports the theme components a page renders, and only those', async () => {
    const md = await compileMdx('/site/docs/parts.md', ':::note\nHi\n:::\n\n<details open><summary>More</summary>\n\nBody\n</details>\n\n```js\nx\n```\n', options());
    expect(md.code).toContain('import Admonition from "@theme/Admonition"');
    expect(md.code).toContain('import CodeBlock from "@theme/CodeBlock"');
    // As Docusaurus's MDXComponents map `details`: MDXComponents/Details, which gives the Details its summary.
    expect(md.code).toContain('import Details from "@theme/MDXComponents/Details"');
    expect(md.code).toContain('import {Summary} from "@theme/Details"');
    // Rendered through the imports, not looked up in the provider's components.
    expect(md.code).toMatch(/_jsxs?\(Details, \{\s*open: true/);
    expect(md.code).toMatch(/_jsxs?\(Summary,/);
    expect(md.code).not.toMatch(/_components\.(?:details|summary)|\{[^}]*\bAdmonition\b[^}]*\} = _components/);
    expect(md.code).not.toContain('@theme/Tabs');

    const mdx = await compileMdx('/site/docs/tabs.mdx', "import Tabs from '@theme/Tabs';\n\n<Tabs><TabItem value='a'>A</TabItem></Tabs>\n\nPlain text.\n", options());
    expect(mdx.code).toContain('import TabItem from "@theme/TabItem"');
    // The page's own import stays the only one.
    expect(mdx.code.match(/from ["']@theme\/Tabs["']/g)).toHaveLength(1);
    expect(mdx.code).not.toMatch(/@theme\/(?:CodeBlock|Admonition|Mermaid|Details)/);

    const plain = await compileMdx('/site/docs/plain-text.md', '# Title\n\nJust text.\n', options());
    expect(plain.code).not.toContain('@theme/');
  });

  it('reports MDX syntax errors with file, line, column and the source line', async () => {
    const error = await compileMdx('/site/docs/bad.mdx', '# Ok\n\nSome <b>unclosed\n', options()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^docs\/bad\.mdx:\d+:\d+: /);
    expect((error as Error).message).toContain('| Some <b>unclosed');
  });

  it("reports a diagram Mermaid cannot draw at its fence's line", async () => {
    const renderDiagram = async (source: string) => {
      if (source.includes('-->;')) throw new Error('Mermaid could not draw this diagram: Parse error on line 1');
      return { light: '<svg>l</svg>', dark: '<svg>d</svg>' };
    };
    const source = '# Flow\n\n```mermaid\ngraph LR; A --> B\n```\n\nText.\n\n```mermaid\ngraph LR; A -->;\n```\n';
    const error = await compileMdx('/site/docs/flow.md', source, { ...options(), renderDiagram }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/^docs\/flow\.md:9:1: Mermaid could not draw this diagram: Parse error on line 1/);
  });

  it('parses .md as CommonMark (JSX-looking text stays text)', async () => {
    const { code } = await compileMdx('/site/docs/plain.md', 'Use <&kp A> here {not an expression}.\n', options());
    expect(code).toContain('{not an expression}');
  });
});

describe('page-supplied table of contents', () => {
  it('keeps a toc the page exports instead of generating one', async () => {
    const source = "export const toc = [{ value: 'From a component', id: 'x', level: 2 }];\n\n## Heading\n";
    const { code } = await compileMdx('/site/docs/own-toc.mdx', source, options());
    expect(code.match(/export const toc\b/g)).toHaveLength(1);
    expect(code).toContain('From a component');
    expect(exportsToc('export { toc } from "./other.mdx";')).toBe(true);
    expect(exportsToc('Text about export const toc.')).toBe(false);
  });
});
