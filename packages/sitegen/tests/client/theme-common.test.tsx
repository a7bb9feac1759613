/**
 * `@docusaurus/theme-common`'s public API as sitegen gives it (src/client/theme-common/): what
 * plugins' components and swizzled ones call, rendered on the server as pages are.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  ThemeClassNames,
  duplicates,
  groupBy,
  isRegexpStringMatch,
  listTagsByLetters,
  mergeSearchStrings,
  uniq,
  useAnchorTargetClassName,
  useClearQueryString,
  useCollapsible,
  useEvent,
  useHistorySelector,
  usePrevious,
  useQueryString,
  useQueryStringList,
  useSearchLinkCreator,
  useSearchQueryString,
  useStorageSlot,
  useWindowSize,
  usePluralForm,
} from '../../src/client/exports/theme-common';
import { SiteContext } from '../../src/client/context';
import { siteConfig } from '../theme/_render';

const render = (node: React.ReactNode, url = '/docs/intro?q=hold&tag=a&tag=b') =>
  renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig: { ...siteConfig, baseUrl: '/base/' }, globalData: {} }}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </SiteContext.Provider>,
  );

describe('theme-common hooks, on the server', () => {
  it('reads the query string through the router: one value, a repeated one, the search page’s q, and a selector', () => {
    function Probe() {
      const [q] = useQueryString('q');
      const [tags] = useQueryStringList('tag');
      const [search] = useSearchQueryString();
      const path = useHistorySelector(({ location }) => location.pathname);
      useClearQueryString();
      return <p>{`${q}|${tags.join(',')}|${search}|${path}`}</p>;
    }
    expect(render(<Probe />)).toBe('<p>hold|a,b|hold|/docs/intro</p>');
  });

  it('links to the search page under the base URL, and gives the server’s answers for the window, storage and collapsibles', () => {
    function Probe() {
      const link = useSearchLinkCreator()('hold tap');
      const size = useWindowSize();
      const [stored] = useStorageSlot('sitegen-test');
      const { collapsed } = useCollapsible({ initialState: () => true });
      const previous = usePrevious('now');
      const onClick = useEvent(() => 1);
      const plural = usePluralForm().selectMessage(2, 'One key|{count} keys');
      return <p>{[link, size, String(stored), String(collapsed), String(previous), typeof onClick, plural, String(useAnchorTargetClassName('x'))].join(' ')}</p>;
    }
    expect(render(<Probe />)).toBe('<p>/base/search?q=hold%20tap ssr null true undefined function {count} keys undefined</p>');
  });
});

describe('theme-common utilities', () => {
  it('has Docusaurus’s class names, array helpers, regex matching and search-string merging', () => {
    expect(ThemeClassNames.docs.docMarkdown).toBe('theme-doc-markdown');
    expect(ThemeClassNames.common.admonitionType('tip')).toBe('theme-admonition-tip');
    expect(ThemeClassNames.docs.docSidebarItemLinkLevel(2)).toBe('theme-doc-sidebar-item-link-level-2');
    expect(duplicates([1, 2, 1, 3, 1])).toEqual([1, 1]);
    expect(uniq(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(groupBy(['apple', 'avocado', 'kiwi'], (w) => w[0]!)).toEqual({ a: ['apple', 'avocado'], k: ['kiwi'] });
    expect(isRegexpStringMatch('^/docs/', '/docs/intro')).toBe(true);
    expect(isRegexpStringMatch(undefined, '/docs')).toBe(false);
    expect(mergeSearchStrings(['?a=1', '?b=2', undefined], 'append')).toBe('?a=1&b=2');
    expect(mergeSearchStrings(['?a=1', '?a=2'], 'set')).toBe('?a=2');
    expect(listTagsByLetters([{ label: 'wiring' }, { label: 'Keymaps' }, { label: 'keys' }])).toEqual([
      { letter: 'K', tags: [{ label: 'Keymaps' }, { label: 'keys' }] },
      { letter: 'W', tags: [{ label: 'wiring' }] },
    ]);
  });
});
