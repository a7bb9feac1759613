import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Heading, Paragraph, Root, Text } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileMarkdownFile, type MdxPipelineOptions } from '../../../src/node/mdx/compile';
import { compiledMdxKey, mdxPipelineFingerprint } from '../../../src/node/mdx/compiled-cache';
import { hasSiteMarkdownCode, importedModules, siteMarkdownVersion } from '../../../src/node/mdx/site-markdown';
import { instanceOfFile, withSitePlugins, type MarkdownPluginLists, type SiteMarkdownCode } from '../../../src/node/mdx/site-plugins';

/** Plugins that say their name (and options) when attached: a site's entries are wrapped, to name them in errors. */
const attached: string[] = [];
const marker = (name: string) =>
  Object.defineProperty(
    function (options?: unknown) {
      attached.push(options === undefined ? name : `${name} ${JSON.stringify(options)}`);
    },
    'name',
    { value: name },
  );
/** The plugins of a list, in the order unified attaches them. */
const attach = (list: unknown[]): string[] => {
  attached.length = 0;
  for (const entry of list) {
    const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
    (plugin as (...options: unknown[]) => void)(...options);
  }
  return [...attached];
};

describe('the order of a site\'s Markdown plugins among sitegen\'s (Docusaurus\'s processor.ts)', () => {
  const defaults = {
    remarkFirst: [marker('keepTree')],
    remark: [marker('gfm'), marker('headingIds')],
    remarkLast: [marker('codeBlocks')],
    rehypeFirst: [marker('raw')],
    rehypeLast: [marker('themeImports')],
  };

  it('puts beforeDefault plugins before sitegen\'s defaults and the others after them; recma gets the site\'s alone', () => {
    const own: MarkdownPluginLists = {
      beforeDefaultRemarkPlugins: [marker('early')],
      remarkPlugins: [marker('user1'), [marker('user2'), { sync: true }]],
      beforeDefaultRehypePlugins: [marker('rehypeEarly')],
      rehypePlugins: [marker('rehypeUser')],
      recmaPlugins: [marker('recmaUser')],
    };
    const plugins = withSitePlugins(defaults, own);
    expect(attach(plugins.remarkPlugins)).toEqual(['keepTree', 'early', 'gfm', 'headingIds', 'user1', 'user2 {"sync":true}', 'codeBlocks']);
    expect(attach(plugins.rehypePlugins)).toEqual(['raw', 'rehypeEarly', 'rehypeUser', 'themeImports']);
    expect(attach(plugins.recmaPlugins)).toEqual(['recmaUser']);
  });

  it('is sitegen\'s own lists alone for a content plugin without plugins', () => {
    const plugins = withSitePlugins(defaults);
    expect(attach(plugins.remarkPlugins)).toEqual(['keepTree', 'gfm', 'headingIds', 'codeBlocks']);
    expect(attach(plugins.rehypePlugins)).toEqual(['raw', 'themeImports']);
    expect(plugins.recmaPlugins).toEqual([]);
  });

  it('gives a file the plugins of the content plugin whose folder holds it, the innermost', () => {
    const instances = [
      { name: 'docs' as const, id: 'default', dirs: ['/site/docs'] },
      { name: 'blog' as const, id: 'default', dirs: ['/site/docs/blog'] },
    ];
    expect(instanceOfFile('/site/docs/a.md', instances)?.name).toBe('docs');
    expect(instanceOfFile('/site/docs/blog/a.md', instances)?.name).toBe('blog');
    expect(instanceOfFile('/site/docs-other/a.md', instances)).toBeUndefined();
  });
});

/** Remark: a paragraph reading exactly `MAKE HEADING` becomes a heading, "Made here". */
function remarkMakeHeading() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) => {
      const text = node.type === 'paragraph' ? ((node as Paragraph).children[0] as Text | undefined)?.value : undefined;
      return text === 'MAKE HEADING' ? ({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Made here' }] } satisfies Heading) : node;
    });
  };
}

/** Remark: every text's `lantern` in capitals. */
function remarkShout() {
  return (tree: Root) => {
    const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'text' && node.value) node.value = node.value.replace(/lantern/g, 'LANTERN');
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
  };
}

/** Rehype: every paragraph gets `data-seen`. */
function rehypeMark(options: { value: string }) {
  return (tree: HastRoot) => {
    const visit = (node: { type: string; tagName?: string; properties?: Element['properties']; children?: unknown[] }) => {
      if (node.type === 'element' && node.tagName === 'p') node.properties = { ...node.properties, dataSeen: options.value };
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
  };
}

const base: MdxPipelineOptions = { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: 'r' };
const code = (plugins: Partial<Record<'docs' | 'blog', MarkdownPluginLists>>, extra: Partial<SiteMarkdownCode> = {}): SiteMarkdownCode => ({
  version: 'v',
  instances: [
    { name: 'docs', id: 'default', dirs: ['/site/docs'], plugins: plugins.docs ?? {} },
    { name: 'blog', id: 'default', dirs: ['/site/blog'], plugins: plugins.blog ?? {} },
  ],
  ...extra,
});
const compileWith = (file: string, source: string, siteCode?: SiteMarkdownCode, options: Partial<MdxPipelineOptions> = {}) => compileMarkdownFile(file, source, { ...base, ...options, siteCode });

describe('compiling with a site\'s Markdown plugins', () => {
  it('runs a beforeDefault remark plugin before sitegen\'s heading ids, and a remark plugin after them', async () => {
    const early = await compileWith('/site/docs/a.md', 'MAKE HEADING\n', code({ docs: { beforeDefaultRemarkPlugins: [remarkMakeHeading] } }));
    expect(early.headings).toEqual([{ value: 'Made here', id: 'made-here', level: 2 }]);
    const late = await compileWith('/site/docs/a.md', 'MAKE HEADING\n', code({ docs: { remarkPlugins: [remarkMakeHeading] } }));
    expect(late.headings).toEqual([]);
    expect(late.code).toContain('Made here');
  });

  it('leaves the site\'s remark plugins the directives sitegen\'s do not use, then renders the ones left as Docusaurus does', async () => {
    const remarkLamp = () => (tree: Root) => {
      tree.children = tree.children.map((node) => (node.type === 'leafDirective' && node.name === 'lamp' ? ({ type: 'paragraph', children: [{ type: 'text', value: 'The lamp is lit.' }] } satisfies Paragraph) : node));
    };
    const { code: out } = await compileWith('/site/docs/a.md', '::lamp\n\nMeet at 10:30.\n\n:::note\nKept.\n:::\n', code({ docs: { remarkPlugins: [remarkLamp] } }));
    expect(out).toContain('The lamp is lit.');
    // One text again, as written (a page's text is not cut in pieces around it).
    expect(out).toContain('children: "Meet at 10:30."');
    expect(out).toContain('Admonition');
    // Without a remark plugin of the site's, sitegen handles them at once (before heading ids are made), as Docusaurus
    // renders a directive no plugin took: an empty `<div>` for a leaf, its content in a `<div>` for a container.
    const left = (await compileWith('/site/docs/a.md', '::lamp\n\n:::box\nInside the box.\n:::\n', code({ docs: { rehypePlugins: [[rehypeMark, { value: 'x' }]] } }))).code;
    expect(left).not.toContain('::lamp');
    expect(left).toMatch(/_jsx\(_components\.div, \{\}\)/);
    expect(left).toMatch(/_jsx\(_components\.div, \{\s*children: _jsx\(_components\.p, \{[^}]*?children: "Inside the box\."/);
  });

  it('runs each content plugin\'s plugins on its own files only', async () => {
    const plugins = code({ docs: { remarkPlugins: [remarkShout] }, blog: { rehypePlugins: [[rehypeMark, { value: 'blog' }]] } });
    const doc = await compileWith('/site/docs/a.md', 'A lantern.\n', plugins);
    expect(doc.code).toContain('A LANTERN.');
    expect(doc.code).not.toContain('data-seen');
    const post = await compileWith('/site/blog/a.md', 'A lantern.\n', plugins);
    expect(post.code).toContain('A lantern.');
    expect(post.code).toContain('"data-seen": "blog"');
    const elsewhere = await compileWith('/site/src/pages/a.md', 'A lantern.\n', plugins);
    expect(elsewhere.code).toContain('A lantern.');
  });

  it('runs recma plugins on the compiled program', async () => {
    const recmaComment = () => (tree: { body: unknown[] }) => {
      tree.body.push({ type: 'ExpressionStatement', expression: { type: 'Literal', value: 'recma was here' } });
    };
    const { code: out } = await compileWith('/site/docs/a.md', '# A\n', code({ docs: { recmaPlugins: [recmaComment] } }));
    expect(out).toContain('"recma was here"');
  });

  it('hands remark-rehype the site\'s remarkRehypeOptions', async () => {
    const { code: out } = await compileWith('/site/docs/a.md', 'A note.[^1]\n\n[^1]: The note.\n', code({}, { remarkRehypeOptions: { footnoteLabel: 'Lantern notes' } }));
    expect(out).toContain('Lantern notes');
  });

  it('runs the preprocessor on the file as written, front matter included, and reads front matter with parseFrontMatter', async () => {
    const seen: string[] = [];
    const siteCode = code(
      {},
      {
        preprocessor: ({ fileContent, filePath }) => {
          seen.push(filePath);
          return fileContent.replace(/title: Old/, 'title: Ignored').replace('REPLACE ME', 'Replaced text');
        },
        parseFrontMatter: async ({ defaultParseFrontMatter, ...args }) => {
          const parsed = await defaultParseFrontMatter(args);
          return { ...parsed, frontMatter: { ...parsed.frontMatter, added: true } };
        },
      },
    );
    const out = await compileWith('/site/docs/a.md', '---\ntitle: Old\n---\nREPLACE ME\n', siteCode);
    expect(seen).toEqual(['/site/docs/a.md']);
    expect(out.code).toContain('Replaced text');
    // The front matter is read from the file as written (Docusaurus parses it before preprocessing).
    expect(out.code).toContain('export const frontMatter = {"title":"Old","added":true};');
  });

  it('gives plugins the front matter in the file\'s data, as Docusaurus does', async () => {
    const remarkTitle = () => (tree: Root, file: VFile) => {
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Titled ${String((file.data.frontMatter as { title?: string }).title)}` }] });
    };
    const { code: out } = await compileWith('/site/docs/a.md', '---\ntitle: Lamp\n---\nBody.\n', code({ docs: { remarkPlugins: [remarkTitle] } }));
    expect(out).toContain('Titled Lamp');
  });

  it('names the Markdown file and the plugin when a plugin throws, and keeps the place of a message it left on the file', async () => {
    function remarkBroken() {
      return () => {
        throw new Error('the lamp is out');
      };
    }
    await expect(compileWith('/site/docs/broken.md', '# A\n', code({ docs: { remarkPlugins: [remarkShout, remarkBroken] } }))).rejects.toThrow('docs/broken.md:1:1: remarkBroken (docs.remarkPlugins[1]) failed: the lamp is out');
    const remarkFails = () => (tree: Root, file: VFile) => {
      file.fail('no lamps allowed', tree.children[1]);
    };
    await expect(compileWith('/site/docs/placed.md', '# A\n\nSecond.\n', code({ docs: { beforeDefaultRemarkPlugins: [remarkFails] } }))).rejects.toThrow(/^docs\/placed\.md:3:1: remarkFails \(docs\.beforeDefaultRemarkPlugins\[0\]\): no lamps allowed\n {2}3 \| Second\./);
    // A plugin that fails as it is attached, and the preprocessor, are named too.
    const throwsOnAttach = () => {
      throw new Error('bad options');
    };
    await expect(compileWith('/site/docs/a.md', '# A\n', code({ docs: { rehypePlugins: [throwsOnAttach] } }))).rejects.toThrow('docs/a.md:1:1: throwsOnAttach (docs.rehypePlugins[0]) failed: bad options');
    const preprocessor = () => {
      throw new Error('no text');
    };
    await expect(compileWith('/site/docs/a.md', '# A\n', code({}, { preprocessor }))).rejects.toThrow('docs/a.md:1:1: markdown.preprocessor failed: no text');
  });

  it('keeps the case of heading ids with anchors.maintainCase', async () => {
    expect((await compileWith('/site/docs/a.md', '## Hello World\n', undefined, { anchorsMaintainCase: true })).headings[0]?.id).toBe('Hello-World');
    expect((await compileWith('/site/docs/a.md', '## Hello World\n', undefined)).headings[0]?.id).toBe('hello-world');
  });

  it('applies each mdx1Compat fix only when on', async () => {
    const off = { mdx1Compat: { comments: false, admonitions: true, headingIds: true } };
    await expect(compileWith('/site/docs/a.mdx', 'A <!-- comment --> b\n', undefined, off)).rejects.toThrow(/docs\/a\.mdx:1:/);
    expect((await compileWith('/site/docs/a.mdx', 'A <!-- comment --> b\n', undefined)).code).toContain('children: ["A ", " b"]');
    const titled = await compileWith('/site/docs/a.md', ':::note Lamp title\nBody\n:::\n', undefined, { mdx1Compat: { comments: true, admonitions: false, headingIds: true } });
    expect(titled.code).not.toContain('"Lamp title"');
    expect((await compileWith('/site/docs/a.md', ':::note Lamp title\nBody\n:::\n', undefined)).code).toContain('"Lamp title"');
  });
});

describe('the compiled cache of a site with Markdown code', () => {
  const cache = { baseUrl: '/', routesVersion: 'r', drawsDiagrams: false };
  it('keeps the fingerprint of a site without any, and changes it with the code\'s version and non-default options', () => {
    const plain = mdxPipelineFingerprint(cache);
    expect(mdxPipelineFingerprint({ ...cache, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchorsMaintainCase: false })).toBe(plain);
    const withCode = mdxPipelineFingerprint({ ...cache, siteMarkdown: { version: 'a' } });
    expect(withCode).not.toBe(plain);
    expect(mdxPipelineFingerprint({ ...cache, siteMarkdown: { version: 'b' } })).not.toBe(withCode);
    expect(mdxPipelineFingerprint({ ...cache, anchorsMaintainCase: true })).not.toBe(plain);
    expect(mdxPipelineFingerprint({ ...cache, mdx1Compat: { comments: false, admonitions: true, headingIds: true } })).not.toBe(plain);
    expect(compiledMdxKey('/a.md', 'x', { ...cache, siteMarkdown: { version: 'a' } })).not.toBe(compiledMdxKey('/a.md', 'x', cache));
  });

  it('versions the code by the config\'s text and what it imports: packages by version, local files by text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-markdown-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('node_modules/remark-lamp/package.json', JSON.stringify({ name: 'remark-lamp', version: '1.0.0' }));
    write('node_modules/remark-lamp/index.js', 'module.exports = () => undefined;');
    write('plugins/tabs.js', 'module.exports = () => undefined;');
    const config = "const lamp = require('remark-lamp');\nconst tabs = require('./plugins/tabs');\nimport path from 'node:path';\nmodule.exports = { lamp, tabs };\n";
    write('docusaurus.config.js', config);
    const file = path.join(dir, 'docusaurus.config.js');
    expect(importedModules(config)).toEqual(['remark-lamp', './plugins/tabs', 'node:path']);
    const first = siteMarkdownVersion(file);
    expect(siteMarkdownVersion(file)).toBe(first);
    write('node_modules/remark-lamp/package.json', JSON.stringify({ name: 'remark-lamp', version: '1.1.0' }));
    const updated = siteMarkdownVersion(file);
    expect(updated).not.toBe(first);
    write('plugins/tabs.js', 'module.exports = () => () => undefined;');
    expect(siteMarkdownVersion(file)).not.toBe(updated);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts a config as having Markdown code only for plugins in a list or a markdown function', () => {
    expect(hasSiteMarkdownCode({ markdown: { format: 'mdx', mermaid: true, emoji: true, mdx1Compat: { comments: false, admonitions: true, headingIds: true }, anchors: { maintainCase: true } }, markdownPlugins: { docs: { remarkPlugins: [] } } })).toBe(false);
    expect(hasSiteMarkdownCode({ markdownPlugins: { blog: { rehypePlugins: [() => undefined] } } })).toBe(true);
    expect(hasSiteMarkdownCode({ markdown: { format: 'mdx', mermaid: true, emoji: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchors: { maintainCase: false }, preprocessor: ({ fileContent }) => fileContent } })).toBe(true);
  });
});
