/**
 * `npm run docusaurus-surface`: the map of Docusaurus 3's documented surface and what sitegen
 * supports of it, written to docs/docusaurus-surface.md.
 *
 * The Docusaurus side is read from the packages themselves, installed from the npm registry into a
 * folder of their own: the Joi schemas of the site config, the plugins' options, the theme configs
 * and the front matter (`schema.describe()`, every key recursed into with a dotted name), the
 * plugin API's types, the `@docusaurus/*` client modules' exports, theme-common's hooks, the docs
 * plugin's client API, the themes' swizzlable components (`docusaurus swizzle --list`) and the CLI
 * (`docusaurus --help`).
 *
 * The sitegen column is decided by evidence, row by row:
 * - `not yet`: the Docusaurus config mapping (src/node/config/docusaurus.ts) stops the build on the
 *   key (`notYet(…)`), warns that it ignores it, or accepts it and never reads it; or the part of
 *   sitegen that would read it (its theme config types and components, its plugins, its client
 *   modules, its CLI) has no such key, export, component or flag.
 * - `accepted, untested`: sitegen reads the key (or has the export, component, hook or flag), and
 *   no test under packages/sitegen/tests or website/tests mentions it.
 * - `supported`: read, and tests mention it; they are named in the evidence column.
 * A key inside one sitegen does not read is not read either. Where sitegen's default for a key it
 * reads differs from Docusaurus's (a Docusaurus config that sets nothing, through sitegen's own
 * mapDocusaurusConfig and resolveConfig), the evidence column says so.
 * Rows the search gets wrong are corrected in docusaurus-surface.overrides.json (row key → status,
 * tests, notes); an override may only say `supported` with a test file that exists.
 *
 * Usage: tsx scripts/docusaurus-surface.ts [--dir <folder>] [--out <file>]
 * --dir reuses the Docusaurus installed there by an earlier run (installs into it when it is empty).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { mapDocusaurusConfig } from '../src/node/config/docusaurus';
import { resolveConfig } from '../src/node/config/schema';
import { DOCUSAURUS_PACKAGES, installDocusaurus } from './docusaurus-install';

const SITEGEN = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SITEGEN, '../..');
const OVERRIDES_FILE = path.join(SITEGEN, 'scripts/docusaurus-surface.overrides.json');
const started = performance.now();

const { values: args } = parseArgs({ options: { dir: { type: 'string' }, out: { type: 'string' } } });
const OUT = path.resolve(args.out ?? path.join(SITEGEN, 'docs/docusaurus-surface.md'));

// ---------------------------------------------------------------------------------------------
// Installing Docusaurus (scripts/docusaurus-install.ts), with the plugins whose options are listed

const DEPENDENCIES = { ...DOCUSAURUS_PACKAGES, '@docusaurus/theme-search-algolia': '^3', '@docusaurus/plugin-google-tag-manager': '^3', react: '^18', 'react-dom': '^18' };

const installDir = args.dir ? path.resolve(args.dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-surface-'));
installDocusaurus(installDir, 'sitegen-docusaurus-surface', DEPENDENCIES);
const installSeconds = (performance.now() - started) / 1000;
const modules = path.join(installDir, 'node_modules');
const pkgDir = (name: string) => path.join(modules, name);
const requireFromInstall = createRequire(path.join(installDir, 'package.json'));
/** A module of an installed package by its file (not through its `exports`, which hide `lib/`). */
const load = (name: string, file: string) => requireFromInstall(path.join(pkgDir(name), file)) as Record<string, unknown>;
const versionOf = (name: string) => (JSON.parse(fs.readFileSync(path.join(pkgDir(name), 'package.json'), 'utf8')) as { version: string }).version;
const docusaurusVersion = versionOf('@docusaurus/core');

// ---------------------------------------------------------------------------------------------
// The Docusaurus side: rows of the surface

interface SurfaceItem {
  key: string;
  type: string;
  default: string;
  /** The default itself, when it is a plain value. */
  defaultValue?: unknown;
}

/** What Joi's `describe()` gives (the parts read here). */
interface JoiDesc {
  type: string;
  flags?: { presence?: string; default?: unknown; only?: boolean };
  keys?: Record<string, JoiDesc>;
  items?: JoiDesc[];
  matches?: JoiCondition[];
  whens?: JoiCondition[];
  allow?: unknown[];
  patterns?: Array<{ regex?: string; rule?: JoiDesc; schema?: JoiDesc }>;
  rules?: Array<{ name: string; args?: Record<string, unknown> }>;
}

interface JoiCondition {
  schema?: JoiDesc;
  is?: JoiDesc;
  then?: JoiDesc;
  otherwise?: JoiDesc;
  switch?: Array<{ is?: JoiDesc; then?: JoiDesc; otherwise?: JoiDesc }>;
}

interface JoiSchema {
  describe(): JoiDesc;
}

/** Names for the branches of an alternatives schema whose branches are different shapes. */
const ALTERNATIVE_LABELS: Record<string, string[]> = {
  'themeConfig.footer.links': ['multi-column', 'simple'],
};

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value !== null && typeof value === 'object' && 'ref' in value) return '(reference)';
  if (value !== null && typeof value === 'object' && 'regex' in value) return String((value as { regex: unknown }).regex);
  return JSON.stringify(value) ?? String(value);
}

function joiType(d: JoiDesc): string {
  const values = (d.allow ?? []).filter((v) => !(v !== null && typeof v === 'object' && 'override' in v)).map(literal);
  let base: string;
  if (d.flags?.only && values.length > 0) base = values.join(' | ');
  else {
    switch (d.type) {
      case 'alternatives': {
        const branches = (d.matches ?? []).flatMap((m) => [m.schema, m.then, m.otherwise].filter((s): s is JoiDesc => s !== undefined && s.flags?.presence !== 'forbidden'));
        base = [...new Set(branches.map(joiType).map((t) => t.replace(/ \(required\)$/, '')))].join(' | ') || 'any';
        break;
      }
      case 'array': {
        const items = [...new Set((d.items ?? []).map((i) => joiType(i).replace(/ \(required\)$/, '')))];
        base = items.length === 0 ? 'array' : `array<${items.join(' | ')}>`;
        break;
      }
      case 'string':
        base = d.rules?.some((r) => r.name === 'pattern') ? `string matching ${literal(d.rules.find((r) => r.name === 'pattern')?.args?.regex)}` : 'string';
        break;
      default:
        base = d.type;
    }
    if (values.length > 0) base += ` | ${values.join(' | ')}`;
  }
  return d.flags?.presence === 'required' ? `${base} (required)` : base;
}

function joiDefault(d: JoiDesc): string {
  const value = d.flags?.default;
  if (value === undefined) return '';
  if (typeof value === 'function') return '(computed)';
  if (value !== null && typeof value === 'object' && 'special' in value) return '(computed)';
  if (value !== null && typeof value === 'object' && 'ref' in value) return '(another key)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Every key of a described schema, recursed into, with dotted names (`a.b`, `list[].c`, `items[type=doc].docId`). */
function joiKeys(schema: JoiSchema, prefix = ''): SurfaceItem[] {
  const out = new Map<string, SurfaceItem>();
  const add = (key: string, d: JoiDesc) => {
    const type = joiType(d);
    const given = out.get(key);
    const value = d.flags?.default;
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v)));
    if (!given) out.set(key, { key, type, default: joiDefault(d), ...(plain ? { defaultValue: value } : {}) });
    else if (!given.type.split(' | ').includes(type)) given.type = `${given.type} | ${type}`;
  };
  const walk = (d: JoiDesc, key: string, whenDepth: number) => {
    if (d.flags?.presence === 'forbidden') return; // removed or renamed keys, kept only to explain the move
    if (key !== prefix) add(key, d);
    children(d, key, whenDepth);
  };
  const children = (d: JoiDesc, key: string, whenDepth: number) => {
    const join = (k: string) => (key ? `${key}.${k}` : k);
    for (const [k, child] of Object.entries(d.keys ?? {})) walk(child, join(k), whenDepth);
    for (const pattern of d.patterns ?? []) if (pattern.rule) walk(pattern.rule, join('*'), whenDepth);
    if (d.type === 'array') for (const item of d.items ?? []) children(item, `${key}[]`, whenDepth);
    if (d.type === 'alternatives') {
      const labels = ALTERNATIVE_LABELS[key];
      (d.matches ?? []).forEach((m, i) => {
        const label = labels?.[i];
        for (const branch of [m.schema, m.then, m.otherwise]) {
          if (!branch || branch.flags?.presence === 'forbidden') continue;
          if (label && branch.type === 'array') for (const item of branch.items ?? []) children(item, `${key}[${label}]`, whenDepth);
          else children(branch, key, whenDepth);
        }
      });
    }
    for (const when of d.whens ?? []) {
      // A switch on the item's `type` (navbar items): one row per type, then its keys. Not
      // expanded inside a variant (a dropdown's items are navbar items again).
      if (!when.switch || whenDepth > 0) continue;
      for (const branch of when.switch) {
        if (!branch.then || branch.then.flags?.presence === 'forbidden') continue;
        const label = variantLabel(branch.is);
        if (label === undefined) continue;
        if (label === '') {
          // No `type`: a link, or a dropdown when it has `items` (the same as `type: 'dropdown'`).
          const inner = branch.then.whens?.[0];
          const link = inner?.otherwise ?? branch.then;
          const variant = key.replace(/\[\]$/, '') + '[link]';
          out.set(variant, { key: variant, type: 'navbar item: a link (no `type`)', default: '' });
          children(link, variant, whenDepth + 1);
          continue;
        }
        const variant = key.replace(/\[\]$/, '') + `[type=${label}]`;
        out.set(variant, { key: variant, type: `navbar item type '${label}'`, default: '' });
        const keys = { ...branch.then, keys: Object.fromEntries(Object.entries(branch.then.keys ?? {}).filter(([k]) => k !== 'type')) };
        children(keys, variant, whenDepth + 1);
      }
    }
  };
  walk(schema.describe(), prefix, 0);
  return [...out.values()];
}

/** The `type` an `itemWithType(…)` condition tests: a name, `custom-*`, '' for none, undefined when it is not one. */
function variantLabel(is: JoiDesc | undefined): string | undefined {
  const type = is?.keys?.type;
  if (!type) return undefined;
  if (type.flags?.presence === 'forbidden') return '';
  const pattern = type.rules?.find((r) => r.name === 'pattern')?.args?.regex;
  if (pattern !== undefined) return String(pattern).replace(/^\/|\/$/g, '').replace('.*', '*');
  const allowed = type.allow?.filter((v): v is string => typeof v === 'string');
  return allowed?.length === 1 ? allowed[0] : undefined;
}

type Validate = (schema: JoiSchema, value: unknown) => unknown;

/** A plugin's options schema, as its `validateOptions` hands it to Docusaurus's `validate`. */
function optionsSchema(name: string): JoiSchema {
  for (const file of ['lib/options.js', 'lib/index.js']) {
    if (!fs.existsSync(path.join(pkgDir(name), file))) continue;
    const validateOptions = load(name, file).validateOptions as ((args: { validate: Validate; options: unknown }) => unknown) | undefined;
    if (!validateOptions) continue;
    let captured: JoiSchema | undefined;
    validateOptions({ validate: (schema, value) => ((captured = schema), value), options: {} });
    if (captured) return captured;
  }
  throw new Error(`${name}: no validateOptions handing a schema to validate()`);
}

function themeConfigSchema(name: string, file: string, exportName: string): JoiSchema {
  const schema = load(name, file)[exportName] as JoiSchema | undefined;
  if (!schema?.describe) throw new Error(`${name}/${file}: no Joi schema exported as ${exportName}`);
  return schema;
}

/**
 * A content plugin's front matter schema. The docs plugin exports it; blog and pages keep theirs
 * to themselves and hand it to utils-validation's validateFrontMatter, caught here on the way.
 */
function frontMatterSchema(name: string, exportName: string, validator: string): JoiSchema {
  const file = path.join(pkgDir(name), 'lib/frontMatter.js');
  const mod = requireFromInstall(file) as Record<string, unknown>;
  const exported = mod[exportName] as JoiSchema | undefined;
  if (exported?.describe) return exported;
  const utilsIndex = createRequire(file).resolve('@docusaurus/utils-validation');
  const utils = requireFromInstall(path.join(path.dirname(utilsIndex), 'validationUtils.js')) as { validateFrontMatter: (fm: unknown, schema: JoiSchema) => unknown };
  const original = utils.validateFrontMatter;
  let captured: JoiSchema | undefined;
  utils.validateFrontMatter = (fm, schema) => ((captured = schema), fm);
  try {
    (mod[validator] as (fm: unknown) => unknown)({});
  } finally {
    utils.validateFrontMatter = original;
  }
  if (!captured) throw new Error(`${name}: ${validator} did not call validateFrontMatter`);
  return captured;
}

// TypeScript: the plugin API's types and the client modules' exports, on both sides.

const compilerOptions: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, strict: true, skipLibCheck: true, noEmit: true, allowJs: false, types: [] };

function sitegenCompilerOptions(): ts.CompilerOptions {
  const file = path.join(SITEGEN, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(file, (f) => ts.sys.readFile(f)).config as object, ts.sys, SITEGEN);
  return { ...parsed.options, noEmit: true, types: [] };
}

class TypeReader {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  constructor(files: string[], options: ts.CompilerOptions) {
    this.program = ts.createProgram(files, options);
    this.checker = this.program.getTypeChecker();
  }

  private source(file: string): ts.SourceFile {
    const source = this.program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript could not read ${file}`);
    return source;
  }

  /** The type an interface or type alias of the file declares. */
  declared(file: string, name: string): ts.Type {
    for (const statement of this.source(file).statements) {
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name) {
        const symbol = this.checker.getSymbolAtLocation(statement.name);
        if (symbol) return this.checker.getDeclaredTypeOfSymbol(symbol);
      }
    }
    throw new Error(`${file}: no type ${name}`);
  }

  properties(type: ts.Type): Array<{ name: string; type: ts.Type; text: string }> {
    return this.checker.getPropertiesOfType(type).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type = declaration ? this.checker.getTypeOfSymbolAtLocation(symbol, declaration) : this.checker.getAnyType();
      return { name: symbol.name, type, text: this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation) };
    });
  }

  /** A function property's parameters: how many, and the property names of the first (when an object). */
  signature(type: ts.Type): { count: number; firstProps: string[] } | undefined {
    const call = this.checker.getNonNullableType(type).getCallSignatures()[0];
    if (!call) return undefined;
    const first = call.parameters[0];
    const declaration = first?.valueDeclaration ?? first?.declarations?.[0];
    const firstType = first && declaration ? this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(first, declaration)) : undefined;
    const firstProps = firstType && firstType.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) ? this.checker.getPropertiesOfType(firstType).map((p) => p.name) : [];
    return { count: call.parameters.length, firstProps };
  }

  /** Every property path of a type, recursed into objects and arrays (`navbar.items[].label`), with the string literals of unions. */
  paths(type: ts.Type, prefix = '', depth = 0, out = new Map<string, string[]>()): Map<string, string[]> {
    if (depth > 6) return out;
    for (const property of this.properties(type)) {
      const key = prefix ? `${prefix}.${property.name}` : property.name;
      const t = this.checker.getNonNullableType(property.type);
      let types = t.isUnion() ? t.types : [t];
      // A template literal type (`custom-${string}`) is the pattern `custom-*`.
      const literals = types.flatMap((u) => (u.isStringLiteral() ? [u.value] : u.flags & ts.TypeFlags.TemplateLiteral ? [`${(u as ts.TemplateLiteralType).texts[0]}*`] : []));
      out.set(key, literals);
      let at = key;
      // An array, or a union of arrays (`FooterColumn[] | FooterLink[]`): the keys of every element type.
      while (types.length > 0 && types.every((u) => this.checker.isArrayType(u))) {
        types = types.flatMap((u) => {
          const element = this.checker.getNonNullableType(this.checker.getTypeArguments(u as ts.TypeReference)[0] ?? this.checker.getAnyType());
          return element.isUnion() ? element.types : [element];
        });
        at += '[]';
        out.set(at, []);
      }
      const objects = types.filter((u) => u.flags & ts.TypeFlags.Object && u.getCallSignatures().length === 0);
      for (const object of objects) this.paths(object, at, depth + 1, out);
    }
    return out;
  }

  /** The value exports of a module (type-only exports left out). */
  exports(file: string): string[] {
    const symbol = this.checker.getSymbolAtLocation(this.source(file));
    if (!symbol) return [];
    return this.checker
      .getExportsOfModule(symbol)
      .filter((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(s) : s;
        return (target.flags & ts.SymbolFlags.Value) !== 0 || target.flags & ts.SymbolFlags.Alias;
      })
      .map((s) => s.name)
      .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
  }
}

// ---------------------------------------------------------------------------------------------
// The sitegen side: its sources, its tests

interface TextFile {
  /** Relative to the repository root. */
  rel: string;
  text: string;
  words: Set<string>;
}

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|mdx?|json|ya?ml|css|html)$/;
const SKIPPED_DIR = new Set(['node_modules', 'build', '.sitegen', '.docusaurus', '.cache']);

function readTree(dir: string): TextFile[] {
  const files: TextFile[] = [];
  // A file or folder that a test run removes while this reads is skipped.
  const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const visit = (at: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(at, { withFileTypes: true });
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        // Dot folders are test runs' leftovers (tests/fixtures/.tmp-*) and caches.
        if (!SKIPPED_DIR.has(entry.name) && !entry.name.startsWith('.')) visit(full);
      } else if (TEXT_FILE.test(entry.name)) {
        let text: string;
        try {
          text = fs.readFileSync(full, 'utf8');
        } catch (error) {
          if (gone(error)) continue;
          throw error;
        }
        files.push({ rel: path.relative(REPO, full).split(path.sep).join('/'), text, words: new Set(text.split(/[^A-Za-z0-9_$]+/)) });
      }
    }
  };
  if (fs.existsSync(dir)) visit(dir);
  return files;
}

const sources = [...readTree(path.join(SITEGEN, 'src')), ...readTree(path.join(SITEGEN, 'plugins'))];
const tests = [...readTree(path.join(SITEGEN, 'tests')), ...readTree(path.join(REPO, 'website/tests'))];
const sourceText = (rel: string) => {
  const file = sources.find((f) => f.rel === `packages/sitegen/${rel}`);
  if (!file) throw new Error(`no source file packages/sitegen/${rel}`);
  return file.text;
};
const MAPPING_FILE = 'src/node/config/docusaurus.ts';
const mapping = sourceText(MAPPING_FILE);

/** A search: files must hold every one of `words` (as identifiers), then pass `test`. */
interface Matcher {
  words: string[];
  test?: (text: string) => boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tokens = (s: string) => s.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
/** A name as a whole word (not part of a longer identifier or path). */
const wordRe = (name: string) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`);

function matching(files: TextFile[], matcher: Matcher): TextFile[] {
  return files.filter((f) => matcher.words.every((w) => f.words.has(w)) && (matcher.test?.(f.text) ?? true));
}

/** Both patterns within `window` characters of each other. */
function near(a: RegExp, b: RegExp, window: number): (text: string) => boolean {
  return (text) => {
    const ga = new RegExp(a.source, 'g');
    const positions = [...text.matchAll(ga)].map((m) => m.index);
    if (positions.length === 0) return false;
    const gb = new RegExp(b.source, 'g');
    for (const m of text.matchAll(gb)) if (positions.some((p) => Math.abs(p - m.index) <= window)) return true;
    return false;
  };
}

/** A key name unlikely to be anything else: camelCase or snake_case and not short. */
const distinctive = (name: string) => (/[A-Z_]/.test(name) && name.length >= 6) || name.length >= 12;

/** `leaf:` as a key of an object literal (quoted or not). */
const propertyRe = (leaf: string) => new RegExp(`(?<![\\w$])['"]?${escape(leaf)}['"]?\\s*:`);

/**
 * Tests that mention a config-like key. A file must name every segment of the key; then the last
 * segment must be written as a key (`leaf:`) or read (`parent.leaf`): anywhere when it is
 * distinctive, else next to its parent. `context` (a plugin's options) must be near it as well.
 * A key of a navbar item type (`items[type=doc].docId`) must be next to that `type: 'doc'`.
 */
function keyMatcher(key: string, context?: RegExp): Matcher {
  const variant = /\[type=([^\]]+)\]\.[^[\]]+$/.exec(key)?.[1];
  const segments = key
    .replace(/\[[^\]]*\]/g, '')
    .split('.')
    .filter((s) => s !== '*' && s !== '' && s !== 'themeConfig');
  const leaf = segments.at(-1) ?? key;
  const parent = segments.at(-2);
  const words = [...new Set(segments.flatMap(tokens))];
  const property = propertyRe(leaf);
  const dotted = parent ? new RegExp(`${escape(parent)}\\??\\.${escape(leaf)}(?![\\w$])`) : undefined;
  const checks: Array<(text: string) => boolean> = [];
  if (variant !== undefined) checks.push(near(new RegExp(`type\\s*:\\s*['"]${escape(variant).replace('\\*', '[\\w-]*')}['"]`), property, 250));
  else if (distinctive(leaf) || !parent) checks.push((text) => property.test(text) || (dotted?.test(text) ?? false) || (distinctive(leaf) && new RegExp(`\\.${escape(leaf)}(?![\\w$])`).test(text)));
  else checks.push((text) => dotted!.test(text) || near(wordRe(parent), property, 300)(text));
  if (context) checks.push(near(context, new RegExp(`${property.source}|\\.${escape(leaf)}(?![\\w$])`), 600));
  return { words, test: (text) => checks.every((check) => check(text)) };
}

// ---------------------------------------------------------------------------------------------
// Verdicts

type Status = 'supported' | 'accepted, untested' | 'not yet';

/** What sitegen does with a row, before tests are looked at. */
interface Verdict {
  used: boolean;
  /** Where that is seen (a file, a reason). */
  why: string;
  note?: string;
}

interface Row extends SurfaceItem {
  status: Status;
  evidence: string;
  tests: string[];
}

/**
 * Which test files can show a row: `config` the test sources and the fixtures' config and sidebars
 * files; `content` the test sources and the fixtures' Markdown under `folder`; `code` every file
 * under the tests (a fixture's swizzled component, plugin or page); `tests` the test sources only.
 */
type EvidenceKind = 'config' | 'content' | 'code' | 'tests';

interface Section {
  id: string;
  title: string;
  /** Where the Docusaurus side was read from. */
  from: string;
  evidence: EvidenceKind;
  folder?: string;
  items: SurfaceItem[];
  judge(key: string): Verdict;
  matcher(key: string): Matcher;
  rows?: Row[];
}

const used = (why: string, note?: string): Verdict => ({ used: true, why, note });
const notUsed = (why: string, note?: string): Verdict => ({ used: false, why, note });

// What the Docusaurus config mapping does, read from its source.

/** `notYet('key', …, 'what')` calls: keys that stop the build. */
const notYetKeys = new Map([...mapping.matchAll(/notYet\('([^']+)',[^;]*?'([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]));
/** Keys the zod schema of a Docusaurus config declares and the ones it lets through unread. */
function objectShapeKeys(after: string): string[] {
  const start = mapping.indexOf(after);
  if (start < 0) throw new Error(`${MAPPING_FILE}: "${after}" not found`);
  const body = mapping.slice(start, mapping.indexOf('\n});', start));
  return [...body.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!);
}
function stringList(after: string): string[] {
  const start = mapping.indexOf(after);
  if (start < 0) throw new Error(`${MAPPING_FILE}: "${after}" not found`);
  const body = mapping.slice(start, mapping.indexOf(']', start));
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}
const configShape = objectShapeKeys('const docusaurusConfig = z.looseObject({');
// ACCEPTED_KEYS is the schema's own keys (Object.keys(docusaurusConfig.shape)), or a list of its own.
const acceptedKeys = new Set([...configShape, ...(mapping.includes('const ACCEPTED_KEYS = new Set([') ? stringList('const ACCEPTED_KEYS = new Set([') : [])]);
/** Site config keys the mapping hands on as they are, for sitegen's own code and Docusaurus's plugins to read. */
const passedOnKeys = new Set(stringList('const PLUGIN_READ_KEYS = ['));
/** Does a node-side source of sitegen other than the mapping read the key's last segment from the site config (`.leaf` or `leaf:`)? */
const nodeSourceReads = (top: string, leaf: string) =>
  sources.some((f) => f.rel.startsWith('packages/sitegen/src/node/') && !f.rel.endsWith(MAPPING_FILE) && f.words.has(top) && f.words.has(leaf) && new RegExp(`\\??\\.${escape(leaf)}(?![\\w$])|(?<![\\w$])${escape(leaf)}\\??\\s*:|['"]${escape(leaf)}['"]`).test(f.text));
const presetShape = objectShapeKeys('const presetClassicOptions = z.looseObject({');
const presetRead = new Set((/const \{([^}]+)\} = preset\.data;/.exec(mapping)?.[1] ?? '').split(',').map((s) => s.trim()));
const builtIn = new Set(stringList('const BUILT_IN = new Set(['));
const docsKeys = new Set(stringList('const DOCS_KEYS = ['));
/** `markdown` keys the mapping hands to sitegen's own config as they are (its schema resolves them). */
const markdownKeys = new Set(stringList('const MARKDOWN_KEYS = ['));
/** The content plugins' Markdown plugin lists (`remarkPlugins`…), checked by the mapping and run on the compile thread. */
const markdownPluginKeys = new Set((/MARKDOWN_PLUGIN_KEYS = \[([^\]]*)\]/.exec(fs.readFileSync(path.join(SITEGEN, 'src/node/mdx/site-plugins.ts'), 'utf8'))?.[1] ?? '').match(/[\w]+/g) ?? []);
/** Does a source of sitegen's Markdown pipeline or config (not the mapping) take `.leaf` or `leaf:`? */
const markdownSourceReads = (leaf: string) =>
  sources.some((f) => /packages\/sitegen\/src\/node\/(mdx|config\/schema|bundle\/mdx)/.test(f.rel) && f.words.has(leaf) && new RegExp(`\\??\\.${escape(leaf)}(?![\\w$])|(?<![\\w$])${escape(leaf)}\\??\\s*:`).test(f.text));
const blogKeys = new Set(stringList('const BLOG_KEYS = ['));
const specialPlugins = new Set([...mapping.matchAll(/name === '(@docusaurus\/[\w-]+)'/g)].map((m) => m[1]!));
/** Does the mapping read `config.a.b` (optional chaining allowed)? */
const mappingReads = (key: string) => new RegExp(`\\bconfig\\??\\.${key.split('.').map(escape).join('\\??\\.')}(?![\\w$])`).test(mapping);

function judgeSiteConfig(key: string): Verdict {
  const top = key.split(/[.[]/)[0]!;
  for (const [k, what] of notYetKeys) if (key === k) return notUsed(`stops the build (docusaurus.ts \`notYet\`: ${what})`);
  if (!acceptedKeys.has(top)) return notUsed('warned about and ignored (docusaurus.ts: not a key sitegen knows)');
  if (mappingReads(key)) return used(`read by ${MAPPING_FILE}`);
  const segments = key.split('.');
  if (top === 'markdown' && segments.length >= 2 && markdownKeys.has(segments[1]!)) {
    if (segments.length === 2 || markdownSourceReads(segments.at(-1)!)) return used(`passed to sitegen's \`markdown\` config by ${MAPPING_FILE}, read by its Markdown pipeline`);
    return notUsed(`\`markdown.${segments[1]}\` is passed on, this key is not read (src/node/mdx)`);
  }
  if (passedOnKeys.has(top) && nodeSourceReads(top, segments.at(-1)!.replace(/\[\]$/, ''))) return used(`passed on by ${MAPPING_FILE} (PLUGIN_READ_KEYS), read by sitegen's node side`);
  if (key !== top && mappingReads(top) && !['themeConfig', 'customFields'].includes(top)) return notUsed(`\`${top}\` is read, this key is not (docusaurus.ts)`);
  if (key !== top && ['themeConfig', 'customFields'].includes(top)) return used(`passed through by ${MAPPING_FILE}`);
  return notUsed('accepted and ignored (docusaurus.ts: never read)');
}

function judgePluginOptions(keys: Set<string>, rejected: string[], what: string) {
  return (key: string): Verdict => {
    const top = key.split(/[.[]/)[0]!;
    if (rejected.includes(top)) return notUsed(`stops the build (docusaurus.ts: ${what})`);
    if (top === 'id') return notUsed('only the default instance: another `id` stops the build (docusaurus.ts)');
    if (keys.has(top)) return key === top ? used(`read by ${MAPPING_FILE}`) : notUsed(`\`${top}\` is read, not this key`);
    if (top === 'admonitions') return used(`checked by ${MAPPING_FILE}, read by the admonitions plugin (src/node/mdx/remark-admonitions.ts)`);
    if (markdownPluginKeys.has(key)) return used(`checked by ${MAPPING_FILE} (markdownPluginsOf), run on the compile thread (src/node/mdx/site-plugins.ts)`);
    return notUsed('warned about and ignored (docusaurus.ts: "not read by sitegen yet")');
  };
}

// ---------------------------------------------------------------------------------------------
// The sections

console.log('Reading the schemas…');
const sections: Section[] = [];
/** Where a plugin's options are written: `docs: {` in preset-classic or sitegen's config, or the plugin's name. */
const optionsMatcher = (context: RegExp) => (key: string) => keyMatcher(key, context);

sections.push({
  id: 'site-config',
  title: 'Site config (`docusaurus.config.js`)',
  from: '`@docusaurus/core/lib/server/configValidation.js` `ConfigSchema`',
  evidence: 'config',
  items: joiKeys(load('@docusaurus/core', 'lib/server/configValidation.js').ConfigSchema as JoiSchema),
  judge: judgeSiteConfig,
  matcher: (key) => {
    const segments = key.replace(/\[[^\]]*\]/g, '').split('.');
    const leaf = segments.at(-1)!;
    // A top-level key with a plain name: written as a key of a config object (near `baseUrl`, or in a fixture's config file).
    if (segments.length === 1 && !distinctive(leaf)) return { words: [leaf], test: near(/\bbaseUrl\b/, propertyRe(leaf), 600) };
    return keyMatcher(key);
  },
});

const readTypes = new TypeReader([path.join(pkgDir('@docusaurus/preset-classic'), 'lib/options.d.ts'), path.join(pkgDir('@docusaurus/types'), 'src/plugin.d.ts'), path.join(pkgDir('@docusaurus/types'), 'src/context.d.ts')], compilerOptions);
const presetOptions = readTypes.properties(readTypes.declared(path.join(pkgDir('@docusaurus/preset-classic'), 'lib/options.d.ts'), 'Options'));
sections.push({
  id: 'preset-classic',
  title: 'preset-classic options',
  from: '`@docusaurus/preset-classic/lib/options.d.ts` `Options`',
  evidence: 'config',
  items: presetOptions.map((p) => ({ key: p.name, type: p.text.replace(/import\([^)]*\)\./g, ''), default: '' })),
  judge: (key) => {
    if (presetRead.has(key)) return used(`read by ${MAPPING_FILE}`);
    if (presetShape.includes(key)) return notUsed('accepted and ignored (docusaurus.ts: never read)');
    return notUsed('ignored (docusaurus.ts: not a preset option sitegen knows)');
  },
  matcher: (key) => ({ words: [key], test: (text) => new RegExp(`(?<![\\w$])${escape(key)}\\s*:`).test(text) && /preset|classic/.test(text) }),
});

sections.push({
  id: 'docs-options',
  title: 'Docs plugin options (`@docusaurus/plugin-content-docs`)',
  from: '`@docusaurus/plugin-content-docs/lib/options.js` `OptionsSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-content-docs')),
  judge: judgePluginOptions(docsKeys, [], ''),
  matcher: optionsMatcher(/\bdocs\s*:|plugin-content-docs/),
});
sections.push({
  id: 'blog-options',
  title: 'Blog plugin options (`@docusaurus/plugin-content-blog`)',
  from: '`@docusaurus/plugin-content-blog/lib/options.js` `PluginOptionSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-content-blog')),
  judge: judgePluginOptions(blogKeys, [], ''),
  matcher: optionsMatcher(/\bblog\s*:|plugin-content-blog/),
});
sections.push({
  id: 'pages-options',
  title: 'Pages plugin options (`@docusaurus/plugin-content-pages`)',
  from: '`@docusaurus/plugin-content-pages/lib/options.js` `PluginOptionSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-content-pages')),
  judge: () =>
    presetRead.has('pages') || !builtIn.has('@docusaurus/plugin-content-pages') ? used(`read by ${MAPPING_FILE}`) : notUsed('ignored: preset-classic `pages` is never read and the plugin is taken as built in (docusaurus.ts); pages come from `src/pages`'),
  matcher: optionsMatcher(/\bpages\s*:|plugin-content-pages/),
});

const sitegenTypes = new TypeReader(
  [path.join(SITEGEN, 'src/shared/types.ts'), path.join(SITEGEN, 'src/node/plugins/types.ts'), path.join(SITEGEN, 'plugins/sitemap/index.ts'), path.join(SITEGEN, 'plugins/gtag/index.ts'), path.join(SITEGEN, MAPPING_FILE)],
  sitegenCompilerOptions(),
);
const sitemapKeys = sitegenTypes.paths(sitegenTypes.declared(path.join(SITEGEN, 'plugins/sitemap/index.ts'), 'SitemapPluginOptions'));
sections.push({
  id: 'sitemap-options',
  title: 'Sitemap plugin options (`@docusaurus/plugin-sitemap`)',
  from: '`@docusaurus/plugin-sitemap/lib/options.js` `PluginOptionSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-sitemap')),
  judge: (key) => (sitemapKeys.has(key) ? used('an option of plugins/sitemap (SitemapPluginOptions)') : notUsed(`ignored: plugins/sitemap reads only ${[...sitemapKeys.keys()].filter((k) => !k.endsWith('[]')).map((k) => `\`${k}\``).join(', ')}`)),
  matcher: optionsMatcher(/\bsitemap\b/),
});
const gtagKeys = sitegenTypes.paths(sitegenTypes.declared(path.join(SITEGEN, 'plugins/gtag/index.ts'), 'GtagPluginOptions'));
sections.push({
  id: 'gtag-options',
  title: 'gtag plugin options (`@docusaurus/plugin-google-gtag`)',
  from: '`@docusaurus/plugin-google-gtag/lib/options.js` `pluginOptionsSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-google-gtag')),
  judge: (key) => (gtagKeys.has(key) ? used('an option of plugins/gtag (GtagPluginOptions)') : notUsed('ignored: not an option of plugins/gtag')),
  matcher: optionsMatcher(/\bgtag\b|googleAnalytics/),
});

/** A Docusaurus plugin sitegen neither builds in nor maps: it loads the plugin and runs it through its plugin API. */
function runsAsPlugin(name: string): Verdict {
  if (builtIn.has(name)) return notUsed(`ignored: ${name} is taken as built in (docusaurus.ts)`);
  if (specialPlugins.has(name)) return used(`mapped by ${MAPPING_FILE}`);
  return used(`sitegen runs ${name} itself, through its plugin API (docusaurus.ts loadPluginModule)`);
}
sections.push({
  id: 'gtm-options',
  title: 'Google Tag Manager plugin options (`@docusaurus/plugin-google-tag-manager`)',
  from: '`@docusaurus/plugin-google-tag-manager/lib/index.js` `pluginOptionsSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/plugin-google-tag-manager')),
  judge: () => runsAsPlugin('@docusaurus/plugin-google-tag-manager'),
  matcher: optionsMatcher(/googleTagManager|google-tag-manager/),
});
sections.push({
  id: 'theme-classic-options',
  title: 'theme-classic options (preset-classic `theme`)',
  from: '`@docusaurus/theme-classic/lib/options.js` `PluginOptionSchema` (through `validateOptions`)',
  evidence: 'config',
  items: joiKeys(optionsSchema('@docusaurus/theme-classic')),
  judge: (key) => (mappingReads(`theme.${key}`) || new RegExp(`theme\\??\\.${escape(key)}\\b`).test(mapping) ? used(`read by ${MAPPING_FILE}`) : notUsed('ignored (docusaurus.ts: never read)')),
  matcher: optionsMatcher(/\btheme\s*:|theme-classic/),
});

// Theme config: what sitegen's ThemeConfig type declares, and what its sources read.
const themePaths = sitegenTypes.paths(sitegenTypes.declared(path.join(SITEGEN, 'src/shared/types.ts'), 'ThemeConfig'));
const navbarTypes = themePaths.get('navbar.items[].type') ?? [];
const TYPE_FILES = new Set(['packages/sitegen/src/shared/types.ts', `packages/sitegen/${MAPPING_FILE}`, 'packages/sitegen/src/node/config/schema.ts']);
const readers = sources.filter((f) => !TYPE_FILES.has(f.rel));

/** Source files that read `leaf` (as `.leaf` or destructured) and name `parent`. */
function readersOf(parent: string, leaf: string): TextFile[] {
  const access = new RegExp(`\\??\\.${escape(leaf)}(?![\\w$])|\\{[^}=]*(?<![\\w$])${escape(leaf)}(?![\\w$])[^}=]*\\}\\s*=`);
  return matching(readers, { words: [...tokens(parent), ...tokens(leaf)], test: (text) => access.test(text) });
}

function judgeThemeConfig(key: string): Verdict {
  const bare = key.replace(/^themeConfig\./, '');
  const variant = /\[type=([^\]]+)\]/.exec(bare)?.[1];
  if (variant !== undefined && !navbarTypes.includes(variant)) return notUsed(`sitegen's navbar items have no type '${variant}' (src/shared/types.ts NavbarItem: ${navbarTypes.map((t) => `'${t}'`).join(', ')})`);
  const normal = bare.replace(/\[(?:type=[^\]]+|link|multi-column|simple)\]/g, '[]');
  const segments = normal.replace(/\[\]/g, '').split('.');
  const leaf = segments.at(-1)!;
  const parent = segments.at(-2) ?? 'themeConfig';
  if (/\[type=[^\]]+\]$|\[link\]$/.test(bare)) return used('a navbar item type of src/theme/Navbar (src/shared/types.ts NavbarItem)');
  const declared = themePaths.has(normal);
  // A key sitegen's type declares: a source that names the parent reads `.leaf`. Any other: a
  // source reads `parent.leaf` (or destructures it from the parent) all the same.
  const chain = new RegExp(`${escape(parent)}\\??\\.${escape(leaf)}(?![\\w$])|\\{[^}=]*(?<![\\w$])${escape(leaf)}(?![\\w$])[^}=]*\\}\\s*=\\s*[\\w$.?()]*(?<![\\w$])${escape(parent)}(?![\\w$])`);
  const loose = declared && parent !== 'themeConfig';
  const readBy = loose ? readersOf(parent, leaf) : readers.filter((f) => f.words.has(leaf) && chain.test(f.text));
  if (readBy.length > 0) return used(`read in ${readBy.slice(0, 2).map((f) => f.rel.replace('packages/sitegen/', '')).join(', ')}`);
  if (declared) return notUsed('declared in sitegen\'s ThemeConfig type, but no source reads it');
  return notUsed('ignored: not in sitegen\'s ThemeConfig, and no source reads it');
}

const themeMatcher = (key: string): Matcher => {
  const variant = /\[type=([^\]]+)\]$/.exec(key)?.[1];
  if (variant !== undefined) {
    // Sidebar items have types `doc` and `html` too: only next to `navbar`.
    const written = new RegExp(`type\\s*:\\s*['"]${escape(variant).replace('\\*', '[\\w-]*')}['"]`);
    return { words: ['type', 'navbar'], test: near(/\bnavbar\b/, written, 1500) };
  }
  return keyMatcher(key.replace(/\[(?:link|multi-column|simple)\]/g, '[]'));
};
sections.push({
  id: 'theme-config',
  title: 'Theme config (`themeConfig`, theme-classic)',
  from: '`@docusaurus/theme-classic/lib/options.js` `ThemeConfigSchema` (navbar items: one row per `type`)',
  evidence: 'config',
  items: joiKeys(themeConfigSchema('@docusaurus/theme-classic', 'lib/options.js', 'ThemeConfigSchema'), 'themeConfig'),
  judge: judgeThemeConfig,
  matcher: themeMatcher,
});
sections.push({
  id: 'algolia-theme-config',
  title: 'Search theme config (`themeConfig.algolia`, theme-search-algolia)',
  from: '`@docusaurus/theme-search-algolia/lib/validateThemeConfig.js` `Schema`',
  evidence: 'config',
  items: joiKeys(themeConfigSchema('@docusaurus/theme-search-algolia', 'lib/validateThemeConfig.js', 'Schema'), 'themeConfig'),
  judge: judgeThemeConfig,
  matcher: themeMatcher,
});
sections.push({
  id: 'mermaid-theme-config',
  title: 'Mermaid theme config (`themeConfig.mermaid`, theme-mermaid)',
  from: '`@docusaurus/theme-mermaid/lib/validateThemeConfig.js` `Schema`',
  evidence: 'config',
  items: joiKeys(themeConfigSchema('@docusaurus/theme-mermaid', 'lib/validateThemeConfig.js', 'Schema'), 'themeConfig'),
  judge: judgeThemeConfig,
  matcher: themeMatcher,
});

// Front matter: what the content plugins and the theme read.
/**
 * A front matter key is read where a content plugin or the theme takes `frontMatter.key` (or
 * destructures it from the front matter); a plugin's FRONT_MATTER_SCHEMA entry only checks its
 * type. A key inside one (`last_update.date`) is read where the parent is and `.date` (or
 * `'date'`) is taken; inside a key checked as a string or a list of strings, none is.
 */
function frontMatterJudge(dirs: string[]) {
  const files = sources.filter((f) => dirs.some((d) => f.rel.startsWith(`packages/sitegen/${d}`)));
  return (key: string): Verdict => {
    const segments = key.replace(/\[\]/g, '').split('.');
    const leaf = segments.at(-1)!;
    const top = segments[0]!;
    const k = escape(top);
    // (Also a helper given the front matter and the key: `text(frontMatter, 'author_title')`.)
    const access = new RegExp(`\\b(?:frontMatter|fm)\\??\\.${k}(?![\\w$])|\\b(?:frontMatter|fm)\\??\\.?\\[['"]${k}['"]\\]|\\b(?:frontMatter|fm)\\s*,\\s*['"]${k}['"]|\\{[^}=]*(?<![\\w$])${k}(?![\\w$])[^}=]*\\}\\s*=\\s*[\\w$.?]*(?:frontMatter|\\bfm)\\b`);
    const checked = new RegExp(`^\\s*['"]?${k}['"]?\\s*:\\s*'((?:string|boolean|number)[^']*)'`, 'm');
    const readTop = files.filter((f) => f.words.has(top) && access.test(f.text));
    const checkedAs = files.map((f) => checked.exec(f.text)?.[1]).find((t) => t !== undefined);
    if (readTop.length === 0) return notUsed(checkedAs ? `type-checked (FRONT_MATTER_SCHEMA: ${checkedAs}), then never read` : 'ignored: no content plugin or theme source reads it');
    const where = `read in ${readTop.slice(0, 2).map((f) => f.rel.replace('packages/sitegen/', '')).join(', ')}`;
    if (segments.length === 1) return used(where);
    if (checkedAs && !checkedAs.includes('object')) return notUsed(`\`${top}\` must be ${checkedAs} (FRONT_MATTER_SCHEMA): an object stops the build`);
    const readLeaf = readTop.filter((f) => new RegExp(`\\??\\.${escape(leaf)}(?![\\w$])|(?<![\\w$])${escape(leaf)}\\??\\s*:|['"]${escape(leaf)}['"]`).test(f.text));
    return readLeaf.length > 0 ? used(where) : notUsed(`\`${top}\` is read, this key is not`);
  };
}

/** Front matter blocks (`---` … `---`) with `key:` (and `top:` for a nested key). */
function frontMatterMatcher(key: string): Matcher {
  const segments = key.replace(/\[\]/g, '').split('.');
  const top = segments[0]!;
  const leaf = segments.at(-1)!;
  const keyLine = (name: string) => new RegExp(`^(\\s*)(?:-\\s+)?${escape(name)}\\s*:`);
  /** The key in a block: at its outermost indent, or (nested) indented below its top key's line. */
  const holds = (block: string) => {
    const lines = block.split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
    const topAt = lines.findIndex((l) => keyLine(top).exec(l)?.[1]!.length === indent);
    if (topAt < 0) return false;
    if (top === leaf) return true;
    for (const l of lines.slice(topAt + 1)) {
      const own = /^\s*/.exec(l)![0].length;
      if (l.trim() && own <= indent) return false;
      if (keyLine(leaf).test(l)) return true;
    }
    return false;
  };
  return {
    words: tokens(`${top} ${leaf}`),
    test: (text) => {
      // In a Markdown file, or in a test's string (with `\n` written out).
      const blocks = [...text.replace(/\\n/g, '\n').matchAll(/(?:^|['"`])---[ \t]*\n([\s\S]*?)\n[ \t]*---/g)].map((m) => m[1]!);
      return blocks.some(holds);
    },
  };
}

sections.push({
  id: 'docs-front-matter',
  title: 'Docs front matter',
  from: '`@docusaurus/plugin-content-docs/lib/frontMatter.js` `DocFrontMatterSchema`',
  items: joiKeys(frontMatterSchema('@docusaurus/plugin-content-docs', 'DocFrontMatterSchema', 'validateDocFrontMatter')),
  judge: frontMatterJudge(['plugins/docs', 'src/theme/Doc', 'src/theme/TOC', 'src/node/mdx', 'src/node/content']),
  evidence: 'content',
  folder: 'docs',
  matcher: frontMatterMatcher,
});
sections.push({
  id: 'blog-front-matter',
  title: 'Blog post front matter',
  from: '`@docusaurus/plugin-content-blog/lib/frontMatter.js` `BlogFrontMatterSchema` (through `validateBlogPostFrontMatter`)',
  items: joiKeys(frontMatterSchema('@docusaurus/plugin-content-blog', 'BlogFrontMatterSchema', 'validateBlogPostFrontMatter')),
  judge: frontMatterJudge(['plugins/blog', 'src/theme/Blog', 'src/theme/TOC', 'src/node/mdx', 'src/node/content']),
  evidence: 'content',
  folder: 'blog',
  matcher: frontMatterMatcher,
});
sections.push({
  id: 'pages-front-matter',
  title: 'Pages front matter',
  from: '`@docusaurus/plugin-content-pages/lib/frontMatter.js` `PageFrontMatterSchema` (through `validatePageFrontMatter`)',
  items: joiKeys(frontMatterSchema('@docusaurus/plugin-content-pages', 'PageFrontMatterSchema', 'validatePageFrontMatter')),
  judge: frontMatterJudge(['plugins/pages', 'src/theme/MDXPage', 'src/theme/TOC', 'src/node/mdx', 'src/node/content']),
  evidence: 'content',
  folder: 'src/pages',
  matcher: frontMatterMatcher,
});

// The plugin API: Docusaurus's types against sitegen's.
const docusaurusPluginTypes = path.join(pkgDir('@docusaurus/types'), 'src/plugin.d.ts');
const docusaurusContextTypes = path.join(pkgDir('@docusaurus/types'), 'src/context.d.ts');
const sitegenPluginTypes = path.join(SITEGEN, 'src/node/plugins/types.ts');
const API_TYPES: Array<{ prefix: string; docusaurus: [string, string]; sitegen: [string, string] }> = [
  { prefix: 'Plugin', docusaurus: [docusaurusPluginTypes, 'Plugin'], sitegen: [sitegenPluginTypes, 'Plugin'] },
  { prefix: 'PluginModule', docusaurus: [docusaurusPluginTypes, 'PluginModule'], sitegen: [path.join(SITEGEN, MAPPING_FILE), 'PluginModule'] },
  { prefix: 'actions', docusaurus: [docusaurusPluginTypes, 'PluginContentLoadedActions'], sitegen: [sitegenPluginTypes, 'PluginActions'] },
  { prefix: 'LoadContext', docusaurus: [docusaurusContextTypes, 'LoadContext'], sitegen: [sitegenPluginTypes, 'LoadContext'] },
  { prefix: 'configureWebpack utils', docusaurus: [docusaurusPluginTypes, 'ConfigureWebpackUtils'], sitegen: [sitegenPluginTypes, 'ConfigureWebpackUtils'] },
];
const apiItems: SurfaceItem[] = [];
const apiHas = new Map<string, boolean>();
/** Where sitegen calls a hook with less than Docusaurus gives it. */
const apiNotes = new Map<string, string>();
for (const api of API_TYPES) {
  const theirs = readTypes.properties(readTypes.declared(...api.docusaurus));
  const ours = new Map(sitegenTypes.properties(sitegenTypes.declared(...api.sitegen)).map((p) => [p.name, p]));
  for (const p of theirs) {
    const key = `${api.prefix}.${p.name}`;
    apiItems.push({ key, type: p.text.replace(/import\([^)]*\)\./g, '').replace(/\s+/g, ' ').replace(/^(.{88}).{3,}$/, '$1…'), default: '' });
    apiHas.set(key, ours.has(p.name));
    const mine = ours.get(p.name);
    const given = readTypes.signature(p.type);
    const taken = mine && sitegenTypes.signature(mine.type);
    if (!given || !taken) continue;
    if (taken.count < given.count) apiNotes.set(key, `sitegen gives ${taken.count} of its ${given.count} arguments`);
    else {
      const missing = given.firstProps.filter((name) => !taken.firstProps.includes(name));
      if (missing.length > 0 && taken.firstProps.length > 0) apiNotes.set(key, `sitegen's argument has no ${missing.map((m) => `\`${m}\``).join(', ')}`);
    }
  }
}
sections.push({
  id: 'plugin-api',
  title: 'Plugin API (lifecycle hooks, plugin module, actions, load context)',
  from: '`@docusaurus/types/src/plugin.d.ts` (`Plugin`, `PluginModule`, `PluginContentLoadedActions`, `ConfigureWebpackUtils`), `src/context.d.ts` (`LoadContext`)',
  evidence: 'code',
  items: apiItems,
  judge: (key) => {
    const api = API_TYPES.find((a) => key.startsWith(`${a.prefix}.`))!;
    const where = `${path.relative(SITEGEN, api.sitegen[0])} \`${api.sitegen[1]}\``;
    return apiHas.get(key) ? used(`in ${where}`, apiNotes.get(key)) : notUsed(`not in ${where}: never called or given`);
  },
  matcher: (key) => {
    const name = key.slice(key.lastIndexOf('.') + 1);
    // A load context key: read from a plugin's context (`context.baseUrl`, `{ siteDir } = context`).
    if (key.startsWith('LoadContext.')) return { words: [name], test: (text) => new RegExp(`\\b(?:context|ctx)\\??\\.${escape(name)}(?![\\w$])|\\{[^}=]*(?<![\\w$])${escape(name)}(?![\\w$])[^}=]*\\}\\s*=\\s*(?:context|ctx)\\b`).test(text) };
    if (distinctive(name) || name.length >= 8) return { words: [name], test: (text) => wordRe(name).test(text) };
    return { words: [name], test: near(/\b(?:loadContent|contentLoaded|postBuild|LoadContext|context)\b/, new RegExp(`(?<![\\w$])${escape(name)}\\s*:|\\.${escape(name)}\\b`), 400) };
  },
});

// Client modules: `@docusaurus/X` is src/client/exports/X in sitegen (src/node/bundle/aliases.ts).
const coreExportsDir = path.join(pkgDir('@docusaurus/core'), 'lib/client/exports');
const coreExportFiles = fs.readdirSync(coreExportsDir).filter((f) => f.endsWith('.d.ts'));
const themeCommonIndex = path.join(pkgDir('@docusaurus/theme-common'), 'lib/index.d.ts');
const docsClientIndex = path.join(pkgDir('@docusaurus/plugin-content-docs'), 'lib/client/index.d.ts');
const clientTypes = new TypeReader([...coreExportFiles.map((f) => path.join(coreExportsDir, f)), themeCommonIndex, docsClientIndex], compilerOptions);
const sitegenExportsDir = path.join(SITEGEN, 'src/client/exports');
const sitegenModuleFile = (name: string) => ['.ts', '.tsx'].map((e) => path.join(sitegenExportsDir, name + e)).find((f) => fs.existsSync(f));
const sitegenExportFiles = fs
  .readdirSync(sitegenExportsDir, { recursive: true })
  .map(String)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => path.join(sitegenExportsDir, f));
const sitegenClient = new TypeReader(sitegenExportFiles, sitegenCompilerOptions());

function clientSection(id: string, title: string, from: string, modules: Array<{ module: string; file: string; sitegen: string | undefined; only?: (name: string) => boolean }>): Section {
  const items: SurfaceItem[] = [];
  const has = new Map<string, boolean>();
  const where = new Map<string, string>();
  for (const m of modules) {
    const theirs = clientTypes.exports(m.file).filter((n) => m.only?.(n) ?? true);
    const ours = new Set(m.sitegen ? sitegenClient.exports(m.sitegen) : []);
    for (const name of theirs) {
      const key = name === 'default' ? m.module : `${m.module}: ${name}`;
      items.push({ key, type: name === 'default' ? 'default export' : 'named export', default: '' });
      has.set(key, ours.has(name));
      where.set(key, m.sitegen ? path.relative(SITEGEN, m.sitegen) : '');
    }
  }
  return {
    id,
    title,
    from,
    evidence: 'code',
    items,
    judge: (key) => {
      const file = where.get(key);
      if (!file) return notUsed('no such module in sitegen (src/client/exports)');
      return has.get(key) ? used(`exported by ${file}`) : notUsed(`${file} does not export it`);
    },
    matcher: (key) => {
      const [module, name] = key.split(': ') as [string, string | undefined];
      const short = module.replace('@docusaurus/', '');
      const mentions = new RegExp(`@docusaurus/${escape(short)}(?![\\w-])|client/exports/${escape(short)}(?![\\w-])`);
      if (!name) return { words: tokens(short), test: (text) => mentions.test(text) };
      return { words: [...tokens(short), name], test: (text) => mentions.test(text) && wordRe(name).test(text) };
    },
  };
}

sections.push(
  clientSection(
    'client-exports',
    'Client modules (`@docusaurus/*`)',
    '`@docusaurus/core/lib/client/exports/*.d.ts`',
    coreExportFiles.map((f) => {
      const name = f.replace(/\.d\.ts$/, '');
      return { module: `@docusaurus/${name}`, file: path.join(coreExportsDir, f), sitegen: sitegenModuleFile(name) };
    }),
  ),
);
sections.push(
  clientSection('theme-common-hooks', 'theme-common hooks (`@docusaurus/theme-common`)', '`@docusaurus/theme-common/lib/index.d.ts` exports starting with `use`', [
    { module: '@docusaurus/theme-common', file: themeCommonIndex, sitegen: sitegenModuleFile('theme-common'), only: (n) => n.startsWith('use') },
  ]),
);
sections.push(
  clientSection('docs-client', 'Docs plugin client API (`@docusaurus/plugin-content-docs/client`)', '`@docusaurus/plugin-content-docs/lib/client/index.d.ts`', [
    { module: '@docusaurus/plugin-content-docs/client', file: docsClientIndex, sitegen: sitegenModuleFile('plugin-content-docs/client') },
  ]),
);

// Swizzling and the CLI: asked of Docusaurus itself, in a minimal site beside the install.
const site = path.join(installDir, 'site');
fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'surface-site', private: true }));
fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
fs.writeFileSync(
  path.join(site, 'docusaurus.config.js'),
  `module.exports = {
  title: 'Surface', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, pages: false }]],
  // preset-classic adds theme-search-algolia itself when \`themeConfig.algolia\` is set.
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'INDEX' } },
};
`,
);
const docusaurusBin = path.join(pkgDir('@docusaurus/core'), 'bin/docusaurus.mjs');
function docusaurus(...commandArgs: string[]): string {
  const result = spawnSync(process.execPath, [docusaurusBin, ...commandArgs], { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`docusaurus ${commandArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

interface Swizzlable {
  name: string;
  wrap: string;
  eject: string;
  description: string;
}

function swizzleList(theme: string): Swizzlable[] {
  const rows: Swizzlable[] = [];
  for (const line of docusaurus('swizzle', theme, '--list', '--typescript').split('\n')) {
    // The components' table ends at its bottom border; the legend's tables after it are no components.
    if (line.startsWith('└') && rows.length > 0) break;
    if (!line.startsWith('│')) continue;
    const [, name = '', wrap = '', eject = '', description = ''] = line.split('│').map((c) => c.trim());
    if (name === 'Component name') continue;
    if (name) rows.push({ name, wrap, eject, description });
    else if (rows.length > 0 && description) rows.at(-1)!.description += ` ${description}`;
  }
  if (rows.length === 0) throw new Error(`docusaurus swizzle ${theme} --list: no components found`);
  return rows;
}

const sitegenTheme = path.join(SITEGEN, 'src/theme');
const themeComponent = (name: string) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => path.join(sitegenTheme, name + e)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

/**
 * The components under a folder of the theme's `lib/theme` that is not itself a component
 * (`Blog/Components`, `Admonition/Icon`): `swizzle --list` lists the folder too.
 */
function folderComponents(theme: string, key: string): string[] | undefined {
  const dir = path.join(pkgDir(theme), 'lib/theme', key);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory() || fs.existsSync(path.join(dir, 'index.js'))) return undefined;
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(pkgDir(theme), 'lib/theme', rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (fs.existsSync(path.join(pkgDir(theme), 'lib/theme', child, 'index.js'))) found.push(child);
        walk(child);
      } else if (/^[A-Z][\w-]*\.js$/.test(entry.name) && entry.name !== 'index.js') found.push(child.replace(/\.js$/, ''));
    }
  };
  walk(key);
  return found;
}

function swizzleSection(theme: string, id: string): Section {
  const list = swizzleList(theme);
  return {
    id,
    title: `Swizzlable components (\`${theme}\`)`,
    from: `\`docusaurus swizzle ${theme} --list\``,
    evidence: 'code',
    items: list.map((c) => ({ key: c.name, type: `wrap: ${c.wrap.toLowerCase()}, eject: ${c.eject.toLowerCase()}`, default: '' })),
    judge: (key) => {
      const file = themeComponent(key);
      if (file) return used(`sitegen's theme has it (${path.relative(SITEGEN, file)}): a site's src/theme/${key} replaces it`);
      const children = folderComponents(theme, key);
      if (children) {
        const missing = children.filter((child) => !themeComponent(child));
        return missing.length === 0
          ? used(`a folder of ${children.length} components in ${theme} (each a row of its own), all in sitegen's theme: ejecting it copies them, each replaces sitegen's`)
          : notUsed(`a folder of components; sitegen's theme lacks ${missing.join(', ')}`);
      }
      return notUsed(`sitegen's theme has no ${key} (src/theme): a swizzled copy is never imported`);
    },
    matcher: (key) => {
      // A folder is named by any of its components (`Admonition/Icon/Danger` names `Admonition/Icon`).
      const mention = new RegExp(`(?:@theme(?:-original|-init)?|theme)/${escape(key)}(?![\\w-])${folderComponents(theme, key) ? '' : '(?!/[A-Z])'}`);
      return { words: tokens(key), test: (text) => mention.test(text) };
    },
  };
}
console.log('Asking the Docusaurus CLI (swizzle lists, help)…');
sections.push(swizzleSection('@docusaurus/theme-classic', 'swizzle-theme-classic'));
sections.push(swizzleSection('@docusaurus/theme-search-algolia', 'swizzle-search-algolia'));
sections.push(swizzleSection('@docusaurus/theme-mermaid', 'swizzle-mermaid'));

interface CliEntry {
  command: string;
  usage: string;
  options: Array<{ flags: string; long: string; placeholder: string; default: string }>;
}

function cliCommands(): CliEntry[] {
  const help = docusaurus('--help');
  const commands = [...help.slice(help.indexOf('Commands:')).matchAll(/^ {2}(\S+)( [^\n]*?)\s{2,}\S/gm)].map((m) => ({ command: m[1]!, usage: m[2]!.trim() })).filter((c) => c.command !== 'help');
  return commands.map(({ command, usage }) => {
    const text = docusaurus(command, '--help');
    const options: CliEntry['options'] = [];
    const body = text.slice(text.indexOf('Options:'));
    for (const m of body.matchAll(/^ {2}(-[^\n]*?)(?: {2,}([^\n]*))?\n((?: {6,}[^\n]*\n)*)/gm)) {
      const flags = m[1]!.trim();
      const description = `${m[2] ?? ''} ${(m[3] ?? '').replace(/\s+/g, ' ')}`;
      const long = /--([\w-]+)/.exec(flags)?.[1] ?? flags;
      if (long === 'help') continue;
      options.push({ flags, long, placeholder: /<[^>]+>|\[[^\]]+\]/.exec(flags)?.[0] ?? 'flag', default: /\(default: ([^)]*)\)/.exec(description)?.[1]?.trim() ?? '' });
    }
    return { command, usage, options };
  });
}

const cliSource = sourceText('src/node/cli.ts');
const usageText = /const USAGE = `([\s\S]*?)`/.exec(cliSource)?.[1] ?? '';
// parseArgs's options, written one per line.
// (In cli.ts, or in cli-args.ts's OPTIONS where the CLI parses them.)
const cliArgsSource = sources.some((f) => f.rel === 'packages/sitegen/src/node/cli-args.ts') ? sourceText('src/node/cli-args.ts') : '';
const sitegenFlags = new Set(
  [/options:\s*\{([\s\S]*?)\n\s*\},?\n/.exec(cliSource)?.[1] ?? '', /const OPTIONS = \{([\s\S]*?)\n\}/.exec(cliArgsSource)?.[1] ?? ''].flatMap((block) => [...block.matchAll(/'?([\w-]+)'?:\s*\{\s*type/g)].map((m) => m[1]!)),
);
/** Each command's function and the module it comes from (`build` → buildSite of commands/build). */
const commandFunctions = new Map([...cliSource.matchAll(/case '([\w-]+)': \{[\s\S]*?const \{ (\w+) \} = await import\('\.\/(commands\/[\w-]+)'\)/g)].map((m) => [m[1]!, { fn: m[2]!, module: m[3]! }]));
const cli = cliCommands();
const cliItems: SurfaceItem[] = cli.flatMap((c) => [{ key: c.command, type: `command ${c.usage}`, default: '' }, ...c.options.map((o) => ({ key: `${c.command} --${o.long}`, type: o.placeholder === 'flag' ? 'flag' : `option ${o.placeholder}`, default: o.default }))]);
sections.push({
  id: 'cli',
  title: 'CLI (`docusaurus <command>`)',
  from: '`docusaurus --help` and `docusaurus <command> --help` (in a site with the docs plugin)',
  evidence: 'tests',
  items: cliItems,
  judge: (key) => {
    const [command, flag] = key.split(' --') as [string, string | undefined];
    const line = new RegExp(`^ {2}${escape(command)} ([^\\n]*)$`, 'm').exec(usageText);
    if (!line || !commandFunctions.has(command)) return notUsed('sitegen has no such command (src/node/cli.ts)');
    if (!flag) return used(`src/node/cli.ts runs ${commandFunctions.get(command)!.fn} (src/node/${commandFunctions.get(command)!.module}.ts)`);
    // Every command's: it names the config file for all that loads it (src/node/config/config-file.ts).
    if (flag === 'config' && sitegenFlags.has(flag)) return used('src/node/cli.ts, for every command (src/node/config/config-file.ts)');
    if (!sitegenFlags.has(flag)) return notUsed('sitegen stops on an unknown option (src/node/cli.ts parseArgs)');
    return line[1]!.includes(`--${flag}`) ? used('src/node/cli.ts') : notUsed(`parsed, but \`${command}\` does not use it (src/node/cli.ts)`);
  },
  matcher: (key) => {
    const [command, flag] = key.split(' --') as [string, string | undefined];
    const { fn, module } = commandFunctions.get(command) ?? { fn: `sitegen ${command}`, module: '' };
    // The command: a test of its function, or of its module (`src/node/commands/serve`).
    if (!flag) return { words: [], test: (text) => wordRe(fn).test(text) || (module !== '' && new RegExp(`src/node/${escape(module)}['"]`).test(text)) };
    const camel = flag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    return { words: tokens(fn), test: (text) => text.includes(`--${flag}`) || near(wordRe(fn), new RegExp(`(?<![\\w$])${escape(camel)}(?![\\w$])`), 300)(text) };
  },
});

// ---------------------------------------------------------------------------------------------
// Defaults: what sitegen makes of a Docusaurus config that sets nothing (preset-classic, a blog)

const defaultsSite = path.join(installDir, 'sitegen-defaults');
for (const dir of ['docs', 'blog']) fs.mkdirSync(path.join(defaultsSite, dir), { recursive: true });
const sitegenDefaults = resolveConfig(
  await mapDocusaurusConfig({ title: 'Defaults', url: 'https://example.com', baseUrl: '/', presets: [['classic', {}]] }, { siteDir: defaultsSite, file: 'docusaurus.config.js', warn: () => {} }),
  'docusaurus.config.js',
) as unknown as Record<string, unknown>;
const DEFAULTS_OF: Record<string, (key: string) => string | undefined> = {
  'site-config': (key) => key,
  'docs-options': (key) => `docs.${key}`,
  'blog-options': (key) => `blog.${key}`,
  'theme-config': (key) => key,
  'algolia-theme-config': (key) => key,
};
function valueAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((at, k) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), value);
}
/** "sitegen's default: …" where sitegen fills a key Docusaurus has a default for with something else. */
function defaultNote(sectionId: string, item: SurfaceItem): string | undefined {
  const at = DEFAULTS_OF[sectionId]?.(item.key);
  if (at === undefined || item.defaultValue === undefined || item.key.includes('[')) return undefined;
  const ours = valueAt(sitegenDefaults, at);
  const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if (ours === undefined || !(plain(ours) || (Array.isArray(ours) && ours.every(plain))) || JSON.stringify(ours) === JSON.stringify(item.defaultValue)) return undefined;
  return `sitegen's default differs: \`${JSON.stringify(ours)}\``;
}

// ---------------------------------------------------------------------------------------------
// Judging every row, then the overrides

interface Override {
  status?: Status;
  tests?: string[];
  notes?: string;
}
interface OverridesFile {
  rows: Record<string, Override>;
}
const overrides = (JSON.parse(fs.readFileSync(OVERRIDES_FILE, 'utf8')) as OverridesFile).rows;
const usedOverrides = new Set<string>();
const STATUSES: Status[] = ['supported', 'accepted, untested', 'not yet'];

/** For content: a test source counts when it names the content folder (`blog/`, `src/pages/`). */
const namesFolder = (f: TextFile, folder: string | undefined) => folder === undefined || f.text.includes(`${folder}/`);
const isFixture = (rel: string) => /(?:^|\/)tests\/(?:[^/]+\/)*fixtures\//.test(rel);
function evidenceFiles(kind: EvidenceKind, folder?: string): TextFile[] {
  return tests.filter((f) => {
    if (!isFixture(f.rel)) return kind !== 'content' || namesFolder(f, folder);
    if (kind === 'code') return true;
    if (kind === 'config') return /\/(?:docusaurus\.config|site\.config|sidebars)\.[cm]?[jt]s$/.test(f.rel);
    if (kind === 'content') return folder !== undefined && /\.mdx?$/.test(f.rel) && f.rel.includes(`/${folder}/`);
    return false;
  });
}

/** The keys a row's key is inside of (`a.b[].c` → `a.b[]`, `a.b`, `a`), nearest first. */
function ancestors(key: string): string[] {
  const out: string[] = [];
  let at = key;
  for (;;) {
    const cut = Math.max(at.lastIndexOf('.'), at.lastIndexOf('['));
    if (cut <= 0) return out;
    at = at.slice(0, cut);
    out.push(at);
  }
}

for (const section of sections) {
  const files = evidenceFiles(section.evidence, section.folder);
  const verdicts = new Map<string, Verdict>();
  section.rows = section.items.map((item) => {
    let verdict = section.judge(item.key);
    // Inside a key sitegen does not read, nothing is read.
    const unread = ancestors(item.key).findLast((a) => verdicts.get(a)?.used === false);
    if (unread !== undefined) verdict = notUsed(`inside \`${unread}\`: ${verdicts.get(unread)!.why}`);
    verdicts.set(item.key, verdict);
    const matcher = section.matcher(item.key);
    const found = verdict.used ? matching(files, matcher).map((f) => f.rel) : [];
    let status: Status = !verdict.used ? 'not yet' : found.length > 0 ? 'supported' : 'accepted, untested';
    let testsFound = found;
    const notes: string[] = [];
    const rowKey = `${section.id}:${item.key}`;
    const override = overrides[rowKey];
    if (override) {
      usedOverrides.add(rowKey);
      if (override.status !== undefined && !STATUSES.includes(override.status)) throw new Error(`${OVERRIDES_FILE}: ${rowKey}: unknown status "${override.status}"`);
      for (const test of override.tests ?? []) if (!fs.existsSync(path.join(REPO, test))) throw new Error(`${OVERRIDES_FILE}: ${rowKey}: no test file ${test}`);
      if (override.tests) testsFound = override.tests;
      if (override.status) status = override.status;
      // Honest: "supported" only with a test to show for it.
      if (status === 'supported' && testsFound.length === 0) throw new Error(`${OVERRIDES_FILE}: ${rowKey}: "supported" needs "tests" (no test was found for it)`);
      if (status !== 'supported') testsFound = [];
      if (override.notes) notes.push(override.notes);
    }
    const evidence = status === 'supported' ? '' : verdict.why;
    if (verdict.note) notes.push(verdict.note);
    const differs = verdict.used ? defaultNote(section.id, item) : undefined;
    if (differs) notes.push(differs);
    return { ...item, status, tests: testsFound, evidence: [evidence, ...notes].filter(Boolean).join('. ') };
  });
}
const staleOverrides = Object.keys(overrides).filter((k) => !usedOverrides.has(k));
for (const key of staleOverrides) console.warn(`warning: override "${key}" matches no row (renamed or removed in Docusaurus ${docusaurusVersion}?)`);

// ---------------------------------------------------------------------------------------------
// The report

const outDir = path.dirname(OUT);
const link = (rel: string) => `[${rel.replace(/^packages\/sitegen\//, '')}](${path.relative(outDir, path.join(REPO, rel)).split(path.sep).join('/')})`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => (text ? `\`${text.replace(/`/g, "'")}\``.replace(/\|/g, '\\|') : '');
const count = (rows: Row[], status: Status) => rows.filter((r) => r.status === status).length;

function fixtureUsers(): string[] {
  const names = [...new Set(tests.map((f) => f.rel.replace(/(tests\/fixtures\/[^/]+)\/.*$/, '$1')).filter((rel) => /tests\/fixtures\/[^/]+$/.test(rel)))];
  return names.map((dir) => {
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    const users = tests.filter((f) => !f.rel.includes('/fixtures/') && (new RegExp(`fixtures/${escape(name)}(?![\\w-])|[Ff]ixture\\w*\\(\\s*['"]${escape(name)}['"]`).test(f.text) || (/fixtures/i.test(f.text) && new RegExp(`['"]${escape(name)}['"]`).test(f.text)))).map((f) => link(f.rel));
    return `- ${link(dir)}: ${users.length ? users.join(', ') : '(no test names it)'}`;
  });
}

const allRows = sections.flatMap((s) => s.rows ?? []);
const generated = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const lines: string[] = [
  '# Docusaurus surface: what sitegen supports',
  '',
  `Generated by \`npm run docusaurus-surface\` (packages/sitegen/scripts/docusaurus-surface.ts) from **Docusaurus ${docusaurusVersion}** (\`@docusaurus/core\`; preset-classic ${versionOf('@docusaurus/preset-classic')}, theme-search-algolia ${versionOf('@docusaurus/theme-search-algolia')}, theme-mermaid ${versionOf('@docusaurus/theme-mermaid')}) on ${generated}. Do not edit by hand: fix the script or [the overrides](../scripts/docusaurus-surface.overrides.json) and run it again.`,
  '',
  'The rows are read from the installed Docusaurus packages (their Joi schemas through `describe()`, their type declarations, `docusaurus swizzle --list`, `docusaurus --help`). The **sitegen** column:',
  '',
  '- **supported**: sitegen reads the key (has the export, component, hook or option) and the tests named in the evidence column mention it;',
  "- **accepted, untested**: sitegen reads it, and no test under `packages/sitegen/tests` or `website/tests` mentions it (the evidence column says where it is read);",
  "- **not yet**: the Docusaurus config mapping (`src/node/config/docusaurus.ts`) stops the build on it, warns that it ignores it, or accepts it and never reads it; or sitegen has no such key, type, export, component, hook or option (the evidence column says which).",
  '',
  'A test "mentions" a row when it names the key (or, for a short name, names it next to its parent key); fixtures count for the tests that build them (listed at the end). Rows the search gets wrong are corrected by hand in `scripts/docusaurus-surface.overrides.json`. Where sitegen fills a key Docusaurus has a default for with another value (a Docusaurus config that sets nothing, mapped and resolved by sitegen), the evidence column says so.',
  '',
  'Plugins and themes that sitegen neither builds in nor maps (anything but the docs, blog, pages, sitemap, gtag and classic/search/mermaid theme packages) are loaded and run through sitegen\'s plugin API, with their own option schemas: their options are as supported as the hooks they use (see the plugin API section). Swizzling: a site\'s `src/theme/X` replaces sitegen\'s own `@theme/X` (and can wrap it through `@theme-original/X`), so a component counts where sitegen\'s theme has one of that name; a copy ejected from Docusaurus\'s theme imports Docusaurus internals (`@docusaurus/theme-common/internal`, other `@theme/*` parts) that sitegen may not have.',
  '',
  '## Summary',
  '',
  '| section | rows | supported | accepted, untested | not yet |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...sections.map((s) => `| [${s.title}](#${s.id}) | ${s.rows!.length} | ${count(s.rows!, 'supported')} | ${count(s.rows!, 'accepted, untested')} | ${count(s.rows!, 'not yet')} |`),
  `| **all** | ${allRows.length} | ${count(allRows, 'supported')} | ${count(allRows, 'accepted, untested')} | ${count(allRows, 'not yet')} |`,
  '',
];
for (const section of sections) {
  lines.push(`<a id="${section.id}"></a>`, '', `## ${section.title}`, '', `From ${section.from}.`, '', '| key | type | default | sitegen | evidence |', '| --- | --- | --- | --- | --- |');
  for (const row of section.rows!) {
    const shown = row.tests.slice(0, 3).map(link).join(', ') + (row.tests.length > 3 ? ` +${row.tests.length - 3} more` : '');
    const evidence = [shown, cell(row.evidence)].filter(Boolean).join('. ');
    lines.push(`| ${code(row.key)} | ${code(row.type)} | ${code(row.default)} | ${row.status} | ${evidence} |`);
  }
  lines.push('');
}
lines.push('## Fixtures and the tests that build them', '', ...fixtureUsers(), '');
if (staleOverrides.length > 0) lines.push('## Overrides that matched no row', '', ...staleOverrides.map((k) => `- \`${k}\``), '');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(OUT, lines.join('\n'));

console.log(`\nDocusaurus ${docusaurusVersion}: ${allRows.length} rows → ${path.relative(process.cwd(), OUT)}`);
console.log('| section | supported | accepted, untested | not yet |');
for (const s of sections) console.log(`| ${s.id} | ${count(s.rows!, 'supported')} | ${count(s.rows!, 'accepted, untested')} | ${count(s.rows!, 'not yet')} |`);
console.log(`| all | ${count(allRows, 'supported')} | ${count(allRows, 'accepted, untested')} | ${count(allRows, 'not yet')} |`);
console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(1)} s (install ${installSeconds.toFixed(1)} s). Re-run without reinstalling: npm run docusaurus-surface -- --dir ${installDir}`);
