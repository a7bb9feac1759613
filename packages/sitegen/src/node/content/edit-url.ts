import path from 'node:path';

/**
 * The pieces of the content plugins' edit links (docs, blog and pages: Docusaurus's getEditUrl
 * with normalizeUrl): a folder or file of the site as the URL names it, and an edit URL with a
 * path added.
 */

/** A folder or file of the site, relative to it with `/` between parts (`i18n/fr/docusaurus-plugin-content-blog`). */
export function siteRelativePath(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** Docusaurus's normalizeUrl for an edit URL and a path: one slash between, the URL's own kept. */
export function joinEditUrl(editUrl: string, relative: string): string {
  return relative ? `${editUrl.replace(/\/+$/, '')}/${relative.replace(/^\/+/, '')}` : editUrl;
}
