/**
 * Renders the site's MDX components (reference tables, binding cards) to static HTML on the
 * node side, so the Markdown copies can carry their content. The components are an entry of the
 * pre-render bundle (bundle/server.ts), added through this plugin's `configureWebpack`: the site's
 * bundler, module rules and aliases resolve them, as they do for the pages.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readJsonFile, writeFileWhole, writeIfChanged } from '../../src/node/utils/fs';

export interface ComponentImport {
  /** Module specifier as written in the MDX import (a relative one made absolute). */
  source: string;
  /** `default` or the named export. */
  exportName: string;
}

export type RenderComponent = (component: ComponentImport, props: Record<string, unknown>) => string | undefined;

/** The pre-render bundle's entry holding the components (its file: `<name>.cjs`). */
export const COMPONENTS_ENTRY = 'llms-components';

const keyOf = (c: ComponentImport) => `${c.source}#${c.exportName}`;

/** The entry module: every component by key, and a function rendering one to static HTML. */
export function componentsEntrySource(components: ComponentImport[]): string | undefined {
  const unique = [...new Map(components.map((c) => [keyOf(c), c])).values()];
  if (unique.length === 0) return undefined;
  return [
    "import { createElement } from 'react';",
    "import { renderToStaticMarkup } from 'react-dom/server';",
    "import { loadIslands } from '@docusaurus/Island';",
    ...unique.map((c, i) => (c.exportName === 'default' ? `import C${i} from ${JSON.stringify(c.source)};` : `import { ${c.exportName} as C${i} } from ${JSON.stringify(c.source)};`)),
    `const components = { ${unique.map((c, i) => `${JSON.stringify(keyOf(c))}: C${i}`).join(', ')} };`,
    // Islands (data-only components) render synchronously once their modules have loaded.
    'export const ready = loadIslands();',
    'export function render(key, props) { return renderToStaticMarkup(createElement(components[key], props)); }',
  ].join('\n');
}

/** Writes the entry into `workDir` (only when it changed: the bundler's cache keeps it) and returns its file; none without components. */
export function writeComponentsEntry(workDir: string, components: ComponentImport[]): string | undefined {
  const source = componentsEntrySource(components);
  if (source === undefined) return undefined;
  const file = path.join(workDir, 'components-entry.jsx');
  writeIfChanged(file, source);
  return file;
}

/** The pre-render bundle's part for `configureWebpack(…, isServer)`: the entry, exporting as CommonJS. */
export function componentsEntryConfig(entryFile: string): { entry: Record<string, { import: string; library: { type: 'commonjs2' } }> } {
  return { entry: { [COMPONENTS_ENTRY]: { import: entryFile, library: { type: 'commonjs2' } } } };
}

/** Loads the components' bundle from the pre-render bundle's folder; a component that throws renders as undefined. */
export async function loadComponentRenderer(serverDir: string): Promise<RenderComponent> {
  const file = path.join(serverDir, `${COMPONENTS_ENTRY}.cjs`);
  if (!fs.existsSync(file)) return () => undefined;
  // A process that loaded an earlier bundle (a build before this one) loads this one.
  const require = createRequire(import.meta.url);
  for (const loaded of Object.keys(require.cache)) if (loaded.startsWith(serverDir + path.sep)) delete require.cache[loaded];
  const module = require(file) as { ready: Promise<void>; render(key: string, props: Record<string, unknown>): string };
  await module.ready;
  return (component, props) => {
    try {
      return module.render(keyOf(component), props);
    } catch {
      return undefined; // needs the browser or a page context: the Markdown links to the page instead
    }
  };
}

/** Thrown by kept renders (see keptComponentRenders) that need the renderer, which then loads. */
export class RendererNeeded extends Error {
  constructor() {
    super('A component render is not kept: the renderer is needed');
  }
}

export interface KeptComponentRenders {
  /** The kept render of the component with these props; else the renderer's (then kept), or RendererNeeded thrown. */
  render: RenderComponent;
  useRenderer(renderer: RenderComponent): void;
  /** Writes the renders when some were added. */
  save(): void;
}

/**
 * Component renders kept between builds by component and props, while `salt` (what else they
 * depend on: the components' code) is the same. The Markdown of an edited page whose components
 * and props are unchanged then needs no renderer: loading it (the components' bundle and React's
 * server renderer) was most of the Markdown's cost after an edit.
 */
export function keptComponentRenders(file: string, salt: string): KeptComponentRenders {
  const record = readJsonFile<{ salt: string; renders: Record<string, string | null> }>(file);
  const renders = record?.salt === salt ? record.renders : {};
  let added = false;
  let renderer: RenderComponent | undefined;
  return {
    render(component, props) {
      const key = `${keyOf(component)} ${JSON.stringify(props)}`;
      if (key in renders) return renders[key] ?? undefined;
      if (!renderer) throw new RendererNeeded();
      const html = renderer(component, props);
      renders[key] = html ?? null;
      added = true;
      return html;
    },
    useRenderer(next) {
      renderer = next;
    },
    save() {
      if (added) writeFileWhole(file, JSON.stringify({ salt, renders }));
    },
  };
}
