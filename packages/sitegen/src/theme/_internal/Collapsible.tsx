import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

// Kept here, not shared: a module of its own would be a chunk of its own on every docs page.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Animation length for a panel of `height` pixels: taller panels take longer, but less than
 * proportionally (a 40 px panel ≈ 160 ms, 400 px ≈ 300 ms, 2000 px ≈ 500 ms, capped at 600 ms).
 */
export function collapseDuration(height: number, reducedMotion = false): number {
  if (reducedMotion) return 1;
  if (height <= 0) return 120;
  return Math.min(600, Math.round(100 + 9 * Math.sqrt(height)));
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: 0 };

export interface CollapsibleProps {
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Called when an expand or collapse animation has finished. */
  onTransitionDone?: (collapsed: boolean) => void;
  /** The panel's element (a `<div>`; a `<ul>` for a list's items). */
  as?: 'div' | 'ul';
}

/**
 * A panel that animates its height between 0 and its content height. Collapsed content is
 * `display: none` (not focusable, not read). The initial state is rendered on the server.
 */
export function Collapsible({ collapsed, children, className, id, onTransitionDone, as: As = 'div' }: CollapsibleProps) {
  const ref = useRef<HTMLDivElement & HTMLUListElement>(null);
  // React only ever sets the initial style; animations then drive the element's style directly.
  const [initialStyle] = useState<CSSProperties | undefined>(() => (collapsed ? COLLAPSED_STYLE : undefined));
  const mounted = useRef(false);
  const done = useRef(onTransitionDone);
  done.current = onTransitionDone;

  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const style = el.style;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      style.transition = '';
      if (collapsed) {
        style.display = 'none';
        style.height = '0px';
      } else {
        style.height = '';
        style.overflow = '';
      }
      done.current?.(collapsed);
    };
    style.display = '';
    style.overflow = 'hidden';
    const target = el.scrollHeight;
    const duration = collapseDuration(target, prefersReducedMotion());
    style.height = collapsed ? `${target}px` : '0px';
    void el.offsetHeight; // apply the start height before transitioning
    style.transition = `height ${duration}ms ease-in-out`;
    style.height = collapsed ? '0px' : `${target}px`;
    const onEnd = (event: TransitionEvent) => {
      if (event.target === el && event.propertyName === 'height') finish();
    };
    el.addEventListener('transitionend', onEnd);
    const timer = window.setTimeout(finish, duration + 60);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('transitionend', onEnd);
      finish();
    };
  }, [collapsed]);

  return (
    <As ref={ref} id={id} className={className} style={initialStyle}>
      {children}
    </As>
  );
}

/**
 * A panel rendered only once it has been open (theme-common's `<Collapsible lazy>`): a category
 * that starts collapsed has no items in the page's HTML, as in Docusaurus's; opened, it mounts
 * collapsed and then animates open.
 */
export function LazyCollapsible({ collapsed, ...props }: CollapsibleProps) {
  const [mounted, setMounted] = useState(!collapsed);
  const [lazyCollapsed, setLazyCollapsed] = useState(collapsed);
  useIsomorphicLayoutEffect(() => {
    if (!collapsed) setMounted(true);
  }, [collapsed]);
  useIsomorphicLayoutEffect(() => {
    if (mounted) setLazyCollapsed(collapsed);
  }, [mounted, collapsed]);
  return mounted ? <Collapsible {...props} collapsed={lazyCollapsed} /> : null;
}
