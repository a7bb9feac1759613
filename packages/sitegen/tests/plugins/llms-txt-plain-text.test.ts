import type { PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { isPlainText, plainTextHandler } from '../../plugins/llms-txt/plain-text';

const OPTIONS = { bullet: '-', fences: true, rule: '-', emphasis: '*' } as const;
const write = (tree: Root, handlers?: object) => unified().use(remarkStringify, { ...OPTIONS, ...(handlers ? { handlers } : {}) }).use(remarkGfm).stringify(tree);

/** A small deterministic generator (mulberry32), so a failure names a case that comes back. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Letters and punctuation some pattern cares about, in and out of context (`www.`, `https:/`, `1.`, `](`).
const PIECES = ['a', 'Hold', 'w', 'W', 'p', 's', ' ', ' ', '.', ',', ':', '/', '(', ')', '[', ']', '-', '+', '=', '#', '*', '_', '`', '~', '|', '!', '&', '<', '>', '@', '\\', '\n', '1', '42', '"', "'", 'é', 'www.', 'https://', '&amp;', ''];

function text(next: () => number): string {
  const length = Math.floor(next() * 6);
  return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
}

/** Text nodes in the places the Markdown copies have them: after code, in links, emphasis, headings, lists and table cells. */
function tree(next: () => number): Root {
  const t = (): PhrasingContent => ({ type: 'text', value: text(next) });
  // A link whose text is its URL is written as an autolink, where text is percent-encoded instead.
  const autolink = (): PhrasingContent => {
    const url = `mailto:${text(next)}`;
    return { type: 'link', url, children: [{ type: 'text', value: url }] };
  };
  const phrasing = (): PhrasingContent[] => [t(), { type: 'inlineCode', value: 'x' }, t(), { type: 'link', url: '/a', children: [t()] }, t(), { type: 'emphasis', children: [t()] }, t(), { type: 'break' }, t(), autolink(), t()];
  const blocks: RootContent[] = [
    { type: 'paragraph', children: phrasing() },
    { type: 'heading', depth: 2, children: [t(), { type: 'strong', children: [t()] }, t()] },
    { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: phrasing() }] }] },
    { type: 'table', align: [null, null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [t()] }, { type: 'tableCell', children: phrasing() }] }] },
    // Text next to text: patterns can match across the two (`](`, `w.`).
    { type: 'blockquote', children: [{ type: 'paragraph', children: [t(), t(), t(), t(), t(), t()] }] },
  ];
  return { type: 'root', children: blocks };
}

describe('llms-txt plain text handler', () => {
  it('writes generated text exactly as the escaping handler does', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const next = random(seed);
      const input = tree(next);
      expect(write(input, { text: plainTextHandler }), `seed ${seed}`).toBe(write(input));
    }
  });

  it('skips the escaping pass for prose and for text after code or links', () => {
    const stack = ['paragraph', 'phrasing'] as never;
    expect(isPlainText('Hold the key for 200 ms, then release it.', { stack }, { before: '\n', after: '\n' })).toBe(true);
    expect(isPlainText('. Then tap it (once): done', { stack }, { before: '`', after: '\n' })).toBe(true);
    // At a line start the same text could read as a list item or a numbered one.
    expect(isPlainText('. Then', { stack }, { before: '\n', after: '\n' })).toBe(false);
    expect(isPlainText('. Then', { stack }, { before: '1', after: '\n' })).toBe(false);
    // GFM would link these; and a space next to a line break is escaped.
    expect(isPlainText('see www.zmk.dev', { stack }, { before: '\n', after: '\n' })).toBe(false);
    expect(isPlainText('https:', { stack }, { before: '\n', after: '/' })).toBe(false);
    expect(isPlainText(' indented', { stack }, { before: '\n', after: '\n' })).toBe(false);
    expect(isPlainText('a_b', { stack }, { before: '\n', after: '\n' })).toBe(false);
  });
});
