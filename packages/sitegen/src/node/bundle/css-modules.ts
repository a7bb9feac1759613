import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The one naming rule for CSS module classes, used by webpack (client) and esbuild (server)
 * so pre-rendered class names match the browser's: `<local>_<hash of file and name>`.
 */
export function cssModuleClassName(resourcePath: string, localName: string, rootDir: string): string {
  const relative = path.relative(rootDir, resourcePath).split(path.sep).join('/');
  const hash = createHash('sha1').update(`${relative}\0${localName}`).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 6);
  return `${localName}_${hash}`;
}

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
