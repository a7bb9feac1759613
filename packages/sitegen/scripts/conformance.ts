/**
 * `npm run conformance`: Docusaurus is the oracle. Builds each Docusaurus-format fixture
 * (tests/fixtures/<name> with a docusaurus.config.*) with Docusaurus 3 (the newest 3.x, installed
 * from the npm registry in a folder of its own) and with sitegen, and compares what a reader and a
 * search engine get: the routes, and for each page its `<title>`, meta description, canonical and
 * hreflang links, heading anchors, internal links and main text.
 *
 * Prints a table per fixture, and fails on a difference not listed, with its reason, in the
 * fixture's `conformance.expected.json` (`{ "differences": [{ "route": "/x" | "*", "field":
 * "title", "reason": "…" }] }`). The same file may name variants of the fixture, each built and
 * compared too: its config with one text replaced (`"variants": [{ "name": "…", "replace":
 * ["trailingSlash: false,", "trailingSlash: 'true',"] }]`).
 *
 * Styling too: in Chromium, the computed styles a site's CSS usually changes (body font and colours,
 * navbar, links, headings, inline code, sidebar, footer, the content's width), light and dark, of
 * the home page, a docs page and a blog post (scripts/conformance-styles.ts). A difference is listed
 * with `"field": "style"` (and optionally `"property": "dark: navbar background-color"`).
 *
 * What Docusaurus made of each fixture is recorded beside it (`conformance.docusaurus.json`: its
 * version, a hash of the fixture, each page's facts and styles). `--recorded` (what CI runs) builds
 * only with sitegen where the record is current, and with Docusaurus where it is not (a fixture
 * changed, or a newer Docusaurus 3 was installed), writing the record again; without it, every
 * fixture is built with both and the records rewritten.
 *
 * --dir <folder> keeps the Docusaurus install there (default: a folder in the system's temporary
 * folder, kept between runs); --fixture <name> checks one fixture.
 *
 * --compare <docusaurusBuildDir> <sitegenBuildDir> compares two builds made already (a real site
 * built by each generator) and prints the same figures and table, without building anything.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { baseUrlOf, measureStyles, styleDifferences, styledRoutes, type PageStyles } from './conformance-styles';
import { copyFixtureSite as copySite, DOCUSAURUS_PACKAGES, installDocusaurus } from './docusaurus-install';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SITEGEN = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(SITEGEN, 'tests/fixtures');


/** What is compared of each page. */
export interface PageFacts {
  title: string;
  description: string;
  canonical: string;
  hreflang: string[];
  anchors: string[];
  links: string[];
  /** The words of the page's main text (its article, else its main element). */
  words: string[];
}

type Field = Exclude<keyof PageFacts, 'words'> | 'text' | 'route' | 'style';

interface Difference {
  route: string;
  field: Field;
  /** For a style: which (`light: navbar background-color`). */
  property?: string;
  docusaurus: string;
  sitegen: string;
}

interface Expected {
  differences: Array<{ route: string; field: Field; property?: string; reason: string }>;
  /** The fixture with a text of its docusaurus.config.js replaced: another site to compare. */
  variants?: Array<{ name: string; replace: [string, string] }>;
}

// ---------------------------------------------------------------------------------------------
// Reading a build

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (isElement(node) && 'content' in node) yield* elements(node.content as Node);
}

/** Elements that do not break a line of text: their text joins their neighbours' as a reader sees it. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/**
 * The text a reader sees: a code block highlighted one token to a `<span>` (Prism) reads as the
 * same words as one highlighted in larger pieces; block elements and `<br>` separate words.
 */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && ['script', 'style', 'noscript', 'svg'].includes(node.tagName)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  const text = children.map(textOf).join('');
  // A highlighted code line is a line whatever its tag (theme-classic's `<div>`, a `<span>` shown as a block).
  const inline = isElement(node) && INLINE.has(node.tagName) && !/\btoken-line\b/.test(attribute(node, 'class') ?? '');
  return inline ? text : ` ${text} `;
}

/** Each HTML file's route, as the page's URL path (`a/index.html` → `/a/`, `a.html` → `/a`). */
export function routesOf(buildDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of fs.readdirSync(buildDir, { recursive: true }).map(String)) {
    // (client-redirects' pages for `fromExtensions: ['html']` are folders named `*.html`)
    if (!file.endsWith('.html') || !fs.statSync(path.join(buildDir, file)).isFile()) continue;
    const url = `/${file.split(path.sep).join('/')}`;
    const route = url === '/index.html' ? '/' : url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url.replace(/\.html$/, '');
    routes.set(route, path.join(buildDir, file));
  }
  return routes;
}

/** A route whatever the site's trailing slash: pages match between the builds by it. */
const routeKey = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);

export function pageFacts(html: string): PageFacts {
  const document = parse(html);
  const all = [...elements(document)];
  const head = (tag: string, match: (element: Element) => boolean, value: string) => all.filter((e) => e.tagName === tag && match(e)).map((e) => attribute(e, value) ?? '');
  // The article (docs, blog posts), else what theme-classic's Layout wraps a page's content in.
  const main = all.find((e) => e.tagName === 'article') ?? all.find((e) => attribute(e, 'id') === '__docusaurus_skipToContent_fallback') ?? all.find((e) => e.tagName === 'main') ?? all.find((e) => e.tagName === 'body');
  const inMain = main ? [...elements(main)] : [];
  return {
    title: textOf(all.find((e) => e.tagName === 'title') ?? document).trim(),
    description: head('meta', (e) => attribute(e, 'name') === 'description', 'content')[0] ?? '',
    canonical: head('link', (e) => attribute(e, 'rel') === 'canonical', 'href')[0] ?? '',
    hreflang: head('link', (e) => attribute(e, 'rel') === 'alternate' && attribute(e, 'hreflang') !== undefined, 'href').sort(),
    anchors: inMain.filter((e) => /^h[1-6]$/.test(e.tagName) && attribute(e, 'id')).map((e) => attribute(e, 'id') ?? ''),
    // A linked file's content hash is the bundler's own (file-loader's MD5, sitegen's SHA-256): left out.
    links: [...new Set(inMain.filter((e) => e.tagName === 'a').map((e) => (attribute(e, 'href') ?? '').replace(/(\/assets\/files\/.+)-[0-9a-f]{8,32}(\.\w+)$/, '$1-[hash]$2')).filter((href) => href !== '' && !/^[a-z]+:/i.test(href) && !href.startsWith('//')))].sort(),
    words: main ? textOf(main).split(/\s+/).filter(Boolean) : [],
  };
}

/** How much of the two texts' words they share (1: the same words, in any order). */
export function textSimilarity(a: string[], b: string[]): number {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(word, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/** Below this share of words in common, a page's text counts as different. */
const TEXT_THRESHOLD = 0.98;

/** A build's pages: each route's facts, by the route as both builds share it (see routeKey). */
export function buildFacts(buildDir: string): Record<string, PageFacts> {
  return Object.fromEntries([...routesOf(buildDir)].map(([route, file]) => [route, pageFacts(fs.readFileSync(file, 'utf8'))]));
}

export function compareFacts(docusaurusPages: Record<string, PageFacts>, sitegenPages: Record<string, PageFacts>): { differences: Difference[]; pages: number; similarity: number } {
  const byKey = (pages: Record<string, PageFacts>) => new Map(Object.entries(pages).map(([route, facts]) => [routeKey(route), { route, facts }]));
  const theirs = byKey(docusaurusPages);
  const ours = byKey(sitegenPages);
  const differences: Difference[] = [];
  for (const [key, { route }] of theirs) if (!ours.has(key)) differences.push({ route, field: 'route', docusaurus: route, sitegen: '(missing)' });
  for (const [key, { route }] of ours) if (!theirs.has(key)) differences.push({ route, field: 'route', docusaurus: '(missing)', sitegen: route });
  const similarities: number[] = [];
  for (const [key, { route, facts: a }] of theirs) {
    const b = ours.get(key)?.facts;
    if (!b) continue;
    for (const field of ['title', 'description', 'canonical', 'hreflang', 'anchors', 'links'] as const) {
      const [x, y] = [JSON.stringify(a[field]), JSON.stringify(b[field])];
      if (x !== y) differences.push({ route, field, docusaurus: x, sitegen: y });
    }
    const similarity = textSimilarity(a.words, b.words);
    similarities.push(similarity);
    if (similarity < TEXT_THRESHOLD) differences.push({ route, field: 'text', docusaurus: `${a.words.length} words`, sitegen: `${b.words.length} words, ${similarity.toFixed(3)} in common` });
  }
  const similarity = similarities.length ? similarities.reduce((sum, s) => sum + s, 0) / similarities.length : 1;
  return { differences, pages: theirs.size, similarity };
}

export function compareBuilds(docusaurusBuild: string, sitegenBuild: string): { differences: Difference[]; pages: number; similarity: number } {
  return compareFacts(buildFacts(docusaurusBuild), buildFacts(sitegenBuild));
}

// ---------------------------------------------------------------------------------------------
// Building with both

function build(command: string[], cwd: string): { ok: boolean; seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' } });
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000, output: `${result.stdout}\n${result.stderr}` };
}

function reportFailure(tool: string, name: string, result: { ok: boolean; output: string }): boolean {
  if (!result.ok) console.log(`${tool} failed to build ${name}:\n${result.output.trim().split('\n').slice(-30).join('\n')}`);
  return result.ok;
}

// ---------------------------------------------------------------------------------------------
// What Docusaurus made, recorded beside each fixture

/** One compared site (a fixture or a variant of it) as Docusaurus built it. */
interface RecordedSite {
  /** Of the fixture's files, the variant's replacement and the Docusaurus version (see siteHash). */
  hash: string;
  pages: Record<string, PageFacts>;
  styles: Record<string, PageStyles>;
}

interface Record_ {
  /** The Docusaurus version the sites were last built with. */
  docusaurus: string;
  sites: Record<string, RecordedSite>;
}

const RECORD_FILE = 'conformance.docusaurus.json';
const NOT_SITE_FILES = /^(?:\.sitegen|\.docusaurus|build|node_modules|conformance\.docusaurus\.json|conformance\.expected\.json)$/;

/** What Docusaurus's output depends on: the fixture's files, the variant's replacement, the Docusaurus version. */
export function siteHash(fixtureDir: string, replace: [string, string] | undefined, version: string): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify({ replace, version }));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (NOT_SITE_FILES.test(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(fixtureDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  };
  walk(fixtureDir);
  return hash.digest('hex').slice(0, 16);
}

function readRecord(fixtureDir: string): Record_ {
  const file = path.join(fixtureDir, RECORD_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record_) : { docusaurus: '', sites: {} };
}

function writeRecord(fixtureDir: string, record: Record_): void {
  fs.writeFileSync(path.join(fixtureDir, RECORD_FILE), `${JSON.stringify(record, null, 1)}\n`);
}

/** Builds a copied site with Docusaurus and reads what it made; undefined when the build fails. */
async function docusaurusSite(name: string, siteDir: string, installDir: string, hash: string): Promise<RecordedSite | undefined> {
  const result = build([path.join(installDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '.'], siteDir);
  console.log(`Docusaurus built ${name} in ${result.seconds.toFixed(1)} s`);
  if (!reportFailure('Docusaurus', name, result)) return undefined;
  const buildDir = path.join(siteDir, 'build');
  const routes = routesOf(buildDir);
  const styled = styledRoutes(routes);
  const styles = styled.length > 0 ? await measureStyles(buildDir, styled, baseUrlOf(buildDir, routes.get(styled[0] ?? '') ?? '')) : {};
  return { hash, pages: buildFacts(buildDir), styles };
}

/** Builds a copied site with sitegen and compares it with Docusaurus's; false when a build fails or a difference is not listed. */
async function compareWithSitegen(name: string, siteDir: string, theirs: RecordedSite, expected: Expected['differences']): Promise<boolean> {
  const result = build([path.join(SITEGEN, 'bin/sitegen.js'), 'build', '.'], siteDir);
  console.log(`sitegen built ${name} in ${result.seconds.toFixed(1)} s`);
  if (!reportFailure('sitegen', name, result)) return false;
  const buildDir = path.join(siteDir, 'build');
  const { differences, pages, similarity } = compareFacts(theirs.pages, buildFacts(buildDir));
  const styled = Object.keys(theirs.styles);
  if (styled.length > 0) {
    const files = routesOf(buildDir);
    const sample = [...files.keys()].find((route) => routeKey(route) === routeKey(styled[0] ?? ''));
    // The same pages, by sitegen's form of their routes.
    const ourRoutes = styled.map((route) => [...files.keys()].find((r) => routeKey(r) === routeKey(route)) ?? route);
    const ours = await measureStyles(buildDir, ourRoutes, baseUrlOf(buildDir, files.get(sample ?? '') ?? ''));
    styled.forEach((route, i) => {
      for (const d of styleDifferences(theirs.styles[route] ?? {}, ours[ourRoutes[i] ?? ''] ?? {})) differences.push({ route, field: 'style', property: d.property, docusaurus: d.docusaurus, sitegen: d.sitegen });
    });
  }
  return printDifferences(name, differences, pages, similarity, expected);
}

/** Prints how two builds compare; false when a difference is not listed in `expected`. */
function printComparison(docusaurusBuild: string, sitegenBuild: string, expected: Expected['differences']): boolean {
  const { differences, pages, similarity } = compareBuilds(docusaurusBuild, sitegenBuild);
  return printDifferences(path.basename(sitegenBuild), differences, pages, similarity, expected);
}

function printDifferences(name: string, differences: Difference[], pages: number, similarity: number, expected: Expected['differences']): boolean {
  const reasonFor = (d: Difference) => expected.find((e) => e.field === d.field && (e.route === '*' || e.route === d.route) && (e.property === undefined || e.property === d.property))?.reason;
  console.log(`\n## ${name}\n${pages} pages; main text in common: ${similarity.toFixed(3)} on average; ${differences.length} differences, ${differences.filter((d) => !reasonFor(d)).length} not listed as intended`);
  if (differences.length > 0) {
    console.log('\n| route | field | Docusaurus | sitegen | intended because |\n|---|---|---|---|---|');
    const cell = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text).replace(/\|/g, '\\|');
    for (const d of differences) console.log(`| ${d.route} | ${d.field}${d.property ? ` (${d.property})` : ''} | ${cell(d.docusaurus)} | ${cell(d.sitegen)} | ${reasonFor(d) ?? '**not listed**'} |`);
  }
  return differences.every((d) => reasonFor(d) !== undefined);
}

/** The dependencies the Docusaurus-format fixtures' package.json files name, beyond Docusaurus's own. */
function fixtureDependencies(names: string[]): Record<string, string> {
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    const manifest = path.join(FIXTURES, name, 'package.json');
    if (name.startsWith('.') || !fs.existsSync(manifest)) continue;
    const given = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    for (const [dependency, range] of Object.entries(given)) if (!(dependency in DOCUSAURUS_PACKAGES)) dependencies[dependency] = range;
  }
  return dependencies;
}

async function main(): Promise<number> {
  const { values: args, positionals } = parseArgs({ options: { dir: { type: 'string' }, fixture: { type: 'string' }, compare: { type: 'boolean' }, recorded: { type: 'boolean' } }, allowPositionals: true });
  if (args.compare) {
    const [docusaurusBuild, sitegenBuild] = positionals;
    if (!docusaurusBuild || !sitegenBuild) throw new Error('--compare takes two folders: <docusaurusBuildDir> <sitegenBuildDir>');
    return printComparison(path.resolve(docusaurusBuild), path.resolve(sitegenBuild), []) ? 0 : 1;
  }
  const installDir = path.resolve(args.dir ?? path.join(os.tmpdir(), 'sitegen-conformance-docusaurus'));
  const fixtures = fs
    .readdirSync(FIXTURES)
    .filter((name) => !name.startsWith('.') && (args.fixture === undefined || name === args.fixture))
    .filter((name) => fs.readdirSync(path.join(FIXTURES, name)).some((file) => /^docusaurus\.config\.[cm]?[jt]s$/.test(file)));
  // With the packages the fixtures' configs require: the remark plugin some use, and what each
  // fixture's package.json depends on (official plugins from npm), whichever fixtures are checked.
  // (Installed with --recorded too: the fixtures' sitegen builds need the same packages.)
  const version = installDocusaurus(installDir, 'sitegen-conformance', { ...DOCUSAURUS_PACKAGES, '@docusaurus/remark-plugin-npm2yarn': '^3', ...fixtureDependencies(fs.readdirSync(FIXTURES)) });
  let failed = false;
  const rebuilt: string[] = [];
  for (const fixture of fixtures) {
    const fixtureDir = path.join(FIXTURES, fixture);
    const expectedFile = path.join(fixtureDir, 'conformance.expected.json');
    const { differences: expected = [], variants = [] } = fs.existsSync(expectedFile) ? (JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as Expected) : {};
    const record = readRecord(fixtureDir);
    const names = new Set<string>();
    for (const { name, replace } of [{ name: fixture, replace: undefined }, ...variants.map((variant) => ({ name: `${fixture}-${variant.name}`, replace: variant.replace as [string, string] }))]) {
      names.add(name);
      const hash = siteHash(fixtureDir, replace, version);
      let theirs = args.recorded && record.sites[name]?.hash === hash ? record.sites[name] : undefined;
      if (!theirs) {
        // Docusaurus's copy sits in the install, which gives it its packages.
        const docusaurusDir = path.join(installDir, 'sites', name);
        copySite(fixtureDir, docusaurusDir, replace);
        theirs = await docusaurusSite(name, docusaurusDir, installDir, hash);
        if (!theirs) {
          failed = true;
          continue;
        }
        record.sites[name] = theirs;
        record.docusaurus = version;
        writeRecord(fixtureDir, record);
        rebuilt.push(name);
      }
      // sitegen's copy outside the install, with the site's packages as a site switching over has
      // them: Docusaurus's, the site's React (sitegen's peer dependency), the plugins its config requires.
      const sitegenDir = path.join(os.tmpdir(), 'sitegen-conformance-sites', name);
      copySite(fixtureDir, sitegenDir, replace);
      fs.symlinkSync(path.join(installDir, 'node_modules'), path.join(sitegenDir, 'node_modules'));
      if (!(await compareWithSitegen(name, sitegenDir, theirs, expected))) failed = true;
    }
    // Variants no longer listed leave the record.
    if (args.fixture === undefined && Object.keys(record.sites).some((name) => !names.has(name))) {
      record.sites = Object.fromEntries(Object.entries(record.sites).filter(([name]) => names.has(name)));
      writeRecord(fixtureDir, record);
    }
  }
  if (args.recorded && rebuilt.length > 0) console.log(`\nDocusaurus ${version} built ${rebuilt.join(', ')} (no current record): commit the updated ${RECORD_FILE} files.`);
  return failed ? 1 : 0;
}

if (import.meta.filename === process.argv[1]) process.exitCode = await main();
