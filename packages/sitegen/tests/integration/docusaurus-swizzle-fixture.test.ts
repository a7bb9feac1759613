/**
 * A Docusaurus site that wraps theme-classic's components (tests/fixtures/docusaurus-swizzle):
 * each `src/theme/<Name>/index.js` renders `@theme-original/<Name>` and then an empty
 * `<span data-swizzled="<Name>" hidden>`. Built once, each marker is on a page where Docusaurus
 * renders that component (Docusaurus 3.10's build of the fixture has the same markers on the same
 * pages), so a parent that draws a child itself instead of importing `@theme/<Child>` fails here.
 * The components only a browser shows (narrow screens, code block buttons, colour modes, a draft on
 * the dev server) are in tests/browser/swizzle-wrappers.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { copyFixture, FIXTURES, read, readPage } from '../helpers/fixture';

/** The fixture leaves `trailingSlash` unset: each page is `<path>/index.html`. */
const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

/** Wrapped components on every page (the navbar, the announcement bar), checked on a few. */
const ON_EVERY_PAGE = [
  'AnnouncementBar',
  'AnnouncementBar/Content',
  'AnnouncementBar/CloseButton',
  'Icon/Close',
  'Navbar/Logo',
  'Navbar/ColorModeToggle',
  // The toggle holds all three modes' icons (theme-classic's ColorModeToggle; CSS shows the chosen one: the browser test).
  'Icon/SystemColorMode',
  'Icon/LightMode',
  'Icon/DarkMode',
  // Rendered by Navbar/Layout on every page; the drawer itself only on narrow screens (browser test).
  'Navbar/MobileSidebar',
  'Navbar/MobileSidebar/Toggle',
  'Icon/Menu',
  'NavbarItem/DocNavbarItem',
  'NavbarItem/DocSidebarNavbarItem',
  'NavbarItem/HtmlNavbarItem',
  'NavbarItem/NavbarNavLink',
  'NavbarItem/LocaleDropdownNavbarItem',
  'NavbarItem/SearchNavbarItem',
  'SearchBar',
  // The `href` item's external-link icon.
  'Icon/ExternalLink',
];

/** Wrapped components by the page of the fixture that has them. */
const ON_PAGE: Record<string, string[]> = {
  '/docs/intro': [
    'DocRoot/Layout',
    'DocRoot/Layout/Main',
    'DocRoot/Layout/Sidebar',
    'DocSidebar/Desktop',
    'DocSidebar/Desktop/Content',
    'DocSidebar/Desktop/CollapseButton',
    'Icon/Arrow',
    'DocSidebarItems',
    'DocSidebarItem',
    'DocSidebarItem/Category',
    'DocSidebarItem/Html',
    'DocBreadcrumbs/Items/Home',
    'DocBreadcrumbs/StructuredData',
    'Icon/Home',
    'DocItem/Metadata',
    'DocItem/Content',
    'DocItem/TOC/Mobile',
    'DocItem/TOC/Desktop',
    'TOCItems/Tree',
    'DocItem/Paginator',
    'DocPaginator',
    'MDXComponents/Heading',
    'Admonition/Type/Note',
    'Admonition/Type/Tip',
    'Admonition/Type/Info',
    'Admonition/Type/Warning',
    'Admonition/Type/Danger',
    'Admonition/Type/Caution',
    'Admonition/Icon/Note',
    'Admonition/Icon/Tip',
    'Admonition/Icon/Info',
    'Admonition/Icon/Warning',
    'Admonition/Icon/Danger',
    'CodeBlock/Container',
    'CodeBlock/Layout',
    'CodeBlock/Content',
    'CodeBlock/Content/String',
    'CodeBlock/Content/Element',
    'CodeBlock/Line',
    'CodeBlock/Line/Token',
    // The buttons' group renders in the browser only: its wrapper's marker is in the page.
    'CodeBlock/Buttons',
    'TagsListInline',
    'Tag',
    'LastUpdated',
    'Icon/Edit',
  ],
  '/docs/category/parts': ['DocCard', 'DocCard/Layout', 'DocCard/Heading', 'DocCard/Heading/Icon', 'DocCard/Heading/Text', 'DocCard/Description'],
  '/docs/hidden': ['ContentVisibility/Unlisted'],
  '/docs/tags': ['TagsListByLetter'],
  '/blog': ['BlogLayout', 'BlogListPage/StructuredData', 'BlogPostItems', 'BlogListPaginator', 'BlogSidebar', 'BlogSidebar/Desktop', 'BlogSidebar/Content'],
  '/blog/page/2': ['BlogPostItem/Footer/ReadMoreLink'],
  '/blog/2025/01/10/first-post': [
    'BlogPostPage/Metadata',
    'BlogPostPage/StructuredData',
    'BlogPostItem/Container',
    'BlogPostItem/Header',
    'BlogPostItem/Header/Info',
    'BlogPostItem/Header/Authors',
    'BlogPostItem/Content',
    'BlogPostItem/Footer',
    'BlogPostPaginator',
    'Blog/Components/Author/Socials',
    'Icon/Socials/X',
    'Icon/Socials/Twitter',
    'Icon/Socials/GitHub',
    'Icon/Socials/Bluesky',
    'Icon/Socials/LinkedIn',
    'Icon/Socials/StackOverflow',
    'Icon/Socials/Instagram',
    'Icon/Socials/Threads',
    'Icon/Socials/Mastodon',
    'Icon/Socials/YouTube',
    'Icon/Socials/Twitch',
    'Icon/Socials/Email',
    // The author's `homepage`: a platform without an icon of its own.
    'Icon/Socials/Default',
  ],
};

/** Wrapped components a pre-rendered page does not show: tests/browser/swizzle-wrappers.test.ts opens them. */
const IN_BROWSER_ONLY = ['DocSidebar/Mobile', 'BlogSidebar/Mobile', 'CodeBlock/Buttons/Button', 'Icon/Copy', 'Icon/WordWrap'];

/** Only the dev server shows drafts (the build leaves docs/draft.md out): the browser test opens it there. */
const NOT_BUILT = ['ContentVisibility/Draft'];

const markers = (html: string, name: string) => html.split(`data-swizzled="${name}"`).length - 1;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** `name`'s marker right after the original's markup (`original` matches up to its end). */
const followedByMarker = (original: string, name: string) => new RegExp(`${original}<span data-swizzled="${escape(name)}" hidden="">`);

describe('a site wrapping theme components from src/theme', () => {
  const fixture = copyFixture('docusaurus-swizzle');
  const page = (route: string) => readPage(fixture.outDir, route, LAYOUT);

  beforeAll(async () => {
    // English only: the French build is the same pages again (the dropdown lists both all the same).
    await buildSite(fixture.siteDir, { outDir: fixture.outDir, locales: ['en'] });
  }, 180_000);
  afterAll(() => fixture.cleanup());

  it('has a wrapper for each component these tests name, and names each wrapper', () => {
    const wrappers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name === 'index.js') wrappers.push(path.relative(path.join(FIXTURES, 'docusaurus-swizzle/src/theme'), dir).split(path.sep).join('/'));
      }
    };
    walk(path.join(FIXTURES, 'docusaurus-swizzle/src/theme'));
    const named = [...ON_EVERY_PAGE, ...Object.values(ON_PAGE).flat(), ...IN_BROWSER_ONLY, ...NOT_BUILT];
    expect(new Set(named).size).toBe(named.length);
    expect(named.toSorted()).toEqual(wrappers.toSorted());
  });

  it.each(['/', '/docs/intro', '/blog', '/docs/tags', '/404'])('renders the navbar and announcement bar wrappers on %s', (route) => {
    const html = route === '/404' ? read(fixture.outDir, '404.html') : page(route);
    for (const name of ON_EVERY_PAGE) expect(markers(html, name), name).toBeGreaterThan(0);
    // Once, not again inside another wrapper (the links: one per item, the locale dropdown's too).
    for (const name of ['AnnouncementBar', 'Navbar/Logo', 'SearchBar', 'NavbarItem/LocaleDropdownNavbarItem']) expect(markers(html, name), name).toBe(1);
  });

  it.each(Object.entries(ON_PAGE))('renders the wrappers on %s', (route, names) => {
    const html = page(route);
    for (const name of names) expect(markers(html, name), name).toBeGreaterThan(0);
  });

  it('keeps the original markup inside each wrapper', () => {
    const home = page('/');
    expect(home).toMatch(followedByMarker('<a class="navbar__brand[^"]*" href="/"><div class="navbar__logo[^"]*"><img src="/img/logo.svg" alt="Bench logo"[^>]*/></div><b class="navbar__title[^"]*">Swizzle Bench</b></a>', 'Navbar/Logo'));
    expect(home).toMatch(followedByMarker('<b class="bench-html-item">Bench</b>(?:</[a-z]+>)*', 'NavbarItem/HtmlNavbarItem'));
    expect(home).toMatch(followedByMarker('<svg[^>]*>(?:(?!</svg>).)*</svg>', 'Icon/Close'));
    expect(home).toMatch(followedByMarker('<button[^>]*aria-label="Close announcement"[^>]*>(?:(?!</button>).)*</button>', 'AnnouncementBar/CloseButton'));

    // theme-classic's ColorModeToggle: its classes, disabled until hydrated, all three icons (CSS shows the chosen one).
    expect(home).toMatch(
      /<div class="toggle_\w+"><button class="clean-btn toggleButton_\w+ toggleButtonDisabled_\w+" type="button" disabled="" title="system mode" aria-label="Switch between dark and light mode \(currently system mode\)"[^>]*><svg[^>]*class="toggleIcon_\w+ lightToggleIcon_\w+"[^>]*>(?:(?!<\/svg>).)*<\/svg><span data-swizzled="Icon\/LightMode" hidden=""><\/span><svg[^>]*class="toggleIcon_\w+ darkToggleIcon_\w+"[^>]*>(?:(?!<\/svg>).)*<\/svg><span data-swizzled="Icon\/DarkMode" hidden=""><\/span><svg[^>]*class="toggleIcon_\w+ systemToggleIcon_\w+"[^>]*>(?:(?!<\/svg>).)*<\/svg><span data-swizzled="Icon\/SystemColorMode" hidden=""><\/span><\/button><\/div><span data-swizzled="Navbar\/ColorModeToggle"/,
    );

    const intro = page('/docs/intro');
    expect(intro).toMatch(followedByMarker('<div class="[^"]*theme-admonition-tip[^"]*"(?:(?!data-swizzled="Admonition/Type).)*<p>A tip.</p></div></div>', 'Admonition/Type/Tip'));
    // Caution admonitions draw the warning icon, as theme-classic's do.
    expect(intro).toMatch(/theme-admonition-caution(?:(?!theme-admonition-).)*data-swizzled="Admonition\/Icon\/Warning"(?:(?!theme-admonition-).)*data-swizzled="Admonition\/Type\/Caution"/);
    expect(intro).toMatch(followedByMarker('<a rel="tag" class="[^"]*" href="/docs/tags/bench">bench</a>', 'Tag'));
    expect(intro).toMatch(followedByMarker('<span class="token number">42</span>', 'CodeBlock/Line/Token'));
    expect(intro).toMatch(followedByMarker('<time dateTime="2025-03-01T00:00:00.000Z"[^>]*>[^<]*</time></b> by <b>Ada</b></span>', 'LastUpdated'));
    // The Markdown's two headings (the title comes from the front matter: DocItem/Content's own heading).
    expect(markers(intro, 'MDXComponents/Heading')).toBe(2);
    // The category's two docs as cards.
    expect(markers(page('/docs/category/parts'), 'DocCard')).toBe(2);
    // The unlisted banner is a caution Admonition (theme-classic's ContentVisibility/Unlisted): the page's
    // Markdown has no admonition, so the wrapped Admonition/Type/Caution's marker is the banner's.
    const hidden = page('/docs/hidden');
    expect(hidden).toMatch(/<div class="theme-admonition theme-admonition-caution [^"]*alert alert--warning[^"]*theme-unlisted-banner"[^>]*>(?:(?!data-swizzled=).)*data-swizzled="Admonition\/Icon\/Warning"(?:(?!data-swizzled=).)*Unlisted page(?:(?!data-swizzled=).)*This page is unlisted\. Search engines will not index it, and only users having a direct link can access it\.(?:(?!data-swizzled=).)*<span data-swizzled="Admonition\/Type\/Caution"/s);
    expect(markers(hidden, 'Admonition/Type/Caution')).toBe(1);

    const post = page('/blog/2025/01/10/first-post');
    expect(post).toMatch(followedByMarker('<a href="https://github.com/ada"[^>]*><svg[^>]*>(?:(?!</svg>).)*</svg>', 'Icon/Socials/GitHub'));
    expect(post).toMatch(followedByMarker('<a href="mailto:ada@swizzle.example"[^>]*><svg[^>]*>(?:(?!</svg>).)*</svg>', 'Icon/Socials/Email'));
    // Socials are listed in the author's card, once per platform.
    expect(markers(post, 'Icon/Socials/Default')).toBe(1);
    expect(page('/blog/page/2')).toMatch(/<a [^>]*href="\/blog\/2025\/01\/10\/first-post"[^>]*><b>Read more<\/b><\/a><span data-swizzled="BlogPostItem\/Footer\/ReadMoreLink" hidden="">/);
  });

  it('adds no text: each marker is an empty hidden element', () => {
    const html = page('/docs/intro');
    expect(html).not.toMatch(/<span data-swizzled="[^"]+" hidden="">[^<]/);
  });
});
