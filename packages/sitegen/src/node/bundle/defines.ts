import type { LoadedSite } from '../plugins/host';
import { vendorUrls } from './vendor';

/**
 * The compile-time constants of the client and theme, for both bundlers (values are JS source).
 * The pre-render bundle gets no vendor URLs: vendored packages only load in effects.
 */
export function siteDefines(site: LoadedSite, { dev, browser }: { dev: boolean; browser: boolean }): Record<string, string> {
  return {
    __SITEGEN_DEV__: JSON.stringify(dev),
    __SITEGEN_VENDOR__: JSON.stringify(browser ? vendorUrls(site.config.baseUrl) : {}),
    __SITEGEN_ANNOUNCEMENT_BAR__: JSON.stringify(!!site.config.themeConfig.announcementBar),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  };
}
