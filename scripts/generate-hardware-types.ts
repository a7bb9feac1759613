/**
 * Writes src/shared/hardware-metadata.ts from the hardware metadata schema, as the
 * hardware-metadata plugin does at every build and start (plugins/hardware-metadata/types.ts).
 *
 *   npx tsx scripts/generate-hardware-types.ts          # write the file
 *   npx tsx scripts/generate-hardware-types.ts --check  # exit 1 when the committed file is stale
 *
 * tests/hardware/types.test.ts compares the committed file with a fresh generation too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TYPES_FILE, generateHardwareTypes } from '../plugins/hardware-metadata/types';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_PATH = path.join(repoRoot, DEFAULT_TYPES_FILE);
export { generateHardwareTypes };

async function main(): Promise<void> {
  const source = await generateHardwareTypes();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TYPES_PATH) ? fs.readFileSync(TYPES_PATH, 'utf8') : '';
    if (current !== source) {
      console.error(`${path.relative(process.cwd(), TYPES_PATH)} is out of date; run: npx tsx scripts/generate-hardware-types.ts`);
      process.exit(1);
    }
    console.log('hardware types are up to date');
    return;
  }
  fs.mkdirSync(path.dirname(TYPES_PATH), { recursive: true });
  fs.writeFileSync(TYPES_PATH, source);
  console.log(`wrote ${path.relative(process.cwd(), TYPES_PATH)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
