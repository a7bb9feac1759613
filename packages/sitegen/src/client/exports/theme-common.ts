/**
 * The parts of Docusaurus's `@docusaurus/theme-common` that sites' own components use: the colour
 * mode in Docusaurus's shape, and the theme config.
 */
import type { ThemeConfig } from '../../shared/types';
import { useColorMode as useThemeColorMode } from '../../theme/_internal/colorMode';
import { useSiteContext } from '../context';
import { selectPluralMessage } from './Translate';

export function useColorMode(): { colorMode: 'light' | 'dark'; setColorMode: (mode: 'light' | 'dark' | null) => void; isDarkTheme: boolean } {
  const { colorMode, setChoice } = useThemeColorMode();
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (mode) => setChoice(mode ?? 'system') };
}

export function useThemeConfig(): ThemeConfig {
  return useSiteContext().siteConfig.themeConfig;
}

/** A prism-react-renderer theme: the plain colours and one style per group of token types. */
export interface PrismTheme {
  plain: Record<string, string>;
  styles: Array<{ types: string[]; style: Record<string, string> }>;
}

/**
 * The theme's token colours as a prism-react-renderer theme, for components that highlight code
 * themselves (a live editor): the site's `prism.theme`/`prism.darkTheme` when its config sets
 * them, else the colours the theme's code blocks use (CSS variables, so they follow the mode).
 */
const THEME_TOKENS: PrismTheme = {
  plain: { color: 'var(--color-text)', backgroundColor: 'var(--color-code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--prism-comment)', fontStyle: 'italic' } },
    { types: ['keyword', 'atrule'], style: { color: 'var(--prism-keyword)' } },
    { types: ['class-name', 'function'], style: { color: 'var(--prism-function)' } },
    { types: ['attr-name', 'boolean', 'important', 'number', 'operator', 'variable', 'selector', 'constant'], style: { color: 'var(--prism-constant)' } },
    { types: ['string', 'char', 'regex', 'url'], style: { color: 'var(--prism-string)' } },
    { types: ['builtin', 'symbol', 'entity'], style: { color: 'var(--prism-symbol)' } },
  ],
};

export function usePrismTheme(): PrismTheme {
  const { prism } = useThemeConfig() as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } };
  const { colorMode } = useColorMode();
  const light = prism?.theme ?? THEME_TOKENS;
  return colorMode === 'dark' ? (prism?.darkTheme ?? light) : light;
}

/** Docusaurus's plural forms (`'One result|{count} results'`), chosen by the build's locale's plural rules. */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  return { selectMessage: selectPluralMessage };
}

/** What a theme component throws when used outside the provider it needs. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

/** theme-common's useContextualSearchFilters (a module of its own: it reads the docs' versions, which pages without docs leave out). */
export { useContextualSearchFilters } from './theme-common/contextual-search';

/** Versioned docs' preferred version, as theme-common re-exports it from the docs plugin's client. */
export { useDocsPreferredVersion } from './plugin-content-docs/versions';
/** The category of a category index page, as theme-common re-exports it from the docs plugin's client. */
export { useCurrentSidebarCategory } from './plugin-content-docs/sidebar';

export * from '../theme-common/index';
