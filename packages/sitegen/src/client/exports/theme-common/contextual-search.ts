import { useSiteContext } from '../../context';
import { useDocsContextualSearchTags } from '../plugin-content-docs/versions';
import { DEFAULT_SEARCH_TAG } from '../../../theme/_internal/siteMetadata';

/**
 * theme-common's useContextualSearchFilters: what a search of the page on screen is narrowed to,
 * its locale and search tags (DEFAULT_SEARCH_TAG and the docs versions being read, as their pages'
 * SearchMetadata writes them: `docs-default-current`).
 */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { siteConfig, i18n } = useSiteContext();
  const docsTags = useDocsContextualSearchTags();
  return { locale: i18n?.currentLocale ?? siteConfig.i18n.defaultLocale, tags: [DEFAULT_SEARCH_TAG, ...docsTags] };
}
