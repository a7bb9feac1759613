import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeBlock, { parseLineRanges } from '@theme/CodeBlock';
import { highlightCode, Prism, resolveLanguage } from '@theme/CodeBlock/prism';
import styles from '@theme/CodeBlock/styles.module.css';
import { text } from './_render';

/** [types, text] of every highlighted token. */
function tokens(html: string): Array<[string, string]> {
  return [...html.matchAll(/<span class="token ([^"]+)">([^<]*)<\/span>/g)].map((m) => [m[1] ?? '', text(m[2] ?? '')]);
}

function typesOf(html: string, content: string): string[] {
  return tokens(html)
    .filter(([, t]) => t === content)
    .map(([types]) => types);
}

const KEYMAP = `#include <behaviors.dtsi>
/dts-v1/;
/ {
    behaviors {
        hm: homerow_mods {
            compatible = "zmk,behavior-hold-tap";
            #binding-cells = <2>;
            tapping-term-ms = <200>; // milliseconds
            bindings = <&kp>, <&kp>;
        };
    };
    pinctrl@40000000 { reg = <0x40000000 0x1000>; };
};`;

describe('CodeBlock', () => {
  it('registers the extra languages and our own grammars', () => {
    for (const lang of ['bash', 'sh', 'shell', 'c', 'cmake', 'ini', 'linker-script', 'ld', 'log', 'powershell', 'diff', 'devicetree', 'dts', 'kconfig', 'yaml', 'json']) {
      expect(Prism.languages[lang], lang).toBeDefined();
    }
    expect(Prism.languages.dts).toBe(Prism.languages.devicetree);
    expect(resolveLanguage('DTS')).toBe('dts');
    expect(resolveLanguage('txt')).toBe('text');
    expect(resolveLanguage('no-such-language')).toBe('text');
    expect(resolveLanguage(undefined)).toBe('text');
  });

  it('highlights devicetree with the documented token types', () => {
    const html = renderToStaticMarkup(<CodeBlock lines={highlightCode(KEYMAP, 'dts')} language="dts" />);
    expect(typesOf(html, '/dts-v1/')).toContain('keyword');
    expect(typesOf(html, 'hm')).toContain('label symbol');
    expect(typesOf(html, 'homerow_mods')).toContain('node class-name');
    expect(typesOf(html, 'behaviors')).toContain('node class-name');
    expect(typesOf(html, '"zmk,behavior-hold-tap"')).toContain('string');
    expect(typesOf(html, 'compatible')).toContain('attr-name');
    expect(typesOf(html, '#binding-cells')).toContain('attr-name');
    expect(typesOf(html, '&kp')).toContain('reference variable');
    expect(typesOf(html, '200')).toContain('number');
    expect(typesOf(html, '0x40000000')).toContain('number');
    expect(typesOf(html, '// milliseconds')).toContain('comment');
    expect(tokens(html).some(([types, t]) => types.includes('macro') && t.startsWith('#'))).toBe(true);
    expect(html).toContain('language-dts');
  });

  it('highlights Kconfig: keywords, help text, comments, symbols and y/n values', () => {
    const source = `config ZMK_MY_FEATURE
    bool "Enable my feature" # trailing comment
    default y
    depends on ZMK_BLE && !ZMK_USB
    help
      Text of the help, with if and config words.

config ZMK_COUNT
    int
    default 3`;
    const html = renderToStaticMarkup(<CodeBlock lines={highlightCode(source, 'kconfig')} language="kconfig" />);
    expect(typesOf(html, 'config')).toContain('keyword');
    expect(typesOf(html, 'bool')).toContain('keyword');
    expect(typesOf(html, 'depends')).toContain('keyword');
    expect(typesOf(html, 'ZMK_MY_FEATURE')).toContain('variable');
    expect(typesOf(html, '"Enable my feature"')).toContain('string');
    expect(typesOf(html, '# trailing comment')).toContain('comment');
    expect(typesOf(html, 'y')).toContain('boolean number');
    expect(typesOf(html, '3')).toContain('number');
    expect(tokens(html).some(([types, t]) => types.includes('helptext') && t.includes('Text of the help, with if and config words.'))).toBe(true);
    expect(typesOf(html, '&&')).toContain('operator');
  });

  it('shows the title and keeps the exact code text', () => {
    const code = 'west build -b nice_nano_v2 -- -DSHIELD=corne_left';
    const html = renderToStaticMarkup(<CodeBlock code={code} language="bash" title="Build the left half" />);
    expect(html).toContain(styles.title);
    expect(text(html)).toContain('Build the left half');
    expect(text(html)).toContain(code);
    expect(html).toMatch(/<pre[^>]*tabindex="0"/);
  });

  it('marks highlighted lines and numbers the lines on request', () => {
    const code = ['a', 'b', 'c', 'd', 'e', 'f'].join('\n');
    const html = renderToStaticMarkup(<CodeBlock code={code} highlightLines="1,4-5" showLineNumbers />);
    const lines = html.split('token-line').slice(1);
    expect(lines).toHaveLength(6);
    expect(lines.map((l) => l.includes(styles.highlighted))).toEqual([true, false, false, true, true, false]);
    const numbers = [...html.matchAll(new RegExp(`class="${styles.lineNumber}" aria-hidden="true">(\\d+)<`, 'g'))].map((m) => m[1]);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6']);
    const plain = renderToStaticMarkup(<CodeBlock code={code} />);
    expect(plain).not.toContain(styles.lineNumber);
    expect(plain).not.toContain(styles.highlighted);
  });

  it('accepts the Docusaurus forms: children and a language-x class', () => {
    const html = renderToStaticMarkup(<CodeBlock className="language-c extra">{'int main(void) { return 0; }\n'}</CodeBlock>);
    expect(html).toContain('language-c');
    expect(html).toContain('extra');
    // Run-time code renders as plain text first; Prism is loaded in the browser afterwards.
    expect(text(html)).toContain('int main(void) { return 0; }');
    expect(html.split('token-line')).toHaveLength(2);
    const highlighted = renderToStaticMarkup(<CodeBlock lines={highlightCode('int main(void) { return 0; }', 'c')} language="c" />);
    expect(typesOf(highlighted, 'int')).toContain('keyword');
    expect(typesOf(highlighted, 'main')).toContain('function');
  });

  it('copies the text of build-time highlighted lines exactly', () => {
    const code = 'a = <&kp A>;\n\n  // done';
    const html = renderToStaticMarkup(<CodeBlock lines={highlightCode(code, 'dts')} language="dts" />);
    expect(text(html)).toContain('a = <&kp A>;');
    expect(html.split('token-line')).toHaveLength(4);
  });

  it('has copy and word-wrap buttons', () => {
    const html = renderToStaticMarkup(<CodeBlock code="x" />);
    expect(html).toContain('aria-label="Copy code to clipboard"');
    expect(html).toContain('aria-label="Toggle word wrap"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-live="polite"');
  });

  it('parses line ranges', () => {
    expect([...parseLineRanges('1,4-6')]).toEqual([1, 4, 5, 6]);
    expect([...parseLineRanges('{2, 3}')]).toEqual([2, 3]);
    expect([...parseLineRanges([7, 9])]).toEqual([7, 9]);
    expect([...parseLineRanges(undefined)]).toEqual([]);
  });
});
