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
