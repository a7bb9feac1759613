import { describe, expect, it } from 'vitest';
import { routeChunkFilesCode } from '../../../src/node/bundle/route-chunk-files';

describe('routeChunkFilesCode', () => {
  it('writes the same script for the same files, whatever order the bundler listed their chunks in (a batch built from its cache against a cold one)', () => {
    const cold = routeChunkFilesCode({ javascript: { 'docs-a': 'assets/js/a.js', 'docs-b': 'assets/js/b.js', '12': 'assets/js/12.js' }, 'css/mini-extract': { 'docs-b': 'assets/css/b.css' }, deps: { 'docs-b': [3, 1] } });
    const rebuilt = routeChunkFilesCode({ 'css/mini-extract': { 'docs-b': 'assets/css/b.css' }, deps: { 'docs-b': [3, 1] }, javascript: { '12': 'assets/js/12.js', 'docs-b': 'assets/js/b.js', 'docs-a': 'assets/js/a.js' } });
    expect(rebuilt).toBe(cold);
    // Lists keep their order (a chunk's deps load in it).
    expect(cold).toContain('"deps":{"docs-b":[3,1]}');
  });
});
