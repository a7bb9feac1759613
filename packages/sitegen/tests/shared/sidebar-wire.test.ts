import { describe, expect, it } from 'vitest';
import { decodeSidebar, encodeSidebar } from '../../src/shared/sidebar-wire';
import type { SidebarItem } from '../../src/shared/types';

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro', description: 'Start here' },
  {
    type: 'category',
    label: 'Keymaps',
    href: '/docs/keymaps',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Hidden', href: '/docs/hidden', unlisted: true },
      { type: 'category', label: 'Open', collapsed: false, collapsible: false, linkUnlisted: true, items: [] },
    ],
  },
];

describe('sidebar wire form', () => {
  it('round-trips everything the browser reads, dropping descriptions and doc ids', () => {
    expect(decodeSidebar(encodeSidebar(items))).toEqual([
      { type: 'link', label: 'Intro', href: '/docs/intro' },
      {
        type: 'category',
        label: 'Keymaps',
        href: '/docs/keymaps',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Hidden', href: '/docs/hidden', unlisted: true },
          { type: 'category', label: 'Open', linkUnlisted: true, collapsed: false, collapsible: false, items: [] },
        ],
      },
    ]);
  });

  it('is arrays, and decodes the same wire data to the same array', () => {
    const wire = encodeSidebar(items);
    expect(JSON.stringify(wire)).toBe('[["Intro","/docs/intro"],["Keymaps","/docs/keymaps",3,[["Hidden","/docs/hidden",1],["Open",0,4,[]]]]]');
    expect(decodeSidebar(wire)).toBe(decodeSidebar(wire));
  });
});
