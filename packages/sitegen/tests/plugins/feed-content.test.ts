import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../plugins/blog/absolute-url';
import { feedContentFromPage } from '../../plugins/blog/feed-content';
import analyzeFeedContent from '../../plugins/blog/analyze';

const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body><nav><a href="/docs">Docs</a></nav><main><article><h1>Title</h1><div id="__blog-post-container" class="markdown">${body}</div></article></main></body></html>`;
const POST_URL = 'https://site.example/blog/2024/01/01/post';

describe('feedContentFromPage', () => {
  it('returns the article body only, with links and images made absolute', () => {
    const html = feedContentFromPage(
      page('<p>See <a href="/docs/intro">intro</a>, <a href="#part">a part</a>, <a href="../other">a sibling</a> and <a href="mailto:a@b.c">mail</a>.</p><img src="/assets/images/x-1234.png" srcset="/a.png 1x, /b.png 2x" alt="x"><a href="https://other.example/p">out</a>'),
      POST_URL,
    );
    expect(html).toBe(
      '<p>See <a href="https://site.example/docs/intro">intro</a>, <a href="https://site.example/blog/2024/01/01/post#part">a part</a>, <a href="https://site.example/blog/2024/01/other">a sibling</a> and <a href="mailto:a@b.c">mail</a>.</p><img src="https://site.example/assets/images/x-1234.png" srcset="https://site.example/a.png 1x, https://site.example/b.png 2x" alt="x"><a href="https://other.example/p">out</a>',
    );
  });

  it('drops page chrome: heading links, buttons, scripts, the dark copy of themed images and React comments', () => {
    const html = feedContentFromPage(
      page('<h2 id="a">A<a href="#a" class="hashLink_x hash-link">#</a></h2><!-- --><div><pre><code>x</code></pre><button>Copy</button></div><img class="i light" src="/l.png"><img class="i themed-image-dark" src="/d.png"><script>alert(1)</script>'),
      POST_URL,
    );
    expect(html).toBe('<h2 id="a">A</h2><div><pre><code>x</code></pre></div><img class="i light" src="https://site.example/l.png">');
  });

  it('keeps the whole body when it holds articles and tables of its own, and nothing of what follows it', () => {
    const body = '<article><p>Inner card</p></article><table><tr><td>1</td></tr></table><p>After the card.</p>';
    const html = page(body).replace('</article></main>', '<footer><a href="/blog/tags/x">x</a></footer></article><nav class="pagination"><a href="/blog/older">Older</a></nav></main>');
    expect(feedContentFromPage(html, POST_URL)).toBe('<article><p>Inner card</p></article><table><tbody><tr><td>1</td></tr></tbody></table><p>After the card.</p>');
  });

  it('falls back to <main> and returns undefined without either', () => {
    expect(feedContentFromPage('<html><body><main><p>Only main</p></main></body></html>', POST_URL)).toBe('<p>Only main</p>');
    expect(feedContentFromPage('<html><body><p>nothing</p></body></html>', POST_URL)).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('keeps URLs with a scheme and empty values', () => {
    expect(absoluteUrl('data:image/png;base64,AA', POST_URL)).toBe('data:image/png;base64,AA');
    expect(absoluteUrl('', POST_URL)).toBe('');
    expect(absoluteUrl('/x', POST_URL)).toBe('https://site.example/x');
  });
});

describe('the blog page analyzer', () => {
  it('takes a post page\'s feed content in the render worker, and nothing from a page without a post body', () => {
    // The post body's container, as theme-classic's BlogPostItem/Content marks it on the post's page.
    const html = page('<p>Body <a href="#x">x</a></p>');
    expect(analyzeFeedContent({ path: '/blog/2024/01/01/post', url: POST_URL, html })).toBe(feedContentFromPage(html, POST_URL));
    expect(analyzeFeedContent({ path: '/blog/2024/01/01/post', url: POST_URL, html })).toContain(`href="${POST_URL}#x"`);
    expect(analyzeFeedContent({ path: '/docs', url: 'https://site.example/docs', html: '<html><body><main><p>Docs</p></main></body></html>' })).toBeUndefined();
  });
});
