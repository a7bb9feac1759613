import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BehaviorBinding, { bindingSyntax, findBehavior } from '@site/src/components/BehaviorBinding/BehaviorBinding';
import BehaviorProperties from '@site/src/components/BehaviorProperties/BehaviorProperties';
import BehaviorParameters from '@site/src/components/BehaviorParameters/BehaviorParameters';
import InputProcessorTable, { selectInputProcessors } from '@site/src/components/InputProcessorTable/InputProcessorTable';
import behaviors from '@site/src/data/behaviors.json';
import behaviorProperties from '@site/src/data/behavior-properties.json';
import behaviorParameters from '@site/src/data/behavior-parameters.json';
import inputProcessors from '@site/src/data/input-processors.json';
import { codeTexts, decode, hasFacts, readFacts } from './_facts';

describe('BehaviorBinding', () => {
  const instances = behaviors.map((b) => b.instance).filter(Boolean);

  it.each(instances)('renders the binding card of %s', (instance) => {
    const html = decode(renderToStaticMarkup(<BehaviorBinding instance={instance} />));
    const row = findBehavior({ instance });
    expect(html).toContain(bindingSyntax(row));
    expect(html).toContain(row.compatible);
    if (row.header) expect(html).toContain(`#include <${row.header.split(' ')[0]}>`);
  });

  it('shows the parameters of a predefined instance', () => {
    expect(bindingSyntax(findBehavior({ instance: '&kp' }))).toBe('&kp KEYCODE');
    expect(bindingSyntax(findBehavior({ instance: '&mt' }))).toBe('&mt HOLD_KEY TAP_KEY');
    expect(bindingSyntax(findBehavior({ instance: '&bt' }))).toBe('&bt COMMAND PROFILE');
    expect(bindingSyntax(findBehavior({ instance: '&trans' }))).toBe('&trans');
  });

  it('describes a user-defined compatible', () => {
    const row = findBehavior({ compatible: 'zmk,behavior-hold-tap' });
    expect(row.kind).toBe('user-defined');
    expect(bindingSyntax(row)).toBe('&my_hold_tap HOLD_PARAM TAP_PARAM');
    const html = renderToStaticMarkup(<BehaviorBinding compatible="zmk,behavior-sensor-rotate-var" />);
    expect(html).toContain('Sensor binding');
  });

  it('accepts an instance without the ampersand', () => {
    expect(findBehavior({ instance: 'kp' }).instance).toBe('&kp');
  });

  it('throws an error naming an unknown instance or compatible', () => {
    expect(() => renderToStaticMarkup(<BehaviorBinding instance="&kpp" />)).toThrowError(/instance="&kpp"/);
    expect(() => renderToStaticMarkup(<BehaviorBinding compatible="zmk,behavior-hold-tapp" />)).toThrowError(
      /compatible="zmk,behavior-hold-tapp"/,
    );
    expect(() => renderToStaticMarkup(<BehaviorBinding />)).toThrowError(/BehaviorBinding/);
  });

  it.runIf(hasFacts)('has every row of behaviors.tsv', () => {
    expect(behaviors).toHaveLength(readFacts('behaviors.tsv').length);
  });
});

describe('BehaviorProperties', () => {
  const compatibles = [...new Set(behaviorProperties.map((r) => r.compatible))];

  it.each(compatibles)('lists every property of %s', (compatible) => {
    const codes = codeTexts(renderToStaticMarkup(<BehaviorProperties compatible={compatible} />));
    for (const row of behaviorProperties.filter((r) => r.compatible === compatible)) {
      expect(codes).toContain(row.property);
    }
  });

  it('marks deprecated properties and lists allowed values', () => {
    const html = renderToStaticMarkup(<BehaviorProperties compatible="zmk,behavior-hold-tap" />);
    expect(html).toContain('deprecated');
    expect(html).toContain('tap-unless-interrupted');
  });

  it('throws an error naming an unknown compatible', () => {
    expect(() => renderToStaticMarkup(<BehaviorProperties compatible="zmk,behavior-nope" />)).toThrowError(
      /compatible="zmk,behavior-nope"/,
    );
  });
});

describe('BehaviorParameters', () => {
  const groups = [...new Set(behaviorParameters.map((r) => r.usedWith))];

  it.each(groups)('lists every define used with %s', (usedWith) => {
    const codes = codeTexts(renderToStaticMarkup(<BehaviorParameters usedWith={usedWith} />));
    for (const row of behaviorParameters.filter((r) => r.usedWith === usedWith)) expect(codes).toContain(row.define);
  });

  it('throws an error naming an unknown value', () => {
    expect(() => renderToStaticMarkup(<BehaviorParameters usedWith="&btt" />)).toThrowError(/usedWith="&btt"/);
  });
});

describe('InputProcessorTable', () => {
  it.each(inputProcessors.filter((r) => r.instance).map((r) => r.instance))('renders instance %s', (instance) => {
    const html = decode(renderToStaticMarkup(<InputProcessorTable instance={instance} />));
    expect(html).toContain(instance);
  });

  it.each([...new Set(inputProcessors.map((r) => r.compatible))])('renders compatible %s', (compatible) => {
    const html = decode(renderToStaticMarkup(<InputProcessorTable compatible={compatible} />));
    const { instances, definition } = selectInputProcessors({ compatible });
    for (const i of instances) expect(html).toContain(i.instance);
    for (const p of definition?.properties ?? []) expect(html).toContain(p.name);
  });

  it('throws an error naming an unknown compatible or instance', () => {
    expect(() => renderToStaticMarkup(<InputProcessorTable compatible="zmk,input-processor-scalar" />)).toThrowError(
      /compatible="zmk,input-processor-scalar"/,
    );
    expect(() => renderToStaticMarkup(<InputProcessorTable instance="&zip_nope" />)).toThrowError(/instance="&zip_nope"/);
  });
});
