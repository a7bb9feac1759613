/**
 * Webpack request forms esbuild does not know, rewritten in a site's source files for the render
 * bundle, so that what the client bundle accepts pre-renders too:
 * - a template-literal `require`/`import()` under `@site/` (esbuild bundles every file a pattern
 *   can name only for relative patterns: the alias becomes a relative path);
 * - `require.context(dir, recursive, /regex/)`, which becomes a table of the files it names.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_TEMPLATE_REQUEST = /\b(require|import)\(\s*`@site\//g;
const REQUIRE_CONTEXT = /\brequire\.context\(\s*(['"])([^'"]+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|[^/\\\n])+)\/([a-z]*)\s*)?\)/g;

/** The source with those requests rewritten, or undefined when it has none. */
export function rewriteWebpackRequests(source: string, file: string, siteDir: string): string | undefined {
  const hasTemplate = source.includes('`@site/');
  const hasContext = source.includes('require.context(');
  if (!hasTemplate && !hasContext) return undefined;
  let out = source;
  if (hasTemplate) {
    const toSite = relativeRequest(path.dirname(file), siteDir);
    out = out.replace(SITE_TEMPLATE_REQUEST, (_match, call: string) => `${call}(\`${toSite}/`);
  }
  if (hasContext) out = out.replace(REQUIRE_CONTEXT, (_match, _quote: string, dir: string, recursive: string | undefined, pattern: string | undefined, flags: string | undefined) => requireContextTable(file, dir, recursive !== 'false', new RegExp(pattern ?? '^\\.\\/.*$', flags ?? '')));
  return out;
}

/** `./x` or `../x`: a request esbuild takes as a path from `fromDir`. */
function relativeRequest(fromDir: string, target: string): string {
  const relative = path.relative(fromDir, target).split(path.sep).join('/') || '.';
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** What `require.context` returns: a function of a key (`./name.ext`) with `keys()`, `resolve()` and `id`. */
function requireContextTable(file: string, dir: string, recursive: boolean, pattern: RegExp): string {
  const base = path.resolve(path.dirname(file), dir);
  const files = fs.existsSync(base) ? (fs.readdirSync(base, { recursive, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];
  const entries = files
    .map((f) => [`./${path.relative(base, f).split(path.sep).join('/')}`, f] as const)
    .filter(([key]) => pattern.test(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, f]) => `${JSON.stringify(key)}: () => require(${JSON.stringify(relativeRequest(path.dirname(file), f))})`);
  return `((table) => { const context = (key) => { if (!table[key]) throw new Error("Cannot find module '" + key + "' in ${dir.replace(/["\\]/g, '')}"); return table[key](); }; context.keys = () => Object.keys(table); context.resolve = (key) => key; context.id = ${JSON.stringify(dir)}; return context; })({ ${entries.join(', ')} })`;
}
