/**
 * `sitegen/utils`: helpers for plugins, scripts and tests of a site, as `@docusaurus/utils` gives
 * them for Docusaurus sites. What is here is kept stable; the rest of the package is not API.
 */
export { cacheKey, openBuildCache, type BuildCache } from './build-cache';
export { escapeRegExp } from './regexp';
export { parseTsv, type TsvRow } from './tsv';
export { joinUrl, routeToHtmlFile } from './paths';
export { parseFrontMatter } from '../mdx/front-matter';
export { countWords, toPlainText } from '../content/markdown-meta';
export { findBrokenLinks, formatBrokenLinks, type BrokenLink, type RenderedPage } from '../links/check';
export { parseRedirectsFile, redirectTarget, type RedirectRule } from '../static-host/redirects-file';
export { cssModuleClassName } from '../bundle/css-modules';
export { SEARCH_INDEX_POINTER, type SearchIndexFile, type SearchIndexPointer } from '../../shared/search';
export { CHROMIUM_ARGS, chromiumPath } from '../mermaid/renderer';
