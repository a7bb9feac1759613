import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HardwareList from '@site/src/components/HardwareList';
import { hardwareToc } from '@site/src/components/HardwareList/toc';
import hardwareJson from '@site/src/data/hardware.json';
import type { HardwareData } from '@site/src/shared/hardware-data';
import { repoRoot } from './_helpers';

const data = hardwareJson as HardwareData;
const html = renderToStaticMarkup(<HardwareList />);
const anchorsPath = path.resolve(repoRoot, '../../shared/facts/anchors.json');

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function ids(markup: string): string[] {
  return [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
}

describe('HardwareList', () => {
  it('lists every board and shield by name, linked to its product page', () => {
    expect(data.boards).toHaveLength(40);
    expect(data.shields).toHaveLength(67);
    for (const item of [...data.boards, ...data.shields]) {
      expect(html, item.name).toContain(`href="${escapeHtml(item.url)}">${escapeHtml(item.name)}</a>`);
      expect(html, item.id).toContain(`>${item.id}</code>`);
    }
  });

  it('has the anchors of the live page', () => {
    const found = ids(html);
    expect(found).toEqual(expect.arrayContaining(['onboard', 'composite', ...data.interconnects.map((i) => i.id)]));
    expect(new Set(found).size).toBe(found.length);
    if (fs.existsSync(anchorsPath)) {
      const anchors = (JSON.parse(fs.readFileSync(anchorsPath, 'utf8')) as Record<string, string[]>)['/docs/hardware'];
      const page = fs.readFileSync(path.join(repoRoot, 'docs/hardware.mdx'), 'utf8');
      for (const anchor of anchors) {
        const inPage = page.includes(`## ${anchor === 'other-hardware' ? 'Other Hardware' : 'Contributing'}`);
        expect(found.includes(anchor) || (['other-hardware', 'contributing'].includes(anchor) && inPage), anchor).toBe(true);
      }
    }
  });

  it('shows composite keyboards, one tab per interconnect with details and counts', () => {
    expect(html).toContain('<h2 id="onboard">Onboard Controller Keyboards</h2>');
    expect(html).toContain('<h2 id="composite">Composite Keyboards</h2>');
    expect(html).toContain('16 keyboards have the controller built into');
    expect(html).toContain('<h3 id="pro_micro" class="');
    expect(html).toContain('Pro Micro Interconnect</h3>');
    expect(html).toContain('13 controller boards and 61 shields use this interconnect.');
    expect(html).toContain('Controller boards (13)</h4>');
    expect(html).toContain('Shields (61)</h4>');
    expect(html).toContain('<code>&amp;pro_micro_i2c</code>');
    expect(html).toContain(escapeHtml(data.interconnects.find((i) => i.id === 'pro_micro')?.design_guideline ?? '?'));
    expect(html).toContain('40 boards, 67 shields and 5 interconnects');
    // Add-ons that need a connector without metadata still appear.
    expect(html).toContain('id="add-on-shields"');
    expect(html).toContain('needs nice_view_header');
  });

  it('marks split keyboards and USB-only boards', () => {
    expect(html).toMatch(/>Corne<\/a> <code[^>]*>corne<\/code><span[^>]*>split<\/span>/);
    expect(html).toMatch(/>Adafruit KB2040<\/a> <code[^>]*>adafruit_kb2040<\/code><span[^>]*>USB only<\/span>/);
    expect(html).toMatch(/>nice!nano v2<\/a> <code[^>]*>nice_nano_v2<\/code><\/li>/);
  });

  it('renders an accessible tab list, with every panel in the server HTML', () => {
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(5);
    expect(tabs.filter((t) => t.includes('aria-selected="true"'))).toHaveLength(1);
    expect(tabs[0]).toContain('aria-controls="hardware-panel-pro_micro"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('tabindex="-1"');
    expect(html).toContain('role="tablist" aria-label="Interconnects"');
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    expect(panels).toHaveLength(5);
    // Before hydration nothing is hidden, so every anchor is reachable without JavaScript.
    for (const panel of panels) expect(panel).not.toContain('hidden');
    expect(panels[0]).toContain('aria-labelledby="hardware-tab-pro_micro"');
  });

  it('renders the same markup every time (no browser state in render)', () => {
    expect(renderToString(<HardwareList />)).toBe(renderToString(<HardwareList />));
  });

  it('accepts other data', () => {
    const small: HardwareData = {
      boards: [{ id: 'b1', name: 'Board One', url: 'https://example.com/b1', outputs: ['usb'], exposes: ['x'] }],
      shields: [{ id: 's1', name: 'Shield One', url: 'https://example.com/s1', requires: ['x'], features: ['keys'] }],
      interconnects: [{ id: 'x', name: 'X Header', url: 'https://example.com/x', description: 'A header.' }],
    };
    const markup = renderToStaticMarkup(<HardwareList data={small} />);
    expect(markup).toContain('Board One');
    expect(markup).toContain('Shield One');
    expect(markup).toContain('X Header Interconnect');
    expect(markup).toContain('0 keyboards have');
  });

  it('exports the table of contents of the page (interconnects by how much hardware uses them)', () => {
    expect(hardwareToc()).toEqual([
      { value: 'Onboard Controller Keyboards', id: 'onboard', level: 2 },
      { value: 'Composite Keyboards', id: 'composite', level: 2 },
      { value: 'Pro Micro Interconnect', id: 'pro_micro', level: 3 },
      { value: 'Seeed XIAO Interconnect', id: 'seeed_xiao', level: 3 },
      { value: 'BlackPill Interconnect', id: 'blackpill', level: 3 },
      { value: 'Arduino Uno Rev3 Interconnect', id: 'arduino_uno', level: 3 },
      { value: 'MakerDiary nRF52840 M.2 Interconnect', id: 'makerdiary_nrf52840_m2', level: 3 },
      { value: 'Add-on Shields', id: 'add-on-shields', level: 3 },
    ]);
  });

  it('styles only with the theme tokens of the content guide', () => {
    const css = fs.readFileSync(path.join(repoRoot, 'src/components/HardwareList/styles.module.css'), 'utf8');
    const allowed = new Set([
      '--color-bg', '--color-bg-soft', '--color-bg-raised', '--color-text', '--color-text-muted', '--color-border',
      '--color-primary', '--color-primary-soft', '--color-primary-contrast', '--color-code-bg', '--color-success',
      '--color-warning', '--color-danger', '--font-body', '--font-mono', '--radius',
      '--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6',
    ]);
    const used = [...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const token of used) expect(allowed.has(token), token).toBe(true);
  });
});

describe('docs/hardware.mdx', () => {
  const page = fs.readFileSync(path.join(repoRoot, 'docs/hardware.mdx'), 'utf8');

  it('has the title, label and outline of the site map', () => {
    expect(page).toMatch(/^---\ntitle: Supported Hardware\nsidebar_label: Supported Hardware\ndescription: .+\n---\n/);
    const headings = [...page.matchAll(/^(#{2,6}) (.+)$/gm)].map((m) => m[2]);
    expect(headings).toEqual(['Other Hardware', 'Contributing']);
  });

  it('renders the list with the HardwareList component', () => {
    expect(page).toMatch(/^import HardwareList from '@site\/src\/components\/HardwareList';/m);
    // The table of contents comes from a module of its own, so the page's content can load after it.
    expect(page).toMatch(/^import \{ hardwareToc \} from '@site\/src\/components\/HardwareList\/toc';/m);
    // The groups the component renders are in the page's table of contents.
    expect(page).toContain('...hardwareToc()');
    expect(page).toContain('\n<HardwareList />\n');
    expect(page.indexOf('<HardwareList />')).toBeLessThan(page.indexOf('## Other Hardware'));
  });

  it('links only to docs that exist', () => {
    for (const [, target] of page.matchAll(/\]\(([^)#]+\.mdx?)(#[^)]*)?\)/g)) {
      expect(fs.existsSync(path.join(repoRoot, 'docs', target)), target).toBe(true);
    }
  });
});
