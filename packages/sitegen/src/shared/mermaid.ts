/**
 * The Mermaid settings of each colour mode, from `themeConfig.mermaid` as theme-mermaid reads it
 * (its useMermaidConfig: `{ startOnLoad: false, ...options, theme: theme[colorMode] }`, themes
 * `default` and `dark` unless given). Shared by the build, which draws diagrams, and the browser,
 * which draws those the build could not. No dependencies.
 */

/** `themeConfig.mermaid`: Mermaid theme names by colour mode, and Mermaid's own config. */
export interface MermaidThemeConfig {
  theme?: { light?: string; dark?: string };
  options?: Record<string, unknown>;
}

export type MermaidSettings = Record<string, unknown> & { theme: string };

/** Mermaid's dark theme draws edge labels #ccc on #585858 (short of AA contrast): sitegen darkens them unless the site sets its own theme variables. */
const DARK_EDGE_LABELS = { edgeLabelBackground: '#3a3a3a' };

export function mermaidSettings(config: MermaidThemeConfig | undefined, mode: 'light' | 'dark'): MermaidSettings {
  const theme = config?.theme?.[mode] ?? (mode === 'dark' ? 'dark' : 'default');
  const options = config?.options ?? {};
  const fix = theme === 'dark' && options.themeVariables === undefined ? { themeVariables: DARK_EDGE_LABELS } : {};
  return { ...fix, ...options, theme };
}
