/**
 * The plugin API as Docusaurus's official plugins use it (issue 36: client-redirects, pwa,
 * live-codeblock, debug, google-tag-manager load from npm and work through the API alone). The
 * packages here are stand-ins written for the test, each doing what one of those does:
 * - reads `siteConfig.future` and `siteConfig.markdown.hooks` when created (client-redirects);
 * - compiles a file of its own with `props.currentBundler` into `context.outDir` in postBuild (pwa);
 * - adds routes with `props` and reads `@generated/registry` and `@generated/routes` (debug);
 * - is a theme whose `CodeBlock` wraps `@theme-init/CodeBlock`, imports theme-common's error
 *   fallback and its own package's `/client` subpath, and turns `live` blocks into something else
 *   (live-codeblock);
 * - is the Tag Manager plugin preset-classic's `googleTagManager` option loads from npm;
 * - reads the load context's `siteVersion`, `codeTranslations` and `siteStorage`, and adds a
 *   command to the CLI (extendCli), as plugin-content-docs adds `docs:version`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { runPluginCommand } from '../../src/node/commands/external';
import { copyFixture, read, readPage } from '../helpers/fixture';

const require = createRequire(import.meta.url);
const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Ember Boards',
  url: 'https://ember.example',
  baseUrl: '/',
  markdown: { hooks: { onBrokenMarkdownImages: 'warn' } },
  storage: { type: 'sessionStorage', namespace: 'ember' },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, googleTagManager: { containerId: 'GTM-EMBER01' }, debug: false }]],
  themes: ['docusaurus-theme-ember-live'],
  plugins: ['docusaurus-plugin-ember-tools'],
  themeConfig: { emberTools: { label: 'Tools' } },
};
`;

function write(siteDir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), text);
}

function addStandIns(siteDir: string): void {
  fs.mkdirSync(path.join(siteDir, 'node_modules'), { recursive: true });
  for (const name of ['react', 'react-dom']) fs.symlinkSync(path.dirname(require.resolve(`${name}/package.json`)), path.join(siteDir, 'node_modules', name));
  write(siteDir, 'docusaurus.config.js', CONFIG);
  // Tools: what client-redirects, pwa and debug ask of the API.
  write(siteDir, 'node_modules/docusaurus-plugin-ember-tools/package.json', JSON.stringify({ name: 'docusaurus-plugin-ember-tools', main: 'index.js' }));
  write(
    siteDir,
    'node_modules/docusaurus-plugin-ember-tools/index.js',
    `const fs = require('fs');
const path = require('path');
module.exports = function emberTools(context, options) {
  // Read when created, as client-redirects reads the router: Docusaurus gives every key.
  const router = context.siteConfig.future.experimental_router;
  const brokenImages = context.siteConfig.markdown.hooks.onBrokenMarkdownImages;
  return {
    name: 'docusaurus-plugin-ember-tools',
    getThemePath() { return path.join(__dirname, 'theme'); },
    async loadContent() { return { heading: 'Tools on the bench' }; },
    // The locale's strings (i18n/en exists, so Docusaurus translates): the files, then the content and the theme config from them.
    getTranslationFiles({ content }) {
      return [{ path: 'labels', content: { 'tools.heading': { message: content.heading, description: 'The tools page heading' }, 'tools.label': { message: 'Tools', description: 'The navbar label' } } }];
    },
    translateContent({ content, translationFiles }) {
      return { ...content, heading: translationFiles[0].content['tools.heading'].message };
    },
    translateThemeConfig({ themeConfig, translationFiles }) {
      return { emberTools: { ...themeConfig.emberTools, label: translationFiles[0].content['tools.label'].message } };
    },
    // Its own strings' default messages, under the site's code.json.
    getDefaultCodeTranslationMessages() {
      return { 'ember.farewell': 'Goodbye from the plugin', 'ember.greeting': 'Hello from the plugin' };
    },
    async contentLoaded({ content, actions, allContent }) {
      actions.setGlobalData({ greeting: 'warm' });
      const docsContent = Boolean(allContent['docusaurus-plugin-content-docs'] && allContent['docusaurus-plugin-content-docs'].default);
      actions.addRoute({ path: '/tools', component: '@theme/EmberTools', exact: true, props: { router, brokenImages, pluginId: options.id, boards: ['left', 'right'], docsContent, heading: content.heading } });
    },
    // A package of widgets shipped as JSX, compiled with the site's script loader (Docusaurus's getJSLoader).
    configureWebpack(config, isServer, utils) {
      return { module: { rules: [{ test: /\.jsx?$/, include: [path.dirname(require.resolve('ember-widgets/package.json'))], use: [utils.getJSLoader({ isServer })] }] } };
    },
    extendCli(cli) {
      cli.command('ember:stamp <label>').option('--loud', 'in capitals').description('Writes a stamp').action((label, command) => {
        fs.writeFileSync(path.join(context.siteDir, 'stamp.txt'), (command.loud ? label.toUpperCase() : label) + ' ' + context.siteVersion);
      });
    },
    async postBuild(props) {
      fs.writeFileSync(path.join(props.outDir, 'ember-context.json'), JSON.stringify({ siteVersion: context.siteVersion, codeTranslations: context.codeTranslations, siteStorage: context.siteStorage }));
      // The rest of Docusaurus's load context: where generated files go, the config file, the locale's folder, the bundler.
      const inSite = (dir) => path.relative(context.siteDir, dir).split(path.sep).join('/');
      fs.writeFileSync(path.join(props.outDir, 'ember-paths.json'), JSON.stringify({ generatedFilesDir: fs.statSync(context.generatedFilesDir).isDirectory() && !inSite(context.generatedFilesDir).startsWith('..'), siteConfigPath: inSite(context.siteConfigPath), localizationDir: inSite(context.localizationDir), currentBundler: context.currentBundler.name }));
      // As plugin-pwa compiles its service worker: the site's bundler, into context.outDir.
      const entry = path.join(__dirname, 'worker-source.js');
      await new Promise((resolve, reject) => {
        const compiler = props.currentBundler.instance([{ mode: 'production', target: 'webworker', entry, output: { path: context.outDir, filename: 'ember-worker.js' } }]);
        compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error || new Error(stats.toString())) : compiler.close(resolve)));
      });
      fs.writeFileSync(path.join(props.outDir, 'ember-bundler.txt'), props.currentBundler.name + ' ' + String(fs.existsSync(path.join(props.outDir, 'ember-worker.js'))));
    },
  };
};
`,
  );
  write(siteDir, 'node_modules/ember-widgets/package.json', JSON.stringify({ name: 'ember-widgets', main: 'Lamp.js' }));
  write(siteDir, 'node_modules/ember-widgets/Lamp.js', "import React from 'react';\nexport default function Lamp() { return <b className=\"ember-lamp\">lit</b>; }\n");
  write(siteDir, 'node_modules/docusaurus-plugin-ember-tools/worker-source.js', "self.addEventListener('install', () => self.skipWaiting());\n");
  write(
    siteDir,
    'node_modules/docusaurus-plugin-ember-tools/theme/EmberTools/index.js',
    `import React from 'react';
import Layout from '@theme/Layout';
import registry from '@generated/registry';
import routes from '@generated/routes';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import Lamp from 'ember-widgets';
export default function EmberTools({ router, brokenImages, pluginId, boards, docsContent, heading }) {
  const docsPath = useGlobalData()['docusaurus-plugin-content-docs'].default.path;
  const { emberTools } = useDocusaurusContext().siteConfig.themeConfig;
  return (
    <Layout title="Tools">
      <h1 className="translated">{heading} ({emberTools.label})</h1>
      <p className="messages">{translate({ id: 'ember.farewell', message: 'Bye' })} / {translate({ id: 'ember.greeting', message: 'Hi' })}</p>
      <Lamp />
      <p className="global">{usePluginData('docusaurus-plugin-ember-tools').greeting} {docsPath} {String(docsContent)}</p>
      <p className="tools">router {router}, images {brokenImages}, id {pluginId}, boards {boards.join(' and ')}</p>
      <p className="registry">{String(Object.values(registry).every((entry) => typeof entry[0] === 'function'))}</p>
      <p className="routes">{routes.map((route) => route.path).filter((p) => p === '/tools').join(',')}</p>
    </Layout>
  );
}
`,
  );
  // A theme in the form of theme-live-codeblock.
  write(
    siteDir,
    'node_modules/docusaurus-theme-ember-live/package.json',
    JSON.stringify({ name: 'docusaurus-theme-ember-live', main: 'lib/index.js', exports: { '.': './lib/index.js', './client': './lib/client/index.js' } }),
  );
  write(siteDir, 'node_modules/docusaurus-theme-ember-live/lib/index.js', "const path = require('path');\nmodule.exports = function emberLive() { return { name: 'docusaurus-theme-ember-live', getThemePath() { return path.join(__dirname, 'theme'); } }; };\n");
  write(siteDir, 'node_modules/docusaurus-theme-ember-live/lib/client/index.js', "export function playgroundLabel(code) { return 'Playground of ' + code.split('\\n').length + ' lines'; }\n");
  write(
    siteDir,
    'node_modules/docusaurus-theme-ember-live/lib/theme/CodeBlock/index.js',
    `import React from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback, usePrismTheme, ThemeClassNames } from '@docusaurus/theme-common';
import { playgroundLabel } from 'docusaurus-theme-ember-live/client';
export default function CodeBlockEnhancer(props) {
  const theme = usePrismTheme();
  if (!props.live) return <CodeBlock {...props} />;
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <div className={'ember-playground ' + ThemeClassNames.common.codeBlock} data-lang={props.className} data-meta={props.metastring} data-theme={String(Boolean(theme.plain))}>{playgroundLabel(props.children)}</div>
    </ErrorBoundary>
  );
}
`,
  );
  // The package preset-classic's googleTagManager option loads.
  write(siteDir, 'node_modules/@docusaurus/plugin-google-tag-manager/package.json', JSON.stringify({ name: '@docusaurus/plugin-google-tag-manager', main: 'index.js' }));
  write(
    siteDir,
    'node_modules/@docusaurus/plugin-google-tag-manager/index.js',
    "module.exports = function gtm(context, options) { return { name: 'docusaurus-plugin-google-tag-manager', injectHtmlTags() { return { headTags: [{ tagName: 'script', innerHTML: 'window.emberGtm = ' + JSON.stringify(options.containerId) }] }; } }; };\n",
  );
  // The site's version and its own code translations, which plugins are given.
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  write(siteDir, 'package.json', JSON.stringify({ ...pkg, version: '2.4.0' }));
  write(siteDir, 'i18n/en/code.json', JSON.stringify({ 'ember.greeting': { message: 'Warm welcome', description: 'The greeting' } }));
  // The locale's copy of the plugin's translation file (getTranslationFiles' path), as write-translations makes it.
  write(siteDir, 'i18n/en/docusaurus-plugin-ember-tools/labels.json', JSON.stringify({ 'tools.heading': { message: 'Tools at the ember bench', description: 'The tools page heading' }, 'tools.label': { message: 'Ember tools', description: 'The navbar label' } }));
  write(siteDir, 'docs/intro.md', "# Getting started\n\n## A live block\n\n```jsx live\nfunction KeyCap() {\n  return <kbd>Esc</kbd>;\n}\n```\n\n```js title=\"plain.js\"\nconst plain = true;\n```\n");
}

describe('the plugin API as Docusaurus official plugins use it', () => {
  const fixture = copyFixture('docusaurus-official-plugins');

  beforeAll(async () => {
    addStandIns(fixture.siteDir);
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 180_000);
  afterAll(() => fixture.cleanup());

  it('gives plugins the site config with Docusaurus defaults, route props, and an id for every plugin', () => {
    const tools = readPage(fixture.outDir, '/tools', LAYOUT);
    expect(tools).toMatch(/router (<!-- -->)?browser(<!-- -->)?, images (<!-- -->)?warn(<!-- -->)?, id (<!-- -->)?default(<!-- -->)?, boards (<!-- -->)?left and right/);
  });

  it('gives global data and all content by plugin name and instance id, as Docusaurus does', () => {
    const tools = readPage(fixture.outDir, '/tools', LAYOUT);
    expect(/<p class="global">.*?<\/p>/.exec(tools)?.[0]?.replace(/<!-- -->/g, '')).toBe('<p class="global">warm /docs true</p>');
  });

  it('gives configureWebpack Docusaurus’s getJSLoader, compiling a package’s JSX with the site’s script loader', () => {
    expect(readPage(fixture.outDir, '/tools', LAYOUT)).toContain('<b class="ember-lamp">lit</b>');
  });

  it('has Docusaurus’s @generated/registry and @generated/routes', () => {
    const tools = readPage(fixture.outDir, '/tools', LAYOUT);
    expect(tools).toContain('<p class="registry">true</p>');
    expect(tools).toContain('<p class="routes">/tools</p>');
  });

  it('gives a plugin Docusaurus’s bundler for a compile of its own in postBuild (webpack, the site not opting into Rspack), writing into the folder being built', () => {
    expect(read(fixture.outDir, 'ember-bundler.txt')).toBe('webpack true');
    expect(read(fixture.outDir, 'ember-worker.js')).toContain('skipWaiting');
  });

  it('renders a theme’s CodeBlock wrapping @theme-init/CodeBlock with Docusaurus’s code props, and the default one for other blocks', () => {
    const intro = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    expect(intro).toMatch(/<div class="ember-playground theme-code-block" data-lang="language-jsx" data-meta="live" data-theme="true">Playground of 3 lines<\/div>/);
    // The other block is sitegen's own CodeBlock, highlighted at build time, with its title.
    expect(intro).toContain('plain.js');
    expect(intro).toMatch(/<span class="token keyword[^"]*">const<\/span>/);
  });

  it('loads preset-classic’s googleTagManager plugin from the site’s packages', () => {
    expect(readPage(fixture.outDir, '/', LAYOUT)).toContain('window.emberGtm = "GTM-EMBER01"');
  });

  it('gives a doc no breadcrumbs and no sidebar when sidebarPath is false', () => {
    const intro = readPage(fixture.outDir, '/docs/intro', LAYOUT);
    // The same ThemeClassNames as Docusaurus's page: the content and the tables of contents only.
    expect([...new Set(intro.match(/theme-doc-[a-z-]+/g))].sort()).toEqual(['theme-doc-markdown', 'theme-doc-toc-desktop', 'theme-doc-toc-mobile']);
  });

  it('gives plugins the site’s version, its code translations and its storage, as Docusaurus’s load context', () => {
    expect(JSON.parse(read(fixture.outDir, 'ember-context.json'))).toEqual({ siteVersion: '2.4.0', codeTranslations: { 'ember.greeting': 'Warm welcome' }, siteStorage: { type: 'sessionStorage', namespace: '-ember' } });
    // The theme keeps the colour mode there too: the pre-paint script reads the namespaced key.
    expect(readPage(fixture.outDir, '/', LAYOUT)).toContain('var k="theme-ember",l=window["sessionStorage"]');
  });

  it("translates a plugin's content and theme config from the locale's copy of its translation files (getTranslationFiles, translateContent, translateThemeConfig)", () => {
    const tools = readPage(fixture.outDir, '/tools', LAYOUT);
    expect(/<h1 class="translated">.*?<\/h1>/.exec(tools)?.[0]?.replace(/<!-- -->/g, '')).toBe('<h1 class="translated">Tools at the ember bench (Ember tools)</h1>');
  });

  it("gives Translate a plugin's getDefaultCodeTranslationMessages, under the site's code.json", () => {
    const tools = readPage(fixture.outDir, '/tools', LAYOUT);
    expect(/<p class="messages">.*?<\/p>/.exec(tools)?.[0]?.replace(/<!-- -->/g, '')).toBe('<p class="messages">Goodbye from the plugin / Warm welcome</p>');
  });

  it("gives plugins the load context's generatedFilesDir, siteConfigPath, localizationDir and currentBundler", () => {
    expect(JSON.parse(read(fixture.outDir, 'ember-paths.json'))).toEqual({ generatedFilesDir: true, siteConfigPath: 'docusaurus.config.js', localizationDir: 'i18n/en', currentBundler: 'webpack' });
  });

  it('runs a command a plugin adds with extendCli, with its arguments and options (commander 5, as Docusaurus gives)', async () => {
    expect(await runPluginCommand('ember:stamp', ['node', 'sitegen', 'ember:stamp', 'spark', '--loud'], fixture.siteDir)).toBe(true);
    expect(fs.readFileSync(path.join(fixture.siteDir, 'stamp.txt'), 'utf8')).toBe('SPARK 2.4.0');
    expect(await runPluginCommand('ember:nothing', ['node', 'sitegen', 'ember:nothing'], fixture.siteDir)).toBe(false);
  });
});
