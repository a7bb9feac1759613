/**
 * Markdown links to local files that are not pages (Docusaurus's transformLinks): a relative
 * `[full size](./shot.png)`, `@site/…` and `/…` in the static folders go to a content-hashed copy
 * under `assets/files/`, opened in a new tab; a path with an extension naming no file stays as written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMdx } from '../../../src/node/mdx/compile';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-file-links-'));
fs.mkdirSync(path.join(siteDir, 'blog/post'), { recursive: true });
fs.mkdirSync(path.join(siteDir, 'static/files'), { recursive: true });
fs.mkdirSync(path.join(siteDir, 'files'), { recursive: true });
fs.writeFileSync(path.join(siteDir, 'blog/post/shot.png'), 'not really a png');
fs.writeFileSync(path.join(siteDir, 'static/files/manual.pdf'), '%PDF-1.4');
fs.writeFileSync(path.join(siteDir, 'files/spec.txt'), 'spec');

const compile = (source: string) =>
  compileMdx(path.join(siteDir, 'blog/post/index.mdx'), source, { siteDir, baseUrl: '/base/', staticDirs: [path.join(siteDir, 'static')], resolveFileRoute: () => undefined, routesVersion: Math.random().toString() });

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('Markdown links to files', () => {
  it('copies a relative, a static (/…) and an @site/ file to assets/files/, linked in a new tab with the base URL', async () => {
    const { code, assets } = await compile('[Full size](./shot.png) [Manual](/files/manual.pdf#page=2) [Spec](@site/files/spec.txt)\n');
    expect(assets.map((a) => [path.relative(siteDir, a.source), a.output.replace(/-[0-9a-f]{8}\./, '-HASH.')])).toEqual([
      ['blog/post/shot.png', 'assets/files/shot-HASH.png'],
      ['static/files/manual.pdf', 'assets/files/manual-HASH.pdf'],
      ['files/spec.txt', 'assets/files/spec-HASH.txt'],
    ]);
    expect(code).toMatch(/href: "\/base\/assets\/files\/shot-[0-9a-f]{8}\.png",\s*target: "_blank"/);
    expect(code).toMatch(/href: "\/base\/assets\/files\/manual-[0-9a-f]{8}\.pdf#page=2"/);
  });

  it('leaves pages, routes and missing files as written', async () => {
    const { code, assets } = await compile('[Missing](./gone.zip) [Route](/docs/v2.7) [Page](./other.html) [Anchor](#top)\n');
    expect(assets).toEqual([]);
    expect(code).toContain('"./gone.zip"');
    expect(code).toContain('"/docs/v2.7"');
    expect(code).toContain('"./other.html"');
  });
});
