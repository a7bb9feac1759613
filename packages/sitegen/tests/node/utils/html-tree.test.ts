import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHtmlTree, type HtmlNode } from '../../../src/node/utils/html-tree';

/** A tree as the search extractor reads it: element names, attributes and text (names lower-cased). */
function shape(node: HtmlNode | DefaultTreeAdapterMap['node']): unknown {
  const n = node as HtmlNode & { content?: HtmlNode };
  if (n.nodeName === '#text') return n.value;
  if (!n.tagName) return (n.childNodes ?? []).filter((c) => c.nodeName !== '#comment').map(shape);
  const children = (n.content?.childNodes ?? n.childNodes ?? []).filter((c) => c.nodeName !== '#comment');
  return [n.tagName.toLowerCase(), Object.fromEntries((n.attrs ?? []).map((a) => [a.name.toLowerCase(), a.value])), children.map(shape)];
}

/** parse5's tree of a fragment inside <body>, as shape() sees it. */
function parse5Shape(html: string): unknown {
  const body = (parse(`<!doctype html><html><head></head><body>${html}</body></html>`).childNodes[1] as DefaultTreeAdapterMap['element']).childNodes[1]!;
  return shape({ ...body, tagName: undefined } as unknown as HtmlNode);
}

describe('the pre-rendered pages tree builder', () => {
  const samples = {
    'React text with comments between parts, and escapes': '<p>Hold <!-- -->for<!-- --> 200<!-- --> ms &amp; tap &lt;key&gt; &quot;q&quot; &#x27;it&#x27;s&#x27;</p>',
    'void elements, boolean and unquoted attributes': '<div class="a b" hidden data-x=1><img src="/a.png" alt="a &amp; b"><br><input disabled><hr></div>',
    'an inline SVG with its own style and self-closing shapes': '<figure><svg id="m-light" viewBox="0 0 10 10"><style>#m-light .node>rect{fill:#fff}</style><g><path d="M0 0L1 1"/><foreignObject><div><span>Tap</span><br/></div></foreignObject></g></svg><figcaption>Both</figcaption></figure>',
    'tables, nested lists and details': '<table><thead><tr><th>Code</th></tr></thead><tbody><tr><td><code>&amp;kp A</code></td></tr></tbody></table><ul><li>a<ul><li>b</li></ul></li></ul><details><summary>More</summary><p>x</p></details>',
    'raw text of scripts, styles and a template': '<script>if (a < b && c > d) {}</script><style>a>b{color:red}</style><template><p>later</p></template><noscript><p>no js</p></noscript><p>after</p>',
    'code blocks whose text starts with a line break (React writes one more)': '<pre>\n\nfirst line</pre><pre>\nnot dropped twice</pre><textarea>\n\ntext</textarea>',
    'numeric and named entities': '<p>&#169; 2024 &nbsp;&mdash;&#8212; &apos;</p>',
  };
  for (const [name, html] of Object.entries(samples)) {
    it(`reads ${name} as parse5 does`, () => {
      expect(shape(parseHtmlTree(html))).toEqual(parse5Shape(html));
    });
  }

  it('stops where the first element closes when asked', () => {
    const tree = parseHtmlTree('<div class="markdown"><p>in</p></div><footer>out</footer>', { firstElementOnly: true });
    expect(shape(tree)).toEqual([['div', { class: 'markdown' }, [['p', {}, ['in']]]]]);
  });

  it('decodes character references, named and numeric, and leaves unknown names', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&#x27;&#39;&#x1F600;&nbsp;&mdash;')).toBe('&<>"\'\'😀\u00a0—');
    expect(decodeEntities('&unknown;')).toBe('&unknown;');
  });
});
