/**
 * A config written for the Docusaurus 3 the site has installed, when that is earlier than 3.10,
 * read as that Docusaurus reads it. Docusaurus 3.10 renamed two future flags and refuses the
 * former names: `future.experimental_faster` became `future.faster`, and
 * `future.experimental_storage` the top-level `storage`; and its `future.v4: true` turns on three
 * flags more (siteStorageNamespacing, fasterByDefault, mdx1CompatDisabledByDefault, which would
 * make HTML comments in MDX an error). A site locked to 3.6–3.9 (reduxjs/redux-toolkit's, on 3.9.2,
 * with `future: { experimental_faster: {…}, v4: true }` and `<!-- -->` comments in its docs) gets
 * the flags its own Docusaurus gives it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The `major.minor` of the `@docusaurus/core` a site resolves, if it has one. */
export function installedDocusaurusCore(siteDir: string): { major: number; minor: number } | undefined {
  try {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string };
    const match = /^(\d+)\.(\d+)\./.exec(version ?? '');
    return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The config with 3.10's names for the future flags it gives by their former names, and `v4: true` as it was, when the site's Docusaurus is a 3 before 3.10. */
export function withEarlierFutureNames(raw: unknown, siteDir: string): unknown {
  if (!isObject(raw) || !isObject(raw.future)) return raw;
  const { experimental_faster: faster, experimental_storage: storage, ...future } = raw.future;
  if (faster === undefined && storage === undefined && future.v4 !== true) return raw;
  const core = installedDocusaurusCore(siteDir);
  if (!core || core.major !== 3 || core.minor >= 10) return raw;
  // Docusaurus 3.6–3.9's DEFAULT_FUTURE_V4_CONFIG_TRUE (useCssCascadeLayers from 3.8): the flags left out are off.
  const v4 = future.v4 === true ? { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: core.minor >= 8 } : future.v4;
  return {
    ...raw,
    ...(storage !== undefined && raw.storage === undefined ? { storage } : {}),
    future: { ...future, ...(v4 !== undefined ? { v4 } : {}), ...(faster !== undefined && future.faster === undefined ? { faster } : {}) },
  };
}
