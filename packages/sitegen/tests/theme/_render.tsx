/** Renders theme components to static markup inside the contexts the app provides. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { RouteContext, SiteContext } from '../../src/client/context';
import type { GlobalData, SiteConfig } from '../../src/shared/types';
import { ColorModeProvider } from '../../src/theme/_internal/colorMode';

export const siteConfig: SiteConfig = {
  title: 'Test Site',
  tagline: 'A tagline',
  url: 'https://example.org',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  organizationName: 'org',
  projectName: 'proj',
  i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} },
  themeConfig: {
    navbar: {
      title: 'Test Site',
      logo: { alt: 'Logo', src: 'img/logo.svg' },
      items: [
        { to: '/docs', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { href: 'https://studio.example.org/', label: 'Studio', position: 'right' },
        { href: 'https://git.example.org/repo', position: 'right', className: 'header-github-link', 'aria-label': 'Code repository' },
      ],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Getting Started', to: '/docs' }] },
        { title: 'More', items: [{ label: 'Repo', href: 'https://git.example.org/repo' }, { label: 'badge', html: '<a href="https://host.example.org"><img alt="Hosted" src="/img/badge.svg"></a>' }] },
      ],
      copyright: 'Copyright © 2025 Someone. <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/">CC BY-NC-SA 4.0</a>',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    prism: { additionalLanguages: [], magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }] },
  },
  docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: false, breadcrumbs: false, showLastUpdateTime: false, showLastUpdateAuthor: false, includeCurrentVersion: true, disableVersioning: false, versions: {}, editCurrentVersion: false, tagsBasePath: 'tags', onInlineTags: 'warn', sidebarCollapsible: true, sidebarCollapsed: true },
  blog: {
    path: 'blog',
    routeBasePath: 'blog',
    showReadingTime: true,
    postsPerPage: 10,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    blogTitle: 'Blog',
    blogDescription: 'Blog',
    archiveBasePath: 'archive',
    tagsBasePath: 'tags',
    pageBasePath: 'page',
    authorsBasePath: 'authors',
    authorsMapPath: 'authors.yml',
    include: ['**/*.{md,mdx}'],
    exclude: [],
    sortPosts: 'descending',
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    truncateMarker: /<!--\s*truncate\s*-->/,
    onInlineTags: 'warn',
    onInlineAuthors: 'warn',
    onUntruncatedBlogPosts: 'warn',
    editLocalizedFiles: false,
    feedOptions: { type: ['rss', 'atom'], copyright: '', limit: 20, xslt: { rss: null, atom: null } },
  },
  customFields: {},
  titleDelimiter: '|',
  noIndex: false,
  baseUrlIssueBanner: true,
};

export function render(node: ReactNode, { path = '/', config = siteConfig, description, globalData = {} }: { path?: string; config?: SiteConfig; description?: string; globalData?: GlobalData } = {}): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig: config, globalData }}>
      <StaticRouter location={path}>
        <RouteContext.Provider value={{ path, meta: { description } }}>
          <ColorModeProvider>{node}</ColorModeProvider>
        </RouteContext.Provider>
      </StaticRouter>
    </SiteContext.Provider>,
  );
}

/** Text without tags, entities decoded. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
