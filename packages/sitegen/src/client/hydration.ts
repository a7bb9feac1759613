/**
 * The first page hydrates in two steps: React hydrates the page around its content, then each
 * deferred content once its code has loaded (deferred-content.tsx). The document is marked
 * `data-hydrated` when both are done (isPageHydrated); islands and tests wait on that.
 */
let shellDone = false;
let pageDone = false;
let resolveShell: () => void = () => undefined;
let resolvePage: () => void = () => undefined;
const shell = new Promise<void>((resolve) => (resolveShell = resolve));
const page = new Promise<void>((resolve) => (resolvePage = resolve));
const pending: Array<Promise<unknown>> = [];

/** Whether React has hydrated the first page (around its deferred content). */
export function isShellHydrated(): boolean {
  return shellDone;
}

/** Settles once React has hydrated the first page around its deferred content. */
export function shellHydrated(): Promise<void> {
  return shell;
}

/** Whether the first page has hydrated in full (its deferred content too). */
export function isPageHydrated(): boolean {
  return pageDone;
}

/** Settles once the first page has hydrated in full. */
export function pageHydrated(): Promise<void> {
  return page;
}

/** Settles when the browser is first idle after `event` (or after `timeout` ms of waiting). */
export function idleAfter(event: Promise<void>, timeout: number): Promise<void> {
  return event.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 1);
      }),
  );
}

/** Work the first page's hydration is complete only after (registered before the shell hydrates). */
export function holdHydration(work: Promise<unknown>): void {
  pending.push(work);
}

/** The app calls this once it has hydrated (or rendered, without server HTML). */
export function markShellHydrated(): void {
  if (shellDone) return;
  shellDone = true;
  resolveShell();
  void Promise.allSettled(pending).then(() => {
    pageDone = true;
    // A mark tests (and curious readers) can wait on.
    document.documentElement.dataset.hydrated = 'true';
    resolvePage();
  });
}
