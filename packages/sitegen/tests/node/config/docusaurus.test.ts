import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig, normalizePluginName } from '../../../src/node/config/docusaurus';
import { resolveConfig } from '../../../src/node/config/schema';
import { loadConfig } from '../../../src/node/config/load';
import { createSiteStorage, withDocusaurusDefaults } from '../../../src/node/plugins/docusaurus-defaults';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-'));
fs.writeFileSync(path.join(siteDir, 'sidebars.js'), 'module.exports = {};');
fs.mkdirSync(path.join(siteDir, 'blog'));
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const map = (raw: unknown, warnings: string[] = []) => mapDocusaurusConfig(raw, { siteDir, file: 'docusaurus.config.js', warn: (m) => warnings.push(m) });

/** Infima's stylesheet, which a Docusaurus config's pages load before the site's own (src/node/plugins/infima.ts). */
const INFIMA_CSS = path.resolve(import.meta.dirname, '../../../src/theme/styles/infima.css');

describe('reading a Docusaurus config', () => {
  it('maps preset-classic onto the built-ins', async () => {
    const config = await map({ ...base, presets: [['classic', { docs: { sidebarPath: './sidebars.js', editUrl: 'https://e.example/' }, blog: { postsPerPage: 5, blogSidebarTitle: 'Recent', blogTitle: 'Notes', blogDescription: 'Build notes' }, theme: { customCss: './src/css/custom.css' }, gtag: { trackingID: 'G-1' } }]] });
    const resolved = resolveConfig(config, 'docusaurus.config.js');
    expect(resolved.docs).toMatchObject({ sidebarPath: './sidebars.js', editUrl: 'https://e.example/', routeBasePath: 'docs' });
    expect(resolved.blog).toMatchObject({ postsPerPage: 5, blogSidebarTitle: 'Recent', blogTitle: 'Notes', blogDescription: 'Build notes' });
    const names = await Promise.all(resolved.plugins.map(async ([factory, options]) => (await factory({ siteDir, baseUrl: '/', siteConfig: resolved } as never, options)).name));
    // Infima, which theme-classic loads first (plugins/infima.ts), then the site's stylesheets.
    expect(names).toEqual(['sitemap', 'gtag', 'docusaurus-theme-classic-infima', 'docusaurus-client-modules']);
  });

  it('takes the long, short and resolved-path names of Docusaurus plugins', () => {
    expect(normalizePluginName('content-docs')).toBe('@docusaurus/plugin-content-docs');
    expect(normalizePluginName('/site/node_modules/@docusaurus/theme-mermaid/lib/index.js')).toBe('@docusaurus/theme-mermaid');
    expect(normalizePluginName('./plugins/mine')).toBe('./plugins/mine');
  });

  it('takes several locales and their configs, which sitegen\'s schema checks', async () => {
    await expect(map({ ...base, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'FR' } } } })).resolves.toMatchObject({ i18n: { locales: ['en', 'fr'], localeConfigs: { fr: { label: 'FR' } } } });
  });

  it("takes the docs' version options as they are (the docs plugin checks them against the versions)", async () => {
    const versions = { current: { label: 'Tip', banner: 'none' }, '1.0': { path: 'legacy', noIndex: true } };
    const config = resolveConfig(await map({ ...base, presets: [['classic', { docs: { lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], includeCurrentVersion: true, disableVersioning: false, editCurrentVersion: true, versions } }]] }), 'docusaurus.config.js');
    expect(config.docs).toMatchObject({ lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], includeCurrentVersion: true, disableVersioning: false, editCurrentVersion: true, versions });
    await expect(map({ ...base, presets: [['classic', { docs: { versions: { '1.0': { color: 'red' } } } }]] }).then((c) => resolveConfig(c, 'docusaurus.config.js'))).rejects.toThrow('docs.versions.1.0');
  });

  it('takes any preset: a function of the context and its options giving themes and plugins, loaded before the site\'s own', async () => {
    fs.mkdirSync(path.join(siteDir, 'presets'), { recursive: true });
    // A company preset that wraps what preset-classic gives, and one plugin of its own.
    fs.writeFileSync(
      path.join(siteDir, 'presets', 'company.js'),
      [
        'module.exports = function companyPreset(context, options) {',
        "  const own = () => ({ name: 'company-analytics' });",
        '  return {',
        "    themes: [['@docusaurus/theme-classic', { customCss: [] }]],",
        "    plugins: [['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.js', editUrl: options.editUrl, routeBasePath: context.siteConfig.title === 'T' ? 'handbook' : 'docs' }], ['@docusaurus/plugin-content-blog', { postsPerPage: 3 }], own],",
        '  };',
        '};',
      ].join('\n'),
    );
    const config = resolveConfig(await map({ ...base, presets: [['./presets/company', { editUrl: 'https://e.example/' }]], plugins: [() => ({ name: 'site-own' })] }), 'docusaurus.config.js');
    expect(config.docs).toMatchObject({ sidebarPath: './sidebars.js', editUrl: 'https://e.example/', routeBasePath: 'handbook' });
    expect(config.blog).toMatchObject({ postsPerPage: 3 });
    const names = await Promise.all(config.plugins.map(async ([factory, options]) => (await factory({ siteDir, baseUrl: '/', siteConfig: config } as never, options)).name));
    expect(names.indexOf('company-analytics')).toBeLessThan(names.indexOf('site-own'));
    // A preset that is not a function is refused, naming it.
    fs.writeFileSync(path.join(siteDir, 'presets', 'broken.js'), 'module.exports = { plugins: [] };\n');
    await expect(map({ ...base, presets: ['./presets/broken'] })).rejects.toThrow(/`presets\[0\]` must be a module whose default export is a preset function/);
  });

  it('converts the strings "true" and "false" of the site config\'s booleans as Joi does, rejects other strings, and converts none in plugin options', async () => {
    const off = resolveConfig(await map({ ...base, trailingSlash: 'false', markdown: { mermaid: 'TRUE' } }), 'docusaurus.config.js');
    expect(off.trailingSlash).toBe(false);
    expect(resolveConfig(await map({ ...base, trailingSlash: 'True' }), 'docusaurus.config.js').trailingSlash).toBe(true);
    await expect(map({ ...base, trailingSlash: 'no' })).rejects.toThrow(/`trailingSlash` must be a boolean/);
    // Plugin options are validated without conversion (normalizePluginOptions' `convert: false`): Docusaurus rejects the string.
    await expect(map({ ...base, presets: [['classic', { docs: { showLastUpdateTime: 'true' } }]] })).rejects.toThrow(/docs\.showLastUpdateTime` must be a boolean/);
  });

  it("keeps trailingSlash as Docusaurus has it: true, false, or undefined (its default), not sitegen's own default", async () => {
    expect(resolveConfig(await map({ ...base, trailingSlash: true }), 'docusaurus.config.js').trailingSlash).toBe(true);
    expect(resolveConfig(await map({ ...base, trailingSlash: false }), 'docusaurus.config.js').trailingSlash).toBe(false);
    const unset = resolveConfig(await map(base), 'docusaurus.config.js');
    expect(unset.trailingSlash).toBeUndefined();
    // A site.config without the key gets sitegen's clean URLs; one that writes undefined gets Docusaurus's default.
    expect(resolveConfig(base, 'site.config.ts').trailingSlash).toBe(false);
    expect(resolveConfig({ ...base, trailingSlash: undefined }, 'site.config.ts').trailingSlash).toBeUndefined();
    expect(() => resolveConfig({ ...base, trailingSlash: 'yes' }, 'site.config.ts')).toThrow('`trailingSlash` must be true, false or undefined, got "yes"');
  });

  it('names the key, the value and what was expected for a wrong value', async () => {
    await expect(map({ ...base, onBrokenLinks: 'explode' })).rejects.toThrow('docusaurus.config.js: `onBrokenLinks` must be one of "ignore", "log", "warn", "throw", got "explode"');
    await expect(map({ ...base, presets: [['classic', { blog: 'yes' }]] })).rejects.toThrow('`presets[0][1].blog`');
    await expect(map({ ...base, plugins: ['./plugins/missing'] })).rejects.toThrow(/`plugins\[0\]` must name a plugin sitegen can load: no file or package .*plugins\/missing/);
    await expect(map({ ...base, presets: [['classic', { docs: { sidebarPath: './nope.js' } }]] })).rejects.toThrow('`presets[0][1].docs.sidebarPath` must name an existing sidebars file, got "./nope.js"');
  });

  it('warns about keys it does not know and accepts Docusaurus keys that change nothing here', async () => {
    const warnings: string[] = [];
    await map({ ...base, future: { v4: true, faster: { swcJsLoader: false } }, markdown: { mermaid: true }, sparkles: 1, storage: { type: 'sessionStorage' }, ssrTemplate: '<html></html>', webpack: { jsLoader: 'babel' }, deploymentBranch: 'gh-pages', githubHost: 'ghe.example', githubPort: '22' }, warnings);
    expect(warnings).toEqual(['docusaurus.config.js: `sparkles` is not a Docusaurus config key sitegen knows; it is ignored']);
  });

  it("applies a plugin module's validateOptions and validateThemeConfig, naming the key on failure", async () => {
    // A stand-in for a Joi schema: defaults applied, a wrong type rejected.
    const plugin = `
      const schema = { validate: (v) => typeof v.size === 'number' || v.size === undefined ? { value: { size: 3, ...v } } : { error: { message: '"size" must be a number' } } };
      const themeSchema = { unknown: () => ({ validate: (v) => ({ value: { ...v, extra: true } }) }) };
      module.exports = function plugin(context, options) { return { name: 'validated', options }; };
      module.exports.validateOptions = ({ validate, options }) => validate(schema, options);
      module.exports.validateThemeConfig = ({ validate, themeConfig }) => validate(themeSchema, themeConfig);
    `;
    fs.writeFileSync(path.join(siteDir, 'validated-plugin.js'), plugin);
    const config = await map({ ...base, themeConfig: { navbar: { title: 'T' } }, plugins: [['./validated-plugin.js', { id: 'one' }]] });
    const resolved = resolveConfig(config, 'docusaurus.config.js');
    const [factory, options] = resolved.plugins.find(([, o]) => (o as { id?: string } | undefined)?.id === 'one')!;
    expect(options).toEqual({ size: 3, id: 'one' });
    expect(((await factory({ siteDir, baseUrl: '/', siteConfig: resolved } as never, options)) as unknown as { options: unknown }).options).toEqual({ size: 3, id: 'one' });
    expect(resolved.themeConfig).toMatchObject({ extra: true });
    await expect(map({ ...base, plugins: [['./validated-plugin.js', { size: 'big' }]] })).rejects.toThrow('`plugins[0]` must be valid for the plugin: "size" must be a number');
  });

  it('names the docs and blog options it does not read yet, instead of dropping them unsaid', async () => {
    const warnings: string[] = [];
    const editUrl = () => 'x';
    const options = { docs: { sidebarPath: './sidebars.js', editUrl, remarkPlugins: [() => undefined], include: ['**/*.md'], editLocalizedFiles: true, docTagsListComponent: '@site/src/TagsList', docTagDocListComponent: '@site/src/TagDocs', sidebarWidth: 300 }, blog: { showReadingTime: true, feedOptions: { type: 'all' }, admonitions: { keywords: ['note'] } } };
    const resolved = resolveConfig(await map({ ...base, presets: [['classic', options]] }, warnings), 'docusaurus.config.js');
    // `remarkPlugins` and `admonitions` are read (see markdown-plugins.test.ts); an `editUrl` function is called for each doc (docs-edit-url.test.ts).
    expect(warnings).toEqual(['docusaurus.config.js: `presets[0][1].docs.sidebarWidth` is not read by sitegen yet; ignored']);
    expect(resolved.docs).toMatchObject({ editUrl, editLocalizedFiles: true, docTagsListComponent: '@site/src/TagsList', docTagDocListComponent: '@site/src/TagDocs' });
  });

  it("reads every blog option Docusaurus's blog plugin has, checked as its schema checks them", async () => {
    const warnings: string[] = [];
    const readingTime = () => 4;
    const processBlogPosts = () => undefined;
    const createFeedItems = () => [];
    const blog = {
      archiveBasePath: null,
      tagsBasePath: 'topics',
      pageBasePath: 'p',
      authorsBasePath: 'people',
      authorsMapPath: 'people.yml',
      include: ['**/*.md'],
      exclude: ['**/wip/**'],
      sortPosts: 'ascending',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      truncateMarker: /<!-- more -->/,
      tags: false,
      onInlineTags: 'throw',
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'log',
      editLocalizedFiles: true,
      readingTime,
      processBlogPosts,
      feedOptions: { type: 'all', title: 'Harbour feed', limit: false, xslt: true, createFeedItems },
      blogListComponent: '@site/src/components/List',
      blogPostComponent: '@theme/BlogPostPage',
      blogTagsListComponent: '@theme/BlogTagsListPage',
      blogTagsPostsComponent: '@theme/BlogTagsPostsPage',
      blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
      blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
      blogArchiveComponent: '@theme/BlogArchivePage',
    };
    const resolved = resolveConfig(await map({ ...base, presets: [['classic', { blog }]] }, warnings), 'docusaurus.config.js');
    expect(warnings).toEqual([]);
    if (!resolved.blog) throw new Error('no blog');
    // `type: 'all'` is the three feeds; `xslt: true` Docusaurus's own stylesheet for both XML feeds; a copyright of '' once there are feeds.
    expect(resolved.blog).toMatchObject({ ...blog, feedOptions: { type: ['rss', 'atom', 'json'], title: 'Harbour feed', limit: false, copyright: '', xslt: { rss: true, atom: true }, createFeedItems } });
    expect(resolved.blog.readingTime).toBe(readingTime);

    // Docusaurus's defaults.
    const defaults = resolveConfig(await map({ ...base, presets: [['classic', {}]] }), 'docusaurus.config.js').blog;
    expect(defaults).toMatchObject({ archiveBasePath: 'archive', tagsBasePath: 'tags', pageBasePath: 'page', authorsBasePath: 'authors', authorsMapPath: 'authors.yml', include: ['**/*.{md,mdx}'], sortPosts: 'descending', showLastUpdateTime: false, onInlineTags: 'warn', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'warn', editLocalizedFiles: false, feedOptions: { type: ['rss', 'atom'], copyright: '', limit: 20, xslt: { rss: null, atom: null } } });
    expect(defaults && defaults.truncateMarker.test('a {/* truncate */} b')).toBe(true);
    // No copyright default without feeds; one feed by name.
    const noFeeds = resolveConfig({ ...base, blog: { feedOptions: { type: null } } }, 'site.config.ts').blog;
    expect(noFeeds && noFeeds.feedOptions).toEqual({ type: null, limit: 20, xslt: { rss: null, atom: null } });
    expect(resolveConfig({ ...base, blog: { feedOptions: { type: 'json' } } }, 'site.config.ts').blog).toMatchObject({ feedOptions: { type: ['json'] } });

    // Bad values are named, and not converted (plugin options are checked with `convert: false`).
    const bad = async (options: Record<string, unknown>) => resolveConfig(await map({ ...base, presets: [['classic', { blog: options }]] }), 'docusaurus.config.js');
    await expect(bad({ sortPosts: 'newest' })).rejects.toThrow('must be "descending" or "ascending"');
    await expect(bad({ showLastUpdateTime: 'true' })).rejects.toThrow('must be a boolean');
    await expect(bad({ feedOptions: { type: 'xml' } })).rejects.toThrow('must be "rss", "atom", "json", "all", an array of them, or null');
    await expect(bad({ feedOptions: { limit: '5' } })).rejects.toThrow('must be a number, null or false');
    await expect(bad({ truncateMarker: '<!-- more -->' })).rejects.toThrow('must be a regular expression');
    await expect(bad({ onInlineTags: 'error' })).rejects.toThrow('must be "ignore", "log", "warn" or "throw"');
    await expect(bad({ processBlogPosts: 'sort' })).rejects.toThrow('must be a function');
    await expect(bad({ authorsBasePath: '' })).rejects.toThrow('must be a non-empty string');
  });

  it('reads every Markdown file as MDX unless markdown.format says otherwise, as Docusaurus 3 does', async () => {
    expect(resolveConfig(await map(base), 'docusaurus.config.js').markdown.format).toBe('mdx');
    expect(resolveConfig(await map({ ...base, markdown: { format: 'detect' } }), 'docusaurus.config.js').markdown.format).toBe('detect');
    // sitegen's own default: by extension.
    expect(resolveConfig(base, 'site.config.ts').markdown.format).toBe('detect');
    expect(() => resolveConfig({ ...base, markdown: { format: 'rst' } }, 'site.config.ts')).toThrow('must be "mdx", "md" or "detect"');
  });

  it('keeps broken anchors a warning unless onBrokenAnchors says throw, as Docusaurus does', async () => {
    expect(resolveConfig(await map({ ...base, onBrokenLinks: 'throw' }), 'docusaurus.config.js').onBrokenAnchors).toBe('warn');
    expect(resolveConfig(await map({ ...base, onBrokenAnchors: 'throw' }), 'docusaurus.config.js').onBrokenAnchors).toBe('throw');
  });

  it('reads an ES module config that uses require.resolve and __dirname, as Docusaurus allows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-esm-'));
    fs.writeFileSync(path.join(dir, 'sidebars.cjs'), 'module.exports = {};');
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      `export default { title: 'T', url: 'https:/t.example', baseUrl: '/', tagline: __dirname.length > 0 ? 'here' : '', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.cjs') }, blog: false }]] };\n`,
    );
    const warnings: string[] = [];
    const { config } = await loadConfig(dir, (m) => warnings.push(m));
    expect(config.docs).toMatchObject({ sidebarPath: path.join(dir, 'sidebars.cjs') });
    expect(config.tagline).toBe('here');
    // The browser's reading of the URL; Docusaurus would write "https:/t.example" into every canonical link.
    expect(config.url).toBe('https://t.example');
    expect(warnings).toEqual([expect.stringMatching(/docusaurus\.config\.js: `url` "https:\/t\.example" is read as "https:\/\/t\.example"$/)]);
    // The copy that ran it is gone.
    expect(fs.readdirSync(dir).sort()).toEqual(['docusaurus.config.js', 'sidebars.cjs']);
  });

  it('reads a config that imports as an ES module and exports with module.exports, as Docusaurus (jiti) allows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-mixed-'));
    fs.writeFileSync(path.join(dir, 'sidebars.js'), 'module.exports = {};');
    fs.writeFileSync(path.join(dir, 'palette.mjs'), "export const shades = { light: 'paper' };\n");
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      [
        "import { shades } from './palette.mjs';",
        "const config = { title: 'Mixed', url: 'https://m.example', baseUrl: '/', tagline: shades.light,",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };",
        'module.exports = config;',
      ].join('\n'),
    );
    const { config } = await loadConfig(dir, () => {});
    expect(config.title).toBe('Mixed');
    expect(config.tagline).toBe('paper');
    expect(config.docs).toMatchObject({ sidebarPath: path.join(dir, 'sidebars.js') });
    expect(fs.readdirSync(dir).sort()).toEqual(['docusaurus.config.js', 'palette.mjs', 'sidebars.js']);
  });

  it("loads a plugin package of ES modules that uses CommonJS's __dirname, as Docusaurus (jiti) does", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-esm-dirname-'));
    const pkg = path.join(dir, 'node_modules', 'docusaurus-plugin-zoom-like');
    fs.mkdirSync(path.join(pkg, 'lib'), { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'docusaurus-plugin-zoom-like', type: 'module', main: 'lib/index.js' }));
    // As docusaurus-plugin-image-zoom: `"type": "module"`, and `__dirname` at the top and in a hook.
    fs.writeFileSync(path.join(pkg, 'lib', 'index.js'), "import path from 'path';\nconst here = __dirname;\nexport default function () {\n  return { name: 'zoom-like', getClientModules() { return [path.resolve(here, './zoom')]; } };\n}\n");
    fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'Z', url: 'https://z.example', baseUrl: '/', plugins: ['docusaurus-plugin-zoom-like'] };\n");
    const { config } = await loadConfig(dir, () => undefined);
    const plugins = await Promise.all(config.plugins.map(([factory, options]) => factory({ siteDir: dir, baseUrl: '/', siteConfig: config } as never, options)));
    const plugin = plugins.find((p) => p?.name === 'zoom-like');
    expect(plugin?.getClientModules?.()).toEqual([path.join(pkg, 'lib', 'zoom')]);
  });

  it('reads a TypeScript config that uses require, require.resolve, __dirname and __filename, as Docusaurus allows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-ts-'));
    fs.writeFileSync(path.join(dir, 'sidebars.js'), 'module.exports = {};');
    fs.writeFileSync(path.join(dir, 'theme.js'), "module.exports = { name: 'monokai' };");
    fs.mkdirSync(path.join(dir, 'lib'));
    // A module of its own that names them too: each file's own folder.
    fs.writeFileSync(path.join(dir, 'lib', 'where.ts'), 'export const where: string = __dirname;\nexport const sidebar = require.resolve("../sidebars.js");\n');
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "import { resolve } from 'path';",
        "import { where, sidebar } from './lib/where';",
        "const theme: { name: string } = require('./theme.js');",
        "const config = { title: 'T', url: 'https://t.example', baseUrl: '/', tagline: [theme.name, resolve(__dirname, 'x'), __filename, where, sidebar].join('|'),",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };",
        'export default config;',
      ].join('\n'),
    );
    const { config } = await loadConfig(dir, () => undefined);
    expect(config.docs).toMatchObject({ sidebarPath: path.join(dir, 'sidebars.js') });
    expect(config.tagline?.split('|')).toEqual(['monokai', path.join(dir, 'x'), path.join(dir, 'docusaurus.config.ts'), path.join(dir, 'lib'), path.join(dir, 'sidebars.js')]);
  });

  it('resolves `./sidebars.js` to sidebars.ts in a TypeScript config, and a request without extension to its .ts file, as jiti does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-ts-js-'));
    fs.writeFileSync(path.join(dir, 'sidebars.ts'), "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n");
    fs.writeFileSync(path.join(dir, 'plugin.ts'), 'export default function plugin() { return { name: "p" }; }\n');
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "const config = { title: 'T', url: 'https://t.example', baseUrl: '/', tagline: require.resolve('./plugin'),",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };",
        'export default config;',
      ].join('\n'),
    );
    const { config } = await loadConfig(dir, () => undefined);
    expect(config.docs).toMatchObject({ sidebarPath: path.join(dir, 'sidebars.ts') });
    expect(config.tagline).toBe(path.join(dir, 'plugin.ts'));
    // A request that names no file at all still fails, with Node's message.
    fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), "export default { title: 'T', url: 'https://t.example', baseUrl: '/', tagline: require.resolve('./missing.js') };\n");
    await expect(loadConfig(dir, () => undefined)).rejects.toThrow(/Cannot find module '\.\/missing\.js'/);
  });
  it('reads a config that exports an async function, and one with top-level await (ES module and TypeScript), as Docusaurus documents', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-async-'));
    // CommonJS: an async function of no arguments giving the config.
    fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = async function createConfig() {\n  const title = await Promise.resolve('Async');\n  return { title, url: 'https://a.example', baseUrl: '/' };\n};\n");
    expect((await loadConfig(dir, () => undefined)).config.title).toBe('Async');
    fs.rmSync(path.join(dir, 'docusaurus.config.js'));
    for (const name of ['docusaurus.config.mjs', 'docusaurus.config.ts']) {
      fs.writeFileSync(path.join(dir, name), "const tagline = await new Promise((resolve) => setTimeout(() => resolve('awaited'), 5));\nexport default async () => ({ title: 'TLA', tagline, url: 'https://a.example', baseUrl: '/' });\n");
      const { config } = await loadConfig(dir, () => undefined);
      expect([name, config.title, config.tagline]).toEqual([name, 'TLA', 'awaited']);
      fs.rmSync(path.join(dir, name));
    }
  });

  describe('site keys written into every page or the build', () => {
    const resolve = async (raw: object) => resolveConfig(await map({ ...base, ...raw }), 'docusaurus.config.js');

    it('fills Docusaurus’s defaults, onDuplicateRoutes "warn" where sitegen’s own is "throw"', async () => {
      const config = await resolve({});
      expect({ headTags: config.headTags, stylesheets: config.stylesheets, scripts: config.scripts, staticDirectories: config.staticDirectories, noIndex: config.noIndex, titleDelimiter: config.titleDelimiter, baseUrlIssueBanner: config.baseUrlIssueBanner, onDuplicateRoutes: config.onDuplicateRoutes }).toEqual({
        headTags: [],
        stylesheets: [],
        scripts: [],
        staticDirectories: ['static'],
        noIndex: false,
        titleDelimiter: '|',
        baseUrlIssueBanner: true,
        onDuplicateRoutes: 'warn',
      });
      expect(resolveConfig({ title: 'T', url: 'https://t.example' }, 'site.config.ts').onDuplicateRoutes).toBe('throw');
    });

    it('reads each key as written, booleans from strings as Joi converts them', async () => {
      const headTags = [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://f.example' } }, { tagName: 'my-widget', customElement: true }];
      const stylesheets = ['https://c.example/a.css', { href: 'https://c.example/b.css', type: 'text/css', integrity: 'sha384-x' }];
      const scripts = ['https://c.example/a.js', { src: 'https://c.example/b.js', defer: true, 'data-site': 'x' }];
      const config = await resolve({ headTags, stylesheets, scripts, staticDirectories: ['public', '/abs/assets'], noIndex: 'true', titleDelimiter: '·', baseUrlIssueBanner: 'false', onDuplicateRoutes: 'ignore', customFields: { a: 1 } });
      expect(config).toMatchObject({ headTags, stylesheets, scripts, staticDirectories: ['public', '/abs/assets'], noIndex: true, titleDelimiter: '·', baseUrlIssueBanner: false, onDuplicateRoutes: 'ignore', customFields: { a: 1 } });
    });

    it('refuses a bad entry as Docusaurus’s schema does, naming the file and the entry', async () => {
      await expect(resolve({ scripts: ['a.js', { async: true }] })).rejects.toThrow('docusaurus.config.js: `scripts[1]` must be a plain string (the src), or an object with at least a "src" property, got object {"async":true}');
      await expect(resolve({ stylesheets: [{ type: 'text/css' }] })).rejects.toThrow('docusaurus.config.js: `stylesheets[0]` must be a plain string (the href), or an object with at least a "href" property');
      await expect(resolve({ headTags: [{ attributes: {} }] })).rejects.toThrow('docusaurus.config.js: `headTags[0].tagName` must be a string, got nothing (the key is missing)');
      await expect(resolve({ headTags: [{ tagName: 'meta', attributes: {} }, { tagName: 'link' }] })).rejects.toThrow('`headTags[1].attributes` must be an object of attributes (required unless `customElement: true`)');
      await expect(resolve({ headTags: ['<meta>'] })).rejects.toThrow('`headTags[0]` must be an object with at least a "tagName" and an "attributes" property, got "<meta>"');
      await expect(resolve({ headTags: [{ tagName: 'meta', attributes: { content: 3 } }] })).rejects.toThrow('`headTags[0].attributes.content` must be a string or a boolean, got number 3');
      // Docusaurus's htmlTags.ts check, at config time: a tag outside HTML needs customElement.
      await expect(resolve({ headTags: [{ tagName: 'my-widget', attributes: {} }] })).rejects.toThrow('`headTags[0].tagName` must be an HTML tag name (or the tag must set `customElement: true`), got "my-widget"');
      await expect(resolve({ staticDirectories: 'static' })).rejects.toThrow('`staticDirectories` must be a array');
      await expect(resolve({ noIndex: 'yes' })).rejects.toThrow('`noIndex` must be a boolean');
      await expect(resolve({ onDuplicateRoutes: 'error' })).rejects.toThrow('`onDuplicateRoutes` must be one of "ignore", "log", "warn", "throw", got "error"');
    });

    it('skips a static directory that does not exist, without a word, as Docusaurus does', async () => {
      const warnings: string[] = [];
      const config = resolveConfig(await map({ ...base, staticDirectories: ['static', 'not-there'] }, warnings), 'docusaurus.config.js');
      expect(config.staticDirectories).toEqual(['static', 'not-there']);
      expect(warnings).toEqual([]);
    });

    it('reads markdown.hooks and future as far as checking them, and takes the hash router (see tests/browser/hash-router.test.ts)', async () => {
      await expect(resolve({ markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: () => undefined } }, future: { v4: true, experimental_router: 'browser' } })).resolves.toBeDefined();
      await expect(resolve({ markdown: { hooks: { onBrokenMarkdownLinks: 'loud' } } })).rejects.toThrow('`markdown.hooks.onBrokenMarkdownLinks` must be one of "ignore", "log", "warn", "throw", or a function, got "loud"');
      expect(((await resolve({ future: { experimental_router: 'hash' } })) as { future?: unknown }).future).toMatchObject({ experimental_router: 'hash' });
      await expect(resolve({ future: { experimental_router: 'memory' } })).rejects.toThrow('`future.experimental_router`');
    });

    it('loads the site’s clientModules on every page, after customCss, by their paths from the site', async () => {
      const config = await resolve({ clientModules: ['./src/track.js'], presets: [['classic', { docs: false, blog: false, theme: { customCss: './src/css/custom.css' } }]] });
      const modules = await Promise.all(config.plugins.map(async ([factory, options]) => (await factory({ siteDir, baseUrl: '/', siteConfig: config } as never, options)).getClientModules?.() ?? []));
      expect(modules.flat()).toEqual([INFIMA_CSS, path.join(siteDir, 'src/css/custom.css'), path.join(siteDir, 'src/track.js')]);
    });

    it('takes customCss from theme-classic given in `themes` (a site without preset-classic), as from the preset', async () => {
      const config = await resolve({ themes: [['@docusaurus/theme-classic', { customCss: ['./src/css/brand.css', './src/css/tables.css'] }]] });
      const modules = await Promise.all(config.plugins.map(async ([factory, options]) => (await factory({ siteDir, baseUrl: '/', siteConfig: config } as never, options)).getClientModules?.() ?? []));
      expect(modules.flat()).toEqual([INFIMA_CSS, path.join(siteDir, 'src/css/brand.css'), path.join(siteDir, 'src/css/tables.css')]);
    });
  });

  it('builds a blog given an `id` as an instance of its own, beside the preset\'s `default` one, with the blog options\' defaults', async () => {
    const config = resolveConfig(await map({ ...base, presets: [['classic', { docs: false }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'harbour-news', routeBasePath: 'news' }]] }), 'docusaurus.config.js');
    expect(config.blog).toMatchObject({ routeBasePath: 'blog' });
    const instance = config.plugins.find(([, options]) => options.id === 'harbour-news');
    expect(instance?.[1]).toMatchObject({ id: 'harbour-news', routeBasePath: 'news', path: 'blog', postsPerPage: 10 });
    await expect(map({ ...base, plugins: [['@docusaurus/plugin-content-blog', { id: 'harbour-news', postsPerPage: 0 }]] })).rejects.toThrow('`plugins[0][1].postsPerPage` must be a positive integer');
  });
});

describe('Docusaurus’s site config keys sitegen takes as Docusaurus’s schema does', () => {
  it('moves the deprecated top-level onBrokenMarkdownLinks to markdown.hooks, over the hook, with Docusaurus’s warning', async () => {
    const warnings: string[] = [];
    const config = await map({ ...base, onBrokenMarkdownLinks: 'throw', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'warn' } } }, warnings);
    expect(config.markdown?.hooks).toEqual({ onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' });
    expect(warnings).toEqual(['docusaurus.config.js: The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.\nPlease migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.']);
    expect(withDocusaurusDefaults({ onBrokenMarkdownLinks: 'log' }).markdown).toMatchObject({ hooks: { onBrokenMarkdownLinks: 'log', onBrokenMarkdownImages: 'throw' } });
    await expect(map({ ...base, onBrokenMarkdownLinks: 'loud' })).rejects.toThrow('`onBrokenMarkdownLinks` must be one of "ignore", "log", "warn", "throw", got "loud"');
  });

  it('checks future, storage, webpack and ssrTemplate as Docusaurus’s schema, naming the key', async () => {
    await expect(map({ ...base, future: { v4: { removeLegacyPostBuildHeadAttribute: 'true', useCssCascadeLayers: false }, faster: true, experimental_vcs: 'default-v2' } })).resolves.toBeDefined();
    await expect(map({ ...base, future: { v4: { sparkle: true } } })).rejects.toThrow('`future.v4`');
    await expect(map({ ...base, future: { faster: 'yes' } })).rejects.toThrow('`future.faster`');
    await expect(map({ ...base, future: { experimental_faster: true } })).rejects.toThrow('has been renamed to `future.faster`');
    // Flags that need another flag on, as Docusaurus's postProcessDocusaurusConfig.
    await expect(map({ ...base, future: { faster: true } })).rejects.toThrow('docusaurus.config.js: Docusaurus config `future.faster.ssgWorkerThreads` requires the future flag `future.v4.removeLegacyPostBuildHeadAttribute` to be turned on.');
    await expect(map({ ...base, future: { v4: true, faster: { rspackPersistentCache: true, rspackBundler: false } } })).rejects.toThrow('Docusaurus config flag `future.faster.rspackPersistentCache` requires the flag `future.faster.rspackBundler` to be turned on.');
    await expect(map({ ...base, future: { v4: true, faster: true } })).resolves.toBeDefined();
    await expect(map({ ...base, future: { experimental_storage: {} } })).rejects.toThrow('has been promoted to a stable top-level `storage` config attribute');
    await expect(map({ ...base, storage: { type: 'cookies' } })).rejects.toThrow('`storage.type` must be one of "localStorage", "sessionStorage", got "cookies"');
    await expect(map({ ...base, webpack: { jsLoader: 'swc' } })).rejects.toThrow('`webpack.jsLoader`');
    await expect(map({ ...base, ssrTemplate: 3 })).rejects.toThrow('`ssrTemplate` must be a string');
  });

  it('takes plugin-svgr’s svgrConfig from preset-classic or the plugin, none with svgr: false, and refuses webpack.jsLoader beside SWC’s', async () => {
    expect((await map({ ...base, presets: [['classic', { docs: false, blog: false, svgr: { svgrConfig: { icon: true } } }]] })).svgr).toEqual({ svgrConfig: { icon: true } });
    expect((await map({ ...base, presets: [['classic', { docs: false, blog: false, svgr: false }]] })).svgr).toBe(false);
    expect((await map({ ...base, plugins: [['@docusaurus/plugin-svgr', { svgrConfig: { dimensions: false } }]] })).svgr).toEqual({ svgrConfig: { dimensions: false } });
    await expect(map({ ...base, plugins: [['svgr', { svgrConfig: 'no' }]] })).rejects.toThrow('`plugins[0][1].svgrConfig` must be an object');
    const jsLoader = () => ({ loader: 'babel-loader' });
    await expect(map({ ...base, webpack: { jsLoader } })).resolves.toMatchObject({ webpack: { jsLoader } });
    await expect(map({ ...base, webpack: { jsLoader }, future: { v4: true, faster: true } })).rejects.toThrow("`webpack.jsLoader` can't be used with siteConfig.future.faster.swcJsLoader at the same time.");
  });

  it('fills future and storage as Docusaurus’s postProcessDocusaurusConfig: flags left out follow future.v4', () => {
    const plain = withDocusaurusDefaults({});
    expect(plain.storage).toEqual({ type: 'localStorage', namespace: false });
    expect(plain.future.faster.rspackBundler).toBe(false);
    expect(plain.markdown).toMatchObject({ mdx1Compat: { comments: true, admonitions: true, headingIds: true } });
    const v4 = withDocusaurusDefaults({ future: { v4: true, faster: { rspackBundler: false } }, markdown: { mdx1Compat: { comments: true } } });
    expect(v4.storage).toEqual({ type: 'localStorage', namespace: true });
    expect(v4.future.faster).toMatchObject({ rspackBundler: false, swcJsLoader: true, ssgWorkerThreads: true });
    expect(v4.markdown).toMatchObject({ mdx1Compat: { comments: true, admonitions: false, headingIds: false } });
    expect(withDocusaurusDefaults({ future: { v4: { siteStorageNamespacing: true } }, storage: { namespace: false } }).storage.namespace).toBe(false);
    // Plugins of Docusaurus 3.0–3.9 (plugin-pwa 3.9's postBuild) read the flags under their old names.
    expect(v4.future.experimental_faster).toEqual(v4.future.faster);
    expect(plain.future.experimental_storage).toEqual(plain.storage);
  });

  it('makes the site storage Docusaurus’s createSiteStorage makes (its hash of the site’s address)', () => {
    // Docusaurus 3.10.2's own results for these configs.
    expect(createSiteStorage({ url: 'https://t.example', baseUrl: '/docs/', storage: { type: 'sessionStorage', namespace: true } })).toEqual({ type: 'sessionStorage', namespace: '-023' });
    expect(createSiteStorage({ url: 'https://t.example/', baseUrl: '/', storage: { type: 'localStorage', namespace: true } })).toEqual({ type: 'localStorage', namespace: '-722' });
    expect(createSiteStorage({ url: 'https://t.example', baseUrl: '/', storage: { type: 'localStorage', namespace: 'zmk' } })).toEqual({ type: 'localStorage', namespace: '-zmk' });
    expect(createSiteStorage({ url: 'https://t.example', baseUrl: '/', storage: { type: 'localStorage', namespace: false } })).toEqual({ type: 'localStorage', namespace: '' });
  });
});
