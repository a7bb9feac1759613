import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { NavbarItemProps } from '@theme/NavbarItem';
import { clsx } from '../_internal/clsx';
import { RepoHostIcon } from '../_internal/icons';
import { cleanPath, useActivePath } from '../_internal/useActivePath';
import styles from '../Navbar/styles.module.css';

export type NavbarNavLinkProps = NavbarItemProps & {
  /** The link is the current section (by its item's rule). */
  active?: boolean;
  /** An icon-only link (`header-github-link`) shows its label beside the icon (in the drawer). */
  showText?: boolean;
  children?: ReactNode;
};

/**
 * The link of a navbar item, as theme-classic's NavbarNavLink: `to` a path of the site (a
 * relative one too: "faq" is /faq on every page), or `href` (with the base URL when
 * `prependBaseUrlToHref`); its text is `label` or `html`. The item's other keys that are not
 * config (`target`, `rel`, `aria-label`, `title`…) are attributes of the link.
 */
export default function NavbarNavLink({
  to,
  href,
  label,
  html,
  prependBaseUrlToHref,
  active = false,
  showText = false,
  className,
  children,
  // Config, not attributes.
  activeBasePath: _activeBasePath,
  activeBaseRegex: _activeBaseRegex,
  sidebarId: _sidebarId,
  docId: _docId,
  docsPluginId: _docsPluginId,
  unlisted: _unlisted,
  value: _value,
  position: _position,
  items: _items,
  mobile: _mobile,
  isDropdownItem: _isDropdownItem,
  dropdownItemsBefore: _before,
  dropdownItemsAfter: _after,
  queryString: _queryString,
  ...attributes
}: NavbarNavLinkProps) {
  const { siteConfig } = useDocusaurusContext();
  const activePath = useActivePath();
  const toUrl = to === undefined ? undefined : withBaseUrl(siteConfig.baseUrl, to);
  const hrefUrl = href !== undefined && prependBaseUrlToHref ? withBaseUrl(siteConfig.baseUrl, href, { forcePrependBaseUrl: true }) : href;
  const external = hrefUrl !== undefined && !isInternalUrl(hrefUrl);
  const iconOnly = className?.split(' ').includes('header-github-link');
  const ariaLabel = attributes['aria-label'];
  const content = iconOnly ? (
    <>
      <RepoHostIcon />
      {showText ? <span aria-hidden={ariaLabel ? true : undefined}>{label ?? ariaLabel ?? 'Repository'}</span> : !ariaLabel && <span className="sr-only">{label ?? 'Repository'}</span>}
    </>
  ) : (
    <>
      {label}
      {external && <IconExternalLink className={styles.externalIcon} />}
      {/* Link opens an external URL in a new tab unless the item says otherwise. */}
      {external && (attributes.target ?? '_blank') === '_blank' && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  );
  return (
    <Link
      {...attributes}
      to={hrefUrl === undefined ? toUrl : undefined}
      href={hrefUrl}
      className={clsx(className, iconOnly && styles.iconLink)}
      {...(html !== undefined && children === undefined ? { dangerouslySetInnerHTML: { __html: html } } : {})}
      aria-current={active && toUrl !== undefined && cleanPath(toUrl) === activePath ? 'page' : undefined}
    >
      {html !== undefined && children === undefined ? undefined : (children ?? content)}
    </Link>
  );
}
