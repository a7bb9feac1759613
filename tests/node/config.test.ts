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
    expect(() => resolveConfig({ ...base, themeConfig: { algolia: { appId: 1, apiKey: 'k', indexName: 'i' } } }, 'site.config.ts')).toThrow('`themeConfig.algolia.appId` must be a non-empty string, got number 1');
    expect(() => resolveConfig({ title: 'T' }, 'site.config.ts')).toThrow('`url` must be a string, got nothing (the key is missing)');
    expect(() => resolveConfig({ ...base, bundler: 'vite' }, 'site.config.ts')).toThrow('site.config.ts: `bundler` must be one of "rspack", "webpack", got "vite"');
  });
});
