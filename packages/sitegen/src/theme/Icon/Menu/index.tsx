/** `@theme/Icon/Menu`, as Docusaurus's theme names it: the theme's own drawing. */
export { MenuIcon as default } from '../../_internal/icons';
