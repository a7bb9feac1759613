/** `@theme/Icon/DarkMode`, as Docusaurus's theme names it: the theme's own drawing. */
export { MoonIcon as default } from '../../_internal/icons';
