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
 * --dir <folder> keeps the Docusaurus install there (default: a folder in the system's temporary
 * folder, kept between runs); --fixture <name> checks one fixture.
 *
 * --compare <docusaurusBuildDir> <sitegenBuildDir> compares two builds made already (a real site
 * built by each generator) and prints the same figures and table, without building anything.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { DOCUSAURUS_PACKAGES, installDocusaurus } from './docusaurus-install';

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

type Field = Exclude<keyof PageFacts, 'words'> | 'text' | 'route';

interface Difference {
  route: string;
  field: Field;
  docusaurus: string;
  sitegen: string;
}

interface Expected {
  differences: Array<{ route: string; field: Field; reason: string }>;
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
    if (!file.endsWith('.html')) continue;
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
    links: [...new Set(inMain.filter((e) => e.tagName === 'a').map((e) => attribute(e, 'href') ?? '').filter((href) => href !== '' && !/^[a-z]+:/i.test(href) && !href.startsWith('//')))].sort(),
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

export function compareBuilds(docusaurusBuild: string, sitegenBuild: string): { differences: Difference[]; pages: number; similarity: number } {
  const theirs = new Map([...routesOf(docusaurusBuild)].map(([route, file]) => [routeKey(route), { route, file }]));
  const ours = new Map([...routesOf(sitegenBuild)].map(([route, file]) => [routeKey(route), { route, file }]));
  const differences: Difference[] = [];
  for (const [key, { route }] of theirs) if (!ours.has(key)) differences.push({ route, field: 'route', docusaurus: route, sitegen: '(missing)' });
  for (const [key, { route }] of ours) if (!theirs.has(key)) differences.push({ route, field: 'route', docusaurus: '(missing)', sitegen: route });
  const similarities: number[] = [];
  for (const [key, page] of theirs) {
    const other = ours.get(key);
    if (!other) continue;
    const a = pageFacts(fs.readFileSync(page.file, 'utf8'));
    const b = pageFacts(fs.readFileSync(other.file, 'utf8'));
    for (const field of ['title', 'description', 'canonical', 'hreflang', 'anchors', 'links'] as const) {
      const [x, y] = [JSON.stringify(a[field]), JSON.stringify(b[field])];
      if (x !== y) differences.push({ route: page.route, field, docusaurus: x, sitegen: y });
    }
    const similarity = textSimilarity(a.words, b.words);
    similarities.push(similarity);
    if (similarity < TEXT_THRESHOLD) differences.push({ route: page.route, field: 'text', docusaurus: `${a.words.length} words`, sitegen: `${b.words.length} words, ${similarity.toFixed(3)} in common` });
  }
  const similarity = similarities.length ? similarities.reduce((sum, s) => sum + s, 0) / similarities.length : 1;
  return { differences, pages: theirs.size, similarity };
}

// ---------------------------------------------------------------------------------------------
// Building with both

/**
 * A copy of the fixture in a git repository of its own, with one commit of a fixed author and
 * date: last-update dates and authors come from git in both builds (Docusaurus fails outside a
 * repository when a docs plugin shows them).
 */
function copySite(fixture: string, target: string, replace?: [string, string]): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(fixture, target, { recursive: true, filter: (src) => !/[/\\](\.sitegen|\.docusaurus|build|node_modules)$/.test(src) });
  if (replace) {
    const config = fs.readdirSync(target).find((file) => /^docusaurus\.config\.[cm]?[jt]s$/.test(file)) ?? '';
    const text = fs.readFileSync(path.join(target, config), 'utf8');
    if (!text.includes(replace[0])) throw new Error(`${fixture}/${config} has no ${JSON.stringify(replace[0])} to replace`);
    fs.writeFileSync(path.join(target, config), text.replace(replace[0], replace[1]));
  }
  const date = '2025-01-15T12:00:00Z';
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Conformance', GIT_AUTHOR_EMAIL: 'conformance@example.com', GIT_COMMITTER_NAME: 'Conformance', GIT_COMMITTER_EMAIL: 'conformance@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  for (const command of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'fixture']]) {
    const result = spawnSync('git', command, { cwd: target, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${command.join(' ')} failed in ${target}: ${result.stderr}`);
  }
}

function build(command: string[], cwd: string): { ok: boolean; seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' } });
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000, output: `${result.stdout}\n${result.stderr}` };
}

/** Builds one copied site with both generators and prints how they compare; false when a build fails or a difference is not listed. */
function compareSite(name: string, version: string, docusaurusSite: string, sitegenSite: string, installDir: string, expected: Expected['differences']): boolean {
  const theirs = build([path.join(installDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '.'], docusaurusSite);
  const ours = build([path.join(SITEGEN, 'bin/sitegen.js'), 'build', '.'], sitegenSite);
  console.log(`\n## ${name}: Docusaurus ${version} ${theirs.seconds.toFixed(1)} s, sitegen ${ours.seconds.toFixed(1)} s`);
  for (const [tool, result] of [['Docusaurus', theirs], ['sitegen', ours]] as const) {
    if (!result.ok) console.log(`${tool} failed to build ${name}:\n${result.output.trim().split('\n').slice(-30).join('\n')}`);
  }
  if (!theirs.ok || !ours.ok) return false;
  return printComparison(path.join(docusaurusSite, 'build'), path.join(sitegenSite, 'build'), expected);
}

/** Prints how two builds compare; false when a difference is not listed in `expected`. */
function printComparison(docusaurusBuild: string, sitegenBuild: string, expected: Expected['differences']): boolean {
  const { differences, pages, similarity } = compareBuilds(docusaurusBuild, sitegenBuild);
  const reasonFor = (d: Difference) => expected.find((e) => e.field === d.field && (e.route === '*' || e.route === d.route))?.reason;
  console.log(`${pages} pages; main text in common: ${similarity.toFixed(3)} on average; ${differences.length} differences, ${differences.filter((d) => !reasonFor(d)).length} not listed as intended`);
  if (differences.length > 0) {
    console.log('\n| route | field | Docusaurus | sitegen | intended because |\n|---|---|---|---|---|');
    const cell = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text).replace(/\|/g, '\\|');
    for (const d of differences) console.log(`| ${d.route} | ${d.field} | ${cell(d.docusaurus)} | ${cell(d.sitegen)} | ${reasonFor(d) ?? '**not listed**'} |`);
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

function main(): number {
  const { values: args, positionals } = parseArgs({ options: { dir: { type: 'string' }, fixture: { type: 'string' }, compare: { type: 'boolean' } }, allowPositionals: true });
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
  const version = installDocusaurus(installDir, 'sitegen-conformance', { ...DOCUSAURUS_PACKAGES, '@docusaurus/remark-plugin-npm2yarn': '^3', ...fixtureDependencies(fs.readdirSync(FIXTURES)) });
  let failed = false;
  for (const fixture of fixtures) {
    const expectedFile = path.join(FIXTURES, fixture, 'conformance.expected.json');
    const { differences: expected = [], variants = [] } = fs.existsSync(expectedFile) ? (JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as Expected) : {};
    for (const { name, replace } of [{ name: fixture, replace: undefined }, ...variants.map((variant) => ({ name: `${fixture}-${variant.name}`, replace: variant.replace }))]) {
      // Docusaurus's copy sits in the install, which gives it its packages; sitegen's outside it, with its own.
      const docusaurusSite = path.join(installDir, 'sites', name);
      const sitegenSite = path.join(os.tmpdir(), 'sitegen-conformance-sites', name);
      copySite(path.join(FIXTURES, fixture), docusaurusSite, replace);
      copySite(path.join(FIXTURES, fixture), sitegenSite, replace);
      // The site's packages, as a site switching over has them: Docusaurus's, the site's React
      // (sitegen's peer dependency) and the Markdown plugins its config requires.
      fs.symlinkSync(path.join(installDir, 'node_modules'), path.join(sitegenSite, 'node_modules'));
      if (!compareSite(name, version, docusaurusSite, sitegenSite, installDir, expected)) failed = true;
    }
  }
  return failed ? 1 : 0;
}

if (import.meta.filename === process.argv[1]) process.exitCode = main();
