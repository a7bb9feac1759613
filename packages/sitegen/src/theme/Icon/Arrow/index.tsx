/** `@theme/Icon/Arrow`, as Docusaurus's theme names it: the theme's own drawing. */
export { ChevronIcon as default } from '../../_internal/icons';
