/**
 * A Docusaurus site whose content plugins have Markdown plugins of their own
 * (tests/fixtures/markdown-plugins): @docusaurus/remark-plugin-npm2yarn from npm, plugin functions
 * written in docusaurus.config.js, a beforeDefault remark plugin, a rehype plugin, the blog's own
 * remark plugin and `markdown.preprocessor`. The compile thread loads them from the config itself.
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
  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    doc = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    post = readPage(fixture.outDir, '/blog/2025/06/01/first-evening', LAYOUT);
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
