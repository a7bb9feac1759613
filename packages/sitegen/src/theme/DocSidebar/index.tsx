import { useEffect, useState } from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { SidebarItem } from '../../shared/types';

/** theme-classic's DocSidebar props. */
export interface DocSidebarProps {
  /** The page's path: the active item's. */
  path: string;
  sidebar: readonly SidebarItem[];
  /** Hides the sidebar (its collapse button, with `themeConfig.docs.sidebar.hideable`). */
  onCollapse: () => void;
  isHidden: boolean;
  className?: string;
}

/** Docusaurus's desktop breakpoint. */
const DESKTOP_MIN_WIDTH = 996;

/**
 * theme-common's useWindowSize, kept here (the docs pages' code; theme-common's module would be
 * a chunk of its own): `ssr` on the server and the first render, then `desktop` or `mobile`.
 */
function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/**
 * The docs sidebar, as theme-classic's DocSidebar: the desktop sidebar on the server, the first
 * render and wide windows; on narrow windows the mobile one, which fills the navbar's drawer.
 */
export default function DocSidebar(props: DocSidebarProps) {
  const windowSize = useWindowSize();
  return (
    <>
      {(windowSize === 'desktop' || windowSize === 'ssr') && <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
