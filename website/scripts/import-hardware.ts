/**
 * One-off import: writes one `<id>.zmk.yml` per board, shield and interconnect of
 * ../shared/facts/hardware.json into hardware/, in the firmware's folder layout
 * (see plugins/hardware-metadata/paths.ts).
 *
 *   npx tsx scripts/import-hardware.ts [path/to/hardware.json]
 *
 * The YAML is committed and edited by hand from then on; re-running overwrites the imported files.
 * Every YAML field is carried over as it is, in the same order. Interconnect `description` and
 * `design_guideline` prose is not part of the facts: the texts below are written for this site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dump } from 'js-yaml';
import { hardwareDirFromFirmwareDir } from '../plugins/hardware-metadata/paths';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultFacts = path.resolve(repoRoot, '../../shared/facts/hardware.json');
const hardwareRoot = path.join(repoRoot, 'hardware');
const schemaFile = path.join(hardwareRoot, 'schema/hardware-metadata.schema.json');

type FactEntry = Record<string, unknown> & { id: string; file: string; directory: string };

interface Facts {
  boards: FactEntry[];
  shields: FactEntry[];
  interconnects: FactEntry[];
}

/** Fields of the fact sheet that are not YAML fields. */
const NOT_YAML = new Set([
  'file',
  'directory',
  'summary_paraphrase',
  'pin_reference',
  'unsupported_examples',
  'docs_pinout_image',
  'exposed_by',
  'required_by_shields',
]);

/** Own-words interconnect prose, written from the fact sheet's summaries and pin facts. */
const INTERCONNECT_PROSE: Record<string, { description: string; design_guideline?: string }> = {
  arduino_uno: {
    description:
      'The header layout of the Arduino Uno Rev3. So many add-on shields were made for it that boards ' +
      'built around other chips copied the same headers. The original Uno has an 8-bit AVR chip, which ' +
      'Zephyr does not target, so ZMK needs one of the 32-bit boards that carry these headers.',
    design_guideline:
      'Address header pins through the &arduino_header node label. Pins are counted from A0 onwards, ' +
      'anticlockwise around the board, so digital pin D6 is &arduino_header 12. The buses are available ' +
      'as &arduino_i2c, &arduino_spi, &arduino_serial and &arduino_adc.',
  },
  blackpill: {
    description:
      'An inexpensive STM32F4x1 development board from WeAct Studio, sold with an STM32F411CEU6 or an ' +
      'STM32F401CEU6 and copied by many clone makers. It brings out more GPIO pins than most keyboard ' +
      'controllers, at the cost of a longer footprint.',
    design_guideline:
      'Refer to pins through &blackpill with the numbers printed in blue on its pinout diagram: pin 17 ' +
      'is &blackpill 17. The buses are &blackpill_i2c, &blackpill_spi and &blackpill_serial.',
  },
  makerdiary_nrf52840_m2: {
    description:
      'An nRF52840 module on an M.2 (NGFF) edge-connector card. The card edge carries a large number of ' +
      'GPIO pins, enough for a key matrix plus I2C or SPI peripherals.',
  },
  pro_micro: {
    description:
      "The footprint of SparkFun's Pro Micro, first built around the ATmega32U4. A long line of " +
      'pin-compatible controllers followed, such as the USB-C Elite-C and the nRF52840-based nice!nano. ' +
      'ZMK does not run on the AVR originals (the Pro Micro itself and the Elite-C); use one of the ' +
      '32-bit replacements.',
    design_guideline:
      'Refer to pins through &pro_micro using the blue "Arduino" pin numbers of the pinout, so pin 0 is ' +
      '&pro_micro 0. The buses are &pro_micro_i2c, &pro_micro_spi and &pro_micro_serial.',
  },
  seeed_xiao: {
    description:
      "Seeed Studio's compact XIAO footprint, a smaller alternative to the Pro Micro. Boards that share " +
      'it include the Adafruit QT Py, the QT Py RP2040 and the XIAO nRF52840 (also sold as XIAO BLE).',
    design_guideline:
      'Pins are addressed through &xiao_d with the green D-numbered names of the pinout: D0 becomes ' +
      '&xiao_d 0. The buses are &xiao_i2c, &xiao_spi and &xiao_serial.',
  },
};

function toYamlDocument(entry: FactEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const prose = INTERCONNECT_PROSE[entry.id];
  for (const [key, value] of Object.entries(entry)) {
    if (NOT_YAML.has(key)) continue;
    if (key === 'description_present' || key === 'design_guideline_present') {
      if (value !== true) continue;
      const field = key.replace(/_present$/, '') as 'description' | 'design_guideline';
      const text = prose?.[field];
      if (!text) throw new Error(`no ${field} text written for interconnect ${entry.id}`);
      out[field] = text;
      continue;
    }
    out[key] = value;
  }
  return out;
}

export function importHardware(factsPath: string = defaultFacts): string[] {
  const facts = JSON.parse(fs.readFileSync(factsPath, 'utf8')) as Facts;
  const written: string[] = [];
  for (const entry of [...facts.boards, ...facts.shields, ...facts.interconnects]) {
    const relDir = hardwareDirFromFirmwareDir(entry.directory);
    const target = path.join(hardwareRoot, relDir, path.basename(entry.file));
    const schemaRef = path.relative(path.dirname(target), schemaFile).split(path.sep).join('/');
    const body = dump(toYamlDocument(entry), { lineWidth: 100, quotingType: '"', noRefs: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `# yaml-language-server: $schema=${schemaRef}\n${body}`);
    written.push(path.relative(repoRoot, target));
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = importHardware(process.argv[2] ? path.resolve(process.argv[2]) : defaultFacts);
  console.log(`wrote ${written.length} files under hardware/`);
}
