/**
 * Compiles the metadata JSON schema into TypeScript declarations (json-schema-to-typescript).
 * The plugin writes them at every build and dev-server load, so components that read hardware
 * data are type-checked against the schema the files are validated with.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The schema every metadata document is validated against. */
export const SCHEMA_PATH = path.join(REPO_ROOT, 'hardware/schema/hardware-metadata.schema.json');
/** Where the declarations go, relative to the site directory. */
export const DEFAULT_TYPES_FILE = 'src/shared/hardware-metadata.ts';

const banner = (fingerprint: string) => `/* eslint-disable */
/**
 * Hardware metadata types, generated from hardware/schema/hardware-metadata.schema.json
 * by the hardware-metadata plugin at build and start (json-schema-to-typescript). Do not edit by
 * hand: change the schema, then build or run \`npx tsx scripts/generate-hardware-types.ts\`.
 * ${FINGERPRINT_LABEL} ${fingerprint}
 */`;

const FINGERPRINT_LABEL = 'Schema fingerprint:';

const COMPILE_OPTIONS = {
  additionalProperties: false,
  unreachableDefinitions: true,
  ignoreMinAndMaxItems: true,
  strictIndexSignatures: true,
  style: { singleQuote: true, printWidth: 100 },
};

/**
 * What the declarations are made from: the schema, the compiler's version and its options. The
 * written file names it, so a build whose file is current skips the compiler and its formatter
 * (~0.25 s of a cold build).
 */
export function hardwareTypesFingerprint(schemaPath: string = SCHEMA_PATH): string {
  const compilerPackage = createRequire(import.meta.url).resolve('json-schema-to-typescript/package.json');
  const { version } = JSON.parse(fs.readFileSync(compilerPackage, 'utf8')) as { version: string };
  return createHash('sha1').update(fs.readFileSync(schemaPath)).update(`\0${version}\0${JSON.stringify(COMPILE_OPTIONS)}`).digest('hex').slice(0, 16);
}

/** Whether a declarations file is the one the schema compiles to now (it names the same fingerprint). */
export function hardwareTypesAreCurrent(text: string | undefined, fingerprint: string): boolean {
  return text !== undefined && text.includes(`${FINGERPRINT_LABEL} ${fingerprint}\n`);
}

/** Returns the TypeScript source the schema compiles to. */
export async function generateHardwareTypes(schemaPath: string = SCHEMA_PATH): Promise<string> {
  // Loaded on demand: the compiler (and its formatter) is only needed here.
  const { compile } = await import('json-schema-to-typescript');
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as Parameters<typeof compile>[0];
  // The root `discriminator` keyword is an ajv hint; json-schema-to-typescript ignores it.
  return compile(schema, 'HardwareMetadata', { ...COMPILE_OPTIONS, bannerComment: banner(hardwareTypesFingerprint(schemaPath)), cwd: path.dirname(schemaPath) });
}
