import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { normalizePath } from '../../shared/paths';

/**
 * A path's route key (no trailing slash, no `.html`): links and the current page compare by it,
 * so `/docs/a/` (trailingSlash true) and `/docs/a` are the same page whatever the site writes.
 */
export const cleanPath = normalizePath;

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
