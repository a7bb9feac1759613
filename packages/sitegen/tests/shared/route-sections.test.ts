import { describe, expect, it } from 'vitest';
import { batchSections, inSection, routeSections, SECTION_ROUTES, sectionIndexer, sectionOf } from '../../src/shared/route-sections';
import { isPageModule } from '../../src/node/bundle/batches';

const pages = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}page-${i + 1}`);

describe('the route table in sections', () => {
  it('keeps a site of up to SECTION_ROUTES routes in one section', () => {
    expect(routeSections(['/', '/docs/intro', ...pages('/docs/', SECTION_ROUTES - 2)])).toEqual(['']);
  });

  it('splits a larger site by path segment, down to parts of at least 20 routes, longest prefixes first', () => {
    const paths = ['/', '/blog', '/blog/post-1', ...pages('/docs/guides/', 200), ...pages('/docs/reference/', 150), ...pages('/docs/misc-', 5), ...pages('/docs/faq/', 10)];
    const prefixes = routeSections(paths);
    expect(prefixes).toEqual(['/docs/reference/', '/docs/guides/', '/docs/', '']);
    const sizes = prefixes.map((_, i) => paths.filter((p) => sectionOf(prefixes, p) === i).length);
    // The small folders stay with their parent.
    expect(sizes).toEqual([150, 200, 15, 3]);
    expect(sizes.every((size) => size <= SECTION_ROUTES)).toBe(true);
  });

  it('puts a folder’s own page in the folder’s section, with or without its slash', () => {
    const prefixes = ['/docs/guides/', ''];
    expect(sectionOf(prefixes, '/docs/guides')).toBe(0);
    expect(sectionOf(prefixes, '/docs/guides/')).toBe(0);
    expect(sectionOf(prefixes, '/docs/guides/a/b')).toBe(0);
    expect(sectionOf(prefixes, '/docs/guidesx')).toBe(1);
    expect(inSection('', '/anything')).toBe(true);
  });

  it('finds the section of many paths by their folders as sectionOf does by scanning the prefixes', () => {
    const paths = ['/', '/blog', '/blog/', '/docs', '/docs/', ...pages('/docs/a/', 300), ...pages('/docs/b/', 30), ...pages('/docs/c/', 5), '/docs/a', '/docs/a/x/y', 'relative/path', '/other/deep/er/page'];
    const prefixes = routeSections(paths);
    expect(prefixes.length).toBeGreaterThan(2);
    const indexOf = sectionIndexer(prefixes);
    for (const path of [...paths, '/docs/a/page-1/', '/docs/b', '/docs/bb/page-1', '']) expect(indexOf(path), path).toBe(sectionOf(prefixes, path));
    expect(sectionIndexer(['/a/'])('/b')).toBe(-1);
  });

  it('goes down a base URL every route shares, and stops at routes that have no more segments', () => {
    const paths = pages('/fr/docs/', 400);
    expect(routeSections(paths)).toEqual(['/fr/docs/', '/fr/', '']);
    expect(routeSections(Array.from({ length: 300 }, () => '/same'))).toEqual(['/same/', '']);
  });

  it('groups consecutive sections into batches of at most the asked-for routes (a larger section alone)', () => {
    expect(batchSections([100, 100, 100, 100], 250)).toEqual([[0, 1], [2, 3]]);
    expect(batchSections([30, 500, 30, 30, 200], 250)).toEqual([[0], [1], [2, 3], [4]]);
    expect(batchSections([10], 250)).toEqual([[0]]);
    expect(batchSections([], 250)).toEqual([]);
  });

  it('tells a batched build’s page modules (bundled with their batch) from the code they share with the site', () => {
    const generated = '/site/.sitegen/generated';
    for (const page of ['/site/docs/a.mdx', '/site/docs/b.md?deferred', `${generated}/registry/3.js`, `${generated}/data/docs/meta.json`, `${generated}/data/docs/sidebar-view.js`, '/site/docs/img.png', '/site/data/list.json'])
      expect(isPageModule(page, generated), page).toBe(true);
    for (const code of ['/theme/Tabs/index.tsx', '/site/src/components/Card.js', '/site/node_modules/react/jsx-runtime.js', '/site/src/css/card.module.css', `${generated}/registry.js`, `${generated}/site-config.cjs`])
      expect(isPageModule(code, generated), code).toBe(false);
  });
});
