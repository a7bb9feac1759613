import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Clean form of a path: no trailing slash (the site uses trailingSlash: false). */
export function cleanPath(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p || '/';
}

/** The current page's path including the base URL, the form sidebar and nav links use. */
export function useActivePath(): string {
  const { pathname } = useLocation();
  return useBaseUrl(cleanPath(pathname));
}

/** Whether `href` (with base URL) points at `activePath`, ignoring query, hash and trailing slash. */
export function samePath(href: string | undefined, activePath: string): boolean {
  if (!href) return false;
  return cleanPath(href.split(/[?#]/)[0] ?? '') === cleanPath(activePath);
}
