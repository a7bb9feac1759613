/**
 * Writes src/data/hardware.json, the compact hardware aggregate the HardwareList component
 * imports, from the `*.zmk.yml` files (through the plugin's loader, so the files are validated).
 *
 *   npx tsx scripts/generate-hardware-data.ts          # write the file
 *   npx tsx scripts/generate-hardware-data.ts --check  # exit 1 when the committed file is stale
 *
 * tests/hardware/plugin.test.ts compares the committed file with a fresh generation. The plugin
 * also refreshes the file when the metadata changes (its `dataFile` option), so the dev server
 * shows edits to the YAML without running this script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadHardware } from '../plugins/hardware-metadata/load';
import { formatHardwareData, summarizeHardware } from '../src/shared/hardware-data';

export { formatHardwareData };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HARDWARE_DIR = path.join(repoRoot, 'hardware');
export const DATA_PATH = path.join(repoRoot, 'src/data/hardware.json');

export function generateHardwareData(dir: string = HARDWARE_DIR): string {
  return formatHardwareData(summarizeHardware(loadHardware(dir, { displayRoot: repoRoot }).items));
}

function main(): void {
  const text = generateHardwareData();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(DATA_PATH) ? fs.readFileSync(DATA_PATH, 'utf8') : '';
    if (current !== text) {
      console.error('src/data/hardware.json is out of date; run: npx tsx scripts/generate-hardware-data.ts');
      process.exit(1);
    }
    console.log('src/data/hardware.json is up to date');
    return;
  }
  fs.mkdirSync(path.dirname(DATA_PATH), { recursive: true });
  fs.writeFileSync(DATA_PATH, text);
  console.log(`wrote ${path.relative(process.cwd(), DATA_PATH)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
