import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, formatBrokenLinks, linksToCheck } from '../../src/node/links/check';
import { extractLinksAndIds } from '../../src/node/render/html';

describe('link checker', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  fs.writeFileSync(path.join(outDir, 'setup.sh'), '#!/bin/sh');
  const pages = [
    { path: '/docs/a', links: ['/docs/b#yes', '/docs/b#no', '/missing', '#self', '#gone', 'https://x.dev', '/setup.sh', 'b'], ids: ['self'] },
    { path: '/docs/b', links: [], ids: ['yes'] },
  ];
  it('reports missing pages and anchors with the source page and why', () => {
    const broken = findBrokenLinks(pages, { baseUrl: '/', outDir });
    expect(broken).toEqual([
      { source: '/docs/a', link: '/docs/b#no', reason: '/docs/b has no element with id "no"', anchor: true },
      { source: '/docs/a', link: '/missing', reason: 'no page or file at /missing' },
      { source: '/docs/a', link: '#gone', reason: '/docs/a has no element with id "gone"', anchor: true },
    ]);
    expect(formatBrokenLinks(broken)).toContain('- on /docs/a:\n    /docs/b#no (/docs/b has no element with id "no")');
  });
  it('reports a link from the root on every page it is on (checked once, reported for each), and a relative one from where it is', () => {
    const site = [
      { path: '/docs/a', links: ['/docs/b#no', 'c', '/docs/c'], ids: [] },
      { path: '/docs/b', links: ['/docs/b#no', 'c'], ids: [] },
      { path: '/guides/c', links: ['/docs/b#no', 'c'], ids: [] },
      { path: '/docs/c', links: [], ids: [] },
    ];
    const broken = findBrokenLinks(site, { baseUrl: '/', outDir });
    expect(broken.filter((b) => b.link === '/docs/b#no').map((b) => b.source)).toEqual(['/docs/a', '/docs/b', '/guides/c']);
    // `c` is /docs/c from the docs, and /guides/c (itself) from the guide.
    expect(broken.filter((b) => b.link === 'c')).toEqual([]);
    expect(findBrokenLinks([...site, { path: '/guides/d', links: ['c', 'e'], ids: [] }], { baseUrl: '/', outDir }).filter((b) => b.source === '/guides/d')).toEqual([{ source: '/guides/d', link: 'e', reason: 'no page or file at /guides/e' }]);
  });
  it("takes a link to a folder of the build with an index.html as reaching it, as a static host serves it (sequelize.org's `/v5`, its older site in `static/v5/`)", () => {
    fs.mkdirSync(path.join(outDir, 'v5/api'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'v5/index.html'), '<p>v5</p>');
    const links = ['/v5', '/v5/', '/v5/api', '/v5/index.html'];
    expect(findBrokenLinks([{ path: '/docs/a', links, ids: [] }], { baseUrl: '/', outDir })).toEqual([{ source: '/docs/a', link: '/v5/api', reason: 'no page or file at /v5/api' }]);
  });
  it("checks a Docusaurus site's links as Docusaurus does, those its Link rendered, and other sites' all but the `pathname://` ones", () => {
    const shown = ['/docs/a', '/releases/0.9.0', '/api/v7'];
    expect(linksToCheck(shown, { checkedLinks: ['/docs/a'], uncheckedLinks: ['/api/v7'] })).toEqual(['/docs/a']);
    expect(linksToCheck(shown, { uncheckedLinks: ['/api/v7'] })).toEqual(['/docs/a', '/releases/0.9.0']);
    expect(linksToCheck(shown, {})).toEqual(shown);
  });
  it('reads links and ids from the app markup only', () => {
    const html = '<head><link href="/x.css"></head><div id="__site"><h2 id="a&amp;b">A</h2><a class="c" href="/docs/x#a">x</a></div>';
    expect(extractLinksAndIds(html)).toEqual({ links: ['/docs/x#a'], ids: ['__site', 'a&b'] });
  });
});
