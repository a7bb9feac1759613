import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';

/**
 * theme-classic's `navbar.hideOnScroll`: the bar slides away while the reader scrolls down, and
 * comes back when they scroll up, are near the top, change page or move the focus into it.
 */
export function useHideableNavbar(enabled: boolean): { ref: RefObject<HTMLElement | null>; hidden: boolean; show: () => void } {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  const { pathname } = useLocation();
  const show = useCallback(() => setHidden(false), []);

  useEffect(show, [pathname, enabled, show]);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < (ref.current?.offsetHeight ?? 0)) setHidden(false);
      else if (y > last) setHidden(true);
      // Scrolling up, except the bounce back from past the end of the page.
      else if (y < last && y + window.innerHeight < document.documentElement.scrollHeight) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return { ref, hidden, show };
}
