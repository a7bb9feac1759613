/**
 * theme-common's title formatter (Docusaurus 3.10): every page's `<title>` goes through the
 * formatter that `@theme/ThemeProvider/TitleFormatter` provides, which a site swizzles to write
 * its titles another way; its `defaultFormatter` is "Page | Site".
 */
import { createContext, useContext, type ReactNode } from 'react';
import { formatPageTitle } from '../../shared/page-title';
import type { RoutePlugin } from '../../shared/types';
import { RouteContext, useSiteContext } from '../context';

export interface TitleFormatterParams {
  /** The page's own title (may be empty: the home page's). */
  title: string | undefined;
  siteTitle: string;
  titleDelimiter: string;
  /** The plugin that added the route on screen. */
  plugin: RoutePlugin;
  defaultFormatter: (params: Pick<TitleFormatterParams, 'title' | 'siteTitle' | 'titleDelimiter'>) => string;
}

export type TitleFormatterFn = (params: TitleFormatterParams) => string;

/** theme-common's TitleFormatterFnDefault: "Page | Site", the site title alone for a page without a title of its own. */
export const TitleFormatterFnDefault: TitleFormatterParams['defaultFormatter'] = ({ title, siteTitle, titleDelimiter }) => formatPageTitle(title, { title: siteTitle, titleDelimiter });

const TitleFormatterContext = createContext<TitleFormatterFn | null>(null);

export function TitleFormatterProvider({ formatter, children }: { formatter: TitleFormatterFn; children?: ReactNode }) {
  return <TitleFormatterContext.Provider value={formatter}>{children}</TitleFormatterContext.Provider>;
}

/** A route without a plugin (the 404 page) is given Docusaurus's: its core's `native`. */
const NO_PLUGIN: RoutePlugin = { name: 'native', id: 'default' };

/** Formats a page title with the provided formatter (the default one outside a ThemeProvider, as in a component's unit test). */
export function useTitleFormatter(): { format: (title: string | undefined) => string } {
  const formatter = useContext(TitleFormatterContext);
  const { title: siteTitle, titleDelimiter } = useSiteContext().siteConfig;
  // By Docusaurus's name, as the node side gives the route's plugin (plugins/host.ts).
  const plugin = useContext(RouteContext)?.plugin ?? NO_PLUGIN;
  return {
    format: (title) => (formatter ?? ((params) => params.defaultFormatter(params)))({ title, siteTitle, titleDelimiter, plugin, defaultFormatter: TitleFormatterFnDefault }),
  };
}
