/** `@theme/Icon/WordWrap`, as Docusaurus's theme names it: the theme's own drawing. */
export { WrapIcon as default } from '../../CodeBlock/icons';
