/**
 * Checks of the content pages that use the reference components: they compile as MDX,
 * follow the outline of the site map, keep every anchor the live site had, link only to
 * routes and anchors that exist, and place every keycode group.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import keycodes from '@site/src/data/keycodes.json';
import { factsDir, hasFacts, repoRoot } from './_facts';

const CONFIG_PAGES = [
  'index',
  'battery',
  'behaviors',
  'bluetooth',
  'combos',
  'displays',
  'encoders',
  'keymap',
  'kscan',
  'layout',
  'lighting',
  'pointing',
  'power',
  'split',
  'studio',
  'system',
].map((name) => `config/${name}`);
const PAGES = [...CONFIG_PAGES, 'keymaps/list-of-keycodes'];
const FOOTNOTES = ['example', 'globe', 'ios-application', 'ios-power', 'macos-editing', 'macos-international', 'macos-language', 'macos-power'].map(
  (n) => `keymaps/_footnotes/${n}`,
);

const fileOf = (id: string) => path.join(repoRoot, 'docs', `${id}.mdx`);
const routeOf = (id: string) => (id === 'config/index' ? '/docs/config' : `/docs/${id}`);
const present = PAGES.filter((id) => existsSync(fileOf(id)));

function body(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

function headings(source: string): Array<{ level: number; text: string; id: string }> {
  const slugger = new GithubSlugger();
  const withoutCode = body(source).replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutCode.matchAll(/^(#{2,6})\s+(.+?)\s*$/gm)].map((m) => {
    const pinned = /\s*\{#([^}]+)\}$/.exec(m[2]);
    const text = pinned ? m[2].slice(0, pinned.index).trim() : m[2].trim();
    return { level: m[1].length, text, id: pinned ? pinned[1] : slugger.slug(text) };
  });
}

interface SitePage {
  id: string;
  title: string | null;
  headings: Array<{ level: number; text: string }>;
}

describe.each([...present, ...FOOTNOTES])('%s', (id) => {
  const source = readFileSync(fileOf(id), 'utf8');

  it('compiles as MDX', async () => {
    await expect(compile(body(source), { remarkPlugins: [remarkGfm, remarkDirective] })).resolves.toBeDefined();
  });
});

describe.runIf(hasFacts && present.length > 0).each(present)('%s against the fact sheets', (id) => {
  const source = readFileSync(fileOf(id), 'utf8');
  const site = JSON.parse(readFileSync(path.join(factsDir, 'site-map.json'), 'utf8')) as { pages: SitePage[] };
  const anchors = JSON.parse(readFileSync(path.join(factsDir, 'anchors.json'), 'utf8')) as Record<string, string[]>;
  const page = site.pages.find((p) => p.id === id);

  it('has the title and outline of the site map', () => {
    expect(page).toBeDefined();
    expect(source).toContain(`title: ${page?.title}`);
    expect(headings(source).map((h) => `${h.level} ${h.text}`)).toEqual(
      (page?.headings ?? []).map((h) => `${h.level} ${h.text}`),
    );
  });

  it('keeps every anchor of the live page', () => {
    const ids = headings(source).map((h) => h.id);
    for (const anchor of anchors[routeOf(id)] ?? []) expect(ids, anchor).toContain(anchor);
  });

  it('links only to existing routes and anchors', () => {
    const prose = body(source)
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/`[^`\n]*`/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const href = m[1];
      if (/^https?:\/\//.test(href)) continue;
      const [route, anchor] = href.split('#');
      // A link within the page: one of its own headings.
      if (route === '') {
        expect(headings(source).map((h) => h.id), href).toContain(anchor);
        continue;
      }
      expect(Object.keys(anchors), href).toContain(route);
      if (anchor) expect(anchors[route], href).toContain(anchor);
    }
  });
});

describe('list of keycodes page', () => {
  const id = 'keymaps/list-of-keycodes';
  it.runIf(existsSync(fileOf(id)))('shows every keycode group once, under its heading', () => {
    const source = body(readFileSync(fileOf(id), 'utf8'));
    const used = [...source.matchAll(/<KeycodeTable group="([^"]+)"/g)].map((m) => m[1]);
    expect(used).toEqual(keycodes.groups.map((g) => g.id));
    // The table of each group follows the heading named by the last part of its section.
    for (const g of keycodes.groups) {
      const title = g.section.split(' > ').pop() ?? '';
      const at = source.indexOf(`<KeycodeTable group="${g.id}"`);
      const before = source.slice(0, at);
      const lastHeading = [...before.matchAll(/^#{2,3} (.+)$/gm)].pop()?.[1];
      expect(lastHeading, g.id).toBe(title);
    }
    expect(source).toContain('<KeycodeFilter />');
    expect(source).toContain('<OsLegend />');
  });
});
