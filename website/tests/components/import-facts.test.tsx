import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_CORRECTIONS, type FactCorrection } from '../../scripts/fact-corrections';
import { applyCorrections, buildData, paramPlaceholder, parsePropertyList, parseTsv, serialize } from '../../scripts/import-facts';
import type { KconfigRow } from '../../src/data/types';
import { factsDir, hasFacts, readRawFacts, repoRoot } from './_facts';

describe('import-facts', () => {
  it('parses TSV with empty cells', () => {
    expect(parseTsv('a\tb\tc\n1\t\t3\n\n')).toEqual([{ a: '1', b: '', c: '3' }]);
  });

  it('parses property lists', () => {
    expect(parsePropertyList('track-remainders:boolean; #input-processor-cells:int=const 2 (required); excluded-positions:array=[]')).toEqual([
      { name: 'track-remainders', type: 'boolean', default: '', required: false, deprecated: false },
      { name: '#input-processor-cells', type: 'int', default: 'const 2', required: true, deprecated: false },
      { name: 'excluded-positions', type: 'array', default: '[]', required: false, deprecated: false },
    ]);
    expect(parsePropertyList('')).toEqual([]);
  });

  it('derives parameter placeholders', () => {
    expect(paramPlaceholder('keycode (e.g. from dt-bindings/zmk/keys.h)', 0)).toBe('KEYCODE');
    expect(paramPlaceholder('layer index (0-based)', 0)).toBe('LAYER');
    expect(paramPlaceholder('keycode sent per counter-clockwise step', 1)).toBe('CCW_KEY');
    expect(paramPlaceholder('something else', 1)).toBe('PARAM2');
  });

  it.runIf(hasFacts)('committed src/data JSON is up to date with the fact sheets', () => {
    const { files } = buildData(factsDir);
    for (const [name, value] of Object.entries(files)) {
      const committed = readFileSync(path.join(repoRoot, 'src/data', name), 'utf8');
      expect(committed, `${name} is stale: run npx tsx scripts/import-facts.ts`).toBe(serialize(value));
    }
  });

  describe('fact corrections', () => {
    const rows = [
      { page: 'config/a.md', option: 'CONFIG_A', default: '1' },
      { page: 'config/a.md', option: 'CONFIG_B', default: '2' },
    ];
    const meta = { source: 'app/Kconfig:1', reported: 'test' };
    const fix = (c: Partial<FactCorrection>): FactCorrection =>
      ({ sheet: 'kconfig.tsv', kind: 'set', row: { option: 'CONFIG_A' }, field: 'default', old: '1', new: '3', ...meta, ...c }) as FactCorrection;

    it('changes, adds and removes rows without touching the input', () => {
      const out = applyCorrections('kconfig.tsv', rows, [
        fix({}),
        { sheet: 'kconfig.tsv', kind: 'add', key: { option: 'CONFIG_C' }, after: { option: 'CONFIG_A' }, values: { option: 'CONFIG_C', default: '9' }, ...meta },
        { sheet: 'kconfig.tsv', kind: 'remove', row: { option: 'CONFIG_B' }, ...meta },
        fix({ sheet: 'devicetree.tsv', old: 'x' }), // another sheet: ignored here
      ]);
      expect(out).toEqual([
        { page: 'config/a.md', option: 'CONFIG_A', default: '3' },
        { page: '', option: 'CONFIG_C', default: '9' },
      ]);
      expect(rows[0].default).toBe('1');
    });

    it('fails when the old value does not match the fact sheet', () => {
      expect(() => applyCorrections('kconfig.tsv', rows, [fix({ old: '7' })])).toThrowError(
        /fact correction #1 \(kconfig\.tsv, set option="CONFIG_A"\): default is "1" in the fact sheet, the correction expects "7"/,
      );
    });

    it('fails when the row is missing, ambiguous or already there', () => {
      expect(() => applyCorrections('kconfig.tsv', rows, [fix({ row: { option: 'CONFIG_Z' } })])).toThrowError(/no row with option="CONFIG_Z"/);
      expect(() => applyCorrections('kconfig.tsv', rows, [fix({ row: { page: 'config/a.md' } })])).toThrowError(/2 rows match/);
      expect(() => applyCorrections('kconfig.tsv', rows, [fix({ field: 'nope' })])).toThrowError(/"nope" is not a column/);
      expect(() =>
        applyCorrections('kconfig.tsv', rows, [{ sheet: 'kconfig.tsv', kind: 'add', key: { option: 'CONFIG_B' }, values: { option: 'CONFIG_B' }, ...meta }]),
      ).toThrowError(/already has a row with option="CONFIG_B"/);
    });

    it('names a source in the firmware for every correction', () => {
      for (const c of FACT_CORRECTIONS) expect(c.source, JSON.stringify(c)).toMatch(/^(app|docs)\/\S+:\d+|^no /);
    });

    it.runIf(hasFacts)('fails the import when a correction no longer fits the fact sheets', () => {
      const stale = FACT_CORRECTIONS.map((c) =>
        c.kind === 'set' && c.field === 'default' && c.row.option === 'CONFIG_ZMK_STUDIO_LOCK_IDLE_TIMEOUT_SEC' ? { ...c, old: '600' } : c,
      );
      expect(() => buildData(factsDir, stale)).toThrowError(/default is "500" in the fact sheet, the correction expects "600"/);
    });

    it.runIf(hasFacts)('applies the corrections to the generated data', () => {
      expect(readRawFacts('kconfig.tsv').find((r) => r.option === 'CONFIG_ZMK_STUDIO_LOCK_IDLE_TIMEOUT_SEC')?.default).toBe('500');
      const { files } = buildData(factsDir);
      const kconfig = files['kconfig.json'] as KconfigRow[];
      expect(kconfig.find((r) => r.option === 'CONFIG_ZMK_STUDIO_LOCK_IDLE_TIMEOUT_SEC')?.default).toBe('600');
      expect(kconfig.find((r) => r.option === 'CONFIG_KSCAN_INIT_PRIORITY')).toMatchObject({ default: '90', origin: 'Zephyr' });
      expect(kconfig.some((r) => r.option === 'CONFIG_ZMK_KSCAN_INIT_PRIORITY')).toBe(false);
      const properties = files['behavior-properties.json'] as Array<{ compatible: string; property: string; default: string }>;
      expect(properties.find((r) => r.compatible === 'zmk,behavior-sticky-key' && r.property === 'ignore-modifiers')?.default).toBe('false');
      expect(properties.filter((r) => r.property === 'locking').map((r) => r.compatible).sort()).toEqual([
        'zmk,behavior-momentary-layer',
        'zmk,behavior-to-layer',
        'zmk,behavior-toggle-layer',
      ]);
    });
  });
});
