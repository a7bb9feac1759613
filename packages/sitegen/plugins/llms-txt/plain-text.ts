/**
 * A `text` handler for mdast-util-to-markdown that writes plain text as it is, without the
 * escaping pass. The default handler runs each of some seventy "unsafe" patterns over every text
 * node; in the Markdown copies that was a third of writing them out (~0.17 s of a cold build),
 * and three text nodes in four have nothing to escape. A node is written as it is only when no
 * pattern of CommonMark's or GFM's can match in it or at its edges; any other goes to `state.safe`,
 * which gives the same result for the plain ones (tests/plugins/llms-txt-plain-text.test.ts
 * compares the two on generated text).
 */
import type { Text } from 'mdast';
import type { Info, State } from 'mdast-util-to-markdown';

/** Characters some pattern escapes wherever it finds them (in text), and line breaks, after which every line start is a break. */
const ESCAPED_ANYWHERE = /[\t\r\n!#&*<>[\\\]_`~|@\x00-\x1F\x7F]/;
/** Characters escaped at the start of a line only (list markers, `1.`, table rows), or after `]` (`(`). */
const ESCAPED_AT_LINE_START = /^[.):(+\-=0-9]/;
/** What may come before such a character for it to be at a line start, in an ordered list marker, or after `]` or `www`. */
const RISKY_BEFORE = /[\r\n\d\]Ww]/;
/** GFM's autolink literals: `www.x` and `https:/`. */
const AUTOLINK_LITERAL = /[Ww]\.[-.\w]|:\//;

export function isPlainText(value: string, state: Pick<State, 'stack'>, info: Pick<Info, 'before' | 'after'>): boolean {
  if (ESCAPED_ANYWHERE.test(value) || AUTOLINK_LITERAL.test(value)) return false;
  const { before, after } = info;
  if (ESCAPED_AT_LINE_START.test(value) && (before === '' || RISKY_BEFORE.test(before))) return false;
  // Autolink literals and spaces next to a line break can also form across the node's edges.
  if ((/[Ww]\.$/.test(value) && /[-.\w]/.test(after)) || (value.endsWith(':') && after === '/')) return false;
  if ((value.startsWith(' ') && /[\r\n]/.test(before)) || (value.endsWith(' ') && /[\r\n]/.test(after))) return false;
  return !state.stack.includes('autolink');
}

export function plainTextHandler(node: Text, _parent: unknown, state: State, info: Info): string {
  return isPlainText(node.value, state, info) ? node.value : state.safe(node.value, info);
}
