import { describe, expect, it } from 'vitest';
import { buildFeeds } from '../../plugins/blog/feeds';
import type { BlogPostMetadata } from '../../src/shared/blog';

const site = { title: 'Harbour Log', description: 'Notes from the harbour', origin: 'https://harbour.example', blogPath: '/log', language: 'en' };

/** A post of the harbour's log, by the given authors. */
function post(slug: string, authors: BlogPostMetadata['authors']): { metadata: BlogPostMetadata; contentHtml: string } {
  return {
    metadata: { permalink: `/log/${slug}`, title: `Tide ${slug}`, date: '2025-03-04', frontMatter: {}, description: 'High water at noon.', tags: [], authors, readingTime: 1, hasTruncateMarker: false, unlisted: false, excerptText: 'High water at noon.' },
    contentHtml: '<p>High water at noon.</p>',
  };
}

describe('blog feeds', () => {
  it('writes a post without authors with no author entry in every format, and a post with authors with them', () => {
    const feeds = buildFeeds(site, [post('calm', []), post('storm', [{ name: 'Ada Keeper', url: 'https://keeper.example' } as BlogPostMetadata['authors'][number]])]);
    const json = JSON.parse(feeds.json) as { items: Array<{ title: string; author?: { name?: string } }> };
    expect(json.items.map((item) => [item.title, item.author?.name])).toEqual([['Tide calm', undefined], ['Tide storm', 'Ada Keeper']]);
    expect(feeds.atom.match(/<author>/g)).toHaveLength(1);
    expect(feeds.rss).toContain('<title><![CDATA[Tide calm]]></title>');
  });
});
