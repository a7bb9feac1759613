/**
 * The built docs (the real-site build shared by the browser tests, read as files): every route
 * and heading anchor that links from the web point at, each page's outline in order, every
 * redirect target, and no broken link or anchor anywhere in the output.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { findBrokenLinks, formatBrokenLinks } from 'sitegen/utils';
import {
  builtRoutes,
  elementIds,
  firstOutOfOrder,
  hasFacts,
  headingTexts,
  linkTargets,
  plainHeading,
  readAnchors,
  readFacts,
  readSiteMap,
  routeOf,
} from '../content/_content';

const outDir = inject('realSiteOutDir');
const routes = builtRoutes(outDir);
const htmlCache = new Map<string, string>();
function htmlOf(route: string): string {
  const file = routes.get(route);
  if (!file) throw new Error(`no page at ${route} in the build`);
  let html = htmlCache.get(file);
  if (html === undefined) htmlCache.set(file, (html = readFileSync(file, 'utf8')));
  return html;
}

/**
 * Redirect targets that were already missing on the live site (not a route of anchors.json); the
 * build keeps them working with a second redirect (see site.config.ts).
 */
const DEAD_ON_LIVE_SITE = ['/docs/development/hardware-integration/boards-shields-keymaps'];

describe.runIf(hasFacts)('built docs', () => {
  const anchors = hasFacts ? readAnchors() : {};
  // Every route of anchors.json with ids: the docs, and the blog's archive (years) and tags (letters).
  const anchoredRoutes = Object.keys(anchors).filter((r) => (anchors[r]?.length ?? 0) > 0);

  it('serves the intro at /docs and /docs/intro', () => {
    expect(headingTexts(htmlOf('/docs')).length).toBeGreaterThan(0);
    expect(elementIds(htmlOf('/docs/intro'))).toEqual(elementIds(htmlOf('/docs')));
  });

  it.each(anchoredRoutes)('%s has every heading anchor linked from the web', (route) => {
    expect(routes.has(route), `${route} is built`).toBe(true);
    const ids = elementIds(htmlOf(route));
    expect(anchors[route]?.filter((id) => !ids.has(id)), `${route}: missing ids`).toEqual([]);
  });

  it('covers every routed page of the site map, with its outline headings in order', () => {
    const pages = readSiteMap().pages.filter((p) => p.routed);
    expect(pages).toHaveLength(103);
    for (const page of pages) {
      const route = routeOf(page);
      const headings = headingTexts(htmlOf(route));
      const missing = firstOutOfOrder(page.headings.map((h) => plainHeading(h.text)), headings.map((h) => h.text));
      expect(missing, `${route}: outline heading missing or out of order`).toBeUndefined();
      for (const heading of page.headings.filter((h) => h.anchor)) {
        expect(headings.find((h) => h.text === plainHeading(heading.text))?.id, `${route}: id of "${heading.text}"`).toBe(heading.anchor);
      }
    }
  });

  it('resolves every redirect target to a built page and anchor', () => {
    const dead: string[] = [];
    for (const row of readFacts('redirects.tsv')) {
      const [target = '', hash] = row.to.replace(/\/:splat$/, '').split('#');
      if (DEAD_ON_LIVE_SITE.includes(target)) {
        expect(htmlOf(target), `${target} redirects on`).toMatch(/http-equiv="refresh"/i);
        continue;
      }
      if (!routes.has(target) && !(target in anchors)) {
        dead.push(target);
        continue;
      }
      expect(routes.has(target), `${row.from} → ${row.to}: page`).toBe(true);
      if (hash) expect(elementIds(htmlOf(target)).has(hash), `${row.from} → ${row.to}: anchor`).toBe(true);
    }
    expect(dead).toEqual([]);
  });

  it('has no broken link or anchor in any built page', () => {
    const pages = [...routes.keys()].map((route) => ({ path: route, links: linkTargets(htmlOf(route)), ids: [...elementIds(htmlOf(route))] }));
    expect(pages.length).toBeGreaterThan(140);
    const broken = findBrokenLinks(pages, { baseUrl: '/', outDir });
    expect(broken, formatBrokenLinks(broken)).toEqual([]);
  });
});
