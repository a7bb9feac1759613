/** `@theme/Icon/Home`, as Docusaurus's theme names it: the theme's own drawing. */
export { HomeIcon as default } from '../../_internal/icons';
