import { useCallback, useMemo, useRef, useEffect, useState, type ReactNode } from 'react';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { createPortal } from 'react-dom';
import type { DocSearchModal as DocSearchModalComponent } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import { useNavigate } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { SEARCH_LIMITS } from '../../shared/search';
import { createAlgoliaClient } from '../_internal/search/algolia';
import { createLocalSearchClient, searchPageUrl, searchParameters, searchSettings } from '../_internal/search/client';
import { trackOutcomes, type SearchOutcome } from '../_internal/search/outcome';
import { routerPath } from '../_internal/search/paths';
import { OutcomeScreen, useInputQuery } from './OutcomeScreen';
import './modal.css';

type ModalProps = Parameters<typeof DocSearchModalComponent>[0];
type TransformSearchClient = NonNullable<ModalProps['transformSearchClient']>;

/**
 * The wording the product spec gives for the modal's screens, in the page's language by
 * theme-search-algolia's ids (`theme.SearchModal.<screen>.<key>`). Made when the modal's module
 * loads: in the browser only, after the strings are set.
 */
function modalTranslations() {
  const t = (screen: string, key: string, message: string) => translate({ id: `theme.SearchModal.${screen}.${key}`, message });
  return {
    startScreen: {
      recentSearchesTitle: t('startScreen', 'recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('startScreen', 'noRecentSearchesText', 'No recent searches'),
      favoriteSearchesTitle: t('startScreen', 'favoriteSearchesTitle', 'Favorite'),
      saveRecentSearchButtonTitle: t('startScreen', 'saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('startScreen', 'removeRecentSearchButtonTitle', 'Remove this search from history'),
      removeFavoriteSearchButtonTitle: t('startScreen', 'removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    noResultsScreen: { noResultsText: t('noResultsScreen', 'noResultsText', 'No results for'), suggestedQueryText: t('noResultsScreen', 'suggestedQueryText', 'Try searching for') },
    errorScreen: { titleText: t('errorScreen', 'titleText', 'Unable to fetch results'), helpText: t('errorScreen', 'helpText', 'You might want to check your network connection.') },
    footer: { selectText: t('footer', 'selectText', 'to select'), navigateText: t('footer', 'navigateText', 'to navigate'), closeText: t('footer', 'closeText', 'to close') },
  } satisfies ModalProps['translations'];
}
const TRANSLATIONS = modalTranslations();

export interface SearchModalProps {
  onClose: () => void;
  /**
   * DocSearch's modal, passed in rather than imported here: the server bundle leaves packages to
   * Node, which cannot load DocSearch's ESM build (it names exports of a CommonJS module), and it
   * must never load it anyway since the modal only renders in the browser.
   */
  DocSearchModal: typeof DocSearchModalComponent;
}

/** The DocSearch modal, on the local index or on Algolia; portalled to the body. */
export default function SearchModal({ onClose, DocSearchModal }: SearchModalProps) {
  const { siteConfig } = useDocusaurusContext();
  // The version being read (else the preferred or latest one): results from its docs only.
  const docsTags = useDocsContextualSearchTags();
  const docsTagsKey = docsTags.join(' ');
  const settings = useMemo(() => searchSettings(siteConfig, docsTagsKey ? docsTagsKey.split(' ') : []), [siteConfig, docsTagsKey]);
  const navigate = useNavigate();
  const returnFocus = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const initialScrollY = useRef(typeof window === 'undefined' ? 0 : window.scrollY);

  // Give focus back to what had it (usually the navbar button) when the modal goes away.
  useEffect(() => () => (returnFocus.current as HTMLElement | null)?.focus?.(), []);
  // The "Powered by Algolia" footer only when Algolia answers (modal.css hides it otherwise).
  useEffect(() => {
    document.body.dataset.searchProvider = settings.provider;
  }, [settings.provider]);

  // The outcome of the latest search drives our own error and no-results screens (OutcomeScreen).
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const inputQuery = useInputQuery();
  const transformSearchClient = useMemo<TransformSearchClient>(() => {
    const provider = settings.provider === 'local' ? createLocalSearchClient(siteConfig.baseUrl) : createAlgoliaClient(settings.appId, settings.apiKey);
    const tracked = trackOutcomes(provider, setOutcome);
    return (client) => ({ ...client, search: tracked.search as unknown as typeof client.search });
  }, [settings]);

  const indices = useMemo(() => [{ name: settings.indexName, searchParameters: searchParameters(settings) }], [settings]);

  const navigator = useMemo<ModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => navigate(routerPath(itemUrl, siteConfig.baseUrl)),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [navigate, siteConfig.baseUrl],
  );

  const hitComponent = useCallback(
    ({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
      <Link to={hit.url}>{children}</Link>
    ),
    [],
  );

  const resultsFooterComponent = useCallback<NonNullable<ModalProps['resultsFooterComponent']>>(
    ({ state }) => {
      const count = (state.context as { nbHits?: number }).nbHits ?? 0;
      return (
        <Link to={searchPageUrl(settings, state.query)} onClick={onClose} className="sitegen-search-all">
          {count > 0 ? translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count }) : translate({ message: 'See all results' })}
        </Link>
      );
    },
    [settings, onClose],
  );

  return createPortal(
    <>
    <DocSearchModal
      appId={settings.appId}
      apiKey={settings.apiKey}
      indices={indices}
      transformSearchClient={transformSearchClient}
      initialScrollY={initialScrollY.current}
      onClose={onClose}
      navigator={navigator}
      hitComponent={hitComponent as ModalProps['hitComponent']}
      resultsFooterComponent={resultsFooterComponent}
      maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
      recentSearchesLimit={SEARCH_LIMITS.recentSearches}
      recentSearchesWithFavoritesLimit={SEARCH_LIMITS.recentSearchesWithFavorites}
      placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
      translations={TRANSLATIONS}
    />
    {outcome && outcome.query === inputQuery && <OutcomeScreen outcome={outcome} translations={TRANSLATIONS} />}
    </>,
    document.body,
  );
}
