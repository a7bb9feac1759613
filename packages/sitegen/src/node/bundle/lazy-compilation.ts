import { createHash } from 'node:crypto';
import type http from 'node:http';
import { createRequire } from 'node:module';
import type { Compiler, Configuration } from '@rspack/core';
import type webpack from 'webpack';
import type { Bundler } from './bundler';

const require = createRequire(import.meta.url);

type WebpackLazyOptions = Exclude<NonNullable<webpack.Configuration['experiments']>['lazyCompilation'], boolean | undefined>;

export interface LazyCompilation {
  /** Turns lazy compilation on in the dev config. */
  configure(config: Configuration): void;
  /** Hands it the compiler made from that config. */
  attach(compiler: Compiler): void;
  /** Answers the browser's "these modules are in use" requests; false for other requests. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

/**
 * Dev server: lazy compilation of `import()`ed modules (route content and data, lazily loaded
 * parts). A module is compiled only once a page asks for it, so the graph an edit rebuilds holds
 * the visited pages, not the whole site. The browser's requests go to the dev server itself at
 * `urlBase` (same origin and host as the page) rather than to a second server. `keepEager` lists
 * modules to compile up front anyway (matched on the resource path).
 */
export function createLazyCompilation(bundler: Bundler, urlBase: string, keepEager: RegExp): LazyCompilation {
  const test = (module: { nameForCondition(): string | null | undefined }) => !keepEager.test(module.nameForCondition() ?? '');
  return bundler.name === 'rspack' ? rspackLazyCompilation(bundler, urlBase, test) : webpackLazyCompilation(urlBase, test);
}

/** Rspack: its own client and middleware, mounted under `urlBase`. */
function rspackLazyCompilation(bundler: Bundler, urlBase: string, test: (module: never) => boolean): LazyCompilation {
  let middleware: ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | undefined;
  const prefix = urlBase.replace(/\/$/, '');
  return {
    configure(config) {
      config.lazyCompilation = { entries: false, imports: true, test: test as never, prefix };
    },
    attach(compiler) {
      middleware = bundler.core.lazyCompilationMiddleware(compiler) as unknown as typeof middleware;
    },
    handle(req, res) {
      if (!middleware || !(req.url ?? '').startsWith(prefix)) return false;
      req.socket.setNoDelay(true);
      let passed = false;
      middleware(req, res, () => {
        passed = true;
      });
      return !passed;
    },
  };
}

/** webpack: its lazy compilation client, with a backend that answers through the dev server. */
function webpackLazyCompilation(urlBase: string, test: (module: never) => boolean): LazyCompilation {
  const client = require.resolve('webpack/hot/lazy-compilation-web.js');
  const active = new Set<string>();
  let compiler: webpack.Compiler | undefined;
  // Short keys keep the browser's request URL (every module in use, joined) short; a hash of the
  // module stays the same across server restarts.
  const keyOf = (identifier: string) => createHash('sha1').update(identifier).digest('base64url').slice(0, 12);
  const options: WebpackLazyOptions = {
    entries: false,
    imports: true,
    test: test as WebpackLazyOptions['test'],
    backend: (lazyCompiler, callback) => {
      compiler = lazyCompiler;
      callback(null, {
        dispose: (done) => done(),
        module: (original) => {
          const key = keyOf(original.identifier());
          return { client: `${client}?${encodeURIComponent(urlBase)}`, data: key, active: active.has(key) };
        },
      });
    },
  };
  return {
    configure(config) {
      (config as { experiments?: object }).experiments = { ...config.experiments, lazyCompilation: options };
    },
    attach() {},
    handle(req, res) {
      const url = req.url ?? '';
      if (!url.startsWith(urlBase)) return false;
      const keys = url.slice(urlBase.length).split('@').filter(Boolean);
      req.socket.setNoDelay(true);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('\n');
      const added = keys.filter((key) => !active.has(key));
      for (const key of added) active.add(key);
      // Modules stay compiled once used: revisiting a page costs no second round trip.
      if (added.length) compiler?.watching?.invalidate();
      return true;
    },
  };
}
