import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../../src/node/mdx/highlight';
import { codeLinesToText, plainCodeLines } from '../../../src/shared/prism/lines';

describe('build-time highlighting', () => {
  const highlight = createHighlighter();

  it('tokenizes devicetree with our grammar and merges neighbouring tokens of one type', () => {
    const { language, lines } = highlight('&kp A   &kp B', 'dts');
    expect(language).toBe('dts');
    expect(lines).toEqual([[['reference variable', '&kp'], ' A   ', ['reference variable', '&kp'], ' B']]);
  });

  it('keeps the exact text, empty lines included, and falls back to plain text', () => {
    const code = 'config ZMK_SLEEP\n\n    bool "Sleep"';
    expect(codeLinesToText(highlight(code, 'kconfig').lines)).toBe(code);
    expect(highlight('x\n\ny', 'no-such-language')).toEqual({ language: 'text', lines: [['x'], [], ['y']] });
    expect(plainCodeLines('a\n\nb')).toEqual([['a'], [], ['b']]);
  });

  it('loads additional Prism languages from the config and rejects unknown ones', () => {
    expect(createHighlighter(['rust'])('fn main() {}', 'rust').lines[0]).toContainEqual(['keyword', 'fn']);
    expect(() => createHighlighter(['no-such-language'])).toThrow(/additionalLanguages: Prism has no language "no-such-language"/);
  });
});
