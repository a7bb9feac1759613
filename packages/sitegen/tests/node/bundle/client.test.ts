import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLERS, loadBundler } from '../../../src/node/bundle/bundler';
import { createClientConfig, mergePluginConfigs, postCssConfigFile, runClientBuild } from '../../../src/node/bundle/client';
import { createMdxService } from '../../../src/node/bundle/mdx-service';
import { withoutRouteChunks } from '../../../src/node/bundle/route-chunk-files';
import { generateModules } from '../../../src/node/generate/index';
import { loadSite, type LoadedSite } from '../../../src/node/plugins/host';
import type { ConfigureWebpackUtils, Plugin } from '../../../src/node/plugins/types';
import { ROUTE_CHUNK_FILES_GLOBAL } from '../../../src/shared/types';
import { copyFixture } from '../../helpers/fixture';

/** The shape of Rspack's unminified chunk file name functions in main. */
const RUNTIME = `__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + {12: "aaaaaaaaaaaa",345: "bbbbbbbbbbbb","67": "cccccccccccc"}[chunkId] + ".js"
}
__webpack_require__.miniCssF = (chunkId) => {
  return "assets/css/" + {12: "dddddddddddd",67: "eeeeeeeeeeee"}[chunkId] + ".css"
}`;

describe('route chunk files under Rspack', () => {
  it("leaves route chunks out of main's file name maps and looks in the route table's map first", () => {
    const code = withoutRouteChunks(RUNTIME, new Set(['12', '67']));
    expect(code).not.toBeNull();
    expect(code).not.toContain('aaaaaaaaaaaa');
    expect(code).not.toContain('cccccccccccc');
    expect(code).not.toContain('dddddddddddd');
    expect(code).toContain('"345": "bbbbbbbbbbbb"');
    // Run the edited functions: a route chunk's name comes from the global, any other from the map.
    const scope = { self: { [ROUTE_CHUNK_FILES_GLOBAL]: { javascript: { 12: 'assets/js/route.js' }, 'css/mini-extract': { 67: 'assets/css/route.css' } } } as Record<string, unknown> };
    const runtime = new Function('self', `const __webpack_require__ = {}; ${code}; return __webpack_require__;`)(scope.self) as { u(id: number): string; miniCssF(id: number): string };
    expect(runtime.u(12)).toBe('assets/js/route.js');
    expect(runtime.u(345)).toBe('assets/js/bbbbbbbbbbbb.js');
    expect(runtime.miniCssF(67)).toBe('assets/css/route.css');
  });

  it("leaves route chunks out of the CSS loader's list of chunks with a stylesheet, and finds theirs in the route table's map", () => {
    const css = `__webpack_require__.f.miniCss = function (chunkId, promises, fetchPriority) {
	var cssChunks = {"12": 1,"345": 1,"67": 1};
	return cssChunks[chunkId] ? 'load' : 'none';
};`;
    const code = withoutRouteChunks(css, new Set(['12', '67']));
    expect(code).not.toMatch(/"12": 1|"67": 1/);
    const loader = (global: Record<string, unknown>) => (new Function('self', `const __webpack_require__ = { f: {} }; ${code}; return __webpack_require__.f.miniCss;`)(global)) as (id: string) => string;
    expect(loader({})('345')).toBe('load');
    expect(loader({})('67')).toBe('none');
    expect(loader({ [ROUTE_CHUNK_FILES_GLOBAL]: { 'css/mini-extract': { 67: 'assets/css/route.css' } } })('67')).toBe('load');
  });

  it('says so when the runtime has another shape, instead of guessing', () => {
    expect(withoutRouteChunks('__webpack_require__.u = (chunkId) => {\n  return chunkId + ".js"\n}', new Set(['1']))).toBeNull();
    expect(withoutRouteChunks('no runtime here', new Set(['1']))).toBe('no runtime here');
  });
});

describe("plugins' configureWebpack", () => {
  const siteWith = (...plugins: Array<Partial<Plugin>>) => ({ plugins: plugins.map((p, i) => ({ name: `p${i}`, ...p })), contents: {} }) as unknown as LoadedSite;

  it('is merged whole with webpack-merge, for either bundler, and gets the current bundler', async () => {
    const rspack = await loadBundler('rspack');
    const seen: unknown[] = [];
    const site = siteWith(
      {
        configureWebpack: (_config, isServer, utils) => {
          seen.push(isServer, utils.currentBundler.name, typeof utils.currentBundler.instance.DefinePlugin);
          return { resolve: { fallback: { fs: false, path: false } }, module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] } };
        },
      },
      { configureWebpack: () => ({ resolve: { alias: { extra: '/x' } }, output: { hashFunction: 'xxhash64' } }) },
    );
    const merged = mergePluginConfigs({ resolve: { alias: { own: '/o' } }, module: { rules: [{ test: /\.js$/ }] } }, site, rspack, false);
    expect(seen).toEqual([false, 'rspack', 'function']);
    expect(merged.resolve).toEqual({ alias: { own: '/o', extra: '/x' }, fallback: { fs: false, path: false } });
    expect(merged.module?.rules).toHaveLength(2);
    expect(merged.output).toEqual({ hashFunction: 'xxhash64' });
  });

  it("gives Docusaurus's getStyleLoaders: a Sass plugin's rule puts its loader after the site's stylesheet loaders, with css-loader's esModule off as there", async () => {
    const rspack = await loadBundler('rspack');
    // docusaurus-plugin-sass's shape: a CSS modules rule and a plain one, each ending in sass-loader.
    const sassRule = (isServer: boolean, utils: ConfigureWebpackUtils) => ({
      module: { rules: [{ test: /\.module\.scss$/, use: [...utils.getStyleLoaders(isServer, { modules: { localIdentName: '[local]_[hash:base64:4]', exportOnlyLocals: isServer }, importLoaders: 2 }), { loader: 'sass-loader' }] }, { test: /\.scss$/, use: [...utils.getStyleLoaders(isServer, {}), { loader: 'sass-loader' }] }] },
    });
    const site = { ...siteWith({ configureWebpack: (_config, isServer, utils) => sassRule(isServer, utils) }), siteDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sass-site-')) } as LoadedSite;
    const loadersOf = (isServer: boolean) =>
      (mergePluginConfigs({}, site, rspack, isServer).module?.rules as Array<{ use: Array<{ loader: string; options?: Record<string, unknown> }> }>).map((rule) => rule.use.map((use) => [use.loader === rspack.cssExtract.loader ? 'extract' : /[\\/]css-loader[\\/]/.test(use.loader) ? 'css-loader' : use.loader, use.options?.esModule, use.options?.importLoaders]));
    const [clientModules, clientPlain] = loadersOf(false);
    expect(clientModules!.map(([loader]) => loader)).toEqual(['extract', 'css-loader', 'sass-loader']);
    expect(clientModules![1]).toEqual(['css-loader', false, 2]);
    expect(clientPlain!.map(([loader]) => loader)).toEqual(['extract', 'css-loader', 'sass-loader']);
    // The pre-render needs only the class names of CSS modules.
    const [serverModules] = loadersOf(true);
    expect(serverModules!.map(([loader]) => loader)).toEqual(['css-loader', 'sass-loader']);
  });

  it('honours a mergeStrategy', async () => {
    const site = siteWith({ configureWebpack: () => ({ mergeStrategy: { 'module.rules': 'prepend' }, module: { rules: [{ test: /\.first$/ }] } }) });
    const merged = mergePluginConfigs({ module: { rules: [{ test: /\.js$/ }] } }, site, await loadBundler('rspack'), false);
    expect(merged.module?.rules?.map((r) => String((r as { test: RegExp }).test))).toEqual(['/\\.first$/', '/\\.js$/']);
    expect(merged).not.toHaveProperty('mergeStrategy');
  });
});

describe('client build errors', () => {
  for (const name of BUNDLERS) {
    it(`${name}: a syntax error in a page names its file, line and column`, async () => {
      const fixture = copyFixture('basic');
      try {
        const page = path.join(fixture.siteDir, 'src/pages/hello.tsx');
        fs.writeFileSync(page, `${fs.readFileSync(page, 'utf8')}\nexport const broken = (;\n`);
        const line = fs.readFileSync(page, 'utf8').split('\n').indexOf('export const broken = (;') + 1;
        const site = await loadSite(fixture.siteDir, { dev: false, outDir: fixture.outDir });
        generateModules(site, { deferContent: true });
        createMdxService(site);
        const bundler = await loadBundler(name);
        const error = await runClientBuild(bundler, createClientConfig(site, bundler, { dev: false, outDir: fixture.outDir })).catch((e: unknown) => e as Error);
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toContain('src/pages/hello.tsx');
        expect((error as Error).message).toMatch(new RegExp(`\\b${line}:\\d+\\b`));
      } finally {
        fixture.cleanup();
      }
    }, 60_000);
  }
});

describe('the PostCSS config file', () => {
  it('is the nearest one postcss-loader would find from the site up, looked up once for every stylesheet', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-config-'));
    const siteDir = path.join(root, 'workspace', 'site');
    fs.mkdirSync(path.join(siteDir, 'src', 'css'), { recursive: true });
    // A package.json without a "postcss" key is no config; a parent folder's config applies to the site.
    fs.writeFileSync(path.join(siteDir, 'package.json'), '{"name":"site"}');
    fs.writeFileSync(path.join(root, 'workspace', 'postcss.config.cjs'), 'module.exports = { plugins: [] };');
    expect(postCssConfigFile(siteDir)).toBe(path.join(root, 'workspace', 'postcss.config.cjs'));
    fs.mkdirSync(path.join(siteDir, '.config'));
    fs.writeFileSync(path.join(siteDir, '.config', 'postcssrc.json'), '{"plugins":{}}');
    expect(postCssConfigFile(siteDir)).toBe(path.join(siteDir, '.config', 'postcssrc.json'));
    fs.writeFileSync(path.join(siteDir, 'package.json'), '{"name":"site","postcss":{"plugins":{}}}');
    expect(postCssConfigFile(siteDir)).toBe(path.join(siteDir, 'package.json'));
    fs.rmSync(root, { recursive: true });
  });
});

describe('the browser bundle’s config for Docusaurus’s CLI flags and site config', () => {
  const definitions = (config: ReturnType<typeof createClientConfig>) => {
    const define = config.plugins?.find((plugin) => plugin?.constructor.name === 'DefinePlugin') as { _args?: [Record<string, string>]; definitions?: Record<string, string> } | undefined;
    return define?._args?.[0] ?? define?.definitions ?? {};
  };

  it('minifies a build unless --no-minify or --dev; --dev builds React’s development code; --bundle-analyzer adds the analyzer; start’s --hot-only and --poll reach the dev client and the watcher', async () => {
    const fixture = copyFixture('basic');
    try {
      const site = await loadSite(fixture.siteDir, { dev: false });
      const rspack = await loadBundler('rspack');
      const outDir = path.join(fixture.siteDir, 'out');
      const plain = createClientConfig(site, rspack, { dev: false, outDir });
      expect([plain.mode, plain.optimization?.minimize, definitions(plain)['process.env.NODE_ENV']]).toEqual(['production', true, '"production"']);
      const unminified = createClientConfig(site, rspack, { dev: false, outDir, minify: false });
      expect([unminified.mode, unminified.optimization?.minimize, unminified.optimization?.minimizer]).toEqual(['production', false, []]);
      const development = createClientConfig(site, rspack, { dev: false, outDir, development: true });
      expect([development.mode, development.optimization?.minimize, definitions(development)['process.env.NODE_ENV'], definitions(development).__SITEGEN_DEV__]).toEqual(['development', false, '"development"', 'false']);
      const analyzed = createClientConfig(site, rspack, { dev: false, outDir, bundleAnalyzer: true });
      const analyzer = analyzed.plugins?.find((plugin) => plugin?.constructor.name === 'BundleAnalyzerPlugin') as { opts: Record<string, unknown> } | undefined;
      expect(analyzer?.opts).toMatchObject({ analyzerMode: 'static', openAnalyzer: false });
      expect(String(analyzer?.opts.reportFilename)).toMatch(/bundle-analyzer[\\/]report\.html$/);
      expect(plain.plugins?.some((plugin) => plugin?.constructor.name === 'BundleAnalyzerPlugin')).toBe(false);
      const start = createClientConfig(site, rspack, { dev: true, outDir, hotOnly: true, poll: 500 });
      expect([start.watchOptions, definitions(start).__SITEGEN_HOT_ONLY__, definitions(start)['process.env.NODE_ENV']]).toEqual([{ poll: 500 }, 'true', '"development"']);
      expect(definitions(plain).__SITEGEN_HOT_ONLY__).toBe('false');
    } finally {
      fixture.cleanup();
    }
  });

  it('compiles the site’s scripts with `webpack.jsLoader` when it is a function, and gives `svgr`’s svgrConfig to SVGR (none with svgr: false)', async () => {
    const fixture = copyFixture('basic');
    try {
      const site = await loadSite(fixture.siteDir, { dev: false });
      const rspack = await loadBundler('rspack');
      const rules = (config: ReturnType<typeof createClientConfig>) => config.module?.rules as Array<{ test?: RegExp; use?: unknown; oneOf?: Array<{ use?: { options?: unknown } }> }>;
      const scriptRule = (config: ReturnType<typeof createClientConfig>) => rules(config).find((rule) => String(rule.test) === String(/\.[cm]?[jt]sx?$/));
      const svgRule = (config: ReturnType<typeof createClientConfig>) => rules(config).find((rule) => String(rule.test) === String(/\.svg$/i));
      const custom = { ...site, config: { ...site.config, webpack: { jsLoader: (isServer: boolean) => ({ loader: 'my-js-loader', options: { isServer } }) }, svgr: { svgrConfig: { icon: true } } } } as LoadedSite;
      const config = createClientConfig(custom, rspack, { dev: false, outDir: path.join(fixture.siteDir, 'out') });
      expect(scriptRule(config)?.use).toEqual({ loader: 'my-js-loader', options: { isServer: false } });
      expect(svgRule(config)?.oneOf?.[0]?.use?.options).toEqual({ svgrConfig: { icon: true } });
      const noSvgr = createClientConfig({ ...site, config: { ...site.config, svgr: false } } as LoadedSite, rspack, { dev: false, outDir: path.join(fixture.siteDir, 'out') });
      expect(svgRule(noSvgr)?.oneOf).toBeUndefined();
      const { svgComponentModule } = createRequire(import.meta.url)('../../../src/node/bundle/svg-component.cjs') as { svgComponentModule(svg: string, file: string, svgrConfig?: object): Promise<string> };
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M0 0h24v24H0z"/></svg>';
      expect(await svgComponentModule(svg, 'a.svg', { icon: true })).toContain('"1em"');
      expect(await svgComponentModule(svg, 'a.svg')).not.toContain('"1em"');
    } finally {
      fixture.cleanup();
    }
  });
});
