/** `@theme/Icon/Success`, as Docusaurus's theme names it: the theme's own drawing. */
export { CheckIcon as default } from '../../CodeBlock/icons';
