/**
 * How a page's stylesheets reach the reader with the fewest render-blocking requests.
 *
 * A page's CSS is its main stylesheet plus one per route chunk (2-4 files, 6-10 KB gzip here); on
 * a phone each file is a request the first paint waits for. So:
 * - When the page with its CSS inlined is at most INLINE_LIMIT of gzip, the CSS is inlined. That
 *   is what a server's first round trip carries (TCP's initial window, 10 segments of ~1.4 KB):
 *   up to there inlining costs no round trip, and beyond it the extra round trip is what a
 *   stylesheet request costs anyway, with the stylesheet then cacheable for the next pages.
 * - Otherwise the page links one stylesheet holding all of its CSS (shared by the pages with the
 *   same files).
 * Either way each file's URL stays in the page as `<style data-href>`, which is how the bundler's
 * CSS runtime knows a chunk's CSS is already there (it would fetch it again on navigation).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeFileWhole } from '../utils/fs';

/** A stylesheet as the page refers to it: a `<link>`, or `<style data-href>` with its CSS (empty when another sheet holds it). */
export interface PageStyle {
  href: string;
  css?: string;
}

/** gzip bytes a page may have with its CSS inlined: TCP's initial window, 10 segments of 1,460 bytes. */
export const INLINE_LIMIT = 14_600;

export interface PageStylesOptions {
  outDir: string;
  baseUrl: string;
}

/** Chooses inlined or combined CSS for a page; `render` makes its HTML from the styles given. */
export function createPageStyles({ outDir, baseUrl }: PageStylesOptions) {
  const texts = new Map<string, string>();
  const combined = new Map<string, string>();
  const url = (file: string) => baseUrl + file;
  const cssOf = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = absoluteUrls(fs.readFileSync(path.join(outDir, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''), url(file));
      texts.set(file, text);
    }
    return text;
  };
  /** One file with all of the files' CSS, named by its content; written once. */
  const combine = (files: string[]) => {
    const key = files.join('\n');
    let file = combined.get(key);
    if (file === undefined) {
      const css = files.map((f) => fs.readFileSync(path.join(outDir, f), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')).join('\n');
      file = `assets/css/page.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
      const target = path.join(outDir, file);
      // Render workers may write the same file at once: each writes its own, then renames.
      if (!fs.existsSync(target)) writeFileWhole(target, css);
      combined.set(key, file);
    }
    return file;
  };

  /** Whether the files' CSS alone is too large to inline, by set of files (see cssTooLarge). */
  const tooLarge = new Map<string, boolean>();
  const cssOfFilesTooLarge = (files: string[]) => {
    const key = files.join('\n');
    let large = tooLarge.get(key);
    if (large === undefined) tooLarge.set(key, (large = cssTooLarge(files.map(cssOf).join(''))));
    return large;
  };

  /** The page's HTML, and the combined stylesheet it links when it has one (a path in outDir). */
  return function pageStyles(files: string[], render: (styles: PageStyle[]) => string): { html: string; written?: string[] } {
    if (files.length === 0) return { html: render([]) };
    if (!cssOfFilesTooLarge(files)) {
      const inlined = render(files.map((f) => ({ href: url(f), css: cssOf(f) })));
      if (fitsInline(inlined)) return { html: inlined };
    }
    if (files.length === 1) return { html: render([{ href: url(files[0]!) }]) };
    const file = combine(files);
    return { html: render([{ href: url(file) }, ...files.map((f) => ({ href: url(f), css: '' }))]), written: [path.join(outDir, file)] };
  };
}

/**
 * Whether the page's gzip (level 6, what servers use) is at most INLINE_LIMIT. Level 1 is measured
 * first, at half the cost. On HTML with CSS level 6 comes to 0.81–0.84 of level 1 (measured on
 * generated and real docs pages; it is never more than a few percent larger on any text), so a
 * level-1 size under 0.9 of the limit, or over the limit / 0.75, settles it; only pages between are
 * compressed again at level 6. On a docs site most pages are well over the limit: a 1,000-page
 * build spent 5 s of CPU in level-6 gzip here. (Text that compresses far better at level 6, such
 * as one phrase repeated, may be linked where level 6 alone would inline it: harmless.)
 */
export function fitsInline(html: string): boolean {
  const fast = gzipSync(html, { level: 1 }).length;
  if (fast <= INLINE_LIMIT * 0.9) return true;
  if (fast * 0.75 > INLINE_LIMIT) return false;
  return gzipSync(html, { level: 6 }).length <= INLINE_LIMIT;
}

/**
 * Whether CSS is too large to inline in any page, whatever the page: its own gzip (level 1) is over
 * what fitsInline links at without a second look, by a margin. A page's gzip is not less than its
 * CSS's by more than the little the CSS takes from the markup before it (the head), so such a page
 * is linked, as fitsInline would decide. A docs site's theme and content styles come to 20-25 KB
 * of gzip: for most of its pages this is settled once per set of stylesheets, not by compressing
 * each page with its CSS (over a quarter of the first render worker's time in a 1,000-page build).
 */
export function cssTooLarge(css: string): boolean {
  return gzipSync(css, { level: 1 }).length * 0.75 > INLINE_LIMIT * 1.15;
}

/** Relative url()s of a stylesheet made absolute: inlined in a page, they would resolve against the page. */
export function absoluteUrls(css: string, sheetUrl: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (match, quote: string, ref: string) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(ref)) return match;
    const resolved = new URL(ref, `https://site.invalid${sheetUrl}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}
