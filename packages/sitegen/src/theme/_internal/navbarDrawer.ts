import { createContext, useContext } from 'react';

/** Desktop layout from this window width up: the drawer closes, the bar shows its items. */
export const DESKTOP_QUERY = '(min-width: 996px)';

/** The drawer's two panels: the navbar items, or the page's own menu (the docs sidebar). */
export interface NavbarSecondaryMenuState {
  shown: boolean;
  show: () => void;
  hide: () => void;
}

export const SecondaryMenuShownContext = createContext<NavbarSecondaryMenuState>({ shown: false, show: () => {}, hide: () => {} });

export function useSecondaryMenuShown(): NavbarSecondaryMenuState {
  return useContext(SecondaryMenuShownContext);
}
