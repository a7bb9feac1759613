/**
 * `themeConfig.prism.theme` and `themeConfig.prism.darkTheme` (prism-react-renderer themes: their
 * `plain` colours and token `styles`), from a Docusaurus config to theme-common's
 * `usePrismTheme()`, as Docusaurus's: the dark theme in dark mode, else the light one (also in
 * dark mode when there is no dark theme).
 */
import os from 'node:os';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePrismTheme } from '../../src/client/exports/theme-common';
import { SiteContext } from '../../src/client/context';
import { mapDocusaurusConfig } from '../../src/node/config/docusaurus';
import { resolveConfig } from '../../src/node/config/schema';
import type { SiteConfig } from '../../src/shared/types';
import { ColorModeProvider } from '../../src/theme/_internal/colorMode';

/** prism-react-renderer's github (light) and dracula (dark) themes, shortened. */
const prism = {
  theme: { plain: { color: '#393A34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['comment'], style: { color: '#999988', fontStyle: 'italic' } }] },
  darkTheme: { plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [{ types: ['keyword'], style: { color: 'rgb(189, 147, 249)' } }] },
};
const { theme: github, darkTheme: dracula } = prism;

async function siteWith(prism: Record<string, unknown>, defaultMode: 'light' | 'dark'): Promise<SiteConfig> {
  const raw = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { prism, colorMode: { defaultMode, disableSwitch: true } } };
  return resolveConfig(await mapDocusaurusConfig(raw, { siteDir: os.tmpdir(), file: 'docusaurus.config.js', warn: () => undefined }), 'docusaurus.config.js') as unknown as SiteConfig;
}

function themeIn(config: SiteConfig): unknown {
  function Probe() {
    return <>{JSON.stringify(usePrismTheme())}</>;
  }
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig: config, globalData: {} }}>
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>
    </SiteContext.Provider>,
  );
  return JSON.parse(html.replace(/&quot;/g, '"'));
}

describe('prism.theme and prism.darkTheme through usePrismTheme()', () => {
  it('gives the light theme (its plain and styles) in light mode and the dark one in dark mode', async () => {
    expect(themeIn(await siteWith({ theme: github, darkTheme: dracula }, 'light'))).toEqual(github);
    const dark = themeIn(await siteWith({ theme: github, darkTheme: dracula }, 'dark')) as typeof dracula;
    expect(dark.plain).toEqual({ color: '#F8F8F2', backgroundColor: '#282A36' });
    expect(dark.styles).toEqual([{ types: ['keyword'], style: { color: 'rgb(189, 147, 249)' } }]);
  });

  it('gives the light theme in dark mode without a darkTheme, as theme-common does', async () => {
    expect(themeIn(await siteWith({ theme: github }, 'dark'))).toEqual(github);
  });
});
