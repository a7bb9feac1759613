/**
 * Infima for a Docusaurus site, as theme-classic gives it (its getClientModules: Infima's CSS
 * first, the right-to-left build for a right-to-left locale). A Docusaurus site's pages and its
 * custom.css are written against Infima: its grid (`row`, `col`), buttons, hero, cards, badges,
 * spacing and text utilities, and its variables' default values.
 *
 * Infima is loaded in a cascade layer (`infima`, declared in the theme's global.css above
 * `sitegen-tokens`, where the theme's own design gives Infima's variables values): for such a
 * site Infima's values win over the theme's design, the theme's rules (unlayered) win over
 * Infima's where both style an element, and the site's CSS (unlayered, later) wins over both.
 * A site with sitegen's own config keeps the theme's design and does not load Infima.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from './types';
import { GENERATOR_ROOT } from '../bundle/aliases';

const STYLES = path.join(GENERATOR_ROOT, 'src', 'theme', 'styles');

export const INFIMA_PLUGIN_NAME = 'docusaurus-theme-classic-infima';

export default function infimaPlugin(context: LoadContext): Plugin {
  const direction = context.i18n?.localeConfigs[context.i18n.currentLocale]?.direction ?? 'ltr';
  return { name: INFIMA_PLUGIN_NAME, getClientModules: () => [path.join(STYLES, direction === 'rtl' ? 'infima-rtl.css' : 'infima.css')] };
}
