/**
 * `themeConfig.docs.versionPersistence`, as theme-common's docsPreferredVersion storage: with
 * 'localStorage' (the default) the version a reader chooses is written under
 * `docs-preferred-version-<pluginId>` (in the site's storage namespace); with 'none' nothing is
 * written, the choice lasts for the page view.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { SiteContext } from '../../src/client/context';
import { setSiteStorage } from '../../src/client/site-storage';
import type { GlobalData, SiteConfig } from '../../src/shared/types';
import { siteConfig } from '../theme/_render';

const globalData: GlobalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro', docs: [{ id: 'intro', path: '/docs/next/intro' }], draftIds: [] },
        { name: '2.0', label: '2.0', isLast: true, path: '/docs', mainDocId: 'intro', docs: [{ id: 'intro', path: '/docs/intro' }], draftIds: [] },
      ],
    },
  },
};

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  const localStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
  (globalThis as { window?: unknown }).window = { localStorage, sessionStorage: localStorage };
});

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  setSiteStorage({ type: 'localStorage', namespace: '' });
});

/** A reader choosing version 2.0 in the version dropdown (its savePreferredVersionName). */
function choose(config: SiteConfig): void {
  function Chooser() {
    const { savePreferredVersionName } = useDocsPreferredVersion();
    savePreferredVersionName('2.0');
    return null;
  }
  renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig: config, globalData }}>
      <StaticRouter location="/docs/next/intro">
        <Chooser />
      </StaticRouter>
    </SiteContext.Provider>,
  );
}

const withDocs = (docs: Record<string, unknown> | undefined): SiteConfig => ({ ...siteConfig, themeConfig: { ...siteConfig.themeConfig, docs } as SiteConfig['themeConfig'] });

describe('themeConfig.docs.versionPersistence', () => {
  it("keeps the chosen version in localStorage by default and with 'localStorage', under the site's namespace", () => {
    choose(withDocs(undefined));
    expect(stored.get('docs-preferred-version-default')).toBe('2.0');
    stored.clear();
    setSiteStorage({ type: 'localStorage', namespace: '-abc' });
    choose(withDocs({ versionPersistence: 'localStorage' }));
    expect([...stored]).toEqual([['docs-preferred-version-default-abc', '2.0']]);
  });

  it("writes nothing with 'none'", () => {
    choose(withDocs({ versionPersistence: 'none' }));
    expect(stored.size).toBe(0);
  });
});
