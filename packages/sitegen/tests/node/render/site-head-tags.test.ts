import { describe, expect, it } from 'vitest';
import { renderPage, renderTag, siteHeadTags, siteMetadataTags } from '../../../src/node/render/html';
import type { HtmlTag } from '../../../src/node/plugins/types';

const page = (siteTags: Array<HtmlTag | string>, noIndex = false) =>
  renderPage({
    lang: 'en',
    title: 'T',
    meta: {},
    canonicalUrl: 'https://x.test/',
    siteTitle: 'X',
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    styles: [{ href: '/assets/css/main.1.css' }],
    scripts: [],
    appHtml: '',
    headTags: [],
    injected: [{ headTags: [{ tagName: 'link', attributes: { rel: 'alternate', href: '/feed.xml' } }] }],
    siteTags,
    noIndex,
  });

describe("the site config's head tags", () => {
  it('are written as Docusaurus’s bootstrap plugin writes them: headTags, then stylesheets, then scripts', () => {
    const tags = siteHeadTags({
      headTags: [
        { tagName: 'meta', attributes: { name: 'note', content: 'a "b" <c> & d' }, innerHTML: 'ignored in a void tag' },
        { tagName: 'x-badge', customElement: true },
        { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' },
      ],
      stylesheets: ['https://c.test/a.css', { href: 'https://c.test/b.css', type: 'text/css', crossorigin: 'anonymous' }, { rel: 'preload', href: 'https://c.test/c.css' }],
      scripts: ['https://c.test/a.js', { src: 'https://c.test/b.js', async: true, defer: false, 'data-x': 'y' }],
    });
    expect(tags.map(renderTag)).toEqual([
      '<meta name="note" content="a &quot;b&quot; &lt;c&gt; &amp; d">',
      '<x-badge></x-badge>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<link rel="stylesheet" href="https://c.test/a.css">',
      '<link rel="stylesheet" href="https://c.test/b.css" type="text/css" crossorigin="anonymous">',
      // `rel` stays first, where Docusaurus puts rel="stylesheet", with the entry's value.
      '<link rel="preload" href="https://c.test/c.css">',
      '<script src="https://c.test/a.js"></script>',
      '<script src="https://c.test/b.js" async data-x="y"></script>',
    ]);
  });

  it('come after the favicon and colour-mode script, before the site’s own styles and the plugins’ tags', () => {
    const html = page(['<script src="/site.js"></script>']);
    const at = (text: string) => html.indexOf(text);
    expect(at('<script src="/site.js"></script>')).toBeGreaterThan(at('<script>(function(){'));
    expect(at('<script src="/site.js"></script>')).toBeLessThan(at('<link rel="stylesheet" href="/assets/css/main.1.css">'));
    expect(at('<link rel="stylesheet" href="/assets/css/main.1.css">')).toBeLessThan(at('<link rel="alternate" href="/feed.xml">'));
  });

  it('noIndex gives every page one robots meta', () => {
    expect(page([], true).match(/<meta name="robots" content="noindex, nofollow">/g)).toHaveLength(1);
    expect(page([], false)).not.toContain('name="robots"');
  });
});

describe("SiteMetadata's tags (themeConfig.metadata, SearchMetadata), deduped as react-helmet does", () => {
  const meta = (props: Record<string, string>, instance: number) => ({ type: 'meta', props, instance, site: true });
  /** What theme-classic's SiteMetadata renders: one <Head> each for the Twitter card, the search metadata, `themeConfig.metadata`. */
  const site = (metadata: Array<Record<string, string>>) => [
    meta({ name: 'twitter:card', content: 'summary_large_image' }, 1),
    { type: 'link', props: { rel: 'canonical', href: 'https://x.test/' }, instance: 2, site: true },
    { type: 'link', props: { rel: 'alternate', href: 'https://x.test/', hrefLang: 'en' }, instance: 3, site: true },
    meta({ name: 'docusaurus_locale', content: 'en' }, 4),
    meta({ name: 'docusaurus_tag', content: 'default' }, 4),
    meta({ name: 'docsearch:language', content: 'en' }, 4),
    meta({ name: 'docsearch:docusaurus_tag', content: 'default' }, 4),
    ...metadata.map((m) => meta(m, 5)),
  ];
  const withMetadata = (metadata: Array<Record<string, string>>, description?: string) =>
    renderPage({
      lang: 'en',
      title: 'T',
      meta: description ? { description } : {},
      canonicalUrl: 'https://x.test/',
      siteTitle: 'X',
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      styles: [],
      scripts: [],
      appHtml: '',
      headTags: [],
      siteMetadata: site(metadata),
      injected: [],
      siteTags: [],
      noIndex: false,
    });

  it('adds a <meta> of each themeConfig.metadata entry’s attributes to every page, after the search metadata, before the favicon', () => {
    const html = withMetadata([{ name: 'keywords', content: 'keyboard, firmware' }, { property: 'og:locale', content: 'en_GB' }, { itemprop: 'name', content: 'X & Y', id: 'm1' }]);
    expect(html).toContain('<meta name="keywords" content="keyboard, firmware">');
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
    expect(html).toContain('<meta itemprop="name" content="X &amp; Y" id="m1">');
    expect(html.indexOf('name="keywords"')).toBeGreaterThan(html.indexOf('docsearch:docusaurus_tag'));
    // React's `hrefLang` is written as HTML's attribute.
    expect(html).toContain('<link rel="alternate" href="https://x.test/" hreflang="en">');
  });

  it('replaces the default twitter:card, and gives way to the page’s own description, as react-helmet dedupes them', () => {
    const html = withMetadata([{ name: 'twitter:card', content: 'summary' }, { name: 'description', content: 'Site-wide' }], 'The page');
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="The page">');
    expect(withMetadata([{ name: 'description', content: 'Site-wide' }])).toContain('<meta name="description" content="Site-wide">');
  });

  it('a docs version’s SearchMetadata (a later <Head>) replaces the site’s tag, and keeps the locale', () => {
    const tags = siteMetadataTags([...site([]), meta({ name: 'docusaurus_version', content: '1.0' }, 6), meta({ name: 'docusaurus_tag', content: 'docs-default-1.0' }, 6)], new Set());
    expect(tags.filter((t) => t.startsWith('<meta name="docusaurus_'))).toEqual(['<meta name="docusaurus_locale" content="en">', '<meta name="docusaurus_version" content="1.0">', '<meta name="docusaurus_tag" content="docs-default-1.0">']);
    // One <Head>'s tags of one property stay together (og:locale:alternate for each locale).
    expect(siteMetadataTags([meta({ property: 'og:locale:alternate', content: 'fr' }, 1), meta({ property: 'og:locale:alternate', content: 'de' }, 1)], new Set())).toHaveLength(2);
  });
});
