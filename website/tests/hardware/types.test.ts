import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateHardwareTypes, TYPES_PATH } from '@site/scripts/generate-hardware-types';
import { COMPILED_VALIDATOR_FILE, compileSchemaNow, compileValidatorSource, getValidator, schemaHash, validateDocument } from '@site/plugins/hardware-metadata/load';
import { repoRoot } from './_helpers';

describe('generated hardware types', () => {
  it('src/shared/hardware-metadata.ts is up to date with the schema', async () => {
    const fresh = await generateHardwareTypes();
    expect(fs.readFileSync(TYPES_PATH, 'utf8')).toBe(fresh);
  });

  it('the compiled validator is up to date with the schema, and is the one the plugin uses', () => {
    expect(fs.readFileSync(COMPILED_VALIDATOR_FILE, 'utf8')).toBe(compileValidatorSource());
    expect((getValidator() as unknown as { schemaHash?: string }).schemaHash).toBe(schemaHash());
    // It reports as the schema compiled at run time does: the field, and the `uri` format's rule.
    const context = { file: 'x.zmk.yml', lines: ['id: x'], range: { start: 0, end: 1 } };
    const problems = validateDocument({ file_format: '1', id: 'x', name: 'X', type: 'board', arch: 'arm', url: 'ftp://x' }, context as never);
    expect(problems.map((p) => p.field)).toContain('url');
    // The schema compiled now (after an edit to it) finds the same errors.
    const documents = [{ file_format: '1', id: 'x', name: 'X', type: 'board', arch: 'arm', url: 'ftp://x' }, { type: 'shield', id: 3 }, { type: 'interconnect' }];
    const now = compileSchemaNow();
    for (const document of documents) {
      const compiled = getValidator();
      expect(compiled(document)).toBe(now(document));
      expect(compiled.errors).toEqual(now.errors);
    }
  });

  it('declares the three document kinds', () => {
    const source = fs.readFileSync(TYPES_PATH, 'utf8');
    expect(source).toContain('export type HardwareMetadata = Board | Shield | Interconnect;');
    for (const name of ['Board', 'Shield', 'Interconnect', 'InterconnectNodeLabels']) {
      expect(source).toContain(`export interface ${name} {`);
    }
  });

  it('the plugin fits the site generator\'s PluginFactory type', () => {
    // Checked in a scratch file; only errors in that file or in the hardware files count, so
    // work in progress elsewhere in src/node does not fail this test.
    const dir = fs.mkdtempSync(path.join(repoRoot, '.tmp-hardware-compat-'));
    try {
      const compat = path.join(dir, 'compat.ts');
      fs.writeFileSync(
        compat,
        [
          "import type { PluginFactory } from 'sitegen';",
          `import hardwareMetadataPlugin from '${path.join(repoRoot, 'plugins/hardware-metadata/index')}';`,
          'export const entry: [PluginFactory, Record<string, unknown>] = [hardwareMetadataPlugin, { path: \'hardware\' }];',
          '',
        ].join('\n'),
      );
      const config = {
        extends: path.join(repoRoot, 'tsconfig.json'),
        include: [],
        files: [compat],
      };
      // Beside the site's own tsconfig.json: its paths (`${configDir}`) then name the site.
      const tsconfig = `${dir}.tsconfig.json`;
      fs.writeFileSync(tsconfig, JSON.stringify(config));
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', tsconfig], { encoding: 'utf8', cwd: repoRoot });
      const ours = (result.stdout + result.stderr)
        .split('\n')
        .filter((line) => /compat\.ts\(|hardware-metadata|hardware-data|HardwareList/.test(line));
      expect(ours).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}.tsconfig.json`, { force: true });
    }
  });

  it('the hardware files type-check (tsc --noEmit)', () => {
    // Only the files of the hardware pipeline (and what they import), so unrelated work in
    // progress elsewhere in the repository does not fail this test.
    // In the site's folder: the config it extends finds the site's packages from there.
    const dir = fs.mkdtempSync(path.join(repoRoot, '.tmp-hardware-tsc-'));
    try {
      const config = {
        extends: path.join(repoRoot, 'tsconfig.json'),
        include: [],
        files: [
          'src/shared/hardware-metadata.ts',
          'src/shared/hardware-data.ts',
          'plugins/hardware-metadata/index.ts',
          'scripts/import-hardware.ts',
          'scripts/generate-hardware-types.ts',
          'scripts/generate-hardware-data.ts',
          'src/components/HardwareList/index.tsx',
          ...fs
            .readdirSync(path.join(repoRoot, 'tests/hardware'))
            .filter((f) => /\.tsx?$/.test(f))
            .map((f) => `tests/hardware/${f}`),
        ].map((f) => path.join(repoRoot, f)),
      };
      // Beside the site's own tsconfig.json: its paths (`${configDir}`) then name the site.
      const tsconfig = `${dir}.tsconfig.json`;
      fs.writeFileSync(tsconfig, JSON.stringify(config));
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', tsconfig], { encoding: 'utf8' });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}.tsconfig.json`, { force: true });
    }
  });
});
