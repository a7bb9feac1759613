import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The one naming rule for CSS module classes, used by webpack (client) and esbuild (server)
 * so pre-rendered class names match the browser's: `<local>_<hash of the file>`. Local names
 * are unique within a file, so the file's hash is enough; and one suffix shared by a module's
 * classes compresses to a few bytes each in the JS's class maps and the HTML, where a hash per
 * class (six random characters) cost some 4 bytes of gzip each: 0.7 KB of a docs page's JS.
 */
export function cssModuleClassName(resourcePath: string, localName: string, rootDir: string): string {
  const relative = path.relative(rootDir, resourcePath).split(path.sep).join('/');
  let hash = fileHashes.get(relative);
  if (hash === undefined) {
    hash = createHash('sha1').update(relative).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 6);
    fileHashes.set(relative, hash);
  }
  return `${localName}_${hash}`;
}

const fileHashes = new Map<string, string>();

/** Class names a CSS module defines (comments, strings and url() removed first). */
export function cssModuleClasses(css: string): string[] {
  const cleaned = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  const names = new Set<string>();
  for (const match of cleaned.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1] ?? '');
  return [...names];
}
