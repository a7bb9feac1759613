import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Compiler } from '@rspack/core';
import { compactPacks, openPackedCache } from '../utils/packed-cache';

const NAME = 'MinifiedAssetCache';

/**
 * Keeps the minifier's output between builds, by the unminified code: a build in a new process
 * minified all ~490 scripts again, with either bundler's persistent cache (Rspack's minimizer took
 * 220-240 ms of an edit rebuild's ~1 s of bundling, 6-22 ms with this). Before the
 * minimizers run, a script whose code is in the cache gets its minified copy and the `minimized`
 * flag, which makes them pass it by; after they ran, the scripts they minified are kept. The
 * output is the minimizer's own, byte for byte. `salt` names the minimizer and its options.
 *
 * The copies are kept in packs (see packed-cache.ts): an edit adds a small pack with the scripts
 * it changed, where one JSON file of all of them (3.3 MB here) was parsed, stringified and written
 * again on every build, on the main thread while Rspack waited (this plugin's hooks took an edit's
 * rebuild 95-124 ms with the file, 57-91 ms with packs).
 */
export class MinifiedAssetCache {
  constructor(
    private dir: string,
    private salt: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const kept = openPackedCache(this.dir);
      const used = new Set<string>();
      const minifying = new Map<string, string>();
      // The code's bytes, not its text: no string is made of it, nor encoded again for the hash.
      const keyOf = (code: Buffer) => createHash('sha1').update(this.salt).update('\0').update(code).digest('hex');
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.minimized) continue;
          const key = keyOf(asset.source.buffer());
          used.add(key);
          const minified = kept.readText(key);
          // As text: Rspack's real content hashes are put into text assets only, not into bytes.
          if (minified === undefined) minifying.set(asset.name, key);
          else compilation.updateAsset(asset.name, new sources.RawSource(minified), { minimized: true });
        }
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const [name, key] of minifying) {
          const asset = compilation.getAsset(name);
          if (asset?.info.minimized) kept.write(key, asset.source.buffer());
          else used.delete(key);
        }
        kept.save();
        // Packs holding nothing this build used go: the cache stays about the size of one build's scripts.
        compactPacks(this.dir, used);
      });
    });
    // The one JSON file builds before kept the copies in.
    fs.rmSync(`${this.dir}.json`, { force: true });
  }
}
