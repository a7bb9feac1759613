/**
 * Compiles the metadata JSON schema into TypeScript declarations (json-schema-to-typescript).
 * The plugin writes them at every build and dev-server load, so components that read hardware
 * data are type-checked against the schema the files are validated with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The schema every metadata document is validated against. */
export const SCHEMA_PATH = path.join(REPO_ROOT, 'hardware/schema/hardware-metadata.schema.json');
/** Where the declarations go, relative to the site directory. */
export const DEFAULT_TYPES_FILE = 'src/shared/hardware-metadata.ts';

const BANNER = `/* eslint-disable */
/**
 * Hardware metadata types, generated from hardware/schema/hardware-metadata.schema.json
 * by the hardware-metadata plugin at build and start (json-schema-to-typescript). Do not edit by
 * hand: change the schema, then build or run \`npx tsx scripts/generate-hardware-types.ts\`.
 */`;

/** Returns the TypeScript source the schema compiles to. */
export async function generateHardwareTypes(schemaPath: string = SCHEMA_PATH): Promise<string> {
  // Loaded on demand: the compiler (and its formatter) is only needed here.
  const { compile } = await import('json-schema-to-typescript');
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as Parameters<typeof compile>[0];
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
