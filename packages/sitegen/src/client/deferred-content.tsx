import { Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { usePromise } from './use-promise';
import { holdHydration, idleAfter, isShellHydrated, shellHydrated } from './hydration';
import { EARLY_CLICKS } from '../shared/types';

/**
 * Deferred content: a page's compiled Markdown, whose code the page's scripts leave out (see
 * deferredContentModule in src/node/bundle/deferred-content.ts). The server renders it in full,
 * inside a Suspense boundary; hydrating the page, React leaves that boundary's server HTML as it
 * is while the code is missing, and hydrates it in place once the code has loaded: when the
 * browser is idle after the rest of the page hydrated, or at the reader's first interaction.
 *
 * On client-side navigation there is no server HTML to keep: the route loads the content's code
 * before it shows (its `preload`, see loadRoute).
 *
 * The boundary hydrates later only if nothing above it changes before: updates that reach it
 * (context values, props) would make React drop its server HTML. So the contexts around content
 * keep their values across hydration, and those that change later (colour mode, location) change
 * in transitions, which React holds until the boundary has hydrated.
 */

type Props = Record<string, unknown>;
type Content = ComponentType<Props>;
export type ContentSource = { load: () => Promise<{ default: Content }> } | { component: Content };

/** A deferred content's component; `preload` loads its code (client-side navigation awaits it, see loadRoute). */
export interface DeferredContentComponent {
  (props: Props): ReactElement;
  preload: () => Promise<void>;
}

interface Deferred {
  component?: Content;
  /** What rendering waits for: the component; never, when its code failed to load on the first page. */
  ready?: Promise<Content>;
  /** Called once the first page's content has hydrated (or will never). */
  live?: () => void;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
let firstPageLoadTime: Promise<void> | undefined;

/** When the first page's deferred content loads: at idle after the page around it hydrated, or at the reader's first interaction. */
function contentLoadTime(): Promise<void> {
  firstPageLoadTime ??= new Promise<void>((resolve) => {
    const start = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    void idleAfter(shellHydrated(), 2000).then(start);
  });
  return firstPageLoadTime;
}

/**
 * Clicks on the first page's controls (tabs, buttons) before their code ran: React was not
 * managing those elements yet, so nothing handled them. They are replayed once React handles
 * them: the page around the content's when it has hydrated, the content's once it is live. (React
 * marks the elements it manages with a `__reactFiber$…` key.)
 */
const CONTROLS = 'button, [role="tab"]';
const waitingContents = new Set<Deferred>();
const earlyClicks: Element[] = [];
const isReactManaged = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function recordEarlyClick(target: EventTarget | null, event?: Event): void {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  if (!control || isReactManaged(control)) return;
  earlyClicks.push(control);
  // A click on the page around the content while React hydrates it can be React's own: it
  // hydrates the control at once to handle the click. Then it is not replayed (twice in all).
  if (event) window.addEventListener(event.type, () => isReactManaged(control) && forget(control), { once: true });
}

function forget(control: Element): void {
  const index = earlyClicks.lastIndexOf(control);
  if (index >= 0) earlyClicks.splice(index, 1);
}

/** Clicks the recorded controls React now handles (the others wait), in the order they were clicked. */
function replayEarlyClicks(): void {
  const ready = earlyClicks.filter((control) => control.isConnected && isReactManaged(control));
  for (const control of ready) forget(control);
  for (const control of ready) if (control instanceof HTMLElement) control.click();
}

const onEarlyClick = (event: Event) => recordEarlyClick(event.target, event);

function contentWaiting(deferred: Deferred): void {
  if (waitingContents.size === 0) {
    window.addEventListener('click', onEarlyClick, true);
    // The clicks before any script ran, which the page-scripts loader recorded; it records no more.
    const recorded = (window as unknown as Record<string, EventTarget[] | null | undefined>)[EARLY_CLICKS];
    (window as unknown as Record<string, null>)[EARLY_CLICKS] = null;
    for (const target of recorded ?? []) recordEarlyClick(target);
    // Controls of the page around the content (the colour toggle, the menu) answer once it has
    // hydrated, without waiting for the content.
    void shellHydrated().then(replayEarlyClicks);
  }
  waitingContents.add(deferred);
}

function contentLive(deferred: Deferred): void {
  if (!waitingContents.delete(deferred) || waitingContents.size > 0) return;
  window.removeEventListener('click', onEarlyClick, true);
  replayEarlyClicks();
  earlyClicks.length = 0;
}

/** The component a deferred module exports: the content, inside the boundary that defers its hydration. */
export function deferContent(source: ContentSource): DeferredContentComponent {
  const deferred: Deferred = 'component' in source ? { component: source.component } : {};
  let loading: Promise<Content> | undefined;
  const load = (): Promise<Content> => {
    if (deferred.component) return Promise.resolve(deferred.component);
    if ('component' in source) return Promise.resolve(source.component);
    // A failed load (a flaky network) is tried again by the next caller.
    loading ??= source.load().then(
      (module) => (deferred.component = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // On the first page (before it hydrates), the content is in the server HTML: its code waits.
  if ('load' in source && typeof document !== 'undefined' && !isShellHydrated()) {
    contentWaiting(deferred);
    holdHydration(
      new Promise<void>(
        (resolve) =>
          (deferred.live = () => {
            contentLive(deferred);
            resolve();
          }),
      ),
    );
    deferred.ready = contentLoadTime()
      .then(load)
      .catch((error: unknown) => {
        console.warn('The code of this page’s content did not load; the content stays static.', error);
        deferred.live?.();
        return new Promise<never>(() => undefined);
      });
  }

  function DeferredContent(props: Props): ReactElement {
    return (
      <Suspense fallback={<DroppedContent />}>
        <LiveContent deferred={deferred} load={load} props={props} />
      </Suspense>
    );
  }
  DeferredContent.preload = () => load().then(() => undefined);
  return DeferredContent;
}

function LiveContent({ deferred, load, props }: { deferred: Deferred; load: () => Promise<Content>; props: Props }): ReactElement {
  // Without preload (or server HTML to keep), rendering waits for the code; after a failure, a
  // new render (the error boundary's Try again) loads it anew.
  const Component =
    deferred.component ??
    usePromise(
      (deferred.ready ??= load().catch((error: unknown) => {
        deferred.ready = undefined;
        throw error;
      })),
    );
  useEffect(() => deferred.live?.(), [deferred]);
  return <Component {...props} />;
}

/**
 * Shown only if React gave up hydrating the content before its code loaded: something above it
 * changed outside a transition (see the note at the top). Loud, so that tests catch it.
 */
function DroppedContent(): null {
  useEffect(() => console.warn('A page’s deferred content was re-rendered before its code loaded; it shows again once loaded.'), []);
  return null;
}
