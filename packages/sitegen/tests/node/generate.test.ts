import { describe, expect, it } from 'vitest';
import { excerptChunkNames } from '../../src/node/generate/index';
import type { LoadedSite } from '../../src/node/plugins/host';

describe('route module chunks', () => {
  it('put blog excerpts in one chunk per list page, the first that shows them', () => {
    const routes = [
      { path: '/blog/2025/first', component: '@theme/BlogPostPage', modules: { content: '/site/blog/first.md' } },
      { path: '/blog', component: '@theme/BlogListPage', modules: { metadata: '/d/list-1.json', excerpt0: '/site/blog/second.md?truncated=true', excerpt1: '/site/blog/first.md?truncated=true' } },
      { path: '/blog/page/2', component: '@theme/BlogListPage', modules: { excerpt0: '/site/blog/zeroth.md?truncated=true' } },
      { path: '/blog/tags/keys', component: '@theme/BlogTagsPostsPage', modules: { excerpt0: '/site/blog/first.md?truncated=true', excerpt1: '/site/blog/zeroth.md?truncated=true' } },
    ] as unknown as LoadedSite['routes'];
    expect(Object.fromEntries(excerptChunkNames(routes))).toEqual({
      '/site/blog/second.md?truncated=true': 'excerpts-blog',
      '/site/blog/first.md?truncated=true': 'excerpts-blog',
      '/site/blog/zeroth.md?truncated=true': 'excerpts-blog-page-2',
    });
  });
});
