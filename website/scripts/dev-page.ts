/**
 * What the two benches (bench.ts, bench-dev.ts) share to time an MDX edit in the dev server as a
 * reader sees it: a page opened and settled, and the moment a text appears on it.
 */
import type { Browser, Page } from 'playwright-core';

/**
 * Opens a dev-server page and waits until it has hydrated and then made no request for a second:
 * its lazily compiled parts (islands, fetched once it is idle) belong to its first compile, and
 * must not land in the first edit's timing. `openMs` is the time to hydration.
 */
export async function openSettledPage(browser: Browser, url: string): Promise<{ page: Page; openMs: number }> {
  const page = await browser.newPage();
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  const openedAt = Date.now();
  await page.goto(url, { timeout: 300_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 300_000 });
  const openMs = Date.now() - openedAt;
  while (Date.now() - lastRequestAt < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
  return { page, openMs };
}

/**
 * Starts watching the page for `text`; the returned function waits until it is on screen and
 * gives the moment it appeared (Date.now(), the same clock as this process's).
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { textSeenAt?: number };
    w.textSeenAt = undefined;
    const observer = new MutationObserver(() => {
      if (document.body.innerText.includes(wanted)) {
        w.textSeenAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { textSeenAt?: number }).textSeenAt !== undefined, null, { timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { textSeenAt: number }).textSeenAt);
  };
}
