/**
 * The compact hardware aggregate shared by the hardware-metadata plugin (node side) and the
 * HardwareList component (browser side), plus pure helpers to sort and group it.
 *
 * Every type here is derived from the generated `./hardware-metadata` types, so a change to the
 * schema that the components do not follow fails the type check. Nothing here may import node
 * or browser APIs.
 */
import type { Board, HardwareMetadata, Interconnect, Shield } from './hardware-metadata';

/** A metadata document as published in `/hardware-metadata.json`: the YAML fields plus the
 * firmware directory it lives in (e.g. `app/boards/shields/corne`). */
export type HardwareItem = HardwareMetadata & { directory: string };

export type BoardSummary = Pick<
  Board,
  'id' | 'name' | 'url' | 'outputs' | 'features' | 'exposes' | 'siblings'
>;
export type ShieldSummary = Pick<
  Shield,
  'id' | 'name' | 'url' | 'requires' | 'exposes' | 'features' | 'siblings'
>;
export type InterconnectSummary = Pick<
  Interconnect,
  'id' | 'name' | 'url' | 'manufacturer' | 'description' | 'design_guideline' | 'node_labels'
>;

/** The small aggregate pages and components load (`src/data/hardware.json`, and the plugin's
 * `hardware.json` data module). Each list is sorted by name. */
export interface HardwareData {
  boards: BoardSummary[];
  shields: ShieldSummary[];
  interconnects: InterconnectSummary[];
}

export interface InterconnectGroup {
  interconnect: InterconnectSummary;
  /** Controller boards that expose this interconnect. */
  boards: BoardSummary[];
  /** Shields that plug into this interconnect. */
  shields: ShieldSummary[];
}

export interface GroupedHardware {
  /** Boards with keys: complete keyboards with the controller on the same PCB. */
  onboard: BoardSummary[];
  /** One group per interconnect that has a metadata file, in the order of `interconnects`. */
  interconnects: InterconnectGroup[];
  /** Controller boards that expose no interconnect with a metadata file. */
  otherBoards: BoardSummary[];
  /** Shields that require no interconnect with a metadata file (add-ons such as displays). */
  otherShields: ShieldSummary[];
}

/** The aggregate as JSON with one item per line: small, and still readable in a diff. This is
 * the format of `src/data/hardware.json`. */
export function formatHardwareData(data: HardwareData): string {
  const list = (items: readonly unknown[]) => `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]`;
  return `{"boards":${list(data.boards)},\n"shields":${list(data.shields)},\n"interconnects":${list(data.interconnects)}}\n`;
}

/** Locale-independent name order, so server and browser sort the same way. */
export function compareByName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function hasKeys(item: { features?: readonly string[] }): boolean {
  return item.features?.includes('keys') ?? false;
}

/** A keyboard made of several parts (a split), detected from `siblings`. */
export function isSplit(item: { siblings?: readonly string[] }): boolean {
  return (item.siblings?.length ?? 0) > 1;
}

/** A board that only connects over USB (no Bluetooth output). */
export function isUsbOnly(board: { outputs: readonly string[] }): boolean {
  return !board.outputs.includes('ble');
}

function definedOnly<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[key] = v;
  }
  return out as T;
}

/** Reduces full metadata documents to the compact aggregate, each list sorted by name. */
export function summarizeHardware(items: readonly HardwareMetadata[]): HardwareData {
  const data: HardwareData = { boards: [], shields: [], interconnects: [] };
  for (const item of items) {
    switch (item.type) {
      case 'board':
        data.boards.push(
          definedOnly<BoardSummary>({
            id: item.id,
            name: item.name,
            url: item.url,
            outputs: item.outputs,
            features: item.features,
            exposes: item.exposes,
            siblings: item.siblings,
          }),
        );
        break;
      case 'shield':
        data.shields.push(
          definedOnly<ShieldSummary>({
            id: item.id,
            name: item.name,
            url: item.url,
            requires: item.requires,
            exposes: item.exposes,
            features: item.features,
            siblings: item.siblings,
          }),
        );
        break;
      case 'interconnect':
        data.interconnects.push(
          definedOnly<InterconnectSummary>({
            id: item.id,
            name: item.name,
            url: item.url,
            manufacturer: item.manufacturer,
            description: item.description,
            design_guideline: item.design_guideline,
            node_labels: item.node_labels,
          }),
        );
        break;
    }
  }
  data.boards.sort(compareByName);
  data.shields.sort(compareByName);
  data.interconnects.sort(compareByName);
  return data;
}

/**
 * Interconnect display order: the one most shields use first, then by name. Pro Micro, the
 * footprint nearly every shield targets, therefore opens the tab list.
 */
function interconnectOrder(data: HardwareData): InterconnectSummary[] {
  const uses = new Map<string, number>();
  for (const shield of data.shields) {
    for (const id of shield.requires) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const board of data.boards) {
    for (const id of board.exposes ?? []) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  return [...data.interconnects].sort((a, b) => {
    const ua = uses.get(a.id) ?? 0;
    const ub = uses.get(b.id) ?? 0;
    return ua !== ub ? ub - ua : compareByName(a, b);
  });
}

/** Groups the aggregate the way the hardware page shows it. */
export function groupHardware(data: HardwareData): GroupedHardware {
  const known = new Set(data.interconnects.map((i) => i.id));
  const onboard = data.boards.filter(hasKeys);
  const controllers = data.boards.filter((b) => !hasKeys(b));
  const interconnects = interconnectOrder(data).map((interconnect) => ({
    interconnect,
    boards: controllers.filter((b) => b.exposes?.includes(interconnect.id) ?? false),
    shields: data.shields.filter((s) => s.requires.includes(interconnect.id)),
  }));
  return {
    onboard,
    interconnects,
    otherBoards: controllers.filter((b) => !(b.exposes ?? []).some((id) => known.has(id))),
    otherShields: data.shields.filter((s) => !s.requires.some((id) => known.has(id))),
  };
}

/** A keyboard the setup scripts offer: a shield with keys, or a board with keys. */
export interface KeyboardChoice {
  id: string;
  name: string;
  type: 'board' | 'shield';
  /** Parts to build: the siblings of a split, or just the keyboard's own id. */
  parts: string[];
  split: boolean;
  /** Interconnects a shield needs on its controller (empty for boards). */
  requires: string[];
}

/** Keyboards for the setup scripts: shields and boards whose features include `keys`, by name. */
export function keyboardChoices(data: HardwareData): KeyboardChoice[] {
  const boards: KeyboardChoice[] = data.boards.filter(hasKeys).map((b) => ({
    id: b.id,
    name: b.name,
    type: 'board',
    parts: isSplit(b) ? [...(b.siblings ?? [])] : [b.id],
    split: isSplit(b),
    requires: [],
  }));
  const shields: KeyboardChoice[] = data.shields.filter(hasKeys).map((s) => ({
    id: s.id,
    name: s.name,
    type: 'shield',
    parts: isSplit(s) ? [...(s.siblings ?? [])] : [s.id],
    split: isSplit(s),
    requires: [...s.requires],
  }));
  return [...boards, ...shields].sort(compareByName);
}

/** Controller boards (boards without keys that expose an interconnect) that provide every
 * interconnect in `requires`, by name. */
export function compatibleControllers(data: HardwareData, requires: readonly string[]): BoardSummary[] {
  return data.boards
    .filter((b) => !hasKeys(b) && requires.every((id) => b.exposes?.includes(id) ?? false))
    .sort(compareByName);
}
