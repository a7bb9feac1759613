import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/node/config/schema';

describe('config validation', () => {
  const base = { title: 'T', url: 'https://example.com' };
  it('fills defaults', () => {
    const c = resolveConfig(base, 'site.config.ts');
    expect(c.baseUrl).toBe('/');
    expect(c.trailingSlash).toBe(false);
    expect(c.themeConfig.colorMode.defaultMode).toBe('light');
    expect(c.blog && c.blog.postsPerPage).toBe(10);
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
  it('keeps what it does not validate, and fills nested defaults', () => {
    const plugin = () => ({ name: 'p' });
    const c = resolveConfig({ ...base, blog: false, onBrokenLinks: 'warn', plugins: [plugin, [plugin, { a: 1 }]], themeConfig: { colorMode: { defaultMode: 'dark' }, image: 'img/card.png' }, docs: { homeDocId: 'intro' } }, 'site.config.ts');
    expect(c.blog).toBe(false);
    expect(c.onBrokenAnchors).toBe('warn');
    expect(c.plugins).toEqual([[plugin, {}], [plugin, { a: 1 }]]);
    expect(c.themeConfig.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
    expect(c.themeConfig.navbar.items).toEqual([]);
    expect(c.themeConfig.image).toBe('img/card.png');
    expect(c.docs).toEqual({ path: 'docs', routeBasePath: 'docs', sidebarPath: false, breadcrumbs: false, homeDocId: 'intro', showLastUpdateTime: false, showLastUpdateAuthor: false });
    expect(c.mermaid).toEqual({ drawAt: 'build' });
  });
});
