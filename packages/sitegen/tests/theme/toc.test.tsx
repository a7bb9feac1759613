import { describe, expect, it } from 'vitest';
import TOC, { buildTocTree, pickActiveHeading, TOCItems } from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import styles from '@theme/TOCItems/styles.module.css';
import type { TocItem } from '../../src/shared/types';
import { render, text } from './_render';

const toc: TocItem[] = [
  { value: 'Summary', id: 'summary', level: 2 },
  { value: 'Mod-Tap', id: 'mod-tap', level: 2 },
  { value: 'Behavior Binding', id: 'behavior-binding', level: 3 },
  { value: 'Deep', id: 'deep', level: 4 },
  { value: 'Configuration', id: 'configuration', level: 3 },
  { value: 'Layer-Tap', id: 'layer-tap', level: 2 },
];

describe('TOC', () => {
  it('nests headings by level', () => {
    const tree = buildTocTree(toc);
    expect(tree.map((n) => n.id)).toEqual(['summary', 'mod-tap', 'layer-tap']);
    expect(tree[1]?.children.map((n) => n.id)).toEqual(['behavior-binding', 'configuration']);
    expect(tree[1]?.children[0]?.children.map((n) => n.id)).toEqual(['deep']);
  });

  it('keeps only the requested levels', () => {
    const tree = buildTocTree(toc, 2, 3);
    expect(tree[1]?.children[0]?.children).toEqual([]);
    expect(buildTocTree(toc, 3, 3).map((n) => n.id)).toEqual(['behavior-binding', 'configuration']);
  });

  it('renders nested lists of links to the headings', () => {
    const html = render(<TOCItems toc={toc} maxLevel={3} activeId="mod-tap" />);
    expect(html.match(/<ul/g)).toHaveLength(2);
    expect(html).toContain('href="#behavior-binding"');
    expect(html).not.toContain('href="#deep"');
    expect(html).toMatch(new RegExp(`<a href="#mod-tap" class="[^"]*${styles.active}[^"]*" aria-current="location">`));
    expect((html.match(/aria-current/g) ?? []).length).toBe(1);
  });

  it('has an "On this page" landmark, and renders nothing without headings', () => {
    const html = render(<TOC toc={toc} />);
    expect(html).toContain('<nav');
    expect(text(html)).toContain('On this page');
    expect(render(<TOC toc={[]} />)).toBe('');
  });

  it('renders the collapsible version closed, with a toggle', () => {
    const html = render(<TOCCollapsible toc={toc} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/aria-controls="([^"]+)"[\s\S]*id="\1"[^>]*style="display:none/);
    expect(render(<TOCCollapsible toc={[]} />)).toBe('');
  });

  it('picks the last heading above the line, or the last visible one at the bottom', () => {
    const tops = [
      { id: 'a', top: -400 },
      { id: 'b', top: 50 },
      { id: 'c', top: 300 },
      { id: 'd', top: 700 },
    ];
    expect(pickActiveHeading(tops, 100, false, 800)).toBe('b');
    expect(pickActiveHeading(tops, 20, false, 800)).toBe('a');
    expect(pickActiveHeading([{ id: 'x', top: 300 }, { id: 'y', top: 500 }], 100, false, 800)).toBe('x');
    expect(pickActiveHeading(tops.map((t) => ({ ...t, top: t.top + 2000 })), 100, false, 800)).toBeUndefined();
    expect(pickActiveHeading(tops, 100, true, 800)).toBe('d');
  });
});
