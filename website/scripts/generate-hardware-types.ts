/**
 * Writes src/shared/hardware-metadata.ts from the hardware metadata schema, as the
 * hardware-metadata plugin does at every build and start (plugins/hardware-metadata/types.ts),
 * and the validator compiled from it (plugins/hardware-metadata/validator.generated.cjs, which the
 * plugin uses while it was made from the schema as it is).
 *
 *   npx tsx scripts/generate-hardware-types.ts          # write the files
 *   npx tsx scripts/generate-hardware-types.ts --check  # exit 1 when a committed file is stale
 *
 * tests/hardware/types.test.ts compares the committed files with a fresh generation too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_VALIDATOR_FILE, compileValidatorSource } from '../plugins/hardware-metadata/load';
import { DEFAULT_TYPES_FILE, generateHardwareTypes } from '../plugins/hardware-metadata/types';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_PATH = path.join(repoRoot, DEFAULT_TYPES_FILE);
export { generateHardwareTypes };

async function main(): Promise<void> {
  const outputs: Array<[file: string, text: string]> = [
    [TYPES_PATH, await generateHardwareTypes()],
    [COMPILED_VALIDATOR_FILE, compileValidatorSource()],
  ];
  if (process.argv.includes('--check')) {
    const stale = outputs.filter(([file, text]) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') !== text);
    for (const [file] of stale) console.error(`${path.relative(process.cwd(), file)} is out of date; run: npx tsx scripts/generate-hardware-types.ts`);
    if (stale.length > 0) process.exit(1);
    console.log('hardware types and validator are up to date');
    return;
  }
  for (const [file, text] of outputs) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
