/**
 * The navbar item types and footer shapes of theme-classic, rendered as the server renders them:
 * their HTML structure and Infima class names, what makes an item active, the logos and styles.
 */
import { describe, expect, it } from 'vitest';
import Footer from '@theme/Footer';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinkItem from '@theme/Footer/LinkItem';
import FooterLinks from '@theme/Footer/Links';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import FooterLogo from '@theme/Footer/Logo';
import IconLanguage from '@theme/Icon/Language';
import LayoutProvider from '@theme/Layout/Provider';
import Logo from '@theme/Logo';
import Navbar, { isActiveNavItem } from '@theme/Navbar';
import NavbarContent from '@theme/Navbar/Content';
import NavbarLayout from '@theme/Navbar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import NavbarSearch from '@theme/Navbar/Search';
import NavbarItem from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DefaultNavbarItemDesktop from '@theme/NavbarItem/DefaultNavbarItem/Desktop';
import DefaultNavbarItemMobile from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import DropdownNavbarItemMobile from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { FooterColumn, NavbarItem as NavbarItemConfig, SiteConfig, ThemeConfig } from '../../src/shared/types';
import { DocsSidebarContext } from '../../src/theme/_internal/docsSidebar';
import { render, siteConfig, text } from './_render';

function withNavbar(navbar: Partial<ThemeConfig['navbar']>, config: SiteConfig = siteConfig): SiteConfig {
  return { ...config, themeConfig: { ...config.themeConfig, navbar: { ...config.themeConfig.navbar, ...navbar } } };
}

function withFooter(footer: Partial<ThemeConfig['footer']>): SiteConfig {
  return { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, footer: { ...siteConfig.themeConfig.footer, ...footer } } };
}

const dropdown: NavbarItemConfig = {
  type: 'dropdown',
  label: 'More',
  items: [
    { label: 'Keymaps', to: '/docs/keymaps' },
    { label: 'Source', href: 'https://git.example.org/repo' },
    { type: 'html', value: '<span class="note">Hand-wired</span>' },
  ],
};

describe('navbar dropdown', () => {
  it('renders as theme-classic: a hoverable navbar__item with a button-like label and a dropdown__menu of dropdown__link items', () => {
    const html = render(<Navbar />, { config: withNavbar({ items: [dropdown, { ...dropdown, label: 'Right', position: 'right' }] }) });
    expect(html).toMatch(/<li><div class="navbar__item dropdown dropdown--hoverable [^"]*"><a href="#" [^>]*role="button" aria-haspopup="true" aria-expanded="false" class="navbar__link [^"]*">More<\/a><ul class="dropdown__menu [^"]*">/);
    expect(html).toMatch(/<li><a class="dropdown__link" href="\/docs\/keymaps">Keymaps<\/a><\/li>/);
    expect(html).toMatch(/<li><a href="https:\/\/git\.example\.org\/repo" target="_blank" rel="noopener noreferrer" class="dropdown__link">Source<svg/);
    expect(html).toMatch(/<li class="[^"]*"><span class="note">Hand-wired<\/span><\/li><\/ul><\/div><\/li>/);
    // A right-hand dropdown opens its menu to the left.
    expect(html).toMatch(/class="navbar__item dropdown dropdown--hoverable dropdown--right [^"]*"><a [^>]*>Right<\/a>/);
  });

  it('marks the current page among its items, and takes a link with `items` for a dropdown', () => {
    const html = render(<Navbar />, { path: '/docs/keymaps/combos', config: withNavbar({ items: [{ label: 'More', items: dropdown.items }] }) });
    expect(html).toContain('<a class="dropdown__link dropdown__link--active" href="/docs/keymaps">Keymaps</a>');
    expect(html).toContain('dropdown--hoverable');
  });

  it('marks a label with a `to` of the current page as react-router’s NavLink does (class `active`), not as an active navbar link', () => {
    // theme-classic's DropdownNavbarItem/Desktop gives its NavbarNavLink no activeClassName: Infima colours only
    // `navbar__link--active`, so the label keeps the link colour (docusaurus-versions' version dropdown on its docs).
    const html = render(<Navbar />, { path: '/docs/keymaps', config: withNavbar({ items: [{ ...dropdown, to: '/docs/keymaps' }] }) });
    const label = /<a [^>]*role="button"[^>]*>More<\/a>/.exec(html)?.[0] ?? '';
    expect(label).toMatch(/class="navbar__link [^"]*\bactive"/);
    expect(label).not.toMatch(/navbar__link--active|_active_/);
  });

  it('is a group in the drawer, open when it holds the current page', () => {
    const closed = render(<NavbarItem mobile {...dropdown} />);
    expect(closed).toMatch(/^<li class="menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible [^"]*"><button type="button" class="menu__link menu__link--sublist [^"]*" aria-expanded="false" aria-controls="[^"]+">More<svg/);
    expect(closed).toMatch(/<ul id="[^"]+" class="menu__list [^"]*" hidden="">/);
    expect(closed).toMatch(/<li class="menu__list-item"><a class="menu__link [^"]*" href="\/docs\/keymaps">Keymaps<\/a><\/li>/);
    const open = render(<NavbarItem mobile {...dropdown} />, { path: '/docs/keymaps' });
    expect(open).toMatch(/^<li class="menu__list-item">/);
    expect(open).toContain('aria-expanded="true"');
    expect(open).not.toContain('hidden=""');
  });

  it('has a link and a caret button in the drawer when it links somewhere itself', () => {
    const html = render(<NavbarItem mobile {...dropdown} to="/docs" />);
    expect(html).toMatch(/<a class="menu__link menu__link--sublist [^"]*" href="\/docs">More<\/a><button type="button" class="menu__caret [^"]*" aria-label="Expand the dropdown" aria-expanded="false"/);
  });
});

describe('navbar items', () => {
  it('marks doc and docSidebar items on the pages of their sidebar, as theme-classic', () => {
    const items: NavbarItemConfig[] = [
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', to: '/docs/intro' },
      { type: 'doc', docId: 'reference/keys', sidebarId: 'reference', label: 'Keys', to: '/docs/reference/keys' },
    ];
    const html = render(
      <DocsSidebarContext.Provider value={{ name: 'guide', items: [] }}>
        <Navbar />
      </DocsSidebarContext.Provider>,
      { path: '/docs/wiring', config: withNavbar({ items }) },
    );
    expect(html).toMatch(/<a class="navbar__item navbar__link [^"]*navbar__link--active[^"]*" href="\/docs\/intro">Guide<\/a>/);
    expect(html).toMatch(/<a class="navbar__item navbar__link _link_[^ "]*" href="\/docs\/reference\/keys">Keys<\/a>/);
    // A doc item is active on its doc too, and an unlisted doc's item shows there only.
    const unlisted = withNavbar({ items: [{ type: 'doc', docId: 'secret', label: 'Secret', to: '/docs/secret', unlisted: true }] });
    expect(render(<Navbar />, { path: '/docs/secret', config: unlisted })).toMatch(/navbar__link--active[^"]*" aria-current="page" href="\/docs\/secret">Secret<\/a>/);
    expect(render(<Navbar />, { path: '/docs/intro', config: unlisted })).not.toContain('Secret');
  });

  it('follows activeBasePath and activeBaseRegex in place of `to`', () => {
    expect(isActiveNavItem({ to: '/docs/intro', activeBasePath: 'docs' }, '/docs/keymaps', '/')).toBe(true);
    expect(isActiveNavItem({ to: '/docs/intro', activeBasePath: '/guides' }, '/docs/intro/x', '/')).toBe(false);
    expect(isActiveNavItem({ to: '/docs/intro', activeBaseRegex: '^/(docs|api)/' }, '/api/keys', '/')).toBe(true);
    expect(isActiveNavItem({ to: '/docs/intro', activeBasePath: 'docs' }, '/base/docs/a', '/base/')).toBe(true);
    expect(isActiveNavItem({ type: 'docSidebar', sidebarId: 'guide', to: '/docs/intro' }, '/docs/intro', '/', 'other')).toBe(false);
    expect(isActiveNavItem({ type: 'doc', to: '/docs/intro' }, '/docs/intro', '/')).toBe(true);
  });

  it('renders a link’s `html`, its attributes, and `prependBaseUrlToHref`', () => {
    const config = withNavbar({ items: [{ to: '/new', html: '<b>New</b>' }, { href: 'https://x.example.org', label: 'X', target: '_self', rel: 'me', title: 'Ex' }, { href: '/files/a.pdf', label: 'PDF', prependBaseUrlToHref: true }] }, { ...siteConfig, baseUrl: '/base/' });
    const html = render(<Navbar />, { config, path: '/base/' });
    expect(html).toMatch(/<a class="navbar__item navbar__link [^"]*" href="\/base\/new"><b>New<\/b><\/a>/);
    expect(html).toMatch(/<a href="https:\/\/x\.example\.org" target="_self" rel="me" title="Ex" class="navbar__item navbar__link [^"]*">X<svg[^]*?<\/svg><\/a>/);
    expect(html).toMatch(/<a href="\/base\/files\/a\.pdf" [^>]*>PDF<\/a>/);
  });

  it('places the search button where a `search` item is, and none at the end', () => {
    const config = withNavbar({ items: [{ label: 'A', to: '/a' }, { type: 'search', position: 'left', className: 'my-search' }, { label: 'B', to: '/b' }, { label: 'C', to: '/c', position: 'right' }] });
    const html = render(<Navbar />, { config });
    expect(html.match(/navbar-search-button/g)).toHaveLength(1);
    // The item's class on the search's container (theme-classic's SearchNavbarItem gives it to Navbar/Search), the SearchBar's button inside.
    expect(html).toMatch(/>A<\/a><\/li><\/ul><div class="my-search [^"]*"><button type="button" class="[^"]*navbar-search-button"[^]*?<\/button><\/div><ul [^>]*><li><a [^>]*>B<\/a><\/li><\/ul><div class="[^"]*spacer/);
  });

  it('throws for a type no component is mapped to, as theme-classic does', () => {
    expect(() => render(<NavbarItem type="custom-nothing" />)).toThrow('No NavbarItem component found for type "custom-nothing".');
  });
});

describe('navbar logo, title and style', () => {
  it('draws the dark-mode logo, the config’s size, class and style, and links to its href', () => {
    const config = withNavbar({ logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Lantern', href: 'https://lantern.example', target: '_self', width: 40, height: 30, className: 'brand-logo', style: { borderRadius: 4 } } });
    const html = render(<Navbar />, { config });
    expect(html).toMatch(/<a href="https:\/\/lantern\.example" target="_self" [^>]*class="navbar__brand [^"]*">/);
    expect(html).toMatch(/<img width="40" height="30" style="border-radius:4px" src="\/img\/logo\.svg" alt="Lantern" class="[^"]*brand-logo"\/>/);
    expect(html).toMatch(/<img width="40" height="30" style="border-radius:4px" src="\/img\/logo-dark\.svg" alt="Lantern" class="[^"]*themed-image-dark[^"]*brand-logo"\/>/);
  });

  it('gives a logo without alt the site title, or none beside a title', () => {
    expect(render(<Navbar />, { config: withNavbar({ logo: { src: 'img/logo.svg' } }) })).toContain('alt=""');
    expect(render(<Navbar />, { config: withNavbar({ title: undefined, logo: { src: 'img/logo.svg' } }) })).toContain('alt="Test Site"');
  });

  it('colours the bar with style dark or primary', () => {
    expect(render(<Navbar />, { config: withNavbar({ style: 'dark' }) })).toMatch(/<header class="theme-layout-navbar navbar [^"]*navbar--dark /);
    expect(render(<Navbar />, { config: withNavbar({ style: 'primary', hideOnScroll: true }) })).toMatch(/<header class="theme-layout-navbar navbar [^"]*navbar--primary /);
    expect(render(<Navbar />)).not.toMatch(/navbar--(dark|primary)/);
  });
});

describe('footer', () => {
  it('lays simple links in one line with separators, an html item as a footer__link-item', () => {
    const html = render(<Footer />, { config: withFooter({ links: [{ label: 'Guide', to: '/docs' }, { label: 'Source', href: 'https://git.example.org' }, { html: '<b>Made by hand</b>' }] }) });
    // theme-classic's Footer/Links/Simple: the links and separators side by side in a centred footer__links.
    expect(html).toMatch(/<div class="footer__links text--center"><div class="footer__links [^"]*"><a class="footer__link-item [^"]*" href="\/docs">Guide<\/a><span class="footer__link-separator [^"]*" aria-hidden="true">·<\/span><a /);
    expect(html).toMatch(/<span class="footer__link-separator [^"]*" aria-hidden="true">·<\/span><span class="footer__link-item"><b>Made by hand<\/b><\/span><\/div><\/div>/);
    expect(html.match(/footer__link-separator/g)).toHaveLength(2);
    expect(html).not.toContain('<h2');
  });

  it('draws the logo (dark-mode image, link) above the copyright, and is dark or light', () => {
    const html = render(<Footer />, { config: withFooter({ style: 'dark', logo: { src: 'img/f.svg', srcDark: 'img/f-dark.svg', alt: 'Lantern', href: 'https://lantern.example', width: 120, height: 32 } }) });
    expect(html).toMatch(/<footer class="theme-layout-footer footer footer--dark [^"]*">/);
    expect(html).toMatch(/<div class="footer__bottom [^"]*"><div [^>]*><a href="https:\/\/lantern\.example" target="_blank" rel="noopener noreferrer" class="[^"]*"><img width="120" height="32" src="\/img\/f\.svg" alt="Lantern" class="[^"]*footer__logo[^"]*"\/><img [^>]*src="\/img\/f-dark\.svg"[^>]*\/><\/a><\/div><div class="footer__copyright/);
    expect(render(<Footer />, { config: withFooter({ style: 'light' }) })).not.toContain('footer--dark');
  });

  it('keeps a column without a title, and the columns’ class names', () => {
    const html = render(<Footer />, { config: withFooter({ links: [{ title: null, className: 'col-x', items: [{ label: 'A', to: '/a' }] }] }) });
    expect(html).toMatch(/<section class="theme-layout-footer-column footer__col [^"]*col-x"><ul class="footer__items [^"]*"><li class="footer__item [^"]*"><a class="footer__link-item [^"]*" href="\/a">A<\/a><\/li><\/ul><\/section>/);
    expect(text(html)).toContain('A');
  });
});

describe("theme-classic's navbar and footer components, each a swizzle target", () => {
  it('composes Navbar from Navbar/Layout around Navbar/Content, with Navbar/Logo as Logo draws it', () => {
    const whole = render(<Navbar />);
    expect(
      render(
        <LayoutProvider>
          <NavbarLayout>
            <NavbarContent />
          </NavbarLayout>
        </LayoutProvider>,
      ),
    ).toBe(whole);
    // Logo: the image in a div of imageClassName, the title in a <b>, other props on the link.
    expect(whole).toMatch(/<a class="navbar__brand [^"]*" href="\/"><div class="navbar__logo [^"]*"><img src="\/img\/logo\.svg" alt="Logo" width="32" height="32"\/><\/div><b class="navbar__title text--truncate [^"]*">Test Site<\/b><\/a>/);
    expect(render(<Logo className="mine" titleClassName="t" />).replace(/^<link [^>]*>/, '')).toBe('<a class="mine" href="/"><img src="/img/logo.svg" alt="Logo" width="32" height="32"/><b class="t">Test Site</b></a>');
    expect(whole).toMatch(/<button type="button" class="navbar__toggle clean-btn [^"]*" aria-label="Open navigation menu" aria-expanded="false">/);
    // Without a `search` item, Navbar/Search holds the search button at the end.
    expect(whole).toMatch(/<div class="[^"]*"><button type="button" class="[^"]*navbar-search-button"/);
    expect(render(<NavbarSearch className="s">x</NavbarSearch>)).toMatch(/^<div class="s [^"]*">x<\/div>$/);
  });

  it('has no drawer toggle with nothing to show in a drawer', () => {
    const navbar = (
      <LayoutProvider>
        <Navbar />
      </LayoutProvider>
    );
    expect(render(navbar, { config: withNavbar({ items: [] }) })).not.toContain('navbar__toggle');
    expect(render(navbar)).toContain('navbar__toggle');
  });

  it('lays the drawer out from its Header, PrimaryMenu and SecondaryMenu', () => {
    const html = render(
      <LayoutProvider>
        <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />
      </LayoutProvider>,
    ).replace(/^<link [^>]*>/, '');
    // Portalled to the body, the drawer's root has the bar's navbar-sidebar--show, under which Infima shows a navbar-sidebar.
    expect(html).toMatch(/^<div class="navbar-sidebar--show [^"]*"><div class="navbar-sidebar__backdrop [^"]*" aria-hidden="true"><\/div><div id="navbar-drawer" class="theme-layout-navbar-sidebar navbar-sidebar [^"]*" role="dialog" aria-modal="true" aria-label="Site navigation"><div class="navbar-sidebar__brand [^"]*"><a class="navbar__brand/);
    expect(html).toMatch(/<button type="button" class="clean-btn navbar-sidebar__close [^"]*" aria-label="Close navigation menu">/);
    expect(html).toMatch(/<div class="navbar-sidebar__items [^"]*" data-drawer-body=""><div class="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu"><ul class="menu__list [^"]*"><li class="menu__list-item"><a class="menu__link [^"]*" href="\/docs">Docs<\/a><\/li>/);
  });

  it('splits DefaultNavbarItem and DropdownNavbarItem into their Desktop and Mobile forms', () => {
    expect(render(<DefaultNavbarItem label="A" to="/a" />)).toBe(render(<DefaultNavbarItemDesktop label="A" to="/a" />));
    expect(render(<DefaultNavbarItem mobile label="A" to="/a" />)).toBe(render(<DefaultNavbarItemMobile label="A" to="/a" />));
    expect(render(<DefaultNavbarItemMobile label="A" to="/a" />)).toMatch(/^<li class="menu__list-item"><a class="menu__link [^"]*" href="\/a">A<\/a><\/li>$/);
    expect(render(<DefaultNavbarItemDesktop isDropdownItem label="A" to="/a" />)).toBe('<li><a class="dropdown__link" href="/a">A</a></li>');
    expect(render(<DropdownNavbarItem label="M" items={[{ label: 'A', to: '/a' }]} />)).toBe(render(<DropdownNavbarItemDesktop label="M" items={[{ label: 'A', to: '/a' }]} />));
    expect(render(<DropdownNavbarItem mobile label="M" items={[{ label: 'A', to: '/a' }]} />)).toBe(render(<DropdownNavbarItemMobile label="M" items={[{ label: 'A', to: '/a' }]} />));
    expect(render(<IconLanguage />)).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it('composes Footer from Footer/Layout, Links (MultiColumn, Simple), LinkItem, Logo and Copyright', () => {
    const config = withFooter({ style: 'dark', logo: { src: 'img/f.svg', alt: 'F' } });
    const { footer } = config.themeConfig;
    const parts = render(<FooterLayout style="dark" links={<FooterLinks links={footer.links} />} logo={<FooterLogo logo={footer.logo!} />} copyright={<FooterCopyright copyright={footer.copyright!} />} />, { config });
    expect(render(<Footer />, { config })).toBe(parts);
    expect(render(<FooterLinks links={footer.links} />)).toBe(render(<FooterLinksMultiColumn columns={footer.links as FooterColumn[]} />));
    expect(render(<FooterLinks links={[{ label: 'A', to: '/a' }]} />)).toBe(render(<FooterLinksSimple links={[{ label: 'A', to: '/a' }]} />));
    expect(render(<FooterLinkItem item={{ label: 'A', to: '/a', className: 'x' }} />)).toMatch(/^<a class="footer__link-item [^"]* x" href="\/a">A<\/a>$/);
    expect(render(<FooterCopyright copyright="© <b>Me</b>" />)).toMatch(/^<div class="footer__copyright [^"]*">© <b>Me<\/b><\/div>$/);
    // The logo without a link, in the bottom row, as theme-classic's Footer/Layout puts it.
    expect(parts).toMatch(/<div class="footer__bottom text--center [^"]*"><div class="margin-bottom--sm [^"]*"><img src="\/img\/f\.svg" alt="F" class="footer__logo [^"]*"\/><\/div><div class="footer__copyright/);
    expect(parts).toMatch(/<div class="row footer__links [^"]*"><section class="theme-layout-footer-column footer__col /);
  });
});
