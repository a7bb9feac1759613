import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_LOADER, renderPage } from '../../../src/node/render/html';
import { EARLY_CLICKS, PAGE_SCRIPTS_RAN } from '../../../src/shared/types';

const page = (scripts: string[]) =>
  renderPage({
    lang: 'en',
    title: 'T',
    meta: {},
    canonicalUrl: 'https://x.test/',
    siteTitle: 'X',
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    styles: [],
    scripts,
    appHtml: '<p>Hello</p>',
    headTags: [],
    injected: [],
    siteTags: [],
    noIndex: false,
  });

/** Runs the loader against a stand-in page, returning what it appended and when the "ran" mark came. */
function runLoader(list: string[], readyState: 'loading' | 'complete') {
  const appended: Array<{ src: string; async: boolean; onload?: () => void }> = [];
  const listeners: Record<string, () => void> = {};
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const events: string[] = [];
  const windowListeners: Record<string, (event: { target: unknown }) => void> = {};
  const win: Record<string, unknown> = { dispatchEvent: (event: { type: string }) => events.push(event.type), addEventListener: (type: string, listener: (event: { target: unknown }) => void) => (windowListeners[type] = listener) };
  const doc = {
    readyState,
    getElementById: () => ({ textContent: JSON.stringify(list) }),
    createElement: () => ({}) as { src: string; async: boolean },
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'Event', PAGE_SCRIPTS_LOADER)(
    win,
    doc,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
    class {
      constructor(public type: string) {}
    },
  );
  return { appended, listeners, frames, timers, events, win, windowListeners };
}

describe("a page's scripts", () => {
  it('are listed as data with one loader, the same on every page: no preloads or script tags the browser fetches at once', () => {
    const html = page(['/assets/js/main.1.js', '/assets/js/route.2.js']);
    expect(html).toContain('<script id="__sitegen_scripts" type="application/json">["/assets/js/main.1.js","/assets/js/route.2.js"]</script>');
    expect(html).toContain(`<script>${PAGE_SCRIPTS_LOADER}</script>`);
    expect(html).not.toMatch(/rel="preload" as="script"|<script[^>]* src=/);
    expect(page([])).not.toContain('__sitegen_scripts');
  });

  it('load after the page has parsed and painted, in order, and mark when the last has run', () => {
    const run = runLoader(['/main.js', '/a.js', '/b.js'], 'loading');
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded?.();
    // The next frame, then a task after it; a timer in case frames are not drawn.
    expect(run.appended).toEqual([]);
    run.frames.forEach((frame) => frame());
    run.timers.forEach((timer) => timer());
    expect(run.appended.map((s) => [s.src, s.async])).toEqual([['/main.js', false], ['/a.js', false], ['/b.js', false]]);
    expect(run.win[PAGE_SCRIPTS_RAN]).toBeUndefined();
    run.appended[2]?.onload?.();
    expect(run.win[PAGE_SCRIPTS_RAN]).toBe(true);
    expect(run.events).toEqual([PAGE_SCRIPTS_RAN]);
  });

  it('start at once on a page that has finished parsing, and load only once', () => {
    const run = runLoader(['/main.js'], 'complete');
    expect(run.frames).toHaveLength(1);
    run.timers.forEach((timer) => timer());
    run.frames.forEach((frame) => frame());
    run.timers.forEach((timer) => timer());
    expect(run.appended).toHaveLength(1);
  });

  it('come after clicks the loader records from the start, until deferred content takes the record over', () => {
    const run = runLoader(['/main.js'], 'loading');
    const tab = { id: 'tab' };
    run.windowListeners.click?.({ target: tab });
    expect(run.win[EARLY_CLICKS]).toEqual([tab]);
    // Taken over (set to null): the loader records no more.
    const recorded = run.win[EARLY_CLICKS];
    run.win[EARLY_CLICKS] = null;
    run.windowListeners.click?.({ target: { id: 'later' } });
    expect(recorded).toEqual([tab]);
  });
});
