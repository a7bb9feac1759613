import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUES, type FormValues } from '../../../src/components/PowerProfiler/model/fields';
import { fromQuery, toQuery } from '../../../src/components/PowerProfiler/model/url-state';

describe('URL state', () => {
  it('writes only what differs from the defaults', () => {
    expect(toQuery(DEFAULT_VALUES)).toBe('');
    expect(toQuery({ ...DEFAULT_VALUES, batteryMilliAh: '300' })).toBe('?batteryMilliAh=300');
  });

  it('round-trips a full set of changes', () => {
    const values: FormValues = {
      ...DEFAULT_VALUES,
      board: 'nice!nano v2',
      split: '1',
      centralSide: 'right',
      batteryMilliAh: '450',
      bondedQty: '3',
      glowEnabled: '1',
      glowBrightness: '0.35',
      displayEnabled: '1',
      displayType: 'NICEVIEW',
      asleepMode: 'schedule',
      sleepTimeoutMin: '30',
      unit: 'mA',
    };
    const query = toQuery(values);
    expect(query).toContain('board=nice%21nano+v2');
    expect(fromQuery(query)).toEqual({ values, rejected: [] });
    expect(fromQuery(new URL(`https://example.org/power-profiler${query}`).search).values).toEqual(values);
  });

  it('falls back to the default for unusable values and says which', () => {
    const { values, rejected } = fromQuery('?batteryMilliAh=-20&board=teapot&split=maybe&bondedQty=99&displayType=OLED&junk=1');
    expect(rejected).toEqual(['board', 'split', 'batteryMilliAh', 'bondedQty']);
    expect(values).toEqual({ ...DEFAULT_VALUES, displayType: 'OLED' });
  });

  it('survives a mangled query string', () => {
    expect(fromQuery('?%E0%A4%A=1&&=&batteryMilliAh=%ZZ').values).toEqual(DEFAULT_VALUES);
  });
});
