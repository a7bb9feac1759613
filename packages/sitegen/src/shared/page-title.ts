import type { SiteConfig } from './types';

/**
 * A page's `<title>`, by Docusaurus's default title formatter (theme-common's
 * TitleFormatterFnDefault): "Page | Site" with the site's `titleDelimiter`; the site title alone
 * for a page without a title of its own, or with the site's.
 */
export function formatPageTitle(title: string | undefined, site: Pick<SiteConfig, 'title' | 'titleDelimiter'>): string {
  const trimmed = title?.trim();
  return !trimmed || trimmed === site.title ? site.title : `${trimmed} ${site.titleDelimiter} ${site.title}`;
}
