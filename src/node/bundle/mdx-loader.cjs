// webpack loader for .md/.mdx: hands the file to the build's shared, cached MDX compiler
// (installed on globalThis by the bundler), so each file is compiled once for client and server.
module.exports = function mdxLoader(source) {
  const callback = this.async();
  const compile = globalThis.__sitegenCompileMdx;
  if (!compile) return callback(new Error('MDX compiler not initialised'));
  compile(this.resourcePath, source, { query: this.resourceQuery || '', target: this.hot === true ? 'hot' : 'browser' }).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
