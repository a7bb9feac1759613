import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderKeys } from '../../../src/node/render/render-keys';
import { diagramSources } from '../../../src/node/mermaid/diagram-sources';
import { openFileFacts } from '../../../src/node/utils/file-facts';
import type { RouteConfig } from '../../../src/shared/types';

describe('render keys', () => {
  it('change for the routes an edit reaches: own Markdown and partials, data modules, or anything shared, the Markdown pipeline included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-keys-'));
    const file = (name: string, text: string) => {
      const full = path.join(dir, name);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
      return full;
    };
    const [a, b, partial, sidebar, theme] = [file('docs/a.mdx', 'A'), file('docs/b.mdx', 'B'), file('docs/_p.mdx', 'P'), file('generated/data/sidebar.json', '[]'), file('theme/DocPage.tsx', 'x')];
    const imports = { [a]: [partial, theme], [b]: [theme], [partial]: [], [sidebar]: [], [theme]: [] };
    const routes = [
      { path: '/docs/a', component: '@theme/DocPage', modules: { content: `${a}?deferred`, sidebar } },
      { path: '/docs/b', component: '@theme/DocPage', modules: { content: b, sidebar } },
    ] as RouteConfig[];
    let markdownFingerprint = 'pipeline 1';
    const facts = openFileFacts(path.join(dir, 'facts.json'));
    const keys = () => renderKeys(routes, imports, path.join(dir, 'generated/data'), markdownFingerprint, (f) => facts.of(f)?.sha1);
    const first = keys();
    expect(keys()).toEqual(first);
    file('docs/b.mdx', 'B edited');
    const afterB = keys();
    expect(afterB['/docs/a']).toBe(first['/docs/a']);
    expect(afterB['/docs/b']).not.toBe(first['/docs/b']);
    file('docs/_p.mdx', 'P edited');
    const afterPartial = keys();
    expect(afterPartial['/docs/a']).not.toBe(afterB['/docs/a']);
    expect(afterPartial['/docs/b']).toBe(afterB['/docs/b']);
    file('generated/data/sidebar.json', '[1]');
    const afterSidebar = keys();
    expect(afterSidebar['/docs/a']).not.toBe(afterPartial['/docs/a']);
    expect(afterSidebar['/docs/b']).not.toBe(afterPartial['/docs/b']);
    file('theme/DocPage.tsx', 'y');
    const afterTheme = keys();
    for (const route of ['/docs/a', '/docs/b', '/404']) expect(afterTheme[route]).not.toBe(afterSidebar[route]);
    // Markdown compiled otherwise (another version of the pipeline, other routes to link to), its text the same.
    markdownFingerprint = 'pipeline 2';
    const afterPipeline = keys();
    for (const route of ['/docs/a', '/docs/b', '/404']) expect(afterPipeline[route]).not.toBe(afterTheme[route]);
    fs.rmSync(dir, { recursive: true });
  });
});
