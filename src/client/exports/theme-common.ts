/**
 * The parts of Docusaurus's `@docusaurus/theme-common` that sites' own components use: the colour
 * mode in Docusaurus's shape, and the theme config.
 */
import type { ThemeConfig } from '../../shared/types';
import { useColorMode as useThemeColorMode } from '../../theme/_internal/colorMode';
import { useSiteContext } from '../context';

export function useColorMode(): { colorMode: 'light' | 'dark'; setColorMode: (mode: 'light' | 'dark' | null) => void; isDarkTheme: boolean } {
  const { colorMode, setChoice } = useThemeColorMode();
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (mode) => setChoice(mode ?? 'system') };
}

export function useThemeConfig(): ThemeConfig {
  return useSiteContext().siteConfig.themeConfig;
}

/** Docusaurus's plural forms (`'One result|{count} results'`): sitegen builds English, so one form for 1, the other for the rest. */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  return {
    selectMessage(count, messages) {
      const forms = messages.split('|');
      return (count === 1 ? forms[0] : (forms[1] ?? forms[0])) ?? '';
    },
  };
}

/** What a theme component throws when used outside the provider it needs. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

/** Versioned docs' preferred version: sitegen builds one version, so there is none to prefer. */
export function useDocsPreferredVersion(): { preferredVersion: null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}
