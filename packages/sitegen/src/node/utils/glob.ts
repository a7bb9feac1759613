/**
 * Glob matching for content plugins' `include` / `exclude`, as Docusaurus's globby/micromatch read
 * the globs they use: `**` (any number of folders), `*` and `?` (within a name), `{a,b}` and
 * `[abc]`. Node's own `path.matchesGlob` is experimental (it warns on every build) and absent
 * before Node 20.17. Dot files are not looked at: the folder walk (listFiles) leaves them out.
 */
import { escapeRegExp } from './regexp';

/** Does a POSIX path relative to the content folder match any of the globs? */
export function globMatcher(globs: readonly string[]): (relative: string) => boolean {
  const patterns = globs.map((glob) => new RegExp(`^${globSource(glob.replace(/^\.\//, ''))}$`));
  return (relative) => patterns.some((pattern) => pattern.test(relative));
}

function globSource(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    const segmentStart = i === 0 || glob[i - 1] === '/';
    if (char === '*' && glob[i + 1] === '*' && segmentStart && (i + 2 === glob.length || glob[i + 2] === '/')) {
      // A whole `**` segment: any folders (`**/`), or anything at the end.
      if (glob[i + 2] === '/') out += '(?:[^/]+/)*';
      else out += '.*';
      i += 2;
    } else if (char === '*') {
      while (glob[i + 1] === '*') i++;
      out += '[^/]*';
    } else if (char === '?') out += '[^/]';
    else if (char === '{') {
      const end = closingBrace(glob, i);
      if (end === -1) out += '\\{';
      else {
        out += `(?:${splitAlternatives(glob.slice(i + 1, end)).map(globSource).join('|')})`;
        i = end;
      }
    } else if (char === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) out += '\\[';
      else {
        const body = glob.slice(i + 1, end);
        out += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else out += escapeRegExp(char);
  }
  return out;
}

function closingBrace(glob: string, open: number): number {
  let depth = 0;
  for (let i = open; i < glob.length; i++) {
    if (glob[i] === '{') depth++;
    else if (glob[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `a,b{c,d},e` → `a`, `b{c,d}`, `e`: the commas outside nested braces. */
function splitAlternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}') depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, body.slice(start)];
}

/** Docusaurus's content plugins' default `include`: Markdown and MDX files. */
export const GLOB_INCLUDE_DEFAULT = ['**/*.{md,mdx}'];
/** Docusaurus's GlobExcludeDefault: partials (`_`-prefixed files and folders) and tests are no pages. */
export const GLOB_EXCLUDE_DEFAULT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** Which files (POSIX paths below a content folder) a content plugin reads: those of `include` and none of `exclude`, with Docusaurus's defaults. */
export function contentFileMatcher({ include = GLOB_INCLUDE_DEFAULT, exclude = GLOB_EXCLUDE_DEFAULT }: { include?: readonly string[]; exclude?: readonly string[] }): (relative: string) => boolean {
  const included = globMatcher(include);
  const excluded = globMatcher(exclude);
  return (relative) => included(relative) && !excluded(relative);
}
