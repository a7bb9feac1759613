/**
 * theme-classic's `themeConfig.metadata` and theme-mermaid's `themeConfig.mermaid.theme` and
 * `themeConfig.mermaid.options`, as their validateThemeConfig schemas take them: kept for the
 * theme (SiteMetadata, Mermaid), bad values stopped with the key's path.
 */
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig, toClientConfig } from '../../../src/node/config/schema';
import { mermaidSettings } from '../../../src/shared/mermaid';

const file = 'docusaurus.config.js';
const base = { title: 'Lantern', url: 'https://lantern.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };
const resolved = async (themeConfig: object) => resolveConfig(await mapDocusaurusConfig({ ...base, themeConfig }, { siteDir: process.cwd(), file, warn: () => {} }), file);

describe('themeConfig.metadata', () => {
  it('keeps each entry’s attributes (id, name, property, content, itemprop, and others) for every page’s SiteMetadata', async () => {
    const metadata = [{ name: 'twitter:site', content: '@lantern' }, { property: 'og:locale:alternate', content: 'en_GB', id: 'alt' }, { itemprop: 'name', content: 'Lantern' }, { 'http-equiv': 'x-ua-compatible', content: 'ie=edge' }];
    expect(toClientConfig(await resolved({ metadata })).themeConfig.metadata).toEqual(metadata);
    expect((await resolved({})).themeConfig.metadata).toEqual([]);
  });

  it('stops on what is not an array of <meta> attributes', async () => {
    await expect(resolved({ metadata: { name: 'a', content: 'b' } })).rejects.toThrow(/themeConfig\.metadata.*must be an array of <meta> attributes/);
    await expect(resolved({ metadata: [{ name: 'a', content: 3 }] })).rejects.toThrow("docusaurus.config.js: `themeConfig.metadata[0].content` must be a string (an attribute of the <meta> tag), got number 3");
  });
});

describe('themeConfig.mermaid', () => {
  it('gives the theme of each colour mode and the options to Mermaid (theme-mermaid’s useMermaidConfig)', async () => {
    const mermaid = toClientConfig(await resolved({ mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { flowchart: { htmlLabels: false } } } })).themeConfig.mermaid;
    expect(mermaid).toEqual({ theme: { light: 'neutral', dark: 'forest' }, options: { flowchart: { htmlLabels: false } } });
    expect(mermaidSettings(mermaid, 'light')).toEqual({ flowchart: { htmlLabels: false }, theme: 'neutral' });
    expect(mermaidSettings(mermaid, 'dark')).toMatchObject({ flowchart: { htmlLabels: false }, theme: 'forest' });
    // One mode given: the other keeps theme-mermaid's default.
    expect(mermaidSettings(toClientConfig(await resolved({ mermaid: { theme: { dark: 'neutral' } } })).themeConfig.mermaid, 'light').theme).toBe('default');
  });

  it('stops on a theme that is not { light?, dark? } of names, or options that are not an object', async () => {
    await expect(resolved({ mermaid: { theme: { light: 3 } } })).rejects.toThrow(/themeConfig\.mermaid\.theme\.light.*must be a string/);
    await expect(resolved({ mermaid: { theme: { night: 'dark' } } })).rejects.toThrow(/themeConfig\.mermaid\.theme/);
    await expect(resolved({ mermaid: { options: 'dark' } })).rejects.toThrow(/themeConfig\.mermaid\.options.*must be an object/);
  });
});
