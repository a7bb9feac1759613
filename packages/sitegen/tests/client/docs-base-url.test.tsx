/**
 * The docs client's hooks on a site served under a base URL (a locale's `/en-US/`, as
 * certimate-go/docs serves its English pages, or a project site's `/repo/`): the router takes the
 * base URL as its basename, as the build and the browser render pages, while the docs' global data
 * has its paths with it, as Docusaurus's location has them.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../src/client/context';
import { useActivePlugin, useActiveVersion } from '../../src/client/exports/plugin-content-docs/client';
import { siteConfig } from '../theme/_render';

const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/en-US/docs',
      hasHomePage: true,
      versions: [{ name: 'current', label: 'Next', isLast: true, path: '/en-US/docs', mainDocId: 'intro', docs: [{ id: 'intro', path: '/en-US/docs/intro/' }], draftIds: [] }],
    },
  },
};

/** As entry.server.tsx renders a page: the location with the base URL, the base URL the basename. */
function renderAt(node: ReactNode, path: string, baseUrl = '/en-US/'): string {
  const basename = baseUrl.replace(/\/$/, '');
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig: { ...siteConfig, baseUrl, trailingSlash: true }, globalData }}>
      <StaticRouter location={`${basename}${path}`} basename={basename || undefined}>
        {node}
      </StaticRouter>
    </SiteContext.Provider>,
  );
}

describe('the docs hooks under a base URL', () => {
  const Active = () => <span>{`${useActivePlugin()?.pluginId ?? 'none'} ${String(useActivePlugin()?.pluginData.hasHomePage)} ${useActiveVersion()?.name ?? 'no version'}`}</span>;

  it("find the page's docs instance and version, whose paths have the base URL (the breadcrumbs' home link depends on it)", () => {
    expect(renderAt(<Active />, '/docs/intro/')).toBe('<span>default true current</span>');
    expect(renderAt(<Active />, '/blog/')).toBe('<span>none undefined no version</span>');
  });
});
