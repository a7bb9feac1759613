// webpack loader for .md/.mdx: hands the file to the build's shared, cached MDX compiler
// (installed on globalThis by the bundler), so each file is compiled once for client and server.
module.exports = function mdxLoader(source) {
  const callback = this.async();
  // The routes and chunk names the output depends on (see MDX_CONTEXT_FILE): when they change, the
  // bundler's persistent cache must not keep this file's earlier output.
  const { contextFile } = this.getOptions() ?? {};
  if (contextFile) this.addDependency(contextFile);
  const compile = globalThis.__sitegenCompileMdx;
  if (!compile) return callback(new Error('MDX compiler not initialised'));
  compile(this.resourcePath, source, { query: this.resourceQuery || '', target: this.hot === true ? 'hot' : 'browser' }).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
