/**
 * A Docusaurus site whose content plugins have Markdown plugins of their own
 * (tests/fixtures/markdown-plugins): @docusaurus/remark-plugin-npm2yarn from npm, plugin functions
 * written in docusaurus.config.js, a beforeDefault remark plugin, a rehype plugin, the blog's own
 * remark plugin and `markdown.preprocessor`. The compile thread loads them from the config itself.
 * Its Markdown components' options too: the docs' `admonitions` keyword drawn by a swizzled
 * Admonition/Types, the blog's `admonitions: false`, `themeConfig.prism` magic comments,
 * `defaultLanguage` and `additionalLanguages`, ```mermaid without `markdown.mermaid`, and wrapped
 * CodeBlock/Title and MDXComponents/A; `markdown.emoji`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { copyFixture, readPage } from '../helpers/fixture';

/** The fixture leaves `trailingSlash` unset: Docusaurus's default writes each page as `<path>/index.html`. */
const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

/** A page's text, without its tags (highlighted code is split into token spans). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');

describe('a Docusaurus site\'s own Markdown plugins', () => {
  const fixture = copyFixture('markdown-plugins');
  let doc: string;
  let post: string;
  let boxes: string;
  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    doc = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    post = readPage(fixture.outDir, '/blog/2025/06/01/first-evening', LAYOUT);
    boxes = readPage(fixture.outDir, '/docs/code-and-boxes', LAYOUT);
  }, 120_000);
  afterAll(() => fixture.cleanup());

  it('runs @docusaurus/remark-plugin-npm2yarn: an npm command becomes tabs with each package manager\'s, highlighted as code blocks are', () => {
    const text = textOf(doc);
    for (const command of ['yarn add glow-logger', 'pnpm add glow-logger', 'bun add glow-logger']) expect(text).toContain(command);
    expect(doc).toMatch(/role="tab"[^>]*>Yarn</);
    expect(doc).toMatch(/role="tab"[^>]*>pnpm</);
    // Its code blocks are made before sitegen's code block plugin runs.
    expect(doc).toContain('<span class="token function">yarn</span>');
  });

  it('runs a plugin function written in the config', () => {
    expect(textOf(doc)).toContain('A GLOWWORM glows');
  });

  it('runs beforeDefaultRemarkPlugins before sitegen\'s own: the heading one makes gets its id and its place in the table of contents', () => {
    expect(doc).toMatch(/<h2[^>]*id="made-before-the-defaults"/);
    expect(doc).toMatch(/href="#made-before-the-defaults"/);
  });

  it('runs rehypePlugins with their options', () => {
    expect(doc).toMatch(/<blockquote data-glow="green">/);
  });

  it('runs each content plugin\'s plugins on its own files: the blog\'s on posts, the docs\' on docs', () => {
    expect(textOf(post)).toContain('A FIREFLY over the hedge, and a glowworm in the grass');
    expect(textOf(doc)).toContain('A GLOWWORM glows in late summer; a firefly flashes.');
  });

  it('applies markdown.preprocessor to the text before it is compiled', () => {
    expect(textOf(doc)).toContain('glows in late summer');
  });

  it('reads front matter with markdown.parseFrontMatter, for the docs\' and the blog\'s metadata', () => {
    expect(doc).toContain('<title>Glowworm notes by night | Glowworm Notes</title>');
    expect(post).toContain('<title>First evening by night | Glowworm Notes</title>');
  });

  it("draws the docs' own admonition keyword with the site's swizzled Admonition/Types (JS, spreading @theme-original's), the theme's types still there", () => {
    expect(boxes).toContain('<div class="glow-admonition"><h5>Evening light</h5><div><p>The lamp is lit.</p></div></div>');
    // theme-classic's legacy name: Info's colours, its own class and untranslated title.
    expect(boxes).toMatch(/<div class="theme-admonition theme-admonition-important [^"]*alert alert--info[^"]*"[^>]*>.*?important<\/div><div class="[^"]*"><p>Close the gate\.<\/p>/s);
    // The MDX 1 title form (markdown.mdx1Compat.admonitions).
    expect(textOf(boxes)).toContain('Counted at duskTwelve glowworms.');
    // A title with more than text keeps its markup.
    expect(boxes).toMatch(/theme-admonition-tip[^>]*>.*?Count with a <strong>red<\/strong> torch<\/div><div class="[^"]*"><p>It keeps the eyes dark-adapted\.<\/p>/s);
  });

  it("leaves the blog's `:::tip` a directive with its content (`admonitions: false`), as Docusaurus does", () => {
    expect(post).toContain('<div><p>Bring a red torch.</p></div>');
    expect(post).not.toContain('theme-admonition');
  });

  it("takes the magic comments out, marks their lines with the site's classes, and keeps each line a line of the text", () => {
    const block = /<div class="language-js [^"]*theme-code-block"[^>]*>.*?<\/pre>/s.exec(boxes)?.[0] ?? '';
    const lines = [...block.matchAll(/<div class="token-line ([^"]*)">(.*?)<br\/><\/div>/gs)].map((m) => [m[1]!.split(' ').filter((c) => !c.startsWith('line_')).join(' '), textOf(m[2]!)]);
    expect(lines).toEqual([
      ['theme-code-block-highlighted-line', 'const seen = 12;'],
      ['code-block-error-line', 'const missed = seen - unknown;'],
      ['theme-code-block-highlighted-line', 'const total = seen;'],
      ['theme-code-block-highlighted-line', 'console.log(total);'],
    ]);
    // `{2} showLineNumbers=10`: the first magic comment's class, numbers from 10 (a CSS counter).
    expect(boxes).toContain('counter-reset:line-count 9');
    expect(boxes).toMatch(/<div class="token-line [^"]*theme-code-block-highlighted-line[^"]*"><span class="[^"]*codeLineNumber[^"]*"><\/span><span class="[^"]*"><span class="token keyword">int<\/span><span class="token plain"> b /);
  });

  it('highlights a fence without a language in themeConfig.prism.defaultLanguage, and additionalLanguages at build time and in the browser', () => {
    expect(boxes).toMatch(/<div class="language-bash [^"]*theme-code-block"[^>]*>.*?<span class="token builtin class-name">echo<\/span>/s);
    expect(boxes).toContain('<span class="token keyword">fn</span>');
    // The CodeBlock's Prism chunk loads the site's languages (@theme/prism-include-languages).
    const generated = fs.readFileSync(path.join(fixture.siteDir, '.sitegen/generated/prism-languages.cjs'), 'utf8');
    expect(generated).toMatch(/require\(".*prismjs\/components\/prism-rust\.js"\)/);
  });

  it('leaves a ```mermaid fence a code block without markdown.mermaid, as Docusaurus does', () => {
    expect(boxes).toMatch(/<div class="language-mermaid [^"]*theme-code-block"[^>]*>.*?graph TD; Dusk--&gt;Night<\/span><br\/>/s);
    expect(boxes).not.toContain('mermaid-diagram');
  });

  it("renders the site's wrapped CodeBlock/Title and MDXComponents/A around the theme's", () => {
    expect(boxes).toMatch(/<div class="title_[^"]*"><span class="file-mark" aria-hidden="true">📄 <\/span>count\.js<\/div>/);
    expect(boxes).toContain('<a class="glow-link" href="/docs/intro">the intro</a>');
  });

  it('turns :shortcodes: into emoji (markdown.emoji, on by default), the heading keeping its id of words', () => {
    expect(boxes).toMatch(/<h2[^>]*id="tada-done"[^>]*>🎉 Done/);
    expect(textOf(boxes)).toContain('All lamps lit 💡, at 10:30.');
  });

  it('compiles again when the config\'s plugins change, without reusing kept outputs', async () => {
    const config = path.join(fixture.siteDir, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'GLOWWORM'", "'Glowworm!'"));
    const outDir = `${fixture.outDir}-again`;
    try {
      await buildSite(fixture.siteDir, { outDir });
      expect(textOf(readPage(outDir, '/docs/intro', LAYOUT))).toContain('A Glowworm! glows');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
