/**
 * Shapes of the generated reference data in `src/data/*.json`.
 *
 * The JSON files are written by `scripts/import-facts.ts` from the fact sheets in
 * `../shared/facts/`; never edit them by hand. Empty strings mean "not stated".
 */

/** One row of a Kconfig option table (`kconfig.json`). */
export interface KconfigRow {
  /** Doc id of the page the row belongs to, e.g. `config/battery`. */
  page: string;
  /** Heading path inside the page, e.g. `Hold-Tap > Kconfig`. */
  section: string;
  option: string;
  type: string;
  default: string;
  /** Own-words explanation. */
  description: string;
  /** Name of the Kconfig `choice` this option is a member of. */
  choice: string;
  /** Option that must be enabled for this one to matter. */
  dependsOn: string;
  /** `ZMK` or `Zephyr`. */
  origin: string;
}

/** One row of a devicetree property table (`devicetree.json`). */
export interface DevicetreeRow {
  page: string;
  section: string;
  /** The node the property lives on: a compatible, `/chosen`, or a child node description. */
  node: string;
  compatible: string;
  property: string;
  type: string;
  default: string;
  /** Unit of the value (physical layout key attributes only). */
  unit: string;
  description: string;
}

export interface BehaviorParam {
  /** Placeholder shown in the binding syntax, e.g. `KEYCODE`. */
  name: string;
  description: string;
}

/** A predefined behavior instance, a macro control or a user-definable compatible (`behaviors.json`). */
export interface BehaviorRow {
  name: string;
  /** `predefined`, `user-defined` or `macro-control`. */
  kind: string;
  /** e.g. `&kp`; empty for user-defined compatibles. */
  instance: string;
  compatible: string;
  /** `#binding-cells` or `#sensor-binding-cells`. */
  cellsProperty: string;
  cells: number;
  params: BehaviorParam[];
  /** dt-bindings header supplying the parameter defines, possibly followed by a note. */
  header: string;
  /** Preset property values of a predefined instance. */
  presets: string;
  /** `central`, `global`, `source` or empty. */
  locality: string;
  /** Absolute route (with anchor) of the configuration reference section, or empty. */
  configLink: string;
  description: string;
}

/** One property of a behavior compatible (`behavior-properties.json`). */
export interface BehaviorPropertyRow {
  compatible: string;
  property: string;
  type: string;
  default: string;
  required: boolean;
  deprecated: boolean;
  /** Allowed values, when the binding restricts them. */
  enum: string[];
  description: string;
}

/** One command/parameter define (`behavior-parameters.json`). */
export interface BehaviorParameterRow {
  usedWith: string;
  header: string;
  define: string;
  argument: string;
  description: string;
}

export interface InputProcessorProperty {
  name: string;
  type: string;
  default: string;
  required: boolean;
  deprecated: boolean;
}

/** A predefined `&zip_*` input processor or a user-definable compatible (`input-processors.json`). */
export interface InputProcessorRow {
  /** e.g. `&zip_xy_scaler`; empty for user-defined compatibles. */
  instance: string;
  kind: string;
  compatible: string;
  cells: number;
  params: BehaviorParam[];
  properties: InputProcessorProperty[];
  /** The `.dtsi` that defines the predefined instance, relative to the include path. */
  include: string;
  description: string;
}

/**
 * One keycode (`keycodes.json`), with short keys to keep the file small:
 * `n` names (primary first, then aliases), `d` description, `os` support flags,
 * `c` usage context label (only when it needs pointing out), `f` footnotes per OS.
 */
export interface KeycodeEntry {
  n: string[];
  d: string;
  /**
   * One character per OS in the order of `OS_LIST` (Windows, Linux, Android, macOS, iOS):
   * `y` supported, `n` not supported, `u` unknown.
   */
  os: string;
  c?: string;
  f?: Partial<Record<OsId, string>>;
}

export interface KeycodeGroup {
  id: string;
  /** Heading path on the list of keycodes page, e.g. `Keyboard > Letters`. */
  section: string;
  keycodes: KeycodeEntry[];
}

export interface KeycodeFootnoteInfo {
  /** Footnote id as used in `f` (e.g. `iosPower`). */
  id: string;
  /** File name of the partial in `docs/keymaps/_footnotes/` without extension. */
  file: string;
}

export interface KeycodeData {
  groups: KeycodeGroup[];
  footnotes: KeycodeFootnoteInfo[];
}

export type OsId = 'windows' | 'linux' | 'android' | 'macos' | 'ios';

export const OS_LIST: ReadonlyArray<{ id: OsId; label: string }> = [
  { id: 'windows', label: 'Windows' },
  { id: 'linux', label: 'Linux' },
  { id: 'android', label: 'Android' },
  { id: 'macos', label: 'macOS' },
  { id: 'ios', label: 'iOS' },
];

/** Where a board's supply voltage comes from: a linear regulator or a switching converter. */
export type PsuType = 'LDO' | 'SWITCHING';

/** A controller board's measured power figures (`power.json` → `boards`). */
export interface PowerBoard {
  key: string;
  /** Name shown in the select list (the key when the facts give none). */
  label: string;
  psuType: PsuType;
  outputVolts: number;
  /** Switching converter efficiency (0..1); absent for an LDO. */
  efficiency?: number;
  psuQuiescentMicroA: number;
  otherQuiescentMicroA: number;
}

/** A display's figures (`power.json` → `displays`). */
export interface PowerDisplay {
  key: string;
  label: string;
  part: string;
  /** Share of time the panel is refreshing (0..1). */
  activeFraction: number;
  activeMicroA: number;
  sleepMicroA: number;
  /** Own-words note on what the figures assume. */
  assumption: string;
}

/** One calculator input as the facts define it (`power.json` → `inputs`). */
export interface PowerInputFact {
  label: string;
  default: string | number | boolean;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  options?: string[];
}

/** The measured figures and constants the Power Profiler model uses (`power.json`). */
export interface PowerFigures {
  /** Extra awake draw per bonded host, not applied to a split peripheral. */
  hostConnectionMicroA: number;
  /** ZMK's own awake draw by role: `idle` steady, `typing` while a key is held. */
  roleMicroA: Record<'standalone' | 'central' | 'peripheral', { idle: number; typing: number }>;
  boards: PowerBoard[];
  underglow: { firmwareOverheadMicroA: number; ledFullOnMicroA: number; ledOffMicroA: number; ledPart: string };
  backlight: { pwmOverheadMicroA: number; forwardVolts: Array<{ color: string; volts: number }> };
  displays: PowerDisplay[];
  battery: {
    monthlySelfDischarge: number;
    daysPerMonth: number;
    averageVolts: number;
    dischargeEfficiency: number;
    dischargeEfficiencyRange: number;
  };
  usage: { typingFraction: number; measurementAccuracy: number };
  inputs: Record<string, PowerInputFact>;
  disclaimer: string;
}
/**
 * The keymap upgrader's rules (`keymap-upgrade.json`), one table per kind, applied in
 * `passOrder`. Written by `scripts/import-facts.ts` from `keymap-upgrade.json` in the facts.
 */
export interface KeymapUpgradeRules {
  passOrder: KeymapUpgradePass[];
  /** Deprecated keycode → its replacement; `to: null` means removed without replacement. */
  keycodes: Array<{ from: string; to: string | null; kind: 'rename' | 'removed' | 'modifier-macro-to-keycode' }>;
  /** Behavior labels without `&`. */
  behaviors: Array<{ from: string; to: string }>;
  /** `#include` paths. */
  headers: Array<{ from: string; to: string }>;
  /** Absolute node path → the node's new name. */
  nodeNames: Array<{ path: string; name: string }>;
  /**
   * Properties to rename or delete; a rule with `parentCompatible` applies only to direct
   * children of a node with that compatible, and takes precedence over one without.
   */
  properties: Array<{ property: string; parentCompatible?: string; action: 'rename' | 'delete'; to?: string }>;
  encoder: {
    compatible: string;
    defaultResolution: number;
    triggersPerRotation: number;
    /** Property renamed on encoder nodes; its value is multiplied by `triggersPerRotation`. */
    from: string;
    to: string;
    /** Set on `&sensors` when a resolution was upgraded and the keymap sets it nowhere. */
    triggersProperty: string;
  };
}

export type KeymapUpgradePass = 'behaviors' | 'encoder-resolution' | 'headers' | 'keycodes' | 'node-names' | 'properties';
