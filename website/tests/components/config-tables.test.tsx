import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import KconfigTable, { selectKconfigRows } from '@site/src/components/KconfigTable/KconfigTable';
import DevicetreeTable, { selectDevicetreeRows } from '@site/src/components/DevicetreeTable/DevicetreeTable';
import { splitDefault } from '@site/src/components/ReferenceTable';
import kconfig from '@site/src/data/kconfig.json';
import devicetree from '@site/src/data/devicetree.json';
import { codeTexts, hasFacts, readFacts, repoRoot } from './_facts';

const kconfigPages = [...new Set(kconfig.map((r) => r.page))];
const devicetreePages = [...new Set(devicetree.map((r) => r.page))];

describe('KconfigTable', () => {
  it.each(kconfigPages)('renders every Kconfig option of %s', (page) => {
    const html = renderToStaticMarkup(<KconfigTable page={page} />);
    const codes = codeTexts(html);
    for (const row of kconfig.filter((r) => r.page === page)) {
      expect(codes).toContain(row.option);
    }
    expect(html).toContain('<table');
    expect(html).toContain('<caption');
    expect(html).toContain('scope="col"');
    expect(html).toContain('scope="row"');
  });

  it('selects one section only', () => {
    const rows = selectKconfigRows('config/behaviors', 'Hold-Tap > Kconfig');
    expect(rows.map((r) => r.option)).toEqual([
      'CONFIG_ZMK_BEHAVIOR_HOLD_TAP_MAX_HELD',
      'CONFIG_ZMK_BEHAVIOR_HOLD_TAP_MAX_CAPTURED_EVENTS',
    ]);
    const html = renderToStaticMarkup(<KconfigTable page="config/behaviors" section="Hold-Tap > Kconfig" />);
    expect(html).not.toContain('CONFIG_ZMK_MACRO_DEFAULT_WAIT_MS');
  });

  it('accepts the page with a .md suffix, as the fact sheet writes it', () => {
    // Two rows from the fact sheet and the fetch-mode choice added by scripts/fact-corrections.ts.
    expect(selectKconfigRows('config/battery.md')).toHaveLength(4);
  });

  it('throws an error naming an unknown page', () => {
    expect(() => renderToStaticMarkup(<KconfigTable page="config/batery" />)).toThrowError(/page="config\/batery"/);
  });

  it('throws an error naming an unknown section and listing the real ones', () => {
    expect(() => renderToStaticMarkup(<KconfigTable page="config/battery" section="KConfig" />)).toThrowError(
      /section="KConfig".*"Kconfig"/,
    );
  });

  it.runIf(hasFacts)('has every row of kconfig.tsv', () => {
    const facts = readFacts('kconfig.tsv');
    expect(kconfig).toHaveLength(facts.length);
    for (const f of facts) {
      const page = f.page.replace(/\.md$/, '');
      expect(selectKconfigRows(page, f.section).map((r) => r.option)).toContain(f.option);
    }
  });
});

describe('DevicetreeTable', () => {
  it.each(devicetreePages)('renders every devicetree property of %s', (page) => {
    const html = renderToStaticMarkup(<DevicetreeTable page={page} />);
    const codes = codeTexts(html);
    for (const row of devicetree.filter((r) => r.page === page)) {
      expect(codes).toContain(row.property);
    }
  });

  it('splits a section into one table per node', () => {
    const html = renderToStaticMarkup(<DevicetreeTable page="config/behaviors" section="Sensor Rotation > Devicetree" />);
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(html).toContain('zmk,behavior-sensor-rotate-var');
  });

  it('shows the unit column only where units exist', () => {
    expect(renderToStaticMarkup(<DevicetreeTable page="config/layout" section="Physical Layout > Devicetree" />)).toContain(
      'centi-keyunit',
    );
    expect(renderToStaticMarkup(<DevicetreeTable page="config/combos" />)).not.toContain('>Unit<');
  });

  it('throws an error naming an unknown page or section', () => {
    expect(() => renderToStaticMarkup(<DevicetreeTable page="config/nope" />)).toThrowError(/page="config\/nope"/);
    expect(() =>
      renderToStaticMarkup(<DevicetreeTable page="config/kscan" section="Matrix > Devicetree" />),
    ).toThrowError(/section="Matrix > Devicetree"/);
  });

  it.runIf(hasFacts)('has every row of devicetree.tsv', () => {
    const facts = readFacts('devicetree.tsv');
    expect(devicetree).toHaveLength(facts.length);
    for (const f of facts) {
      expect(selectDevicetreeRows(f.page.replace(/\.md$/, ''), f.section).map((r) => r.property)).toContain(f.property);
    }
  });
});

describe('default values', () => {
  it('separates the literal from a remark', () => {
    expect(splitDefault('-1 (off)')).toEqual(['-1', ' (off)']);
    expect(splitDefault('"ZMK Project"')).toEqual(['"ZMK Project"', '']);
    expect(splitDefault('<UNDERSCORE BACKSPACE DELETE>')).toEqual(['<UNDERSCORE BACKSPACE DELETE>', '']);
    expect(splitDefault('const 2')).toEqual(['const 2', '']);
    expect(splitDefault('512; 1024 on split peripherals')).toEqual(['512', '; 1024 on split peripherals']);
  });
});

/** The config pages must place a table for every page + section pair of the data. */
describe('config pages cover the reference data', () => {
  const configDir = path.join(repoRoot, 'docs/config');
  let files: string[] = [];
  try {
    files = readdirSync(configDir).filter((f) => f.endsWith('.mdx'));
  } catch {
    files = [];
  }
  const used = (component: string) => {
    const pairs: string[] = [];
    for (const f of files) {
      const text = readFileSync(path.join(configDir, f), 'utf8');
      for (const m of text.matchAll(new RegExp(`<${component}\\s+([\\s\\S]*?)/>`, 'g'))) {
        const page = /page="([^"]+)"/.exec(m[1])?.[1];
        const section = /section="([^"]+)"/.exec(m[1])?.[1];
        if (page) pairs.push(section ? `${page}|${section}` : `${page}|*`);
      }
    }
    return pairs;
  };
  const covered = (pairs: string[], page: string, section: string) =>
    pairs.includes(`${page}|${section}`) || pairs.includes(`${page}|*`);

  it.runIf(files.length > 0)('every Kconfig section is shown on its page', () => {
    const pairs = used('KconfigTable');
    const missing = [...new Set(kconfig.map((r) => `${r.page}|${r.section}`))].filter((k) => {
      const [page, section] = k.split('|');
      return !covered(pairs, page, section);
    });
    expect(missing).toEqual([]);
  });

  it.runIf(files.length > 0)('every devicetree section is shown on its page', () => {
    const pairs = used('DevicetreeTable');
    const missing = [...new Set(devicetree.map((r) => `${r.page}|${r.section}`))].filter((k) => {
      const [page, section] = k.split('|');
      return !covered(pairs, page, section);
    });
    expect(missing).toEqual([]);
  });

  it.runIf(files.length > 0)('every table placed on a page selects rows (no typo in page or section)', () => {
    for (const pair of used('KconfigTable')) {
      const [page, section] = pair.split('|');
      expect(() => selectKconfigRows(page, section === '*' ? undefined : section), pair).not.toThrow();
    }
    for (const pair of used('DevicetreeTable')) {
      const [page, section] = pair.split('|');
      expect(() => selectDevicetreeRows(page, section === '*' ? undefined : section), pair).not.toThrow();
    }
  });

  it.runIf(files.length > 0)('every table on a page names that page', () => {
    for (const f of files) {
      const text = readFileSync(path.join(configDir, f), 'utf8');
      const id = `config/${f.replace(/\.mdx$/, '')}`;
      for (const m of text.matchAll(/<(?:KconfigTable|DevicetreeTable)\s+page="([^"]+)"/g)) {
        expect(m[1], f).toBe(id);
      }
    }
  });
});

describe('node captions', () => {
  it('puts quoted names and cell lists in code', async () => {
    const { formatNodeText } = await import('@site/src/components/ReferenceTable');
    const html = renderToStaticMarkup(
      <>{formatNodeText('element of zmk,physical-layout keys: <&key_physical_attrs w h x y r rx ry>')}</>,
    );
    expect(html).toContain('<code>&lt;&amp;key_physical_attrs w h x y r rx ry&gt;</code>');
    expect(renderToStaticMarkup(<>{formatNodeText('child node of compatible "zmk,combos" (one per combo)')}</>)).toContain(
      '<code>zmk,combos</code>',
    );
  });
});
