/**
 * The docs against the site map of ../shared/facts: every page at its route with its title
 * and sidebar label, the sidebar tree, the reference data each page must show, and enough
 * prose. Reads the docs plugin's loaded content (no full build); HTML checks are in
 * tests/browser/content.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import docsPlugin, { type DocsContent } from 'sitegen/plugins/docs';
import { loadConfig, type SidebarItem } from 'sitegen';
import devicetree from '@site/src/data/devicetree.json';
import kconfig from '@site/src/data/kconfig.json';
import keycodes from '@site/src/data/keycodes.json';
import {
  attributes,
  COMPONENT_TAG,
  componentWords,
  hasFacts,
  proseWords,
  readFacts,
  readSiteMap,
  repoRoot,
  routeOf,
  sourceFileOf,
  type SiteMapItem,
} from './_content';

const siteMap = hasFacts ? readSiteMap() : undefined;
const routed = siteMap?.pages.filter((p) => p.routed) ?? [];
const sized = siteMap?.pages ?? [];

let content: DocsContent;
let homeDocId: string | undefined;
beforeAll(async () => {
  const { config } = await loadConfig(repoRoot);
  homeDocId = config.docs === false ? undefined : config.docs.homeDocId;
  const generatedDir = path.join(repoRoot, '.sitegen/generated');
  const plugin = docsPlugin({ siteDir: repoRoot, outDir: path.join(repoRoot, 'build'), generatedDir, generatedFilesDir: generatedDir, i18n: { ...config.i18n, currentLocale: config.i18n.defaultLocale, localeConfigs: {} }, localizationDir: path.join(repoRoot, 'i18n', config.i18n.defaultLocale), cacheDir: path.join(repoRoot, '.sitegen/cache'), siteConfig: config, baseUrl: config.baseUrl, dev: false });
  content = (await plugin.loadContent?.()) as DocsContent;
});

/** The sidebar as plain data comparable with the site map's `sidebar.docs`. */
interface Shape {
  label?: string;
  collapsed?: boolean;
  link?: string | null;
  doc?: string;
  items?: Shape[];
}
function siteMapShape(items: SiteMapItem[]): Shape[] {
  return items.map((item) =>
    item.type === 'doc'
      ? { doc: item.id }
      : { label: item.label, collapsed: item.collapsed ?? true, link: item.link ? item.link.id : null, items: siteMapShape(item.items) },
  );
}
function builtShape(items: SidebarItem[], idOfHref: Map<string, string>): Shape[] {
  // (The site's sidebars have no html items.)
  return items.flatMap((item): Shape[] =>
    item.type === 'html' ? [] : item.type === 'link'
      ? [{ doc: item.docId ?? item.href }]
      : [{ label: item.label, collapsed: item.collapsed, link: item.href ? (idOfHref.get(item.href) ?? item.href) : null, items: builtShape(item.items, idOfHref) }],
  );
}
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'html' ? [] : item.type === 'link' ? (item.docId ? [item.docId] : []) : docIds(item.items)));
}

describe.runIf(hasFacts)('docs against the site map', () => {
  it('has every routed page of the site map, at its route, and no others', () => {
    // An index doc's permalink keeps Docusaurus's written form (`/docs/config/`); the site's
    // `trailingSlash: false` routes it without the slash.
    const byRoute = new Map(content.docs.map((d) => [d.permalink.replace(/(.)\/$/, '$1'), d.id]));
    // The home doc is also served at the docs root (and keeps its own route, /docs/intro).
    expect(homeDocId).toBe('intro');
    byRoute.set('/docs', 'intro');
    expect(byRoute.get('/docs/intro')).toBe('intro');
    for (const page of routed) expect(byRoute.get(routeOf(page)), `${page.id} at ${routeOf(page)}`).toBe(page.id);
    expect(content.docs.map((d) => d.id).sort()).toEqual(routed.map((p) => p.id).sort());
    expect(routed).toHaveLength(siteMap?.meta.counts.routed_pages ?? -1);
  });

  it('has every partial as a file', () => {
    for (const page of siteMap?.pages.filter((p) => p.is_partial) ?? []) expect(sourceFileOf(page.id), page.id).toBeDefined();
  });

  it('gives every page the title and sidebar label of the site map', () => {
    const byId = new Map(content.docs.map((d) => [d.id, d]));
    for (const page of routed) {
      const doc = byId.get(page.id);
      // A null title in the site map means the original had none (the id was shown).
      if (page.title !== null) expect(doc?.title, page.id).toBe(page.title);
      const label = page.sidebar_label ?? page.title;
      if (label !== null) expect(doc?.sidebarLabel ?? doc?.title, `${page.id} sidebar label`).toBe(label);
    }
  });

  it('has the sidebar tree of the site map: categories, labels, order, collapsed flags and links', () => {
    const idOfHref = new Map(content.docs.map((d) => [d.permalink, d.id]));
    expect(Object.keys(content.sidebars)).toEqual(['docs']);
    expect(builtShape(content.sidebars.docs ?? [], idOfHref)).toEqual(siteMapShape(siteMap?.sidebar.docs ?? []));
  });

  it('keeps the pages outside the sidebar out of it', () => {
    const inSidebar = new Set(docIds(content.sidebars.docs ?? []));
    const outside = siteMap?.meta.counts.routed_pages_not_in_sidebar ?? [];
    expect(outside).toHaveLength(3);
    for (const id of outside) expect(inSidebar.has(id), id).toBe(false);
    for (const page of routed.filter((p) => p.in_sidebar)) expect(inSidebar.has(page.id) || isCategoryLink(page.id), page.id).toBe(true);
  });

  it.each(sized.map((p) => [p.id, p] as const))('%s has at least half the prose words of the original', (_id, page) => {
    const file = sourceFileOf(page.id);
    expect(file, page.id).toBeDefined();
    const source = readFileSync(file ?? '', 'utf8');
    const words = proseWords(source) + componentWords(source);
    expect(words, `${page.id}: ${words} prose words, original ${page.word_count.prose_words}`).toBeGreaterThanOrEqual(Math.floor(page.word_count.prose_words / 2));
  });
});

function isCategoryLink(id: string): boolean {
  const links = (items: SiteMapItem[]): string[] => items.flatMap((i) => (i.type === 'doc' ? [] : [...(i.link ? [i.link.id] : []), ...links(i.items)]));
  return links(siteMap?.sidebar.docs ?? []).includes(id);
}

describe.runIf(hasFacts)('reference data on its pages', () => {
  /** `<Name a="x" b="y" />` usages of a component in a page source, as attribute maps. */
  function usages(id: string, component: string): Array<Record<string, string>> {
    const source = readFileSync(sourceFileOf(id) ?? '', 'utf8');
    return [...source.matchAll(COMPONENT_TAG)].filter((m) => m[1] === component).map((m) => attributes(m[2] ?? ''));
  }
  const shows = (id: string, component: string, section: string) =>
    usages(id, component).some((u) => u.page === id && (u.section === undefined || u.section === section));

  it.each([
    { facts: 'kconfig.tsv', field: 'option', component: 'KconfigTable', data: kconfig as Array<Record<string, string>>, file: 'src/data/kconfig.json' },
    { facts: 'devicetree.tsv', field: 'property', component: 'DevicetreeTable', data: devicetree as Array<Record<string, string>>, file: 'src/data/devicetree.json' },
  ])('shows every row of $facts on the config page it names', ({ facts, field, component, data, file }) => {
    for (const row of readFacts(facts)) {
      const id = row.page.replace(/\.mdx?$/, '');
      const label = `${row[field]} on ${id} (${row.section})`;
      expect(data.some((d) => d.page === id && d.section === row.section && d[field] === row[field]), `${label}: in ${file}`).toBe(true);
      expect(shows(id, component, row.section), `${label}: a ${component} on the page selects it`).toBe(true);
    }
  });

  it('has every keycode name and alias of keycodes.tsv in the keycodes data, in its group', () => {
    const namesByGroup = new Map(keycodes.groups.map((g) => [g.id, new Set(g.keycodes.flatMap((k) => k.n))]));
    const rows = readFacts('keycodes.tsv');
    expect(rows).toHaveLength(368);
    let names = 0;
    for (const row of rows) {
      for (const name of [row.primary_name, ...row.aliases.split(/\s+/).filter(Boolean)]) {
        names += 1;
        expect(namesByGroup.get(row.group)?.has(name), `${name} in group ${row.group}`).toBe(true);
      }
    }
    expect(names).toBe(583);
  });

  it('renders every keycode group on the list of keycodes, in page order', () => {
    const groups = readFacts('keycode-groups.tsv').sort((a, b) => Number(a.page_order) - Number(b.page_order)).map((g) => g.group);
    expect(usages('keymaps/list-of-keycodes', 'KeycodeTable').map((u) => u.group)).toEqual(groups);
  });
});
