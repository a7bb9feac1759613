import { describe, expect, it } from 'vitest';
import { resolveConfig, toClientConfig } from '../../src/node/config/schema';
import { GLOB_EXCLUDE_DEFAULT, GLOB_INCLUDE_DEFAULT } from '../../src/node/utils/glob';

describe('config validation', () => {
  const base = { title: 'T', url: 'https://example.com' };
  it('fills defaults', () => {
    const c = resolveConfig(base, 'site.config.ts');
    expect(c.baseUrl).toBe('/');
    expect(c.trailingSlash).toBe(false);
    expect(c.themeConfig.colorMode.defaultMode).toBe('light');
    expect(c.blog && c.blog.postsPerPage).toBe(10);
    // theme-classic's blog sidebar groups posts by year unless told not to.
    expect(c.themeConfig.blog?.sidebar.groupByYear).toBe(true);
    expect(resolveConfig({ ...base, themeConfig: { blog: { sidebar: { groupByYear: false } } } }, 'site.config.ts').themeConfig.blog?.sidebar.groupByYear).toBe(false);
    expect(() => resolveConfig({ ...base, themeConfig: { blog: { sidebar: { groupByYear: 'no' } } } } as never, 'site.config.ts')).toThrow('`themeConfig.blog.sidebar.groupByYear` must be a boolean');
    expect(c.bundler).toBe('rspack');
    expect(resolveConfig({ ...base, bundler: 'webpack' }, 'site.config.ts').bundler).toBe('webpack');
  });
  it('names the key, the value and what was expected', () => {
    expect(() => resolveConfig({ ...base, baseUrl: 'docs' }, 'site.config.ts')).toThrow('site.config.ts: `baseUrl` must start and end with "/", got "docs"');
    expect(() => resolveConfig({ ...base, url: 'https://example.com/x/' }, 'site.config.ts')).toThrow('`url` must be an origin');
    expect(() => resolveConfig({ ...base, blog: { postsPerPage: 0 } }, 'site.config.ts')).toThrow('`blog.postsPerPage` must be a positive integer, got number 0');
    expect(() => resolveConfig({ ...base, themeConfig: { navbar: { items: [{ label: 'x' }] } } }, 'site.config.ts')).toThrow('`themeConfig.navbar.items[0]` must have a string `to` or `href`');
    expect(() => resolveConfig({ ...base, themeConfig: { navbar: { items: [{ type: 'html' }] } } }, 'site.config.ts')).toThrow('`themeConfig.navbar.items[0].value` must be a string of HTML (for an html item)');
    expect(resolveConfig({ ...base, themeConfig: { navbar: { items: [{ type: 'html', value: '<b>beta</b>', position: 'right' }] } } }, 'site.config.ts').themeConfig.navbar.items[0]).toMatchObject({ type: 'html', value: '<b>beta</b>' });
    expect(() => resolveConfig({ ...base, themeConfig: { algolia: { appId: 1, apiKey: 'k', indexName: 'i' } } }, 'site.config.ts')).toThrow('`themeConfig.algolia.appId` must be a non-empty string, got number 1');
    expect(() => resolveConfig({ title: 'T' }, 'site.config.ts')).toThrow('`url` must be a string, got nothing (the key is missing)');
    expect(() => resolveConfig({ ...base, bundler: 'vite' }, 'site.config.ts')).toThrow('site.config.ts: `bundler` must be one of "rspack", "webpack", got "vite"');
  });
  it('reports the key inside lists and the branch of a union that got furthest', () => {
    const plugin = () => ({ name: 'p' });
    expect(() => resolveConfig({ ...base, plugins: [plugin, 'p'] }, 'site.config.ts')).toThrow('`plugins[1]` must be a plugin function or [pluginFunction, options], got "p"');
    expect(() => resolveConfig({ ...base, plugins: [[plugin, 'x']] }, 'site.config.ts')).toThrow('`plugins[0][1]` must be an options object, got "x"');
    expect(() => resolveConfig({ ...base, blog: 'yes' }, 'site.config.ts')).toThrow('`blog` must be an object or false, got "yes"');
    expect(() => resolveConfig({ ...base, docs: { breadcrumbs: 'on' } }, 'site.config.ts')).toThrow('`docs.breadcrumbs` must be a boolean, got "on"');
    expect(() => resolveConfig({ ...base, themeConfig: { navbar: { items: [{ to: '/' }, { type: 'doc' }] } } }, 'site.config.ts')).toThrow('`themeConfig.navbar.items[1].docId` must be a doc id (for a doc item), got nothing (the key is missing)');
    expect(() => resolveConfig({ ...base, mermaid: { drawAt: 'server' } }, 'site.config.ts')).toThrow('`mermaid.drawAt` must be "build" or "browser", got "server"');
    expect(() => resolveConfig({ ...base, i18n: { defaultLocale: 'en', locales: 'en' } }, 'site.config.ts')).toThrow('`i18n.locales` must be an array of locale names, got "en"');
    expect(() => resolveConfig([], 'site.config.ts')).toThrow('site.config.ts: `default export` must be an object, got array []');
  });
  it("checks navbar items by theme-classic's rules, naming the item's key, a dropdown's items too", () => {
    const items = (...list: unknown[]) => ({ ...base, themeConfig: { navbar: { items: list } } });
    const error = (config: unknown) => {
      try {
        resolveConfig(config, 'docusaurus.config.js');
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(error(items({ type: 'dropdwn', label: 'More' }))).toBe('docusaurus.config.js: `themeConfig.navbar.items[0].type` must be a navbar item type: a link (no `type`), "dropdown", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", "html", "search", "localeDropdown" or "custom-<name>", got "dropdwn"');
    expect(error(items({ to: '/' }, { type: 'dropdown', label: 'More' }))).toBe('docusaurus.config.js: `themeConfig.navbar.items[1].items` must be an array of navbar items (for a dropdown item), got nothing (the key is missing)');
    const nested = { type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'dropdown', label: 'Deeper', items: [] }] };
    expect(error(items({ to: '/' }, { to: '/b' }, nested))).toMatch(/^docusaurus\.config\.js: `themeConfig\.navbar\.items\[2\]\.items\[1\]` must not be a dropdown: .*\(no nested dropdowns\), got object/);
    expect(error(items({ label: 'More', items: [{ type: 'search' }] }))).toContain('`themeConfig.navbar.items[0].items[0]` must not be a search bar');
    expect(error(items({ type: 'dropdown', items: [{ to: '/a', label: 'A' }, { type: 'doc' }] }))).toContain('`themeConfig.navbar.items[0].items[1].docId` must be a doc id (for a doc item), got nothing');
    expect(error(items({ type: 'dropdown', items: [{ to: '/a', label: 'A', position: 'right' }] }))).toContain('`themeConfig.navbar.items[0].items[0].position` must not be set on a dropdown\'s item, got "right"');
    expect(error(items({ type: 'dropdown', items: [{ label: 'A' }] }))).toContain('`themeConfig.navbar.items[0].items[0]` must have a string `to` or `href`');
    expect(error(items({ to: '/a', href: 'https://a.example', label: 'A' }))).toContain('`themeConfig.navbar.items[0]` must have a `to` or an `href`, not both');
    expect(error(items({ to: '/a', label: 'A', html: '<b>A</b>' }))).toContain('`themeConfig.navbar.items[0].html` must not be given with `label`');
    expect(error(items({ to: '/a', label: 'A', activeBaseRegex: '(' }))).toContain('`themeConfig.navbar.items[0].activeBaseRegex` must be a regular expression, got "("');
    expect(error(items({ to: '/a', label: 3 }))).toContain('`themeConfig.navbar.items[0].label` must be a string, got number 3');
    // The version items, with theme-classic's shapes for the dropdown's options.
    expect(error(items({ type: 'docsVersionDropdown', dropdownItemsAfter: {} }))).toContain('`themeConfig.navbar.items[0].dropdownItemsAfter` must be an array of navbar items, got object {}');
    expect(error(items({ type: 'docsVersionDropdown', dropdownItemsBefore: [{ label: 'A' }] }))).toContain('`themeConfig.navbar.items[0].dropdownItemsBefore[0]` must have a string `to` or `href`');
    expect(error(items({ type: 'docsVersionDropdown', versions: [] }))).toContain('`themeConfig.navbar.items[0].versions` must name at least one version');
    expect(error(items({ type: 'docsVersionDropdown', versions: { '2.0': { title: 'x' } } }))).toContain('`themeConfig.navbar.items[0].versions.2.0` must be an object like { label: "…" }');
    expect(error(items({ type: 'docsVersionDropdown', dropdownActiveClassDisabled: 'yes' }))).toContain('`themeConfig.navbar.items[0].dropdownActiveClassDisabled` must be a boolean, got "yes"');
    expect(error(items({ type: 'dropdown', items: [{ type: 'docsVersionDropdown' }] }))).toContain('`themeConfig.navbar.items[0].items[0]` must not be a dropdown');
    expect(error(items({ type: 'localeDropdown', dropdownItemsAfter: {} }))).toContain('`themeConfig.navbar.items[0].dropdownItemsAfter` must be an array of navbar items, got object {}');
    expect(error({ ...base, themeConfig: { navbar: { style: 'light' } } })).toContain('`themeConfig.navbar.style` must be "dark" or "primary", got "light"');
    expect(error({ ...base, themeConfig: { navbar: { logo: { alt: 'Logo' } } } })).toContain('`themeConfig.navbar.logo.src` must be a string (the image path), got nothing');
    // What theme-classic takes: a custom item with its own props, a link with `items` (a dropdown), a search item.
    const ok = [{ type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'All' }], versions: { current: { label: 'Tip' } } }, { type: 'docsVersion', label: 'Docs' }, { type: 'custom-status', lamp: 'lit', position: 'right' }, { label: 'More', items: [{ type: 'docSidebar', sidebarId: 'guide' }, { type: 'html', value: '<hr>' }, { type: 'custom-x' }] }, { type: 'search', position: 'right' }];
    const config = resolveConfig(items(...ok), 'docusaurus.config.js');
    expect(config.themeConfig.navbar.items).toEqual(ok);
    expect(config.themeConfig.navbar.hideOnScroll).toBe(false);
  });

  it('takes footer links as columns or as one simple list, not a mix, and a light footer by default', () => {
    const footer = (value: unknown) => ({ ...base, themeConfig: { footer: value } });
    expect(resolveConfig(footer({ links: [{ label: 'A', to: '/a' }, { html: '<b>B</b>' }] }), 'site.config.ts').themeConfig.footer).toEqual({ style: 'light', links: [{ label: 'A', to: '/a' }, { html: '<b>B</b>' }] });
    expect(resolveConfig(footer({ style: 'dark', links: [{ title: null, items: [] }] }), 'site.config.ts').themeConfig.footer.style).toBe('dark');
    expect(() => resolveConfig(footer({ links: [{ title: 'Docs', items: [] }, { label: 'A', to: '/a' }] }), 'site.config.ts')).toThrow("`themeConfig.footer.links[1]` must be a column { title, items } as the first one is: the footer's links are either columns of links or one simple list of links, not a mix of the two");
    expect(() => resolveConfig(footer({ links: [{ label: 'A', to: '/a' }, { title: 'Docs', items: [] }] }), 'site.config.ts')).toThrow('`themeConfig.footer.links[1]` must be a link as the first one is');
    expect(() => resolveConfig(footer({ links: [{ title: 'Docs', items: [{ to: '/a' }] }] }), 'site.config.ts')).toThrow('`themeConfig.footer.links[0].items[0].label` must be a string (the text of the link), got nothing');
    expect(() => resolveConfig(footer({ links: [{ label: 'A' }] }), 'site.config.ts')).toThrow('`themeConfig.footer.links[0]` must have a `to`, an `href` or `html`');
    expect(() => resolveConfig(footer({ links: [{ label: 'A', to: '/a', href: 'https://a.example' }] }), 'site.config.ts')).toThrow('`themeConfig.footer.links[0]` must have one of `to`, `href`, not 2');
    expect(() => resolveConfig(footer({ style: 'grey' }), 'site.config.ts')).toThrow('`themeConfig.footer.style` must be "dark" or "light", got "grey"');
    expect(() => resolveConfig(footer({ logo: { src: 'img/f.svg', width: true } }), 'site.config.ts')).toThrow('`themeConfig.footer.logo.width` must be a number or a string, got boolean true');
  });

  it('keeps what it does not validate, and fills nested defaults', () => {
    const plugin = () => ({ name: 'p' });
    const c = resolveConfig({ ...base, blog: false, onBrokenLinks: 'warn', plugins: [plugin, [plugin, { a: 1 }]], themeConfig: { colorMode: { defaultMode: 'dark' }, image: 'img/card.png' }, docs: { homeDocId: 'intro' } }, 'site.config.ts');
    expect(c.blog).toBe(false);
    expect(c.onBrokenAnchors).toBe('warn');
    expect(c.plugins).toEqual([[plugin, {}], [plugin, { a: 1 }]]);
    expect(c.themeConfig.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
    expect(c.themeConfig.navbar.items).toEqual([]);
    expect(c.themeConfig.image).toBe('img/card.png');
    expect(c.docs).toEqual({ path: 'docs', routeBasePath: 'docs', breadcrumbs: false, homeDocId: 'intro', showLastUpdateTime: false, showLastUpdateAuthor: false, includeCurrentVersion: true, disableVersioning: false, versions: {}, editCurrentVersion: false, editLocalizedFiles: false, tagsBasePath: 'tags', onInlineTags: 'warn', sidebarCollapsible: true, sidebarCollapsed: true, include: GLOB_INCLUDE_DEFAULT, exclude: GLOB_EXCLUDE_DEFAULT });
    expect(c.mermaid).toEqual({ drawAt: 'build' });
  });
  it('takes Docusaurus’s page-wide keys with their meaning, and gives the browser only those it reads', () => {
    const c = resolveConfig({ ...base, headTags: [{ tagName: 'meta', attributes: { name: 'n', content: 'c' } }], stylesheets: ['/x.css'], scripts: [{ src: '/x.js', defer: true }], staticDirectories: ['static', 'public'], noIndex: true, titleDelimiter: '–' }, 'site.config.ts');
    expect(c).toMatchObject({ stylesheets: ['/x.css'], scripts: [{ src: '/x.js', defer: true }], staticDirectories: ['static', 'public'], noIndex: true, titleDelimiter: '–', baseUrlIssueBanner: true, onDuplicateRoutes: 'throw' });
    const client = toClientConfig(c);
    expect(client).toMatchObject({ noIndex: true, titleDelimiter: '–', baseUrlIssueBanner: true });
    for (const key of ['headTags', 'stylesheets', 'scripts', 'staticDirectories', 'onDuplicateRoutes']) expect(client).not.toHaveProperty(key);
    expect(() => resolveConfig({ ...base, scripts: ['/a.js', 42] }, 'site.config.ts')).toThrow('site.config.ts: `scripts[1]` must be a plain string (the src), or an object with at least a "src" property, got number 42');
    expect(() => resolveConfig({ ...base, headTags: [{ tagName: 'link' }] }, 'site.config.ts')).toThrow('site.config.ts: `headTags[0].attributes` must be an object of attributes (required unless `customElement: true`)');
    expect(() => resolveConfig({ ...base, staticDirectories: ['static', 3] }, 'site.config.ts')).toThrow('site.config.ts: `staticDirectories[1]` must be a folder path, got number 3');
  });
});
