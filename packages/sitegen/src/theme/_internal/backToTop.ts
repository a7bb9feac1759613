import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';

/**
 * theme-common's useBackToTopButton: shown while the reader scrolls back up past `threshold`
 * (not at the end of the page, nor when following an anchor scrolled it), hidden when they scroll
 * down. The scroll to the top is the browser's smooth scroll (theme-common's where the page's CSS
 * asks for it; its step-by-step fallback was for browsers without one).
 */
export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  const toAnchor = useRef(false);
  const { hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      const previous = last;
      last = top;
      if (!previous) return;
      if (toAnchor.current) toAnchor.current = false;
      else if (top >= previous || top < threshold) setShown(false);
      // Not the bounce back from past the end of the page.
      else if (top + window.innerHeight < document.documentElement.scrollHeight) setShown(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  // A navigation to an anchor scrolls the page: not the reader scrolling up.
  useEffect(() => {
    if (first.current) first.current = false;
    else if (hash) {
      toAnchor.current = true;
      setShown(false);
    }
  }, [hash, key]);

  return { shown, scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }) };
}
