/**
 * Corrections to the fact sheets in `../shared/facts/` (read-only, not ours to edit).
 *
 * The fact sheets were taken from a mid-2025 snapshot of the ZMK docs; the docs review of
 * issue 33 checked them against the firmware sources (zmkfirmware/zmk, August 2026) and found
 * rows that are wrong or missing. `buildData()` in `scripts/import-facts.ts` applies this list,
 * in order, right after reading each TSV, before anything else looks at the rows.
 *
 * Every entry names the sheet, the row (by its key cells), the column, the value the sheet has
 * now and the value it should have, plus the firmware file and line that shows it. The import
 * fails when a row is not found or its old value differs: a newer fact sheet that already fixed
 * (or changed) a row is then noticed, and the entry can be removed or updated.
 *
 * Column names are those of the TSV header (see `../shared/facts/README.md`). `meaning` and
 * `description` texts are our own words. Paths in `source` are relative to the zmk repository.
 */

/** Cells that identify exactly one row of a sheet, by TSV column name. */
export type RowKey = Readonly<Record<string, string>>;

export type FactSheet =
  | 'kconfig.tsv'
  | 'devicetree.tsv'
  | 'behaviors.tsv'
  | 'behavior-properties.tsv'
  | 'behavior-parameters.tsv'
  | 'input-processors.tsv'
  | 'keycodes.tsv'
  | 'keycode-groups.tsv'
  | 'keycode-footnotes.tsv';

interface CorrectionBase {
  sheet: FactSheet;
  /** Firmware evidence: `path:line` in zmkfirmware/zmk (several separated by `; `). */
  source: string;
  /** Who found it: the group and item of the issue 33 review (its notes are in the issue). */
  reported: string;
}

/** Change one cell of one row. */
export interface SetCorrection extends CorrectionBase {
  kind: 'set';
  row: RowKey;
  field: string;
  old: string;
  new: string;
}

/** Add a row the sheet lacks (after the row `after`, or at the end). Unlisted columns are empty. */
export interface AddCorrection extends CorrectionBase {
  kind: 'add';
  /** Cells that identify the new row; no row of the sheet may have them yet. */
  key: RowKey;
  after?: RowKey;
  values: Readonly<Record<string, string>>;
}

/** Remove a row that should not be there. */
export interface RemoveCorrection extends CorrectionBase {
  kind: 'remove';
  row: RowKey;
}

export type FactCorrection = SetCorrection | AddCorrection | RemoveCorrection;

// Short builders, so each entry below reads as one line of "what, old → new, why".
type Meta = { source: string; reported: string };
const set =
  (sheet: FactSheet) =>
  (row: RowKey, field: string, old: string, value: string, meta: Meta): SetCorrection => ({ sheet, kind: 'set', row, field, old, new: value, ...meta });
const add =
  (sheet: FactSheet) =>
  (key: RowKey, after: RowKey | undefined, values: Record<string, string>, meta: Meta): AddCorrection => ({
    sheet,
    kind: 'add',
    key,
    ...(after ? { after } : {}),
    values: { ...key, ...values },
    ...meta,
  });

const kconfig = set('kconfig.tsv');
const addKconfig = add('kconfig.tsv');
const devicetree = set('devicetree.tsv');
const addDevicetree = add('devicetree.tsv');
const behavior = set('behaviors.tsv');
const property = set('behavior-properties.tsv');
const addProperty = add('behavior-properties.tsv');
const parameter = set('behavior-parameters.tsv');
const addParameter = add('behavior-parameters.tsv');
const keycode = set('keycodes.tsv');
const addFootnote = add('keycode-footnotes.tsv');

/** A Kconfig row by page and option (the same option may appear on two pages). */
const opt = (page: string, option: string): RowKey => ({ page: `config/${page}.md`, option });
/** A devicetree row by page, section and property (plus compatible where a section has two nodes). */
const dt = (page: string, section: string, prop: string, compatible?: string): RowKey => ({
  page: `config/${page}.md`,
  section,
  property: prop,
  ...(compatible ? { compatible } : {}),
});
const prop = (compatible: string, name: string): RowKey => ({ compatible, property: name });
const inst = (instance: string): RowKey => ({ instance });
const kc = (primary: string): RowKey => ({ primary_name: primary });

const HID_JS = 'docs/src/data/hid.js';
const OWN_THREAD = 'CONFIG_EC11_TRIGGER_OWN_THREAD';
const BUILT_IN_SCREEN_DEFAULT = 'y with the built-in status screen (implied)';

export const FACT_CORRECTIONS: readonly FactCorrection[] = [
  // ───────────────────────────── kconfig.tsv ─────────────────────────────
  // kscan: ZMK has no CONFIG_ZMK_KSCAN_INIT_PRIORITY any more; its drivers use Zephyr's option.
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY'), 'default', '40', '90', {
    source: 'app/Kconfig:542 (comment: the default kscan init priority is 90); Zephyr drivers/kscan/Kconfig (KSCAN_INIT_PRIORITY, default 90)',
    reported: 'g4-config #1',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY'), 'origin', 'ZMK', 'Zephyr', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:536; kscan_gpio_direct.c:414; kscan_gpio_charlieplex.c:468 (all pass CONFIG_KSCAN_INIT_PRIORITY)',
    reported: 'g4-config #1',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY'), 'defined_in', 'app/Kconfig app/module/drivers/kscan/Kconfig', '(Zephyr)', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:536 (no ZMK_KSCAN_INIT_PRIORITY symbol in app/module/drivers/kscan/Kconfig or app/Kconfig)',
    reported: 'g4-config #1',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY'), 'meaning', 'Init ordering priority for key-scan drivers', 'Zephyr setting: init ordering priority of the key-scan drivers, ZMK’s own drivers included', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:536',
    reported: 'g4-config #1',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY'), 'option', 'CONFIG_ZMK_KSCAN_INIT_PRIORITY', 'CONFIG_KSCAN_INIT_PRIORITY', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:536; kscan_gpio_direct.c:414; kscan_gpio_demux.c:206; kscan_gpio_charlieplex.c:468',
    reported: 'g4-config #1',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_DEBOUNCE_PRESS_MS'), 'meaning', 'Global press debounce in ms; values besides -1 take precedence over per-driver devicetree debounce', 'Global press debounce in ms; any value other than -1 replaces debounce-press-ms of the direct, matrix and charlieplex drivers (the demux driver ignores it)', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:34-35; kscan_gpio_direct.c:24-25; kscan_gpio_charlieplex.c:26-27; kscan_gpio_demux.c:24 (uses only debounce-period)',
    reported: 'g4-config #2',
  }),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_DEBOUNCE_RELEASE_MS'), 'meaning', 'Global release debounce in ms; values besides -1 take precedence over per-driver devicetree debounce', 'Global release debounce in ms; any value other than -1 replaces debounce-release-ms of the direct, matrix and charlieplex drivers (the demux driver ignores it)', {
    source: 'app/module/drivers/kscan/kscan_gpio_matrix.c:41-42; kscan_gpio_demux.c:24',
    reported: 'g4-config #2',
  }),
  ...(
    [
      ['CONFIG_ZMK_KSCAN_MATRIX_WAIT_BEFORE_INPUTS', 'Ticks to pause after driving an output before sampling inputs (matrix)', 'Microseconds to busy-wait after driving an output before sampling inputs (matrix)', 'app/module/drivers/kscan/kscan_gpio_matrix.c:232-233 (k_busy_wait takes microseconds)'],
      ['CONFIG_ZMK_KSCAN_MATRIX_WAIT_BETWEEN_OUTPUTS', 'Ticks to pause between successive outputs so lines can settle (matrix)', 'Microseconds to busy-wait between successive outputs so lines can settle (matrix)', 'app/module/drivers/kscan/kscan_gpio_matrix.c:257-258 (k_busy_wait takes microseconds)'],
      ['CONFIG_ZMK_KSCAN_CHARLIEPLEX_WAIT_BEFORE_INPUTS', 'Ticks to pause after driving an output before sampling inputs (charlieplex)', 'Microseconds to busy-wait after driving an output before sampling inputs (charlieplex)', 'app/module/drivers/kscan/kscan_gpio_charlieplex.c:269-270 (k_busy_wait takes microseconds)'],
      ['CONFIG_ZMK_KSCAN_CHARLIEPLEX_WAIT_BETWEEN_OUTPUTS', 'Ticks to pause between successive outputs so lines can settle (charlieplex)', 'Microseconds to busy-wait between successive outputs so lines can settle (charlieplex)', 'app/module/drivers/kscan/kscan_gpio_charlieplex.c:299-300 (k_busy_wait takes microseconds)'],
    ] as const
  ).flatMap(([option, oldMeaning, newMeaning, source]) => [
    kconfig(opt('kscan', option), 'type', 'int (ticks)', 'int (µs)', { source, reported: 'g4-config #3; g8-hw-b' }),
    kconfig(opt('kscan', option), 'meaning', oldMeaning, newMeaning, { source, reported: 'g4-config #3; g8-hw-b' }),
  ]),
  kconfig(opt('kscan', 'CONFIG_ZMK_KSCAN_MATRIX_WAIT_BETWEEN_OUTPUTS'), 'default', '0', '0; 1 on RP2040/RP2350', {
    source: 'app/module/drivers/kscan/Kconfig:62-65',
    reported: 'g4-config #4; g8-hw-b',
  }),
  // system
  kconfig(opt('system', 'CONFIG_ZMK_USB_INIT_PRIORITY'), 'default', '50', '96', { source: 'app/Kconfig:495-497', reported: 'g4-config #5' }),
  ...['CONFIG_BT_MAX_CONN', 'CONFIG_BT_MAX_PAIRED'].map((option) =>
    kconfig(opt('system', option), 'default', '5', '5; 6 on a BLE split central, 1 on a BLE split peripheral', {
      source: 'app/src/split/bluetooth/Kconfig.defaults:16-20, 27-33; app/src/split/bluetooth/Kconfig:79, 93-97',
      reported: 'g4-config #6; g5-features #8; g8-hw-b',
    }),
  ),
  kconfig(opt('system', 'CONFIG_HEAP_MEM_POOL_SIZE'), 'default', '8192', '', {
    source: 'no HEAP_MEM_POOL_SIZE default in app/Kconfig, app/Kconfig.defaults or app/src/**/Kconfig; only board overrides such as app/boards/lowprokb/corneish_zen/Kconfig.defconfig:61-62',
    reported: 'g4-config #7',
  }),
  kconfig(opt('system', 'CONFIG_HEAP_MEM_POOL_SIZE'), 'meaning', 'Zephyr heap size in bytes', 'Zephyr heap size in bytes; ZMK sets no default of its own, so Zephyr’s or the board’s value applies', {
    source: 'app/boards/lowprokb/corneish_zen/Kconfig.defconfig:61-62',
    reported: 'g4-config #7',
  }),
  kconfig(opt('system', 'CONFIG_BT_BAS'), 'default', 'y', 'y with ZMK_BATTERY_REPORTING (implied)', {
    source: 'app/Kconfig:379-383 (imply BT_BAS if ZMK_BLE)',
    reported: 'g4-config #8',
  }),
  kconfig(opt('system', 'CONFIG_ZMK_LOG_LEVEL'), 'default', '4', '4 (unless ZMK_LOGGING_MINIMAL)', { source: 'app/Kconfig:549-557', reported: 'g4-config #9' }),
  // split
  kconfig(opt('split', 'CONFIG_ZMK_SPLIT_WIRED'), 'default', 'y when no BLE split and a wired-split devicetree node exists', 'y when an enabled zmk,wired-split node exists', {
    source: 'app/src/split/Kconfig:19-22',
    reported: 'g4-config #10; g5-features #5',
  }),
  kconfig(opt('split', 'CONFIG_ZMK_SPLIT_WIRED_UART_MODE_ASYNC'), 'default', 'y when UART driver supports async (not nRF52, known bugs)', 'y when the UART supports async mode (first available member of the choice)', {
    source: 'app/src/split/wired/Kconfig:11-19 (depends only on SERIAL_SUPPORT_ASYNC; nRF52 is named in a comment only)',
    reported: 'g4-config #11',
  }),
  kconfig(opt('split', 'CONFIG_ZMK_SPLIT_BLE'), 'depends_on_in_docs', '', 'CONFIG_ZMK_BLE', { source: 'app/src/split/Kconfig:12-15', reported: 'g4-config #12' }),
  ...['CONFIG_ZMK_SPLIT_BLE_CENTRAL_BATTERY_LEVEL_PROXY', 'CONFIG_ZMK_SPLIT_BLE_CENTRAL_BATTERY_LEVEL_QUEUE_SIZE'].map((option) =>
    kconfig(opt('split', option), 'depends_on_in_docs', '', 'CONFIG_ZMK_SPLIT_BLE_CENTRAL_BATTERY_LEVEL_FETCHING', {
      source: 'app/src/split/bluetooth/Kconfig:39-51',
      reported: 'g4-config #12',
    }),
  ),
  addKconfig({ page: 'config/split.md', option: 'CONFIG_ZMK_SPLIT_BLE_PRIORITY' }, opt('split', 'CONFIG_ZMK_SPLIT_BLE'), {
    section: 'Kconfig > Bluetooth Splits',
    type: 'int',
    default: '1',
    depends_on_in_docs: 'CONFIG_ZMK_SPLIT_BLE',
    origin: 'ZMK',
    defined_in: 'app/src/split/bluetooth/Kconfig',
    meaning: 'Rank of the Bluetooth split transport; when more than one transport is available, the central uses the lowest number',
  }, { source: 'app/src/split/bluetooth/Kconfig:8-11; app/src/split/bluetooth/Kconfig.defaults:8-9; app/src/split/central.c:166-172', reported: 'g4-config #30 (optional)' }),
  ...(
    [
      ['CONFIG_ZMK_SPLIT_WIRED_PRIORITY', '0', 'Rank of the wired split transport; when more than one transport is available, the central uses the lowest number', 'app/src/split/wired/Kconfig:6-9; app/src/split/wired/Kconfig.defaults:6-7; app/src/split/central.c:166-172'],
      ['CONFIG_ZMK_SPLIT_WIRED_CMD_BUFFER_ITEMS', '4', 'How many commands from the central the wired link can buffer', 'app/src/split/wired/Kconfig:45-46; app/src/split/wired/Kconfig.defaults:9-10'],
      ['CONFIG_ZMK_SPLIT_WIRED_EVENT_BUFFER_ITEMS', '16', 'How many events from peripherals the wired link can buffer', 'app/src/split/wired/Kconfig:48-49; app/src/split/wired/Kconfig.defaults:12-13'],
      ['CONFIG_ZMK_SPLIT_WIRED_HALF_DUPLEX_RX_TIMEOUT', '15', 'Half-duplex links: milliseconds the central waits for any answer after polling a peripheral', 'app/src/split/wired/Kconfig:51-52; app/src/split/wired/Kconfig.defaults:31-32'],
      ['CONFIG_ZMK_SPLIT_WIRED_HALF_DUPLEX_RX_COMPLETE_TIMEOUT', '20', 'Half-duplex links: ticks the central waits for the rest of an answer once data has started to arrive', 'app/src/split/wired/Kconfig:54-55; app/src/split/wired/Kconfig.defaults:34-35'],
    ] as const
  ).map(([option, dflt, meaning, source], i, all) =>
    addKconfig({ page: 'config/split.md', option }, opt('split', i === 0 ? 'CONFIG_ZMK_SPLIT_WIRED_UART_MODE_POLLING' : all[i - 1][0]), {
      section: 'Kconfig > Wired Splits',
      type: 'int',
      default: dflt,
      depends_on_in_docs: 'CONFIG_ZMK_SPLIT_WIRED',
      origin: 'ZMK',
      defined_in: 'app/src/split/wired/Kconfig',
      meaning,
    }, { source, reported: 'g4-config #30 (optional)' }),
  ),
  // encoders
  kconfig(opt('encoders', 'CONFIG_EC11'), 'default', 'n', 'y when an enabled alps,ec11 node exists', {
    source: 'app/module/drivers/sensor/ec11/Kconfig:4-7',
    reported: 'g4-config #13; g5-features #6',
  }),
  kconfig(opt('encoders', 'CONFIG_EC11_TRIGGER_NONE'), 'default', '', 'y (choice default)', {
    source: 'app/module/drivers/sensor/ec11/Kconfig:14-16',
    reported: 'g4-config #14; g5-features #6',
  }),
  kconfig(opt('encoders', 'CONFIG_EC11_THREAD_PRIORITY'), 'depends_on_in_docs', '', OWN_THREAD, { source: 'app/module/drivers/sensor/ec11/Kconfig:38-40', reported: 'g4-config #15' }),
  kconfig(opt('encoders', 'CONFIG_EC11_THREAD_STACK_SIZE'), 'depends_on_in_docs', '', OWN_THREAD, { source: 'app/module/drivers/sensor/ec11/Kconfig:45-47', reported: 'g4-config #15' }),
  // displays
  kconfig(opt('displays', 'CONFIG_ZMK_DISPLAY_DEDICATED_THREAD_STACK_SIZE'), 'default', '2048', '3072', {
    source: 'app/src/display/Kconfig:65-67',
    reported: 'g4-config #16; g5-features #4',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_LAYER_STATUS'), 'default', 'y', BUILT_IN_SCREEN_DEFAULT, {
    source: 'app/src/display/Kconfig:42 (imply ZMK_WIDGET_LAYER_STATUS); app/src/display/widgets/Kconfig:6-9 (no default of its own)',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_LAYER_STATUS'), 'meaning', 'Show the topmost active layer on the status screen', 'Show the topmost active layer on the status screen (not available on split peripherals)', {
    source: 'app/src/display/widgets/Kconfig:8',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_BATTERY_STATUS'), 'default', 'y', BUILT_IN_SCREEN_DEFAULT, {
    source: 'app/src/display/Kconfig:43; app/src/display/widgets/Kconfig:11-14',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_BATTERY_STATUS'), 'depends_on_in_docs', '', 'CONFIG_ZMK_BATTERY_REPORTING', {
    source: 'app/src/display/widgets/Kconfig:13',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_OUTPUT_STATUS'), 'default', 'y', BUILT_IN_SCREEN_DEFAULT, {
    source: 'app/src/display/Kconfig:44; app/src/display/widgets/Kconfig:23-26',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_OUTPUT_STATUS'), 'meaning', 'Show active output endpoint (USB or BLE) on the status screen', 'Show active output endpoint (USB or BLE) on the status screen (needs Bluetooth; not on BLE split peripherals)', {
    source: 'app/src/display/widgets/Kconfig:25',
    reported: 'g4-config #17',
  }),
  addKconfig({ page: 'config/displays.md', option: 'CONFIG_ZMK_WIDGET_PERIPHERAL_STATUS' }, opt('displays', 'CONFIG_ZMK_WIDGET_OUTPUT_STATUS'), {
    section: 'Kconfig',
    type: 'bool',
    default: BUILT_IN_SCREEN_DEFAULT,
    origin: 'ZMK',
    defined_in: 'app/src/display/Kconfig app/src/display/widgets/Kconfig',
    meaning: 'Show whether a BLE split peripheral is connected to its central, on the peripheral’s status screen',
  }, { source: 'app/src/display/widgets/Kconfig:28-31; app/src/display/Kconfig:45', reported: 'g4-config #18' }),
  kconfig(opt('displays', 'CONFIG_ZMK_WIDGET_WPM_STATUS'), 'meaning', 'Show typing speed (words per minute) on the status screen', 'Show typing speed (words per minute) on the status screen (not available on split peripherals)', {
    source: 'app/src/display/widgets/Kconfig:33-37',
    reported: 'g4-config #17',
  }),
  kconfig(opt('displays', 'CONFIG_ZMK_DISPLAY_INVERT'), 'depends_on_in_docs', '', 'CONFIG_LV_USE_THEME_MONO', { source: 'app/src/display/Kconfig:20-22', reported: 'g4-config #19' }),
  // lighting
  kconfig(opt('lighting', 'CONFIG_ZMK_RGB_UNDERGLOW_BRT_START'), 'default', '100', 'CONFIG_ZMK_RGB_UNDERGLOW_BRT_MAX', { source: 'app/Kconfig.defaults:80-81', reported: 'g4-config #20' }),
  kconfig(opt('lighting', 'CONFIG_ZMK_RGB_UNDERGLOW_BRT_MIN'), 'meaning', 'Lowest brightness percentage allowed (0-100)', 'LED brightness (%) that a brightness setting of 0 maps to; settings in between are scaled up to BRT_MAX (the breathe effect scales from 0 instead)', {
    source: 'app/src/rgb_underglow.c:73-77, 79-82, 135, 144',
    reported: 'g4-config #21',
  }),
  kconfig(opt('lighting', 'CONFIG_ZMK_RGB_UNDERGLOW_BRT_MAX'), 'meaning', 'Highest brightness percentage allowed (0-100)', 'LED brightness (%) that a brightness setting of 100 maps to', {
    source: 'app/src/rgb_underglow.c:73-82',
    reported: 'g4-config #21',
  }),
  kconfig(opt('lighting', 'CONFIG_ZMK_RGB_UNDERGLOW_AUTO_OFF_USB'), 'depends_on_in_docs', '', 'CONFIG_USB_DEVICE_STACK', { source: 'app/Kconfig:342-344', reported: 'g4-config #22' }),
  // battery
  kconfig(opt('battery', 'CONFIG_ZMK_BATTERY_REPORTING'), 'default', 'n', 'y when ZMK_BLE is enabled (implied), else n', {
    source: 'app/Kconfig:170 (ZMK_BLE: imply ZMK_BATTERY_REPORTING if !ARCH_POSIX)',
    reported: 'g4-config #23; g5-features #7',
  }),
  addKconfig({ page: 'config/battery.md', option: 'CONFIG_ZMK_BATTERY_REPORTING_FETCH_MODE_STATE_OF_CHARGE' }, opt('battery', 'CONFIG_ZMK_BATTERY_REPORT_INTERVAL'), {
    section: 'Kconfig',
    type: 'bool (choice member)',
    default: 'y (first option used when none set)',
    choice_group: 'battery reporting fetch mode',
    depends_on_in_docs: 'CONFIG_ZMK_BATTERY_REPORTING',
    origin: 'ZMK',
    defined_in: 'app/Kconfig',
    meaning: 'Choice: take the charge percentage straight from the battery sensor driver',
  }, { source: 'app/Kconfig:387-391; app/src/battery.c:57-70', reported: 'g4-config #24' }),
  addKconfig({ page: 'config/battery.md', option: 'CONFIG_ZMK_BATTERY_REPORTING_FETCH_MODE_LITHIUM_VOLTAGE' }, opt('battery', 'CONFIG_ZMK_BATTERY_REPORTING_FETCH_MODE_STATE_OF_CHARGE'), {
    section: 'Kconfig',
    type: 'bool (choice member)',
    default: 'n',
    choice_group: 'battery reporting fetch mode',
    depends_on_in_docs: 'CONFIG_ZMK_BATTERY_REPORTING',
    origin: 'ZMK',
    defined_in: 'app/Kconfig',
    meaning: 'Choice: read the battery voltage and estimate the percentage with ZMK’s lithium-ion curve, for sensors that only measure voltage',
  }, { source: 'app/Kconfig:387-388, 393-394; app/src/battery.c:37-51, 71-87', reported: 'g4-config #24' }),
  // studio
  kconfig(opt('studio', 'CONFIG_ZMK_STUDIO_LOCK_IDLE_TIMEOUT_SEC'), 'default', '500', '600', {
    source: 'app/src/studio/Kconfig:22-24',
    reported: 'g2-behaviors-b #6; g4-config #25; g5-features #2',
  }),
  kconfig(opt('studio', 'CONFIG_ZMK_STUDIO_RPC_THREAD_STACK_SIZE'), 'default', '1800', '4096', {
    source: 'app/src/studio/Kconfig:100-102',
    reported: 'g4-config #26; g5-features #3',
  }),
  kconfig(opt('studio', 'CONFIG_ZMK_STUDIO_LOCKING'), 'default', 'y', 'y (implied by ZMK_STUDIO_RPC)', {
    source: 'app/src/studio/Kconfig:17-18 (no default), :32-39 (ZMK_STUDIO_RPC: imply ZMK_STUDIO_LOCKING if !ARCH_POSIX)',
    reported: 'g4-config #27',
  }),
  kconfig(opt('studio', 'CONFIG_ZMK_KEYMAP_LAYER_NAME_MAX_LEN'), 'meaning', 'Longest allowed layer display name (characters)', 'Size of the buffer for each layer name, the terminating NUL included, so names can be one character shorter', {
    source: 'app/src/keymap.c:87, 427-431',
    reported: 'g4-config #28',
  }),
  kconfig(opt('studio', 'CONFIG_ZMK_KEYMAP_LAYER_NAME_MAX_LEN'), 'depends_on_in_docs', '', 'CONFIG_ZMK_KEYMAP_SETTINGS_STORAGE', {
    source: 'app/Kconfig:270-276',
    reported: 'g4-config #28',
  }),
  addKconfig({ page: 'config/studio.md', option: 'CONFIG_ZMK_STUDIO_TRANSPORT_UART' }, opt('studio', 'CONFIG_ZMK_STUDIO_LOCK_ON_DISCONNECT'), {
    section: 'Kconfig > Transport/Protocol Details',
    type: 'bool',
    default: 'y when the zmk,studio-rpc-uart chosen node is set',
    origin: 'ZMK',
    defined_in: 'app/src/studio/Kconfig',
    meaning: 'Offer Studio over the serial port named by the zmk,studio-rpc-uart chosen node',
  }, { source: 'app/src/studio/Kconfig:54-60', reported: 'g4-config #29 (optional)' }),
  addKconfig({ page: 'config/studio.md', option: 'CONFIG_ZMK_STUDIO_TRANSPORT_BLE' }, opt('studio', 'CONFIG_ZMK_STUDIO_TRANSPORT_UART'), {
    section: 'Kconfig > Transport/Protocol Details',
    type: 'bool',
    default: 'y',
    depends_on_in_docs: 'CONFIG_ZMK_BLE',
    origin: 'ZMK',
    defined_in: 'app/src/studio/Kconfig',
    meaning: 'Offer Studio over Bluetooth (a GATT service)',
  }, { source: 'app/src/studio/Kconfig:76-81', reported: 'g4-config #29 (optional)' }),
  // pointing
  addKconfig({ page: 'config/pointing.md', option: 'CONFIG_ZMK_INPUT_PROCESSOR_TEMP_LAYER_MAX_ACTION_EVENTS' }, opt('pointing', 'CONFIG_INPUT_THREAD_STACK_SIZE'), {
    section: 'Kconfig > Advanced Settings',
    type: 'int',
    default: '4',
    depends_on_in_docs: 'CONFIG_ZMK_INPUT_PROCESSOR_TEMP_LAYER',
    origin: 'ZMK',
    defined_in: 'app/src/pointing/Kconfig',
    meaning: 'How many layer on/off actions of the temporary-layer input processor can wait in its queue',
  }, { source: 'app/src/pointing/Kconfig:43-46; app/src/pointing/input_processor_temp_layer.c:88-89', reported: 'g3-keymaps #2 (suggestion)' }),

  // ──────────────────────────── devicetree.tsv ───────────────────────────
  // behaviors page
  devicetree(dt('behaviors', 'Sticky Key > Devicetree', 'ignore-modifiers'), 'default', 'true', 'false', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sticky-key.yaml:21-22 (boolean, unset by default); app/dts/behaviors/sticky_key.dtsi:19 (&sk sets it), :25-32 (&sl does not)',
    reported: 'g1-behaviors-a #1',
  }),
  devicetree(dt('behaviors', 'Sticky Key > Devicetree', 'ignore-modifiers'), 'meaning', 'Pressing a modifier does not consume/cancel the sticky key', 'Pressing a modifier does not consume/cancel the sticky key; off unless set (&sk sets it, &sl does not)', {
    source: 'app/dts/behaviors/sticky_key.dtsi:19, 25-32',
    reported: 'g1-behaviors-a #1',
  }),
  devicetree(dt('behaviors', 'Sticky Key > Devicetree', 'release-after-ms'), 'default', '1000', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sticky-key.yaml:14-16 (required, no default); app/dts/behaviors/sticky_key.dtsi:17, 28',
    reported: 'g1-behaviors-a #2',
  }),
  devicetree(dt('behaviors', 'Sticky Key > Devicetree', 'release-after-ms'), 'meaning', 'Auto-release after this many ms if nothing else is pressed', 'Required. Auto-release after this many ms if nothing else is pressed (&sk and &sl use 1000)', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sticky-key.yaml:14-16; app/dts/behaviors/sticky_key.dtsi:17, 28',
    reported: 'g1-behaviors-a #2',
  }),
  devicetree(dt('behaviors', 'Sensor Rotation > Devicetree', 'bindings', 'zmk,behavior-sensor-rotate'), 'type', 'phandles', 'phandle-array', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sensor-rotate.yaml:17-18',
    reported: 'g1-behaviors-a #3',
  }),
  devicetree(dt('behaviors', 'Sensor Rotation > Devicetree', 'bindings', 'zmk,behavior-sensor-rotate-var'), 'type', 'phandle array', 'phandles', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sensor-rotate-var.yaml:17-18',
    reported: 'g1-behaviors-a #4',
  }),
  devicetree(dt('behaviors', 'Two Axis Input > Devicetree', 'time-to-max-speed-ms'), 'default', '0', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-input-two-axis.yaml:23-25 (required, no default)',
    reported: 'g1-behaviors-a #5',
  }),
  devicetree(dt('behaviors', 'Two Axis Input > Devicetree', 'time-to-max-speed-ms'), 'meaning', 'Ms of acceleration needed to reach the maximum speed', 'Required. Ms of acceleration needed to reach the maximum speed', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-input-two-axis.yaml:23-25',
    reported: 'g1-behaviors-a #5',
  }),
  devicetree(dt('behaviors', 'Key Toggle > Devicetree', 'toggle-mode'), 'type', '', 'string', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-key-toggle.yaml:11-12',
    reported: 'g1-behaviors-a #7',
  }),
  ...['#binding-cells', 'toggle-mode'].map((name) =>
    devicetree(dt('behaviors', 'Layer Toggle > Devicetree', name), 'node', 'compatible "zmk,behavior-layer-toggle" as printed in docs (binding file uses "zmk,behavior-toggle-layer")', 'compatible "zmk,behavior-toggle-layer"', {
      source: 'app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml:6; app/dts/behaviors/toggle_layer.dtsi:15',
      reported: 'g1-behaviors-a #8',
    }),
  ),
  devicetree(dt('behaviors', 'Layer Toggle > Devicetree', 'toggle-mode'), 'type', '', 'string', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml:11-12',
    reported: 'g1-behaviors-a #8',
  }),
  addDevicetree(dt('behaviors', 'Layer Toggle > Devicetree', 'locking'), dt('behaviors', 'Layer Toggle > Devicetree', 'toggle-mode'), {
    node: 'compatible "zmk,behavior-toggle-layer"',
    compatible: 'zmk,behavior-toggle-layer',
    type: 'bool',
    default: 'false',
    binding_yaml: 'app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml',
    binding_in_snapshot: 'yes',
    binding_type: 'boolean',
    binding_required: 'no',
    meaning: 'Lock the layer when turning it on, so behaviors without locking cannot turn it off (&tog sets it)',
  }, { source: 'app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml:18-20; app/dts/behaviors/toggle_layer.dtsi:18; app/src/keymap.c:134-155', reported: 'g1-behaviors-a #9; g2-behaviors-b #1' }),
  addDevicetree(dt('behaviors', 'Mod-Morph > Devicetree', 'keep-mods'), dt('behaviors', 'Mod-Morph > Devicetree', 'mods'), {
    node: 'compatible "zmk,behavior-mod-morph"',
    compatible: 'zmk,behavior-mod-morph',
    type: 'int',
    binding_yaml: 'app/dts/bindings/behaviors/zmk,behavior-mod-morph.yaml',
    binding_in_snapshot: 'yes',
    binding_type: 'int',
    binding_required: 'no',
    meaning: 'Modifiers from mods that stay in the report while the morphed binding runs (when left out, all of mods are masked)',
  }, { source: 'app/dts/bindings/behaviors/zmk,behavior-mod-morph.yaml:17-19; app/src/behaviors/behavior_mod_morph.c:97-98', reported: 'g1-behaviors-a #10' }),
  devicetree(dt('behaviors', 'Caps Word > Devicetree', 'continue-list'), 'default', '<UNDERSCORE BACKSPACE DELETE>', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-caps-word.yaml:11-13 (required, no default); app/dts/behaviors/caps_word.dtsi:18',
    reported: 'g1-behaviors-a #11',
  }),
  devicetree(dt('behaviors', 'Caps Word > Devicetree', 'continue-list'), 'meaning', 'Keycodes that keep caps word active (letters and digits always do)', 'Required. Keycodes that keep caps word active (letters and digits always do); &caps_word uses <UNDERSCORE BACKSPACE DELETE>', {
    source: 'app/dts/behaviors/caps_word.dtsi:18',
    reported: 'g1-behaviors-a #11',
  }),
  devicetree(dt('behaviors', 'Key Repeat > Devicetree', 'usage-pages'), 'default', '<HID_USAGE_KEY>', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-key-repeat.yaml:11-13 (required, no default); app/dts/behaviors/key_repeat.dtsi:18',
    reported: 'g1-behaviors-a #12',
  }),
  devicetree(dt('behaviors', 'Key Repeat > Devicetree', 'usage-pages'), 'meaning', 'HID usage pages whose last keycode is remembered for repeating', 'Required. HID usage pages whose last keycode is remembered for repeating; &key_repeat uses <HID_USAGE_KEY>', {
    source: 'app/dts/behaviors/key_repeat.dtsi:18',
    reported: 'g1-behaviors-a #12',
  }),
  // hold-tap texts, shared with behavior-properties.tsv below
  devicetree(dt('behaviors', 'Hold-Tap > Devicetree', 'tapping-term-ms'), 'meaning', 'Press duration (ms) after which the key counts as held', 'Press duration (ms) after which the key counts as held; there is no default, so every hold-tap must set it', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-hold-tap.yaml:14-15; app/src/behaviors/behavior_hold_tap.c:862',
    reported: 'g1-behaviors-a #19',
  }),
  devicetree(dt('behaviors', 'Hold-Tap > Devicetree', 'quick-tap-ms'), 'meaning', 'If re-pressed within this many ms of a tap, always taps (even if held)', 'If pressed again within this many ms of the previous tap’s press, always taps (even if held)', {
    source: 'app/src/behaviors/behavior_hold_tap.c:139-151',
    reported: 'g1-behaviors-a #18',
  }),
  devicetree(dt('behaviors', 'Hold-Tap > Devicetree', 'retro-tap'), 'meaning', 'On release with no other key pressed in between, send the tap action', 'When the tapping term ran out and no other key was used, releasing sends the tap; the hold is pressed only once another key is used', {
    source: 'app/src/behaviors/behavior_hold_tap.c:461-464, 577-604',
    reported: 'g1-behaviors-a #17',
  }),
  devicetree(dt('behaviors', 'Hold-Tap > Devicetree', 'hold-trigger-key-positions'), 'meaning', 'Zero-based key positions allowed to trigger a hold; other keys pressed during the term force a tap', 'Zero-based key positions allowed to trigger a hold; when the first other key pressed is not listed, a hold decision becomes a tap', {
    source: 'app/src/behaviors/behavior_hold_tap.c:495-526',
    reported: 'g1-behaviors-a #20',
  }),
  // combos
  devicetree(dt('combos', 'Devicetree', 'layers'), 'default', '<-1>', '', {
    source: 'app/dts/bindings/zmk,combos.yaml:26-27 (no default); app/src/combo.c:71-73, 87, 151-155 (no layers → every layer)',
    reported: 'g3-keymaps #1',
  }),
  devicetree(dt('combos', 'Devicetree', 'layers'), 'meaning', 'Layers where the combo is active; -1 means every layer', 'Layers where the combo is active; leave it out for every layer', {
    source: 'app/src/combo.c:151-155',
    reported: 'g3-keymaps #1',
  }),
  // keymap
  addDevicetree(dt('keymap', 'Keymap Sensors > Devicetree', 'triggers-per-rotation'), dt('keymap', 'Keymap Sensors > Devicetree', 'sensors'), {
    node: 'compatible "zmk,keymap-sensors"',
    compatible: 'zmk,keymap-sensors',
    type: 'int',
    default: 'CONFIG_ZMK_KEYMAP_SENSORS_DEFAULT_TRIGGERS_PER_ROTATION',
    binding_yaml: 'app/dts/bindings/zmk,keymap-sensors.yaml',
    binding_in_snapshot: 'yes',
    binding_type: 'int',
    binding_required: 'no',
    meaning: 'How many times the bound behavior fires per full turn, for every sensor; a per-sensor child node can override it',
  }, { source: 'app/dts/bindings/zmk,keymap-sensors.yaml:13-22; app/src/sensors.c:36-44', reported: 'g3-keymaps #3 (suggestion)' }),
  // encoders
  devicetree(dt('encoders', 'EC11 Encoders > Devicetree > Keymap sensor config', 'triggers-per-rotation'), 'default', '', 'CONFIG_ZMK_KEYMAP_SENSORS_DEFAULT_TRIGGERS_PER_ROTATION', {
    source: 'app/src/sensors.c:36-44; app/Kconfig:696-703 (default 20)',
    reported: 'g4-config #40',
  }),
  // kscan
  devicetree(dt('kscan', 'Charlieplex Driver > Devicetree', 'poll-period-ms'), 'default', '10', '1', {
    source: 'app/module/dts/bindings/kscan/zmk,kscan-gpio-charlieplex.yaml:28-31',
    reported: 'g4-config #31',
  }),
  devicetree(dt('kscan', 'Charlieplex Driver > Devicetree', 'gpios'), 'meaning', 'Ordered list of pins, each used as both driver and sense', 'Required. Ordered list of pins, each used as both driver and sense', {
    source: 'app/module/dts/bindings/kscan/zmk,kscan-gpio-charlieplex.yaml:11-13',
    reported: 'g4-config #32',
  }),
  devicetree(dt('kscan', 'Direct GPIO Driver > Devicetree', 'input-gpios'), 'meaning', 'One pin (or gpio-key reference) per switch', 'One pin per switch (or use input-keys instead)', {
    source: 'app/module/dts/bindings/kscan/zmk,kscan-gpio-direct.yaml:11-17; app/module/drivers/kscan/kscan_gpio_direct.c:44-52',
    reported: 'g4-config #33',
  }),
  addDevicetree(dt('kscan', 'Direct GPIO Driver > Devicetree', 'input-keys'), dt('kscan', 'Direct GPIO Driver > Devicetree', 'input-gpios'), {
    node: 'compatible "zmk,kscan-gpio-direct"',
    compatible: 'zmk,kscan-gpio-direct',
    type: 'phandles',
    binding_yaml: 'app/module/dts/bindings/kscan/zmk,kscan-gpio-direct.yaml',
    binding_in_snapshot: 'yes',
    binding_type: 'phandles',
    binding_required: 'no',
    meaning: 'One gpio-keys child node per switch, used instead of input-gpios',
  }, { source: 'app/module/dts/bindings/kscan/zmk,kscan-gpio-direct.yaml:14-17; app/module/drivers/kscan/kscan_gpio_direct.c:44-52', reported: 'g4-config #33' }),
  devicetree(dt('kscan', 'Demux Driver > Devicetree', 'debounce-period'), 'meaning', 'Debounce time in ms', 'Only zero or not matters: any other value makes the driver read again 5 ms later while a key is held', {
    source: 'app/module/drivers/kscan/kscan_gpio_demux.c:24, 101-103',
    reported: 'g4-config #34',
  }),
  devicetree(dt('kscan', 'Mock Driver > Devicetree', 'event-period'), 'meaning', 'Ms between simulated events', 'Not read by the mock driver: each event carries its own delay', {
    source: 'app/module/drivers/kscan/kscan_mock.c:52-58, 98 (config has no event period; delay from ZMK_MOCK_MSEC(ev))',
    reported: 'g4-config #35',
  }),
  devicetree(dt('kscan', 'Kscan Sideband Behavior Driver > Devicetree', 'kscan'), 'meaning', 'Key-scan device whose keys get keymap-independent behaviors', 'Required. Key-scan device whose keys get keymap-independent behaviors', {
    source: 'app/dts/bindings/kscan/zmk,kscan-sideband-behaviors.yaml:17-19',
    reported: 'g4-config #36',
  }),
  devicetree(dt('kscan', 'Kscan Sideband Behavior Driver > Devicetree', 'column'), 'meaning', 'Column of the intercepted key in the referenced kscan', 'Required. Column of the intercepted key in the referenced kscan', {
    source: 'app/dts/bindings/kscan/zmk,kscan-sideband-behaviors.yaml:28-30',
    reported: 'g4-config #36',
  }),
  // power
  devicetree(dt('power', 'Soft Off Wakeup Sources > Devicetree', 'wakeup-sources'), 'type', 'phandle array', 'phandles', {
    source: 'app/dts/bindings/zmk,soft-off-wakeup-sources.yaml:11-13',
    reported: 'g4-config #37',
  }),
  // pointing
  devicetree(dt('pointing', 'Input Split > Devicetree', 'device'), 'type', 'handle', 'phandle', { source: 'app/dts/bindings/zmk,input-split.yaml:14-15', reported: 'g4-config #38' }),
  devicetree(dt('pointing', 'Input Split > Devicetree', 'device'), 'meaning', 'Input device wrapped for split use', 'Input device wrapped for split use; required on the peripheral', {
    source: 'app/src/pointing/input_split.c:116-117',
    reported: 'g4-config #38',
  }),
  addDevicetree(dt('pointing', 'Input Split > Devicetree', 'reg'), dt('pointing', 'Input Split > Devicetree', 'input-processors'), {
    node: 'compatible "zmk,input-split"',
    compatible: 'zmk,input-split',
    type: 'int',
    binding_yaml: 'app/dts/bindings/zmk,input-split.yaml',
    binding_in_snapshot: 'yes',
    binding_required: 'yes',
    meaning: 'Required. Number that pairs the central’s node with the matching node on the peripheral',
  }, { source: 'app/dts/bindings/zmk,input-split.yaml:11-12; app/src/pointing/input_split.c:25, 43-47', reported: 'g4-config #38' }),
  devicetree(dt('pointing', 'Input Listener > Devicetree', 'device'), 'meaning', 'Input device whose events are listened to', 'Required. Input device whose events are listened to', {
    source: 'app/dts/bindings/zmk,input-listener.yaml:10-12',
    reported: 'g4-config #39',
  }),
  devicetree(dt('pointing', 'Input Listener > Devicetree > Child Properties', 'layers'), 'meaning', 'Layer indices; the override applies while any of them is active', 'Required. Layer indices; the override applies while any of them is active', {
    source: 'app/dts/bindings/zmk,input-listener.yaml:20-22',
    reported: 'g4-config #39',
  }),
  // layout
  addDevicetree(dt('layout', 'Physical Layout > Devicetree', 'input'), dt('layout', 'Physical Layout > Devicetree', 'kscan'), {
    node: 'compatible "zmk,physical-layout"',
    compatible: 'zmk,physical-layout',
    type: 'phandle',
    binding_yaml: 'app/dts/bindings/zmk,physical-layout.yaml',
    binding_in_snapshot: 'yes',
    binding_type: 'phandle',
    binding_required: 'no',
    meaning: 'Input device for this layout; falls back to the chosen zmk,matrix-input',
  }, { source: 'app/dts/bindings/zmk,physical-layout.yaml:24-26', reported: 'g4-config #41' }),
  devicetree(dt('layout', 'Physical Layout > Devicetree', 'display-name'), 'meaning', 'Layout name for UIs', 'Required. Layout name for UIs', { source: 'app/dts/bindings/zmk,physical-layout.yaml:13-15', reported: 'g4-config #41' }),
  devicetree(dt('layout', 'Physical Layout > Devicetree', 'transform'), 'meaning', 'Matrix transform paired with this layout', 'Required. Matrix transform paired with this layout', {
    source: 'app/dts/bindings/zmk,physical-layout.yaml:17-19',
    reported: 'g4-config #41',
  }),
  ...['X', 'Y'].map((name) =>
    devicetree(dt('layout', 'Physical Layout > Devicetree', name), 'type', 'uint', 'int', {
      source: 'app/include/zmk/physical_layouts.h:19-24 (x and y are int16_t)',
      reported: 'g4-config #42',
    }),
  ),
  ...(
    [
      ['rows', 'Row count after transformation'],
      ['columns', 'Column count after transformation'],
      ['map', 'One RC(row,col) entry per logical keymap position'],
    ] as const
  ).map(([name, meaning]) =>
    devicetree(dt('layout', 'Matrix Transform > Devicetree', name), 'meaning', meaning, `Required. ${meaning}`, {
      source: 'app/dts/bindings/zmk,matrix-transform.yaml:7-12, 19-21',
      reported: 'g4-config #43',
    }),
  ),

  // ────────────────────────── behavior-properties.tsv ─────────────────────
  property(prop('zmk,behavior-sticky-key', 'ignore-modifiers'), 'default', 'true', 'false', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sticky-key.yaml:21-22; app/dts/behaviors/sticky_key.dtsi:19, 25-32',
    reported: 'g1-behaviors-a #13',
  }),
  property(prop('zmk,behavior-sticky-key', 'release-after-ms'), 'default', '1000', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-sticky-key.yaml:14-16',
    reported: 'g1-behaviors-a #14',
  }),
  property(prop('zmk,behavior-input-two-axis', 'time-to-max-speed-ms'), 'default', '0', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-input-two-axis.yaml:23-25',
    reported: 'g1-behaviors-a #15; g2-behaviors-b #7',
  }),
  property(prop('zmk,behavior-caps-word', 'continue-list'), 'default', '<UNDERSCORE BACKSPACE DELETE>', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-caps-word.yaml:11-13; the value is the &caps_word preset, app/dts/behaviors/caps_word.dtsi:18',
    reported: 'g1-behaviors-a #16',
  }),
  property(prop('zmk,behavior-key-repeat', 'usage-pages'), 'default', '<HID_USAGE_KEY>', '', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-key-repeat.yaml:11-13; the value is the &key_repeat preset, app/dts/behaviors/key_repeat.dtsi:18',
    reported: 'g1-behaviors-a #16',
  }),
  property(prop('zmk,behavior-hold-tap', 'retro-tap'), 'meaning', 'On release with no other key pressed in between, send the tap action', 'When the tapping term ran out and no other key was used, releasing sends the tap; the hold is pressed only once another key is used', {
    source: 'app/src/behaviors/behavior_hold_tap.c:461-464, 577-604',
    reported: 'g1-behaviors-a #17',
  }),
  property(prop('zmk,behavior-hold-tap', 'quick-tap-ms'), 'meaning', 'If re-pressed within this many ms of a tap, always taps (even if held)', 'If pressed again within this many ms of the previous tap’s press, always taps (even if held)', {
    source: 'app/src/behaviors/behavior_hold_tap.c:139-151',
    reported: 'g1-behaviors-a #18',
  }),
  property(prop('zmk,behavior-hold-tap', 'tapping-term-ms'), 'meaning', 'Press duration (ms) after which the key counts as held', 'Press duration (ms) after which the key counts as held; there is no default, so every hold-tap must set it', {
    source: 'app/dts/bindings/behaviors/zmk,behavior-hold-tap.yaml:14-15; app/src/behaviors/behavior_hold_tap.c:862',
    reported: 'g1-behaviors-a #19',
  }),
  property(prop('zmk,behavior-hold-tap', 'hold-trigger-key-positions'), 'meaning', 'Zero-based key positions allowed to trigger a hold; other keys pressed during the term force a tap', 'Zero-based key positions allowed to trigger a hold; when the first other key pressed is not listed, a hold decision becomes a tap', {
    source: 'app/src/behaviors/behavior_hold_tap.c:495-526',
    reported: 'g1-behaviors-a #20',
  }),
  ...(
    [
      ['zmk,behavior-toggle-layer', 'toggle-mode', 'app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml:18-20'],
      ['zmk,behavior-to-layer', '#binding-cells', 'app/dts/bindings/behaviors/zmk,behavior-to-layer.yaml:11-13'],
      ['zmk,behavior-momentary-layer', '#binding-cells', 'app/dts/bindings/behaviors/zmk,behavior-momentary-layer.yaml:11-13'],
    ] as const
  ).map(([compatible, after, source]) =>
    addProperty(prop(compatible, 'locking'), prop(compatible, after), {
      type: 'boolean',
      default: 'false',
      required: 'no',
      deprecated: 'no',
      in_docs_table: 'no',
      in_binding_yaml: 'yes',
      binding_type: 'boolean',
      meaning: 'Lock the layer when turning it on, so behaviors without locking cannot turn it off; with it, this behavior can also turn off a locked layer',
    }, { source: `${source}; app/src/keymap.c:134-155`, reported: 'g2-behaviors-b #1' }),
  ),

  // ─────────────────────────────── behaviors.tsv ───────────────────────────
  behavior({ behavior: 'Macro', compatible: 'zmk,behavior-macro' }, 'meaning', 'Plays back a list of behaviors; ZMK_MACRO(name, props) helper exists for this zero-parameter form only', 'Plays back a list of behaviors; the ZMK_MACRO(name, props) helper writes this zero-parameter form (ZMK_MACRO1 and ZMK_MACRO2 write the one- and two-parameter forms)', {
    source: 'app/dts/behaviors/macros.dtsi:8-27',
    reported: 'g1-behaviors-a #22',
  }),
  behavior(inst('&macro_wait_time'), 'meaning', 'Changes the delay before each subsequent binding', 'Changes the pause that follows each subsequent binding', {
    source: 'app/src/behaviors/behavior_macro.c:173-183; app/src/behavior_queue.c:51-55 (the wait is applied after each queued binding)',
    reported: 'g1-behaviors-a #23',
  }),
  behavior(inst('&kt'), 'meaning', 'Latches a key down until triggered again (or released elsewhere); modifiers wrapping the code are ignored for state', 'Latches a key down until triggered again (another binding releasing the same non-modifier key also ends it); modifiers wrapping the code are ignored for state', {
    source: 'app/src/hid.c:53-76 (modifiers are counted per press, so releasing one press elsewhere does not release them)',
    reported: 'g1-behaviors-a #24',
  }),
  behavior(inst('&caps_word'), 'instance_settings', 'continue-list=<UNDERSCORE BACKSPACE DELETE>; mods=<MOD_LSFT>', 'continue-list=<UNDERSCORE BACKSPACE DELETE>', {
    source: 'app/dts/behaviors/caps_word.dtsi:14-20 (mods not set); MOD_LSFT is the code fallback, app/src/behaviors/behavior_caps_word.c:170',
    reported: 'g1-behaviors-a #25',
  }),
  behavior(inst('&to'), 'instance_settings', '', 'locking (set)', { source: 'app/dts/behaviors/to_layer.dtsi:18', reported: 'g2-behaviors-b #2' }),
  behavior(inst('&tog'), 'instance_settings', 'toggle-mode="flip"', 'locking (set); toggle-mode="flip" (binding default)', {
    source: 'app/dts/behaviors/toggle_layer.dtsi:14-19; app/dts/bindings/behaviors/zmk,behavior-toggle-layer.yaml:11-13',
    reported: 'g2-behaviors-b #3',
  }),
  behavior(inst('&out'), 'param1', 'command: OUT_USB OUT_BLE OUT_TOG', 'command: OUT_USB OUT_BLE OUT_TOG OUT_NONE', {
    source: 'app/include/dt-bindings/zmk/outputs.h:7-10; app/src/behaviors/behavior_outputs.c:73-74',
    reported: 'g2-behaviors-b #5',
  }),
  behavior(inst('&out'), 'meaning', 'Chooses whether reports go to USB or the active BLE profile; choice persists (USB preferred by default)', 'Chooses whether reports go to USB, the active BLE profile or nowhere; the choice persists (USB is preferred by default when USB is enabled)', {
    source: 'app/src/endpoints.c:41-47, 52; app/src/behaviors/behavior_outputs.c:73-74',
    reported: 'g2-behaviors-b #5',
  }),
  behavior(inst('&inc_dec_kp'), 'meaning', 'Ready-made encoder binding that taps one keycode per rotation step in each direction (compatible inferred from its two-parameter sensor usage; not stated in docs)', 'Ready-made encoder binding that taps one keycode per rotation step in each direction', {
    source: 'app/dts/behaviors/sensor_rotate_key_press.dtsi:10-13 (compatible zmk,behavior-sensor-rotate-var)',
    reported: 'g2-behaviors-b #8',
  }),

  // ────────────────────────── behavior-parameters.tsv ─────────────────────
  parameter({ define: 'MACRO_PLACEHOLDER' }, 'header', 'dt-bindings/zmk/behaviors.h', 'behaviors.dtsi', {
    source: 'app/dts/behaviors/macros.dtsi:7 (included by app/dts/behaviors.dtsi:27); not in app/include/dt-bindings/zmk/behaviors.h',
    reported: 'g1-behaviors-a #26',
  }),
  addParameter({ used_with: '&out', define: 'OUT_NONE' }, { used_with: '&out', define: 'OUT_TOG' }, {
    header: 'dt-bindings/zmk/outputs.h',
    meaning: 'Send reports to no host at all',
  }, { source: 'app/include/dt-bindings/zmk/outputs.h:10; app/src/behaviors/behavior_outputs.c:73-74', reported: 'g2-behaviors-b #4' }),

  // ───────────────────── keycodes.tsv / keycode-footnotes.tsv ──────────────
  // Three macOS notes of the firmware's keycode list were missing (g2-behaviors-b #9). The
  // firmware's list also marks these keys (and a few more) as tested on macOS since the snapshot.
  addFootnote({ footnote_id: 'macosEditing' }, undefined, {
    source_file: 'docs/docs/keymaps/_footnotes/macos-editing.mdx',
    referenced_by: 'K_AGAIN(macos) K_UNDO(macos) K_CUT(macos) K_COPY(macos) K_PASTE(macos)',
    paraphrase: 'macOS accepts these editing keys as key presses but gives them no action by default.',
  }, { source: 'docs/src/data/footnotes.js:12; docs/src/data/hid.js:3099, 3122, 3145, 3168, 3191', reported: 'g2-behaviors-b #9' }),
  addFootnote({ footnote_id: 'macosInternational' }, { footnote_id: 'macosEditing' }, {
    source_file: 'docs/docs/keymaps/_footnotes/macos-international.mdx',
    referenced_by: 'INTERNATIONAL_1(macos) INTERNATIONAL_3(macos)',
    paraphrase: 'With a Japanese input setup on macOS, INT1 acts as the ro key and INT3 as the yen key of Apple’s Japanese keyboard.',
  }, { source: 'docs/src/data/footnotes.js:8; docs/src/data/hid.js:3403, 3447', reported: 'g2-behaviors-b #9' }),
  addFootnote({ footnote_id: 'macosLanguage' }, { footnote_id: 'macosInternational' }, {
    source_file: 'docs/docs/keymaps/_footnotes/macos-language.mdx',
    referenced_by: 'LANGUAGE_1(macos) LANGUAGE_2(macos)',
    paraphrase: 'With a Japanese input setup on macOS, LANG1 is the kana key that switches the input method on and LANG2 the eisu key that switches it off.',
  }, { source: 'docs/src/data/footnotes.js:7; docs/src/data/hid.js:3596, 3619', reported: 'g2-behaviors-b #9' }),
  ...(
    [
      ['K_AGAIN', 'macosEditing', 3095, 3099],
      ['K_UNDO', 'macosEditing', 3118, 3122],
      ['K_CUT', 'macosEditing', 3141, 3145],
      ['K_COPY', 'macosEditing', 3164, 3168],
      ['K_PASTE', 'macosEditing', 3187, 3191],
      ['INTERNATIONAL_1', 'macosInternational', 3399, 3403],
      ['INTERNATIONAL_3', 'macosInternational', 3443, 3447],
      ['LANGUAGE_1', 'macosLanguage', 3592, 3596],
      ['LANGUAGE_2', 'macosLanguage', 3615, 3619],
    ] as const
  ).flatMap(([name, note, flagLine, noteLine]) => [
    keycode(kc(name), 'os_macos', 'unknown', 'yes', { source: `${HID_JS}:${flagLine}`, reported: 'g2-behaviors-b #9 (macOS flag: lead, same check)' }),
    keycode(kc(name), 'os_footnotes', '', `macos:${note}`, { source: `${HID_JS}:${noteLine}`, reported: 'g2-behaviors-b #9' }),
  ]),
  // Other OS flags where the firmware's keycode list now differs from the snapshot (lead, found
  // while checking g2-behaviors-b #9 against docs/src/data/hid.js).
  ...(
    [
      ['K_VOLUME_UP', 'os_macos', 'no', 'yes', 3252],
      ['K_VOLUME_DOWN', 'os_macos', 'no', 'yes', 3273],
      ['INTERNATIONAL_2', 'os_macos', 'unknown', 'yes', 3422],
      ['INTERNATIONAL_4', 'os_macos', 'unknown', 'yes', 3466],
      ['INTERNATIONAL_5', 'os_macos', 'unknown', 'yes', 3487],
      ['INTERNATIONAL_6', 'os_macos', 'unknown', 'yes', 3508],
      ['INTERNATIONAL_7', 'os_macos', 'unknown', 'yes', 3529],
      ['INTERNATIONAL_8', 'os_macos', 'unknown', 'yes', 3550],
      ['INTERNATIONAL_9', 'os_macos', 'unknown', 'yes', 3571],
      ['LANGUAGE_3', 'os_macos', 'unknown', 'yes', 3638],
      ['LANGUAGE_4', 'os_macos', 'unknown', 'yes', 3659],
      ['LANGUAGE_5', 'os_macos', 'unknown', 'yes', 3680],
      ['LANGUAGE_6', 'os_macos', 'unknown', 'yes', 3701],
      ['LANGUAGE_7', 'os_macos', 'unknown', 'yes', 3722],
      ['LANGUAGE_8', 'os_macos', 'unknown', 'yes', 3743],
      ['LANGUAGE_9', 'os_macos', 'unknown', 'yes', 3764],
      ['C_AC_UNDO', 'os_macos', 'unknown', 'no', 7167],
      ['C_AC_COPY', 'os_macos', 'unknown', 'no', 7188],
      ['C_AC_CUT', 'os_macos', 'unknown', 'no', 7209],
      ['C_AC_PASTE', 'os_macos', 'unknown', 'no', 7230],
      ['C_AC_REDO', 'os_macos', 'unknown', 'no', 7650],
      ['C_KEYBOARD_INPUT_ASSIST_PREVIOUS', 'os_macos', 'unknown', 'no', 7776],
      ['C_KEYBOARD_INPUT_ASSIST_NEXT', 'os_macos', 'unknown', 'no', 7797],
      ['C_KEYBOARD_INPUT_ASSIST_PREVIOUS_GROUP', 'os_macos', 'unknown', 'no', 7818],
      ['C_KEYBOARD_INPUT_ASSIST_NEXT_GROUP', 'os_macos', 'unknown', 'no', 7839],
      ['C_KEYBOARD_INPUT_ASSIST_ACCEPT', 'os_macos', 'unknown', 'no', 7860],
      ['C_KEYBOARD_INPUT_ASSIST_CANCEL', 'os_macos', 'unknown', 'no', 7881],
      ['C_AC_NEXT_KEYBOARD_LAYOUT_SELECT', 'os_linux', 'unknown', 'no', 7900],
    ] as const
  ).map(([name, field, old, value, line]) => keycode(kc(name), field, old, value, { source: `${HID_JS}:${line}`, reported: 'lead (hid.js cross-check)' })),
];
