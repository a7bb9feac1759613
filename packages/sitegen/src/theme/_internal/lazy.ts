// The lazy-loading hook of the client runtime, for theme components and a site's own.
export { useLazy, type LazyState } from '../../client/lazy';
