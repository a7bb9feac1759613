import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineIsland, loadIslands } from '@docusaurus/Island';
import KconfigTable from '@site/src/components/KconfigTable';
import BehaviorBinding from '@site/src/components/BehaviorBinding';

describe('static islands on the server', () => {
  it('render only once loaded, then in full inside a box-less wrapper', async () => {
    const Greeting = defineIsland(async () => ({ default: ({ name }: { name: string }) => <p className="hi">Hello {name}</p> }));
    expect(() => renderToString(<Greeting name="Ada" />)).toThrow(/await loadIslands\(\)/);
    await loadIslands();
    expect(renderToString(<Greeting name="Ada" />)).toMatch(/^<div data-island="[^"]+" style="display:contents"><p class="hi">Hello <!-- -->Ada<\/p><\/div>$/);
  });

  it('loads islands that loaded modules define in turn', async () => {
    const Outer = defineIsland(async () => {
      const Inner = defineIsland(async () => ({ default: () => <b>inner</b> }));
      return { default: () => <Inner /> };
    });
    await loadIslands();
    expect(renderToString(<Outer />)).toContain('<b>inner</b>');
  });

  it('keeps the build-time validation of the real components', async () => {
    await loadIslands();
    expect(renderToString(<KconfigTable page="config/kscan" />)).toMatch(/<table[^>]*>.*Kconfig options.*CONFIG_<wbr\/>ZMK_<wbr\/>KSCAN_/);
    expect(() => renderToString(<KconfigTable page="config/nope" />)).toThrow(/KconfigTable: no rows for page="config\/nope"/);
    expect(() => renderToString(<BehaviorBinding instance="&nope" />)).toThrow(/BehaviorBinding: unknown instance="&nope"/);
  });
});
