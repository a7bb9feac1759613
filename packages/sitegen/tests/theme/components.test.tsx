import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Details, { Summary } from '@theme/Details';
import Heading, { textOf } from '@theme/Heading';
import Loading from '@theme/Loading';
import MDXComponents from '@theme/MDXComponents';
import Mermaid, { mermaidTheme } from '@theme/Mermaid';
import ThemedImage from '@theme/ThemedImage';
import Link, { routerHref } from '../../src/client/exports/Link';
import { render, siteConfig, text } from './_render';

describe('Heading', () => {
  it('adds a hover anchor link from h2 down', () => {
    const html = renderToStaticMarkup(
      <Heading as="h2" id="flavors">
        Flavors <code>x</code>
      </Heading>,
    );
    expect(html).toMatch(/^<h2 id="flavors"/);
    expect(html).toContain('<a href="#flavors"');
    expect(html).toContain('aria-label="Direct link to Flavors x"');
  });

  it('gives an h1 no id and no link, as theme-classic (it is never in the table of contents), and leaves headings without id alone', () => {
    expect(renderToStaticMarkup(<Heading as="h1" id="t">Title</Heading>)).toBe('<h1>Title</h1>');
    expect(renderToStaticMarkup(<Heading as="h3">No id</Heading>)).toBe('<h3>No id</h3>');
    expect(textOf(['a', <b key="b">b</b>, 3])).toBe('ab3');
  });
});

describe('MDX components', () => {
  it('maps headings, links, images and tables', () => {
    const H3 = MDXComponents.h3 as unknown as ComponentType<Record<string, unknown>>;
    expect(renderToStaticMarkup(<H3 id="x">X</H3>)).toContain('href="#x"');
    const A = MDXComponents.a as unknown as ComponentType<Record<string, unknown>>;
    expect(render(<A href="/docs/faq">FAQ</A>)).toMatch(/<a [^>]*href="\/docs\/faq"/);
    expect(render(<A href="https://example.org">ext</A>)).toContain('target="_blank"');
    const Img = MDXComponents.img as unknown as ComponentType<Record<string, unknown>>;
    expect(renderToStaticMarkup(<Img src="/img/a.svg" alt="A" />)).toContain('loading="lazy"');
    const Table = MDXComponents.table as unknown as ComponentType<Record<string, unknown>>;
    expect(renderToStaticMarkup(<Table><tbody><tr><td>1</td></tr></tbody></Table>)).toMatch(/^<div class="[^"]+"><table>/);
    expect(MDXComponents.Heading).toBeDefined();
    // Pages import these themselves (rehype-theme-imports), so the main bundle does not carry them.
    for (const name of ['CodeBlock', 'Admonition', 'Mermaid', 'Tabs', 'TabItem', 'Details', 'DocCardList', 'ThemedImage', 'details', 'summary']) {
      expect(MDXComponents[name], name).toBeUndefined();
    }
  });
});

describe('Link', () => {
  it('puts router paths under the base URL, the home page with its slash as Docusaurus links it', () => {
    expect(routerHref('', '/docs/intro#top')).toBe('/docs/intro#top');
    expect(routerHref('/zmk', '/docs/intro?x=1#top')).toBe('/zmk/docs/intro?x=1#top');
    expect(routerHref('/zmk', '/')).toBe('/zmk/');
    expect(routerHref('/zmk', '/#news')).toBe('/zmk/#news');
  });

  it("writes internal links with the site's trailing slash rule, as Docusaurus's Link does; files, anchors and other sites as given", () => {
    const hrefs = (trailingSlash: boolean | undefined) =>
      render(
        <>
          {['/docs/intro', '/docs/guide/', '/docs/intro?tab=a#top', 'sibling', '/', '#here', '/blog/rss.xml', 'https://example.org/a'].map((to) => (
            <Link key={to} to={to}>
              {to}
            </Link>
          ))}
        </>,
        { config: { ...siteConfig, trailingSlash } },
      )
        .match(/href="[^"]*"/g)
        ?.map((href) => href.slice(6, -1));
    expect(hrefs(true)).toEqual(['/docs/intro/', '/docs/guide/', '/docs/intro/?tab=a#top', 'sibling/', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
    expect(hrefs(false)).toEqual(['/docs/intro', '/docs/guide', '/docs/intro?tab=a#top', 'sibling', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
    expect(hrefs(undefined)).toEqual(['/docs/intro', '/docs/guide/', '/docs/intro?tab=a#top', 'sibling', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
  });
});

describe('Details', () => {
  it('takes the summary from a <summary> child and starts closed', () => {
    const html = renderToStaticMarkup(
      <Details>
        <Summary>More info</Summary>
        <p>Hidden body</p>
      </Details>,
    );
    expect(html).toMatch(/^<details class="[^"]*">/);
    expect(html).not.toContain('open=""');
    expect(html).toMatch(/<summary[^>]*>More info<\/summary>/);
    expect(html).toContain('style="display:none');
    expect(html).toContain('<p>Hidden body</p>');
    expect((html.match(/<summary/g) ?? []).length).toBe(1);
  });

  it('accepts a summary prop and the open state', () => {
    const html = renderToStaticMarkup(
      <Details summary="Click" open>
        Body
      </Details>,
    );
    expect(html).toContain('open=""');
    expect(html).not.toContain('display:none');
    expect(text(html)).toContain('Click');
  });
});

describe('ThemedImage', () => {
  it('renders one image per mode for CSS to pick from', () => {
    const html = renderToStaticMarkup(<ThemedImage sources={{ light: '/img/l.svg', dark: '/img/d.svg' }} alt="Diagram" />);
    expect(html).toContain('src="/img/l.svg"');
    expect(html).toContain('src="/img/d.svg"');
    expect((html.match(/alt="Diagram"/g) ?? []).length).toBe(2);
  });
});

describe('Mermaid', () => {
  it('shows the diagram source on the server', () => {
    const html = render(<Mermaid value={'graph TD\n  A-->B'} />);
    expect(html).toMatch(/<pre class="[^"]*mermaid-source[^"]*">graph TD\n {2}A--&gt;B<\/pre>/);
  });

  it('picks the Mermaid theme from the colour mode', () => {
    expect(mermaidTheme('dark')).toBe('dark');
    expect(mermaidTheme('light')).toBe('default');
  });
});

describe('Loading', () => {
  it('shows nothing before the delay, the spinner after it, and the error with Retry', () => {
    expect(renderToStaticMarkup(<Loading />)).toBe('');
    expect(renderToStaticMarkup(<Loading pastDelay />)).toContain('role="status"');
    const html = renderToStaticMarkup(<Loading error={new Error('Chunk failed')} retry={() => undefined} />);
    expect(text(html)).toContain('Chunk failed');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
  });
});
