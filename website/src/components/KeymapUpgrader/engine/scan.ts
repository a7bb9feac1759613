/**
 * A light C-preprocessor-aware scan of a keymap, done before the devicetree parse:
 *
 * - `#define` directives (with `\` line continuations), and
 * - macro calls in place of a devicetree statement (`ZMK_MACRO(...)`, `ZMK_LAYER(...)`, or any
 *   `NAME(...)` where a node or property would start: devicetree has no such syntax).
 *
 * Both are upgraded token by token (see bindings.ts) and blanked out of the text handed to the
 * parser, which would otherwise see macro calls as syntax errors and mis-nest what follows.
 *
 * The scan also finds the cell arrays (`<...>`) of property values. Their contents are blanked
 * too: the parser still sees every node and property, and the cells, which are most of a keymap,
 * are read by the (much faster) tokenizer at the positions the syntax tree gives.
 */

export interface MacroRegion {
  kind: 'define' | 'macro';
  /** The whole directive or call. */
  start: number;
  end: number;
  /** Where the define's replacement text or the call's arguments start and end. */
  bodyStart: number;
  bodyEnd: number;
  /** The macro's name. */
  name: string;
  /** Parameter names of a function-like define. */
  params: string[];
  /** A call whose closing parenthesis is missing. */
  unclosed: boolean;
}

const NEWLINE = 10;
const CR = 13;
const SLASH = 47;
const STAR = 42;
const HASH = 35;
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

export function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

export function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === NEWLINE || c === CR || c === 11 || c === 12;
}

/** End of the comment starting at `i` (a `//` or `/*`), or `i` when there is none. */
export function skipComment(text: string, i: number): number {
  if (text.charCodeAt(i) !== SLASH) return i;
  const next = text.charCodeAt(i + 1);
  if (next === SLASH) {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (next === STAR) {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  return i;
}

/** End of the string literal starting at `i` (stops at the line end when unterminated). */
export function skipString(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) j += 2;
    else if (c === QUOTE) return j + 1;
    else if (c === NEWLINE) return j;
    else j++;
  }
  return text.length;
}

/** End of a preprocessor line starting at `i`: the newline that is not continued by `\`. */
function directiveEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const newline = text.indexOf('\n', j);
    if (newline < 0) return text.length;
    let k = newline - 1;
    if (text.charCodeAt(k) === CR) k--;
    if (text.charCodeAt(k) !== BACKSLASH) return newline;
    j = newline + 1;
  }
  return text.length;
}

/** Index after the parenthesis matching the one at `open`, or -1 when it is never closed. */
function matchParen(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === SLASH) {
      const end = skipComment(text, i);
      if (end !== i) {
        i = end;
        continue;
      }
    }
    if (c === QUOTE) i = skipString(text, i);
    else {
      if (c === OPEN_PAREN) depth++;
      else if (c === CLOSE_PAREN && --depth === 0) return i + 1;
      i++;
    }
  }
  return -1;
}

function readDefine(text: string, start: number, end: number): MacroRegion | undefined {
  const head = /^#[ \t]*define[ \t]+([A-Za-z_]\w*)(\([^)]*\))?/.exec(text.slice(start, Math.min(end, start + 400)));
  if (!head) return undefined;
  const params = head[2] ? head[2].slice(1, -1).split(',').map((p) => p.trim()).filter(Boolean) : [];
  return { kind: 'define', start, end, bodyStart: start + head[0].length, bodyEnd: end, name: head[1] ?? '', params, unclosed: false };
}

/** Index after the `>` closing the cell array opened at `open`, or -1. */
function matchCells(text: string, open: number): number {
  let depth = 0;
  let i = open + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === SLASH) {
      const end = skipComment(text, i);
      if (end !== i) {
        i = end;
        continue;
      }
    }
    if (c === QUOTE) {
      i = skipString(text, i);
      continue;
    }
    if (c === OPEN_PAREN) depth++;
    else if (c === CLOSE_PAREN) depth--;
    else if (depth <= 0 && (c === 62 /* > */ || c === 59 /* ; */ || c === 123 /* { */ || c === 125) /* } */) return c === 62 ? i + 1 : -1;
    i++;
  }
  return -1;
}

export interface KeymapScan {
  /** `#define`s and statement-position macro calls. */
  regions: MacroRegion[];
  /** Cell arrays of property values, `<` to `>` inclusive. */
  cells: Array<[number, number]>;
}

/** Finds the `#define`s, statement-position macro calls and property cell arrays of a keymap. */
export function scanKeymap(text: string): KeymapScan {
  const regions: MacroRegion[] = [];
  const cells: Array<[number, number]> = [];
  // Between a property's `=` and its `;`.
  let inValue = false;
  const n = text.length;
  let atLineStart = true;
  // True where a devicetree statement (node, property, directive) may begin.
  let statementStart = true;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      atLineStart = true;
      i++;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === SLASH) {
      const end = skipComment(text, i);
      if (end !== i) {
        i = end;
        continue;
      }
    }
    if (c === HASH && atLineStart) {
      const end = directiveEnd(text, i);
      const define = readDefine(text, i, end);
      if (define) regions.push(define);
      i = end;
      continue;
    }
    atLineStart = false;
    if (c === QUOTE) {
      i = skipString(text, i);
      statementStart = false;
      continue;
    }
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(text.charCodeAt(j))) j++;
      if (statementStart) {
        let k = j;
        while (k < n && isSpace(text.charCodeAt(k))) k++;
        if (text.charCodeAt(k) === OPEN_PAREN) {
          const close = matchParen(text, k);
          const end = close < 0 ? n : close;
          regions.push({ kind: 'macro', start: i, end, bodyStart: k + 1, bodyEnd: close < 0 ? n : close - 1, name: text.slice(i, j), params: [], unclosed: close < 0 });
          i = end;
          continue;
        }
      }
      statementStart = false;
      i = j;
      continue;
    }
    if (c === 60 /* < */ && inValue) {
      const close = matchCells(text, i);
      if (close > 0) {
        cells.push([i, close]);
        i = close;
        continue;
      }
    }
    statementStart = c === 59 /* ; */ || c === 123 /* { */ || c === 125; /* } */
    if (statementStart) inValue = false;
    else if (c === 61 /* = */) inValue = true;
    i++;
  }
  return { regions, cells };
}

/**
 * The text the parser gets: macro regions and the insides of cell arrays blanked (line breaks
 * kept, so offsets and lines stay the same).
 */
export function maskForParser(text: string, scan: KeymapScan): string {
  const ranges: Array<[number, number]> = [...scan.regions.map((r): [number, number] => [r.start, r.end]), ...scan.cells.map(([s, e]): [number, number] => [s + 1, e - 1])];
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of ranges) {
    if (start < last) continue;
    parts.push(text.slice(last, start), blank(text.slice(start, end)));
    last = end;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

function blank(chunk: string): string {
  return chunk.replace(/[^\r\n]+/g, (run) => ' '.repeat(run.length));
}

export type TokenType = 'ident' | 'ref' | 'number' | 'punct';

export interface Token {
  type: TokenType;
  start: number;
  end: number;
}

/** Tokens of `text[start, end)`: identifiers, `&label` references, numbers, punctuation; comments, strings and line continuations skipped. */
export function tokenize(text: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === BACKSLASH) {
      i++;
      continue;
    }
    if (c === SLASH) {
      const after = skipComment(text, i);
      if (after !== i) {
        i = Math.min(after, end);
        continue;
      }
    }
    if (c === QUOTE) {
      i = Math.min(skipString(text, i), end);
      continue;
    }
    if (c === 38 /* & */ && i + 1 < end && isIdentStart(text.charCodeAt(i + 1))) {
      let j = i + 2;
      while (j < end && isIdentPart(text.charCodeAt(j))) j++;
      tokens.push({ type: 'ref', start: i, end: j });
      i = j;
      continue;
    }
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < end && isIdentPart(text.charCodeAt(j))) j++;
      tokens.push({ type: 'ident', start: i, end: j });
      i = j;
      continue;
    }
    if (c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < end && isIdentPart(text.charCodeAt(j))) j++;
      tokens.push({ type: 'number', start: i, end: j });
      i = j;
      continue;
    }
    tokens.push({ type: 'punct', start: i, end: i + 1 });
    i++;
  }
  return tokens;
}
