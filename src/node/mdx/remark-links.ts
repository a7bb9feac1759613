import type { Definition, Link, Root } from 'mdast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Maps a source file (absolute path) to its route, or undefined when it has none. */
export type ResolveFileRoute = (absoluteFile: string) => string | undefined;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Rewrites links to `.md`/`.mdx` files (relative or `@site/`) to the target's route, keeping the `#anchor`. */
export function remarkLinks(options: { resolveFileRoute: ResolveFileRoute; siteDir: string }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const resolved = resolveMarkdownLink(link.url, file.path, options);
      if (resolved !== undefined) link.url = resolved;
    });
  };
}

export function resolveMarkdownLink(url: string, fromFile: string, options: { resolveFileRoute: ResolveFileRoute; siteDir: string }): string | undefined {
  if (SCHEME.test(url) || url.startsWith('#') || url.startsWith('/')) return undefined;
  const [rawPath = '', hash] = splitHash(url);
  const filePath = decodeURIComponent(rawPath);
  if (!/\.mdx?$/.test(filePath)) return undefined;
  const absolute = filePath.startsWith('@site/') ? path.join(options.siteDir, filePath.slice(6)) : path.resolve(path.dirname(fromFile), filePath);
  // Docusaurus resolves `x.md` to `x.mdx` and back when only the other exists.
  const candidates = [absolute, absolute.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md'))];
  for (const candidate of candidates) {
    const route = options.resolveFileRoute(candidate);
    if (route !== undefined) return hash === undefined ? route : `${route}#${hash}`;
  }
  return undefined;
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i === -1 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}
