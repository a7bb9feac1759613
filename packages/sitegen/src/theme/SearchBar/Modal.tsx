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
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import searchTranslations from '@theme/SearchTranslations';
import type { DocSearchAskAiModal as DocSearchAskAiModalComponent } from '@docsearch/react/askaiModal';
import { SEARCH_LIMITS } from '../../shared/search';
import { createAlgoliaClient } from '../_internal/search/algolia';
import { createLocalSearchClient, docSearchAskAi, isExternalResult, resultUrl, searchPageUrl, searchParameters, searchSettings } from '../_internal/search/client';
import { trackOutcomes, type SearchOutcome } from '../_internal/search/outcome';
import { routerPath } from '../_internal/search/paths';
import { OutcomeScreen, useInputQuery } from './OutcomeScreen';
import './modal.css';

type ModalProps = Parameters<typeof DocSearchModalComponent>[0];
type TransformSearchClient = NonNullable<ModalProps['transformSearchClient']>;

/** The modal's wording: `@theme/SearchTranslations` (theme-search-algolia's, which a site swizzles to change it). */
const TRANSLATIONS = searchTranslations.modal as ModalProps['translations'] & { noResultsScreen: { noResultsText: string; suggestedQueryText: string }; errorScreen: { titleText: string; helpText: string } };

export interface SearchModalProps {
  onClose: () => void;
  /**
   * DocSearch's modal, passed in rather than imported here: the server bundle leaves packages to
   * Node, which cannot load DocSearch's ESM build (it names exports of a CommonJS module), and it
   * must never load it anyway since the modal only renders in the browser.
   */
  DocSearchModal: typeof DocSearchModalComponent;
  /** DocSearch's Ask AI modal, for a site whose `algolia.askAi` is set (loaded only then). */
  DocSearchAskAiModal?: typeof DocSearchAskAiModalComponent;
}

/** The DocSearch modal, on the local index or on Algolia; portalled to the body. */
export default function SearchModal({ onClose, DocSearchModal, DocSearchAskAiModal }: SearchModalProps) {
  const { siteConfig, i18n } = useDocusaurusContext();
  // The version being read (else the preferred or latest one): results from its docs only.
  const docsTags = useDocsContextualSearchTags();
  const docsTagsKey = docsTags.join(' ');
  const settings = useMemo(() => searchSettings(siteConfig, docsTagsKey ? docsTagsKey.split(' ') : [], i18n.currentLocale), [siteConfig, docsTagsKey, i18n.currentLocale]);
  const navigate = useNavigate();
  const { withBaseUrl } = useBaseUrlUtils();
  const [isAskAiActive, setAskAiActive] = useState(false);
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
      // Another site's result (`externalUrlRegex`) loads as a page; the site's own go through the router.
      navigate: ({ itemUrl }) => (isExternalResult(settings, itemUrl) ? window.location.assign(itemUrl) : navigate(routerPath(itemUrl, siteConfig.baseUrl))),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [navigate, siteConfig.baseUrl, settings],
  );

  // Algolia's records have absolute URLs: the site's own become its paths (theme-search-algolia's transformItems).
  const transformItems = useMemo<NonNullable<ModalProps['transformItems']>>(
    () => (items) => (settings.provider === 'algolia' ? items.map((item) => ({ ...item, url: resultUrl(settings, item.url, withBaseUrl) })) : items),
    [settings, withBaseUrl],
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

  const modalProps = {
    appId: settings.appId,
    apiKey: settings.apiKey,
    indices,
    transformSearchClient,
    transformItems,
    initialScrollY: initialScrollY.current,
    onClose,
    navigator,
    hitComponent: hitComponent as ModalProps['hitComponent'],
    resultsFooterComponent,
    maxResultsPerGroup: SEARCH_LIMITS.maxResultsPerGroup,
    recentSearchesLimit: SEARCH_LIMITS.recentSearches,
    recentSearchesWithFavoritesLimit: SEARCH_LIMITS.recentSearchesWithFavorites,
    placeholder: isAskAiActive ? searchTranslations.modal.searchBox.placeholderTextAskAi : searchTranslations.placeholder,
    translations: TRANSLATIONS,
  };
  const askAi = settings.provider === 'algolia' ? settings.askAi : undefined;
  return createPortal(
    <>
    {askAi && DocSearchAskAiModal ? (
      <DocSearchAskAiModal {...modalProps} askAi={docSearchAskAi(askAi)} isAskAiActive={isAskAiActive} onAskAiToggle={setAskAiActive} />
    ) : (
      <DocSearchModal {...modalProps} />
    )}
    {outcome && outcome.query === inputQuery && <OutcomeScreen outcome={outcome} translations={TRANSLATIONS} />}
    </>,
    document.body,
  );
}
