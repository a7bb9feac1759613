import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import keycodesJson from '@site/src/data/keycodes.json';
import type { KeycodeData } from '@site/src/data/types';
import { codeTexts, hasFacts, readFacts } from './_facts';

// The footnote partials are MDX, compiled by the site's bundler; stand-ins here.
vi.mock('@site/docs/keymaps/_footnotes/example.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note example') };
});
vi.mock('@site/docs/keymaps/_footnotes/globe.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note globe') };
});
vi.mock('@site/docs/keymaps/_footnotes/ios-application.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note ios-application') };
});
vi.mock('@site/docs/keymaps/_footnotes/ios-power.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note ios-power') };
});
vi.mock('@site/docs/keymaps/_footnotes/macos-editing.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note macos-editing') };
});
vi.mock('@site/docs/keymaps/_footnotes/macos-international.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note macos-international') };
});
vi.mock('@site/docs/keymaps/_footnotes/macos-language.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note macos-language') };
});
vi.mock('@site/docs/keymaps/_footnotes/macos-power.mdx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('p', null, 'note macos-power') };
});

const {
  default: KeycodeTable,
  KeycodeFilter,
  KeycodeFilterProvider,
  KEYCODE_GROUPS,
  createKeycodeFilterStore,
  filterKeycodes,
  footnoteAnchor,
  groupFootnotes,
} = await import('@site/src/components/KeycodeTable');
const { default: OsLegend } = await import('@site/src/components/OsLegend');

const keycodes: KeycodeData = keycodesJson;
const allNames = keycodes.groups.flatMap((g) => g.keycodes.flatMap((k) => k.n));

describe('keycodes.json', () => {
  it.runIf(hasFacts)('contains every name and alias of keycodes.tsv, in its group', () => {
    const facts = readFacts('keycodes.tsv');
    expect(keycodes.groups.reduce((n, g) => n + g.keycodes.length, 0)).toBe(facts.length);
    for (const f of facts) {
      const group = keycodes.groups.find((g) => g.id === f.group);
      expect(group, f.group).toBeDefined();
      const entry = group?.keycodes.find((k) => k.n[0] === f.primary_name);
      expect(entry, f.primary_name).toBeDefined();
      const names = [f.primary_name, ...f.aliases.split(/\s+/).filter(Boolean)];
      expect(entry?.n).toEqual(names);
      expect(entry?.d).toBe(f.description);
    }
    expect(allNames).toHaveLength(583);
  });

  it.runIf(hasFacts)('keeps the groups in page order', () => {
    const groups = readFacts('keycode-groups.tsv').sort((a, b) => Number(a.page_order) - Number(b.page_order));
    expect(keycodes.groups.map((g) => g.id)).toEqual(groups.map((g) => g.group));
  });

  it('uses one y/n/u flag per OS', () => {
    for (const g of keycodes.groups) for (const k of g.keycodes) expect(k.os).toMatch(/^[ynu]{5}$/);
  });
});

describe('KeycodeTable', () => {
  it('renders every name and alias as a copy button', () => {
    const html = KEYCODE_GROUPS.map((g) => renderToStaticMarkup(<KeycodeTable group={g.id} />)).join('\n');
    const codes = new Set(codeTexts(html));
    for (const name of allNames) expect(codes.has(name), name).toBe(true);
    const buttons = html.match(/<button type="button"/g) ?? [];
    expect(buttons).toHaveLength(allNames.length);
  });

  it('renders accessible table markup with OS columns and icon text alternatives', () => {
    const html = renderToStaticMarkup(<KeycodeTable group="keyboard-letters" />);
    expect(html).toContain('<caption');
    for (const os of ['Windows', 'Linux', 'Android', 'macOS', 'iOS']) expect(html).toMatch(new RegExp(`scope="col"[^>]*>${os}</th>`));
    expect(html).toContain('role="img" aria-label="Supported"');
    expect(html).toContain('role="region"');
  });

  it('links footnote markers to footnotes listed under the table', () => {
    const html = renderToStaticMarkup(<KeycodeTable group="power" />);
    const group = KEYCODE_GROUPS.find((g) => g.id === 'power');
    expect(group).toBeDefined();
    const ids = groupFootnotes(group!);
    expect(ids).toEqual(['macosPower', 'iosPower']);
    for (const id of ids) {
      expect(html).toContain(`href="#${footnoteAnchor('power', id)}"`);
      expect(html).toContain(`id="${footnoteAnchor('power', id)}"`);
    }
    expect(html).toContain('note macos-power');
    expect(html).toContain('note ios-power');
    expect(renderToStaticMarkup(<KeycodeTable group="keyboard-letters" />)).not.toContain('keycode-footnote');
  });

  it('shows the macOS notes of the editing, international and language keys', () => {
    for (const [group, id, text] of [
      ['cut-copy-paste', 'macosEditing', 'note macos-editing'],
      ['undo-redo', 'macosEditing', 'note macos-editing'],
      ['keyboard-international', 'macosInternational', 'note macos-international'],
      ['keyboard-language', 'macosLanguage', 'note macos-language'],
    ] as const) {
      const g = KEYCODE_GROUPS.find((x) => x.id === group);
      expect(g, group).toBeDefined();
      expect(groupFootnotes(g!)).toContain(id);
      const html = renderToStaticMarkup(<KeycodeTable group={group} />);
      expect(html).toContain(`href="#${footnoteAnchor(group, id)}"`);
      expect(html).toContain(text);
    }
  });

  it('throws an error naming an unknown group', () => {
    expect(() => renderToStaticMarkup(<KeycodeTable group="keyboard-leters" />)).toThrowError(
      /group="keyboard-leters"/,
    );
  });

  it('renders the same markup every time (server and hydration agree)', () => {
    const a = renderToStaticMarkup(
      <>
        <KeycodeFilter />
        <KeycodeTable group="sound" />
      </>,
    );
    const b = renderToStaticMarkup(
      <>
        <KeycodeFilter />
        <KeycodeTable group="sound" />
      </>,
    );
    expect(a).toBe(b);
    expect(a).toContain('type="search"');
    expect(a).toContain('<label');
  });

  it('works inside a KeycodeFilterProvider', () => {
    const html = renderToStaticMarkup(
      <KeycodeFilterProvider>
        <KeycodeFilter label="Search" />
        <KeycodeTable group="keyboard-numbers" />
      </KeycodeFilterProvider>,
    );
    expect(html).toContain('>Search</label>');
    expect(codeTexts(html)).toContain('NUMBER_1');
  });
});

describe('filterKeycodes', () => {
  const rows = keycodes.groups.flatMap((g) => g.keycodes);
  const names = (q: string) => filterKeycodes(q, rows).map((k) => k.n[0]);

  it('returns everything for an empty or blank query', () => {
    expect(filterKeycodes('', rows)).toHaveLength(rows.length);
    expect(filterKeycodes('   ', rows)).toHaveLength(rows.length);
  });

  it('matches primary names, case-insensitively', () => {
    expect(names('page_up')).toContain('PAGE_UP');
    expect(names('C_VOLUME_UP')).toEqual(['C_VOLUME_UP']);
  });

  it('matches aliases', () => {
    const hit = filterKeycodes('PG_UP', rows);
    expect(hit.map((k) => k.n[0])).toContain('PAGE_UP');
    expect(names('bspc')).toContain('BACKSPACE');
  });

  it('matches descriptions and requires every word', () => {
    const volume = filterKeycodes('volume', rows);
    expect(volume.length).toBeGreaterThan(1);
    for (const k of volume) expect([...k.n, k.d].join(' ').toLowerCase()).toContain('volume');
    const both = filterKeycodes('volume up', rows);
    expect(both.length).toBeLessThan(volume.length);
    expect(both.map((k) => k.n[0])).toContain('C_VOLUME_UP');
  });

  it('ignores a pasted &kp prefix', () => {
    expect(names('&kp ESC')).toContain('ESCAPE');
  });

  it('finds nothing for nonsense', () => {
    expect(filterKeycodes('zzzz-not-a-key', rows)).toEqual([]);
  });

  it('keeps the original order', () => {
    const letters = keycodes.groups[0].keycodes;
    expect(filterKeycodes('letter', letters).map((k) => k.n[0])).toEqual(letters.map((k) => k.n[0]));
  });
});

describe('filter store', () => {
  it('notifies subscribers of changes only', () => {
    const store = createKeycodeFilterStore();
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set('vol');
    store.set('vol');
    store.set('');
    unsubscribe();
    store.set('x');
    expect(seen).toEqual(['vol', '']);
  });
});

describe('OsLegend', () => {
  it('explains the three icons and footnote markers', () => {
    const html = renderToStaticMarkup(<OsLegend />);
    expect(html).not.toContain('role="img"');
    expect(html).toContain('Supported');
    expect(html).toContain('Not supported');
    expect(html).toContain('Unknown');
    expect(html).toContain('Footnote');
  });
});
