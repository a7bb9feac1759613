import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAnalysis } from '../../../src/node/render/page-analysis';
import { openBuildCache } from '../../../src/node/utils/build-cache';
import type { AnalyzedPage } from '../../../src/node/plugins/types';

const page = (body: string, script = 'main.1.js'): AnalyzedPage => ({ path: '/docs/a', url: 'https://x.test/docs/a', html: `<html><head><title>A</title></head><body><p>${body}</p><script src="/${script}"></script></body></html>` });

describe('page analysis', () => {
  it('runs the analyzers once per page body: new chunk names reuse the results, a changed body or analyzer does not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-analysis-'));
    let runs = 0;
    const analyzers: Array<[string, (p: AnalyzedPage) => unknown]> = [['words', (p) => (runs++, /<p>([^<]*)<\/p>/.exec(p.html)?.[1])]];
    const analyze = (fingerprint: string) => pageAnalysis(analyzers, fingerprint, openBuildCache(dir));
    expect(analyze('v1')(page('first')).data).toEqual({ words: 'first' });
    expect(analyze('v1')(page('first', 'main.2.js')).data).toEqual({ words: 'first' });
    expect(runs).toBe(1);
    expect(analyze('v1')(page('second')).data).toEqual({ words: 'second' });
    expect(analyze('v2')(page('first')).data).toEqual({ words: 'first' });
    expect(runs).toBe(3);
    fs.rmSync(dir, { recursive: true });
  });

  it('names the plugin and the page when an analyzer throws', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-analysis-'));
    const analyze = pageAnalysis([['broken', () => { throw new Error('no table'); }]], 'v1', openBuildCache(dir));
    expect(() => analyze(page('x'))).toThrow('Plugin broken: its page analyzer failed on /docs/a: no table');
    fs.rmSync(dir, { recursive: true });
  });
});
