import fs from 'node:fs';
import path from 'node:path';
import { loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { findMetadataFiles, getValidator, loadHardware } from '@site/plugins/hardware-metadata/load';
import { firmwareDirFromHardwareDir, hardwareDirFromFirmwareDir } from '@site/plugins/hardware-metadata/paths';
import { factsPath, hardwareDir, hasFacts, readFacts, repoRoot } from './_helpers';

const files = findMetadataFiles(hardwareDir);

describe('hardware metadata files', () => {
  it('has one file per board, shield and interconnect', () => {
    expect(files).toHaveLength(112);
  });

  it.each(files.map((f) => [path.relative(repoRoot, f), f]))('%s is valid against the schema', (_name, file) => {
    const validate = getValidator();
    const docs = loadAll(fs.readFileSync(file, 'utf8')).filter((d) => d !== null);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const ok = validate(doc);
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('names each file after its id and places it in the firmware layout', () => {
    for (const item of loadHardware(hardwareDir).items) {
      const expected = path.join(hardwareDir, hardwareDirFromFirmwareDir(item.directory), `${item.id}.zmk.yml`);
      expect(fs.existsSync(expected), expected).toBe(true);
    }
  });

  it('maps firmware directories both ways', () => {
    expect(hardwareDirFromFirmwareDir('app/boards/arm/bdn9')).toBe('boards/arm/bdn9');
    expect(hardwareDirFromFirmwareDir('app/boards/shields/kyria')).toBe('shields/kyria');
    expect(hardwareDirFromFirmwareDir('app/boards/interconnects/pro_micro')).toBe('interconnects/pro_micro');
    expect(firmwareDirFromHardwareDir('boards/arm/bdn9')).toBe('app/boards/arm/bdn9');
    expect(firmwareDirFromHardwareDir('shields/kyria')).toBe('app/boards/shields/kyria');
    expect(firmwareDirFromHardwareDir('interconnects/pro_micro')).toBe('app/boards/interconnects/pro_micro');
  });
});

describe.skipIf(!hasFacts)(`hardware metadata matches ${path.basename(factsPath)}`, () => {
  const facts = hasFacts ? readFacts() : { boards: [], shields: [], interconnects: [] };
  const loaded = loadHardware(hardwareDir);
  const byKey = new Map(loaded.items.map((i) => [`${i.type}:${i.id}`, i as unknown as Record<string, unknown>]));
  const proseKeys = new Set([
    'file',
    'directory',
    'description_present',
    'design_guideline_present',
    'summary_paraphrase',
    'pin_reference',
    'unsupported_examples',
    'docs_pinout_image',
    'exposed_by',
    'required_by_shields',
  ]);

  it.each([...facts.boards, ...facts.shields, ...facts.interconnects].map((e) => [`${e.type} ${e.id}`, e]))(
    '%s keeps every fact field, in order, and its directory',
    (_label, entry) => {
      const item = byKey.get(`${entry.type}:${entry.id}`);
      expect(item).toBeDefined();
      const factFields = Object.keys(entry).filter((k) => !proseKeys.has(k));
      for (const key of factFields) expect(item?.[key], key).toEqual(entry[key]);
      expect(item?.directory).toBe(entry.directory);
      const yamlFields = Object.keys(item ?? {}).filter((k) => k !== 'directory' && k !== 'description' && k !== 'design_guideline');
      expect(yamlFields).toEqual(factFields);
      expect('description' in (item ?? {})).toBe(entry.description_present === true);
      expect('design_guideline' in (item ?? {})).toBe(entry.design_guideline_present === true);
    },
  );

  it('writes interconnect prose in its own words', () => {
    for (const entry of facts.interconnects) {
      const item = byKey.get(`interconnect:${entry.id}`);
      expect(typeof item?.description).toBe('string');
      expect(item?.description).not.toBe(entry.summary_paraphrase);
    }
  });
});
