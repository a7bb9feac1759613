/**
 * The first page hydrates in two steps: React hydrates the page around its content, then each
 * deferred content once its code has loaded (deferred-content.tsx). The document is marked
 * `data-hydrated` when both are done; islands and tests wait on that mark.
 */
let shellDone = false;
let resolveShell: () => void = () => undefined;
const shell = new Promise<void>((resolve) => (resolveShell = resolve));
const pending: Array<Promise<unknown>> = [];

/** Whether React has hydrated the first page (around its deferred content). */
export function isShellHydrated(): boolean {
  return shellDone;
}

/** Settles once React has hydrated the first page around its deferred content. */
export function shellHydrated(): Promise<void> {
  return shell;
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
    document.documentElement.dataset.hydrated = 'true';
  });
}
