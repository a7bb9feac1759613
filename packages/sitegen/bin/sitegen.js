#!/usr/bin/env node
// The CLI is TypeScript. It runs from a bundle of its node-side sources (split where they import lazily), made again
// (through tsx) whenever one of them changed: loading that bundle takes a fraction of the time tsx
// needs to compile and resolve every file through its loader hooks on each start.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// V8 optimizes a function (with TurboFan, on background threads) after four times its usual
// budget of run time. A build runs most of its code only a while, in up to six threads that each
// optimize their own copy: with the default, V8's background threads took ~4.5 s of a cold
// build's ~20 s of CPU, about half as much with this. Cold builds in rotation, 5 rounds: median
// 11.1 s against 12.7 s, CPU 17.2 s against 20.0 s. Set before the CLI loads; workers share it.
v8.setFlagsFromString('--interrupt-budget=540000');

const bundle = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'sitegen', 'cli', 'cli.mjs');

/** Do all the bundle's sources still have the size and mtime they had when it was made? */
function bundleIsFresh() {
  try {
    const { files } = JSON.parse(fs.readFileSync(`${bundle}.inputs.json`, 'utf8'));
    return (
      fs.existsSync(bundle) &&
      // Made from this checkout's sources: another sharing the folder (a linked node_modules) has its own.
      path.join(import.meta.dirname, '..', 'src', 'node', 'cli.ts') in files &&
      Object.entries(files).every(([file, [size, mtime]]) => {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        return stat?.size === size && stat.mtimeMs === mtime;
      })
    );
  } catch {
    return false;
  }
}

if (!bundleIsFresh()) {
  const { tsImport } = await import('tsx/esm/api');
  const { bundleCli } = await tsImport('../src/node/esbuild/cli-bundle.ts', import.meta.url);
  await bundleCli(bundle);
}
await import(pathToFileURL(bundle).href);
