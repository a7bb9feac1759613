/**
 * Docusaurus theme-common's small utilities that plugins and swizzled components import:
 * array helpers, regex matching, React hooks for callbacks and previous values, provider
 * composition, reduced motion and the window size class.
 */
import { createElement, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '../exports/useIsomorphicLayoutEffect';


/** The items that appear more than once (by `comparator`), each listed once per extra appearance, as Docusaurus's `duplicates`. */
export function duplicates<T>(array: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return array.filter((value, index) => array.findIndex((other) => comparator(value, other)) !== index);
}

export function uniq<T>(array: readonly T[]): T[] {
  return [...new Set(array)];
}

export function groupBy<T, K extends string>(array: readonly T[], key: (item: T) => K): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  for (const item of array) (groups[key(item)] ??= []).push(item);
  return groups;
}

/** Whether `str` matches the regular expression written in `regexString` (undefined never matches). */
export function isRegexpStringMatch(regexString: string | undefined, str: string): boolean {
  return typeof regexString === 'undefined' ? false : new RegExp(regexString, 'gi').test(str);
}

/** A callback whose identity never changes and that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: never[]) => ref.current(...args), []) as unknown as T;
}

/** The value `value` had at the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** One provider made of several, the first outermost. */
export function composeProviders(providers: Array<ComponentType<{ children: ReactNode }>>): ComponentType<{ children: ReactNode }> {
  return function ComposedProviders({ children }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children);
  };
}

// The theme's own test (its panels' animation length), as theme-common's export.
export { prefersReducedMotion } from '../../theme/_internal/Collapsible';

/** Docusaurus's breakpoint between its mobile and desktop layouts. */
const DESKTOP_MIN_WIDTH = 996;
type WindowSize = 'desktop' | 'mobile' | 'ssr';

function windowSize(desktopBreakpoint: number): WindowSize {
  if (typeof window === 'undefined') return 'ssr';
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/** `'ssr'` on the server and the first render, then `'desktop'` or `'mobile'`, updated on resize. */
export function useWindowSize({ desktopBreakpoint = DESKTOP_MIN_WIDTH }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(windowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/** Footer links in columns (`[{ title, items }]`) rather than a simple row. */
export function isMultiColumnFooterLinks(links: ReadonlyArray<unknown>): boolean {
  const first = links[0];
  return typeof first === 'object' && first !== null && 'title' in first;
}
