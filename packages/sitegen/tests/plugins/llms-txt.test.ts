import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToMarkdown, llmsTxt, markdownPath } from '../../plugins/llms-txt/index';
import { mdxToMarkdown, parseImports } from '../../plugins/llms-txt/mdx-to-markdown';
import { keptComponentRenders, RendererNeeded } from '../../plugins/llms-txt/render-components';
import { compileMdx } from '../../src/node/mdx/compile';
import { clearSourceTrees, takeSourceTree } from '../../src/node/mdx/source-trees';
import { parseFrontMatter } from '../../src/node/mdx/front-matter';
import { preprocessMarkdown } from '../../src/node/mdx/preprocess';

describe('llms.txt', () => {
  it('groups listed docs by sidebar category path, others under Optional', () => {
    const text = llmsTxt({
      title: 'Site',
      tagline: 'Tag',
      siteUrl: 'https://x.test',
      sidebars: {
        docs: [
          { type: 'link', label: 'Intro', href: '/docs/intro' },
          { type: 'category', label: 'Keymaps', href: '/docs/keymaps', collapsed: true, collapsible: true, items: [{ type: 'category', label: 'Behaviors', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Hold', href: '/docs/hold' }, { type: 'link', label: 'Hidden', href: '/docs/hidden' }] }] },
        ],
      },
      docs: [
        { title: 'Introduction', description: 'Start here.', permalink: '/docs/intro' },
        { title: 'Keymaps', permalink: '/docs/keymaps' },
        { title: 'Hold-Tap', description: 'Two jobs.', permalink: '/docs/hold' },
        { title: 'Hidden', permalink: '/docs/hidden', unlisted: true },
        { title: 'Example', permalink: '/docs/example' },
      ],
    });
    expect(text).toBe(
      '# Site\n\n> Tag\n\nEach link below is the Markdown copy of a documentation page; the page itself is at the same address without `.md`.\n\n' +
        '## Docs\n\n- [Introduction](https://x.test/docs/intro.md): Start here.\n\n' +
        '## Keymaps\n\n- [Keymaps](https://x.test/docs/keymaps.md)\n\n' +
        '## Keymaps › Behaviors\n\n- [Hold-Tap](https://x.test/docs/hold.md): Two jobs.\n\n' +
        '## Optional\n\n- [Example](https://x.test/docs/example.md)\n',
    );
    expect(markdownPath('/')).toBe('/index.md');
  });

  it('reads default, named and renamed imports', () => {
    const imports = parseImports("import A from '@site/a';\nimport B, { C, D as E } from './b.md';");
    expect(Object.fromEntries(imports)).toEqual({
      A: { source: '@site/a', exportName: 'default' },
      B: { source: './b.md', exportName: 'default' },
      C: { source: './b.md', exportName: 'C' },
      E: { source: './b.md', exportName: 'D' },
    });
  });
});

describe('component HTML to Markdown', () => {
  it('turns tables into Markdown tables with a caption, code kept, pipes escaped', () => {
    const html = '<div><table><caption>Options</caption><thead><tr><th>Name</th><th>Default</th></tr></thead><tbody><tr><th><code>A_B</code><span>Zephyr</span></th><td>x | y</td></tr></tbody></table></div>';
    expect(htmlToMarkdown(html)).toBe('**Options**\n\n| Name | Default |\n| --- | --- |\n| `A_B` Zephyr | x \\| y |');
  });

  it('keeps code blocks, headings and lists; drops controls', () => {
    expect(htmlToMarkdown('<h3>Binding</h3><pre><code>&amp;kp A\n</code></pre><ul><li>one</li><li><a href="/x">two</a></li></ul><input value="q"><button>Copy</button>')).toBe(
      '### Binding\n\n```\n&kp A\n```\n\n- one\n- [two](/x)',
    );
  });
});

describe('Markdown copies from the compiler\'s tree', () => {
  const siteDir = path.join(import.meta.dirname, '../fixtures/basic');
  const file = path.join(siteDir, 'docs/second.mdx');
  const options = { pageUrl: 'https://x.test/docs/second', siteUrl: 'https://x.test', baseUrl: '/', fileRoutes: new Map([[path.join(siteDir, 'docs/intro.md'), '/docs/intro']]) };

  it('gives the same Markdown as a fresh parse (one-line tab items included), without parsing again', async () => {
    clearSourceTrees();
    const fresh = mdxToMarkdown(file, 'Second Page', undefined, options);
    const source = fs.readFileSync(file, 'utf8');
    await compileMdx(file, source, { siteDir, baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: 'llms-test', keepSourceTrees: true });
    // The compiler kept the tree it parsed: the copy is made from it.
    expect(takeSourceTree('mdx', preprocessMarkdown(parseFrontMatter(source, file).body))).toBeDefined();
    const fromCompiler = mdxToMarkdown(file, 'Second Page', undefined, options);
    clearSourceTrees();
    expect(fromCompiler).toBe(fresh);
    expect(fromCompiler).toMatch(/### Linux\n\nLinux steps\.\n\n### macOS\n\nmacOS steps\./);
    expect(takeSourceTree('mdx', preprocessMarkdown(parseFrontMatter(source, file).body))).toBeUndefined();
  });
});

describe('the components entry of the pre-render bundle', () => {
  it('imports each component once, by default or named export, and is written only when it changes', async () => {
    const { componentsEntryConfig, componentsEntrySource, writeComponentsEntry } = await import('../../plugins/llms-txt/render-components');
    const os = await import('node:os');
    const components = [
      { source: '@site/src/Note', exportName: 'default' },
      { source: '/site/src/Table.tsx', exportName: 'Table' },
      { source: '@site/src/Note', exportName: 'default' },
    ];
    const source = componentsEntrySource(components) ?? '';
    expect(source).toContain('import C0 from "@site/src/Note";');
    expect(source).toContain('import { Table as C1 } from "/site/src/Table.tsx";');
    expect(source).not.toContain('C2');
    expect(source).toContain('const components = { "@site/src/Note#default": C0, "/site/src/Table.tsx#Table": C1 };');
    expect(componentsEntrySource([])).toBeUndefined();
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-entry-'));
    const file = writeComponentsEntry(workDir, components) ?? '';
    const written = fs.statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeComponentsEntry(workDir, components);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    // A CommonJS library entry: the plugin requires it after the bundle is built.
    expect(componentsEntryConfig(file)).toEqual({ entry: { 'llms-components': { import: file, library: { type: 'commonjs2' } } } });
    fs.rmSync(workDir, { recursive: true, force: true });
  });
});

describe('component renders kept between builds', () => {
  const component = { source: '/site/src/components/Table.tsx', exportName: 'default' };
  const fileIn = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'llms-renders-')), 'renders.json');

  it('render without the renderer while the component and props are the same, and ask for it otherwise', () => {
    const file = fileIn();
    const first = keptComponentRenders(file, 'salt-1');
    expect(() => first.render(component, { rows: 2 })).toThrow(RendererNeeded);
    const asked: unknown[] = [];
    first.useRenderer((_c, props) => {
      asked.push(props);
      return props.rows === 2 ? '<table><tr><td>two</td></tr></table>' : undefined;
    });
    expect(first.render(component, { rows: 2 })).toContain('two');
    // A component that cannot render on the node side is kept as such too.
    expect(first.render(component, { rows: 3 })).toBeUndefined();
    first.save();

    const next = keptComponentRenders(file, 'salt-1');
    expect(next.render(component, { rows: 2 })).toContain('two');
    expect(next.render(component, { rows: 3 })).toBeUndefined();
    expect(() => next.render(component, { rows: 4 })).toThrow(RendererNeeded);
    expect(asked).toEqual([{ rows: 2 }, { rows: 3 }]);

    // The components' code changed: nothing kept holds.
    expect(() => keptComponentRenders(file, 'salt-2').render(component, { rows: 2 })).toThrow(RendererNeeded);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});

describe('links of the Markdown copies with trailingSlash', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-slash-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'guide.md');
  fs.writeFileSync(path.join(dir, 'other.md'), '# Other\n');
  fs.writeFileSync(file, '# Guide\n\n[a](/docs/a) [b](./other.md#part) [c](#here) [d](/files/board.pdf) [e](sibling) ![map](/img/map.png)\n');
  const convert = (trailingSlash: boolean | undefined, pageUrl: string) =>
    mdxToMarkdown(file, 'Guide', undefined, { pageUrl, siteUrl: 'https://x.test', baseUrl: '/', trailingSlash, fileRoutes: new Map([[path.join(dir, 'other.md'), '/docs/other']]) });

  it('true: page links get the slash, as the pages write them; files, images and anchors do not', () => {
    const markdown = convert(true, 'https://x.test/docs/guide/');
    expect(markdown).toContain('[a](https://x.test/docs/a/) [b](https://x.test/docs/other/#part) [c](https://x.test/docs/guide/#here) [d](https://x.test/files/board.pdf) [e](https://x.test/docs/guide/sibling/)');
    expect(markdown).toContain('![map](https://x.test/img/map.png)');
  });

  it('false and undefined: page links as the routes are', () => {
    for (const trailingSlash of [false, undefined]) {
      expect(convert(trailingSlash, 'https://x.test/docs/guide')).toContain('[a](https://x.test/docs/a) [b](https://x.test/docs/other#part) [c](https://x.test/docs/guide#here) [d](https://x.test/files/board.pdf) [e](https://x.test/docs/sibling)');
    }
  });
});
