/** `@theme/Icon/LightMode`, as Docusaurus's theme names it: the theme's own drawing. */
export { SunIcon as default } from '../../_internal/icons';
