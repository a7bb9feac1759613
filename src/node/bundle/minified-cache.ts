import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';
import { readJsonFile, writeFileWhole } from '../utils/fs';

const NAME = 'MinifiedAssetCache';

/**
 * Keeps the minifier's output between builds, by the unminified code: a build in a new process
 * minified all ~490 scripts again, with either bundler's persistent cache (Rspack's minimizer took
 * 220-240 ms of an edit rebuild's ~1 s of bundling, 6-22 ms with this). Before the
 * minimizers run, a script whose code is in the cache gets its minified copy and the `minimized`
 * flag, which makes them pass it by; after they ran, the scripts they minified are kept. The
 * output is the minimizer's own, byte for byte. `salt` names the minimizer and its options.
 */
export class MinifiedAssetCache {
  constructor(
    private file: string,
    private salt: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const kept = readJsonFile<Record<string, string>>(this.file) ?? {};
      const used: Record<string, string> = {};
      const minifying = new Map<string, string>();
      const keyOf = (code: string) => createHash('sha1').update(this.salt).update('\0').update(code).digest('hex');
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.minimized) continue;
          const key = keyOf(asset.source.source().toString());
          const minified = kept[key];
          if (minified === undefined) {
            minifying.set(asset.name, key);
            continue;
          }
          used[key] = minified;
          compilation.updateAsset(asset.name, new sources.RawSource(minified), { minimized: true });
        }
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const [name, key] of minifying) {
          const asset = compilation.getAsset(name);
          if (asset?.info.minimized) used[key] = asset.source.source().toString();
        }
        // Only what this build used stays: the cache is the size of one build's scripts.
        if (minifying.size > 0 || Object.keys(used).length !== Object.keys(kept).length) writeFileWhole(this.file, JSON.stringify(used));
      });
    });
  }
}
