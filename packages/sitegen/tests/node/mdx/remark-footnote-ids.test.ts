/**
 * A blog post's footnote ids end with its file's hash (Docusaurus's blog plugin footnoteIDFixer):
 * several posts on a blog list page keep ids of their own. Docs and pages keep the plain ids.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../../src/node/mdx/compile';

const compile = (file: string) =>
  compileMdx(file, 'Over 400[^1] requests.\n\n[^1]: Counted by hand.\n', { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: Math.random().toString(), blogDirs: ['/site/blog'] });

describe('footnote ids', () => {
  it("gives a blog post's footnotes the first 6 hex digits of its path's MD5, as Docusaurus does", async () => {
    const file = '/site/blog/2021/09-30-android-tv-12/index.mdx';
    const suffix = createHash('md5').update(file).digest('hex').slice(0, 6);
    const { code } = await compile(file);
    expect(code).toContain(`"#user-content-fn-1-${suffix}"`);
    expect(code).toContain(`"user-content-fnref-1-${suffix}"`);
  });

  it('leaves the ids of a doc alone', async () => {
    const { code } = await compile('/site/docs/page.mdx');
    expect(code).toContain('"#user-content-fn-1"');
    expect(code).toContain('"user-content-fnref-1"');
  });
});
