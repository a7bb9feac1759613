/**
 * Compiled Markdown, kept by content hash in memory and on disk (in packs, see packed-cache.ts:
 * a file per page costs a cold build more than the compile's bytes), with compiles under way
 * shared. Light on purpose: the main thread imports it, while the pipeline itself (compile.ts)
 * may run on a thread of its own (compile-thread.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { CompiledMdx, MdxPipelineOptions } from './compile';
import { compactPacks, openPackedCache, type PackedCache } from '../utils/packed-cache';
import { MDX1_COMPAT_DEFAULTS, type Mdx1Compat } from './site-plugins';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/code-block';
import { hashedAssetPath, isInlinedAsset, type ImageAsset } from './remark-images';

/** Bump when the pipeline's output changes, so stale cache entries are not reused. */
const PIPELINE_VERSION = '16';

/**
 * What the output depends on besides the file's text: the pipeline options that are data, and the
 * version of the site's own Markdown code (see siteMarkdownVersion).
 */
export type MdxCacheOptions = Pick<MdxPipelineOptions, 'baseUrl' | 'routesVersion' | 'prismLanguages' | 'markdownFormat' | 'mdx1Compat' | 'anchorsMaintainCase' | 'staticDirs' | 'onBrokenMarkdownImages' | 'codeBlockOverridden' | 'codeBlocks' | 'admonitions' | 'mermaid' | 'mermaidTheme' | 'emoji' | 'tableOfContents'> & { drawsDiagrams: boolean; siteMarkdown?: { version: string } };

/**
 * The compiles used last, most recent last: the two bundlers read each page's one after the
 * other, and the dev server the pages being edited. Bounded, so that a large site's compiled
 * Markdown (30 KB a page) is not all held at once; older ones are read from disk again.
 */
const memory = new Map<string, CompiledMdx>();
const MEMORY_ENTRIES = 2000;

function remember(key: string, compiled: CompiledMdx): void {
  memory.delete(key);
  memory.set(key, compiled);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}
/** Compiles under way: the client and server bundlers ask for the same file at about the same time. */
const inFlight = new Map<string, Promise<CompiledMdx>>();

/**
 * What compiled Markdown depends on besides each file's path and text: the pipeline's version and
 * its options. Pre-rendered pages are kept by it too (see renderKeys).
 */
export function mdxPipelineFingerprint(options: MdxCacheOptions): string {
  const diagrams = options.drawsDiagrams ? 'svg' : 'client';
  const base = `${PIPELINE_VERSION}\0${options.baseUrl}\0${options.routesVersion}\0${options.prismLanguages?.join(',')}\0${diagrams}\0${options.markdownFormat ?? 'detect'}`;
  const markdown = siteMarkdownFingerprint(options);
  return markdown ? `${base}\0${markdown}` : base;
}

/** The site's Markdown options and code, where any differ from the defaults (a site without them keeps its outputs). */
function siteMarkdownFingerprint({ mdx1Compat, anchorsMaintainCase, siteMarkdown, staticDirs, onBrokenMarkdownImages, codeBlockOverridden, codeBlocks, admonitions, mermaid, mermaidTheme, emoji, drawsDiagrams, tableOfContents }: MdxCacheOptions): string {
  const compat = mdx1Compat ?? MDX1_COMPAT_DEFAULTS;
  const changed = [
    ...(Object.keys(MDX1_COMPAT_DEFAULTS) as Array<keyof Mdx1Compat>).filter((flag) => compat[flag] !== MDX1_COMPAT_DEFAULTS[flag]).map((flag) => `mdx1Compat.${flag}=${compat[flag]}`),
    ...(anchorsMaintainCase ? ['maintainCase'] : []),
    ...(siteMarkdown ? [`code=${siteMarkdown.version}`] : []),
    ...(onBrokenMarkdownImages && onBrokenMarkdownImages !== 'throw' ? [`brokenImages=${onBrokenMarkdownImages}`] : []),
    ...(codeBlockOverridden ? ['docusaurusCodeBlocks'] : []),
    ...(codeBlocks && !isDefaultCodeBlocks(codeBlocks) ? [`codeBlocks=${JSON.stringify(codeBlocks)}`] : []),
    ...(admonitions ? [`admonitions=${JSON.stringify(admonitions)}`] : []),
    ...(mermaid === false ? ['noDiagrams'] : []),
    ...(emoji === false ? ['noEmoji'] : []),
    // The levels kept in each page's table of contents data.
    ...(tableOfContents?.minHeadingLevel !== undefined || tableOfContents?.maxHeadingLevel !== undefined ? [`toc=${tableOfContents.minHeadingLevel}-${tableOfContents.maxHeadingLevel}`] : []),
    // Diagrams drawn at build time are in the output, in the theme's colours.
    ...(drawsDiagrams && mermaidTheme ? [`mermaidTheme=${JSON.stringify(mermaidTheme)}`] : []),
    // Where `/…` images are looked for: the folders' names matter, not the site's place.
    ...(staticDirs ? [`static=${staticDirs.join(':')}`] : []),
  ];
  return changed.join(',');
}

/** theme-classic's prism defaults: no language, the default magic comments (a site without options keeps its outputs). */
function isDefaultCodeBlocks({ magicComments, defaultLanguage }: NonNullable<MdxCacheOptions['codeBlocks']>): boolean {
  return defaultLanguage === undefined && (magicComments === undefined || JSON.stringify(magicComments) === JSON.stringify(DEFAULT_MAGIC_COMMENTS));
}

export function compiledMdxKey(filePath: string, source: string, options: MdxCacheOptions): string {
  return compiledMdxKeyOfHash(filePath, mdxSourceHash(source), options);
}

/** The hash of a source that compiledMdxKeyOfHash takes: its SHA-1, hex (the file facts' `sha1` of a whole file). */
export function mdxSourceHash(source: string): string {
  return createHash('sha1').update(source).digest('hex');
}

/** compiledMdxKey from mdxSourceHash: a build knows an unchanged file's without reading it (utils/file-facts.ts). */
export function compiledMdxKeyOfHash(filePath: string, sourceHash: string, options: MdxCacheOptions): string {
  let fingerprint = fingerprints.get(options);
  if (fingerprint === undefined) fingerprints.set(options, (fingerprint = mdxPipelineFingerprint(options)));
  return createHash('sha1').update(`${fingerprint}\0${filePath}\0${sourceHash}`).digest('hex');
}

/** Each options object's fingerprint, made once: a site's Markdown options are made anew when they change, not changed in place (a 10,000-page rebuild made it for each file). */
const fingerprints = new WeakMap<MdxCacheOptions, string>();

/** The output kept under `key` (see compiledMdxKey), or `compile`'s (then kept): one compile per content hash. */
export async function cachedMdxCompile(key: string, cacheDir: string | undefined, compile: () => Promise<CompiledMdx>): Promise<CompiledMdx> {
  if (cacheDir !== undefined) onDisk(cacheDir).used.add(key);
  // A compile under way has nothing on disk yet (it is kept in memory when it ends).
  const cached = memory.get(key) ?? (inFlight.has(key) ? undefined : readDiskCache(cacheDir, key));
  if (cached && cached.assets.every(assetUnchanged)) {
    remember(key, cached);
    return cached;
  }
  let compiling = inFlight.get(key);
  if (!compiling) {
    compiling = compile().then((result) => {
      remember(key, result);
      writeDiskCache(cacheDir, key, result);
      return result;
    });
    inFlight.set(key, compiling);
    void compiling.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  return compiling;
}

/**
 * Whether the output under `key` is kept or being compiled (checked without parsing the kept
 * entry). Asked for every page when a build bundles: its entry counts as used (see saveCompiledMdx).
 */
export function isCompiledOrUnderWay(key: string, cacheDir: string | undefined): boolean {
  const disk = cacheDir === undefined ? undefined : onDisk(cacheDir);
  disk?.used.add(key);
  return memory.has(key) || inFlight.has(key) || disk?.cache.has(key) === true;
}

/** Per cache folder: its packs, and the entries asked for since it was opened (kept when it is saved with pruning). */
const disks = new Map<string, { cache: PackedCache; used: Set<string> }>();
function onDisk(dir: string) {
  let disk = disks.get(dir);
  if (!disk) disks.set(dir, (disk = { cache: openPackedCache(dir), used: new Set() }));
  return disk;
}

function readDiskCache(dir: string | undefined, key: string): CompiledMdx | undefined {
  if (dir === undefined) return undefined;
  const text = onDisk(dir).cache.readText(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as CompiledMdx;
  } catch {
    return undefined;
  }
}

function writeDiskCache(dir: string | undefined, key: string, value: CompiledMdx): void {
  if (dir === undefined) return;
  onDisk(dir).cache.write(key, JSON.stringify(value));
}

/**
 * Writes the compiles since the last save to disk, as one pack. With `prune` (a build that
 * bundled, and so asked for every page), the entries it did not ask for are dropped (older
 * versions of pages), and the folder is read again next time.
 */
export function saveCompiledMdx(cacheDir: string, { prune }: { prune: boolean }): void {
  const disk = disks.get(cacheDir);
  if (!disk) return;
  disk.cache.save();
  if (!prune) return;
  compactPacks(cacheDir, disk.used);
  disks.delete(cacheDir);
}

/**
 * Whether a kept output's image is still shown as it was: there, and on the same side of the data
 * URI limit; an inlined one (small) with the same content, since its bytes are in the output.
 */
function assetUnchanged(asset: ImageAsset): boolean {
  const size = fs.statSync(asset.source, { throwIfNoEntry: false })?.size;
  if (size === undefined || isInlinedAsset(size) !== (asset.inline === true)) return false;
  return !asset.inline || hashedAssetPath(asset.source, fs.readFileSync(asset.source)) === asset.output;
}
