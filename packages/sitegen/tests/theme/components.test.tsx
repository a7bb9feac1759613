import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Details, { Summary } from '@theme/Details';
import Heading, { textOf } from '@theme/Heading';
import Loading from '@theme/Loading';
import MDXComponents from '@theme/MDXComponents';
import Mermaid, { MermaidContainerClassName } from '@theme/Mermaid';
import CodeInline from '@theme/CodeInline';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import mdxStyles from '@theme/MDXComponents/styles.module.css';
import MDXContent from '@theme/MDXContent';
import { mermaidSettings } from '../../src/shared/mermaid';
import ThemedImage from '@theme/ThemedImage';
import Link, { resolveRelative, routerHref } from '../../src/client/exports/Link';
import { collectBrokenLinks } from '../../src/client/exports/useBrokenLinks';
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
        { config: { ...siteConfig, trailingSlash }, path: '/docs/page' },
      )
        .match(/href="[^"]*"/g)
        ?.map((href) => href.slice(6, -1));
    expect(hrefs(true)).toEqual(['/docs/intro/', '/docs/guide/', '/docs/intro/?tab=a#top', '/docs/sibling/', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
    expect(hrefs(false)).toEqual(['/docs/intro', '/docs/guide', '/docs/intro?tab=a#top', '/docs/sibling', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
    expect(hrefs(undefined)).toEqual(['/docs/intro', '/docs/guide/', '/docs/intro?tab=a#top', '/docs/sibling', '/', '#here', '/blog/rss.xml', 'https://example.org/a']);
  });
});

describe('Link with pathname://', () => {
  // sequelize.org's navbar: `href: 'pathname:///v5'` (its older site, in static/v5) and `pathname:///api/v7` (typedoc output a script makes).
  const hrefOf = (html: string) => /href="([^"]*)"/.exec(html)?.[1];
  it("is a plain link under the base URL, unless autoAddBaseUrl is false or the base URL is there, as Docusaurus's Link writes it", () => {
    const config = { ...siteConfig, baseUrl: '/site/', trailingSlash: true };
    expect(hrefOf(render(<Link href="pathname:///v5">v5</Link>, { config }))).toBe('/site/v5');
    expect(hrefOf(render(<Link to="pathname:///site/api/v7">API</Link>, { config }))).toBe('/site/api/v7');
    expect(hrefOf(render(<Link href="pathname:///fr/docs" autoAddBaseUrl={false}>fr</Link>, { config }))).toBe('/fr/docs');
    expect(hrefOf(render(<Link href="pathname:///v5">v5</Link>))).toBe('/v5');
  });

  it("is left out of the build's link check, as Docusaurus's Link collects neither it, a link marked data-noBrokenLinkCheck nor one opening elsewhere; other internal links are checked", () => {
    const { result, collected } = collectBrokenLinks(() =>
      render(
        <>
          <Link href="pathname:///api/v7">API</Link>
          <Link to="/docs/private" data-noBrokenLinkCheck>
            Private
          </Link>
          <Link to="/docs/intro">Intro</Link>
          <Link to="/docs/print" target="_blank">
            Print
          </Link>
          <Link to="https://example.org/elsewhere">Elsewhere</Link>
        </>,
      ),
    );
    expect([...collected.unchecked]).toEqual(['/api/v7', '/docs/private']);
    // The links Docusaurus's Link collects for its checker.
    expect([...collected.linked]).toEqual(['/docs/intro']);
    // The prop is Link's, not the anchor's.
    expect(result).not.toMatch(/nobrokenlinkcheck/i);
    expect(result).toContain('href="/docs/intro"');
  });
});

describe('Link to a relative path', () => {
  it("is resolved against the page's path, as react-router's Link resolves it in Docusaurus's HTML", () => {
    expect(resolveRelative('usage#estimatedlistsize', '/flash-list/docs/1.x/testing')).toBe('/flash-list/docs/1.x/usage#estimatedlistsize');
    expect(resolveRelative('usage', '/docs/1.x/testing/')).toBe('/docs/1.x/testing/usage');
    expect(resolveRelative('../api?x=1', '/docs/guides/a')).toBe('/docs/api?x=1');
    expect(resolveRelative('#here', '/docs/a')).toBe('#here');
    expect(resolveRelative('/abs', '/docs/a')).toBe('/abs');
    const html = render(<Link to="usage#options">Usage</Link>, { config: { ...siteConfig, baseUrl: '/zmk/' }, path: '/docs/1.x/testing' });
    expect(html).toContain('href="/zmk/docs/1.x/usage#options"');
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

  it("picks the Mermaid theme of each colour mode and the options from themeConfig.mermaid, as theme-mermaid's useMermaidConfig", () => {
    expect(mermaidSettings(undefined, 'light')).toEqual({ theme: 'default' });
    expect(mermaidSettings(undefined, 'dark')).toMatchObject({ theme: 'dark' });
    const config = { theme: { light: 'neutral', dark: 'forest' }, options: { fontSize: 18, themeVariables: { primaryColor: '#f00' } } };
    expect(mermaidSettings(config, 'light')).toEqual({ fontSize: 18, themeVariables: { primaryColor: '#f00' }, theme: 'neutral' });
    expect(mermaidSettings(config, 'dark')).toEqual({ fontSize: 18, themeVariables: { primaryColor: '#f00' }, theme: 'forest' });
  });

  it("gives a drawn diagram theme-mermaid's container class", () => {
    expect(render(<Mermaid value="graph TD" svg="<svg></svg>" />)).toContain(MermaidContainerClassName);
    expect(MermaidContainerClassName).toBe('docusaurus-mermaid-container');
  });
});

describe("MDXComponents' parts (theme-classic's names)", () => {
  it('maps the elements Docusaurus maps, each to its own swizzlable component', () => {
    expect(MDXComponents.a).toBe(MDXA);
    expect(MDXComponents.code).toBe(MDXCode);
    expect(MDXComponents.pre).toBe(MDXPre);
    expect(MDXComponents.ul).toBe(MDXUl);
    expect(MDXComponents.li).toBe(MDXLi);
    expect(MDXComponents.img).toBe(MDXImg);
    expect(MDXComponents.Head).toBeDefined();
    expect(render(<MDXContent><p>x</p></MDXContent>)).toBe('<p>x</p>');
  });

  it('renders inline code with CodeInline, and a pre as its content only', () => {
    expect(renderToStaticMarkup(<MDXCode className="x">{'a + b'}</MDXCode>)).toBe('<code class="x">a + b</code>');
    expect(renderToStaticMarkup(<CodeInline>y</CodeInline>)).toBe('<code>y</code>');
    expect(renderToStaticMarkup(<MDXPre><code>z</code></MDXPre>)).toBe('<code>z</code>');
  });

  it('links with Link, lists task lists without bullets, lazy images, footnote items', () => {
    expect(render(<MDXA href="/docs/x">x</MDXA>)).toBe('<a href="/docs/x">x</a>');
    expect(renderToStaticMarkup(<MDXUl className="contains-task-list"><li>a</li></MDXUl>)).toBe(`<ul class="contains-task-list ${mdxStyles.containsTaskList}"><li>a</li></ul>`);
    expect(renderToStaticMarkup(<MDXUl><li>a</li></MDXUl>)).toBe('<ul><li>a</li></ul>');
    expect(renderToStaticMarkup(<MDXImg src="/a.png" alt="A" />)).toBe(`<img decoding="async" loading="lazy" src="/a.png" alt="A" class="${mdxStyles.image}"/>`);
    expect(render(<MDXLi id="user-content-fn-1">note</MDXLi>)).toBe('<li id="user-content-fn-1">note</li>');
  });

  it('gives a details element its summary child as the summary', () => {
    const html = render(
      <MDXDetails>
        <summary>More</summary>
        <p>Body</p>
      </MDXDetails>,
    );
    expect(html.match(/<summary/g)).toHaveLength(1);
    expect(text(html)).toBe('MoreBody');
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
