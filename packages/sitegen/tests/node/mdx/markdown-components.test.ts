/**
 * The Markdown options of the theme's Markdown components, compiled as Docusaurus 3.10.2 compiles
 * them: the content plugins' `admonitions` (mdx-loader's admonitions plugin), code fences with
 * `themeConfig.prism.magicComments` and `defaultLanguage` (theme-common's codeBlockUtils),
 * `markdown.mermaid` and `markdown.emoji`.
 */
import { describe, expect, it } from 'vitest';
import { compileMdx, type MdxPipelineOptions } from '../../../src/node/mdx/compile';
import { preprocessMarkdown } from '../../../src/node/mdx/preprocess';
import { admonitionKeywords, ADMONITION_TYPES } from '../../../src/node/mdx/remark-admonitions';
import { createCodeBlockMetadata, DEFAULT_MAGIC_COMMENTS, parseLines, parseNumericRange } from '../../../src/shared/code-block';

const options = (more: Partial<MdxPipelineOptions> = {}): MdxPipelineOptions => ({ siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: Math.random().toString(), ...more });
const compile = async (source: string, more: Partial<MdxPipelineOptions> = {}, file = '/site/docs/a.md') => (await compileMdx(file, source, options(more))).code;

describe('the admonitions option', () => {
  it("has mdx-loader's keywords: the defaults, extended or replaced, or none", () => {
    expect(ADMONITION_TYPES).toEqual(['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution']);
    expect(admonitionKeywords(undefined)).toEqual([...ADMONITION_TYPES]);
    expect(admonitionKeywords(true)).toEqual([...ADMONITION_TYPES]);
    expect(admonitionKeywords(false)).toBe(false);
    expect(admonitionKeywords({ keywords: ['glow'] })).toEqual([...ADMONITION_TYPES, 'glow']);
    expect(admonitionKeywords({ keywords: ['glow'], extendDefaults: false })).toEqual(['glow']);
  });

  it('gives the Admonition the type as written (Admonition/Types maps it), its title, id and class', async () => {
    const code = await compile(':::important\nA.\n:::\n\n:::tip[Tip title]{#my-tip .extra}\nB.\n:::\n\n:::note{title="From attribute"}\nC.\n:::\n');
    expect(code).toMatch(/_jsx\(Admonition, \{\s*type: "important",/);
    expect(code).toMatch(/type: "tip",\s*title: "Tip title",\s*className: "extra",\s*id: "my-tip"/);
    expect(code).toMatch(/type: "note",\s*title: "From attribute"/);
  });

  it('gives a title with more than text (`[Use **west**]`) as an mdxAdmonitionTitle first child, as Docusaurus does', async () => {
    const code = await compile(':::tip[Use **west** `build`]\nBody.\n:::\n');
    expect(code).toMatch(/_jsxs?\(Admonition, \{\s*type: "tip",\s*children: \[_jsxs\((?:_components\.mdxAdmonitionTitle|"mdxAdmonitionTitle"), \{\s*children: \["Use ", _jsx\(_components\.strong, \{\s*children: "west"\s*\}\), " ", _jsx\(_components\.code, \{\s*children: "build"/);
    expect(code).not.toContain('title:');
  });

  it('makes admonitions of a content plugin\'s own keywords, in its folders only; `false` turns them off', async () => {
    const admonitions = [
      { dirs: ['/site/docs'], keywords: admonitionKeywords({ keywords: ['glow'] }) },
      { dirs: ['/site/blog'], keywords: admonitionKeywords(false) },
    ];
    const source = ':::glow Evening light\nShines.\n:::\n\n:::note\nA note.\n:::\n';
    const doc = await compile(source, { admonitions });
    expect(doc).toMatch(/_jsx\(Admonition, \{\s*type: "glow",\s*title: "Evening light"/);
    expect(doc).toMatch(/type: "note"/);
    // Pages (src/pages) keep the defaults: `glow` is a directive no plugin took, its content kept in a div.
    const page = await compile(source, { admonitions }, '/site/src/pages/a.md');
    expect(page).not.toContain('type: "glow"');
    expect(page).toMatch(/type: "note"/);
    expect(page).toContain('Shines.');
    const post = await compile(source, { admonitions }, '/site/blog/a.md');
    expect(post).not.toContain('Admonition');
    expect(post).toContain('A note.');
  });

  it("brackets the MDX 1 title form of every keyword (markdown.mdx1Compat.admonitions), the site's too", () => {
    expect(preprocessMarkdown(':::glow My title\nx\n:::', 'md', undefined, ['glow'])).toBe(':::glow[My title]\nx\n:::');
    expect(preprocessMarkdown(':::note My title\nx\n:::', 'md', undefined, false)).toBe(':::note My title\nx\n:::');
  });
});

describe('code fences', () => {
  it('take magic comments out at build time: the lines ship highlighted and marked by the comments\' classes', async () => {
    const source = '```js\n// highlight-next-line\nconst a = 1;\n// This will error\nconst b = c;\n```\n';
    const magicComments = [...DEFAULT_MAGIC_COMMENTS, { className: 'code-block-error-line', line: 'This will error' }];
    const code = await compile(source, { prismLanguages: [], codeBlocks: { magicComments } });
    expect(code).not.toContain('highlight-next-line');
    expect(code).not.toContain('This will error');
    expect(code).toMatch(/lineClassNames: \{\s*"0": \["theme-code-block-highlighted-line"\],\s*"1": \["code-block-error-line"\]\s*\}/);
    // Without the site's comment, its line stays as code.
    expect(await compile(source)).toContain('This will error');
  });

  it('highlight a fence without a language in themeConfig.prism.defaultLanguage', async () => {
    const code = await compile('```\nls -la\n```\n', { codeBlocks: { defaultLanguage: 'bash' } });
    expect(code).toMatch(/language: "bash"/);
    expect(code).toMatch(/\["function", "ls"\]/);
    expect(await compile('```\nls -la\n```\n')).not.toContain('language:');
  });

  it('read `showLineNumbers=n` and a title in single quotes', async () => {
    const code = await compile("```c title='main.c' showLineNumbers=5\nint a;\n```\n");
    expect(code).toMatch(/title: "main\.c"/);
    expect(code).toMatch(/showLineNumbers: 5/);
  });

  it('fail the build at the fence when a range is given and there is no magic comment to take its class from', async () => {
    await expect(compile('# T\n\n```c {1}\nint a;\n```\n', { codeBlocks: { magicComments: [] } })).rejects.toThrow(/a\.md:3:1: A highlight range has been given in code block's metastring/);
  });

  it('stay code blocks for ```mermaid when markdown.mermaid is off (Docusaurus\'s default)', async () => {
    expect(await compile('```mermaid\ngraph TD; A-->B\n```\n')).toContain('_jsx(Mermaid');
    const off = await compile('```mermaid\ngraph TD; A-->B\n```\n', { mermaid: false });
    expect(off).not.toContain('Mermaid,');
    expect(off).toMatch(/_jsx\(CodeBlock, \{[^}]*language: "mermaid"/);
  });
});

describe('markdown.emoji', () => {
  it("turns :shortcodes: into emoji by default (remark-emoji), after heading ids: the id keeps the shortcode's words, the table of contents shows the emoji", async () => {
    const { code, headings } = await compileMdx('/site/docs/a.md', '## :tada: Done\n\nParty :tada: at 10:30 :+1:\n', options());
    expect(code).toContain('Party 🎉 at 10:30 👍');
    expect(headings).toEqual([{ value: '🎉 Done', id: 'tada-done', level: 2 }]);
    expect(code).toContain('export const toc = [{"value":"🎉 Done","id":"tada-done","level":2}]');
    expect(await compile('Party :tada:\n', { emoji: false })).toContain('Party :tada:');
  });
});

describe('text directives no plugin takes', () => {
  it("are left out of the heading's id and written back as text of their own, as Docusaurus's unusedDirectives does after its headings plugin (certimate-go/docs' FAQ, sequelize's `M:N`)", async () => {
    const { code, headings } = await compileMdx('/site/docs/a.mdx', '## The error logs contain "acme:error:rateLimited":\n\nAdvanced M:N associations\n', options());
    expect(headings).toEqual([{ value: 'The error logs contain "acme:error":', id: 'the-error-logs-contain-acmeerror', level: 2 }]);
    expect(code).toContain('"The error logs contain \\"acme:error", ":rateLimited", "\\":"');
    expect(code).toContain('"Advanced M", ":N", " associations"');
    // A name that starts with a digit is no directive to Docusaurus's micromark-extension-directive (3.x): the text as written.
    const digits = await compileMdx('/site/docs/a.mdx', '## Why only 127.0.0.1:8090 can be accessed?\n\nOpen at 10:30[sharp]{x}.\n', options());
    expect(digits.headings).toEqual([{ value: 'Why only 127.0.0.1:8090 can be accessed?', id: 'why-only-1270018090-can-be-accessed', level: 2 }]);
    expect(digits.code).toContain('"Open at 10:30[sharp]{x}."');
  });
});

describe("theme-common's code block metadata", () => {
  it('finds magic comments in the comment syntax of the language', () => {
    const parse = (code: string, language: string) => parseLines(code, { magicComments: DEFAULT_MAGIC_COMMENTS, language });
    expect(parse('# highlight-next-line\nx = 1\n', 'python')).toEqual({ code: 'x = 1', lineClassNames: { 0: ['theme-code-block-highlighted-line'] } });
    expect(parse('<!-- highlight-start -->\n<a>\n<b>\n<!-- highlight-end -->', 'html').lineClassNames).toEqual({ 0: ['theme-code-block-highlighted-line'], 1: ['theme-code-block-highlighted-line'] });
    expect(parse('{/* highlight-next-line */}\n<A />', 'jsx').code).toBe('<A />');
    // `#` is not a comment in JavaScript.
    expect(parse('# highlight-next-line\nx', 'js').code).toBe('# highlight-next-line\nx');
    // A metastring range wins: the comments are then left in the code.
    expect(parseLines('// highlight-next-line\na', { metastring: '{2}', magicComments: DEFAULT_MAGIC_COMMENTS, language: 'js' })).toEqual({ code: '// highlight-next-line\na', lineClassNames: { 1: ['theme-code-block-highlighted-line'] } });
  });

  it('reads the language, title and first line number as createCodeBlockMetadata does', () => {
    const metadata = createCodeBlockMetadata({ code: 'x\n', className: 'language-PHP extra', metastring: 'title="a.php" showLineNumbers', magicComments: DEFAULT_MAGIC_COMMENTS });
    expect(metadata).toEqual({ codeInput: 'x\n', code: 'x', className: 'language-PHP extra language-php', language: 'php', title: 'a.php', lineNumbersStart: 1, lineClassNames: {} });
    expect(createCodeBlockMetadata({ code: 'x', magicComments: [], defaultLanguage: 'bash' }).language).toBe('bash');
    expect(createCodeBlockMetadata({ code: 'x', magicComments: [] })).toMatchObject({ language: 'text', className: 'language-text', lineNumbersStart: undefined });
    expect(parseNumericRange('1,4-6,9..10')).toEqual([1, 4, 5, 6, 9, 10]);
  });
});
