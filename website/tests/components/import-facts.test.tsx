import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildData, paramPlaceholder, parsePropertyList, parseTsv, serialize } from '../../scripts/import-facts';
import { factsDir, hasFacts, repoRoot } from './_facts';

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
});
