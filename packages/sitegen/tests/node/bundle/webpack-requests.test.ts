import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteWebpackRequests } from '../../../src/node/bundle/webpack-requests';

describe('webpack request forms for the render bundle', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-requests-'));
  const file = path.join(siteDir, 'src/components/List.js');
  for (const name of ['a.json', 'b.json', 'notes.md', 'nested/c.json']) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'src/data', name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'src/data', name), '[]');
  }

  it('leaves a file without them alone', () => {
    expect(rewriteWebpackRequests('import x from "./x";', file, siteDir)).toBeUndefined();
  });

  it('makes a template-literal request under @site/ relative', () => {
    expect(rewriteWebpackRequests('const d = require(`@site/src/data/${name}.json`);', file, siteDir)).toBe('const d = require(`../../src/data/${name}.json`);');
  });

  it('turns require.context into a table of the files it names, with keys(), as webpack does', () => {
    const code = rewriteWebpackRequests("const ctx = require.context('../data', true, /\\.json$/);", file, siteDir) ?? '';
    expect(code).toContain('"./a.json": () => require("../data/a.json")');
    expect(code).toContain('"./nested/c.json": () => require("../data/nested/c.json")');
    expect(code).not.toContain('notes.md');
    const flat = rewriteWebpackRequests("require.context('../data', false, /\\.json$/)", file, siteDir) ?? '';
    expect(flat).not.toContain('nested');
    // It runs: keys and lookups, and a missing key throws.
    const context = new Function('require', `return ${flat};`)((request: string) => `loaded ${request}`) as ((key: string) => string) & { keys(): string[] };
    expect(context.keys()).toEqual(['./a.json', './b.json']);
    expect(context('./b.json')).toBe('loaded ../data/b.json');
    expect(() => context('./zzz.json')).toThrow("Cannot find module './zzz.json'");
  });
});
