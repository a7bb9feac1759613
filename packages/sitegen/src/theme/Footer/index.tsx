import Link from '@docusaurus/Link';
import { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { FooterColumn, FooterLink, ThemeLogo } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { ExternalIcon } from '../_internal/icons';
import { LogoImage } from '../_internal/LogoImage';
import styles from './styles.module.css';

/** A footer link, as theme-classic's Footer/LinkItem: its other keys (`target`, `rel`…) are attributes. */
function FooterLinkItem({ item }: { item: FooterLink }) {
  const { siteConfig } = useDocusaurusContext();
  const { to, href, label, html: _html, prependBaseUrlToHref, className, ...attributes } = item;
  const external = href !== undefined && !isInternalUrl(href);
  return (
    <Link
      {...attributes}
      // As in Docusaurus, `to` is a path of the site, a relative one too.
      to={to === undefined ? undefined : withBaseUrl(siteConfig.baseUrl, to)}
      href={href !== undefined && prependBaseUrlToHref ? withBaseUrl(siteConfig.baseUrl, href, { forcePrependBaseUrl: true }) : href}
      className={clsx('footer__link-item', styles.link, className)}
    >
      {label}
      {external && (
        <>
          <ExternalIcon className={styles.externalIcon} />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </Link>
  );
}

function ColumnItem({ item }: { item: FooterLink }) {
  if (item.html !== undefined) return <li className={clsx('footer__item', styles.item, item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className={clsx('footer__item', styles.item)}>
      <FooterLinkItem item={item} />
    </li>
  );
}

/** Multi-column links: a titled list per column. */
function Columns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className={clsx('footer__links', styles.columns)}>
      {columns.map((column, i) => {
        const titleId = column.title ? `footer-${slug(column.title)}` : undefined;
        return (
          <section key={i} className={clsx('theme-layout-footer-column footer__col', styles.column, column.className)} aria-labelledby={titleId}>
            {column.title && (
              <h2 id={titleId} className={clsx('footer__title', styles.columnTitle)}>
                {column.title}
              </h2>
            )}
            <ul className={clsx('footer__items', styles.list)}>
              {column.items.map((item, j) => (
                <ColumnItem key={j} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Simple links: one centred line, separated by dots, as theme-classic's Footer/Links/Simple. */
function SimpleLinks({ links }: { links: FooterLink[] }) {
  return (
    <div className={clsx('footer__links', styles.simple)}>
      {links.map((item, i) => (
        <span key={i} className={styles.simpleItem}>
          {item.html !== undefined ? <span className={clsx('footer__link-item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} /> : <FooterLinkItem item={item} />}
          {i < links.length - 1 && (
            <span className={clsx('footer__link-separator', styles.separator)} aria-hidden="true">
              ·
            </span>
          )}
        </span>
      ))}
    </div>
  );
}

/** The footer's logo, linking to its `href` when it has one, as theme-classic's Footer/Logo. */
function FooterLogo({ logo }: { logo: ThemeLogo }) {
  const image = <LogoImage logo={logo} alt={logo.alt ?? ''} className={clsx('footer__logo', styles.logo)} />;
  if (!logo.href) return <div className={styles.logoRow}>{image}</div>;
  return (
    <div className={styles.logoRow}>
      <Link href={logo.href} className={styles.logoLink} {...(logo.target ? { target: logo.target } : {})}>
        {image}
      </Link>
    </div>
  );
}

/** A column of links, not a link: theme-classic's isMultiColumnFooterLinks. */
function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  const first = links[0];
  return first !== undefined && ('items' in first || 'title' in first);
}

/** Links (in columns or one simple line), then the logo and the copyright; dark or light (`footer.style`). */
export default function Footer() {
  const { siteConfig } = useDocusaurusContext();
  const footer = siteConfig.themeConfig.footer;
  if (!footer) return null;
  const { links, logo, copyright, style } = footer;
  return (
    <footer className={clsx('theme-layout-footer footer', style === 'dark' && 'footer--dark', styles.footer, style !== 'dark' && styles.light)}>
      <div className={clsx('container container-fluid', styles.inner)}>
        {links.length > 0 && (isColumns(links) ? <Columns columns={links} /> : <SimpleLinks links={links} />)}
        {(logo || copyright) && (
          <div className={clsx('footer__bottom', styles.bottom)}>
            {logo && <FooterLogo logo={logo} />}
            {copyright && <div className={clsx('footer__copyright', styles.copyright)} dangerouslySetInnerHTML={{ __html: copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
