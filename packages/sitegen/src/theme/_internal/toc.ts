import { useEffect, useState } from 'react';
import type { TocItem } from '../../shared/types';

/** The table of contents' rules, shared by TOC, TOCItems and TOCCollapsible (the page shell's chunk). */

export interface TocTreeNode extends TocItem {
  children: TocTreeNode[];
}

/** Nests the flat heading list by level (an h3 goes under the h2 before it). */
export function buildTocTree(toc: readonly TocItem[], minLevel = 2, maxLevel = 6): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const stack: TocTreeNode[] = [];
  for (const item of toc) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    const node: TocTreeNode = { ...item, children: [] };
    while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * The heading "in view": the last one whose top has scrolled above a line just under the
 * navbar (before any has, the first one on screen); at the very bottom of the page, the last
 * heading that is on screen.
 */
export function pickActiveHeading(tops: Array<{ id: string; top: number }>, threshold: number, atBottom: boolean, viewportHeight: number): string | undefined {
  let active: string | undefined;
  for (const { id, top } of tops) {
    if (top <= threshold) active = id;
    else break;
  }
  // Before the first heading has scrolled up: the first one on screen.
  if (active === undefined) active = tops.find((t) => t.top >= 0 && t.top < viewportHeight)?.id;
  if (atBottom) {
    const onScreen = tops.filter((t) => t.top >= 0 && t.top < viewportHeight);
    const last = onScreen[onScreen.length - 1];
    if (last) active = last.id;
  }
  return active;
}

/**
 * Tracks which of the given headings is in view: on scroll and resize, when a heading crosses
 * the viewport, and when the page's height changes without a scroll (a diagram drawn on screen).
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    if (list.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('header')?.getBoundingClientRect().height ?? 60;
      const threshold = navbar + Math.min(120, window.innerHeight * 0.2);
      const tops = list.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 4 && window.scrollY > 0;
      setActive(pickActiveHeading(tops, threshold, atBottom, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(schedule);
      for (const id of list) {
        const el = document.getElementById(id);
        if (el) observer.observe(el);
      }
    }
    const pageSize = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : undefined;
    pageSize?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      pageSize?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}
