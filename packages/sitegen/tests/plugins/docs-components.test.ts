/**
 * The docs plugin's component options (docsRootComponent, docVersionRootComponent,
 * docRootComponent, docItemComponent, docCategoryGeneratedIndexComponent), as Docusaurus's
 * routes use them: sitegen's docs route component renders theme-classic's tree, with the
 * components a site names given to it as route modules (theme-classic's own are in its chunk).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../src/node/plugins/host';
import { docsComponentModules } from '../../plugins/docs/index';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function site(docsOptions: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-components-'));
  made.push(dir);
  const files: Record<string, string> = {
    'package.json': '{ "name": "harbour", "private": true }',
    'docusaurus.config.js': `module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', ${docsOptions} } }]] };\n`,
    'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Tides', link: { type: 'generated-index' }, items: ['tides/high'] }] };\n",
    'docs/intro.md': '# Intro\n',
    'docs/tides/high.md': '# High water\n',
    'src/theme/MyDocItem.js': 'export default function MyDocItem() { return null; }\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function load(docsOptions: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const loaded = await loadSite(site(docsOptions), { dev: false });
    return { routes: loaded.routes, warnings: warn.mock.calls.map((call) => call.join(' ')) };
  } finally {
    warn.mockRestore();
  }
}

describe('the docs options naming the routes’ components', () => {
  it('gives the docs routes theme-classic’s components without modules of their own by default', async () => {
    const { routes, warnings } = await load('');
    const intro = routes.find((r) => r.path === '/docs/intro');
    expect(intro?.component).toBe('@theme/DocPage');
    expect(Object.keys(intro?.modules ?? {}).sort()).toEqual(['content', 'metadata', 'sidebar']);
    // A category's generated index is a docs route too (inside DocRoot), showing theme-classic's page.
    const index = routes.find((r) => r.path === '/docs/category/tides');
    expect(index?.component).toBe('@theme/DocPage');
    expect(index?.modules).toMatchObject({ docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage' });
    expect(warnings.filter((w) => w.includes('Component'))).toEqual([]);
  });

  it('reads the five options (no "not read" warning) and routes with the components they name', async () => {
    const { routes, warnings } = await load(
      "docItemComponent: '@site/src/theme/MyDocItem', docRootComponent: '@theme/MyDocRoot', docVersionRootComponent: '@theme/MyVersionRoot', docsRootComponent: '@theme/DocsRoot', docCategoryGeneratedIndexComponent: '@theme/MyIndex'",
    );
    expect(warnings.filter((w) => w.includes('Component'))).toEqual([]);
    const intro = routes.find((r) => r.path === '/docs/intro');
    // theme-classic's own DocsRoot needs no module; the others are the route's.
    expect(intro?.modules).toMatchObject({ docItemComponent: '@site/src/theme/MyDocItem', docRootComponent: '@theme/MyDocRoot', docVersionRootComponent: '@theme/MyVersionRoot' });
    expect(intro?.modules).not.toHaveProperty('docsRootComponent');
    const index = routes.find((r) => r.path === '/docs/category/tides');
    expect(index?.modules).toMatchObject({ docCategoryGeneratedIndexComponent: '@theme/MyIndex', docRootComponent: '@theme/MyDocRoot' });
    expect(index?.modules).not.toHaveProperty('docItemComponent');
  });

  it('stops the build at a component option that is not a module path', async () => {
    await expect(load('docItemComponent: 42')).rejects.toThrow(/docItemComponent[\s\S]*must be a module path/);
  });

  it('names only the options that differ from theme-classic’s components', () => {
    expect(docsComponentModules({ docItemComponent: '@theme/DocItem', docRootComponent: '@site/src/Root' }, ['docItemComponent', 'docRootComponent'])).toEqual({ docRootComponent: '@site/src/Root' });
  });
});
