/**
 * Renders the site's MDX components (reference tables, binding cards) to static HTML on the
 * node side, so the Markdown copies can carry their content. One small esbuild bundle holds
 * every component the docs import; CSS is left out.
 */
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteAliases } from '../../src/node/bundle/aliases';
import { NODE_BUNDLE_OPTIONS, resolveSiteAliases } from '../../src/node/esbuild/site-aliases';
import { snapshotInputs, snapshotUnchanged, type InputSnapshot } from '../../src/node/bundle/reuse';
import { readJsonFile, writeFileWhole } from '../../src/node/utils/fs';

export interface ComponentImport {
  /** Module specifier as written in the MDX import. */
  source: string;
  /** `default` or the named export. */
  exportName: string;
}

export type RenderComponent = (component: ComponentImport, props: Record<string, unknown>) => string | undefined;

const keyOf = (c: ComponentImport) => `${c.source}#${c.exportName}`;

/** Bundles the components and returns a renderer; a component that throws renders as undefined. */
export async function loadComponentRenderer(siteDir: string, generatedDir: string, components: ComponentImport[], workDir: string): Promise<RenderComponent> {
  const unique = [...new Map(components.map((c) => [keyOf(c), c])).values()];
  if (unique.length === 0) return () => undefined;
  fs.mkdirSync(workDir, { recursive: true });
  const entrySource = [
    "import { createElement } from 'react';",
    "import { renderToStaticMarkup } from 'react-dom/server';",
    "import { loadIslands } from '@docusaurus/Island';",
    ...unique.map((c, i) => (c.exportName === 'default' ? `import C${i} from ${JSON.stringify(c.source)};` : `import { ${c.exportName} as C${i} } from ${JSON.stringify(c.source)};`)),
    `const components = { ${unique.map((c, i) => `${JSON.stringify(keyOf(c))}: C${i}`).join(', ')} };`,
    // Islands (data-only components) render synchronously once their modules have loaded.
    'export const ready = loadIslands();',
    'export function render(key, props) { return renderToStaticMarkup(createElement(components[key], props)); }',
  ].join('\n');
  // The bundle is kept with a snapshot of its inputs: a rebuild after an edit to one page bundles
  // the components again only when one of them (or the list) changed.
  const bundleFile = path.join(workDir, 'components.mjs');
  const recordFile = `${bundleFile}.inputs.json`;
  if (!keptBundleFits(recordFile, bundleFile, entrySource)) {
    const entry = path.join(workDir, 'components-entry.tsx');
    fs.writeFileSync(entry, entrySource);
    const partial = `${bundleFile}.${process.pid}.tmp.mjs`;
    const { metafile } = await build({
      entryPoints: [entry],
      outfile: partial,
      ...NODE_BUNDLE_OPTIONS,
      absWorkingDir: siteDir,
      // Docusaurus sites write JSX in .js files.
      loader: { '.js': 'jsx' },
      metafile: true,
      plugins: [aliasPlugin(siteDir, generatedDir)],
    });
    fs.renameSync(partial, bundleFile);
    const inputs = snapshotInputs({ files: Object.keys(metafile.inputs).map((file) => path.resolve(siteDir, file)), missing: [] });
    fs.writeFileSync(recordFile, JSON.stringify({ entry: entrySource, inputs }));
  }
  // By mtime: a process that imported an earlier bundle (the dev server) loads the new one.
  const module = (await import(`${pathToFileURL(bundleFile).href}?t=${fs.statSync(bundleFile).mtimeMs}`)) as { ready: Promise<void>; render(key: string, props: Record<string, unknown>): string };
  await module.ready;
  return (component, props) => {
    try {
      return module.render(keyOf(component), props);
    } catch {
      return undefined; // needs the browser or a page context: the Markdown links to the page instead
    }
  };
}

function keptBundleFits(recordFile: string, bundleFile: string, entrySource: string): boolean {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { entry: string; inputs: InputSnapshot };
    return record.entry === entrySource && fs.existsSync(bundleFile) && snapshotUnchanged(record.inputs);
  } catch {
    return false;
  }
}

function aliasPlugin(siteDir: string, generatedDir: string): EsbuildPlugin {
  return {
    name: 'llms-components',
    setup(b) {
      resolveSiteAliases(b, siteAliases(siteDir, generatedDir));
      // Class names do not matter in Markdown; any class lookup gives a string.
      b.onLoad({ filter: /\.module\.css$/ }, () => ({ contents: 'export default new Proxy({}, { get: (_, key) => String(key) });', loader: 'js' }));
      b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
      b.onLoad({ filter: /\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?|wasm|mdx?)$/i }, (args) => ({ contents: `export default ${JSON.stringify(path.basename(args.path))};`, loader: 'js' }));
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
    },
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
