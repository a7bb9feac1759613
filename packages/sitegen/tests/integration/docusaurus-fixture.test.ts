/**
 * A site written entirely in Docusaurus 3's format (tests/fixtures/docusaurus-classic): its
 * docusaurus.config.js with preset-classic, sidebars.js, a local plugin loaded by path, a footer
 * swizzled by wrapping @theme-original, a CommonJS package imported by name and a template-literal
 * require. It builds unchanged, with Docusaurus's routes and heading anchors.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { copyFixture, pageCss, read, readPage } from '../helpers/fixture';

const require = createRequire(import.meta.url);

/** The fixture leaves `trailingSlash` unset: Docusaurus's default writes each page as `<path>/index.html`. */
const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

describe('building a Docusaurus-format site unchanged', () => {
  const fixture = copyFixture('docusaurus-classic');
  let result: BuildResult;
  let warnings: string[] = [];
  /**
   * A site with React in its own node_modules (the generator's peer dependency) and packages that
   * use it, one of which has a React of its own nested (a stand-in that fails if used): the page
   * holds one React, the site's.
   */
  function addPackagesWithTheirOwnReact(siteDir: string): void {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    fs.mkdirSync(path.join(siteDir, 'node_modules'), { recursive: true });
    for (const name of ['react', 'react-dom']) fs.symlinkSync(path.dirname(require.resolve(`${name}/package.json`)), path.join(siteDir, 'node_modules', name));
    write('node_modules/counter-cjs/node_modules/react/package.json', '{ "name": "react", "version": "18.3.1", "main": "index.js" }');
    write('node_modules/counter-cjs/node_modules/react/index.js', "module.exports = new Proxy({}, { get() { throw new Error('a nested React was loaded'); } });");
    write('node_modules/counter-cjs/package.json', '{ "name": "counter-cjs", "main": "index.js" }');
    write('node_modules/counter-cjs/index.js', "const React = require('react');\nexports.Counter = function Counter() { const [n] = React.useState(3); return React.createElement('span', { className: 'counter-cjs' }, 'cjs ' + n); };\n");
    write('node_modules/counter-esm/package.json', '{ "name": "counter-esm", "type": "module", "exports": "./index.js" }');
    write('node_modules/counter-esm/index.js', "import { createElement, useState } from 'react';\nexport function Counter() { const [n] = useState(4); return createElement('span', { className: 'counter-esm' }, 'esm ' + n); }\n");
    write('src/pages/counters.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport { Counter as Cjs } from 'counter-cjs';\nimport { Counter as Esm } from 'counter-esm';\nexport default function Counters() { return <Layout title=\"Counters\"><Cjs /><Esm /></Layout>; }\n");
  }
  /** A component outside the site's folder (as `docs: { path: '../docs' }` puts content) that imports a package only the site has. */
  const outsideDir = `${fixture.siteDir}-outside`;
  function addComponentOutsideTheSite(siteDir: string): void {
    fs.mkdirSync(outsideDir, { recursive: true });
    fs.writeFileSync(path.join(outsideDir, 'Widget.js'), "import React from 'react';\nimport { Counter } from 'counter-cjs';\nexport default function Widget() { return <Counter />; }\n");
    fs.writeFileSync(path.join(siteDir, 'src/pages/outside.js'), `import React from 'react';\nimport Layout from '@theme/Layout';\nimport Widget from '../../../${path.basename(outsideDir)}/Widget';\nexport default function Outside() { return <Layout title="Outside"><Widget /></Layout>; }\n`);
  }
  /** Docusaurus itself, still installed beside sitegen (stand-ins that fail if loaded): the site builds with sitegen all the same. */
  function addDocusaurusPackages(siteDir: string): void {
    for (const name of ['core', 'preset-classic', 'theme-mermaid', 'theme-classic', 'plugin-content-docs']) {
      const dir = path.join(siteDir, 'node_modules/@docusaurus', name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@docusaurus/${name}`, version: '3.10.2', main: 'index.js', ...(name === 'core' ? { bin: { docusaurus: 'bin.js' } } : {}) }));
      fs.writeFileSync(path.join(dir, 'index.js'), `throw new Error('@docusaurus/${name} was loaded');\n`);
    }
    // The base the fixture's tsconfig.json extends, as Docusaurus ships it (JSX preserved, for Babel).
    const tsconfigDir = path.join(siteDir, 'node_modules/@docusaurus/tsconfig');
    fs.mkdirSync(tsconfigDir, { recursive: true });
    fs.writeFileSync(path.join(tsconfigDir, 'package.json'), JSON.stringify({ name: '@docusaurus/tsconfig', version: '3.10.2', main: 'tsconfig.json' }));
    fs.writeFileSync(path.join(tsconfigDir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowJs: true, esModuleInterop: true, jsx: 'preserve', target: 'esnext', module: 'esnext', moduleResolution: 'bundler', noEmit: true, baseUrl: '.', paths: { '@site/*': ['./*'] }, skipLibCheck: true } }));
  }
  /**
   * Plugins and themes from npm in the forms Docusaurus loads: an ES-module plugin package whose
   * files import `'../index'` without an extension (jiti resolves it; Node does not), and a package
   * named like a Docusaurus plugin with JSX in its `.js` files (Docusaurus's JS loader compiles those).
   */
  function addPluginPackages(siteDir: string): void {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    write('node_modules/docusaurus-plugin-lantern-badge/package.json', JSON.stringify({ name: 'docusaurus-plugin-lantern-badge', type: 'module', exports: './lib/public/index.js' }));
    write('node_modules/docusaurus-plugin-lantern-badge/lib/index.js', "export const BADGE = 'lit';\nexport default function lanternBadge() {\n  return { name: 'lantern-badge', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'lantern-badge', content: BADGE } }] }) };\n}\n");
    write('node_modules/docusaurus-plugin-lantern-badge/lib/public/index.js', "export { default } from '../index';\n");
    write('node_modules/docusaurus-lantern-widgets/package.json', JSON.stringify({ name: 'docusaurus-lantern-widgets', main: 'src/index.js' }));
    write('node_modules/docusaurus-lantern-widgets/src/index.js', "import React from 'react';\nimport Lamp from './Lamp';\nexport default function Widgets() {\n  return <p className=\"lantern-widgets\"><Lamp /> widgets</p>;\n}\n");
    write('node_modules/docusaurus-lantern-widgets/src/Lamp.js', "import React from 'react';\nexport default function Lamp() {\n  return <strong className=\"lamp\">lamp</strong>;\n}\n");
    write('src/pages/widgets.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Widgets from 'docusaurus-lantern-widgets';\nexport default function WidgetsPage() { return <Layout title=\"Widgets\"><Widgets /></Layout>; }\n");
    const config = path.join(siteDir, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('plugins: [', "plugins: ['lantern-badge', "));
  }
  /**
   * Request forms webpack accepts in a component (issue 35): Markdown and an image through
   * template-literal requires, a root-relative `new URL(…, import.meta.url)` to a wasm file in
   * node_modules, and `require.context` over the same folder.
   */
  function addRequestForms(siteDir: string): void {
    const write = (file: string, text: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    write('src/data/guides/solder/guide.md', 'Tin the **iron** before every joint.\n');
    write('src/data/guides/flash/guide.md', 'Hold the reset button twice.\n');
    // Past url-loader's limit (10,000 bytes), so a file rather than a data URI.
    write('docs/assets/solder/picture.png', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(12_000)]));
    write('node_modules/lantern-wasm/package.json', JSON.stringify({ name: 'lantern-wasm' }));
    write('node_modules/lantern-wasm/lantern.wasm', Buffer.from('0061736d01000000', 'hex'));
    write(
      'src/components/Guide.js',
      [
        "import React from 'react';",
        'export default function Guide({ id }) {',
        '  const Content = require(`@site/src/data/guides/${id}/guide.md`).default;',
        '  const picture = require(`@site/docs/assets/${id}/picture.png`);',
        "  const wasm = new URL('/node_modules/lantern-wasm/lantern.wasm', import.meta.url);",
        "  const guides = require.context('../data/guides', true, /guide\\.md$/).keys();",
        '  return (',
        '    <section className="guide">',
        '      <Content />',
        '      <img alt="" src={picture.default ?? picture} />',
        '      <span className="wasm" data-wasm={String(wasm.pathname.endsWith(\'.wasm\'))} />',
        "      <span className=\"guides\">{guides.join(' ')}</span>",
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    // A package that needs a window as it loads: the fixture's plugin gives it null-loader for the server.
    write('node_modules/lantern-canvas/package.json', JSON.stringify({ name: 'lantern-canvas', main: 'index.js' }));
    write('node_modules/lantern-canvas/index.js', "if (typeof window === 'undefined') throw new Error('lantern-canvas needs a window');\nexports.draw = (canvas) => canvas.setAttribute('data-drawn', 'yes');\n");
    write('src/pages/canvas.js', "import React, { useEffect, useRef } from 'react';\nimport Layout from '@theme/Layout';\nimport { draw } from 'lantern-canvas';\nexport default function Canvas() {\n  const ref = useRef(null);\n  useEffect(() => draw(ref.current), []);\n  return <Layout title=\"Canvas\"><canvas ref={ref} className=\"lantern\" /></Layout>;\n}\n");
    write('src/pages/guides.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Guide from '@site/src/components/Guide';\nexport default function Guides() { return <Layout title=\"Guides\"><Guide id=\"solder\" /></Layout>; }\n");
  }
  /**
   * Files of the types Docusaurus's asset rules emit (a font, a sound, a PDF), imported from a
   * page, and a PDF through an inline `!!file-loader!` request, as Docusaurus's docs show.
   */
  function addAssetImports(siteDir: string): void {
    const assets = path.join(siteDir, 'src/assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'lantern-manual.pdf'), '%PDF-1.4 lantern manual');
    // Past url-loader's limit (10,000 bytes): a file; the font under it: a data URI, as in Docusaurus.
    fs.writeFileSync(path.join(assets, 'chime.mp3'), Buffer.concat([Buffer.from('ID3 chime'), Buffer.alloc(12_000)]));
    fs.writeFileSync(path.join(assets, 'glyphs.ttf'), 'glyphs');
    fs.writeFileSync(path.join(assets, 'parts-sheet.pdf'), '%PDF-1.4 parts');
    fs.writeFileSync(
      path.join(siteDir, 'src/pages/downloads.js'),
      [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import manual from '../assets/lantern-manual.pdf';",
        "import chime from '@site/src/assets/chime.mp3';",
        "import glyphs from '../assets/glyphs.ttf';",
        "const sheet = require('!!file-loader!../assets/parts-sheet.pdf').default;",
        'export default function Downloads() {',
        '  return <Layout title="Downloads"><a className="manual" href={manual}>Manual</a><audio className="chime" src={chime} /><span className="glyphs" data-font={glyphs} /><a className="sheet" href={sheet}>Parts</a></Layout>;',
        '}',
        '',
      ].join('\n'),
    );
  }
  beforeAll(async () => {
    addRequestForms(fixture.siteDir);
    addAssetImports(fixture.siteDir);
    addPluginPackages(fixture.siteDir);
    addDocusaurusPackages(fixture.siteDir);
    addPackagesWithTheirOwnReact(fixture.siteDir);
    addComponentOutsideTheSite(fixture.siteDir);
    const warn = vi.spyOn(console, 'warn');
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    warnings = warn.mock.calls.map((args) => args.join(' '));
    warn.mockRestore();
  }, 120_000);

  it('pre-renders the request forms of webpack: Markdown and an image by template literal, a root-relative URL, require.context', () => {
    const html = readPage(fixture.outDir, '/guides', LAYOUT);
    expect(html).toContain('Tin the <strong>iron</strong> before every joint.');
    expect(html).not.toContain('Hold the reset button twice.');
    expect(html).toMatch(/<img alt="" src="\/assets\/images\/picture-[0-9a-f]{8}\.png"/);
    expect(html).toContain('data-wasm="true"');
    expect(html).toContain('<span class="guides">./flash/guide.md ./solder/guide.md</span>');
    // The browser bundle has the same files: the image and the wasm file were emitted.
    const image = /src="\/(assets\/images\/picture-[0-9a-f]{8}\.png)"/.exec(html)?.[1] ?? '';
    expect(fs.existsSync(path.join(fixture.outDir, image)), `${image} in ${fs.readdirSync(path.join(fixture.outDir, 'assets'), { recursive: true }).filter((f) => /picture|wasm/.test(String(f))).join(', ')}`).toBe(true);
  });

  it('emits the file types of Docusaurus\'s asset rules imported from code (a small font as a data URI, as url-loader does), and a `!!file-loader!` request, at the same URL in the page and the browser bundle', () => {
    const html = readPage(fixture.outDir, '/downloads', LAYOUT);
    const url = (pattern: RegExp) => {
      const found = pattern.exec(html)?.[1] ?? '';
      expect(fs.existsSync(path.join(fixture.outDir, found)), `${found} is in the output`).toBe(true);
      return found;
    };
    expect(url(/class="manual" href="\/([^"]+\.pdf)"/)).toMatch(/lantern-manual/);
    expect(url(/class="chime" src="\/([^"]+\.mp3)"/)).toMatch(/chime/);
    expect(html).toContain(`data-font="data:font/ttf;base64,${Buffer.from('glyphs').toString('base64')}"`);
    // file-loader's own name: the content hash.
    expect(url(/class="sheet" href="\/([0-9a-f]+\.pdf)"/)).toMatch(/^[0-9a-f]{32}\.pdf$/);
  });

  it('leaves the code and CSS of navbar item types the site does not use out of its pages (a dropdown here)', () => {
    const assets = (dir: string) => fs.readdirSync(path.join(fixture.outDir, dir)).map((f) => read(fixture.outDir, `${dir}/${f}`)).join('\n');
    expect(assets('assets/js')).toContain('navbar__link');
    expect(assets('assets/js')).not.toContain('dropdown--hoverable');
    // The theme's CSS module for dropdowns (`.dropdown_<hash>`), not Infima's `.dropdown__menu` (every Docusaurus site has Infima).
    expect(assets('assets/css')).not.toMatch(/\.dropdown_[A-Za-z0-9]{6}[{,.:\s]/);
  });

  it('pre-renders a page whose library is null-loader for the server (configureWebpack(…, isServer)), and keeps it in the browser bundle', () => {
    expect(readPage(fixture.outDir, '/canvas', LAYOUT)).toContain('<canvas class="lantern">');
    const scripts = fs.readdirSync(path.join(fixture.outDir, 'assets/js')).map((f) => read(fixture.outDir, `assets/js/${f}`)).join('\n');
    expect(scripts).toContain('lantern-canvas needs a window');
  });

  it('says when and by whom a doc was last updated (showLastUpdateTime, showLastUpdateAuthor; the front matter\'s last_update here)', () => {
    const wiring = readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT);
    expect(wiring).toMatch(/Last updated(<!-- -->)? on <b><time datetime="2025-02-02T00:00:00.000Z" itemprop="dateModified">Feb 2, 2025<\/time><\/b>(<!-- -->)? by <b>Lantern team<\/b>/i);
    // A doc with neither the front matter nor a commit (the fixture's copy is not in git) says nothing.
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).not.toContain('Last updated');
  });

  it('loads an ES-module plugin package whose files import without extensions, as jiti does', () => {
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toContain('<meta name="lantern-badge" content="lit">');
  });

  it('compiles JSX in the .js files of a package named like a Docusaurus plugin, for the pre-render and the browser', () => {
    expect(readPage(fixture.outDir, '/widgets', LAYOUT)).toContain('<p class="lantern-widgets"><strong class="lamp">lamp</strong> widgets</p>');
    const scripts = fs.readdirSync(path.join(fixture.outDir, 'assets/js')).map((f) => read(fixture.outDir, `assets/js/${f}`)).join('\n');
    expect(scripts).toContain('lantern-widgets');
  });

  it('builds with Docusaurus still installed beside it, and its tsconfig extending @docusaurus/tsconfig, with no warning but the one Docusaurus gives too', () => {
    // The config keeps the deprecated top-level `onBrokenMarkdownLinks`: Docusaurus 3.10.2 warns about it in these words.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.');
    expect(readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT)).toMatch(/<h2[^>]* id="diode-direction"/);
  });

  it("finds the site's packages for files outside its folder too, as Docusaurus does", () => {
    expect(readPage(fixture.outDir, '/outside', LAYOUT)).toContain('<span class="counter-cjs">cjs 3</span>');
  });

  it("renders packages with the renderer's React, not the copy in the site's node_modules", () => {
    const counters = readPage(fixture.outDir, '/counters', LAYOUT);
    expect(counters).toContain('<span class="counter-cjs">cjs 3</span>');
    expect(counters).toContain('<span class="counter-esm">esm 4</span>');
  });
  afterAll(() => {
    fixture.cleanup();
    fs.rmSync(outsideDir, { recursive: true, force: true });
  });

  it('has the routes Docusaurus gives it: docs, blog, pages and the local plugin\'s page', () => {
    for (const route of ['/', '/docs/intro', '/docs/guides/wiring', '/docs/guides/flashing', '/blog', '/blog/2025/03/01/first-light', '/blog/tags', '/blog/tags/build-log', '/blog/archive', '/releases']) {
      expect(result.routes, route).toContain(route);
    }
    expect(fs.existsSync(path.join(fixture.outDir, '404.html'))).toBe(true);
    // As in Docusaurus 3.5+: an author without `page` in authors.yml is listed, with no page of their own.
    expect(result.routes).toContain('/blog/authors');
    expect(result.routes).not.toContain('/blog/authors/wren');
    expect(readPage(fixture.outDir, '/blog/authors', LAYOUT)).not.toContain('href="/blog/authors/wren"');
  });

  it('keeps heading anchors, `{#id}` ones included', () => {
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toMatch(/<h2[^>]* id="parts-list"/);
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toMatch(/<h2[^>]* id="next-steps"/);
    expect(readPage(fixture.outDir, '/docs/guides/flashing', LAYOUT)).toMatch(/<h2[^>]* id="no-drive"/);
    const wiring = readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT);
    expect(wiring).toMatch(/<h2[^>]* id="diode-direction"/);
    expect(wiring).toMatch(/<h2[^>]* id="controller-pins"/);
  });

  it('pre-renders the content: tabs, components with a template-literal require, require.context and a CommonJS named import', () => {
    const wiring = readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT);
    expect(wiring).toContain('Cathode bands face the row wire.');
    expect(wiring).toContain('<td>GP6</td><td>Column 1</td>');
    expect(wiring).toContain('data-progress-api="function"');
    expect(wiring).toContain('<ul class="board-list"><li>pico-full<!-- -->: <!-- -->5<!-- --> pins</li><li>pico-half<!-- -->: <!-- -->3<!-- --> pins</li></ul>');
    expect(wiring).toContain('href="https://git.example/lantern/lantern-keys/edit/main/docs/guides/wiring.mdx"');
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toContain('Order a few spare diodes');
  });

  it('reads content and links as Docusaurus 3 does: .md files as MDX, a Markdown path from the docs folder, a relative navbar `to` from the base URL', () => {
    const flashing = readPage(fixture.outDir, '/docs/guides/flashing', LAYOUT);
    // `intro.md#next-steps` in docs/guides/flashing.md is docs/intro.md.
    expect(flashing).toMatch(/<a [^>]*href="\/docs\/intro#next-steps"[^>]*>the next steps<\/a>/);
    // Docusaurus 3 reads .md files as MDX: the import, the JSX and the expression work, the HTML comment is dropped.
    expect(flashing).toMatch(/class="[^"]*theme-admonition theme-admonition-tip [^"]*alert alert--success[^"]*"/);
    expect(flashing).toContain('Keep a data cable in the kit: <!-- -->4<!-- --> of them fit in the case.');
    expect(flashing).not.toContain('import Admonition');
    expect(flashing).not.toContain('A note for the writers');
    // The navbar's `to: 'releases'`, on a page two folders down.
    expect(flashing).toMatch(/<a [^>]*href="\/releases"[^>]*>Releases<\/a>/);
  });

  it('draws the Mermaid diagram at build time, for both colour modes', () => {
    const wiring = readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT);
    // One SVG whose style block holds both modes' colours.
    expect(wiring.match(/<svg id="mermaid-[0-9a-f]{10}"[^>]*class="mermaid-style-/g)).toHaveLength(1);
    expect(wiring).toMatch(/<style>html:not\(\[data-theme='dark'\]\) \.mermaid-style-[^<]*html\[data-theme='dark'\] \.mermaid-style-/);
    expect(wiring).not.toContain('mermaid-source');
    // themeConfig.mermaid: `theme.light` neutral's node fill (#eee), `theme.dark` forest's (#cde498), not the default themes';
    // `options` reach Mermaid (its themeCSS, in both modes' styles).
    const style = /<style>(html:not\(\[data-theme='dark'\]\)[^<]*)<\/style>/.exec(wiring)?.[1] ?? '';
    const light = style.slice(0, style.indexOf("html[data-theme='dark']"));
    const dark = style.slice(light.length);
    expect(light).toMatch(/\.node rect[^}]*fill:#eee/);
    expect(dark).toMatch(/\.node rect[^}]*fill:#cde498/);
    expect(style).not.toMatch(/#ECECFF/i);
    expect(light).toMatch(/\.label\{letter-spacing:0\.02em;?\}/);
    expect(dark).toMatch(/\.label\{letter-spacing:0\.02em;?\}/);
    // No page draws in the browser: Mermaid's 5 MB of prebuilt files stay out of the output.
    expect(fs.existsSync(path.join(fixture.outDir, 'assets/vendor'))).toBe(false);
  });

  it('maps the config: docSidebar navbar item, src/pages, blog options', () => {
    const home = readPage(fixture.outDir, '/', LAYOUT);
    expect(home).toMatch(/<h1><svg[^>]*class="lantern-mark"[^>]*>.*<title[^>]*>Lantern mark<\/title>.*<\/svg> (<!-- -->)?Lantern Keys<\/h1>/);
    // @theme/Icon/* and usePrismTheme from @docusaurus/theme-common.
    expect(home).toMatch(/<p class="prism-sample" style="[^"]*background-color:var\(--color-code-bg\)[^"]*"><svg[^>]*class="lantern-ok"/);
    expect(home).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*>Guide<\/a>/);
    expect(readPage(fixture.outDir, '/blog', LAYOUT)).toContain('Recent notes');
  });

  it('gives site components the @docusaurus/* client API they import', () => {
    const home = readPage(fixture.outDir, '/', LAYOUT);
    expect(home).toContain('Built with 36 keys.');
    expect(home).toContain('<p data-rendered-in="server" data-mode="light">The navbar reads Lantern Keys.</p>');
    expect(readPage(fixture.outDir, '/blog', LAYOUT)).toContain('Both halves typed their first letters today.');
  });

  it('runs the local plugin: its route with createData and global data, its configureWebpack alias in both bundles', () => {
    const releases = readPage(fixture.outDir, '/releases', LAYOUT);
    expect(releases).toContain('Rotary encoder on the left half');
    // A package that is not installed, left empty by the plugin's resolve.fallback.
    expect(releases).toContain('No keymap preview in this build.');
    // The plugin's own theme component (getThemePath).
    expect(releases).toContain('<span class="release-badge">v<!-- -->0.2.0</span>');
    expect(releases).toMatch(/2<!-- --> releases so far, for a board with <!-- -->3<!-- --> wired pins/);
    // allContentLoaded's global data, and postBuild's Docusaurus props.
    expect(releases).toMatch(/gathered after <!-- -->[1-9]\d*<!-- --> plugins loaded/);
    expect(read(fixture.outDir, 'routes.txt').split('\n')).toContain('/docs/guides/wiring');
  });

  it('renders nested routes inside their parent (renderRoutes), which knows its plugin (useRouteContext)', () => {
    expect(result.routes).toEqual(expect.arrayContaining(['/releases/shelf/0.1.0', '/releases/shelf/0.2.0']));
    // The parent is a frame, not a page of its own.
    expect(result.routes).not.toContain('/releases/shelf');
    const page = readPage(fixture.outDir, '/releases/shelf/0.2.0', LAYOUT);
    expect(page).toMatch(/<main class="container release-shelf"><p class="shelf-owner">Shelf kept by <!-- -->release-notes<!-- --> \(<!-- -->default<!-- -->\), <!-- -->1<!-- --> release open.<\/p><article class="release-entry"><h1>Release <!-- -->0.2.0<\/h1>/);
    expect(page).toContain('Rotary encoder on the left half');
    expect(readPage(fixture.outDir, '/releases/shelf/0.1.0', LAYOUT)).toContain('First keymap that types');
  });

  it("renders the docs sidebar as theme-classic: a swizzled DocSidebarItem/Link wrapper changes every link, a collapsed category links its first item, the collapse button, html items and the sidebar front matter", () => {
    const intro = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    const sidebar = intro.slice(intro.indexOf('<aside'), intro.indexOf('</aside>'));
    // src/theme/DocSidebarItem/Link wraps @theme-original/DocSidebarItem/Link: its class on each item, its attribute on each link.
    const links = [...sidebar.matchAll(/<li class="theme-doc-sidebar-item-link [^"]*"><a [^>]*>/g)].map((m) => m[0]);
    expect(links.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(['/docs/intro', '/docs/guides/wiring', '/docs/guides/flashing', '/docs/reference/parts/diodes', '/docs/reference/parts/switches', '/docs/reference/keymap/combos', '/docs/reference/layers']);
    for (const link of links) {
      expect(link).toContain(' lantern-sidebar-link"');
      expect(link).toMatch(/data-lantern-link="([^"]+)"[^>]* href="\1"/);
    }
    // Tools has no page and starts collapsed: a link to its first item, no items in the HTML (as Docusaurus's).
    expect(sidebar).toMatch(/<a class="menu__link [^"]*menu__link--sublist menu__link--sublist-caret[^"]*" role="button" aria-expanded="false" href="\/docs\/tools\/soldering"><span[^>]*>Tools<\/span>/);
    expect(sidebar).not.toContain('Parts shop');
    expect(sidebar).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 [^"]*menu__list-item"><span class="lantern-divider">Workshop<\/span><\/li>/);
    // themeConfig.docs.sidebar.hideable: the collapse button.
    expect(sidebar).toMatch(/<button type="button" title="Collapse sidebar" aria-label="Collapse sidebar" class="button button--secondary button--outline /);
    // On its page, Tools is open: sidebar_class_name on the doc's item, the external link's className and icon.
    const soldering = readPage(fixture.outDir, '/docs/tools/soldering', LAYOUT);
    expect(soldering).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item [^"]*lantern-tool lantern-sidebar-link"><a [^>]*aria-current="page"/);
    expect(soldering).toMatch(/<li class="[^"]*lantern-shop lantern-sidebar-link"><a href="https:\/\/shop.example\/lantern" target="_blank"/);
    // pagination_label names the doc in its neighbour's next link; displayed_sidebar shows a sidebar on a doc in none.
    expect(readPage(fixture.outDir, '/docs/reference/layers', LAYOUT)).toMatch(/href="\/docs\/tools\/soldering"><span class="pagination-nav__sublabel[^"]*">Next<\/span><span class="pagination-nav__label[^"]*">The soldering kit/);
    const workbench = readPage(fixture.outDir, '/docs/tools/workbench', LAYOUT);
    expect(workbench).toContain('<aside class="theme-doc-sidebar-container');
    expect(workbench).toContain('data-lantern-link="/docs/intro"');
  });

  it('wraps the swizzled footer around @theme-original and loads customCss on every page', () => {
    const home = readPage(fixture.outDir, '/', LAYOUT);
    expect(home).toContain('Lantern Keys notes, written for testing.');
    expect(home).toContain('<p class="lantern-footer-note">Hand-wired with patience.</p>');
    expect(pageCss(fixture.outDir, home)).toContain('.lantern-footer-note');
  });

  it('wraps swizzled DocItem/Layout and DocItem/Footer (JS, around @theme-original) that read the doc with useDoc, and a component using useCurrentSidebarCategory', () => {
    const guides = readPage(fixture.outDir, '/docs/guides/', LAYOUT);
    // The Layout wrapper's note, from the front matter, before theme-classic's row (its TOC length from useDoc).
    expect(guides).toMatch(/<div class="lantern-workshop-note" data-headings="0">Workshop note: (<!-- -->)?Keep the iron in its stand between joints.<\/div><div class="row"/);
    // The Footer wrapper's line after the doc's footer, in the article.
    expect(guides).toMatch(/<footer class="theme-doc-footer [\s\S]*?<\/footer><p class="lantern-doc-feedback">Was “(<!-- -->)?Building the board(<!-- -->)?” useful\?<\/p><\/article>/);
    expect(readPage(fixture.outDir, '/docs/guides/wiring', LAYOUT)).toMatch(/<p class="lantern-doc-feedback">Was “(<!-- -->)?Wiring the matrix(<!-- -->)?” useful\?(<!-- -->)? \((<!-- -->)?2(<!-- -->)? tags\)<\/p>/);
    // The category's own page names its section and items (useCurrentSidebarCategory) and itself (useDoc).
    expect(guides.replace(/<!-- -->/g, '')).toContain('<p class="lantern-guide-section">“Building the board” opens the Guides section, with 2 guides: Wiring the matrix and Flashing the firmware.</p>');
  });

  it("puts theme-classic's BackToTopButton (hidden until the reader scrolls back up) on docs pages only, through the fixture's wrapper", () => {
    const button = /<div class="lantern-back-to-top"><button aria-label="Scroll back to top" class="clean-btn theme-back-to-top-button ([^"]*)" type="button"><\/button><\/div>/;
    for (const route of ['/docs/intro', '/docs/guides/wiring']) {
      const html = readPage(fixture.outDir, route, LAYOUT);
      const classes = button.exec(html)?.[1]?.split(' ') ?? [];
      // Its own class, not yet the shown one.
      expect(classes, route).toHaveLength(1);
      // DocRoot/Layout's first child, before the sidebar and the doc.
      expect(html.indexOf('lantern-back-to-top'), route).toBeLessThan(html.indexOf('theme-doc-sidebar-container'));
    }
    expect(readPage(fixture.outDir, '/kit/', LAYOUT)).not.toContain('theme-back-to-top-button');
  });

  it("starts the docs' breadcrumbs with the home page, as theme-classic does with `breadcrumbs` on by default, a top-level doc's too", () => {
    const trail = (route: string) => /<nav class="theme-doc-breadcrumbs [^"]*" aria-label="Breadcrumbs">([\s\S]*?)<\/nav>/.exec(readPage(fixture.outDir, route, LAYOUT))?.[1] ?? '';
    const wiring = trail('/docs/guides/wiring');
    expect(wiring).toMatch(/^<ul class="breadcrumbs [^"]*"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="\/"><svg/);
    // The fixture's src/theme/DocBreadcrumbs/Items/Home wraps the home crumb: the site's name follows it.
    expect(wiring).toMatch(/<\/svg><\/a><\/li><li class="breadcrumbs__item lantern-crumb-site"><span class="breadcrumbs__link">Lantern<\/span><\/li><li class="breadcrumbs__item[^"]*"><a class="breadcrumbs__link" href="\/docs\/guides\/">/);
    // The category links to its index doc, at the address as written (`/docs/guides/`).
    expect(wiring).toContain('<a class="breadcrumbs__link" href="/docs/guides/"><span>Guides</span></a>');
    expect(wiring).toMatch(/<li class="breadcrumbs__item breadcrumbs__item--active [^"]*"><span class="breadcrumbs__link"[^>]*>Wiring the matrix<\/span><\/li><\/ul>$/);
    const intro = trail('/docs/intro');
    expect(intro).toContain('aria-label="Home page"');
    expect(intro).toMatch(/breadcrumbs__item--active [^"]*"><span class="breadcrumbs__link"[^>]*>Start here<\/span>/);
  });

  it('keeps the written form of index routes (`trailingSlash` undefined): routesPaths, canonical URL, links to them, sitemap', () => {
    const routesPaths = read(fixture.outDir, 'routes.txt').split('\n');
    // docs/guides/index.md, docs/reference/keymap/README.md and src/pages/kit/index.md end with a slash; other files do not.
    expect(routesPaths).toEqual(expect.arrayContaining(['/docs/guides/', '/docs/reference/keymap/', '/kit/', '/docs/guides/wiring', '/docs/category/reference', '/docs/parts-list']));
    expect(routesPaths).not.toContain('/docs/guides');
    // First the 404 page's file, as Docusaurus's getRoutesPaths lists it.
    expect(routesPaths[0]).toBe('/404.html');
    const guides = readPage(fixture.outDir, '/docs/guides/', LAYOUT);
    expect(guides).toContain('<link rel="canonical" href="https://lantern.example/docs/guides/">');
    expect(guides).toContain('<meta property="og:url" content="https://lantern.example/docs/guides/">');
    expect(readPage(fixture.outDir, '/kit/', LAYOUT)).toContain('<link rel="canonical" href="https://lantern.example/kit/">');
    expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toContain('<link rel="canonical" href="https://lantern.example/docs/intro">');
    const intro = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    // A Markdown link to the index doc, the sidebar's category link and pagination, as written.
    expect(intro).toMatch(/<a href="\/docs\/guides\/">guides<\/a>/);
    expect(intro).toMatch(/<a class="menu__link[^"]*" href="\/docs\/guides\/"><span[^>]*>Guides/);
    expect(intro).toMatch(/rel="next" href="\/docs\/guides\/"/);
    // A relative link in the index doc reads from `/docs/guides/`: the build found no broken link.
    expect(guides).toMatch(/<a href="\/docs\/guides\/flashing">flash the firmware<\/a>/);
    const sitemap = read(fixture.outDir, 'sitemap.xml');
    for (const url of ['/docs/guides/', '/kit/', '/docs/reference/keymap/', '/docs/intro']) expect(sitemap).toContain(`<loc>https://lantern.example${url}</loc>`);
    expect(sitemap).not.toContain('<loc>https://lantern.example/docs/guides</loc>');
  });

  it('builds the generated index of a category that asks for one: title, head, cards, previous/next and breadcrumbs', () => {
    const reference = readPage(fixture.outDir, '/docs/category/reference', LAYOUT);
    expect(reference).toContain('<title>Reference tables | Lantern Keys</title>');
    expect(reference).toContain('<meta name="description" content="Lists and tables to look things up while building.">');
    expect(reference).toContain('<meta name="keywords" content="reference,tables">');
    expect(reference).toMatch(/<h1[^>]*>Reference tables<\/h1><p>Lists and tables to look things up while building.<\/p>/);
    // The category's items as cards, in the autogenerated order (position, then file name): a
    // `_category_.yml` category with its description, a folder linked to its README (its label
    // the README's title, its count of the items left), a doc with its description.
    // theme-classic's DocCardList and DocCard: an article per card in a row, the card a link.
    const cards = [...reference.matchAll(/<article class="col col--6 [^"]*"><a [^>]*href="([^"]+)">([\s\S]*?)<\/a>/g)].map((m) => [m[1], m[2]?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()]);
    expect(cards).toEqual([
      ['/docs/parts-list', 'Parts What goes into one half of the board.'],
      ['/docs/reference/keymap/', 'Keymap notes 1 item'],
      ['/docs/reference/layers', 'Layers Which layer each thumb key reaches.'],
    ]);
    expect(reference).toMatch(/rel="prev" href="\/docs\/guides\/flashing"/);
    expect(reference).toMatch(/rel="next" href="\/docs\/parts-list"/);
    const parts = readPage(fixture.outDir, '/docs/parts-list', LAYOUT);
    expect(parts).toContain('<title>Parts of one half | Lantern Keys</title>');
    expect(parts).toContain('<a class="breadcrumbs__link" href="/docs/category/reference"><span>Reference</span></a>');
    expect(parts).toMatch(/href="\/docs\/reference\/parts\/diodes"[\s\S]*href="\/docs\/reference\/parts\/switches"/);
    // Its route belongs to the docs plugin and its sidebar: the sidebar is on the page.
    expect(parts).toMatch(/<a class="menu__link[^"]*" href="\/docs\/category\/reference"><span[^>]*>Reference/);
  });

  it("titles and describes the blog's pages as Docusaurus does: the blog's title and description options, theme-classic's for the others", () => {
    const head = (route: string) => {
      const html = readPage(fixture.outDir, route, LAYOUT);
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1] };
    };
    expect(head('/blog')).toEqual({ title: 'Blog | Lantern Keys', description: 'Blog' });
    expect(head('/blog/archive')).toEqual({ title: 'Archive | Lantern Keys', description: 'Archive' });
    expect(head('/blog/tags')).toEqual({ title: 'Tags | Lantern Keys', description: undefined });
    expect(head('/blog/authors')).toEqual({ title: 'Authors | Lantern Keys', description: undefined });
    expect(head('/blog/tags/build-log')).toEqual({ title: '2 posts tagged with &quot;build-log&quot; | Lantern Keys', description: undefined });
    expect(head('/blog/tags/wiring-log')).toEqual({ title: 'One post tagged with &quot;Wiring&quot; | Lantern Keys', description: undefined });
    // `title_meta` titles the post's page; its heading keeps `title`.
    expect(head('/blog/2025/04/20/matrix-wiring')).toEqual({ title: 'Matrix wiring notes for the Lantern | Lantern Keys', description: 'Rows, columns and one diode facing the wrong way.' });
  });

  it("takes a post's `<head>` element as its Head, as Docusaurus's mdx-loader does: its canonical link replaces the site's (babeljs.io's CVE post)", () => {
    const post = readPage(fixture.outDir, '/blog/2025/04/20/matrix-wiring', LAYOUT);
    expect(post.match(/<link [^>]*rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://wiring.example/matrix">']);
    expect(post.slice(post.indexOf('<div id="__site">'))).not.toContain('wiring.example');
  });

  it("writes theme-classic's SearchMetadata tag of each blog list page (its docusaurus_tag and docsearch:docusaurus_tag replace the site's `default`), a post's the site's", () => {
    const tags = (route: string) => [...readPage(fixture.outDir, route, LAYOUT).matchAll(/<meta name="(docusaurus_tag|docsearch:docusaurus_tag|docusaurus_locale)" content="([^"]*)">/g)].map((m) => `${m[1]}=${m[2]}`).sort();
    const expected = (tag: string) => [`docsearch:docusaurus_tag=${tag}`, 'docusaurus_locale=en', `docusaurus_tag=${tag}`];
    expect(tags('/blog')).toEqual(expected('blog_posts_list'));
    expect(tags('/blog/tags')).toEqual(expected('blog_tags_list'));
    expect(tags('/blog/tags/build-log')).toEqual(expected('blog_tags_posts'));
    expect(tags('/blog/authors')).toEqual(expected('blog_authors_list'));
    expect(tags('/blog/2025/04/20/matrix-wiring')).toEqual(expected('default'));
  });

  it('links the archive\'s years and the tags page\'s letters to themselves, the tags by letter as theme-classic\'s TagsListByLetter', () => {
    const archive = readPage(fixture.outDir, '/blog/archive', LAYOUT);
    expect(archive).toMatch(/<h3 id="2025"[^>]*>2025<a href="#2025" class="[^"]*hash-link"/);
    expect(archive).toMatch(/<a href="\/blog\/2025\/03\/01\/first-light"><time[^>]*>March 1<\/time> - (<!-- -->)?First light<\/a>/);
    const tags = readPage(fixture.outDir, '/blog/tags', LAYOUT);
    expect(tags).toMatch(/<section class="margin-vert--lg [^"]*"><article[^>]*><h2 id="B"[^>]*>B<a href="#B" class="[^"]*hash-link"[^>]*>\u200B<\/a><\/h2><ul class="padding--none [^"]*"><li[^>]*><a rel="tag" [^>]*href="\/blog\/tags\/build-log">build-log<span[^>]*>2<\/span><\/a><\/li><\/ul><hr[^>]*\/?><\/article><article/);
  });

  it("wraps the swizzled BlogPostItem/Header/Title (JS, around @theme-original) around every post's title, on its page and in every list", () => {
    const kicker = /<p class="lantern-kicker">Lantern note<\/p><h([12]) class="[^"]*">/g;
    expect([...readPage(fixture.outDir, '/blog/2025/04/20/matrix-wiring', LAYOUT).matchAll(kicker)].map((m) => m[1])).toEqual(['1']);
    expect([...readPage(fixture.outDir, '/blog', LAYOUT).matchAll(kicker)].map((m) => m[1])).toEqual(['2', '2', '2']);
    for (const route of ['/blog/tags/build-log', '/blog/authors/ivy']) expect(readPage(fixture.outDir, route, LAYOUT), route).toMatch(kicker);
  });

  it("shows authors as theme-classic: authors.yml's socials as icon links, a post's overrides, the legacy author fields, an author's page", () => {
    const author = readPage(fixture.outDir, '/blog/authors/ivy', LAYOUT);
    // The page's author: an h1 linking to the page, the file's title and socials (handles made URLs).
    expect(author).toMatch(/<a href="\/blog\/authors\/ivy"><h1 class="[^"]*" translate="no">Ivy Sample<\/h1><\/a><\/div><small class="[^"]*" title="Switch tester">Switch tester<\/small>/);
    for (const href of ['https://github.com/ivy-switches', 'https://x.com/ivy_switches', 'https://bsky.app/profile/ivy.example', 'https://stackoverflow.com/users/82609', 'mailto:ivy@ivy.example']) expect(author).toContain(`href="${href}"`);
    // In the post, the post's own title for ivy, and (as Docusaurus) none of the file's socials.
    const post = readPage(fixture.outDir, '/blog/2025/04/20/matrix-wiring', LAYOUT);
    expect(post).toContain('title="Guest wiring editor"');
    expect(post.match(/<article[\s\S]*<\/article>/)?.[0]).not.toContain('github.com/ivy-switches');
    const legacy = readPage(fixture.outDir, '/blog/2024/12/24/winter-case', LAYOUT);
    expect(legacy).toMatch(/<a href="https:\/\/old-hand.example"[^>]*><span class="[^"]*" translate="no">Old Hand<\/span><\/a>/);
  });

  it("writes Docusaurus's feed stylesheets beside the feeds with `xslt: true`, each feed naming its own", () => {
    expect(read(fixture.outDir, 'blog/rss.xml')).toContain('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>');
    expect(read(fixture.outDir, 'blog/atom.xml')).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    for (const file of ['rss.xsl', 'rss.css', 'atom.xsl', 'atom.css']) expect(fs.existsSync(path.join(fixture.outDir, 'blog', file)), file).toBe(true);
  });

  describe("docs tags, as plugin-content-docs and theme-classic make them (docs/tags.yml, inline and object tags, an unlisted doc's tag)", () => {
    const page = (route: string) => readPage(fixture.outDir, route, LAYOUT);
    const htmlClass = (html: string) => /<html [^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

    it('makes a page per tag and the tags list below the version, each tag at its permalink (the file\'s, else its key or label in kebab case)', () => {
      for (const tag of ['firmware', 'hardware', 'wiring', 'thumb-keys', 'layer-tricks', 'quick-start', 'backlight']) expect(result.routes).toContain(`/docs/tags/${tag}`);
      expect(result.routes).toContain('/docs/tags');
    });

    it("lists the listed tags by letter with their counts (an unlisted doc not counted), the tags file's description as the link title", () => {
      const html = page('/docs/tags');
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Tags | Lantern Keys');
      expect(htmlClass(html)).toEqual(expect.arrayContaining(['docs-wrapper', 'docs-version-current', 'docs-tags-list-page']));
      expect(html).toContain('<meta name="docusaurus_tag" content="doc_tags_list">');
      expect(html).toMatch(/<h1>Tags<\/h1><section class="margin-vert--lg[^"]*"><article[^>]*><h2 id="F"/);
      expect(html).toMatch(/<a rel="tag" title="Building and flashing the keymap\." class="[^"]*" href="\/docs\/tags\/firmware">Firmware<span>2<\/span><\/a>/);
      expect(html).toMatch(/href="\/docs\/tags\/thumb-keys">Thumb keys<span>1<\/span>/);
      expect(html).toMatch(/href="\/docs\/tags\/quick-start">Quick start<span>1<\/span>/);
      // The tag of the unlisted doc alone is unlisted: not on the list.
      expect(html).not.toContain('/docs/tags/backlight');
      expect([...html.matchAll(/<h2 id="([A-Z])"/g)].map((m) => m[1])).toEqual(['F', 'H', 'L', 'Q', 'T', 'W']);
    });

    it('gives each tag a page of its listed docs by title, with its description, the count in its title and "View all tags"', () => {
      const html = page('/docs/tags/firmware');
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('2 docs tagged with &quot;Firmware&quot; | Lantern Keys');
      expect(html).toContain('<meta name="description" content="Building and flashing the keymap.">');
      expect(html).toContain('<meta name="docusaurus_tag" content="doc_tag_doc_list">');
      expect(htmlClass(html)).toEqual(expect.arrayContaining(['docs-wrapper', 'docs-version-current', 'docs-tags-doc-list-page']));
      expect(html).toMatch(/<header class="margin-bottom--xl"><h1>2 docs tagged with &quot;Firmware&quot;<\/h1><p>Building and flashing the keymap\.<\/p><a href="\/docs\/tags">View all tags<\/a><\/header>/);
      const docs = [...html.matchAll(/<article class="margin-vert--lg"><a href="([^"]+)"><h2>([^<]+)<\/h2><\/a>/g)].map((m) => [m[1], m[2]]);
      expect(docs).toEqual([['/docs/guides/flashing', 'Flashing the firmware'], ['/docs/reference/layers', 'Layers']]);
      expect(html).toMatch(/<h2>Layers<\/h2><\/a><p>Which layer each thumb key reaches\.<\/p>/);
      expect(html).not.toContain('noindex');
      expect(page('/docs/tags/quick-start')).toContain('<h1>One doc tagged with &quot;Quick start&quot;</h1>');
    });

    it("keeps a tag of unlisted docs only from search engines and the sitemap, its page saying so and listing them", () => {
      const html = page('/docs/tags/backlight');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('theme-unlisted-banner');
      expect(html).toMatch(/<a href="\/docs\/guides\/lighting"><h2>Lighting<\/h2><\/a>/);
      const sitemap = read(fixture.outDir, 'sitemap.xml');
      expect(sitemap).toContain('<loc>https://lantern.example/docs/tags/firmware</loc>');
      expect(sitemap).toContain('<loc>https://lantern.example/docs/tags</loc>');
      expect(sitemap).not.toContain('/docs/tags/backlight');
      expect(sitemap).not.toContain('/docs/guides/lighting');
    });

    it("shows a doc's tags in its footer's tags row (TagsListInline), above the edit row, with the front matter's last_update author", () => {
      const html = page('/docs/reference/layers');
      const row = /<div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b[^>]*>Tags:<\/b><ul class="[^"]*padding--none margin-left--sm">(.*?)<\/ul><\/div><\/div>/.exec(html)?.[1] ?? '';
      expect([...row.matchAll(/<li[^>]*><a rel="tag"(?: title="([^"]*)")? class="[^"]*" href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[3], m[2], m[1]])).toEqual([
        ['Firmware', '/docs/tags/firmware', 'Building and flashing the keymap.'],
        ['Thumb keys', '/docs/tags/thumb-keys', undefined],
        ['Layer Tricks', '/docs/tags/layer-tricks', undefined],
      ]);
      expect(html.indexOf('theme-doc-footer-tags-row')).toBeLessThan(html.indexOf('theme-edit-this-page'));
      expect(html).toMatch(/Last updated(<!-- -->)?(.*?) by <b>Wren<\/b>/);
      expect(page('/docs/guides/flashing')).toMatch(/<a rel="tag" class="[^"]*" href="\/docs\/tags\/quick-start">Quick start<\/a>/);
    });
  });

  it("writes a doc's and a Markdown page's front matter keywords, and a page's image, wrapperClassName, slug, last_update, unlisted and draft as Docusaurus does", () => {
    const intro = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    expect(intro.match(/<meta name="keywords" content="[^"]*">/g)).toEqual(['<meta name="keywords" content="split keyboard,hand-wired">']);
    const kit = readPage(fixture.outDir, '/kit/', LAYOUT);
    expect(kit).toContain('<meta name="keywords" content="kit,parts list">');
    expect(kit).toContain('<meta property="og:image" content="https://lantern.example/img/lantern-mark.svg">');
    // `wrapperClassName` in place of `mdx-wrapper` on <html>, as theme-classic's MDXPage puts it.
    expect(/<html [^>]*class="([^"]*)"/.exec(kit)?.[1]?.split(' ')).toEqual(expect.arrayContaining(['kit-page', 'mdx-page']));
    expect(kit).not.toMatch(/<html [^>]*class="[^"]*mdx-wrapper/);
    // The pages options `showLastUpdateTime` and `showLastUpdateAuthor`, from front matter `last_update`, in theme-classic's EditMetaRow.
    expect(kit).toMatch(/class="row [^"]*theme-pages-footer-edit-meta-row".*Last updated(<!-- -->)? on <b><time datetime="2025-03-04T00:00:00.000Z"[^>]*>Mar 4, 2025<\/time><\/b>(<!-- -->)? by <b>Kit packer<\/b>/i);
    // Its `slug` is its address.
    expect(result.routes).not.toContain('/spares');
    const spares = readPage(fixture.outDir, '/spare-parts', LAYOUT);
    expect(spares).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(spares).toContain('theme-unlisted-banner');
    expect(read(fixture.outDir, 'sitemap.xml')).not.toContain('/spare-parts');
    // A Markdown page's title is its front matter's, else its h1 only when the h1 opens the page
    // (plugin-content-pages' parseMarkdownContentTitle): sequelize.org's releases page opens with a component.
    const bench = readPage(fixture.outDir, '/bench', LAYOUT);
    expect(/<title>([^<]*)<\/title>/.exec(bench)?.[1]).toBe('Lantern Keys');
    expect(bench).toContain('Bench log</h1>');
    expect(/<title>([^<]*)<\/title>/.exec(readPage(fixture.outDir, '/toolbox', LAYOUT))?.[1]).toBe('Toolbox | Lantern Keys');
    // A draft page is left out of a build.
    expect(result.routes).not.toContain('/wishlist');
    expect(fs.existsSync(path.join(fixture.outDir, 'wishlist'))).toBe(false);
  });

  /** The ids the page's (desktop) table of contents links to, in order; none without one. */
  const tocIds = (html: string) => [...(/<ul class="table-of-contents[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
  /** The previous and next links of a doc's pagination, as `rel href label`. */
  const pagination = (html: string) =>
    [...(/<nav [^>]*pagination-nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/rel="(prev|next)" href="([^"]*)">[\s\S]*?pagination-nav__label[^"]*">([^<]*)</g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);

  it("reads a doc's front matter as plugin-content-docs and theme-classic do: id, parse_number_prefixes, hide_title, hide_table_of_contents, custom_edit_url, pagination_prev/pagination_next, toc_min/max_heading_level", () => {
    // docs/tools/04-multimeter.md keeps its number (parse_number_prefixes: false); docs/tools/tweezers.md is at its `id`.
    expect(result.routes).toEqual(expect.arrayContaining(['/docs/tools/04-multimeter', '/docs/tools/fine-tweezers']));
    expect(result.routes).not.toContain('/docs/tools/multimeter');
    expect(result.routes).not.toContain('/docs/tools/tweezers');
    const meter = readPage(fixture.outDir, '/docs/tools/04-multimeter', LAYOUT);
    const article = /<article>[\s\S]*<\/article>/.exec(meter)?.[0] ?? '';
    // hide_title: no title above the Markdown; hide_table_of_contents: none, though it has headings; custom_edit_url: null, no edit link.
    expect(article).toContain('Beep every row before the diodes go in.');
    expect(article).not.toContain('<h1');
    expect(meter).toContain('id="diode-test"');
    expect(meter).not.toContain('theme-doc-toc');
    expect(meter).not.toContain('theme-edit-this-page');
    expect(pagination(meter)).toEqual(['next /docs/tools/fine-tweezers Fine tweezers']);
    const tweezers = readPage(fixture.outDir, '/docs/tools/fine-tweezers', LAYOUT);
    expect(tweezers).toMatch(/<h1>Fine tweezers<\/h1>/);
    expect(tweezers).toMatch(/href="https:\/\/git\.example\/lantern\/workshop\/edit\/main\/tweezers\.md"[^>]*class="theme-edit-this-page/);
    // toc_min_heading_level 3, toc_max_heading_level 4: the h3 and h4 headings only.
    expect(tocIds(tweezers)).toEqual(['stainless-steel', 'anti-magnetic', 'ceramic']);
    // pagination_prev by id; pagination_next: null.
    expect(pagination(tweezers)).toEqual(['prev /docs/tools/04-multimeter The multimeter']);
    // The sidebar's last doc: no previous (null), a next by id all the same.
    expect(pagination(readPage(fixture.outDir, '/docs/tools/soldering', LAYOUT))).toEqual(['next /docs/tools/04-multimeter The multimeter']);
  });

  it("reads a post's and a Markdown page's hide_table_of_contents and toc_min/max_heading_level, as theme-classic's BlogPostPage and MDXPage", () => {
    expect(tocIds(readPage(fixture.outDir, '/blog/2025/03/01/first-light', LAYOUT))).toEqual(['column-three', 'the-cold-joint', 'all-columns']);
    const winter = readPage(fixture.outDir, '/blog/2024/12/24/winter-case', LAYOUT);
    expect(winter).toContain('id="feet"');
    expect(winter).not.toContain('table-of-contents');
    expect(tocIds(readPage(fixture.outDir, '/toolbox', LAYOUT))).toEqual(['flush-cutters', 'for-diode-legs', 'solder']);
    const spares = readPage(fixture.outDir, '/spare-parts', LAYOUT);
    expect(spares).toContain('id="cables"');
    expect(spares).not.toContain('table-of-contents');
  });

  it('gives a page the @docusaurus/* client modules it imports: router, Head, BrowserOnly, useIsBrowser, useBaseUrlUtils, global data of every instance, constants, Noop, useBrokenLinks', () => {
    const html = readPage(fixture.outDir, '/client-api', LAYOUT);
    const text = (name: string) => new RegExp(`<p class="${name}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1]?.replace(/<!-- -->/g, '');
    // @docusaurus/router: useLocation, useHistory and react-router v5's matchPath(pathname, options).
    expect(text('routing')).toBe('at /client-api, history at /client-api, page client-api, docs /docs false, none null');
    // @docusaurus/Head: into the page's head.
    expect(/<head>[\s\S]*<\/head>/.exec(html)?.[0]).toContain('<meta name="lantern-client-api" content="probe">');
    // Before hydration: useIsBrowser false, no layout effect run (useIsomorphicLayoutEffect), BrowserOnly's fallback.
    expect(text('environment')).toBe('server, not laid out');
    expect(html).toContain('<span class="browser-only">not yet</span>');
    expect(text('base-url')).toBe('/img/lantern-mark.svg https://lantern.example/img/lantern-mark.svg');
    // @docusaurus/useGlobalData's useAllPluginInstancesData, by @docusaurus/constants' DEFAULT_PLUGIN_ID.
    expect(text('instances')).toBe('default /docs (default)');
    // @docusaurus/Noop renders nothing; the anchor useBrokenLinks collected is there, its link not broken.
    expect(text('noop')).toBe('');
    expect(html).toMatch(/<p class="anchors" id="probe-anchor"><a href="#probe-anchor">this paragraph<\/a><\/p>/);
    // A page that only redirects (@docusaurus/router's Redirect) has nothing to show before its script runs.
    expect(readPage(fixture.outDir, '/old-kit', LAYOUT)).not.toContain('<main');
  });

  it("runs the stylesheets through the PostCSS plugins the local plugin's configurePostCss adds", () => {
    const css = pageCss(fixture.outDir, readPage(fixture.outDir, '/', LAYOUT));
    expect(css).toMatch(/\.lantern-footer-note\{[^}]*border-top:1px solid #d97706/);
    expect(css).not.toContain('lantern-amber');
  });
});
