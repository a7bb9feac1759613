/** `@theme/Icon/Copy`, as Docusaurus's theme names it: the theme's own drawing. */
export { CopyIcon as default } from '../../CodeBlock/icons';
