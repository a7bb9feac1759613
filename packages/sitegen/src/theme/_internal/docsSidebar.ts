import { createContext, useContext } from 'react';
import type { SidebarItem } from '../../shared/types';

export interface DocsSidebarValue {
  name: string;
  items: SidebarItem[];
  /** Descriptions of the sidebar's pages by path, on pages that show doc cards. */
  descriptions?: Record<string, string>;
  /** Loads the whole sidebar, when the page has its view of it with categories' items left out. */
  loadWhole?: () => Promise<void>;
}

/** The docs sidebar of the current docs page (for DocCardList and the mobile drawer). */
export const DocsSidebarContext = createContext<DocsSidebarValue | null>(null);

export function useDocsSidebar(): DocsSidebarValue | null {
  return useContext(DocsSidebarContext);
}
