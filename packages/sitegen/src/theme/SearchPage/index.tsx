import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import { useLocation, useNavigate } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { SEARCH_LIMITS } from '../../shared/search';
import { createSearchClient, parseSearchPageQuery, resultUrl, searchPageQuery, searchParameters, searchSettings, type SearchClient } from '../_internal/search/client';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { suggestQueries } from '../_internal/search/outcome';
import { groupHitsByPage, type PageGroup } from '../_internal/search/groups';
import type { SearchResult } from '../_internal/search/localEngine';
import styles from './styles.module.css';

type Status = { kind: 'idle' } | { kind: 'loading'; stalled: boolean } | { kind: 'done'; result: SearchResult; suggestions: string[] } | { kind: 'error' };

/**
 * The search page: a query box whose text the URL follows (`?q=`), results 20 a page grouped by
 * the page they are on, and pagination. Uses the same provider as the modal.
 */
export default function SearchPage() {
  const { siteConfig, i18n } = useDocusaurusContext();
  // The version being read (else the preferred or latest one): results from its docs only.
  const docsTags = useDocsContextualSearchTags();
  const docsTagsKey = docsTags.join(' ');
  const settings = useMemo(() => searchSettings(siteConfig, docsTagsKey ? docsTagsKey.split(' ') : [], i18n.currentLocale), [siteConfig, docsTagsKey, i18n.currentLocale]);
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const navigate = useNavigate();
  const { withBaseUrl } = useBaseUrlUtils();
  // The pre-rendered page has no query; the URL's query and page are read once hydrated.
  const { query: urlQuery, page } = isBrowser ? parseSearchPageQuery(location.search) : { query: '', page: 0 };
  const [input, setInput] = useState(urlQuery);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const client = useRef<Promise<SearchClient> | null>(null);

  // Back/forward or a link to /search?q=… while on this page: show that query.
  useEffect(() => {
    setInput(urlQuery);
  }, [urlQuery]);

  const query = input.trim();
  useEffect(() => {
    if (!isBrowser || !query) {
      setStatus({ kind: 'idle' });
      return;
    }
    let cancelled = false;
    setStatus((s) => (s.kind === 'done' ? s : { kind: 'loading', stalled: false }));
    const stall = setTimeout(() => !cancelled && setStatus((s) => (s.kind === 'loading' ? { kind: 'loading', stalled: true } : s)), SEARCH_LIMITS.stallMs);
    client.current ??= createSearchClient(siteConfig);
    client.current
      .then(async (c) => {
        const request = { indexName: settings.indexName, query, ...searchParameters(settings), page };
        const answer = (await c.search({ requests: [request] })).results[0];
        // Algolia's absolute URLs: the site's own become its paths (externalUrlRegex, replaceSearchResultPathname).
        const result = answer && settings.provider === 'algolia' ? { ...answer, hits: answer.hits.map((hit) => ({ ...hit, url: resultUrl(settings, hit.url, withBaseUrl) })) } : answer;
        const suggestions = result?.nbHits === 0 ? await suggestQueries(c, request).catch(() => []) : [];
        if (!cancelled && result) setStatus({ kind: 'done', result, suggestions });
      })
      .catch(() => {
        client.current = null;
        if (!cancelled) setStatus({ kind: 'error' });
      })
      .finally(() => clearTimeout(stall));
    return () => {
      cancelled = true;
      clearTimeout(stall);
    };
  }, [isBrowser, query, page, settings, siteConfig, withBaseUrl]);

  const onInput = (value: string) => {
    const cut = value.slice(0, SEARCH_LIMITS.maxQueryLength);
    setInput(cut);
    navigate({ pathname: location.pathname, search: searchPageQuery(cut.trim() ? cut : '') }, { replace: true });
  };
  // A results page is a history entry of its own, so Back returns to the previous one.
  const onPage = (next: number) => navigate({ pathname: location.pathname, search: searchPageQuery(query, next) });

  const title = query ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query }) : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  return (
    <Layout title={title} description={`Search ${siteConfig.title}`}>
      <main className="container page-narrow">
        <h1>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="search-page-input" className="sr-only">
            <Translate id="theme.SearchPage.inputLabel">Search query</Translate>
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            name="q"
            type="search"
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type a query' })}
            autoComplete="off"
            value={input}
            maxLength={SEARCH_LIMITS.maxQueryLength}
            onChange={(e) => onInput(e.target.value)}
          />
        </form>
        <SearchStatus status={status} query={query} onPage={onPage} onSuggestion={onInput} />
      </main>
    </Layout>
  );
}

interface SearchStatusProps {
  status: Status;
  query: string;
  onPage: (page: number) => void;
  onSuggestion: (query: string) => void;
}

function SearchStatus({ status, query, onPage, onSuggestion }: SearchStatusProps) {
  if (status.kind === 'idle') return <p className={styles.note}>Type words to search every docs page and blog post.</p>;
  if (status.kind === 'error')
    return (
      <div className={styles.note} role="alert">
        <p className={styles.errorTitle}>
          <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
        </p>
        <p>
          <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
        </p>
      </div>
    );
  if (status.kind === 'loading') return <p className={styles.note} aria-live="polite">{status.stalled ? 'Searching…' : ''}</p>;
  const { result } = status;
  if (result.nbHits === 0)
    return (
      <div className={styles.note} aria-live="polite">
        <p>
          <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results for</Translate> "<strong>{query}</strong>"
        </p>
        {status.suggestions.length > 0 && (
          <>
            <p>
              <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
            </p>
            <ul className={styles.suggestions}>
              {status.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  const first = result.page * result.hitsPerPage + 1;
  const last = first + result.hits.length - 1;
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {result.nbHits === 1 ? '1 result' : `${first}–${last} of ${result.nbHits} results`}
      </p>
      {groupHitsByPage(result.hits).map((group) => (
        <ResultGroup key={group.pageUrl} group={group} />
      ))}
      {result.nbPages > 1 && <Pagination page={result.page} pages={result.nbPages} onPage={onPage} />}
    </>
  );
}

function ResultGroup({ group }: { group: PageGroup }) {
  return (
    <section className={styles.group} aria-label={group.title}>
      <h2 className={styles.groupTitle}>
        <Link to={group.pageUrl}>{group.title}</Link>
        {group.section && <span className={styles.section}>{group.section}</span>}
      </h2>
      <ul className={styles.hits}>
        {group.hits.map((hit) => (
          <li key={hit.objectID} className={styles.hit}>
            <Link to={hit.url} className={styles.hitLink}>
              {/* Highlighted HTML from the provider: the text is escaped, only <mark> is markup. */}
              <span className={styles.hitTitle} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
              {hit.snippetHtml && <span className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const go = (next: number) => {
    onPage(next);
    window.scrollTo(0, 0);
  };
  return (
    <nav className={styles.pagination} aria-label="Search result pages">
      <button type="button" disabled={page === 0} onClick={() => go(page - 1)}>
        <Translate id="theme.docs.paginator.previous">Previous</Translate>
      </button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <button type="button" disabled={page >= pages - 1} onClick={() => go(page + 1)}>
        <Translate id="theme.docs.paginator.next">Next</Translate>
      </button>
    </nav>
  );
}
