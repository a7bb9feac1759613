/** `@theme/Icon/Language`, as Docusaurus's theme names it (the locale dropdown's): the theme's own drawing, a globe. */
export { LanguageIcon as default } from '../../_internal/icons';
