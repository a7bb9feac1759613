// webpack loader for .md/.mdx: hands the file to the build's shared, cached MDX compiler
// (installed on globalThis by the bundler), so each file is compiled once for client and server
// (the pre-render bundle's rule sets `target: 'server'`).
const fs = require('node:fs');

module.exports = function mdxLoader(source) {
  const callback = this.async();
  // The routes and chunk names the output depends on (see MDX_CONTEXT_FILE): when they change, the
  // bundler's persistent cache must not keep this file's earlier output.
  const { contextFile, target } = this.getOptions() ?? {};
  if (contextFile) this.addDependency(contextFile);
  const compile = globalThis.__sitegenCompileMdx;
  if (!compile) return callback(new Error('MDX compiler not initialised'));
  // A failure is kept by file for the build's error (see formatBundlerError): the bundler's
  // message wraps this one in its own decorations.
  const failures = (globalThis.__sitegenMdxFailures ??= new Map());
  const file = this.resourcePath;
  const assets = [];
  const compileTarget = target ?? (this.hot === true ? 'hot' : 'browser');
  compile(file, source, { query: this.resourceQuery || '', target: compileTarget, assets }).then(
    (code) => {
      failures.delete(file);
      // The local images it shows are the module's files, emitted by the production browser
      // bundle: the bundler's cache keeps them with the module, for builds that do not compile it
      // again. (The dev server serves them itself: a rebuild there may have dropped this
      // compilation by the time the compile is back, and its context must not be used then.)
      if (compileTarget !== 'hot') {
        for (const asset of assets) {
          this.addDependency(asset.source);
          if (compileTarget === 'browser') this.emitFile(asset.output, fs.readFileSync(asset.source));
        }
      }
      callback(null, code);
    },
    (error) => {
      failures.set(file, error);
      callback(error);
    },
  );
};
