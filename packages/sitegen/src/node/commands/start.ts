import chokidar from 'chokidar';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import type webpack from 'webpack';
import devMiddleware from 'webpack-dev-middleware';
import hotMiddleware from 'webpack-hot-middleware';
import { createMdxService } from '../bundle/mdx-service';
import { createClientConfig } from '../bundle/client';
import { loadBundler } from '../bundle/bundler';
import { generateModules } from '../generate/index';
import { loadSite, type LoadedSite } from '../plugins/host';
import { pageLocale } from '../i18n/locales';
import { workDir } from '../utils/paths';
import { colorModeScript, escapeHtml, renderTag, siteHeadTags } from '../render/html';
import { resolveStaticFile } from './serve';
import { vendorSourceFile } from '../bundle/vendor';
import { createLazyCompilation } from '../bundle/lazy-compilation';
import { siteReact } from '../site-react';

/** Errors from outside the bundler (front matter, sidebars, config) shown in the browser overlay. */
class ExternalErrorsPlugin {
  error: Error | null = null;
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('sitegen-external-errors', (compilation) => {
      if (this.error) compilation.errors.push(new compiler.webpack.WebpackError(this.error.message));
    });
  }
}

/** The watcher's options for `--poll`, as Docusaurus's createPollingOptions: an interval given in milliseconds is used. */
export function pollingOptions(poll: boolean | number): { usePolling: boolean; interval?: number } {
  return { usePolling: !!poll, ...(typeof poll === 'number' && Number.isInteger(poll) ? { interval: poll } : {}) };
}

/**
 * The compiler as webpack-hot-middleware sees it: each rebuild's stats without their modules. The
 * middleware sends the browser the rebuilt modules' names, which its client only logs (it falls
 * back on their ids, the names in dev); the bundler walked every module to list them, 0.6 s of
 * each rebuild at 10,000 pages before the browser was told.
 */
function hotMiddlewareCompiler(compiler: Compiler): webpack.Compiler {
  type Stats = Parameters<Parameters<Compiler['hooks']['done']['tap']>[1]>[0];
  const withoutModules = (stats: Stats) => ({
    compilation: stats.compilation,
    toJson: () => ({ ...stats.toJson({ all: false, hash: true, timings: true, errors: true, warnings: true }), modules: [] }),
  });
  const done = { tap: (name: string, onDone: (stats: ReturnType<typeof withoutModules>) => void) => compiler.hooks.done.tap(name, (stats) => onDone(withoutModules(stats))) };
  return { hooks: { invalid: compiler.hooks.invalid, done } } as unknown as webpack.Compiler;
}

/** Time the browser gets after a rebuild to fetch its hot update before the content reloads. */
const HOT_UPDATE_FETCH_MS = 300;
/** Quiet time after the last Markdown edit before the site's content reloads. */
const CONTENT_RELOAD_QUIET_MS = 1500;

/**
 * The dev server: the client bundler (Rspack or webpack) in watch mode with hot updates (React Fast Refresh for components,
 * a content refresh for MDX), plugin content reloaded on changes, errors shown in an overlay
 * while the server keeps running. Pages render in the browser (no pre-rendering in dev).
 */
export interface DevServer extends http.Server {
  /** Stops watching and serving, once webpack has written its cache. */
  stop(): Promise<void>;
  /** The site's home page on the server (what `start` opens in the browser). */
  url: string;
}

export interface StartOptions {
  port: number;
  host: string;
  locale?: string;
  /** `--poll [ms]`: watch the site's files by polling (every `ms`, or the watcher's default), as Docusaurus's. */
  poll?: boolean | number;
  /** `--hot-only`: never reload the page when a hot update cannot be applied. */
  hotOnly?: boolean;
}

export async function startDevServer(siteDirInput: string, { port, host, locale, poll = false, hotOnly = false }: StartOptions): Promise<DevServer> {
  const siteDir = path.resolve(siteDirInput);
  siteReact(siteDir);
  // As Docusaurus's start: the config may read the locale being served (`process.env.DOCUSAURUS_CURRENT_LOCALE`).
  if (locale !== undefined) process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  let site: LoadedSite = await loadSite(siteDir, { dev: true, locale });
  generateModules(site);
  const mdx = createMdxService(site);
  const externalErrors = new ExternalErrorsPlugin();
  const bundler = await loadBundler(site.config.bundler);
  const config = createClientConfig(site, bundler, { dev: true, outDir: path.join(workDir(siteDir), 'dev'), hotOnly, poll });
  config.plugins?.push(externalErrors);
  // Compiled up front: the route table (its index and sections, and the client code reading them), which every page loads, and the plugins' data modules
  // (small JSON): a change to one then reaches the page as before (it reloads), where a lazily
  // compiled one would be accepted by its proxy and never shown.
  const lazy = createLazyCompilation(bundler, `${site.config.baseUrl}__sitegen/lazy/`, /[\\/]generated[\\/](registry\.js$|registry[\\/]|data[\\/])|[\\/]src[\\/]client[\\/]route-table\./);
  lazy.configure(config);
  const compiler = bundler.core(config);
  lazy.attach(compiler);
  // The middlewares are webpack's; Rspack's compiler has the hooks and file system they use.
  const middlewareCompiler = compiler as unknown as webpack.Compiler;
  const dev = devMiddleware(middlewareCompiler, { publicPath: site.config.baseUrl, stats: 'errors-only' });
  const hot = hotMiddleware(hotMiddlewareCompiler(compiler), { log: false, heartbeat: 2000 });

  let reloading: Promise<void> | null = null;
  const reload = async () => {
    try {
      site = await loadSite(siteDir, { dev: true, locale });
      generateModules(site);
      mdx.update(site);
      if (externalErrors.error) {
        externalErrors.error = null;
        dev.invalidate(() => undefined);
      }
    } catch (error) {
      externalErrors.error = error instanceof Error ? error : new Error(String(error));
      console.error(`[sitegen] ${externalErrors.error.message}`);
      dev.invalidate(() => undefined);
    }
  };
  const watcher = chokidar.watch([...site.pathsToWatch, path.join(siteDir, 'plugins')], { ignoreInitial: true, ignored: /(^|[/\\])(\.sitegen|node_modules|build)([/\\]|$)/, ...pollingOptions(poll) });
  // Reloading the site's content takes the main thread for a while; webpack compiles the edited
  // module and the server hands the browser its hot update on the same thread. Letting those
  // finish first puts an MDX edit on screen sooner.
  let compiling = false;
  const afterCompile: Array<() => void> = [];
  compiler.hooks.invalid.tap('sitegen-dev', () => {
    compiling = true;
  });
  compiler.hooks.done.tap('sitegen-dev', () => {
    compiling = false;
    afterCompile.splice(0).forEach((resolve) => resolve());
  });
  const compiled = () => (compiling ? new Promise<void>((resolve) => afterCompile.push(resolve)) : Promise.resolve()).then(() => new Promise<void>((resolve) => setTimeout(resolve, HOT_UPDATE_FETCH_MS)));
  // An edited Markdown file is on screen through its hot update already; what the reload adds
  // (title, description, sidebar label) can wait until the writer pauses, so that the reload
  // (a few hundred ms) does not hold up the next edit's rebuild. Other changes reload at once.
  let timer: NodeJS.Timeout | undefined;
  let onlyContent = true;
  watcher.on('all', (_event, file) => {
    onlyContent &&= /\.mdx?$/.test(file);
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        onlyContent = true;
        reloading = (reloading ?? Promise.resolve()).then(compiled).then(reload);
      },
      onlyContent ? CONTENT_RELOAD_QUIET_MS : 100,
    );
  });

  const shell = () => {
    const { config: c } = site;
    const { lang, dir } = pageLocale(site);
    return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}" data-theme="${c.themeConfig.colorMode.defaultMode}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.title)}</title>
<script>${colorModeScript(c.themeConfig.colorMode, site.context.siteStorage)}</script>
${siteHeadTags(c).map((tag) => `${renderTag(tag)}\n`).join('')}<link rel="stylesheet" href="${c.baseUrl}assets/css/main.css"><script defer src="${c.baseUrl}assets/js/runtime.js"></script><script defer src="${c.baseUrl}assets/js/main.js"></script></head>
<body><div id="__site"></div></body></html>`;
  };

  /** A file a plugin answers in dev (see Plugin.devFile). */
  const pluginFile = async (pathname: string) => {
    for (const plugin of site.plugins) {
      const file = await plugin.devFile?.(pathname);
      if (file) return file;
    }
    return undefined;
  };

  const httpServer = http.createServer((req, res) => {
    if (lazy.handle(req, res)) return;
    dev(req, res, () => {
      hot(req, res, async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const relative = url.pathname.slice(site.config.baseUrl.length - 1);
        const fromPlugin = path.extname(relative) ? await pluginFile(relative.replace(/^\//, '')).catch((error: unknown) => error as Error) : undefined;
        if (fromPlugin instanceof Error) {
          console.error(`[sitegen] ${fromPlugin.message}`);
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(fromPlugin.message);
          return;
        }
        if (fromPlugin) {
          res.writeHead(200, { 'content-type': fromPlugin.contentType }).end(fromPlugin.body);
          return;
        }
        const asset = mdx.assets.get(relative.replace(/^\//, ''));
        if (asset) {
          res.writeHead(200, { 'content-type': relative.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream' });
          fs.createReadStream(asset.source).pipe(res);
          return;
        }
        const vendored = vendorSourceFile(relative.replace(/^\//, ''));
        if (vendored) {
          fs.createReadStream(vendored).pipe(res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }));
          return;
        }
        // The first static folder that has the file, as Docusaurus's dev server serves them.
        const file = path.extname(relative) ? site.staticDirs.map((dir) => resolveStaticFile(dir, relative)).find((found) => found !== undefined) : undefined;
        if (file) {
          fs.createReadStream(file).pipe(res.writeHead(200, { 'content-type': file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shell());
      });
    });
  });
  let stopped: Promise<void> | undefined;
  const server: DevServer = Object.assign(httpServer, {
    url: `http://${host}:${port}${site.config.baseUrl}`,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        clearTimeout(timer);
        void watcher.close();
        // Closing the compiler (not only its watcher) writes what the cache has not written yet.
        // The MDX compile thread goes with it.
        dev.close(() => compiler.close(() => void mdx.close().then(resolve, resolve)));
        // The browser's hot-update stream would keep the server open.
        httpServer.close();
        httpServer.closeAllConnections();
      })),
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`Dev server at ${server.url}`);
  server.on('close', () => void server.stop());
  return server;
}
