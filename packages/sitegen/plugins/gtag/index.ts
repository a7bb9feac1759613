/**
 * gtag: Google Analytics page views with IP anonymisation. The tag script loads `async` (it
 * never blocks rendering); the inline bootstrap records the first page view once, and the client
 * module records one more after each client-side route change. Nothing is added in the dev server.
 */
import path from 'node:path';
import type { InjectedHtmlTags, LoadContext, Plugin } from '../../src/node/plugins/types';

export interface GtagPluginOptions {
  /** The measurement id, e.g. `G-XXXXXXXXXX`, or several (as Docusaurus's: each configured, the tag loaded with the first). */
  trackingID: string | string[];
  /** Ask Google to drop the last octet of the visitor's IP address. Default: true. */
  anonymizeIP?: boolean;
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** What the tag needs in a Content-Security-Policy (Google's published list for gtag.js). */
export const GTAG_CSP = {
  'script-src': [GTAG_ORIGIN],
  'img-src': ['https://*.google-analytics.com', GTAG_ORIGIN],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTAG_ORIGIN],
};

const TRACKING_ID = /^[A-Z]{1,3}-[A-Z0-9-]+$/;

/** The inline bootstrap: the data layer, the gtag() queue and the config of each id, which sends the first page_view. */
export function gtagBootstrap(trackingID: string | string[], anonymizeIP: boolean): string {
  const configs = (Array.isArray(trackingID) ? trackingID : [trackingID]).map((id) => `gtag('config',${JSON.stringify(id)},{anonymize_ip:${anonymizeIP}});`);
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${configs.join('')}`;
}

export default function gtagPlugin(context: LoadContext, options: GtagPluginOptions): Plugin {
  const trackingID = options?.trackingID;
  const ids = Array.isArray(trackingID) ? trackingID : [trackingID];
  const bad = ids.findIndex((id) => typeof id !== 'string' || !TRACKING_ID.test(id));
  if (ids.length === 0 || bad !== -1) {
    throw new Error(`gtag plugin: \`trackingID\` must be a measurement id like "G-ABC123XYZ" (or a list of them), got ${JSON.stringify(ids.length === 0 ? trackingID : ids[bad])}`);
  }
  const anonymizeIP = options.anonymizeIP ?? true;
  if (context.dev) return { name: 'gtag' };
  return {
    name: 'gtag',
    getClientModules: () => [path.join(import.meta.dirname, 'client.ts')],
    injectHtmlTags(): InjectedHtmlTags {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: GTAG_ORIGIN } },
          // One tag for every id (Google's advice): loaded with the first, each configured below.
          { tagName: 'script', attributes: { async: true, src: `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids[0] as string)}` } },
          { tagName: 'script', innerHTML: gtagBootstrap(trackingID, anonymizeIP) },
        ],
      };
    },
  };
}
