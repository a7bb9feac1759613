/**
 * What @docusaurus/theme-search-algolia adds to a site besides its search bar: the search page
 * at `themeConfig.algolia.searchPagePath` (default `search`; a falsy value turns it off), and the
 * OpenSearch description a browser finds through a `<link rel="search">` in every page, so the
 * site can be searched from its address bar. The page is the theme's `@theme/SearchPage`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '../plugins/types';
import { escapeHtml } from '../render/html';
import { joinUrl } from '../utils/paths';
import { usesHashRouter } from '../../shared/router';

const OPEN_SEARCH_FILE = 'opensearch.xml';

/** Docusaurus's default `searchPagePath` (theme-search-algolia's validateThemeConfig). */
export const DEFAULT_SEARCH_PAGE_PATH = 'search';

export interface AlgoliaSearchPageOptions {
  searchPagePath: string;
}

/** The search page path of a Docusaurus site's `themeConfig.algolia`, or undefined for none (no Algolia, or turned off). */
export function algoliaSearchPagePath(themeConfig: Record<string, unknown> | undefined): string | undefined {
  const algolia = themeConfig?.algolia as { searchPagePath?: unknown } | undefined;
  if (!algolia) return undefined;
  const value = 'searchPagePath' in algolia ? algolia.searchPagePath : DEFAULT_SEARCH_PAGE_PATH;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The site's address with its base URL and a trailing slash, as Docusaurus's normalizeUrl([url, baseUrl]) gives it. */
function siteAddress(context: LoadContext): string {
  return `${context.siteConfig.url.replace(/\/+$/, '')}${joinUrl(context.baseUrl)}`.replace(/\/?$/, '/');
}

/** The OpenSearch description theme-search-algolia writes (its templates/opensearch). */
export function openSearchXml(context: LoadContext, searchPagePath: string): string {
  const site = siteAddress(context);
  const { title, favicon } = context.siteConfig;
  const image = favicon ? `\n  <Image width="16" height="16" type="image/x-icon">${escapeHtml(site + favicon.replace(/^\//, ''))}</Image>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeHtml(title)}</ShortName>`,
    `  <Description>Search ${escapeHtml(title)}</Description>`,
    `  <InputEncoding>UTF-8</InputEncoding>${image}`,
    `  <Url type="text/html" method="get" template="${escapeHtml(site + searchPagePath.replace(/^\//, ''))}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeHtml(site)}${OPEN_SEARCH_FILE}" />`,
    `  <moz:SearchForm>${escapeHtml(site)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
}

export function algoliaSearchPagePlugin(context: LoadContext, options: AlgoliaSearchPageOptions): Plugin {
  return {
    name: 'docusaurus-theme-search-algolia',
    contentLoaded({ actions }) {
      actions.addRoute({ path: joinUrl(context.baseUrl, options.searchPagePath), component: '@theme/SearchPage', exact: true });
    },
    // As theme-search-algolia's shouldCreateOpenSearchFile: no OpenSearch file with the hash router.
    injectHtmlTags() {
      if (usesHashRouter(context.siteConfig)) return {};
      return { headTags: [{ tagName: 'link', attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: context.siteConfig.title, href: joinUrl(context.baseUrl, OPEN_SEARCH_FILE) } }] };
    },
    async postBuild({ outDir }) {
      if (usesHashRouter(context.siteConfig)) return;
      await fs.writeFile(path.join(outDir, OPEN_SEARCH_FILE), openSearchXml(context, options.searchPagePath));
    },
  };
}
