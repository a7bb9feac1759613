/**
 * One message for a module request that cannot be resolved, whichever bundler meets it first (the
 * browser bundle or the pre-render bundle): the requesting file (from the site), its line and column,
 * the request as written, and the places it was looked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATOR_MODULES, nodeModulePaths, RESOLVE_EXTENSIONS, type Aliases } from './aliases';

export interface UnresolvedRequest {
  /** The requesting file, absolute. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** As written in the file. */
  request: string;
}

/** Where a request is looked for, as the bundlers look: a path with the extensions tried, or the node_modules folders. */
export function placesLooked(request: string, fromDir: string, aliases: Pick<Aliases, 'site' | 'themeDirs'>): string[] {
  const extensions = `(${RESOLVE_EXTENSIONS.join(', ')}, or a folder's index)`;
  if (request.startsWith('@site/')) return [`${path.join(aliases.site, request.slice('@site/'.length))} ${extensions}`];
  if (request.startsWith('@theme/')) return aliases.themeDirs.map((dir) => `${path.join(dir, request.slice('@theme/'.length))} ${extensions}`);
  if (request.startsWith('.') || path.isAbsolute(request)) return [`${path.resolve(fromDir, request)} ${extensions}`];
  const folders = [...nodeModulePaths(fromDir), path.join(aliases.site, 'node_modules'), ...GENERATOR_MODULES];
  return [...new Set(folders)].filter((folder) => fs.existsSync(folder)).map((folder) => path.join(folder, request));
}

export function unresolvedMessage({ file, line, column, request }: UnresolvedRequest, aliases: Pick<Aliases, 'site' | 'themeDirs'>): string {
  const shown = path.relative(aliases.site, file) || file;
  const places = placesLooked(request, path.dirname(file), aliases);
  return `${shown}:${line}:${column}: cannot resolve "${request}"; looked for it at:\n${places.map((place) => `  ${place}`).join('\n')}`;
}

/**
 * Where the request is written: the bundlers report the statement, or a use of what it imports.
 * The quoted request on the reported line, else its first occurrence in the file; else `reported`.
 */
export function requestPosition(file: string, request: string, reported: { line: number; column: number }): { line: number; column: number } {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return reported;
  }
  const quoted = (text: string) => ['\'', '"', '`'].map((quote) => text.indexOf(quote + request + quote)).filter((index) => index >= 0).sort((a, b) => a - b)[0];
  const onLine = quoted(lines[reported.line - 1] ?? '');
  if (onLine !== undefined) return { line: reported.line, column: onLine + 1 };
  for (const [index, text] of lines.entries()) {
    const column = quoted(text);
    if (column !== undefined) return { line: index + 1, column: column + 1 };
  }
  return reported;
}
