import { createContext, useContext, type ReactNode } from 'react';
import type { GlobalData, RouteMeta, RoutePlugin, SiteConfig, SiteI18n, SiteStorage } from '../shared/types';

export interface SiteContextValue {
  siteConfig: SiteConfig;
  globalData: GlobalData;
  /** The locale of the build, with every locale's config (a build's site data has it). */
  i18n?: SiteI18n;
  /** The strings of `<Translate>` and `translate()` in that locale, by id. */
  codeTranslations?: Record<string, string>;
  /** Where the theme keeps the reader's choices (see site-storage.ts). */
  siteStorage?: SiteStorage;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSiteContext() was called outside the site provider: render the component inside the app root.');
  return value;
}

export interface CurrentRoute {
  path: string;
  meta: RouteMeta;
  /** The plugin that added the route (none on the 404 page). */
  plugin?: RoutePlugin;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const value = useContext(RouteContext);
  if (!value) throw new Error('useCurrentRoute() was called outside a route: missing route context.');
  return value;
}

/** What a parent of a nested route renders where it calls renderRoutes: the route inside it. */
export const NestedRouteContext = createContext<ReactNode>(null);

/** Head tags collected while pre-rendering (`@docusaurus/Head` children). */
export interface HeadCollector {
  /**
   * In render order; `instance` numbers each `<Head>` (react-helmet dedupes a meta across
   * instances, the later winning, not within one); `site` marks SiteMetadata's.
   */
  tags: Array<{ type: string; props: Record<string, unknown>; instance?: number; site?: boolean }>;
  /** The route's title through the title formatter (App's RouteTitle). */
  title?: string;
  /** How many `<Head>` elements have rendered. */
  instances?: number;
}

/** Which part of the app a `<Head>` is in: `site` for SiteMetadata's tags. */
export const HeadGroupContext = createContext<'site' | 'page'>('page');

export const HeadContext = createContext<HeadCollector | null>(null);
