/**
 * A batch of a batched build (batches.ts) gets a module the main bundle has (a shared module) from
 * the main bundle, by its id there: this loader stands in for the module's own code and loaders
 * (its pitch returns before they run). As a module of its own it goes into the chunks that use it
 * (an external would have gone into the batch's entry, which no page loads). An ES module stays
 * one, with the same export names, so that importers get what they got from the module itself
 * (an importer that is a strict ES module reads a CommonJS module's `default` as its whole exports).
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const BY_FILE_QUERY = '?sitegen-shared';

module.exports = function sharedRefLoader(source) {
  return source;
};

module.exports.pitch = function sharedRefPitch() {
  const { refs, byFile } = this.getOptions();
  // A pre-render bundle's batch: the main pre-render bundle, built after it, has the module under its
  // file. Its export names are not known yet: an ES module re-exports all a CommonJS one has.
  if (byFile) {
    if (this.resourceQuery === BY_FILE_QUERY) return `module.exports = globalThis.__sitegenShared(${JSON.stringify(this.resourcePath)});\n`;
    // Its default export read directly: how an import reads a CommonJS module's default depends on the importer.
    return `export * from ${JSON.stringify(`${this.resourcePath}${BY_FILE_QUERY}`)};\nexport default globalThis.__sitegenShared(${JSON.stringify(this.resourcePath)}).default;\n`;
  }
  const ref = refs[this.resourcePath];
  if (ref === undefined) throw new Error(`sitegen: ${this.resourcePath} is not a module of the main bundle`);
  const module = `globalThis.__sitegenRequire(${JSON.stringify(ref.id)})`;
  if (!ref.exports) return `module.exports = ${module};\n`;
  const names = ref.exports.filter((name) => name === 'default' || IDENTIFIER.test(name));
  return [
    `const shared = ${module};`,
    ...names.map((name, i) => (name === 'default' ? 'export default shared.default;' : `const e${i} = shared[${JSON.stringify(name)}];\nexport { e${i} as ${name} };`)),
    '',
  ].join('\n');
};
