import type { AnalyzedPage, PageAnalyzer } from '../plugins/types';
import { cacheKey } from '../utils/build-cache';

export interface PageAnalysis {
  /** Each analyzer's result, by plugin name. */
  data: Record<string, unknown>;
  /** What the results were worked out from: the analyzers' code and the page's body. */
  analysisKey: string;
}

/**
 * Runs the plugins' page analyzers on a page, or takes the results of the previous build's page
 * (kept with the route's render, see render/worker.ts) when the page's body is the same apart from
 * its scripts: those carry chunk names, which change on every page when any one page's bundle does
 * (an edit composes every page again, but changes one). `fingerprint` changes with the analyzers' code.
 */
export function pageAnalysis(analyzers: Array<[string, PageAnalyzer]>, fingerprint: string): (page: AnalyzedPage, previous?: PageAnalysis) => PageAnalysis {
  return (page, previous) => {
    const body = page.html.slice(Math.max(0, page.html.indexOf('<body'))).replace(/<script\b[\s\S]*?<\/script>/g, '');
    const analysisKey = cacheKey(fingerprint, page.url, body);
    if (previous?.analysisKey === analysisKey) return previous;
    const data: Record<string, unknown> = {};
    for (const [plugin, analyze] of analyzers) {
      try {
        data[plugin] = analyze(page);
      } catch (error) {
        throw new Error(`Plugin ${plugin}: its page analyzer failed on ${page.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { data, analysisKey };
  };
}
