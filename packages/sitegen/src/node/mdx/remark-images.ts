import type { Image, Root } from 'mdast';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface ImageAsset {
  /** Absolute source file. */
  source: string;
  /** Output path relative to the build folder, content-hashed. */
  output: string;
}

export interface ImageData {
  assets: ImageAsset[];
}

/** Content-hashed output name for a local asset: `assets/images/<name>-<hash8><ext>`. */
export function hashedAssetPath(source: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  return `assets/images/${path.basename(source, ext)}-${hash}${ext}`;
}

/**
 * Relative image paths are copied to content-hashed files under `assets/images/`; absolute ones
 * (from `static/`) get the base URL. A missing image fails the build with file and line.
 */
export function remarkImages(options: { baseUrl: string; siteDir: string }) {
  return (tree: Root, file: VFile) => {
    const assets: ImageAsset[] = [];
    visit(tree, 'image', (node: Image) => {
      const url = node.url;
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
      if (url.startsWith('/')) {
        node.url = options.baseUrl + url.slice(1);
        return;
      }
      const clean = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
      const source = clean.startsWith('@site/') ? path.join(options.siteDir, clean.slice(6)) : path.resolve(path.dirname(file.path), clean);
      if (!fs.existsSync(source)) {
        file.fail(`Image not found: ${url} (looked for ${path.relative(options.siteDir, source)})`, node);
      }
      const output = hashedAssetPath(source, fs.readFileSync(source));
      assets.push({ source, output });
      node.url = options.baseUrl + output;
    });
    (file.data as Partial<ImageData>).assets = assets;
  };
}
