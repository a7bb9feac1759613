/**
 * The Markdown syntax trees the MDX compiler parsed during a build, handed on to postBuild work
 * that reads the same sources (llms-txt's Markdown copies), so each file is parsed once.
 *
 * A tree is kept as JSON, taken before any transform changes it, and keyed by the format and
 * the text parsed. The table lives on globalThis: the generator and the site's plugins are
 * bundled apart, so each has its own copy of this module.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';

export type MarkdownFormat = 'md' | 'mdx';

const trees = ((globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.source-trees')] ??= new Map<string, string>()) as Map<string, string>;

function keyOf(format: MarkdownFormat, text: string): string {
  return createHash('sha1').update(format).update('\0').update(text).digest('hex');
}

/** Remark plugin (first in the list): keeps the parsed tree of `text`. */
export const remarkKeepSourceTree: Plugin<[{ format: MarkdownFormat; text: string }], Root> = ({ format, text }) => {
  return (tree) => {
    // Positions are left out: nothing downstream reads them, and they are half the JSON.
    trees.set(keyOf(format, text), JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value)));
  };
};

/** A fresh copy of the tree the compiler parsed from `text`, if this build compiled it. */
export function takeSourceTree(format: MarkdownFormat, text: string): Root | undefined {
  const json = trees.get(keyOf(format, text));
  return json === undefined ? undefined : (JSON.parse(json) as Root);
}

/** Drops the trees nobody took (the end of a build). */
export function clearSourceTrees(): void {
  trees.clear();
  keptChars = 0;
}

/** The trees kept since the last call, taken out (a compile thread hands them to the main thread). */
export function drainSourceTrees(): Array<[string, string]> {
  const entries = [...trees];
  trees.clear();
  return entries;
}

/**
 * What the kept trees may hold, in characters of JSON: the trees of a few thousand pages. Past
 * it no more are kept, and the postBuild work parses the others itself: a site of 10,000 pages
 * held 300 MB of them for the whole build, whatever its plugins wanted.
 */
export const SOURCE_TREES_MAX_CHARS = 48 * 1024 * 1024;
let keptChars = 0;

/** Keeps trees another thread's compiler parsed (see drainSourceTrees), up to SOURCE_TREES_MAX_CHARS. */
export function addSourceTrees(entries: Array<[string, string]>): void {
  for (const [key, json] of entries) {
    if (keptChars + json.length > SOURCE_TREES_MAX_CHARS) continue;
    keptChars += json.length - (trees.get(key)?.length ?? 0);
    trees.set(key, json);
  }
}
