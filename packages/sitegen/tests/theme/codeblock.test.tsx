import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeBlock, { parseLineRanges } from '@theme/CodeBlock';
import { highlightCode, Prism, resolveLanguage } from '@theme/CodeBlock/prism';
import styles from '@theme/CodeBlock/styles.module.css';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import { CodeBlockContextProvider } from '../../src/theme/_internal/codeBlock';
import { render, siteConfig, text } from './_render';

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

  it('marks highlighted lines and numbers the lines on request, the numbers drawn by a CSS counter (not in the text)', () => {
    const code = ['a', 'b', 'c', 'd', 'e', 'f'].join('\n');
    const html = renderToStaticMarkup(<CodeBlock code={code} highlightLines="1,4-5" showLineNumbers={3} />);
    const lines = html.split('token-line').slice(1);
    expect(lines).toHaveLength(6);
    expect(lines.map((l) => l.startsWith(` ${styles.line} theme-code-block-highlighted-line`))).toEqual([true, false, false, true, true, false]);
    expect(html.match(new RegExp(`<span class="${styles.codeLineNumber}"></span>`, 'g'))).toHaveLength(6);
    expect(html).toContain('counter-reset:line-count 2');
    expect(text(html)).toBe('abcdef');
    const plain = renderToStaticMarkup(<CodeBlock code={code} />);
    expect(plain).not.toContain(styles.codeLineNumber);
    expect(plain).not.toContain('theme-code-block-highlighted-line');
  });

  it("gives each line a line break: the text read or copied from the page has one line per line, as theme-classic's markup", () => {
    const html = renderToStaticMarkup(<CodeBlock lines={highlightCode('a = 1;\n\nb = 2;', 'c')} language="c" />);
    expect(html.match(/<div class="token-line[^"]*">/g)).toHaveLength(3);
    expect(html.match(/<br\/><\/div>/g)).toHaveLength(3);
    expect(text(html.replace(/<br\/>/g, '\n'))).toBe('a = 1;\n\nb = 2;\n');
  });

  it("has theme-classic's markup: container, title, pre.prism-code and code", () => {
    const html = renderToStaticMarkup(<CodeBlock code="x" language="js" title="a.js" className="extra" />);
    expect(html).toMatch(new RegExp(`^<div class="extra language-js ${styles.container} theme-code-block" data-language="js"><div class="${styles.title}">a.js</div><div class="${styles.content}"><pre tabindex="0" class="prism-code language-js ${styles.pre} thin-scrollbar"><code class="${styles.code}"><div class="token-line ${styles.line}"><span class="token plain">x</span><br/></div></code></pre></div></div>$`));
  });

  it('takes magic comments out of the code and marks the lines they name, with the site\'s own comments', () => {
    const code = ['// highlight-next-line', 'one();', 'two();', '// highlight-start', 'three();', 'four();', '// highlight-end', '// error-next-line', 'five();'].join('\n');
    const html = render(<CodeBlock className="language-js">{code}</CodeBlock>);
    expect(text(html)).toBe('one();two();three();four();// error-next-linefive();');
    const marked = (page: string) => page.split('token-line').slice(1).map((line) => /theme-code-block-highlighted-line|code-error/.exec(line)?.[0] ?? '');
    expect(marked(html)).toEqual(['theme-code-block-highlighted-line', '', 'theme-code-block-highlighted-line', 'theme-code-block-highlighted-line', '', '']);
    const magicComments = [...siteConfig.themeConfig.prism.magicComments!, { className: 'code-error', line: 'error-next-line' }];
    const custom = render(<CodeBlock className="language-js">{code}</CodeBlock>, { config: { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, prism: { ...siteConfig.themeConfig.prism, magicComments } } } });
    expect(text(custom)).toBe('one();two();three();four();five();');
    expect(marked(custom)).toEqual(['theme-code-block-highlighted-line', '', 'theme-code-block-highlighted-line', 'theme-code-block-highlighted-line', 'code-error']);
  });

  it('uses themeConfig.prism.defaultLanguage for code that names none', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, prism: { ...siteConfig.themeConfig.prism, defaultLanguage: 'bash' } } };
    expect(render(<CodeBlock>{'ls'}</CodeBlock>, { config })).toContain('prism-code language-bash');
    expect(render(<CodeBlock>{'ls'}</CodeBlock>)).toContain('prism-code language-text');
  });

  it('shows elements as they are (CodeBlock/Content/Element), in a pre of the container', () => {
    const html = renderToStaticMarkup(
      <CodeBlock className="language-js">
        <b>bold</b> code
      </CodeBlock>,
    );
    expect(html).toMatch(new RegExp(`^<pre tabindex="0" class="${styles.pre} ${styles.standalone} thin-scrollbar language-js ${styles.container} theme-code-block"><code class="${styles.code}"><b>bold</b> code</code></pre>$`));
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

  it('draws its buttons in the browser only, as theme-classic does', () => {
    expect(renderToStaticMarkup(<CodeBlock code="x" />)).not.toContain('<button');
  });

  it('has a copy button, and a word-wrap button when the code scrolls sideways or is wrapped', () => {
    const metadata = { codeInput: 'x', code: 'x', className: 'language-text', language: 'text', lineClassNames: {}, lines: [['x']] };
    const wordWrap = (isCodeScrollable: boolean, isEnabled = false) => ({ codeBlockRef: { current: null }, isEnabled, isCodeScrollable, toggle: () => undefined });
    const buttons = (wrap: ReturnType<typeof wordWrap>) =>
      renderToStaticMarkup(
        <CodeBlockContextProvider metadata={metadata} wordWrap={wrap}>
          <WordWrapButton />
          <CopyButton />
        </CodeBlockContextProvider>,
      );
    const html = buttons(wordWrap(true));
    expect(html).toContain('aria-label="Copy code to clipboard"');
    expect(html).toMatch(/<button type="button"[^>]*class="clean-btn/);
    expect(html).toContain('aria-label="Toggle word wrap"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-live="polite"');
    expect(buttons(wordWrap(false))).not.toContain('Toggle word wrap');
    expect(buttons(wordWrap(false, true))).toContain('aria-pressed="true"');
  });

  it('parses line ranges', () => {
    expect([...parseLineRanges('1,4-6')]).toEqual([1, 4, 5, 6]);
    expect([...parseLineRanges('{2, 3}')]).toEqual([2, 3]);
    expect([...parseLineRanges([7, 9])]).toEqual([7, 9]);
    expect([...parseLineRanges(undefined)]).toEqual([]);
  });
});

describe('@docusaurus/theme-common/internal (for CodeBlock parts ejected from theme-classic)', () => {
  it("gives an ejected part the code block's context and theme-common's metadata helpers", async () => {
    const internal = await import('@docusaurus/theme-common/internal');
    function Ejected() {
      const { metadata, wordWrap } = internal.useCodeBlockContext();
      return <span>{`${metadata.language}:${metadata.code}:${String(wordWrap.isEnabled)}`}</span>;
    }
    const metadata = { ...internal.createCodeBlockMetadata({ code: 'a\n', className: 'language-js', magicComments: [] }), lines: [['a']] };
    const wordWrap = { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => undefined };
    expect(renderToStaticMarkup(<internal.CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}><Ejected /></internal.CodeBlockContextProvider>)).toBe('<span>js:a:false</span>');
    expect(internal.getPrismCssVariables({ plain: { color: '#fff', backgroundColor: '#000', fontStyle: 'italic' } })).toEqual({ '--prism-color': '#fff', '--prism-background-color': '#000' });
  });
});
