import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import treeSitterPlugin, { CLIENT_ENTRY, CLIENT_MODULE, WASM_DIR } from '../../plugins/tree-sitter/index';
import { repoRoot } from '../components/_facts';

const grammarsDir = path.join(repoRoot, 'plugins/tree-sitter/grammars');

describe('tree-sitter plugin', () => {
  it('points the client module at the parser loader and emits wasm as hashed assets, for the browser build only', () => {
    const plugin = treeSitterPlugin({ siteDir: repoRoot });
    const utils = { currentBundler: { name: 'rspack' as const, instance: rspack }, getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'builtin:swc-loader' }) };
    const patch = plugin.configureWebpack({}, false, utils);
    expect(patch.resolve?.alias).toEqual({ [CLIENT_MODULE]: CLIENT_ENTRY });
    expect(fs.existsSync(CLIENT_ENTRY)).toBe(true);
    expect(JSON.stringify(patch.module?.rules)).toContain(`${WASM_DIR}/[name]-[contenthash:8][ext]`);
    expect(patch.plugins).toHaveLength(1);
    // The pre-render gets an empty module in its place: pages import the parser in an effect only.
    expect(plugin.configureWebpack({}, true, utils)).toEqual({ resolve: { alias: { [CLIENT_MODULE]: false } } });
  });

  it('fails the build when the wasm files did not reach the output', async () => {
    const plugin = treeSitterPlugin({ siteDir: repoRoot });
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-sitter-plugin-'));
    await expect(plugin.postBuild({ outDir })).rejects.toThrow(/tree-sitter\.wasm is missing/);
    fs.mkdirSync(path.join(outDir, WASM_DIR), { recursive: true });
    fs.writeFileSync(path.join(outDir, WASM_DIR, 'tree-sitter-12345678.wasm'), '');
    fs.writeFileSync(path.join(outDir, WASM_DIR, 'devicetree-12345678.wasm'), '');
    await expect(plugin.postBuild({ outDir })).resolves.toBeUndefined();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('ships the grammar recorded in grammars.json', () => {
    const grammars = JSON.parse(fs.readFileSync(path.join(grammarsDir, 'grammars.json'), 'utf8')) as Record<string, { file: string; sha256: string }>;
    for (const grammar of Object.values(grammars)) {
      const hash = createHash('sha256').update(fs.readFileSync(path.join(grammarsDir, grammar.file))).digest('hex');
      expect(hash, `${grammar.file} differs from grammars.json`).toBe(grammar.sha256);
    }
  });
});
