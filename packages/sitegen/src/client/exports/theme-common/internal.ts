/**
 * `@docusaurus/theme-common/internal`: the parts of it that components ejected from theme-classic
 * import. The code block's (CodeBlock/*): its context, metadata and word wrap. Other areas may
 * add theirs here.
 */
export { CodeBlockContextProvider, useCodeBlockContext, useCodeWordWrap } from '../../../theme/_internal/codeBlock';
export { createCodeBlockMetadata, getLineNumbersStart, parseClassNameLanguage, parseCodeBlockTitle, parseLines } from '../../../shared/code-block';

/** A prism-react-renderer theme's plain colours as the CSS variables theme-classic's code blocks use (`--prism-color`, `--prism-background-color`). */
export function getPrismCssVariables(prismTheme: { plain: Record<string, unknown> }): Record<string, string> {
  const names: Record<string, string> = { color: '--prism-color', backgroundColor: '--prism-background-color' };
  return Object.fromEntries(Object.entries(prismTheme.plain).filter(([key, value]) => names[key] && typeof value === 'string').map(([key, value]) => [names[key]!, value as string]));
}

// The blog pages' titles and labels (theme-classic's Blog/Pages/*, BlogTagsPostsPage).
export { BlogAuthorNoPostsLabel, BlogAuthorsListViewAllLabel, translateBlogAuthorsListPageTitle, useBlogAuthorPageTitle, useBlogTagsPostsPageTitle } from '../../../theme/_internal/blogTitles';

// The title formatter (theme-classic's ThemeProvider/TitleFormatter) and the back-to-top button's behaviour.
export { TitleFormatterFnDefault, TitleFormatterProvider, useTitleFormatter, type TitleFormatterFn, type TitleFormatterParams } from '../../theme-common/title-formatter';
export { useBackToTopButton } from '../../../theme/_internal/backToTop';
// SiteMetadata's (theme-classic's): the search tag of pages outside docs, the page in other locales,
// and (sitegen's, for an ejected SiteMetadata) the page's canonical URL.
export { DEFAULT_SEARCH_TAG, useAlternatePageUtils, useDefaultCanonicalUrl } from '../../../theme/_internal/siteMetadata';
