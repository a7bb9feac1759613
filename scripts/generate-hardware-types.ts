/**
 * Compiles hardware/schema/hardware-metadata.schema.json into TypeScript declarations at
 * src/shared/hardware-metadata.ts with json-schema-to-typescript.
 *
 *   npx tsx scripts/generate-hardware-types.ts          # write the file
 *   npx tsx scripts/generate-hardware-types.ts --check  # exit 1 when the committed file is stale
 *
 * tests/hardware/types.test.ts runs the same generation and compares, so a schema change
 * without regenerating fails the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_PATH = path.join(repoRoot, 'hardware/schema/hardware-metadata.schema.json');
export const TYPES_PATH = path.join(repoRoot, 'src/shared/hardware-metadata.ts');

const BANNER = `/* eslint-disable */
/**
 * Hardware metadata types, generated from hardware/schema/hardware-metadata.schema.json
 * by scripts/generate-hardware-types.ts (json-schema-to-typescript). Do not edit by hand:
 * change the schema and run \`npx tsx scripts/generate-hardware-types.ts\`.
 */`;

/** Returns the TypeScript source the schema compiles to. */
export async function generateHardwareTypes(schemaPath: string = SCHEMA_PATH): Promise<string> {
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as JSONSchema;
  // The root `discriminator` keyword is an ajv hint; json-schema-to-typescript ignores it.
  return compile(schema, 'HardwareMetadata', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    cwd: path.dirname(schemaPath),
    style: { singleQuote: true, printWidth: 100 },
  });
}

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
