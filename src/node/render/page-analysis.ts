import type { AnalyzedPage, PageAnalyzer } from '../plugins/types';
import { cacheKey, type BuildCache } from '../utils/build-cache';

export interface PageAnalysis {
  /** Each analyzer's result, by plugin name. */
  data: Record<string, unknown>;
  /** The cache entry the results are kept in. */
  analysisKey: string;
}

/**
 * Runs the plugins' page analyzers on a page, or takes their results from the previous build when
 * the page's body is the same apart from its scripts: those carry chunk names, which change on
 * every page when any one page's bundle does (an edit re-renders every page, but changes one).
 * `fingerprint` changes with the analyzers' code.
 */
export function pageAnalysis(analyzers: Array<[string, PageAnalyzer]>, fingerprint: string, cache: BuildCache): (page: AnalyzedPage) => PageAnalysis {
  return (page) => {
    const body = page.html.slice(Math.max(0, page.html.indexOf('<body'))).replace(/<script\b[\s\S]*?<\/script>/g, '');
    const analysisKey = cacheKey(fingerprint, page.url, body);
    const cached = cache.readText(analysisKey);
    if (cached !== undefined) return { data: JSON.parse(cached) as Record<string, unknown>, analysisKey };
    const data: Record<string, unknown> = {};
    for (const [plugin, analyze] of analyzers) {
      try {
        data[plugin] = analyze(page);
      } catch (error) {
        throw new Error(`Plugin ${plugin}: its page analyzer failed on ${page.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    cache.write(analysisKey, JSON.stringify(data));
    return { data, analysisKey };
  };
}
