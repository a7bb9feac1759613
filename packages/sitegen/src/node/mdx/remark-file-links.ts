import type { Link, Root } from 'mdast';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { ImageAsset, ImageData } from './remark-images';

export interface RemarkFileLinksOptions {
  baseUrl: string;
  siteDir: string;
  /** The site's static folders, absolute, in order: where `/files/x.pdf` is looked for. */
  staticDirs?: string[];
}

/** Content-hashed output name for a linked file: `assets/files/<name>-<hash8><ext>` (Docusaurus's file-loader folder). */
export function hashedFilePath(source: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  return `assets/files/${path.basename(source, ext)}-${hash}${ext}`;
}

/**
 * Docusaurus's transformLinks for files: a Markdown link to a local file that is not a page
 * (`[full size](./shot.png)`, `[spec](@site/files/spec.pdf)`, `/x.zip` looked up in the static
 * folders) goes to a content-hashed copy under `assets/files/`, opened in a new tab. A link whose
 * path has an extension (not `.md`, `.mdx`, `.html`) and names no file is left as written: it may
 * be a route.
 */
export function remarkFileLinks(options: RemarkFileLinksOptions) {
  return (tree: Root, file: VFile) => {
    const assets: ImageAsset[] = [];
    visit(tree, 'link', (node: Link) => {
      const url = node.url;
      if (url === '' || url.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
      const [, pathPart = '', suffix = ''] = /^([^?#]*)(.*)$/s.exec(url) ?? [];
      const clean = decodeURIComponent(pathPart);
      const aliased = clean.startsWith('@site/');
      if (!aliased && (path.extname(clean) === '' || /\.(?:mdx?|html)$/.test(clean))) return;
      const source = candidates(clean, file.path, options).find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
      if (source === undefined) return;
      const output = hashedFilePath(source, fs.readFileSync(source));
      assets.push({ source, output });
      node.url = options.baseUrl + output + suffix;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), target: '_blank' } };
    });
    const data = file.data as Partial<ImageData>;
    data.assets = [...(data.assets ?? []), ...assets];
  };
}

/** Where Docusaurus looks for a linked file (getLocalFileAbsolutePath). */
function candidates(clean: string, from: string, options: RemarkFileLinksOptions): string[] {
  if (clean.startsWith('@site/')) return [path.join(options.siteDir, clean.slice('@site/'.length))];
  if (clean.startsWith('/')) return (options.staticDirs ?? [path.join(options.siteDir, 'static')]).map((dir) => path.join(dir, clean));
  return [path.join(path.dirname(from), clean)];
}
