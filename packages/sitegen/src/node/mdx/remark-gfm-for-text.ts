import remarkGfm, { type Options } from 'remark-gfm';
import type { Processor } from 'unified';
// remark-parse's types declare the processor data remark-gfm fills (`micromarkExtensions`).
import type {} from 'remark-parse';

/** The micromark syntax extension shape: constructs by field (`text`, `flow`, …) and character code. */
type SyntaxExtension = Record<string, Record<string, unknown> | undefined>;

/** GFM constructs a text can only start with certain characters in it, by micromark construct name. */
const NEEDS: Record<string, (text: string) => boolean> = {
  // An email literal is atext, `@`, a domain: it needs an atext character right before an `@`.
  emailAutolink: (text) => /[A-Za-z0-9+._-]@/.test(text),
  wwwAutolink: (text) => /www\./i.test(text),
  protocolAutolink: (text) => /https?:/i.test(text),
  // A table's delimiter row needs a `|` or a `:` beside a `-` (micromark-extension-gfm-table).
  table: (text) => text.includes('|') || /:-|-:/.test(text),
};

/** The constructs of NEEDS the text has no way to start. */
export function unusableGfmConstructs(text: string): Set<string> {
  return new Set(Object.keys(NEEDS).filter((name) => !NEEDS[name]!(text)));
}

/**
 * remark-gfm for one file's text, without the constructs that text cannot start. The parse tree
 * is the same; the parser does less: GFM's email literal is tried at every word and its table at
 * every line, a third of this site's Markdown parse time, though few pages have either.
 */
export function remarkGfmForText(this: Processor, options: Options & { text: string }): void {
  const { text, ...gfmOptions } = options;
  remarkGfm.call(this, gfmOptions);
  const extensions = this.data().micromarkExtensions;
  const gfm = extensions?.pop() as SyntaxExtension | undefined;
  if (!extensions || !gfm) throw new Error('remark-gfm added no syntax extension');
  extensions.push(withoutConstructs(gfm, unusableGfmConstructs(text)) as (typeof extensions)[number]);
}

/** A copy of a syntax extension without the named constructs (the original is left as it was); unnamed entries stay. */
export function withoutConstructs(extension: SyntaxExtension, names: Set<string>): SyntaxExtension {
  if (names.size === 0) return extension;
  const copy: SyntaxExtension = {};
  for (const [field, constructs] of Object.entries(extension)) {
    if (!constructs) continue;
    const kept: Record<string, unknown> = {};
    for (const [code, list] of Object.entries(constructs)) {
      const remaining = ([] as unknown[]).concat(list).filter((construct) => !names.has((construct as { name?: string }).name ?? ''));
      if (remaining.length > 0) kept[code] = remaining;
    }
    copy[field] = kept;
  }
  return copy;
}
