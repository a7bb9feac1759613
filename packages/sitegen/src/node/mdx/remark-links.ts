import type { Definition, Link, Root } from 'mdast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { ContentPaths } from '../plugins/types';

/** Maps a source file (absolute path) to its route, or undefined when it has none. */
export type ResolveFileRoute = (absoluteFile: string) => string | undefined;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export interface MarkdownLinkOptions {
  resolveFileRoute: ResolveFileRoute;
  siteDir: string;
  /**
   * The content plugins' folders (docs, blog, pages) with the locale's translated copies: a path
   * like `api/store.md` is tried from the one the file is in first, its translated copy before
   * the original (Docusaurus's getContentPathList).
   */
  contentPaths?: ContentPaths[];
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
 * The content folders a file's links are looked up in: those of the content folder it is in (the
 * innermost, should one hold another), whether it is there or in the translated copy, the copy
 * first. A translated file links to the locale's pages, and to the original files where the
 * locale has no copy.
 */
function contentDirsOf(fromFile: string, contentPaths: ContentPaths[]): string[] {
  const inside = (dir: string | undefined) => dir !== undefined && fromFile.startsWith(dir + path.sep);
  const holding = contentPaths.filter((p) => inside(p.contentPath) || inside(p.contentPathLocalized));
  const deepest = holding.sort((a, b) => Math.max(b.contentPath.length, b.contentPathLocalized?.length ?? 0) - Math.max(a.contentPath.length, a.contentPathLocalized?.length ?? 0))[0];
  return deepest ? [...(deepest.contentPathLocalized ? [deepest.contentPathLocalized] : []), deepest.contentPath] : [];
}

/**
 * The route a link to a Markdown file goes to, found as Docusaurus finds it: `./x.md` and `../x.md`
 * from the file's folder only; `x/y.md` from the content folders of the file (translated copy,
 * then original), then the site's folder, then the file's folder; `/x/y.md` from the content
 * folders and the site's folder.
 */
export function resolveMarkdownLink(url: string, fromFile: string, options: MarkdownLinkOptions): string | undefined {
  if (SCHEME.test(url) || url.startsWith('#') || url.startsWith('//')) return undefined;
  const [rawPath = '', hash] = splitHash(url);
  const filePath = decodeURIComponent(rawPath);
  if (!/\.mdx?$/.test(filePath)) return undefined;
  const fromDir = path.dirname(fromFile);
  const contentDirs = contentDirsOf(fromFile, options.contentPaths ?? []);
  const fromSite = filePath.startsWith('@site/');
  const relative = fromSite ? filePath.slice('@site/'.length) : filePath;
  const fromFileOnly = /^\.\.?\//.test(filePath);
  const dirs = fromSite ? [options.siteDir] : [...(fromFileOnly ? [] : [...contentDirs, options.siteDir]), ...(filePath.startsWith('/') ? [] : [fromDir])];
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
