import type { Image, Root } from 'mdast';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import mime from 'mime-types';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { BrokenImageHook } from './site-plugins';

export interface ImageAsset {
  /** Absolute source file. */
  source: string;
  /** Output path relative to the build folder, content-hashed. */
  output: string;
  /** The page shows it as a data URI (see URL_LOADER_LIMIT); the file is written all the same, for links to it (llms.txt). */
  inline?: boolean;
}

export interface ImageData {
  assets: ImageAsset[];
}

/** What Docusaurus's `markdown.hooks.onBrokenMarkdownImages` says to do with an image that is not there. */
export type BrokenImagePolicy = 'throw' | 'warn' | 'log' | 'ignore';

export interface RemarkImagesOptions {
  baseUrl: string;
  siteDir: string;
  /** The site's static folders, absolute, in order: where `/img/x.png` is looked for. */
  staticDirs?: string[];
  onBrokenImage?: BrokenImagePolicy | BrokenImageHook;
}

/**
 * Images up to this size (bytes) become data URIs, as Docusaurus's `url-loader` rule makes them
 * (its `WEBPACK_URL_LOADER_LIMIT`, 10,000 unless the environment says otherwise).
 */
export const URL_LOADER_LIMIT = Number(process.env.WEBPACK_URL_LOADER_LIMIT ?? 10000);

/** Whether a file of `size` bytes is inlined (url-loader's test: at most the limit). */
export function isInlinedAsset(size: number): boolean {
  return size <= URL_LOADER_LIMIT;
}

/** Content-hashed output name for a local asset: `assets/images/<name>-<hash8><ext>`. */
export function hashedAssetPath(source: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  return `assets/images/${path.basename(source, ext)}-${hash}${ext}`;
}

/** url-loader's data URI: the file's MIME type by extension, base64. */
export function dataUri(source: string, content: Buffer): string {
  const type = mime.lookup(source) || 'application/octet-stream';
  return `data:${type};base64,${content.toString('base64')}`;
}

/**
 * Docusaurus's transformImage: a local image (relative, `@site/…`, or `/…` looked up in the static
 * folders) becomes a content-hashed file under `assets/images/`, or a data URI when it is small,
 * with its `width` and `height` read from the file. `pathname://` keeps a URL as written, without
 * the base URL. A missing image fails the build with file and line, unless the site's
 * `onBrokenMarkdownImages` says otherwise (then the URL stays as written).
 */
export function remarkImages(options: RemarkImagesOptions) {
  const policy = options.onBrokenImage ?? 'throw';
  return (tree: Root, file: VFile) => {
    const assets: ImageAsset[] = [];
    visit(tree, 'image', (node: Image) => {
      const url = node.url;
      if (url.startsWith('pathname://')) {
        node.url = url.slice('pathname://'.length);
        return;
      }
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
      const [pathPart = '', hash] = splitHash(url);
      const clean = decodeURIComponent(pathPart.split('?')[0] ?? '');
      const source = clean === '' ? undefined : localImageFile(clean, file.path, options);
      if (source === undefined) {
        if (typeof policy === 'function') {
          const replaced = policy({ sourceFilePath: path.relative(options.siteDir, file.path), url, node });
          if (typeof replaced === 'string') node.url = replaced;
          return;
        }
        const where = clean === '' ? 'an empty URL' : `${url} (looked for ${lookedFor(clean, file.path, options)})`;
        const message = `Markdown image with ${where} couldn't be resolved to an existing local image file`;
        if (policy === 'throw') file.fail(`${message}. To ignore this error, set \`markdown.hooks.onBrokenMarkdownImages\`, or write the URL with the pathname:// protocol.`, node);
        if (policy !== 'ignore') console.warn(`${path.relative(options.siteDir, file.path)}:${node.position?.start.line ?? 0}: ${message}`);
        return;
      }
      const content = fs.readFileSync(source);
      const output = hashedAssetPath(source, content);
      const inline = isInlinedAsset(content.length);
      assets.push(inline ? { source, output, inline } : { source, output });
      node.url = (inline ? dataUri(source, content) : options.baseUrl + output) + (hash === undefined ? '' : `#${hash}`);
      const size = dimensionsOf(content);
      if (size) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...size } };
    });
    (file.data as Partial<ImageData>).assets = assets;
  };
}

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf('#');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/** Where Docusaurus looks for a Markdown image's file (getLocalImageAbsolutePath). */
function localImageFile(clean: string, from: string, options: RemarkImagesOptions): string | undefined {
  const candidates = imageCandidates(clean, from, options);
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

function imageCandidates(clean: string, from: string, options: RemarkImagesOptions): string[] {
  if (clean.startsWith('@site/')) return [path.join(options.siteDir, clean.slice('@site/'.length))];
  if (clean.startsWith('/')) return (options.staticDirs ?? [path.join(options.siteDir, 'static')]).map((dir) => path.join(dir, clean));
  return [path.resolve(path.dirname(from), clean)];
}

function lookedFor(clean: string, from: string, options: RemarkImagesOptions): string {
  return imageCandidates(clean, from, options)
    .map((candidate) => path.relative(options.siteDir, candidate))
    .join(', ');
}

/** The image's intrinsic size, as Docusaurus writes it on the `<img>` (image-size); none for a file it cannot read. */
function dimensionsOf(content: Buffer): { width?: string; height?: string } | undefined {
  try {
    const { width, height } = imageSize(content);
    if (!width && !height) return undefined;
    return { ...(width ? { width: String(width) } : {}), ...(height ? { height: String(height) } : {}) };
  } catch {
    return undefined;
  }
}
