import { useId, useState, type ComponentType, type CSSProperties, type ReactElement } from 'react';
import Loading from '@theme/Loading';
import { isPageHydrated } from './hydration';
import { loadIsland, registerIsland, type IslandEntry, type IslandModule } from './island-registry';
import { useLazy } from './lazy';

/**
 * Static islands: data-only components (reference tables, binding cards) whose code and data
 * stay out of the scripts a page lists. The server renders them in full; hydration adopts their
 * server HTML as it is, so the browser needs neither their code nor their data to open the page.
 * Their modules load when the browser is idle after hydration, for client-side navigation (which
 * has no server HTML to adopt); a route switch waits for the islands of the next page
 * (island-registry.ts).
 */

/** The wrapper has no box of its own: layout reads as if the component were there. */
const WRAPPER_STYLE: CSSProperties = { display: 'contents' };

/** The server HTML of an island, read from the page being hydrated. */
function readServerHtml(id: string): string | null {
  if (typeof document === 'undefined' || isPageHydrated()) return null;
  return document.querySelector(`[data-island="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/**
 * Makes a data-only component an island: `load` imports its module (a dynamic `import()`, so it
 * gets its own chunk). The returned component takes the same props and renders the same markup,
 * inside a `<div data-island>` with no box. Only for components without interactivity: after
 * hydration their server HTML stays as it is, with no event handlers.
 */
export function defineIsland<P extends object>(load: () => Promise<IslandModule<P>>): (props: P) => ReactElement {
  const entry: IslandEntry = { load: load as IslandEntry['load'] };
  registerIsland(entry);

  function LoadingIsland({ id, props }: { id: string; props: P }): ReactElement {
    const { value: Component, error, retry } = useLazy(() => loadIsland(entry) as Promise<ComponentType<P>>);
    return (
      <div data-island={id} style={WRAPPER_STYLE}>
        {Component ? <Component {...props} /> : <Loading error={error} retry={retry} />}
      </div>
    );
  }

  return function Island(props: P): ReactElement {
    const id = useId();
    const [serverHtml] = useState(() => (entry.component ? null : readServerHtml(id)));
    if (serverHtml !== null) return <div data-island={id} style={WRAPPER_STYLE} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    const Component = entry.component as ComponentType<P> | undefined;
    if (Component) {
      return (
        <div data-island={id} style={WRAPPER_STYLE}>
          <Component {...props} />
        </div>
      );
    }
    if (typeof document === 'undefined') throw new Error('An island was rendered on the server before its module loaded: await loadIslands() first.');
    return <LoadingIsland id={id} props={props} />;
  };
}
