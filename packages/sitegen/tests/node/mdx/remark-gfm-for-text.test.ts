import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmForText, unusableGfmConstructs, withoutConstructs } from '../../../src/node/mdx/remark-gfm-for-text';

function treeWith(text: string, lean: boolean, mdx = false): unknown {
  const processor = unified().use(remarkParse);
  if (mdx) processor.use(remarkMdx);
  if (lean) processor.use(remarkGfmForText, { text });
  else processor.use(remarkGfm);
  return processor.runSync(processor.parse(text));
}

/** Names of the constructs in the extension the plugin hands to the parser. */
function constructNames(text: string): Set<string> {
  const processor = unified().use(remarkParse).use(remarkGfmForText, { text }) as unknown as Processor;
  processor.freeze();
  const [extension] = processor.data().micromarkExtensions ?? [];
  const names = new Set<string>();
  for (const constructs of Object.values(extension as Record<string, Record<string, unknown[]>>)) for (const list of Object.values(constructs)) for (const construct of list) if ((construct as { name?: string }).name) names.add((construct as { name: string }).name);
  return names;
}

const SAMPLES = [
  'Write to zmk@example.com or see www.example.org and https://zmk.dev/docs.',
  'A plain paragraph with *emphasis*, ~~strike~~, [^1] and `code`.\n\n[^1]: A footnote.',
  '| key | code |\n| --- | :-: |\n| A | `&kp A` |',
  'a\n:-\nb',
  'import X from "@site/src/x";\n\n<X prop="@scope/pkg" />\n\nName@host and user.name+tag@mail.example.io',
  '- [x] done\n- [ ] open\n\n> quote with HTTP://CAPS.EXAMPLE and WWW.CAPS.EXAMPLE',
  '[a link](https://example.com) then [https://example.com](https://example.com) and <https://example.com>',
];

describe('remarkGfmForText', () => {
  it('gives the same tree as remark-gfm, positions included', () => {
    for (const text of SAMPLES) {
      const mdx = text.startsWith('import');
      expect(treeWith(text, true, mdx), text).toEqual(treeWith(text, false, mdx));
    }
  });

  it('leaves out the email literal, www, protocol and table constructs a text cannot start', () => {
    const names = constructNames('Plain words, `@site/x` imports and a - list.');
    expect(names.has('emailAutolink')).toBe(false);
    expect(names.has('wwwAutolink')).toBe(false);
    expect(names.has('protocolAutolink')).toBe(false);
    expect(names.has('table')).toBe(false);
    expect(names.has('strikethrough')).toBe(true);
    expect(names.has('gfmFootnoteCall')).toBe(true);
  });

  it('keeps each construct the text could start', () => {
    expect(constructNames('mail me: me@example.com').has('emailAutolink')).toBe(true);
    expect(constructNames('see WWW.example.com').has('wwwAutolink')).toBe(true);
    expect(constructNames('see HTTPS://example.com').has('protocolAutolink')).toBe(true);
    expect(constructNames('a | b').has('table')).toBe(true);
    expect(constructNames('a\n:-').has('table')).toBe(true);
    expect(unusableGfmConstructs('x@y www. http: |').size).toBe(0);
  });

  it('copies the extension instead of changing the one it was given', () => {
    const extension = { text: { 64: [{ name: 'emailAutolink' }, { name: 'other' }] }, attentionMarkers: { null: [126] } };
    const copy = withoutConstructs(extension, new Set(['emailAutolink']));
    expect(copy).toEqual({ text: { 64: [{ name: 'other' }] }, attentionMarkers: { null: [126] } });
    expect(extension.text[64]).toHaveLength(2);
  });
});
