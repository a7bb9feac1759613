/**
 * The Power Profiler model against cases worked out by hand from the figures in power.json.
 */
import { describe, expect, it } from 'vitest';
import { MAX_HOURS, chargeAfter, hoursUntilEmpty, hoursUntilLevel, levelCurve, selfDischargeRate } from '../../../src/components/PowerProfiler/model/battery';
import {
  CHARGE_CATEGORIES,
  backlightLedMicroA,
  batteryCurrentFactor,
  estimate,
  linearModelHours,
  loadDraw,
  sumOf,
} from '../../../src/components/PowerProfiler/model/estimate';
import { DEFAULT_VALUES, type FormValues } from '../../../src/components/PowerProfiler/model/fields';
import { durationInUnits, formatCurrent, formatDuration } from '../../../src/components/PowerProfiler/model/format';
import { type Settings, readSettings, scheduleShares } from '../../../src/components/PowerProfiler/model/settings';

/** 5 % a month, 30-day months: k = −ln(0.95) / 720 h. */
const K = -Math.log(0.95) / 720;

function settingsFor(changes: Partial<FormValues>): Settings {
  const result = readSettings({ ...DEFAULT_VALUES, ...changes });
  if (!result.ok) throw new Error(`invalid settings: ${JSON.stringify(result)}`);
  return result.settings;
}

describe('exponential self-discharge', () => {
  it('derives the hourly leak rate from 5 % per 30-day month', () => {
    expect(selfDischargeRate(0.05, 30)).toBeCloseTo(7.12407e-5, 9);
    expect(selfDischargeRate(0, 30)).toBe(0);
  });

  it('keeps 95 % after one month and 95 % of that after two (not 90 % as a linear leak would)', () => {
    expect(chargeAfter(720, 100, 0, K)).toBeCloseTo(95, 9);
    expect(chargeAfter(1440, 100, 0, K)).toBeCloseTo(90.25, 9);
  });

  it('empties a 100 mAh cell under a 1 mA load in ln(1 + 100k)/k ≈ 99.65 h', () => {
    expect(hoursUntilEmpty(100, 1, K)).toBeCloseTo(99.6455, 3);
    expect(hoursUntilEmpty(100, 1, 0)).toBe(100);
    expect(chargeAfter(hoursUntilEmpty(100, 1, K), 100, 1, K)).toBeCloseTo(0, 9);
  });

  it('finds when a level is reached: one month to 95 % with no load, and half-way under a load', () => {
    expect(hoursUntilLevel(100, 95, 0, K)).toBeCloseTo(720, 9);
    const half = hoursUntilLevel(100, 50, 1, K);
    expect(chargeAfter(half, 100, 1, K)).toBeCloseTo(50, 9);
    expect(hoursUntilLevel(100, 100, 1, K)).toBe(0);
  });

  it('never reports an infinite runtime', () => {
    expect(hoursUntilEmpty(100, 0, K)).toBe(MAX_HOURS);
    expect(hoursUntilEmpty(1e9, 1e-9, K)).toBe(MAX_HOURS);
  });

  it('draws a falling level curve from 100 % to 0 %', () => {
    const curve = levelCurve(100, 1, K, hoursUntilEmpty(100, 1, K), 10);
    expect(curve).toHaveLength(11);
    expect(curve[0].percent).toBe(100);
    expect(curve[10].percent).toBeCloseTo(0, 6);
    for (let i = 1; i < curve.length; i++) expect(curve[i].percent).toBeLessThan(curve[i - 1].percent);
  });
});

describe('supply conversion', () => {
  it('passes current through an LDO and scales it by Vout/(η·3.8 V) for a switching converter', () => {
    expect(batteryCurrentFactor({ psuType: 'LDO', outputVolts: 3.3, efficiency: 1, quiescentMicroA: 0 }, 3.8)).toBe(1);
    expect(batteryCurrentFactor({ psuType: 'SWITCHING', outputVolts: 3.3, efficiency: 0.95, quiescentMicroA: 0 }, 3.8)).toBeCloseTo(3.3 / (0.95 * 3.8), 12);
  });

  it('gives a backlight LED (Vout − Vf)/R and nothing when Vf is above the supply', () => {
    expect(backlightLedMicroA(3.3, 3.2, 100)).toBeCloseTo(1000, 6);
    expect(backlightLedMicroA(1.8, 3.2, 100)).toBe(0);
  });
});

describe('estimate', () => {
  it('nice!nano v2, 110 mAh, one host, half the day asleep: 32.65 µA and ≈ 2606 h', () => {
    const s = settingsFor({ board: 'nice!nano v2' });
    // quiescent 15 + 3 = 18 µA; awake: ZMK idle 0 + 23 (one host), typing 315 × 2 % = 6.3 µA; awake half the day.
    const draw = loadDraw(s, 'standalone');
    expect(draw.typing).toBeCloseTo(6.3 * 0.5, 9);
    expect(draw.idle).toBeCloseTo((23 + 18) * 0.5, 9);
    expect(draw.sleep).toBeCloseTo(18 * 0.5, 9);
    expect(draw.display).toBe(0);
    expect(draw.lighting).toBe(0);
    const [half] = estimate(s);
    expect(half.drawMicroA).toBeCloseTo(32.65, 9);
    // The load takes 32.65 / 0.85 µA of stored charge; ln(1 + k·110 / 0.038412) / k
    expect(half.drainMilliA).toBeCloseTo(0.03265 / 0.85, 12);
    expect(half.hours).toBeCloseTo(2606.09, 1);
    // power.json's linear formulas: 355,300 µWh / (29.03 + 124.07) µW
    expect(half.linearHours).toBeCloseTo(2320.73, 2);
    expect(half.lowHours).toBeLessThan(half.hours);
    expect(half.highHours).toBeGreaterThan(half.hours);
  });

  it('applies the discharge efficiency to the load but not to self-discharge', () => {
    const [half] = estimate(settingsFor({ board: 'nice!nano v2' }));
    const delivered = (half.drawMicroA / 1000) * half.hours;
    expect(half.charge.batteryLosses).toBeCloseTo(delivered * (1 / 0.85 - 1), 9);
    // Everything taken from the full 110 mAh cell adds up to it.
    expect(CHARGE_CATEGORIES.reduce((sum, c) => sum + half.charge[c], 0)).toBeCloseTo(110, 6);
    // Self-discharge over ~3.6 months of a shrinking charge: less than linear 5 %/month of 110 mAh would take.
    expect(half.charge.selfDischarge).toBeGreaterThan(0);
    expect(half.charge.selfDischarge).toBeLessThan(110 * 0.05 * (half.hours / 720));
  });

  it('split nice!60 with an OLED: the central pays the split link and hosts, the peripheral does not', () => {
    const s = settingsFor({ board: 'nice!60', split: '1', bondedQty: '2', displayEnabled: '1', displayType: 'OLED', percentAsleep: '0' });
    const [central, peripheral] = estimate(s);
    expect([central.role, central.side, peripheral.role, peripheral.side]).toEqual(['central', 'left', 'peripheral', 'right']);
    const factor = 3.3 / (0.95 * 3.8);
    // always awake: idle = (490 + 2 × 23 + 8) × factor; display = 10000 × 0.5 + 7 × 0.5
    expect(central.draw.idle).toBeCloseTo((490 + 46 + 8) * factor, 9);
    expect(central.draw.typing).toBeCloseTo(380 * 0.02 * factor, 9);
    expect(central.draw.display).toBeCloseTo(5003.5 * factor, 9);
    expect(central.draw.sleep).toBe(0);
    expect(peripheral.draw.idle).toBeCloseTo((20 + 8) * factor, 9);
    expect(peripheral.draw.typing).toBeCloseTo(365 * 0.02 * factor, 9);
    expect(peripheral.hours).toBeGreaterThan(central.hours);
  });

  it('underglow: 60 + n·(b·(20000 − 460) + 460) µA while awake', () => {
    const s = settingsFor({ board: 'nice!nano v2', glowEnabled: '1', glowQuantity: '10', glowBrightness: '0.5', percentAsleep: '0.5' });
    expect(loadDraw(s, 'standalone').lighting).toBeCloseTo((60 + 10 * (0.5 * 19540 + 460)) * 0.5, 9);
  });

  it('backlight: (Vout − Vf)/R per LED, scaled by brightness, plus the PWM overhead below full brightness', () => {
    const s = settingsFor({ board: 'nice!nano v2', backlightEnabled: '1', backlightQuantity: '60', backlightBrightness: '0.5', percentAsleep: '0' });
    expect(loadDraw(s, 'standalone').lighting).toBeCloseTo(1000 * 0.5 * 60 + 510, 6);
    const full = settingsFor({ board: 'nice!nano v2', backlightEnabled: '1', backlightBrightness: '1', percentAsleep: '0' });
    expect(loadDraw(full, 'standalone').lighting).toBeCloseTo(1000 * 60, 6);
  });

  it('custom board: LDO output, quiescent draws and the switching efficiency slider', () => {
    const s = settingsFor({ board: 'custom', psuType: 'SWITCHING', outputV: '3', efficiency: '0.8', quiescentMicroA: '10', otherQuiescentMicroA: '5', percentAsleep: '1' });
    // asleep all day: only the quiescent draw, converted at 3 / (0.8 × 3.8)
    const draw = loadDraw(s, 'standalone');
    expect(sumOf(draw)).toBeCloseTo(15 * (3 / (0.8 * 3.8)), 9);
  });

  it('linear model of power.json, hand-computed for 1,000 mAh and 100 µA', () => {
    // P_self = 1000 × 0.05 × 1000 / 720 × 3.8 = 263.89 µW; P = 380 µW; E = 3,230,000 µWh → 5016.39 h, rounded to the minute
    expect(linearModelHours(1000, 100)).toBeCloseTo(5016.4, 6);
  });
});

describe('daily schedule', () => {
  it('works out the asleep share from use, breaks and the sleep timeout', () => {
    const { asleepFraction, activeShareOfAwake } = scheduleShares(8, 4, 30, 15);
    expect(asleepFraction).toBeCloseTo(1 - 9 / 24, 12); // 8 h + 4 × 15 min awake
    expect(activeShareOfAwake).toBeCloseTo((8 + (4 * 30) / 3600) / 9, 12);
    expect(scheduleShares(8, 4, 30, 0).asleepFraction).toBe(0); // deep sleep off
  });

  it('turns the lighting off while idle when asked', () => {
    const base = { board: 'nice!nano v2', glowEnabled: '1', asleepMode: 'schedule' };
    const always = loadDraw(settingsFor(base), 'standalone').lighting;
    const idleOff = loadDraw(settingsFor({ ...base, lightsOffWhenIdle: '1' }), 'standalone').lighting;
    expect(idleOff / always).toBeCloseTo((8 + 120 / 3600) / 9, 9);
  });
});

describe('readSettings', () => {
  it('asks for a board first (the facts default is none)', () => {
    const result = readSettings(DEFAULT_VALUES);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing).toEqual(['a controller board']);
  });

  it('reports inline errors for negative, zero, non-numeric and absurd values', () => {
    const errors = (changes: Partial<FormValues>) => {
      const r = readSettings({ ...DEFAULT_VALUES, board: 'nice!nano', ...changes });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ batteryMilliAh: '-5' }).batteryMilliAh).toBe('Must not be negative.');
    expect(errors({ batteryMilliAh: '0' }).batteryMilliAh).toBe('Must be more than zero.');
    expect(errors({ batteryMilliAh: 'lots' }).batteryMilliAh).toBe('Enter a number.');
    expect(errors({ batteryMilliAh: '' }).batteryMilliAh).toBe('Enter a value.');
    expect(errors({ batteryMilliAh: '1e9' }).batteryMilliAh).toMatch(/^At most 20,000 mAh/);
    expect(errors({ glowEnabled: '1', glowQuantity: '2.5' }).glowQuantity).toBe('Enter a whole number.');
    // hidden fields are not checked
    expect(errors({ glowQuantity: '-1' })).toEqual({});
    expect(readSettings({ ...DEFAULT_VALUES, board: 'nice!nano', batteryMilliAh: ' 250 ' }).ok).toBe(true);
  });
});

describe('format', () => {
  it('shows the two largest units, floored', () => {
    expect(formatDuration(2606.09)).toBe('3 months 2 weeks'); // 156,365 min = 3 × 43,200 + 26,765
    expect(formatDuration(25)).toBe('1 day 1 hour');
    expect(formatDuration(0)).toBe('0 minutes');
    expect(formatDuration(MAX_HOURS)).toBe('more than 10 years');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('gives hours, days and weeks, and switches µA/mA', () => {
    expect(durationInUnits(336)).toEqual({ hours: '336', days: '14', weeks: '2' });
    expect(formatCurrent(32.65, 'uA')).toBe('32.7 µA');
    expect(formatCurrent(32.65, 'mA')).toBe('0.03 mA');
    expect(formatCurrent(15000, 'mA')).toBe('15 mA');
    expect(formatCurrent(Number.POSITIVE_INFINITY, 'uA')).toBe('—');
  });
});
