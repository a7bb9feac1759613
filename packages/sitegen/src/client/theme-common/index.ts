/**
 * The rest of Docusaurus's `@docusaurus/theme-common` public API (its index), for plugins and
 * swizzled components written against it; `exports/theme-common.ts` has the colour mode, theme
 * config and Prism theme and re-exports these.
 */
export { ThemeClassNames } from './class-names';
export { createStorageSlot, listStorageKeys, useStorageSlot, type StorageSlot } from './storage';
export { mergeSearchParams, mergeSearchStrings, useClearQueryString, useHistorySelector, useQueryString, useQueryStringList, useSearchQueryString } from './query-string';
export { ErrorBoundaryError, ErrorBoundaryErrorMessageFallback, ErrorBoundaryTryAgainButton, ErrorCauseBoundary } from './errors';
export { Collapsible, useCollapsible } from './collapsible';
export {
  DraftBannerMessage,
  DraftBannerTitle,
  HtmlClassNameProvider,
  listTagsByLetters,
  NavbarSecondaryMenuFiller,
  PageMetadata,
  processAdmonitionProps,
  SkipToContentFallbackId,
  SkipToContentLink,
  ThemedComponent,
  translateTagsPageTitle,
  UnlistedBannerMessage,
  UnlistedBannerTitle,
  UnlistedMetadata,
  useAnchorTargetClassName,
  useSearchLinkCreator,
  type TagLetterEntry,
} from './components';
export { composeProviders, duplicates, groupBy, isMultiColumnFooterLinks, isRegexpStringMatch, prefersReducedMotion, uniq, useEvent, usePrevious, useWindowSize } from './utils';
