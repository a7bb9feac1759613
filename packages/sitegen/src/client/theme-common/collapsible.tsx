/**
 * Docusaurus theme-common's `useCollapsible` and `<Collapsible>`, on the theme's own animated
 * panel (theme/_internal/Collapsible.tsx).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Collapsible as Panel } from '../../theme/_internal/Collapsible';

export function useCollapsible({ initialState, forceState }: { initialState: boolean | (() => boolean); forceState?: boolean }): {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState);
  useEffect(() => {
    if (forceState !== undefined) setCollapsed(forceState);
  }, [forceState]);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** Docusaurus's props; `as`, `lazy` and `animation` are taken and the theme's panel (a `<div>`) used. */
export function Collapsible({ collapsed, children, className, onCollapseTransitionEnd }: { as?: string; collapsed: boolean; children: ReactNode; className?: string; lazy?: boolean; animation?: unknown; disableSSRStyle?: boolean; onCollapseTransitionEnd?: (collapsed: boolean) => void }) {
  return (
    <Panel collapsed={collapsed} className={className} onTransitionDone={onCollapseTransitionEnd}>
      {children}
    </Panel>
  );
}
