import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { installedPackageCode } from '../../../src/node/bundle/client';

/** Writes files below `dir`, folders made as needed. */
function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

describe('the condition that keeps installed packages out of the SWC rule', () => {
  it('is evaluated by Rspack itself: packages pass it by, their .jsx files, docusaurus-named packages, theme folders and the site go through the rule', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-code-'));
    try {
      writeFiles(dir, {
        'src/index.js': ["import './own.js';", "import 'plain-pkg/index.js';", "import 'plain-pkg/widget.jsx';", "import 'theme-pkg/theme/Button.js';", "import 'docusaurus-plugin-lamp/src/Lamp.js';"].join('\n'),
        'src/own.js': 'export const own = 1;',
        'node_modules/plain-pkg/index.js': 'export const plain = 1;',
        'node_modules/plain-pkg/widget.jsx': 'export const widget = 1;',
        'node_modules/theme-pkg/theme/Button.js': 'export const button = 1;',
        // Docusaurus's rule: a package whose path names docusaurus is compiled, not what it installs itself.
        'node_modules/docusaurus-plugin-lamp/src/Lamp.js': "import 'lamp-dep';\nexport const lamp = 1;",
        'node_modules/docusaurus-plugin-lamp/node_modules/lamp-dep/index.js': 'export const dep = 1;',
        // Stands in for the SWC loader: marks each module it is given.
        'mark-loader.cjs': "module.exports = function (source) { return `globalThis.marked = [...(globalThis.marked ?? []), ${JSON.stringify(this.resourcePath.split('/').slice(-2).join('/'))}];\\n${source}`; };",
      });
      const compiler = rspack({
        mode: 'none',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'out'), filename: 'main.js' },
        module: { rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: installedPackageCode([path.join(dir, 'node_modules/theme-pkg/theme')]), use: path.join(dir, 'mark-loader.cjs') }] },
      });
      await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))));
      const marked = [...fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8').matchAll(/globalThis\.marked = \[\.\.\.\(globalThis\.marked \?\? \[\]\), "([^"]+)"\]/g)].map((m) => m[1]).sort();
      expect(marked).toEqual(['src/index.js', 'src/own.js', 'theme/Button.js', 'plain-pkg/widget.jsx', 'src/Lamp.js'].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
