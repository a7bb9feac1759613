/**
 * Loading and validation of the hardware metadata files (`*.zmk.yml`).
 *
 * `loadHardware(dir)` reads every `*.zmk.yml` below `dir` (each file may hold several YAML
 * documents), validates each document against hardware/schema/hardware-metadata.schema.json
 * with ajv, and returns the documents with their firmware directory. It has no side effects
 * besides reading files, so the plugin, the tests and the data scripts all share it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadAll, YAMLException } from 'js-yaml';
import { createRequire } from 'node:module';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import schemaJson from '../../hardware/schema/hardware-metadata.schema.json' with { type: 'json' };
import type { Board, HardwareMetadata, Interconnect, Shield } from '../../src/shared/hardware-metadata';
import type { HardwareItem } from '../../src/shared/hardware-data';
import { firmwareDirFromHardwareDir } from './paths';
import { escapeRegExp } from '../../src/node/utils/regexp';

export const METADATA_SUFFIX = '.zmk.yml';

export type Located<T> = T & { directory: string };

export interface LoadedHardware {
  /** Every document, ordered by file path and then by position in the file. */
  items: HardwareItem[];
  boards: Located<Board>[];
  shields: Located<Shield>[];
  interconnects: Located<Interconnect>[];
  /** Absolute paths of the files read, sorted. */
  files: string[];
}

export interface LoadHardwareOptions {
  /** Paths in error messages are shown relative to this folder (default: the current working
   * directory). The plugin passes the site directory, giving `hardware/shields/...`. */
  displayRoot?: string;
}

/** One broken rule in one file. */
export interface HardwareProblem {
  /** File path as shown in the message (relative to `displayRoot`). */
  file: string;
  /** 1-based line, when it could be found. */
  line?: number;
  /** Field path such as `requires[0]` or `node_labels.gpio`; empty for the whole document. */
  field: string;
  /** The rule that is broken, e.g. `must match pattern "^[a-z0-9_]+$"`. */
  rule: string;
}

/** Thrown when one or more files are invalid. The message has one line per problem:
 * `hardware/shields/foo/foo.zmk.yml:4: field "requires[0]": must match pattern "..."`. */
export class HardwareMetadataError extends Error {
  readonly problems: HardwareProblem[];
  constructor(problems: HardwareProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'HardwareMetadataError';
    this.problems = problems;
  }
}

export function formatProblem(problem: HardwareProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? `field "${problem.field}": ` : '';
  return `${where}: ${field}${problem.rule}`;
}

/** The JSON schema the files are validated against. */
export const hardwareSchema: Record<string, unknown> = schemaJson as Record<string, unknown>;

let cachedValidator: ValidateFunction | undefined;

/** ajv and the validator files are loaded only when a document is to be validated (the plugin's cache holds most). */
const require = createRequire(import.meta.url);

/** The validator compiled ahead of time from the schema (see compileValidatorSource), beside this module. */
export const COMPILED_VALIDATOR_FILE = path.join(import.meta.dirname, 'validator.generated.cjs');

/** Names the schema a compiled validator was made from. */
export function schemaHash(): string {
  return createHash('sha1').update(JSON.stringify(hardwareSchema)).digest('hex');
}

/** ajv, set up as both validators are: every error, `discriminator`, strict, and the schema's `uri` format (uri-format.cjs). */
function createAjv(code?: { source: true; formats: unknown }): Ajv2020 {
  const Ajv = require('ajv/dist/2020.js') as { default: typeof Ajv2020 };
  const ajv = new Ajv.default({ allErrors: true, discriminator: true, strict: true, ...(code ? { code: code as never } : {}) });
  ajv.addFormat('uri', (require(path.join(import.meta.dirname, 'uri-format.cjs')) as { uri: { type: 'string'; validate(value: string): boolean } }).uri);
  return ajv;
}

/**
 * The source of validator.generated.cjs: the schema compiled by ajv into a CommonJS module (ajv's
 * standalone code), with the hash of the schema it came from. Compiling the schema took ~0.1 s of
 * every cold build's loading; scripts/generate-hardware-types.ts writes it with the types.
 */
export function compileValidatorSource(): string {
  const { _ } = require('ajv') as { _: (strings: TemplateStringsArray) => unknown };
  const ajv = createAjv({ source: true, formats: _`require("./uri-format.cjs")` });
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: Ajv2020, validate: ValidateFunction) => string }).default;
  const code = standaloneCode(ajv, ajv.compile(hardwareSchema));
  return `// Generated by scripts/generate-hardware-types.ts from hardware/schema/hardware-metadata.schema.json: do not edit.\n${code}\nmodule.exports.schemaHash = ${JSON.stringify(schemaHash())};\n`;
}

/**
 * The validator for one metadata document: the one compiled ahead of time when it was made from
 * this schema, else the schema compiled now (a schema edited since).
 */
export function getValidator(): ValidateFunction {
  if (!cachedValidator) {
    // Loaded here, not with this module: the plugin validates only files its cache does not hold.
    const compiled = fs.existsSync(COMPILED_VALIDATOR_FILE) ? (require(COMPILED_VALIDATOR_FILE) as ValidateFunction & { schemaHash?: string }) : undefined;
    cachedValidator = compiled?.schemaHash === schemaHash() ? compiled : compileSchemaNow();
  }
  return cachedValidator;
}

/** The schema compiled at run time (a schema edited since validator.generated.cjs was made). */
export function compileSchemaNow(): ValidateFunction {
  return createAjv().compile(hardwareSchema);
}

/** Recursively lists `*.zmk.yml` files below `dir`, sorted. */
export function findMetadataFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(METADATA_SUFFIX)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

function displayPath(file: string, root: string): string {
  const rel = path.relative(root, file);
  const shown = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
  return shown.split(path.sep).join('/');
}

// ---------------------------------------------------------------------------------------------
// Line lookup: maps an ajv instance path to a line of the YAML source with a simple key search.

interface DocumentRange {
  /** 0-based index of the first line of the document's content. */
  start: number;
  /** 0-based index one past its last line. */
  end: number;
}

const DOC_MARKER = /^---(\s|$)/;

function isContentLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#') && !trimmed.startsWith('%');
}

/** Line ranges of the documents, aligned with what js-yaml's loadAll returns. */
export function documentRanges(lines: readonly string[]): DocumentRange[] {
  const ranges: DocumentRange[] = [];
  let start = 0;
  let explicit = false;
  for (let i = 0; i <= lines.length; i++) {
    const atEnd = i === lines.length;
    if (atEnd || DOC_MARKER.test(lines[i])) {
      const hasContent = lines.slice(start, i).some(isContentLine);
      if (explicit || hasContent) ranges.push({ start, end: i });
      if (!atEnd) {
        // Content after the marker on the same line (`--- {a: 1}`) belongs to the new document.
        start = lines[i].trim() === '---' ? i + 1 : i;
        explicit = true;
      }
    }
  }
  return ranges;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** 1-based line of the value at `segments` inside the document, or of the nearest parent found. */
export function findLine(
  lines: readonly string[],
  range: DocumentRange,
  segments: readonly (string | number)[],
): number {
  let found = firstContentLine(lines, range);
  let from = range.start;
  let parentIndent = -1;
  for (const segment of segments) {
    if (typeof segment === 'string') {
      const key = new RegExp(`^(\\s*(?:-\\s+)?)(["']?)${escapeRegExp(segment)}\\2\\s*:(\\s|$)`);
      let hit = -1;
      for (let i = from; i < range.end; i++) {
        const match = key.exec(lines[i]);
        if (match && match[1].length > parentIndent) {
          hit = i;
          parentIndent = match[1].length;
          break;
        }
      }
      if (hit < 0) break;
      found = hit;
      from = hit + 1;
    } else {
      // An array index: flow sequences (`[a, b]`) stay on the key line; block sequences count
      // the `- ` items below the key.
      if (/:\s*\[/.test(lines[found])) break;
      let seen = -1;
      let hit = -1;
      for (let i = from; i < range.end; i++) {
        if (!isContentLine(lines[i])) continue;
        const indent = indentOf(lines[i]);
        const isItem = /^\s*-(\s|$)/.test(lines[i]);
        if (!isItem && indent <= parentIndent) break;
        if (isItem && indent >= parentIndent) {
          seen++;
          if (seen === segment) {
            hit = i;
            break;
          }
        }
      }
      if (hit < 0) break;
      found = hit;
      from = hit + 1;
      parentIndent = indentOf(lines[hit]);
    }
  }
  return found + 1;
}

function firstContentLine(lines: readonly string[], range: DocumentRange): number {
  for (let i = range.start; i < range.end; i++) if (isContentLine(lines[i])) return i;
  return Math.max(0, Math.min(range.start, lines.length - 1));
}

/** `/requires/0` → ['requires', 0]. */
function pointerSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function fieldName(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Turns one ajv error into a field path and a readable rule. */
function describeError(error: ErrorObject): { segments: (string | number)[]; rule: string } {
  const segments = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { segments: [...segments, String(params.missingProperty)], rule: 'is required but missing' };
    case 'additionalProperties':
      return {
        segments: [...segments, String(params.additionalProperty)],
        rule: 'is not a known field here (additional properties are not allowed)',
      };
    case 'enum':
      return { segments, rule: `must be one of ${quoteList(params.allowedValues as unknown[])}` };
    case 'const':
      return { segments, rule: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'discriminator':
      return {
        segments: [...segments, String(params.tag)],
        rule: `must be one of "board", "shield", "interconnect"`,
      };
    default:
      return { segments, rule: error.message ?? `breaks the "${error.keyword}" rule` };
  }
}

/** Validates one parsed document; returns its problems (empty when valid). */
export function validateDocument(
  doc: unknown,
  context: { file: string; lines: readonly string[]; range: DocumentRange },
): HardwareProblem[] {
  const validate = getValidator();
  if (validate(doc)) return [];
  const problems: HardwareProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // oneOf reports a summary error next to the branch's own errors; the branch errors say more.
    if (error.keyword === 'oneOf' && (validate.errors?.length ?? 0) > 1) continue;
    const { segments, rule } = describeError(error);
    const problem: HardwareProblem = {
      file: context.file,
      line: findLine(context.lines, context.range, segments),
      field: fieldName(segments),
      rule,
    };
    const key = formatProblem(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  // Report in file order.
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * References between files: every `requires` entry names an interconnect that has a file or that
 * a board or shield exposes (a shield's own connector, such as a display header), and
 * every `siblings` entry names another item or a part of this keyboard (its id, `_`, and a
 * suffix: the halves `corne_left` and `corne_right` of `corne`).
 */
function crossReferenceProblems(items: HardwareItem[], sources: Map<HardwareItem, { file: string; lines: string[]; range: DocumentRange }>): HardwareProblem[] {
  const interconnects = new Set([...items.filter((i) => i.type === 'interconnect').map((i) => i.id), ...items.flatMap((i) => (i as { exposes?: string[] }).exposes ?? [])]);
  const ids = new Set(items.map((i) => i.id));
  const problems: HardwareProblem[] = [];
  for (const item of items) {
    const source = sources.get(item);
    if (!source) continue;
    const problem = (field: 'requires' | 'siblings', index: number, rule: string) =>
      problems.push({ file: source.file, line: findLine(source.lines, source.range, [field, index]), field: `${field}[${index}]`, rule });
    const fields = item as { requires?: string[]; siblings?: string[] };
    fields.requires?.forEach((id, index) => {
      if (!interconnects.has(id)) problem('requires', index, `names the interconnect "${id}", which no interconnect file defines and nothing exposes`);
    });
    fields.siblings?.forEach((id, index) => {
      if (!ids.has(id) && !id.startsWith(`${item.id}_`)) problem('siblings', index, `names "${id}", which is neither a known id nor a part of "${item.id}" (${item.id}_…)`);
    });
  }
  return problems;
}

/**
 * Loads and validates every `*.zmk.yml` file below `dir`. Throws a HardwareMetadataError that
 * lists every problem (file, line, field, rule) when any file is invalid.
 */
export function loadHardware(dir: string, options: LoadHardwareOptions = {}): LoadedHardware {
  const root = path.resolve(dir);
  const displayRoot = path.resolve(options.displayRoot ?? process.cwd());
  const files = findMetadataFiles(root);
  const problems: HardwareProblem[] = [];
  const items: HardwareItem[] = [];
  const firstSeen = new Map<string, { file: string; line: number }>();
  /** Where each item was read, for problems found across files. */
  const sources = new Map<HardwareItem, { file: string; lines: string[]; range: DocumentRange }>();

  for (const file of files) {
    const shown = displayPath(file, displayRoot);
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split(/\r?\n/);
    let docs: unknown[];
    try {
      docs = loadAll(text, undefined, { filename: shown });
    } catch (error) {
      if (error instanceof YAMLException) {
        problems.push({
          file: shown,
          line: error.mark ? error.mark.line + 1 : undefined,
          field: '',
          rule: `invalid YAML: ${error.reason}`,
        });
        continue;
      }
      throw error;
    }
    const ranges = documentRanges(lines);
    const directory = firmwareDirFromHardwareDir(path.relative(root, path.dirname(file)));
    let documents = 0;
    docs.forEach((doc, index) => {
      if (doc === null || doc === undefined) return;
      documents++;
      const range = ranges[index] ?? { start: 0, end: lines.length };
      const found = validateDocument(doc, { file: shown, lines, range });
      if (found.length) {
        problems.push(...found);
        return;
      }
      const item = doc as HardwareMetadata;
      const key = `${item.type}:${item.id}`;
      const line = findLine(lines, range, ['id']);
      const earlier = firstSeen.get(key);
      if (earlier) {
        problems.push({
          file: shown,
          line,
          field: 'id',
          rule: `duplicates the ${item.type} id "${item.id}" already defined at ${earlier.file}:${earlier.line}`,
        });
        return;
      }
      firstSeen.set(key, { file: shown, line });
      const located = { ...item, directory };
      items.push(located);
      sources.set(located, { file: shown, lines, range });
    });
    if (documents === 0) {
      problems.push({ file: shown, line: 1, field: '', rule: 'contains no metadata document' });
    }
  }

  if (problems.length === 0) problems.push(...crossReferenceProblems(items, sources));
  if (problems.length) throw new HardwareMetadataError(problems);

  const pick = <T extends HardwareMetadata['type']>(type: T) =>
    items.filter((i): i is Located<Extract<HardwareMetadata, { type: T }>> => i.type === type);
  return {
    items,
    boards: pick('board'),
    shields: pick('shield'),
    interconnects: pick('interconnect'),
    files,
  };
}
