import { describe, expect, it } from 'vitest';
import { dispatchRouteDidUpdate, setClientModules } from '../../src/client/lifecycles';
import { mergeHeadMetadata } from '../../src/node/render/html';
import { blogPostingJsonLd, jsonForScript } from '../../src/theme/BlogPostPage/structured-data';

describe('head metadata from <Head>', () => {
  it('takes a component page’s title and description into the route’s, dropping the duplicates', () => {
    const merged = mergeHeadMetadata('Site', {}, [
      { type: 'title', props: { children: 'Tool | Site' } },
      { type: 'meta', props: { name: 'description', content: 'What the tool does' } },
      { type: 'meta', props: { property: 'og:description', content: 'What the tool does' } },
      { type: 'link', props: { rel: 'preconnect', href: 'https://a.test' } },
    ]);
    expect(merged.title).toBe('Tool | Site');
    expect(merged.meta.description).toBe('What the tool does');
    expect(merged.headTags).toEqual([{ type: 'link', props: { rel: 'preconnect', href: 'https://a.test' } }]);
  });

  it('keeps the route’s own description', () => {
    expect(mergeHeadMetadata('A | Site', { description: 'Own' }, [{ type: 'meta', props: { name: 'description', content: 'Other' } }]).meta.description).toBe('Own');
  });
});

describe('BlogPosting JSON-LD', () => {
  const post = { permalink: '/blog/2020/01/02/x', title: 'X', date: '2020-01-02', description: 'About x', tags: [{ label: 'core', permalink: '/blog/tags/core' }], authors: [{ key: 'a', name: 'Ada', url: 'https://ada.test' }], readingTime: 1, hasTruncateMarker: false, unlisted: false, excerptText: '' };

  it('describes the post with absolute URLs', () => {
    expect(blogPostingJsonLd(post, { url: 'https://x.test/', title: 'Site', defaultImage: 'https://x.test/card.png' })).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://x.test/blog/2020/01/02/x',
      headline: 'X',
      datePublished: '2020-01-02',
      author: [{ '@type': 'Person', name: 'Ada', url: 'https://ada.test' }],
      keywords: ['core'],
      image: 'https://x.test/card.png',
    });
  });

  it('cannot close its script element early', () => {
    expect(jsonForScript({ a: '</script><script>' })).not.toContain('<');
  });
});

describe('client module lifecycles', () => {
  it('calls every module’s onRouteDidUpdate, past one that throws', () => {
    const seen: string[] = [];
    setClientModules([{ onRouteDidUpdate: () => { throw new Error('boom'); } }, {}, { onRouteDidUpdate: ({ location, previousLocation }) => seen.push(`${previousLocation?.pathname ?? 'none'}→${location.pathname}`) }]);
    const error = console.error;
    console.error = () => undefined;
    try {
      dispatchRouteDidUpdate({ location: { pathname: '/b', search: '', hash: '' }, previousLocation: null });
    } finally {
      console.error = error;
    }
    expect(seen).toEqual(['none→/b']);
    setClientModules([]);
  });
});
