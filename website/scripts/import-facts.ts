/**
 * Turns the fact sheets in `../shared/facts/` (relative to the repository root) into the
 * compact JSON files under `src/data/` that the reference components import.
 *
 *   npx tsx scripts/import-facts.ts [--facts <dir>] [--check]
 *
 * The generated files are committed, so building the site never needs `../shared`.
 * With `--check` nothing is written; the script exits non-zero when a file is out of date.
 *
 * Known errors of the fact sheets are fixed by `scripts/fact-corrections.ts` (each with the
 * firmware source that shows it), applied right after a TSV is read. A correction that no longer
 * fits its sheet (row gone, old value different) stops the import with a message naming it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  BehaviorParam,
  BehaviorParameterRow,
  BehaviorPropertyRow,
  BehaviorRow,
  DevicetreeRow,
  InputProcessorProperty,
  InputProcessorRow,
  KconfigRow,
  KeycodeData,
  KeycodeEntry,
  KeycodeGroup,
  KeymapUpgradePass,
  KeymapUpgradeRules,
  OsId,
} from '../src/data/types';
import { powerFigures } from './power-facts';
import { FACT_CORRECTIONS, type FactCorrection, type RowKey } from './fact-corrections';
import { parseTsv, type TsvRow } from 'sitegen/utils';

export { parseTsv };
export type { FactCorrection };

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptDir, '..');

type Row = TsvRow;

function col(row: Row, name: string, file: string): string {
  const v = row[name];
  if (v === undefined) throw new Error(`${file}: missing column "${name}"`);
  return v;
}

/** `config/battery.md` → `config/battery` */
function pageId(p: string): string {
  return p.replace(/\.mdx?$/, '');
}

/** GitHub-style heading slug (enough for the plain headings used here). */
function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * A short upper-case placeholder for a binding parameter, derived from its description
 * (`layer index (0-based)` → `LAYER`). Used in the binding syntax line of BehaviorBinding.
 */
export function paramPlaceholder(description: string, index: number): string {
  const d = description.toLowerCase();
  const rules: Array<[RegExp, string]> = [
    [/counter-clockwise/, d.includes('keycode') ? 'CCW_KEY' : 'CCW_PARAM'],
    [/clockwise/, d.includes('keycode') ? 'CW_KEY' : 'CW_PARAM'],
    [/^keycode sent on hold/, 'HOLD_KEY'],
    [/^keycode sent on tap/, 'TAP_KEY'],
    [/^keycode/, 'KEYCODE'],
    [/^layer index/, 'LAYER'],
    [/forwarded to the hold/, 'HOLD_PARAM'],
    [/forwarded to the tap/, 'TAP_PARAM'],
    [/^(first|second)? ?value/, `PARAM${index + 1}`],
    [/^milliseconds/, 'TIME_MS'],
    [/^button/, 'BUTTONS'],
    [/velocity/, 'VELOCITY'],
    [/^command/, 'COMMAND'],
    [/^action/, 'ACTION'],
    [/profile index/, 'PROFILE'],
    [/^rgb_color_hsb/, 'COLOR'],
    [/^brightness/, 'BRIGHTNESS'],
    [/^multiplier/, 'MULTIPLIER'],
    [/^divisor/, 'DIVISOR'],
    [/flags/, 'FLAGS'],
    [/^timeout/, 'TIMEOUT_MS'],
  ];
  for (const [re, name] of rules) if (re.test(d)) return name;
  return `PARAM${index + 1}`;
}

function params(p1: string, p2: string): BehaviorParam[] {
  return [p1, p2]
    .map((description, i) => ({ description, i }))
    .filter((p) => p.description !== '')
    .map((p) => ({ name: paramPlaceholder(p.description, p.i), description: p.description }));
}

/** `name:type=default (required|deprecated)` items separated by `;`. */
export function parsePropertyList(text: string): InputProcessorProperty[] {
  if (!text) return [];
  return text.split(';').map((raw) => {
    let item = raw.trim();
    const flags = /\s\(([^()]*)\)$/.exec(item);
    let required = false;
    let deprecated = false;
    if (flags && /^(required|deprecated)(\|(required|deprecated))*$/.test(flags[1])) {
      required = flags[1].includes('required');
      deprecated = flags[1].includes('deprecated');
      item = item.slice(0, flags.index).trim();
    }
    const colon = item.indexOf(':');
    const name = colon < 0 ? item : item.slice(0, colon);
    const rest = colon < 0 ? '' : item.slice(colon + 1);
    const eq = rest.indexOf('=');
    return {
      name,
      type: eq < 0 ? rest : rest.slice(0, eq),
      default: eq < 0 ? '' : rest.slice(eq + 1),
      required,
      deprecated,
    };
  });
}

const OS_COLUMNS: Array<[OsId, string]> = [
  ['windows', 'os_windows'],
  ['linux', 'os_linux'],
  ['android', 'os_android'],
  ['macos', 'os_macos'],
  ['ios', 'os_ios'],
];

function osFlag(v: string, where: string): string {
  if (v === 'yes') return 'y';
  if (v === 'no') return 'n';
  if (v === 'unknown' || v === '') return 'u';
  throw new Error(`${where}: unexpected OS support value "${v}"`);
}

/** `macos:globe; ios:iosPower` → `{ macos: 'globe', ios: 'iosPower' }` */
function parseOsFootnotes(v: string, where: string): Partial<Record<OsId, string>> | undefined {
  if (!v) return undefined;
  const out: Partial<Record<OsId, string>> = {};
  for (const part of v.split(';')) {
    const [os, id] = part.trim().split(':');
    if (!OS_COLUMNS.some(([o]) => o === os) || !id) throw new Error(`${where}: bad footnote "${part}"`);
    out[os as OsId] = id;
  }
  return out;
}

/** `iosApplication` → `ios-application` */
function kebab(id: string): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function describeKey(key: RowKey): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(', ');
}

/** The one row of `rows` whose cells equal every entry of `key` (throws when none or several match). */
function findRow(rows: readonly Row[], key: RowKey, columns: ReadonlySet<string>, where: string): number {
  for (const k of Object.keys(key)) if (!columns.has(k)) throw new Error(`${where}: key column "${k}" is not a column of the sheet`);
  const hits: number[] = [];
  rows.forEach((row, i) => {
    if (Object.entries(key).every(([k, v]) => row[k] === v)) hits.push(i);
  });
  if (hits.length === 0) {
    throw new Error(`${where}: no row with ${describeKey(key)} (was the fact sheet changed? update or remove the correction)`);
  }
  if (hits.length > 1) throw new Error(`${where}: ${hits.length} rows match ${describeKey(key)}; add key columns to make it unique`);
  return hits[0];
}

/**
 * Applies the corrections of one fact sheet (`sheet`, e.g. `kconfig.tsv`) to its parsed rows, in list
 * order, and returns the corrected rows (the input is not changed). Every correction must still fit
 * the sheet: its row must be found by its key, and the old value of a changed field must be the one
 * in the sheet. Anything else throws, so a fact-sheet update that already fixed (or changed) a row is
 * noticed instead of being silently overwritten.
 */
export function applyCorrections(sheet: string, input: readonly Row[], corrections: readonly FactCorrection[] = FACT_CORRECTIONS): Row[] {
  const rows = input.map((r) => ({ ...r }));
  const columns = new Set(input.length > 0 ? Object.keys(input[0]) : []);
  corrections.forEach((c, i) => {
    if (c.sheet !== sheet) return;
    const where = `fact correction #${i + 1} (${sheet}, ${c.kind}${c.kind === 'add' ? '' : ` ${describeKey(c.row)}`})`;
    if (!c.source.trim()) throw new Error(`${where}: no firmware source given`);
    if (c.kind === 'set') {
      if (!columns.has(c.field)) throw new Error(`${where}: "${c.field}" is not a column of the sheet`);
      const row = rows[findRow(rows, c.row, columns, where)];
      if (row[c.field] !== c.old) {
        throw new Error(
          `${where}: ${c.field} is ${JSON.stringify(row[c.field])} in the fact sheet, the correction expects ${JSON.stringify(c.old)} ` +
            `(it may have been fixed upstream: update or remove the correction)`,
        );
      }
      if (c.old === c.new) throw new Error(`${where}: old and new value of ${c.field} are the same`);
      row[c.field] = c.new;
    } else if (c.kind === 'add') {
      for (const k of Object.keys(c.values)) if (!columns.has(k)) throw new Error(`${where}: "${k}" is not a column of the sheet`);
      const added: Row = Object.fromEntries([...columns].map((k) => [k, c.values[k] ?? '']));
      const keyCols = Object.keys(c.key);
      if (keyCols.length === 0 || keyCols.some((k) => c.values[k] !== c.key[k])) {
        throw new Error(`${where}: the key (${describeKey(c.key)}) must be columns of the added row with the same values`);
      }
      if (rows.some((r) => keyCols.every((k) => r[k] === c.key[k]))) {
        throw new Error(`${where}: the sheet already has a row with ${describeKey(c.key)} (fixed upstream? remove the correction)`);
      }
      const at = c.after ? findRow(rows, c.after, columns, `${where} (after)`) + 1 : rows.length;
      rows.splice(at, 0, added);
    } else {
      rows.splice(findRow(rows, c.row, columns, where), 1);
    }
  });
  return rows;
}

export interface ImportResult {
  files: Record<string, unknown>;
}

/**
 * Reads the fact sheets in `factsDir`, applies `corrections` (by default the committed list in
 * `scripts/fact-corrections.ts`) and returns the generated JSON files by name.
 */
export function buildData(factsDir: string, corrections: readonly FactCorrection[] = FACT_CORRECTIONS): ImportResult {
  const sheetsRead = new Set<string>();
  const read = (name: string): Row[] => {
    sheetsRead.add(name);
    return applyCorrections(name, parseTsv(readFileSync(path.join(factsDir, name), 'utf8'), name), corrections);
  };
  const anchors = JSON.parse(readFileSync(path.join(factsDir, 'anchors.json'), 'utf8')) as Record<string, string[]>;

  const kconfig: KconfigRow[] = read('kconfig.tsv').map((r) => {
    const f = 'kconfig.tsv';
    return {
      page: pageId(col(r, 'page', f)),
      section: col(r, 'section', f),
      option: col(r, 'option', f),
      type: col(r, 'type', f),
      default: col(r, 'default', f),
      description: col(r, 'meaning', f),
      choice: col(r, 'choice_group', f),
      dependsOn: col(r, 'depends_on_in_docs', f),
      origin: col(r, 'origin', f),
    };
  });

  const devicetree: DevicetreeRow[] = read('devicetree.tsv').map((r) => {
    const f = 'devicetree.tsv';
    return {
      page: pageId(col(r, 'page', f)),
      section: col(r, 'section', f),
      node: col(r, 'node', f),
      compatible: col(r, 'compatible', f),
      property: col(r, 'property', f),
      type: col(r, 'type', f),
      default: col(r, 'default', f),
      unit: col(r, 'unit', f),
      description: col(r, 'meaning', f),
    };
  });

  const behaviors: BehaviorRow[] = read('behaviors.tsv').map((r) => {
    const f = 'behaviors.tsv';
    const section = col(r, 'config_section', f);
    let configLink = '';
    if (section) {
      const [page, heading] = section.split('#');
      const route = `/docs/${page}`;
      const id = heading ? slug(heading) : '';
      if (anchors[route] && (!id || anchors[route].includes(id))) configLink = id ? `${route}#${id}` : route;
    }
    const cells = Number.parseInt(col(r, 'cells', f) || '0', 10);
    return {
      name: col(r, 'behavior', f),
      kind: col(r, 'kind', f),
      instance: col(r, 'instance', f),
      compatible: col(r, 'compatible', f),
      cellsProperty: col(r, 'cells_property', f),
      cells: Number.isNaN(cells) ? 0 : cells,
      params: params(col(r, 'param1', f), col(r, 'param2', f)),
      header: col(r, 'header', f),
      presets: col(r, 'instance_settings', f),
      locality: col(r, 'split_locality', f),
      configLink,
      description: col(r, 'meaning', f),
    };
  });

  const behaviorProperties: BehaviorPropertyRow[] = read('behavior-properties.tsv').map((r) => {
    const f = 'behavior-properties.tsv';
    const en = col(r, 'enum', f);
    return {
      compatible: col(r, 'compatible', f),
      property: col(r, 'property', f),
      type: col(r, 'type', f),
      default: col(r, 'default', f),
      required: col(r, 'required', f) === 'yes',
      deprecated: col(r, 'deprecated', f) === 'yes',
      enum: en ? en.split('|').map((s) => s.trim()) : [],
      description: col(r, 'meaning', f),
    };
  });

  const behaviorParameters: BehaviorParameterRow[] = read('behavior-parameters.tsv').map((r) => {
    const f = 'behavior-parameters.tsv';
    return {
      usedWith: col(r, 'used_with', f),
      header: col(r, 'header', f),
      define: col(r, 'define', f),
      argument: col(r, 'argument', f),
      description: col(r, 'meaning', f),
    };
  });

  const inputProcessors: InputProcessorRow[] = read('input-processors.tsv').map((r) => {
    const f = 'input-processors.tsv';
    const cells = Number.parseInt(col(r, 'input_processor_cells', f) || '0', 10);
    return {
      instance: col(r, 'instance', f),
      kind: col(r, 'kind', f),
      compatible: col(r, 'compatible', f),
      cells: Number.isNaN(cells) ? 0 : cells,
      params: params(col(r, 'param1', f), col(r, 'param2', f)),
      properties: parsePropertyList(col(r, 'properties', f)),
      include: col(r, 'include', f),
      description: col(r, 'meaning', f),
    };
  });

  // Keycodes: grouped in page order, compact entries.
  const groupRows = read('keycode-groups.tsv')
    .map((r) => ({
      id: col(r, 'group', 'keycode-groups.tsv'),
      order: Number(col(r, 'page_order', 'keycode-groups.tsv')),
      section: col(r, 'page_section', 'keycode-groups.tsv'),
      count: Number(col(r, 'keycode_count', 'keycode-groups.tsv')),
    }))
    .sort((a, b) => a.order - b.order);
  const byGroup = new Map<string, Array<{ pos: number; entry: KeycodeEntry }>>();
  for (const g of groupRows) byGroup.set(g.id, []);
  const seenNames = new Set<string>();
  read('keycodes.tsv').forEach((r, i) => {
    const f = 'keycodes.tsv';
    const where = `${f}:${i + 2}`;
    const primary = col(r, 'primary_name', f);
    const aliases = col(r, 'aliases', f).split(/\s+/).filter(Boolean);
    const names = [primary, ...aliases];
    for (const n of names) {
      if (seenNames.has(n)) throw new Error(`${where}: keycode name ${n} appears twice`);
      seenNames.add(n);
    }
    const group = col(r, 'group', f);
    const list = byGroup.get(group);
    if (!list) throw new Error(`${where}: unknown group "${group}"`);
    const entry: KeycodeEntry = {
      n: names,
      d: col(r, 'description', f),
      os: OS_COLUMNS.map(([, c]) => osFlag(col(r, c, f), where)).join(''),
    };
    if (col(r, 'context_shown', f) === 'yes') entry.c = col(r, 'context', f);
    const fn = parseOsFootnotes(col(r, 'os_footnotes', f), where);
    if (fn) entry.f = fn;
    list.push({ pos: Number(col(r, 'group_position', f)), entry });
  });
  const groups: KeycodeGroup[] = groupRows.map((g) => {
    const list = (byGroup.get(g.id) ?? []).sort((a, b) => a.pos - b.pos).map((x) => x.entry);
    if (list.length !== g.count) throw new Error(`keycode group ${g.id}: ${list.length} rows, expected ${g.count}`);
    return { id: g.id, section: g.section, keycodes: list };
  });
  const footnotes = read('keycode-footnotes.tsv').map((r) => {
    const id = col(r, 'footnote_id', 'keycode-footnotes.tsv');
    const src = col(r, 'source_file', 'keycode-footnotes.tsv');
    const file = src ? path.basename(src).replace(/\.mdx?$/, '') : kebab(id);
    return { id, file };
  });
  const footnoteIds = new Set(footnotes.map((f) => f.id));
  for (const g of groups) {
    for (const k of g.keycodes) {
      for (const id of Object.values(k.f ?? {})) {
        if (id && !footnoteIds.has(id)) throw new Error(`keycode ${k.n[0]}: unknown footnote "${id}"`);
      }
    }
  }
  const keycodes: KeycodeData = { groups, footnotes };

  for (const c of corrections) {
    if (!sheetsRead.has(c.sheet)) throw new Error(`fact correction for ${c.sheet}: the import does not read that sheet`);
  }

  return {
    files: {
      'kconfig.json': kconfig,
      'devicetree.json': devicetree,
      'behaviors.json': behaviors,
      'behavior-properties.json': behaviorProperties,
      'behavior-parameters.json': behaviorParameters,
      'input-processors.json': inputProcessors,
      'keycodes.json': keycodes,
      'power.json': powerFigures(JSON.parse(readFileSync(path.join(factsDir, 'power.json'), 'utf8')) as Record<string, unknown>),
      'keymap-upgrade.json': buildKeymapUpgradeRules(
        JSON.parse(readFileSync(path.join(factsDir, 'keymap-upgrade.json'), 'utf8')) as KeymapUpgradeFacts,
        new Set(groups.flatMap((g) => g.keycodes.flatMap((k) => k.n))),
      ),
    },
  };
}

/** The parts of the facts' `keymap-upgrade.json` the upgrader uses. */
export interface KeymapUpgradeFacts {
  meta: { pass_order: string[] };
  keycodes: { rules: Array<{ deprecated: string; replacement: string | null; kind: string }> };
  behaviors: { rules: Array<{ deprecated: string; replacement: string }> };
  headers: { rules: Array<{ deprecated: string; replacement: string }> };
  node_names: { rules: Array<{ deprecated_path: string; new_node_name: string }> };
  properties: { rules: Array<{ property: string; where: string; action: string; replacement: string | null }> };
  encoder: {
    constants: { DEFAULT_RESOLUTION: number; TRIGGERS_PER_ROTATION: number; ENCODER_COMPATIBLE: string };
    rules: Array<{ property: string; action: string; replacement?: string }>;
  };
}

const PASSES: readonly KeymapUpgradePass[] = ['behaviors', 'encoder-resolution', 'headers', 'keycodes', 'node-names', 'properties'];

/**
 * The upgrader's rule tables from the facts. Every keycode replacement must be a current
 * keycode name (`knownKeycodes`), so a typo in the facts fails here, not in a user's keymap.
 */
export function buildKeymapUpgradeRules(facts: KeymapUpgradeFacts, knownKeycodes: Set<string>): KeymapUpgradeRules {
  const f = 'keymap-upgrade.json';
  const passOrder = facts.meta.pass_order.map((p) => {
    if (!(PASSES as readonly string[]).includes(p)) throw new Error(`${f}: meta.pass_order: unknown pass "${p}"`);
    return p as KeymapUpgradePass;
  });
  const keycodes = facts.keycodes.rules.map((r, i) => {
    const kind = r.kind as KeymapUpgradeRules['keycodes'][number]['kind'];
    if (!['rename', 'removed', 'modifier-macro-to-keycode'].includes(kind)) throw new Error(`${f}: keycodes.rules[${i}]: unknown kind "${r.kind}"`);
    if (kind !== 'removed' && (!r.replacement || !knownKeycodes.has(r.replacement))) {
      throw new Error(`${f}: keycodes.rules[${i}]: replacement "${r.replacement}" of ${r.deprecated} is not a known keycode`);
    }
    return { from: r.deprecated, to: kind === 'removed' ? null : r.replacement, kind };
  });
  const stripRef = (label: string) => label.replace(/^&/, '');
  const properties = facts.properties.rules.map((r, i) => {
    const action = r.action.startsWith('delete') ? 'delete' : r.action === 'rename' ? 'rename' : undefined;
    if (!action) throw new Error(`${f}: properties.rules[${i}]: unknown action "${r.action}"`);
    if (action === 'rename' && !r.replacement) throw new Error(`${f}: properties.rules[${i}]: rename without replacement`);
    const parentCompatible = /compatible is "([^"]+)"/.exec(r.where)?.[1];
    return { property: r.property, ...(parentCompatible ? { parentCompatible } : {}), action, ...(action === 'rename' ? { to: r.replacement ?? '' } : {}) };
  });
  const rename = facts.encoder.rules.find((r) => r.action === 'rename');
  const append = facts.encoder.rules.find((r) => r.action === 'append node');
  if (!rename?.replacement || !append) throw new Error(`${f}: encoder.rules needs a rename and an append node rule`);
  return {
    passOrder,
    keycodes,
    behaviors: facts.behaviors.rules.map((r) => ({ from: stripRef(r.deprecated), to: stripRef(r.replacement) })),
    headers: facts.headers.rules.map((r) => ({ from: r.deprecated, to: r.replacement })),
    nodeNames: facts.node_names.rules.map((r) => ({ path: r.deprecated_path, name: r.new_node_name })),
    properties: properties as KeymapUpgradeRules['properties'],
    encoder: {
      compatible: facts.encoder.constants.ENCODER_COMPATIBLE,
      defaultResolution: facts.encoder.constants.DEFAULT_RESOLUTION,
      triggersPerRotation: facts.encoder.constants.TRIGGERS_PER_ROTATION,
      from: rename.property,
      to: rename.replacement,
      triggersProperty: append.property,
    },
  };
}

/** Pretty enough to diff, compact enough to ship: one array element per line. */
export function serialize(value: unknown): string {
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => JSON.stringify(v)).join(',\n')}\n]\n`;
  }
  if (value && typeof value === 'object') {
    const data = value as KeycodeData;
    if (Array.isArray(data.groups)) {
      const groups = data.groups
        .map(
          (g) =>
            `{"id":${JSON.stringify(g.id)},"section":${JSON.stringify(g.section)},"keycodes":[\n` +
            g.keycodes.map((k) => JSON.stringify(k)).join(',\n') +
            '\n]}',
        )
        .join(',\n');
      return `{"footnotes":${JSON.stringify(data.footnotes)},\n"groups":[\n${groups}\n]}\n`;
    }
    // Any other object (the upgrader's rule tables): one key per line, one table row per line.
    const entries = Object.entries(value).map(([key, v]) =>
      Array.isArray(v) && v.some((x) => x && typeof x === 'object')
        ? `${JSON.stringify(key)}:[\n${v.map((x) => JSON.stringify(x)).join(',\n')}\n]`
        : `${JSON.stringify(key)}:${JSON.stringify(v)}`,
    );
    return `{\n${entries.join(',\n')}\n}\n`;
  }
  return `${JSON.stringify(value)}\n`;
}

function main(argv: string[]): number {
  const factsArg = argv.indexOf('--facts');
  const factsDir = factsArg >= 0 ? path.resolve(argv[factsArg + 1] ?? '') : path.resolve(repoRoot, '../../shared/facts');
  const check = argv.includes('--check');
  if (!existsSync(factsDir)) {
    console.error(`import-facts: fact directory not found: ${factsDir}`);
    return 1;
  }
  const { files } = buildData(factsDir);
  const outDir = path.join(repoRoot, 'src/data');
  mkdirSync(outDir, { recursive: true });
  let stale = 0;
  for (const [name, value] of Object.entries(files)) {
    const text = serialize(value);
    JSON.parse(text); // sanity: the custom layout is still valid JSON
    const target = path.join(outDir, name);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
    if (current === text) continue;
    if (check) {
      console.error(`import-facts: ${path.relative(repoRoot, target)} is out of date`);
      stale++;
    } else {
      writeFileSync(target, text);
      console.log(`import-facts: wrote ${path.relative(repoRoot, target)} (${text.length} bytes)`);
    }
  }
  return stale ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
