import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyVendorFiles, vendorSourceFile, vendorUrls } from '../../../src/node/bundle/vendor';
import { headersRules } from '../../../plugins/static-host/headers';

const mermaidVersion = (JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('mermaid/package.json'), 'utf8')) as { version: string }).version;

describe('vendored packages', () => {
  it('gives Mermaid a versioned URL under the base URL', () => {
    expect(vendorUrls('/docs-site/')).toEqual({ mermaid: `/docs-site/assets/vendor/mermaid@${mermaidVersion}/mermaid.esm.min.mjs` });
  });

  it('copies only the packages named (those pages load in the browser)', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-'));
    await copyVendorFiles(outDir, []);
    expect(fs.readdirSync(outDir)).toEqual([]);
    fs.rmSync(outDir, { recursive: true });
  });

  it('copies the entry and every chunk it imports, without source maps', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-'));
    await copyVendorFiles(outDir, ['mermaid']);
    const dir = path.join(outDir, `assets/vendor/mermaid@${mermaidVersion}`);
    const entry = fs.readFileSync(path.join(dir, 'mermaid.esm.min.mjs'), 'utf8');
    const imports = [...entry.matchAll(/(?:from|import\()\s*"\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(imports.length).toBeGreaterThan(20);
    for (const file of imports) expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
    const files = fs.readdirSync(dir, { recursive: true }) as string[];
    expect(files.some((f) => f.endsWith('.map'))).toBe(false);
    fs.rmSync(outDir, { recursive: true });
  });

  it('maps a vendored URL path back to its source file for the dev server, and nothing else', () => {
    const file = vendorSourceFile(`assets/vendor/mermaid@${mermaidVersion}/mermaid.esm.min.mjs`);
    expect(file && fs.existsSync(file)).toBe(true);
    expect(vendorSourceFile(`assets/vendor/mermaid@${mermaidVersion}/mermaid.esm.min.mjs.map`)).toBeUndefined();
    expect(vendorSourceFile(`assets/vendor/mermaid@${mermaidVersion}/../../package.json`)).toBeUndefined();
    expect(vendorSourceFile('assets/js/main.js')).toBeUndefined();
  });

  it('caches a versioned vendor folder as immutable, though its file names carry no hash', () => {
    const rules = headersRules({ files: ['index.html', 'assets/vendor/mermaid@11.2.0/mermaid.esm.min.mjs', 'assets/vendor/mermaid@11.2.0/chunks/x/chunk-AB.mjs', 'img/logo.svg'], baseUrl: '/', csp: "default-src 'self'", corsPaths: [] });
    const immutable = rules.filter((r) => r.headers.some(([, v]) => v.includes('immutable'))).map((r) => r.path);
    expect(immutable).toEqual(['/assets/vendor/mermaid@11.2.0/*']);
  });
});
