/** The docs plugin's part in navbar items: links, labels and sidebars of `doc` and `docSidebar` items, a dropdown's too. */
import { describe, expect, it } from 'vitest';
import { linkDocsNavbarItems, type ConfigFailure, type NavbarDocs } from '../../plugins/docs/index';
import { ConfigError } from '../../src/node/config/schema';
import type { NavbarItem } from '../../src/shared/types';

const docs: NavbarDocs = {
  sidebars: new Map([
    ['guide', [{ href: '/base/docs/intro', label: 'Start here' }, { href: '/base/docs/wiring', label: 'Wiring' }]],
    ['empty', []],
  ]),
  docs: new Map([
    ['intro', { permalink: '/base/docs/intro', unlisted: false }],
    ['wiring', { permalink: '/base/docs/wiring', unlisted: false }],
    ['secret', { permalink: '/base/docs/secret', unlisted: true }],
  ]),
  sidebarOf: new Map([
    ['/base/docs/intro', 'guide'],
    ['/base/docs/wiring', 'guide'],
  ]),
  draftIds: new Set(['someday']),
  baseUrl: '/base/',
};

const fail: ConfigFailure = (key, value, expected) => {
  throw new ConfigError('docusaurus.config.js', key, value, expected);
};

describe('navbar items that name docs', () => {
  it('links them as theme-classic does: a sidebar to its first page and label, a doc labelled with its id, in a dropdown too', () => {
    const items: NavbarItem[] = [
      { type: 'docSidebar', sidebarId: 'guide' },
      { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'wiring' }, { type: 'doc', docId: 'secret', label: 'Secret' }, { type: 'doc', docId: 'someday' }, { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
    ];
    linkDocsNavbarItems(items, docs, fail);
    expect(items).toEqual([
      { type: 'docSidebar', sidebarId: 'guide', to: '/docs/intro', label: 'Start here' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { type: 'doc', docId: 'wiring', to: '/docs/wiring', label: 'wiring', sidebarId: 'guide' },
          { type: 'doc', docId: 'secret', to: '/docs/secret', label: 'Secret', sidebarId: undefined, unlisted: true },
          // The draft's item is left out.
          { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', to: '/docs/intro' },
        ],
      },
    ]);
  });

  it("stops at the item's key when a name names nothing", () => {
    const dropdown = (item: NavbarItem): NavbarItem[] => [{ to: '/' }, { type: 'dropdown', items: [{ to: '/a' }, item] }];
    expect(() => linkDocsNavbarItems(dropdown({ type: 'doc', docId: 'nope' }), docs, fail)).toThrow('docusaurus.config.js: `themeConfig.navbar.items[1].items[1].docId` must be the id of a doc ("intro", "wiring", "secret"), got "nope"');
    expect(() => linkDocsNavbarItems([{ type: 'docSidebar', sidebarId: 'api' }], docs, fail)).toThrow('`themeConfig.navbar.items[0].sidebarId` must name a sidebar (the sidebars: guide, empty), got "api"');
    expect(() => linkDocsNavbarItems([{ type: 'docSidebar', sidebarId: 'empty' }], docs, fail)).toThrow('`themeConfig.navbar.items[0].sidebarId` must name a sidebar with a page to link to, got "empty"');
  });
});
