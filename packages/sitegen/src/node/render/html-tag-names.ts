/**
 * The tag names Docusaurus writes `headTags` and plugins' injected tags with, from the `html-tags`
 * package (3.3.1) its htmlTags.ts reads: a tag outside HTML_TAG_NAMES needs `customElement: true`,
 * and a void tag is written without its closing tag and inner HTML.
 */
export const HTML_TAG_NAMES: ReadonlySet<string> = new Set(
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark math menu menuitem meta meter nav noscript object ol optgroup option output p param picture pre progress q rb rp rt rtc ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track u ul var video wbr'.split(' '),
);

export const VOID_TAG_NAMES: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'menuitem', 'meta', 'param', 'source', 'track', 'wbr']);
