import type { Definition, Link, Root } from 'mdast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Maps a source file (absolute path) to its route, or undefined when it has none. */
export type ResolveFileRoute = (absoluteFile: string) => string | undefined;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export interface MarkdownLinkOptions {
  resolveFileRoute: ResolveFileRoute;
  siteDir: string;
  /** The content plugins' folders (docs, blog, pages): a path like `api/store.md` is tried from the one the file is in first. */
  contentDirs?: string[];
}

/** Rewrites links to `.md`/`.mdx` files (relative, site-absolute or `@site/`) to the target's route, keeping the `#anchor`. */
export function remarkLinks(options: MarkdownLinkOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const resolved = resolveMarkdownLink(link.url, file.path, options);
      if (resolved !== undefined) link.url = resolved;
    });
  };
}

/**
 * The route a link to a Markdown file goes to, found as Docusaurus finds it: `./x.md` and `../x.md`
 * from the file's folder only; `x/y.md` from the content folder the file is in, then the site's
 * folder, then the file's folder; `/x/y.md` from the content folder and the site's folder.
 */
export function resolveMarkdownLink(url: string, fromFile: string, options: MarkdownLinkOptions): string | undefined {
  if (SCHEME.test(url) || url.startsWith('#') || url.startsWith('//')) return undefined;
  const [rawPath = '', hash] = splitHash(url);
  const filePath = decodeURIComponent(rawPath);
  if (!/\.mdx?$/.test(filePath)) return undefined;
  const fromDir = path.dirname(fromFile);
  // The innermost, should one content folder hold another.
  const contentDir = options.contentDirs?.filter((dir) => fromFile.startsWith(dir + path.sep)).sort((a, b) => b.length - a.length)[0];
  const fromSite = filePath.startsWith('@site/');
  const relative = fromSite ? filePath.slice('@site/'.length) : filePath;
  const fromFileOnly = /^\.\.?\//.test(filePath);
  const dirs = fromSite ? [options.siteDir] : [...(fromFileOnly ? [] : [...(contentDir ? [contentDir] : []), options.siteDir]), ...(filePath.startsWith('/') ? [] : [fromDir])];
  for (const dir of dirs) {
    const absolute = path.join(dir, relative);
    // Docusaurus resolves `x.md` to `x.mdx` and back when only the other exists.
    for (const candidate of [absolute, absolute.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md'))]) {
      const route = options.resolveFileRoute(candidate);
      if (route !== undefined) return hash === undefined ? route : `${route}#${hash}`;
    }
  }
  return undefined;
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i === -1 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}
