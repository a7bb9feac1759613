/** `@theme/Icon/Close`, as Docusaurus's theme names it: the theme's own drawing. */
export { CloseIcon as default } from '../../_internal/icons';
