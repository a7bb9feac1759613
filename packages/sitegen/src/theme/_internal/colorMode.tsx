import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ColorModeConfig } from '../../shared/types';
import { readStorage, removeStorage, writeStorage } from './storage';

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

/** localStorage key of the user's choice (the pre-paint script in the page head reads it too). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ColorModeContextValue {
  /** The mode in effect. */
  colorMode: ColorMode;
  /** What the user chose: a mode, or `system` to follow the operating system. */
  choice: ColorModeChoice;
  setChoice: (choice: ColorModeChoice) => void;
  /** Moves to the next choice (see nextChoice). */
  cycle: () => void;
  disableSwitch: boolean;
  /** Whether `system` is one of the toggle's choices. */
  respectPrefersColorScheme: boolean;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export const CHOICE_ORDER: readonly ColorModeChoice[] = ['light', 'dark', 'system'];

/**
 * The toggle's next choice, as theme-classic's getNextColorMode: light → dark → system when the
 * site follows the reader's system preference (`respectPrefersColorScheme`), else light ↔ dark.
 */
export function nextChoice(choice: ColorModeChoice, respectPrefersColorScheme = true): ColorModeChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  return CHOICE_ORDER[(CHOICE_ORDER.indexOf(choice) + 1) % CHOICE_ORDER.length] ?? 'light';
}

function isChoice(value: unknown): value is ColorModeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The choice that applies when nothing is stored (same rule as the pre-paint script). */
export function defaultChoice(config: ColorModeConfig): ColorModeChoice {
  if (config.disableSwitch) return config.defaultMode;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveMode(choice: ColorModeChoice): ColorMode {
  return choice === 'system' ? systemMode() : choice;
}

function applyToDocument(mode: ColorMode, choice: ColorModeChoice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice);
}

/**
 * Holds the colour mode. The server and the hydrating render use the configured default; the
 * real state (already applied to `<html>` by the inline head script) is read in an effect.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const { siteConfig } = useDocusaurusContext();
  const config = siteConfig.themeConfig.colorMode;
  const [state, setStateNow] = useState<{ colorMode: ColorMode; choice: ColorModeChoice }>(() => ({
    colorMode: config.defaultMode,
    choice: defaultChoice(config),
  }));
  // The document shows a new mode at once (applyToDocument); the context follows in a transition,
  // which React holds while a page's deferred content has still to hydrate (deferred-content.tsx).
  // Meanwhile the next toggle starts from the latest choice, not from the state on screen.
  const latestChoice = useRef(state.choice);
  const setState = useCallback((next: { colorMode: ColorMode; choice: ColorModeChoice }) => {
    latestChoice.current = next.choice;
    startTransition(() => setStateNow(next));
  }, []);

  // Adopt what the head script applied before paint.
  useEffect(() => {
    if (config.disableSwitch) {
      removeStorage(COLOR_MODE_STORAGE_KEY);
      setState({ colorMode: config.defaultMode, choice: config.defaultMode });
      applyToDocument(config.defaultMode, config.defaultMode);
      return;
    }
    const stored = readStorage(COLOR_MODE_STORAGE_KEY);
    const attrChoice = document.documentElement.getAttribute('data-theme-choice');
    const choice: ColorModeChoice = isChoice(stored) ? stored : isChoice(attrChoice) ? attrChoice : defaultChoice(config);
    const colorMode = resolveMode(choice);
    applyToDocument(colorMode, choice);
    setState({ colorMode, choice });
  }, [config, setState]);

  const apply = useCallback((choice: ColorModeChoice) => {
    const colorMode = resolveMode(choice);
    applyToDocument(colorMode, choice);
    setState({ colorMode, choice });
  }, [setState]);

  const setChoice = useCallback(
    (choice: ColorModeChoice) => {
      if (config.disableSwitch) return;
      writeStorage(COLOR_MODE_STORAGE_KEY, choice);
      apply(choice);
    },
    [apply, config.disableSwitch],
  );

  // Follow the operating system live while the choice is "system".
  useEffect(() => {
    if (state.choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => apply('system');
    query.addEventListener('change', onChange);
    // The state commits in a transition, so the system may have changed since the choice was made.
    if (resolveMode('system') !== state.colorMode) onChange();
    return () => query.removeEventListener('change', onChange);
  }, [state.choice, state.colorMode, apply]);

  // Another tab changed the choice.
  useEffect(() => {
    if (config.disableSwitch) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== COLOR_MODE_STORAGE_KEY) return;
      const value = event.key === null ? null : event.newValue;
      apply(isChoice(value) ? value : defaultChoice(config));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply, config]);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      colorMode: state.colorMode,
      choice: state.choice,
      setChoice,
      cycle: () => setChoice(nextChoice(latestChoice.current, config.respectPrefersColorScheme)),
      disableSwitch: config.disableSwitch,
      respectPrefersColorScheme: config.respectPrefersColorScheme,
    }),
    [state, setChoice, config.disableSwitch, config.respectPrefersColorScheme],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

const fallback: ColorModeContextValue = { colorMode: 'light', choice: 'light', setChoice: () => undefined, cycle: () => undefined, disableSwitch: true, respectPrefersColorScheme: false };

/** The colour mode; outside the provider (e.g. isolated component tests) a fixed light mode. */
export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext) ?? fallback;
}
