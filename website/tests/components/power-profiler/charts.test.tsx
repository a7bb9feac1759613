/** The chart components render their SVG and a text alternative from an estimate. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BreakdownChart from '../../../src/components/PowerProfiler/BreakdownChart';
import LevelChart, { timeAxis } from '../../../src/components/PowerProfiler/LevelChart';
import { selfDischargeRate } from '../../../src/components/PowerProfiler/model/battery';
import { estimate } from '../../../src/components/PowerProfiler/model/estimate';
import { DEFAULT_VALUES } from '../../../src/components/PowerProfiler/model/fields';
import { readSettings } from '../../../src/components/PowerProfiler/model/settings';
import { decode } from '../_facts';

const result = readSettings({ ...DEFAULT_VALUES, board: 'nice!nano v2', split: '1', displayEnabled: '1', displayType: 'OLED' });
if (!result.ok) throw new Error('fixture settings are invalid');
const halves = estimate(result.settings);

describe('Power Profiler charts', () => {
  it('picks a time unit with at least three round ticks', () => {
    expect(timeAxis(2.4)).toEqual({ unit: 'hours', unitHours: 1, ticks: [0, 0.5, 1, 1.5, 2] });
    expect(timeAxis(24 * 10)).toMatchObject({ unit: 'days', ticks: [0, 2, 4, 6, 8, 10] });
    expect(timeAxis(24 * 200).unit).toBe('months');
  });

  it('breakdown: one bar per half, and a table row for each use that takes charge', () => {
    const html = decode(renderToStaticMarkup(<BreakdownChart halves={halves} unit="mA" />));
    expect(html.match(/<g transform/g)).toHaveLength(2);
    for (const label of ['Typing', 'Idle (awake)', 'Sleep', 'Display', 'Battery losses', 'Self-discharge']) expect(html).toContain(`${label}</th>`);
    expect(html).not.toContain('Lighting</th>'); // no lighting in these settings
    expect(html).toContain(' mA</td>');
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it('level chart: one line per half, and the times to each level as a table', () => {
    const rate = selfDischargeRate(0.05, 30);
    const html = decode(renderToStaticMarkup(<LevelChart halves={halves} capacityMilliAh={110} rate={rate} />));
    expect(html.match(/<path d="M/g)).toHaveLength(2);
    expect(html).toContain('Left half (central)</th>');
    expect(html).toContain('Right half (peripheral)</th>');
    expect(html).not.toMatch(/NaN|Infinity/);
  });
});
