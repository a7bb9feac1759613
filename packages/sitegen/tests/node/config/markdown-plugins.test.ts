/** A Docusaurus config's Markdown plugins and `markdown` functions, read and checked as Docusaurus checks them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig, toClientConfig } from '../../../src/node/config/schema';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-markdown-'));
fs.mkdirSync(path.join(siteDir, 'blog'));
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const map = (raw: unknown, warnings: string[] = []) => mapDocusaurusConfig(raw, { siteDir, file: 'docusaurus.config.js', warn: (m) => warnings.push(m) });
const resolved = async (raw: unknown) => resolveConfig(await map(raw), 'docusaurus.config.js');
const remarkA = () => undefined;
const rehypeB = () => undefined;
const DOCUSAURUS_WORDS = 'does not look like a valid MDX plugin config. A plugin config entry should be one of:\n- A tuple, like `[require("rehype-katex"), { strict: false }]`, or\n- A simple module, like `require("remark-math")`';

describe('a Docusaurus config\'s Markdown plugins', () => {
  it('takes each content plugin\'s lists, from preset-classic and from plugin entries, without a warning', async () => {
    const warnings: string[] = [];
    const config = resolveConfig(
      await map(
        {
          ...base,
          presets: [['classic', { docs: { remarkPlugins: [remarkA], beforeDefaultRemarkPlugins: [[remarkA, { early: true }]] }, blog: { rehypePlugins: [rehypeB] }, pages: { recmaPlugins: [remarkA] } }]],
        },
        warnings,
      ),
      'docusaurus.config.js',
    );
    expect(warnings).toEqual([]);
    expect(config.markdownPlugins).toEqual({ docs: { remarkPlugins: [remarkA], beforeDefaultRemarkPlugins: [[remarkA, { early: true }]] }, blog: { rehypePlugins: [rehypeB] }, pages: { recmaPlugins: [remarkA] } });
    const fromEntries = await resolved({
      ...base,
      presets: [['classic', { docs: { remarkPlugins: [remarkA] } }]],
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'api', beforeDefaultRehypePlugins: [rehypeB] }],
        ['content-pages', { id: 'extra', remarkPlugins: [remarkA] }],
      ],
    });
    // Each instance (its `id`) has its own lists; the preset's are the `default` instances'.
    expect(fromEntries.markdownPlugins).toEqual({ docs: { remarkPlugins: [remarkA] }, 'docs#api': { beforeDefaultRehypePlugins: [rehypeB] }, 'pages#extra': { remarkPlugins: [remarkA] } });
  });

  it('rejects an entry that is not a plugin or [plugin, options], in Docusaurus\'s words, naming the key', async () => {
    await expect(map({ ...base, presets: [['classic', { docs: { remarkPlugins: [remarkA, 'remark-math'] } }]] })).rejects.toThrow(`docusaurus.config.js: \`presets[0][1].docs.remarkPlugins[1]\` ${DOCUSAURUS_WORDS}, got "remark-math"`);
    await expect(map({ ...base, presets: [['classic', { blog: { rehypePlugins: [[{ option: 1 }, rehypeB]] } }]] })).rejects.toThrow('`presets[0][1].blog.rehypePlugins[0]` does not look like a valid MDX plugin config');
    // A tuple is [plugin, options]: options missing, or a third item, are not one.
    await expect(map({ ...base, plugins: [['@docusaurus/plugin-content-docs', { remarkPlugins: [[remarkA]] }]] })).rejects.toThrow('`plugins[0][1].remarkPlugins[0]` does not look like a valid MDX plugin config');
    await expect(map({ ...base, plugins: [['@docusaurus/plugin-content-blog', { recmaPlugins: [[remarkA, {}, remarkA]] }]] })).rejects.toThrow('`plugins[0][1].recmaPlugins[0]` does not look like a valid MDX plugin config');
    await expect(map({ ...base, presets: [['classic', { pages: { beforeDefaultRemarkPlugins: remarkA } }]] })).rejects.toThrow('`presets[0][1].pages.beforeDefaultRemarkPlugins` must be an array, got a function');
    // A unified preset object is an entry Docusaurus takes.
    await expect(resolved({ ...base, presets: [['classic', { docs: { remarkPlugins: [{ plugins: [remarkA] }] } }]] })).resolves.toMatchObject({ markdownPlugins: { docs: { remarkPlugins: [{ plugins: [remarkA] }] } } });
  });

  it('checks sitegen\'s own config the same way', () => {
    expect(() => resolveConfig({ ...base, markdownPlugins: { docs: { remarkPlugins: [42] } } }, 'site.config.ts')).toThrow(`site.config.ts: \`markdownPlugins.docs.remarkPlugins[0]\` ${DOCUSAURUS_WORDS}, got number 42`);
    expect(resolveConfig({ ...base, markdownPlugins: { blog: { remarkPlugins: [remarkA] } } }, 'site.config.ts').markdownPlugins).toEqual({ blog: { remarkPlugins: [remarkA] } });
  });
});

describe('a Docusaurus config\'s markdown functions and options', () => {
  const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
  const parseFrontMatter = async () => ({ frontMatter: {}, content: '' });

  it('takes preprocessor, parseFrontMatter, remarkRehypeOptions, mdx1Compat, anchors and hooks, with Docusaurus\'s defaults', async () => {
    const onBrokenMarkdownImages = () => '/missing.png';
    const config = await resolved({ ...base, markdown: { preprocessor, parseFrontMatter, remarkRehypeOptions: { footnoteLabel: 'Notes' }, mdx1Compat: { comments: 'false' }, anchors: { maintainCase: true }, hooks: { onBrokenMarkdownImages } } });
    expect(config.markdown).toEqual({ format: 'mdx', mermaid: false, emoji: true, preprocessor, parseFrontMatter, remarkRehypeOptions: { footnoteLabel: 'Notes' }, mdx1Compat: { comments: false, admonitions: true, headingIds: true }, anchors: { maintainCase: true }, hooks: { onBrokenMarkdownImages } });
    expect((await resolved(base)).markdown).toEqual({ format: 'mdx', mermaid: false, emoji: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchors: { maintainCase: false }, hooks: { onBrokenMarkdownImages: 'throw' } });
    await expect(resolved({ ...base, markdown: { hooks: { onBrokenMarkdownImages: 'explode' } } })).rejects.toThrow(/markdown\.hooks\.onBrokenMarkdownImages.*must be one of "ignore", "log", "warn", "throw", or a function/);
  });

  it('rejects a preprocessor that does not take one object, as Docusaurus (Joi arity 1) does', async () => {
    await expect(resolved({ ...base, markdown: { preprocessor: (a: string, b: string) => a + b } })).rejects.toThrow('`markdown.preprocessor` must be a function of one parameter');
    await expect(resolved({ ...base, markdown: { parseFrontMatter: 'yaml' } })).rejects.toThrow('`markdown.parseFrontMatter` must be a function');
  });

  it('leaves the browser\'s config as it was: no plugins, no markdown code or compile options', async () => {
    const client = toClientConfig(await resolved({ ...base, markdown: { preprocessor }, presets: [['classic', { docs: { remarkPlugins: [remarkA] } }]] }));
    expect(client).not.toHaveProperty('markdownPlugins');
    expect((client as unknown as { markdown: unknown }).markdown).toEqual({ format: 'mdx', mermaid: false, emoji: true });
  });

  it('draws ```mermaid fences only with markdown.mermaid true, as Docusaurus (its default is false)', async () => {
    expect((await resolved({ ...base, markdown: { mermaid: true } })).markdown.mermaid).toBe(true);
    expect((await resolved({ ...base, markdown: { mermaid: 'true' } })).markdown.mermaid).toBe(true);
    expect((await resolved(base)).markdown.mermaid).toBe(false);
    // sitegen's own config draws them unless told otherwise.
    expect(resolveConfig({ title: 'T', url: 'https://t.example' }, 'sitegen.config.ts').markdown.mermaid).toBe(true);
  });
});

describe('markdown.emoji', () => {
  it('is on by default, as in Docusaurus, and off with false (or "false")', async () => {
    expect((await resolved(base)).markdown.emoji).toBe(true);
    expect((await resolved({ ...base, markdown: { emoji: 'false' } })).markdown.emoji).toBe(false);
  });
});

describe("the content plugins' admonitions option", () => {
  it('is read for the docs, the blog and the pages, with the Markdown plugins', async () => {
    const config = await resolved({
      ...base,
      presets: [['classic', { docs: { admonitions: { keywords: ['glow'], extendDefaults: 'true' } }, blog: { admonitions: false, remarkPlugins: [remarkA] }, pages: { admonitions: true } }]],
    });
    expect(config.markdownPlugins.docs).toEqual({ admonitions: { keywords: ['glow'], extendDefaults: true } });
    expect(config.markdownPlugins.blog).toEqual({ remarkPlugins: [remarkA], admonitions: false });
    expect(config.markdownPlugins.pages).toEqual({ admonitions: true });
  });

  it('is checked as mdx-loader checks it, the key named', async () => {
    await expect(resolved({ ...base, presets: [['classic', { docs: { admonitions: { keyword: ['x'] } } }]] })).rejects.toThrow(/presets\[0\]\[1\]\.docs\.admonitions.*must be a boolean or an object like \{ keywords/);
  });
});

describe('themeConfig.prism', () => {
  it("has theme-classic's default magic comments, or the site's, and its defaultLanguage", async () => {
    expect((await resolved(base)).themeConfig.prism).toMatchObject({ magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }] });
    const magicComments = [{ className: 'code-block-error-line', line: 'This will error' }];
    const prism = (await resolved({ ...base, themeConfig: { prism: { magicComments, defaultLanguage: 'bash' } } })).themeConfig.prism;
    expect(prism).toMatchObject({ magicComments, defaultLanguage: 'bash' });
    await expect(resolved({ ...base, themeConfig: { prism: { magicComments: [{ className: 'x' }] } } })).rejects.toThrow(/themeConfig\.prism\.magicComments\[0\].*needs `line` or `block`/);
  });
});
