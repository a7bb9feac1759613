/** `@theme/Icon/Edit`, as Docusaurus's theme names it: the theme's own drawing. */
export { EditIcon as default } from '../../_internal/icons';
