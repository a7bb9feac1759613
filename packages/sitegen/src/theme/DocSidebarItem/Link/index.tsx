import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import type { SidebarLink } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { isActiveSidebarItem } from '../../DocSidebar/utils';
import styles from '../../DocSidebar/styles.module.css';

/** theme-classic's DocSidebarItem/Link: a page's link, marked while it is the page; an external link with its icon. */
export default function DocSidebarItemLink({ item, onItemClick, activePath, level, index: _index, ...props }: DocSidebarItemProps<SidebarLink>) {
  const { href, label, className, autoAddBaseUrl } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li className={clsx(`theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`, 'menu__list-item', styles.item, className)} key={label}>
      <Link
        className={clsx('menu__link', styles.link, !isInternalLink && styles.menuExternalLink, isActive && 'menu__link--active', isActive && styles.active)}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && { onClick: onItemClick ? () => onItemClick(item) : undefined })}
        {...props}
      >
        <span className={styles.linkLabel}>{label}</span>
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
