import { describe, expect, it } from 'vitest';
import ErrorBoundary, { CrashPage } from '@theme/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import LayoutProvider from '@theme/Layout/Provider';
import NotFound from '@theme/NotFound';
import NotFoundContent from '@theme/NotFound/Content';
import SkipToContent from '@theme/SkipToContent';
import { isActiveNavItem, SEARCH_BUTTON_CLASS } from '@theme/Navbar';
import { toggleLabel } from '@theme/ColorModeToggle';
import { defaultChoice, nextChoice } from '../../src/theme/_internal/colorMode';
import { hasBaseUrlIssue, suggestedBaseUrl } from '@theme/BaseUrlIssueBanner';
import { collapseDuration } from '../../src/theme/_internal/Collapsible';
import { render, siteConfig, text } from './_render';

describe('Layout', () => {
  const html = render(
    <Layout title="Hold-Tap" description="About hold-taps">
      <p>Page body</p>
    </Layout>,
    { path: '/docs/keymaps/behaviors/hold-tap' },
  );

  it('starts with the skip link to the main landmark', () => {
    // React may put resource hints (`<link rel="preload">`) first; the first focusable element is the skip link.
    const body = html.replace(/^(<link [^>]*>)+/, '');
    expect(/^<a [^>]*href="#__docusaurus_skipToContent_fallback"/.test(body)).toBe(true);
    expect(text(html)).toContain('Skip to main content');
    // theme-classic's content wrapper is a <div> (each page has its own <main>), the skip link's target.
    expect(html).toMatch(/<div id="__docusaurus_skipToContent_fallback" tabindex="-1"[^>]*><p>Page body<\/p><\/div>/);
    expect(html).not.toContain('<main');
  });

  it("renders an html navbar item's markup as it is, in the bar's list", () => {
    const withHtml = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, navbar: { ...siteConfig.themeConfig.navbar, items: [...siteConfig.themeConfig.navbar.items, { type: 'html' as const, value: '<span class="beta-badge">Beta</span>', position: 'right' as const, className: 'badge-item' }] } } };
    const page = render(<Layout title="T">x</Layout>, { path: '/', config: withHtml });
    // theme-classic's HtmlNavbarItem (`navbar__item`), in the bar's list item.
    expect(page).toMatch(/<li><div class="navbar__item [^"]*badge-item"><span class="beta-badge">Beta<\/span><\/div><\/li>/);
  });

  it('has the navbar: brand, items, external and repository links, search and colour mode', () => {
    expect(html).toContain('<header');
    expect(html).toContain('src="/img/logo.svg"');
    expect(text(html)).toContain('Test Site');
    expect(html).toMatch(/<a [^>]*href="\/docs"[^>]*>Docs<\/a>/);
    expect(html).toMatch(/href="https:\/\/studio\.example\.org\/" target="_blank" rel="noopener noreferrer"/);
    expect(text(html)).toContain('(opens in a new tab)');
    expect(html).toMatch(/aria-label="Code repository"[^>]*><svg/);
    expect(html).toContain(`${SEARCH_BUTTON_CLASS}" aria-label="Search"`);
    // theme-classic's ColorModeToggle: its words, and all three icons (CSS shows the chosen mode's).
    expect(html).toContain('title="system mode" aria-label="Switch between dark and light mode (currently system mode)"');
    expect(html).toMatch(/class="_?toggleIcon_\w+ _?lightToggleIcon_\w+"[\s\S]*class="_?toggleIcon_\w+ _?darkToggleIcon_\w+"[\s\S]*class="_?toggleIcon_\w+ _?systemToggleIcon_\w+"/);
    expect(html).toContain('aria-label="Open navigation menu" aria-expanded="false"');
  });

  it('renders the footer columns, an HTML item and the copyright HTML', () => {
    expect(html).toContain('<footer');
    expect(text(html)).toContain('Getting Started');
    expect(html).toContain('<a href="https://host.example.org"><img alt="Hosted" src="/img/badge.svg"></a>');
    expect(html).toContain('<a href="https://creativecommons.org/licenses/by-nc-sa/4.0/">CC BY-NC-SA 4.0</a>');
  });

  it('shows the announcement bar when configured', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, announcementBar: { id: 'v1', content: 'New <b>release</b>!', isCloseable: true } } };
    const withBar = render(<Layout />, { config });
    expect(withBar).toContain('New <b>release</b>!');
    expect(withBar).toContain('aria-label="Close announcement"');
    expect(withBar).toContain('docusaurus.announcement.id');
    expect(render(<Layout />)).not.toContain('Close announcement');
  });

  it('colours the announcement bar with backgroundColor and textColor, from its Content and CloseButton', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, announcementBar: { id: 'v2', content: 'Sale <a href="/s">now</a>', backgroundColor: '#20232a', textColor: '#fff' } } };
    const withBar = render(<Layout />, { config });
    expect(withBar).toMatch(/<div class="theme-announcement-bar [^"]*" style="background-color:#20232a;color:#fff" role="region" aria-label="Announcement"><div class="[^"]*">Sale <a href="\/s">now<\/a><\/div><button type="button" aria-label="Close announcement" class="clean-btn close [^"]*">/);
    // Without colours, the theme's.
    const plain = render(<Layout />, { config: { ...config, themeConfig: { ...config.themeConfig, announcementBar: { id: 'v2', content: 'Hi', isCloseable: false } } } });
    expect(plain).toMatch(/<div class="theme-announcement-bar [^"]*" role="region"/);
    expect(plain).not.toContain('Close announcement');
  });

  it('wraps its content in Layout/Provider, and ErrorPageContent in an error boundary, as theme-classic', () => {
    const html = render(<ErrorPageContent error={new Error('bad')} tryAgain={() => undefined} />);
    // Inside the layout's main landmark: no landmark or id of its own.
    expect(html).not.toContain('<main');
    expect(html).toMatch(/<div class="[^"]*" role="alert"><h1 [^>]*>This page crashed\.<\/h1><p [^>]*>bad<\/p>/);
    expect(render(<CrashPage error={new Error('bad')} tryAgain={() => undefined} />)).toMatch(/^<main id="__docusaurus_skipToContent_fallback" [^>]*><div [^>]*role="alert"/);
    expect(render(<LayoutProvider><SkipToContent /></LayoutProvider>)).toBe('<a class="' + render(<SkipToContent />).match(/class="([^"]*)"/)![1] + '" href="#__docusaurus_skipToContent_fallback">Skip to main content</a>');
  });

  it('leaves out the footer with noFooter', () => {
    expect(render(<Layout noFooter />)).not.toContain('<footer');
  });

  it('marks the current section in the navbar', () => {
    expect(isActiveNavItem({ to: '/docs' }, '/docs/faq', '/')).toBe(true);
    expect(isActiveNavItem({ to: '/docs' }, '/docs', '/')).toBe(true);
    expect(isActiveNavItem({ to: '/docs' }, '/docsx', '/')).toBe(false);
    expect(isActiveNavItem({ to: '/' }, '/docs', '/')).toBe(false);
    expect(isActiveNavItem({ href: 'https://x.org' }, '/docs', '/')).toBe(false);
    expect(isActiveNavItem({ to: '/docs' }, '/base/docs/faq', '/base/')).toBe(true);
    // A relative `to` is a path of the site, as in Docusaurus.
    expect(isActiveNavItem({ to: 'docs' }, '/docs/faq', '/')).toBe(true);
    expect(isActiveNavItem({ to: 'docs' }, '/base/docs', '/base/')).toBe(true);
  });

  it('links a relative `to` in the navbar and footer from the base URL, on every page, as Docusaurus does', () => {
    const config = {
      ...siteConfig,
      baseUrl: '/base/',
      themeConfig: {
        ...siteConfig.themeConfig,
        navbar: { ...siteConfig.themeConfig.navbar, items: [{ label: 'FAQ', to: 'faq' }, { label: 'Usage', to: '/usage' }] },
        footer: { ...siteConfig.themeConfig.footer!, links: [{ title: 'Docs', items: [{ label: 'Start', to: 'introduction/getting-started' }] }] },
      },
    };
    const nested = render(<Layout />, { config, path: '/base/usage/structuring-reducers/basics' });
    expect(nested).toMatch(/<a [^>]*href="\/base\/faq"[^>]*>FAQ<\/a>/);
    expect(nested).toMatch(/<a [^>]*href="\/base\/usage"[^>]*>Usage<\/a>/);
    expect(nested).toMatch(/<a [^>]*href="\/base\/introduction\/getting-started"[^>]*>Start/);
    expect(render(<Layout />, { config, path: '/base/faq' })).toMatch(/<a [^>]*aria-current="page" href="\/base\/faq">FAQ<\/a>/);
  });
});

describe('colour mode', () => {
  it('cycles light → dark → system', () => {
    expect(nextChoice('light')).toBe('dark');
    expect(nextChoice('dark')).toBe('system');
    expect(nextChoice('system')).toBe('light');
    expect(toggleLabel('dark')).toContain('currently dark mode');
  });

  it('starts from the configured default, or the system when respecting it', () => {
    expect(defaultChoice({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })).toBe('system');
    expect(defaultChoice({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })).toBe('light');
    expect(defaultChoice({ defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true })).toBe('dark');
  });

  it('hides the toggle when the switch is disabled', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, colorMode: { defaultMode: 'light' as const, disableSwitch: true, respectPrefersColorScheme: false } } };
    expect(render(<Layout />, { config })).not.toContain('Switch between');
  });
});

describe('crash, not found and base URL', () => {
  it('shows the crash page with the message and Try again', () => {
    const html = render(<CrashPage error={new Error('Cannot read x of undefined')} tryAgain={() => undefined} />);
    expect(text(html)).toContain('This page crashed.');
    expect(text(html)).toContain('Cannot read x of undefined');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it('switches to the crash page on error and back on Try again', () => {
    expect(ErrorBoundary.getDerivedStateFromError(new Error('boom')).error?.message).toBe('boom');
    expect(ErrorBoundary.getDerivedStateFromError('text').error?.message).toBe('text');
    const boundary = new ErrorBoundary({ children: 'fine' });
    expect(boundary.render()).toBe('fine');
    boundary.state = { error: new Error('boom') };
    expect(text(render(<>{boundary.render()}</>))).toContain('boom');
    let reset = false;
    boundary.setState = (() => {
      reset = true;
    }) as typeof boundary.setState;
    boundary.tryAgain();
    expect(reset).toBe(true);
  });

  it('renders the not-found page inside the layout', () => {
    const html = render(<NotFound />, { path: '/nope' });
    expect(html).toMatch(/<div id="__docusaurus_skipToContent_fallback"[^>]*><main /);
    expect(text(html)).toContain('Page Not Found');
    // The one page every site has: a site adds its own ways back by swizzling.
    expect(html).toContain('href="/"');
    expect(text(html)).not.toContain('Search the site');
  });

  it('renders NotFound/Content in the layout: its className and links, as a site wrapping it gives them', () => {
    const html = render(<NotFoundContent className="my-404" links={[{ to: '/docs', label: 'Docs' }]} />);
    expect(html).toMatch(/^<main class="[^"]* my-404"><p [^>]*>404<\/p><h1 [^>]*>Page Not Found<\/h1>/);
    expect(html).toContain('<a href="/docs">Docs</a>');
    expect(html).not.toContain('href="/"');
    expect(render(<NotFound />, { path: '/nope' })).toContain(render(<NotFoundContent />));
  });

  it('suggests the base URL from the first path segment', () => {
    expect(hasBaseUrlIssue('/zmk/index.html', '/')).toBe(false);
    expect(hasBaseUrlIssue('/', '/docs-site/')).toBe(true);
    expect(hasBaseUrlIssue('/docs-site', '/docs-site/')).toBe(false);
    expect(hasBaseUrlIssue('/other/page', '/docs-site/')).toBe(true);
    expect(suggestedBaseUrl('/other/page')).toBe('/other/');
    expect(suggestedBaseUrl('/')).toBe('/');
  });
});

describe('collapse animation', () => {
  it('takes longer for taller panels, and 1 ms with reduced motion', () => {
    expect(collapseDuration(40)).toBeLessThan(collapseDuration(400));
    expect(collapseDuration(400)).toBeLessThan(collapseDuration(2000));
    expect(collapseDuration(100000)).toBe(600);
    expect(collapseDuration(400, true)).toBe(1);
  });
});
