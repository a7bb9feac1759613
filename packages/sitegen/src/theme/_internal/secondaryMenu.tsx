import { createContext, useContext, type ReactNode } from 'react';

/**
 * Content a page adds to the mobile navigation drawer (the docs sidebar on docs pages, the
 * post list on blog pages). The page provides it around its Layout; the Navbar renders it.
 */
export interface SecondaryMenu {
  /** Heading of the drawer panel, e.g. "Docs" or "All posts". */
  title: string;
  /** Renders the panel; `onNavigate` closes the drawer. */
  render: (onNavigate: () => void) => ReactNode;
}

export const SecondaryMenuContext = createContext<SecondaryMenu | null>(null);

export function useSecondaryMenu(): SecondaryMenu | null {
  return useContext(SecondaryMenuContext);
}
