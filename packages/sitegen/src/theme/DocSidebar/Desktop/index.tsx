import { memo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Logo from '@theme/Logo';
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import Content from '@theme/DocSidebar/Desktop/Content';
import type { DocSidebarProps } from '@theme/DocSidebar';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

declare const __SITEGEN_DOCS_SIDEBAR_HIDEABLE__: boolean;
/** Whether the site's sidebar may be hidden (a build-time constant: without, the button's code is left out). */
const HIDEABLE = typeof __SITEGEN_DOCS_SIDEBAR_HIDEABLE__ === 'undefined' || __SITEGEN_DOCS_SIDEBAR_HIDEABLE__;

/**
 * theme-classic's DocSidebar/Desktop: the navigation, the site's logo above it when the navbar
 * hides on scroll, and the collapse button with `themeConfig.docs.sidebar.hideable`.
 */
function DocSidebarDesktop({ path, sidebar, onCollapse, isHidden }: DocSidebarProps) {
  const { navbar, docs } = useDocusaurusContext().siteConfig.themeConfig as { navbar: { hideOnScroll?: boolean }; docs?: { sidebar?: { hideable?: boolean } } };
  const hideOnScroll = navbar.hideOnScroll === true;
  return (
    <div className={clsx(styles.sidebar, hideOnScroll && styles.sidebarWithHideableNavbar, isHidden && styles.sidebarHidden)}>
      {hideOnScroll && <Logo tabIndex={-1} className={styles.sidebarLogo} />}
      <Content path={path} sidebar={sidebar} />
      {HIDEABLE && docs?.sidebar?.hideable === true && <CollapseButton onClick={onCollapse} />}
    </div>
  );
}

export default memo(DocSidebarDesktop);
