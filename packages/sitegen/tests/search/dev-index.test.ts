/**
 * The dev server's search index: built from Markdown sources (no pre-rendered HTML in dev),
 * answered by the search-index plugin's `devFile` hook.
 */
import { afterAll, describe, expect, it } from 'vitest';
import searchIndexPlugin from '../../plugins/search-index/index';
import { sectionsFromMarkdown } from '../../plugins/search-index/markdown';
import { loadSite } from '../../src/node/plugins/host';
import { SEARCH_INDEX_POINTER, type SearchIndexFile, type SearchIndexPointer } from '../../src/shared/search';
import { copyFixture } from '../helpers/fixture';

const PAGE = { url: '/docs/page', section: 'Features', title: 'A Page', tag: 'docs-default-current' };

const SOURCE = `---
title: A Page
---
import Tabs from '@theme/Tabs';
export const secret = 'not text';

# A Page

Intro words with \`inline code\`.

## Install {#custom-install}

Run the installer. {props.hidden}

<Tabs>
  <TabItem value="a">Text inside a component.</TabItem>
</Tabs>

### Details

\`\`\`sh
west build
\`\`\`

## Install

| key | value |
| --- | ----- |
| tapping-term-ms | 200 |
`;

describe('dev search index', () => {
  it('reads sections from MDX with the build pipeline\'s heading ids, leaving out code that is not text', () => {
    const sections = sectionsFromMarkdown('docs/page.mdx', SOURCE, PAGE);
    expect(sections.map((s) => [s.url, s.level, s.hierarchy])).toEqual([
      ['/docs/page', 1, ['Features', 'A Page']],
      ['/docs/page#custom-install', 2, ['Features', 'A Page', 'Install']],
      ['/docs/page#details', 3, ['Features', 'A Page', 'Install', 'Details']],
      // The second "Install" gets the next free slug, as on the built page.
      ['/docs/page#install', 2, ['Features', 'A Page', 'Install']],
    ]);
    expect(sections[0]?.content).toBe('Intro words with inline code.');
    expect(sections[1]?.content).toBe('Run the installer. Text inside a component.');
    expect(sections[2]?.content).toBe('west build');
    expect(sections[3]?.content).toContain('tapping-term-ms 200');
    const all = sections.map((s) => s.content).join(' ');
    expect(all).not.toContain('secret');
    expect(all).not.toContain('import');
    expect(all).not.toContain('props.hidden');
  });

  describe('on the basic fixture', () => {
    const fixture = copyFixture('basic');
    afterAll(() => fixture.cleanup());

    async function devPlugin(dev: boolean) {
      const site = await loadSite(fixture.siteDir, { dev: true });
      const plugin = searchIndexPlugin({ siteConfig: site.config, dev });
      plugin.contentLoaded({ allContent: site.contents });
      return plugin;
    }

    it('answers the pointer and the content-hashed index it names, for listed docs and blog posts', async () => {
      const plugin = await devPlugin(true);
      const pointerFile = await plugin.devFile(SEARCH_INDEX_POINTER);
      expect(pointerFile?.contentType).toMatch(/^application\/json/);
      const pointer = JSON.parse(pointerFile!.body) as SearchIndexPointer;
      expect(pointer.file).toMatch(/^search-index\.[0-9a-f]{10}\.json$/);
      const index = JSON.parse((await plugin.devFile(pointer.file))!.body) as SearchIndexFile;
      expect(index.language).toBe('en');
      const install = index.sections.find((s) => s.url.endsWith('#custom-install'));
      expect(install?.hierarchy).toEqual(['Getting Started', 'Introduction', 'Install']);
      expect(install?.content).toContain('Admonitions work with titles.');
      expect(index.sections.filter((s) => s.tag === 'default' && s.level === 1).map((s) => s.hierarchy[0])).toEqual(['Blog', 'Blog', 'Blog']);
      // Other names are not the plugin's, and nothing is answered outside dev.
      expect(await plugin.devFile('search-index.0000000000.json')).toBeUndefined();
      expect(await plugin.devFile('other.json')).toBeUndefined();
      expect(await (await devPlugin(false)).devFile(SEARCH_INDEX_POINTER)).toBeUndefined();
    });

    it('is built once per content load, quickly once files are parsed', async () => {
      const plugin = await devPlugin(true);
      await plugin.devFile(SEARCH_INDEX_POINTER);
      const again = await devPlugin(true);
      const started = performance.now();
      const pointer = await again.devFile(SEARCH_INDEX_POINTER);
      // Unchanged sources come from the cache kept across reloads: no parsing.
      expect(performance.now() - started).toBeLessThan(200);
      expect(JSON.parse(pointer!.body)).toEqual(JSON.parse((await plugin.devFile(SEARCH_INDEX_POINTER))!.body));
    });
  });
});
