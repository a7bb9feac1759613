/**
 * Helpers for the content suite: the site map, anchors and redirects of ../shared/facts, and
 * pure functions that measure a page's source (prose words) and built HTML (headings, ids).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import behaviorParameters from '@site/src/data/behavior-parameters.json';
import behaviorProperties from '@site/src/data/behavior-properties.json';
import behaviors from '@site/src/data/behaviors.json';
import devicetree from '@site/src/data/devicetree.json';
import inputProcessors from '@site/src/data/input-processors.json';
import kconfig from '@site/src/data/kconfig.json';
import keycodes from '@site/src/data/keycodes.json';
import { decode, factsDir, repoRoot } from '../components/_facts';

export { factsDir, hasFacts, readFacts, repoRoot } from '../components/_facts';

export interface SiteMapHeading {
  level: number;
  text: string;
  anchor?: string;
}
export interface SiteMapPage {
  id: string;
  path: string;
  routed: boolean;
  is_partial: boolean;
  title: string;
  sidebar_label: string | null;
  front_matter_other: Record<string, unknown>;
  word_count: { total_tokens: number; prose_words: number };
  headings: SiteMapHeading[];
  in_sidebar: boolean;
}
export interface SiteMapCategory {
  type: 'category';
  label: string;
  collapsed: boolean | null;
  link: { type: string; id: string } | null;
  items: SiteMapItem[];
}
export type SiteMapItem = SiteMapCategory | { type: 'doc'; id: string };
export interface SiteMap {
  meta: { counts: { routed_pages: number; routed_pages_not_in_sidebar: string[] } };
  sidebar: { docs: SiteMapItem[] };
  pages: SiteMapPage[];
}

export function readSiteMap(): SiteMap {
  return JSON.parse(readFileSync(path.join(factsDir, 'site-map.json'), 'utf8')) as SiteMap;
}

/** Route → heading ids that links from the web point at. */
export function readAnchors(): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(factsDir, 'anchors.json'), 'utf8')) as Record<string, string[]>;
}

/** The route of a doc id, as the site map's front matter makes it (`index` folds, `slug` wins). */
export function routeOf(page: Pick<SiteMapPage, 'id' | 'front_matter_other'>): string {
  const slug = page.front_matter_other.slug;
  if (typeof slug === 'string') return slug === '/' ? '/docs' : `/docs${slug}`;
  return `/docs/${page.id}`.replace(/\/index$/, '');
}

/** The source file of a doc id in this repository (`.md` or `.mdx`), or undefined. */
export function sourceFileOf(id: string): string | undefined {
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(repoRoot, 'docs', `${id}${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

const WORD = /[\p{L}\p{N}]/u;

/** Number of whitespace-separated tokens holding a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => WORD.test(t)).length;
}

/**
 * Prose words of a Markdown/MDX source, counted the way the site map counts them: code
 * fences, front matter, imports/exports, comments, JSX/HTML tags and link URLs excluded.
 * Inline code and table cells count (they are read as part of the prose).
 */
export function proseWords(source: string): number {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  text = text.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1?[ \t]*\2[ \t]*$/gm, ' ');
  text = text.replace(/^(import|export)\s[^\n]*$/gm, ' ');
  text = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  // Inline code first, so `<&kp A>` is not mistaken for a tag.
  const spans: string[] = [];
  text = text.replace(/`([^`\n]+)`/g, (_m, code: string) => {
    spans.push(code);
    return ` \u0000${spans.length - 1}\u0000 `;
  });
  text = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  text = text.replace(/<\/?[A-Za-z][\w.:-]*(\s(?:[^<>{}]|\{[^{}]*\})*)?\/?>/g, ' ');
  text = text.replace(/^:::\w*/gm, ' ').replace(/\{#[\w-]+\}/g, ' ');
  text = text.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => spans[Number(i)] ?? '');
  return countWords(text);
}

type DataRow = Record<string, unknown>;

function rowWords(rows: DataRow[], skip: string[] = []): number {
  return rows.reduce((sum, row) => sum + countWords(Object.entries(row).filter(([k, v]) => typeof v === 'string' && !skip.includes(k)).map(([, v]) => v).join(' ')), 0);
}

/** A self-closing JSX tag whose attributes are plain strings (values may hold `>`). */
export const COMPONENT_TAG = /<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/>/g;

export function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * Words the reference components of a page render from data (what the original typed as
 * Markdown tables), so pages that render their tables from data are measured fairly.
 */
export function componentWords(source: string): number {
  const selection = (attrs: Record<string, string>, rows: DataRow[]) =>
    rows.filter((r) => r.page === attrs.page && (attrs.section === undefined || r.section === attrs.section));
  let sum = 0;
  for (const match of source.matchAll(COMPONENT_TAG)) {
    const attrs = attributes(match[2] ?? '');
    switch (match[1]) {
      case 'KconfigTable':
        sum += rowWords(selection(attrs, kconfig), ['page', 'section', 'origin']);
        break;
      case 'DevicetreeTable':
        sum += rowWords(selection(attrs, devicetree), ['page', 'section']);
        break;
      case 'BehaviorProperties':
        sum += rowWords(behaviorProperties.filter((r) => r.compatible === attrs.compatible), ['compatible']);
        break;
      case 'BehaviorParameters':
        sum += rowWords(behaviorParameters.filter((r) => r.usedWith === attrs.usedWith), ['usedWith', 'header']);
        break;
      case 'BehaviorBinding':
        sum += rowWords(behaviors.filter((r) => (attrs.instance ? r.instance === attrs.instance : r.compatible === attrs.compatible)).slice(0, 1), ['kind', 'locality']);
        break;
      case 'InputProcessorTable':
        sum += rowWords(inputProcessors.filter((r) => (attrs.instance ? r.instance === attrs.instance : r.compatible === attrs.compatible)) as DataRow[]);
        break;
      case 'KeycodeTable': {
        const group = keycodes.groups.find((g) => g.id === attrs.group);
        sum += group ? group.keycodes.reduce((n, k) => n + k.n.length + countWords(k.d), 0) : 0;
        break;
      }
    }
  }
  return sum;
}

/** Text of the headings h1–h6 of a page's HTML, in document order (hash links dropped). */
export function headingTexts(html: string): Array<{ level: number; text: string; id?: string }> {
  return [...html.matchAll(/<h([1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    id: /\sid="([^"]*)"/.exec(m[2])?.[1],
    text: normalizeHeading(decode(m[3].replace(/<a[^>]*class="[^"]*hash-link[^"]*"[^>]*>[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, ''))),
  }));
}

export function normalizeHeading(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A site-map heading text (Markdown source) as the reader sees it: no backticks or emphasis marks. */
export function plainHeading(markdown: string): string {
  return normalizeHeading(markdown.replace(/`/g, '').replace(/(?<![\p{L}\p{N}])[_*]+|[_*]+(?![\p{L}\p{N}])/gu, ''));
}

/** Every built HTML file under `outDir` as route → file (`index.html` → `/`, `a/b.html` → `/a/b`). */
export function builtRoutes(outDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    routes.set(relative === 'index.html' ? '/' : `/${relative.replace(/(\/index)?\.html$/, '')}`, file);
  }
  return routes;
}

/** Link targets (`href` of `<a>`) of a page's HTML. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]));
}

/** Every id attribute value in the HTML. */
export function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1])));
}

/**
 * The first `wanted` item missing from `actual` when `wanted` must appear in `actual` in
 * order (other items may sit between them), or undefined when all do.
 */
export function firstOutOfOrder(wanted: string[], actual: string[]): string | undefined {
  let at = 0;
  for (const item of wanted) {
    const found = actual.indexOf(item, at);
    if (found === -1) return item;
    at = found + 1;
  }
  return undefined;
}
