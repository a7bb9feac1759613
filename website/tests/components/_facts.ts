/**
 * Test helpers: read the fact sheets in ../shared/facts when they are available (they are
 * not needed to build the site, so tests that compare against them skip when absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyCorrections, parseTsv } from '../../scripts/import-facts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const factsDir = path.resolve(repoRoot, '../../shared/facts');
export const hasFacts = existsSync(path.join(factsDir, 'kconfig.tsv'));

/** The rows of a fact sheet as the import uses them: with `scripts/fact-corrections.ts` applied. */
export function readFacts(name: string): Array<Record<string, string>> {
  return applyCorrections(name, readRawFacts(name));
}

/** The rows of a fact sheet exactly as the file has them. */
export function readRawFacts(name: string): Array<Record<string, string>> {
  return parseTsv(readFileSync(path.join(factsDir, name), 'utf8'), name);
}

/** Decodes the few entities renderToStaticMarkup produces, so names can be searched for. */
export function decode(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Text content of all `<code>` elements in the markup. */
export function codeTexts(html: string): string[] {
  return [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, '')));
}
