/** Stable (unhashed) class of the navbar search button, for the search feature to find it. */
export const SEARCH_BUTTON_CLASS = 'navbar-search-button';
/** Event the search button dispatches on `window` to open the search modal. */
export const OPEN_SEARCH_EVENT = 'sitegen:open-search';
