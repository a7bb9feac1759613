import { describe, expect, it } from 'vitest';
import { dispatchRouteDidUpdate, setClientModules } from '../../src/client/lifecycles';
import { mergeHeadMetadata } from '../../src/node/render/html';

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

  it("writes a page's Open Graph title once, and takes its `og:type` (a blog post's PageMetadata) for the route's", () => {
    const merged = mergeHeadMetadata('Site', {}, [
      { type: 'title', props: { children: 'Post | Site' } },
      { type: 'meta', props: { property: 'og:title', content: 'Post | Site' } },
      { type: 'meta', props: { property: 'og:type', content: 'article' } },
      { type: 'meta', props: { property: 'article:tag', content: 'a,b' } },
    ]);
    expect(merged.meta.type).toBe('article');
    expect(merged.headTags).toEqual([{ type: 'meta', props: { property: 'article:tag', content: 'a,b' } }]);
  });

  it('keeps the route’s own description', () => {
    expect(mergeHeadMetadata('A | Site', { description: 'Own' }, [{ type: 'meta', props: { name: 'description', content: 'Other' } }]).meta.description).toBe('Own');
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
