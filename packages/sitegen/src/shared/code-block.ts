/**
 * A code block's metadata as theme-common's codeBlockUtils reads it (Docusaurus 3.10.2): the
 * language, title and first line number from the props or the fence's meta string, and the
 * classes of lines marked by a `{1,4-6}` range or by magic comments (`// highlight-next-line`),
 * which are taken out of the code. Shared by the MDX compiler (fences, at build time) and the
 * CodeBlock (code given at run time). No dependencies.
 */

/** `themeConfig.prism.magicComments[]`: a comment that gives lines a class. */
export interface MagicCommentConfig {
  className: string;
  /** Marks the next line. */
  line?: string;
  /** Marks the lines between the two. */
  block?: { start: string; end: string };
}

/** theme-classic's default: `highlight-next-line`, `highlight-start`/`highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: MagicCommentConfig[] = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** Classes of lines, by 0-based line index. */
export type LineClassNames = Record<number, string[]>;

export interface CodeBlockMetadata {
  /** The code as given. */
  codeInput: string;
  /** The code shown: no final line break, magic comment lines taken out. */
  code: string;
  /** The block's classes, `language-x` among them. */
  className: string;
  language: string;
  title?: unknown;
  /** Undefined: no line numbers. */
  lineNumbersStart?: number;
  lineClassNames: LineClassNames;
}

/** Comment syntaxes, as regular expression sources (theme-common's commentPatterns). */
const COMMENTS: Record<string, { start: string; end: string }> = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
};

const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment syntaxes a magic comment may be written in, per language (others: the popular ones). */
const LANGUAGE_COMMENTS: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

/** A line that is only a magic comment (white space around it allowed); its directive is the first defined group. */
function directivePattern(language: string, magicComments: MagicCommentConfig[]): RegExp {
  const directives = magicComments.flatMap((d) => [d.line, d.block?.start, d.block?.end].filter(Boolean)).join('|');
  const alternatives = (LANGUAGE_COMMENTS[language] ?? POPULAR).map((name) => `(?:${COMMENTS[name]!.start}\\s*(${directives})\\s*${COMMENTS[name]!.end})`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** `"1,4-6"` → [1, 4, 5, 6]; `a..b` too, as parse-numeric-range reads it. */
export function parseNumericRange(range: string): number[] {
  const result: number[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*(-?\d+)\s*(?:(?:-|\.\.)\s*(-?\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    const step = to >= from ? 1 : -1;
    for (let n = from; step > 0 ? n <= to : n >= to; n += step) result.push(n);
  }
  return result;
}

const TITLE = /title=(["'])(.*?)\1/;
const LINES_RANGE = /\{([\d,-]+)\}/;

/** `title="file.js"` of a meta string ('' without one). */
export function parseCodeBlockTitle(metastring: string | undefined): string {
  return metastring?.match(TITLE)?.[2] ?? '';
}

/** The first line's number when lines are numbered: `showLineNumbers` (1), `showLineNumbers=5`, or the prop. */
export function getLineNumbersStart({ showLineNumbers, metastring }: { showLineNumbers?: boolean | number; metastring?: string }): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const word = metastring?.split(' ').find((w) => w.startsWith('showLineNumbers'));
  if (!word) return undefined;
  return word.startsWith('showLineNumbers=') ? parseInt(word.slice('showLineNumbers='.length), 10) : 1;
}

/**
 * The code without its final line break and magic comment lines, and the classes of its lines:
 * a meta string range (`{1,4-6}`, with the first magic comment's class) wins over the comments,
 * as in Docusaurus (the two are not mixed).
 */
export function parseLines(input: string, { metastring, magicComments, language }: { metastring?: string; magicComments: MagicCommentConfig[]; language?: string }): { code: string; lineClassNames: LineClassNames } {
  const code = input.replace(/\r?\n$/, '');
  const range = metastring?.match(LINES_RANGE)?.[1];
  if (range !== undefined) {
    const first = magicComments[0];
    if (!first) throw new Error(`A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges.`);
    return { code, lineClassNames: Object.fromEntries(parseNumericRange(range).filter((n) => n > 0).map((n) => [n - 1, [first.className]])) };
  }
  if (language === undefined || magicComments.length === 0) return { code, lineClassNames: {} };
  const pattern = directivePattern(language, magicComments);
  const lines = code.split(/\r?\n/);
  const ranges = new Map<string, { start: number; lines: number[] }>(magicComments.map((d) => [d.className, { start: 0, lines: [] }]));
  const byLine = new Map(magicComments.filter((d) => d.line).map((d) => [d.line!, d.className]));
  const byStart = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.start, d.className]));
  const byEnd = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.end, d.className]));
  for (let i = 0; i < lines.length; ) {
    const match = pattern.exec(lines[i]!);
    if (!match) {
      i++;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined)!;
    if (byLine.has(directive)) ranges.get(byLine.get(directive)!)!.lines.push(i);
    else if (byStart.has(directive)) ranges.get(byStart.get(directive)!)!.start = i;
    else if (byEnd.has(directive)) {
      const block = ranges.get(byEnd.get(directive)!)!;
      for (let n = block.start; n <= i - 1; n++) block.lines.push(n);
    }
    lines.splice(i, 1);
  }
  const lineClassNames: LineClassNames = {};
  for (const [className, { lines: marked }] of ranges) for (const n of new Set(marked)) (lineClassNames[n] ??= []).push(className);
  return { code: lines.join('\n'), lineClassNames };
}

/** `language-x` of a class list. */
export function parseClassNameLanguage(className: string | undefined): string | undefined {
  return className?.split(' ').find((c) => c.startsWith('language-'))?.replace(/language-/, '');
}

export interface CodeBlockMetadataParams {
  code: string;
  className?: string;
  metastring?: string;
  language?: string;
  defaultLanguage?: string;
  title?: unknown;
  showLineNumbers?: boolean | number;
  magicComments: MagicCommentConfig[];
}

/** A code block's metadata (theme-common's createCodeBlockMetadata). */
export function createCodeBlockMetadata(params: CodeBlockMetadataParams): CodeBlockMetadata {
  const language = (params.language ?? parseClassNameLanguage(params.className) ?? params.defaultLanguage)?.toLowerCase() ?? 'text';
  const { code, lineClassNames } = parseLines(params.code, { metastring: params.metastring, magicComments: params.magicComments, language });
  const classes = params.className?.trim() ?? '';
  const className = classes.includes(`language-${language}`) ? classes : [classes, `language-${language}`].filter(Boolean).join(' ');
  return {
    codeInput: params.code,
    code,
    className,
    language,
    title: parseCodeBlockTitle(params.metastring) || params.title,
    lineNumbersStart: getLineNumbersStart({ showLineNumbers: params.showLineNumbers, metastring: params.metastring }),
    lineClassNames,
  };
}
