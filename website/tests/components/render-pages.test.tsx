/**
 * Renders the real content pages (MDX compiled here, components imported through the
 * `@site/` alias) with react-dom/server, and checks that the reference data reaches the
 * HTML: every Kconfig option and devicetree property on its page, every keycode name on
 * the list of keycodes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadIslands } from '@docusaurus/Island';
import kconfig from '@site/src/data/kconfig.json';
import devicetree from '@site/src/data/devicetree.json';
import keycodes from '@site/src/data/keycodes.json';
import { codeTexts, repoRoot } from './_facts';

// vitest does not compile MDX imports made by components; the footnotes get stand-ins.
vi.mock('@site/docs/keymaps/_footnotes/example.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/globe.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/ios-application.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/ios-power.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/macos-editing.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/macos-international.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/macos-language.mdx', () => ({ default: () => null }));
vi.mock('@site/docs/keymaps/_footnotes/macos-power.mdx', () => ({ default: () => null }));

const tmp = mkdtempSync(path.join(os.tmpdir(), 'render-pages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function renderPage(id: string): Promise<string> {
  const source = readFileSync(path.join(repoRoot, 'docs', `${id}.mdx`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const code = String(await compile(source, { remarkPlugins: [remarkGfm, remarkDirective] }));
  const file = path.join(tmp, `${id.replace(/\//g, '__')}.jsx`);
  writeFileSync(file, code);
  const mod = (await import(/* @vite-ignore */ file)) as { default: ComponentType };
  // The reference tables are islands: rendering them synchronously needs their modules loaded.
  await loadIslands();
  return renderToStaticMarkup(createElement(mod.default));
}

const configPages = [...new Set([...kconfig.map((r) => r.page), ...devicetree.map((r) => r.page)])].filter((id) =>
  existsSync(path.join(repoRoot, 'docs', `${id}.mdx`)),
);

describe.runIf(configPages.length > 0)('config pages', () => {
  it.each(configPages)('%s shows all of its options and properties', async (id) => {
    const codes = new Set(codeTexts(await renderPage(id)));
    for (const row of kconfig.filter((r) => r.page === id)) expect(codes.has(row.option), row.option).toBe(true);
    for (const row of devicetree.filter((r) => r.page === id)) expect(codes.has(row.property), row.property).toBe(true);
  });
});

describe.runIf(existsSync(path.join(repoRoot, 'docs/keymaps/list-of-keycodes.mdx')))('list of keycodes', () => {
  it('shows every keycode name and alias', async () => {
    const codes = new Set(codeTexts(await renderPage('keymaps/list-of-keycodes')));
    for (const name of keycodes.groups.flatMap((g) => g.keycodes.flatMap((k) => k.n))) {
      expect(codes.has(name), name).toBe(true);
    }
  });
});
