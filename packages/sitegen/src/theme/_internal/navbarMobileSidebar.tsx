import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSecondaryMenu } from './secondaryMenu';

/**
 * theme-common's useNavbarMobileSidebar: whether the navbar's drawer is open, shared by the toggle
 * (Navbar/Content), the bar (Navbar/Layout) and the drawer (Navbar/MobileSidebar/*).
 */
export interface NavbarMobileSidebar {
  /** Nothing to show in it: no navbar items and no secondary menu. */
  disabled: boolean;
  shouldRender: boolean;
  shown: boolean;
  /** Opens or closes it; on closing, the focus goes back to the control that opened it. */
  toggle: () => void;
}

/** Outside a Layout/Provider (where theme-classic throws): a drawer that never opens. */
const MobileSidebarContext = createContext<NavbarMobileSidebar>({ disabled: false, shouldRender: false, shown: false, toggle: () => {} });

/** The state of the drawer, for the components below Layout/Provider. */
export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  const { siteConfig } = useDocusaurusContext();
  const secondary = useSecondaryMenu();
  const [shown, setShown] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const disabled = siteConfig.themeConfig.navbar.items.length === 0 && !secondary;
  const toggle = useCallback(() => {
    if (shown) {
      setShown(false);
      opener.current?.focus();
    } else {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setShown(true);
    }
  }, [shown]);
  const value = useMemo(() => ({ disabled, shouldRender: !disabled && shown, shown: !disabled && shown, toggle }), [disabled, shown, toggle]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  return useContext(MobileSidebarContext);
}

/** The drawer's id, which the toggle controls. */
export const MOBILE_SIDEBAR_ID = 'navbar-drawer';
