/**
 * Width of an element in CSS pixels, kept current with a ResizeObserver. Charts draw at this
 * width so their text stays at its real size on any screen; `fallback` is used while
 * pre-rendering and before the first measurement.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
