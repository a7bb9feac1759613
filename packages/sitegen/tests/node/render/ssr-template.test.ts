import { describe, expect, it } from 'vitest';
import { extractLinksAndIds, renderPage, type PageHtmlInput } from '../../../src/node/render/html';

/** Docusaurus 3.10's own page template (its ssg/ssgTemplate.html), as a site copies it into `ssrTemplate` to change it. */
const DOCUSAURUS_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% if (it.noIndex) { %><!-- hidden from search engines --><% } %>
    <footer data-base="<%= it.baseUrl %>">Served by Lantern</footer>
  </body>
</html>
`;

const page: PageHtmlInput = {
  lang: 'en',
  title: 'Intro | Lantern',
  meta: { description: 'The first steps', htmlClassName: 'docs-doc-page' },
  canonicalUrl: 'https://lantern.example/handbook/docs/intro',
  siteTitle: 'Lantern',
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
  styles: [],
  scripts: ['/handbook/assets/js/main.js'],
  appHtml: '<main><a href="/handbook/docs/next" id="top">Next</a></main>',
  headTags: [],
  injected: [{ preBodyTags: ['<noscript>pre</noscript>'], postBodyTags: ['<div class="post"></div>'] }],
  siteTags: [],
  noIndex: true,
  routeData: '{"path":"/handbook/docs/intro"}',
  baseUrl: '/handbook/',
};

describe('the site config’s ssrTemplate (Docusaurus’s eta page template)', () => {
  it('frames the page with the site’s template, given Docusaurus’s data', () => {
    const html = renderPage({ ...page, ssrTemplate: DOCUSAURUS_TEMPLATE });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr" class="docs-doc-page" data-theme="light">/);
    expect(html).toContain('<meta name="generator" content="Docusaurus v3.10.2">');
    expect(html).toContain('<title>Intro | Lantern</title>');
    expect(html).toContain('<meta name="description" content="The first steps">');
    expect(html).toContain('<div id="__docusaurus"><main><a href="/handbook/docs/next" id="top">Next</a></main></div>');
    expect(html).toContain('<noscript>pre</noscript>');
    expect(html).toContain('<div class="post"></div>');
    // The page's script loader and route data, which the browser needs, are in its head tags.
    expect(html).toMatch(/<head>[\s\S]*\/handbook\/assets\/js\/main\.js[\s\S]*<\/head>/);
    expect(html).toContain('<!-- hidden from search engines -->');
    expect(html).toContain('<footer data-base="/handbook/">Served by Lantern</footer>');
    // The link checker reads the app's container either way.
    expect(extractLinksAndIds(html)).toEqual({ links: ['/handbook/docs/next'], ids: ['__docusaurus', 'top'] });
  });

  it('keeps sitegen’s own frame without one, and names the template in its error', () => {
    expect(renderPage(page)).toContain('<div id="__site"><main>');
    expect(() => renderPage({ ...page, ssrTemplate: '<% if ( %>' })).toThrow("The site config's `ssrTemplate` is not a valid eta template");
  });
});
