import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { vendorPackage } from '../../../src/node/bundle/vendor';
import { fasterConfigCopyChunk, fasterConfigCopyImportMap, withFasterConfigCopy } from '../../../src/node/mermaid/faster-config-copy';
import { launchChromium } from '../../helpers/browser';

const { sourceDir, entry } = vendorPackage('mermaid');
const chunksDir = path.join(sourceDir, 'chunks', path.basename(entry, '.mjs'));
const chunk = fasterConfigCopyChunk(chunksDir);
const originalText = chunk ? fs.readFileSync(chunk.file, 'utf8') : '';

type Assign = (dst: unknown, src: unknown, options?: { depth?: number }) => unknown;

/** A chunk's assignWithDepth as a function of its own (its `__name` helper made a no-op). */
function assignWithDepthOf(text: string): Assign {
  const match = /([\w$]+)=([\w$]+)\(\(([\w$]+),([\w$]+),\{depth:[\w$]+=2\}=\{\}\)=>\{[\s\S]*?\},"assignWithDepth"\)/.exec(text);
  if (!match) throw new Error('no assignWithDepth in the chunk');
  return new Function(match[2]!, `"use strict"; let ${match[0]}; return ${match[1]};`)((f: unknown) => f) as Assign;
}

/** Everything assignWithDepth's result can differ in: own keys in order, their descriptors and values, prototypes. */
function shape(value: unknown, seen = new Set<unknown>()): unknown {
  // Functions compare by name: the two Mermaids side by side have their own.
  if (typeof value === 'function') return `function ${value.name}`;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  return {
    array: Array.isArray(value),
    proto: Object.getPrototypeOf(value) === Object.prototype ? 'Object' : Object.getPrototypeOf(value) === Array.prototype ? 'Array' : shape(Object.getPrototypeOf(value), seen),
    keys: Reflect.ownKeys(value).map((key) => {
      const { value: v, get, set, ...flags } = Object.getOwnPropertyDescriptor(value, key)!;
      return [String(key), flags, get || set ? 'accessor' : shape(v, seen)];
    }),
  };
}

describe("Mermaid's configuration copy, made faster", () => {
  it('finds the chunk of this Mermaid that holds assignWithDepth and changes only that loop', () => {
    expect(chunk, 'the installed Mermaid has the loop this knows').toBeDefined();
    expect(chunk!.text).not.toBe(originalText);
    expect(chunk!.text).toContain('$keys$');
    expect(chunk!.text).not.toContain('Object.entries(t).forEach(([h,x])');
    // Text before and after the loop is untouched.
    const start = originalText.indexOf('"assignWithDepth")');
    expect(chunk!.text.endsWith(originalText.slice(start + '"assignWithDepth")'.length))).toBe(true);
  });

  it('follows the minifier’s names and leaves other text alone', () => {
    const loop = /if\([\w$]+!=null&&typeof[\s\S]*?"assignWithDepth"\)/.exec(originalText)![0];
    // The same loop with other names: each of the seven is renamed throughout.
    const names = /let ([\w$]+)=([\w$]+);Object\.entries\(([\w$]+)\)\.forEach\(\(\[([\w$]+),([\w$]+)\]\)[\s\S]*?=([\w$]+)\([\w$]+\[[\w$]+\],[\w$]+,\{depth:([\w$]+)-1\}\)/.exec(loop)!.slice(1);
    const renamed = names.reduce((text, name, i) => text.replace(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'), `$N${i}`), loop);
    const changed = withFasterConfigCopy(`x=1;${renamed};y=2`);
    expect(changed).toMatch(/^x=1;if\(\$N2!=null/);
    expect(changed).toContain('$N0[$N3]=$N5($N0[$N3],$N4,{depth:$N6-1})');
    expect(changed).toMatch(/;y=2$/);
    expect(withFasterConfigCopy('const a = 1;')).toBeUndefined();
    // One character off and it is not the loop this knows: Mermaid stays as it is.
    expect(withFasterConfigCopy(loop.replace('configurable:!0}),', 'configurable:!1}),'))).toBeUndefined();
    expect(fasterConfigCopyChunk(path.join(os.tmpdir(), 'no-such-mermaid-folder'))).toBeUndefined();
  });

  it('gives the same results as the original on every kind of input', () => {
    const original = assignWithDepthOf(originalText);
    const faster = assignWithDepthOf(chunk!.text);
    expect(faster).not.toBe(original);
    const config = () => ({
      theme: 'dark',
      fontFamily: 'system-ui',
      themeVariables: { primaryColor: '#333', edgeLabelBackground: '#3a3a3a', nested: { deep: { deeper: 1 } } },
      flowchart: { curve: 'basis', padding: 15, htmlLabels: true, list: [1, 2], none: null },
      sequence: { mirrorActors: false, messageFont: { size: 12 } },
      skipped: null,
      missing: undefined,
    });
    const inputs: Array<[() => unknown, () => unknown, number | undefined]> = [
      [() => ({}), config, undefined],
      [config, () => ({ theme: 'default', flowchart: { padding: 8, list: [3], none: { now: 1 } }, sequence: 'flat', fontFamily: { object: true } }), undefined],
      [() => ({ a: 'string', b: 2 }), () => ({ a: { now: 'object' }, b: { also: 1 } }), undefined],
      [() => ({ a: { b: { c: 1 } } }), () => ({ a: { b: { d: 2 } } }), 1],
      [() => ({ a: { b: { c: 1 } } }), () => ({ a: { b: { d: 2 } } }), 3],
      [() => ({ a: 1 }), () => ({ a: 2 }), 0],
      [() => undefined, config, undefined],
      [() => null, () => 'value', undefined],
      [() => ({}), () => [{ a: 1 }, { b: { c: 2 } }, null], undefined],
      [() => [1, 2], () => [2, 3, { x: 1 }], undefined],
      [() => [1], () => ({ 0: 'zero', 5: { five: 5 }, length: 9 }), undefined],
      // Keys every object inherits: defined on the copy, never assigned through the prototype.
      [() => ({}), () => JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "c", "toString": {"x": 1}, "hasOwnProperty": 3}'), undefined],
      [() => ({}), () => JSON.parse('{"__proto__": 5}'), undefined],
      [() => Object.create(Object.freeze({ locked: 1, lockedObject: undefined })), () => ({ locked: 2, lockedObject: { x: 1 } }), undefined],
      [() => Object.create(null), () => ({ a: { b: 1 }, c: 2 }), undefined],
      [() => ({}), () => Object.assign(Object.create({ inherited: 1 }), { own: { x: 1 } }), undefined],
      [() => ({ [Symbol.for('s')]: 1, kept: true }), () => ({ [Symbol.for('t')]: 2, added: 'yes' }), undefined],
    ];
    for (const [dst, src, depth] of inputs) {
      const options = depth === undefined ? undefined : { depth };
      const expected = original(dst(), src(), options);
      const actual = faster(dst(), src(), options);
      expect(shape(actual)).toEqual(shape(expected));
    }
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
    // A frozen target throws in both.
    expect(() => original(Object.freeze({}), { a: 1 })).toThrow(TypeError);
    expect(() => faster(Object.freeze({}), { a: 1 })).toThrow(TypeError);
  });
});

describe('Mermaid with the faster copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mermaid-copy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has the same configuration as Mermaid itself after initialize, setConfig and reset', async () => {
    // Both builds side by side: Mermaid's own, and a copy of its files with the changed chunk.
    const copyDir = path.join(dir, 'chunks', path.basename(entry, '.mjs'));
    fs.cpSync(chunksDir, copyDir, { recursive: true });
    fs.copyFileSync(path.join(sourceDir, entry), path.join(dir, entry));
    fs.writeFileSync(path.join(copyDir, path.basename(chunk!.file)), chunk!.text);
    type MermaidApi = { initialize(c: object): void; mermaidAPI: { getConfig(): object; setConfig(c: object): object; updateSiteConfig(c: object): object; reset(): void; getSiteConfig(): object } };
    const load = async (file: string) => ((await import(pathToFileURL(file).href)) as { default: MermaidApi }).default;
    const [own, copy] = await Promise.all([load(path.join(sourceDir, entry)), load(path.join(dir, entry))]);
    expect(copy).not.toBe(own);
    const steps: Array<(m: MermaidApi) => unknown> = [
      (m) => m.initialize({ startOnLoad: false, securityLevel: 'strict', fontFamily: 'system-ui', theme: 'default', themeVariables: {} }),
      (m) => m.mermaidAPI.getConfig(),
      (m) => m.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'dark', themeVariables: { edgeLabelBackground: '#3a3a3a' }, flowchart: { curve: 'basis' } }),
      (m) => m.mermaidAPI.getConfig(),
      (m) => m.mermaidAPI.setConfig({ flowchart: { padding: 30 }, sequence: { mirrorActors: true } }),
      (m) => m.mermaidAPI.updateSiteConfig({ gantt: { barHeight: 30 } }),
      (m) => m.mermaidAPI.getSiteConfig(),
      (m) => (m.mermaidAPI.reset(), m.mermaidAPI.getConfig()),
    ];
    for (const step of steps) expect(shape(step(copy))).toEqual(shape(step(own)));
  });
});

describe('the drawing page’s import map', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mermaid-map-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has Chromium load the changed chunk wherever Mermaid imports it, and Mermaid still draws', async () => {
    const importMap = fasterConfigCopyImportMap(chunksDir, dir);
    expect(importMap).toBeDefined();
    const [[original, copy]] = Object.entries(importMap!.imports);
    expect(original).toBe(pathToFileURL(chunk!.file).href);
    expect(fs.readFileSync(fileURLToPath(copy!), 'utf8')).toBe(chunk!.text);
    // A mark at the top of the copy tells whether Mermaid's entry loaded it.
    fs.writeFileSync(fileURLToPath(copy!), `globalThis.copyLoaded = true;\n${chunk!.text}`);
    const page = `<!doctype html><html><body><script type="importmap">${JSON.stringify(importMap)}</script><script type="module">
const { default: mermaid } = await import(${JSON.stringify(pathToFileURL(path.join(sourceDir, entry)).href)});
mermaid.initialize({ startOnLoad: false });
const { svg } = await mermaid.render('m', 'flowchart LR\\n  A --> B');
window.result = { copyLoaded: globalThis.copyLoaded === true, drawn: svg.includes('<svg') };
</script></body></html>`;
    fs.writeFileSync(path.join(dir, 'page.html'), page);
    const browser = await launchChromium(['--allow-file-access-from-files']);
    try {
      const tab = await browser.newPage();
      await tab.goto(pathToFileURL(path.join(dir, 'page.html')).href);
      await tab.waitForFunction(() => (window as { result?: unknown }).result, undefined, { timeout: 20_000 });
      expect(await tab.evaluate(() => (window as { result?: unknown }).result)).toEqual({ copyLoaded: true, drawn: true });
    } finally {
      await browser.close();
    }
  });
});
