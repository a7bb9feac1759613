/**
 * gtag: Google Analytics page views with IP anonymisation. The tag script loads `async` (it
 * never blocks rendering); the inline bootstrap records the first page view once, and the client
 * module records one more after each client-side route change. Nothing is added in the dev server.
 */
import path from 'node:path';
import type { InjectedHtmlTags, LoadContext, Plugin } from '../../src/node/plugins/types';

export interface GtagPluginOptions {
  /** The measurement id, e.g. `G-XXXXXXXXXX`. */
  trackingID: string;
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

/** The inline bootstrap: the data layer, the gtag() queue and the config that sends the first page_view. */
export function gtagBootstrap(trackingID: string, anonymizeIP: boolean): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(trackingID)},{anonymize_ip:${anonymizeIP}});`;
}

export default function gtagPlugin(context: LoadContext, options: GtagPluginOptions): Plugin {
  const trackingID = options?.trackingID;
  if (typeof trackingID !== 'string' || !TRACKING_ID.test(trackingID)) {
    throw new Error(`gtag plugin: \`trackingID\` must be a measurement id like "G-ABC123XYZ", got ${JSON.stringify(trackingID)}`);
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
          { tagName: 'script', attributes: { async: true, src: `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(trackingID)}` } },
          { tagName: 'script', innerHTML: gtagBootstrap(trackingID, anonymizeIP) },
        ],
      };
    },
  };
}
