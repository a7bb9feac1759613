import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferredContentModule, isDeferredContentModule } from '../../../src/node/bundle/deferred-content';
import { contentChunkName, isContentChunkName } from '../../../src/node/bundle/content-chunk-name';
import { createMdxService } from '../../../src/node/bundle/mdx-service';
import { compileMdx } from '../../../src/node/mdx/compile';
import type { LoadedSite } from '../../../src/node/plugins/host';

const DATA = 'export const frontMatter = {"title":"A"};\nexport const toc = [];\nexport const contentTitle = undefined;';

describe('deferred content modules', () => {
  it('in the browser, carry the data exports and load the content with import() into a named chunk group', () => {
    const code = deferredContentModule('/site/docs/a.md', DATA, 'browser', 'docs-a');
    expect(code).toContain(DATA);
    // The file next to it, by relative path (see deferredContentModule).
    expect(code).toContain('import(/* webpackChunkName: "docs-a.content" */ "./a.md")');
    expect(code).toContain('export default deferContent({ load: () => import(');
    // No static import of the content: it must not land in the page's listed chunk.
    expect(code).not.toMatch(/^import \w+ from "\.\/a\.md"/m);
  });

  it('for pre-rendering, import the content directly so the HTML is complete', () => {
    const code = deferredContentModule('/site/docs/a.md', DATA, 'server', 'docs-a');
    expect(code).toContain('import Content from "./a.md";');
    expect(code).toContain('export default deferContent({ component: Content });');
    expect(code).not.toContain('import(');
  });

  it('name their chunk groups so the build can find them', () => {
    expect(contentChunkName('docs-a')).toBe('docs-a.content');
    expect(isContentChunkName(contentChunkName('docs-a'))).toBe(true);
    expect(isContentChunkName('docs-a')).toBe(false);
  });

  it('are told apart by their query, also inside a concatenated module', () => {
    expect(isDeferredContentModule({ resource: '/site/docs/a.md?deferred' })).toBe(true);
    expect(isDeferredContentModule({ rootModule: { resource: '/site/docs/a.mdx?deferred' } })).toBe(true);
    expect(isDeferredContentModule({ resource: '/site/docs/a.md' })).toBe(false);
    expect(isDeferredContentModule({ resource: '/site/blog/p.md?truncated=true' })).toBe(false);
    expect(isDeferredContentModule({})).toBe(false);
  });
});

describe('the MDX service and deferred content', () => {
  const site = {
    siteDir: '/site',
    config: { baseUrl: '/', themeConfig: { prism: { additionalLanguages: [] } }, markdown: { format: 'detect' } },
    fileRoutes: new Map<string, string>(),
    routes: [],
    routesVersion: '1',
    plugins: [],
    context: { cacheDir: path.join(os.tmpdir(), 'sitegen-deferred-test-no-cache-dir-used') },
  } as unknown as LoadedSite;
  const service = createMdxService(site);
  const source = '---\ntitle: A\n---\n## Part one\n\nSome prose.\n';

  it('answers `?deferred` with a deferred module for the browser and the pre-render bundle', async () => {
    const browser = await service.compile('/site/docs/a.md', source, { query: '?deferred', target: 'browser' });
    expect(browser).toContain('deferContent({ load:');
    expect(browser).toContain('"id":"part-one"');
    expect(browser).not.toContain('Some prose.');
    const server = await service.compile('/site/docs/a.md', source, { query: '?deferred', target: 'server' });
    expect(server).toContain('deferContent({ component: Content })');
  });

  it('compiles the full module without the query, for the dev server and for MDX whose exports need the content', async () => {
    expect(await service.compile('/site/docs/a.md', source, { query: '', target: 'browser' })).toContain('Some prose.');
    expect(await service.compile('/site/docs/a.md', source, { query: '?deferred', target: 'hot' })).toContain('Some prose.');
    const withJsx = '## Part\n\nSome prose.\n\nexport const Note = () => <b>note</b>;\n';
    expect(await service.compile('/site/docs/b.mdx', withJsx, { query: '?deferred', target: 'browser' })).toContain('Some prose.');
  });

  it('defers MDX with exports of its own, keeping the exports and the imports they use', async () => {
    const withToc = [
      "import Widget from '@site/src/components/Widget';",
      "import { widgetToc } from '@site/src/components/Widget/toc';",
      '',
      'export const toc = [...widgetToc(), { value: "Custom", id: "custom", level: 2 }];',
      '',
      '## Part',
      '',
      'Some prose.',
      '',
      '<Widget />',
      '',
    ].join('\n');
    const browser = await service.compile('/site/docs/d.mdx', withToc, { query: '?deferred', target: 'browser' });
    expect(browser).toContain('deferContent({ load:');
    expect(browser).not.toContain('Some prose.');
    expect(browser).toContain("import {widgetToc} from '@site/src/components/Widget/toc';");
    expect(browser).toContain('export const toc = [...widgetToc()');
    // The component is the content's: it stays out of the data.
    expect(browser).not.toContain('components/Widget\'');
    // Our own table of contents gives way to the file's.
    expect(browser.match(/export const toc/g)).toHaveLength(1);
  });

  it('defers a blog excerpt with its truncation kept', async () => {
    const code = await service.compile('/site/blog/p.md', `${source}\n<!-- truncate -->\n\nMore.\n`, { query: '?truncated=true&deferred', target: 'browser' });
    expect(code).toContain('import(/* webpackChunkName: "blog-p-excerpt.content" */ "./p.md?truncated=true")');
  });

  it('keeps data exports of a page whose .md text merely starts a line with "export"', async () => {
    const result = await compileMdx('/site/docs/c.md', '## Export\n\nexport the file first.\n', { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: '1' });
    expect(result.dataExports).toContain('export const toc');
    const mdx = await compileMdx('/site/docs/c.mdx', 'export const answer = 42;\n\n## Export\n', { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: '1' });
    expect(mdx.dataExports).toContain('export const answer = 42;');
    const withDefault = await compileMdx('/site/docs/e.mdx', "export { default } from './other.mdx';\n\n## Export\n", { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: '1' });
    expect(withDefault.dataExports).toBeNull();
  });
});
