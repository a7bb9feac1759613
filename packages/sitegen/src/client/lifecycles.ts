/**
 * Client module lifecycles (Docusaurus-compatible): a module listed by a plugin's
 * `getClientModules()` may export `onRouteDidUpdate({ location, previousLocation })`, called
 * after each route's content is on screen; on the first load `previousLocation` is null.
 */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteUpdate {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}

export interface ClientModule {
  onRouteDidUpdate?(update: RouteUpdate): void;
}

let clientModules: ClientModule[] = [];

export function setClientModules(modules: ClientModule[]): void {
  clientModules = modules;
}

/** Calls every client module's onRouteDidUpdate; one failing module does not stop the others. */
export function dispatchRouteDidUpdate(update: RouteUpdate): void {
  for (const module of clientModules) {
    try {
      module.onRouteDidUpdate?.(update);
    } catch (error) {
      console.error('A client module failed in onRouteDidUpdate', error);
    }
  }
}
