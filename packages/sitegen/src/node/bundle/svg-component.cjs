// An SVG imported from JavaScript or TypeScript is a React component, as in Docusaurus (which
// runs SVGR on such imports): `import Logo from './logo.svg'` then `<Logo title="…" />`. SVGR
// writes the component as JSX; esbuild makes it plain JavaScript for either bundler.
// Used as a webpack/Rspack loader, and by the pre-render bundle (bundle/server.ts).
const esbuild = require('esbuild');
const path = require('node:path');

/** The ES module of the component an SVG file becomes. */
async function svgComponentModule(svg, file) {
  // Required here, not at the top: SVGR brings Babel (~0.1 s to load), which a build whose
  // bundles are reused, or a site without such imports, never needs.
  const { transform } = require('@svgr/core');
  const pluginJsx = require('@svgr/plugin-jsx');
  const jsx = pluginJsx.default ?? pluginJsx;
  const code = await transform(svg, { plugins: [jsx], jsxRuntime: 'automatic', exportType: 'default', titleProp: true }, { filePath: file, componentName: 'Svg' });
  const result = await esbuild.transform(code, { loader: 'jsx', jsx: 'automatic', format: 'esm', sourcefile: path.basename(file) });
  return result.code;
}

module.exports = function svgComponentLoader(source) {
  const callback = this.async();
  svgComponentModule(String(source), this.resourcePath).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
module.exports.svgComponentModule = svgComponentModule;
