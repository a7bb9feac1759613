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
import { NODE_BUNDLE_OPTIONS, resolveSiteAliases } from '../../src/node/bundle/server';

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
  const entry = path.join(workDir, 'components-entry.tsx');
  fs.writeFileSync(
    entry,
    [
      "import { createElement } from 'react';",
      "import { renderToStaticMarkup } from 'react-dom/server';",
      "import { loadIslands } from '@docusaurus/Island';",
      ...unique.map((c, i) => (c.exportName === 'default' ? `import C${i} from ${JSON.stringify(c.source)};` : `import { ${c.exportName} as C${i} } from ${JSON.stringify(c.source)};`)),
      `const components = { ${unique.map((c, i) => `${JSON.stringify(keyOf(c))}: C${i}`).join(', ')} };`,
      // Islands (data-only components) render synchronously once their modules have loaded.
      'export const ready = loadIslands();',
      'export function render(key, props) { return renderToStaticMarkup(createElement(components[key], props)); }',
    ].join('\n'),
  );
  const outfile = path.join(workDir, `components-${Date.now()}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    ...NODE_BUNDLE_OPTIONS,
    absWorkingDir: siteDir,
    plugins: [aliasPlugin(siteDir, generatedDir)],
  });
  const module = (await import(pathToFileURL(outfile).href)) as { ready: Promise<void>; render(key: string, props: Record<string, unknown>): string };
  await module.ready;
  fs.rmSync(outfile, { force: true });
  return (component, props) => {
    try {
      return module.render(keyOf(component), props);
    } catch {
      return undefined; // needs the browser or a page context: the Markdown links to the page instead
    }
  };
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
