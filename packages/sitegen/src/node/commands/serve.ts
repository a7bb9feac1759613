import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { applyTrailingSlash, normalizePath } from '../../shared/paths';
import { headersFor, parseHeadersFile, type HeadersRule } from '../static-host/headers-file';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
  '.sh': 'text/x-shellscript; charset=utf-8',
  '.ps1': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Finds the file a URL path maps to: exact file, `<path>.html`, or `<path>/index.html`. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  const candidates = [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/**
 * The address a request for `pathname` (below the base URL) is redirected to, or itself. As
 * Docusaurus's `serve` (serve-handler with `cleanUrls` and the site's `trailingSlash`): `.html`
 * and `/index.html` go; with `trailingSlash` true a path without a file extension gets its
 * slash, with false every path but the root loses it, with undefined it stays as asked.
 */
export function servedPath(pathname: string, trailingSlash: boolean | undefined): string {
  const clean = /\.html$/.test(pathname) ? normalizePath(pathname) : pathname;
  // Files (an extension, a dotfile) are not given a slash.
  if (trailingSlash && (path.posix.extname(clean) !== '' || path.posix.basename(clean).startsWith('.'))) return clean;
  return applyTrailingSlash(clean, { trailingSlash, baseUrl: '/' });
}

/**
 * Creates the static server: `.html` and the trailing slash redirected as the site writes its
 * URLs (see servedPath), a page found as `<path>.html` or `<path>/index.html`, 404.html with
 * status 404. Without options it serves sitegen's default, clean URLs (`trailingSlash: false`).
 */
export function createStaticServer(root: string, baseUrl = '/', options: { trailingSlash?: boolean } = { trailingSlash: false }): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) {
      res.writeHead(302, { location: baseUrl }).end();
      return;
    }
    pathname = `/${pathname.slice(baseUrl.length)}`;
    const canonical = servedPath(pathname, options.trailingSlash);
    if (canonical !== pathname) {
      res.writeHead(301, { location: baseUrl + canonical.slice(1) + url.search }).end();
      return;
    }
    const file = resolveStaticFile(root, pathname);
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, '404.html');
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    const immutable = /\/assets\/.+\.[0-9a-f]{8}\.|\/assets\/images\//.test(target);
    const encoding = precompressedEncoding(target, req.headers['accept-encoding']);
    res.writeHead(status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The build's `_headers` (security headers, caching), as the static host applies them.
      ...headersFor(hostHeaders(root), url.pathname),
      ...(COMPRESSIBLE_TYPE.test(type) ? { vary: 'accept-encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
    });
    fs.createReadStream(encoding ? encoding.file : target).on('error', () => res.end()).pipe(res);
  });
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;

/** The pre-compressed copy (`.br`, else `.gz`) of a file that the request accepts, if the build has one. */
export function precompressedEncoding(file: string, acceptEncoding: string | string[] | undefined): { name: 'br' | 'gzip'; file: string } | undefined {
  const accepted = new Set(String(acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]?.trim().toLowerCase()));
  if (accepted.has('br') && fs.existsSync(`${file}.br`)) return { name: 'br', file: `${file}.br` };
  if (accepted.has('gzip') && fs.existsSync(`${file}.gz`)) return { name: 'gzip', file: `${file}.gz` };
  return undefined;
}

/** The `_headers` rules of a build folder (none when it has no such file), read once per change. */
function hostHeaders(root: string): HeadersRule[] {
  const file = path.join(root, '_headers');
  const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
  const cached = headersCache.get(root);
  if (cached?.mtime === mtime) return cached.rules;
  const rules = mtime < 0 ? [] : parseHeadersFile(fs.readFileSync(file, 'utf8'), file);
  headersCache.set(root, { mtime, rules });
  return rules;
}
const headersCache = new Map<string, { mtime: number; rules: HeadersRule[] }>();

export async function serveSite(root: string, { port, host, baseUrl, trailingSlash }: { port: number; host: string; baseUrl: string; trailingSlash: boolean | undefined }): Promise<http.Server> {
  if (!fs.existsSync(root)) throw new Error(`No build at ${root}: run \`sitegen build\` first`);
  const server = createStaticServer(root, baseUrl, { trailingSlash });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://${host}:${port}${baseUrl}`);
  return server;
}
