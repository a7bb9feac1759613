import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteWebpackRequests, type RequestContext } from '../../../src/node/bundle/webpack-requests';

describe('webpack request forms for the render bundle', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-requests-'));
  const file = path.join(siteDir, 'src/components/List.js');
  const context: RequestContext = { siteDir, roots: [path.join(siteDir, 'static'), siteDir], assetUrl: (asset) => `/assets/${path.basename(asset)}` };
  for (const name of ['src/data/a.json', 'src/data/b.json', 'src/data/notes.md', 'src/data/nested/c.json', 'src/data/one/guide.md', 'src/data/two/guide.md', 'src/data/two/other.md', 'node_modules/pkg/parser.wasm', 'static/img/logo.png', 'src/components/icon.svg']) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), '[]');
  }
  /** Runs rewritten code with a stand-in `require` that names what it was asked for. */
  const run = (code: string, scope: Record<string, unknown> = {}) => new Function('require', ...Object.keys(scope), `return ${code};`)((request: string) => `loaded ${request}`, ...Object.values(scope));

  it('leaves a file without them alone, and a template literal that is no request', async () => {
    expect(await rewriteWebpackRequests('import x from "./x";', file, context)).toBeUndefined();
    expect(await rewriteWebpackRequests('const s = `a ${b} c`; log(`x/${y}`);', file, context)).toBeUndefined();
  });

  it('turns a template-literal require of any file type into a context of the files it can name, as webpack does', async () => {
    const code = (await rewriteWebpackRequests('const guide = require(`@site/src/data/${id}/guide.md`);', file, context) ?? '').trim();
    expect(code).toContain('"./one/guide.md": () => require("../data/one/guide.md")');
    expect(code).toContain('"./two/guide.md": () => require("../data/two/guide.md")');
    expect(code).not.toContain('other.md');
    const expression = /^const guide = (.*);$/s.exec(code)?.[1] ?? '';
    expect(run(expression, { id: 'two' })).toBe('loaded ../data/two/guide.md');
    expect(() => run(expression, { id: 'three' })).toThrow("Cannot find module './three/guide.md'");
  });

  it('does the same for a relative template and for import(), which resolves to the module', async () => {
    const relative = (await rewriteWebpackRequests('export const load = (name) => import(`../data/${name}.json`);', file, context) ?? '').trim();
    expect(relative).toContain('"./a.json": () => require("../data/a.json")');
    expect(relative).toContain('"./nested/c.json": () => require("../data/nested/c.json")');
    const load = run(/export const load = (.*);$/s.exec(relative)?.[1] ?? '') as (name: string) => Promise<string>;
    await expect(load('nested/c')).resolves.toBe('loaded ../data/nested/c.json');
  });

  it('turns require.context into a table of the files it names, with keys(), as webpack does', async () => {
    const code = await rewriteWebpackRequests("const ctx = require.context('../data', true, /\\.json$/);", file, context) ?? '';
    expect(code).toContain('"./a.json": () => require("../data/a.json")');
    expect(code).toContain('"./nested/c.json": () => require("../data/nested/c.json")');
    expect(code).not.toContain('notes.md');
    const flat = await rewriteWebpackRequests("require.context('../data', false, /\\.json$/)", file, context) ?? '';
    expect(flat).not.toContain('nested');
    const ctx = run(flat) as ((key: string) => string) & { keys(): string[] };
    expect(ctx.keys()).toEqual(['./a.json', './b.json']);
    expect(ctx('./b.json')).toBe('loaded ../data/b.json');
    expect(() => ctx('./zzz.json')).toThrow("Cannot find module './zzz.json'");
  });

  it('makes new URL(…, import.meta.url) of a root-relative or relative path the URL of the asset, looked up in the roots', async () => {
    expect((await rewriteWebpackRequests('const wasm = new URL("/node_modules/pkg/parser.wasm", import.meta.url);', file, context))?.trim()).toBe('const wasm = new URL("/assets/parser.wasm", import.meta.url);');
    // The static folder comes first among the roots; an SVG is a file here, never a component.
    expect((await rewriteWebpackRequests("const logo = new URL('/img/logo.png', import.meta.url);", file, context))?.trim()).toBe('const logo = new URL("/assets/logo.png", import.meta.url);');
    expect((await rewriteWebpackRequests("const icon = new URL('./icon.svg', import.meta.url);", file, context))?.trim()).toBe('const icon = new URL("/assets/icon.svg", import.meta.url);');
    // An absolute URL, or a file that is nowhere, stays as it is.
    expect(await rewriteWebpackRequests("new URL('https://x.example/a.png', import.meta.url); new URL('/nowhere.png', import.meta.url);", file, context)).toBeUndefined();
  });

  it('keeps the rest of the module as it was, text outside ASCII included, with TypeScript compiled', async () => {
    const source = "// Ünïcode — before\nconst a: string = require(`@site/src/data/${n}.json`); const é: string = 'après';\nresult = [a, é];\n";
    const code = (await rewriteWebpackRequests(source, path.join(siteDir, 'src/components/List.ts'), context)) ?? '';
    const ran = new Function('require', 'n', `let result; ${code}; return result;`)((request: string) => `loaded ${request}`, 'b') as string[];
    expect(ran).toEqual(['loaded ../data/b.json', 'après']);
  });
});
