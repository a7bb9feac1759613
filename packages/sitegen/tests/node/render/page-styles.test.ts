import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrls, createPageStyles, cssTooLarge, fitsInline, INLINE_LIMIT, type PageStyle } from '../../../src/node/render/page-styles';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
fs.mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
fs.writeFileSync(path.join(outDir, 'assets/css/main.css'), '.a{color:red}\n/*# sourceMappingURL=main.css.map*/');
fs.writeFileSync(path.join(outDir, 'assets/css/route.css'), '.b{background:url(../images/b.svg)}');
const files = ['assets/css/main.css', 'assets/css/route.css'];

/** A page of some gzip size: random text does not compress. */
const page = (bodyBytes: number) => (styles: PageStyle[]) => `<head>${styles.map((s) => (s.css === undefined ? `<link href="${s.href}">` : `<style data-href="${s.href}">${s.css}</style>`)).join('')}</head><body>${randomBytes(bodyBytes).toString('base64')}</body>`;

describe("a page's stylesheets", () => {
  const pageStyles = createPageStyles({ outDir, baseUrl: '/' });

  it('inlines them, each marked with its URL, when the page stays within the first round trip', () => {
    const { html, written } = pageStyles(files, page(1_000));
    expect(html).toContain('<style data-href="/assets/css/main.css">.a{color:red}\n</style>');
    // A relative url() would resolve against the page once inlined.
    expect(html).toContain('<style data-href="/assets/css/route.css">.b{background:url(/assets/images/b.svg)}</style>');
    expect(html).not.toContain('<link');
    expect(written).toBeUndefined();
  });

  it('links one stylesheet with all of them when the page is bigger, keeping each URL as an empty marker', () => {
    const { html, written } = pageStyles(files, page(INLINE_LIMIT));
    const href = /<link href="\/(assets\/css\/page\.[0-9a-f]{12}\.css)">/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(fs.readFileSync(path.join(outDir, href!), 'utf8')).toBe('.a{color:red}\n\n.b{background:url(../images/b.svg)}');
    expect(written).toEqual([path.join(outDir, href!)]);
    expect(html).toContain('<style data-href="/assets/css/main.css"></style><style data-href="/assets/css/route.css"></style>');
    // Pages with the same files share the file.
    expect(pageStyles(files, page(INLINE_LIMIT)).written).toEqual(written);
  });

  it('links a single stylesheet as it is', () => {
    expect(pageStyles(['assets/css/main.css'], page(INLINE_LIMIT)).html).toContain('<head><link href="/assets/css/main.css"></head>');
  });

  it('links, without making the inlined page, when the CSS alone is too large to inline', () => {
    // Class rules that do not compress away: over the limit by themselves.
    fs.writeFileSync(path.join(outDir, 'assets/css/large.css'), Array.from({ length: 3000 }, () => `.${randomBytes(6).toString('hex')}{color:#${randomBytes(3).toString('hex')}}`).join(''));
    const renders: PageStyle[][] = [];
    const { html } = pageStyles(['assets/css/main.css', 'assets/css/large.css'], (styles) => (renders.push(styles), page(100)(styles)));
    expect(html).toMatch(/<link href="\/assets\/css\/page\.[0-9a-f]{12}\.css">/);
    expect(renders).toHaveLength(1);
  });

  it('makes relative url()s absolute and leaves the others', () => {
    expect(absoluteUrls('a{b:url("../fonts/x.woff2?v=1#f")}c{d:url(data:image/svg+xml,x)}e{f:url(/img/y.png)}g{h:url(#m)}', '/docs-base/assets/css/main.css')).toBe('a{b:url("/docs-base/assets/fonts/x.woff2?v=1#f")}c{d:url(data:image/svg+xml,x)}e{f:url(/img/y.png)}g{h:url(#m)}');
  });
});

describe('the inline limit', () => {
  it('decides as level-6 gzip does on pages of markup and CSS, small to large', async () => {
    const { gzipSync } = await import('node:zlib');
    // Markup of a docs page: tags, class names and prose from a vocabulary, with a stylesheet.
    const vocabulary = 'the key layer hold tap combo macro behavior keymap board shield split battery sleep encoder display'.split(' ');
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647);
    const paragraph = () => `<p class="para_${next() % 40}">${Array.from({ length: 30 }, () => vocabulary[next() % vocabulary.length]).join(' ')} ${next()}.</p>`;
    const css = Array.from({ length: 300 }, (_, i) => `.c${i}_${next() % 997}{margin:${i % 9}px;color:#${(next() % 0xffffff).toString(16)}}`).join('');
    for (let n = 20; n <= 400; n += 20) {
      const html = `<html><head><style>${css}</style></head><body>${Array.from({ length: n }, paragraph).join('')}</body></html>`;
      expect(fitsInline(html), `${n} paragraphs`).toBe(gzipSync(html, { level: 6 }).length <= INLINE_LIMIT);
    }
  });

  it('calls CSS too large only when every page with it is linked', () => {
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647);
    const rule = (i: number) => `.c${i}_${next() % 997}{margin:${i % 9}px;color:#${(next() % 0xffffff).toString(16)}}`;
    const head = '<html><head><meta charset="utf-8"><title>Keymaps</title><meta name="description" content="c1_ c2_ margin color">';
    let large = 0;
    // From well under to well over the limit, with the smallest page (no body) and a docs-sized one.
    for (let rules = 800; rules <= 2400; rules += 100) {
      const css = Array.from({ length: rules }, (_, i) => rule(i)).join('');
      if (!cssTooLarge(css)) continue;
      large++;
      for (const body of ['', '<p>the key layer hold tap</p>'.repeat(400)]) expect(fitsInline(`${head}<style>${css}</style></head><body>${body}</body></html>`), `${rules} rules`).toBe(false);
    }
    expect(large).toBeGreaterThan(3);
  });
});
