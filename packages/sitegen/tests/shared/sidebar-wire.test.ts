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

  it("round-trips html items and items' className, customProps, key and autoAddBaseUrl, which only items that have them carry", () => {
    const extras: SidebarItem[] = [
      { type: 'link', label: 'Styled', href: '/docs/styled', className: 'new', customProps: { badge: 1 }, key: 'styled' },
      { type: 'link', label: 'Raw', href: '/raw', autoAddBaseUrl: false, unlisted: true },
      { type: 'html', value: '<hr>', defaultStyle: true, className: 'divider' },
      { type: 'html', value: '<b>x</b>' },
      { type: 'category', label: 'Cat', collapsed: true, collapsible: true, className: 'cat', items: [{ type: 'link', label: 'In', href: '/docs/in' }] },
    ];
    expect(decodeSidebar(encodeSidebar(extras))).toEqual(extras);
    expect(JSON.stringify(encodeSidebar(extras))).toBe(
      '[["Styled","/docs/styled",0,{"c":"new","p":{"badge":1},"k":"styled"}],["Raw","/raw",1,{"a":0}],{"h":"<hr>","s":1,"c":"divider"},{"h":"<b>x</b>"},["Cat",0,3,[["In","/docs/in"]],0,{"c":"cat"}]]',
    );
  });

  it('is arrays, and decodes the same wire data to the same array', () => {
    const wire = encodeSidebar(items);
    expect(JSON.stringify(wire)).toBe('[["Intro","/docs/intro"],["Keymaps","/docs/keymaps",3,[["Hidden","/docs/hidden",1],["Open",0,4,[]]]]]');
    expect(decodeSidebar(wire)).toBe(decodeSidebar(wire));
  });
});
