/** `@theme/Icon/SystemColorMode`, as Docusaurus's theme names it: the theme's own drawing. */
export { SystemIcon as default } from '../../_internal/icons';
