/** `@theme/Icon/ExternalLink`, as Docusaurus's theme names it: the theme's own drawing. */
export { ExternalIcon as default } from '../../_internal/icons';
