import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let axeSource: string | undefined;

/** WCAG 2 A/AA violations axe-core finds on the page, as `rule: selectors` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through DevTools rather than as an inline <script>, which the served CSP refuses.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
