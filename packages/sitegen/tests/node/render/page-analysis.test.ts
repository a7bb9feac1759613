import { describe, expect, it } from 'vitest';
import { pageAnalysis } from '../../../src/node/render/page-analysis';
import type { AnalyzedPage } from '../../../src/node/plugins/types';

const page = (body: string, script = 'main.1.js'): AnalyzedPage => ({ path: '/docs/a', url: 'https://x.test/docs/a', html: `<html><head><title>A</title></head><body><p>${body}</p><script src="/${script}"></script></body></html>` });

describe('page analysis', () => {
  it("takes the previous page's results when only its scripts changed, and runs the analyzers on a changed body or analyzer", () => {
    let runs = 0;
    const analyzers: Array<[string, (p: AnalyzedPage) => unknown]> = [['words', (p) => (runs++, /<p>([^<]*)<\/p>/.exec(p.html)?.[1])]];
    const analyze = (fingerprint: string) => pageAnalysis(analyzers, fingerprint);
    const first = analyze('v1')(page('first'));
    expect(first.data).toEqual({ words: 'first' });
    expect(analyze('v1')(page('first', 'main.2.js'), first)).toBe(first);
    expect(runs).toBe(1);
    expect(analyze('v1')(page('second'), first).data).toEqual({ words: 'second' });
    expect(analyze('v2')(page('first'), first).data).toEqual({ words: 'first' });
    expect(analyze('v1')(page('first')).data).toEqual({ words: 'first' });
    expect(runs).toBe(4);
  });

  it('names the plugin and the page when an analyzer throws', () => {
    const analyze = pageAnalysis([['broken', () => { throw new Error('no table'); }]], 'v1');
    expect(() => analyze(page('x'))).toThrow('Plugin broken: its page analyzer failed on /docs/a: no table');
  });
});
