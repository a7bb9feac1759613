/** Browser side of the gtag plugin: one page_view per client-side route change. */
import type { RouteUpdate } from '../../src/client/lifecycles';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function onRouteDidUpdate({ location, previousLocation }: RouteUpdate): void {
  // The first load is counted by the bootstrap's config call; a jump to an anchor is no new page.
  if (!previousLocation || (previousLocation.pathname === location.pathname && previousLocation.search === location.search)) return;
  window.gtag?.('event', 'page_view', {
    page_title: document.title,
    page_location: window.location.href,
    page_path: location.pathname + location.search + location.hash,
  });
}
