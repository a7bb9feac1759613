// An SVG imported from JavaScript or TypeScript is a React component, as in Docusaurus (which
// runs SVGR on such imports): `import Logo from './logo.svg'` then `<Logo title="…" />`. SVGR
// writes the component as JSX; esbuild makes it plain JavaScript for either bundler.
// Used as a webpack/Rspack loader, and by the pre-render bundle (bundle/server.ts).
const esbuild = require('esbuild');
const path = require('node:path');

/**
 * The ES module of the component an SVG file becomes. `svgrConfig`: plugin-svgr's option, over
 * the defaults (`titleProp`, as Docusaurus's); its `svgo: true` runs SVGO (with `svgoConfig`)
 * where @svgr/plugin-svgo is installed.
 */
async function svgComponentModule(svg, file, svgrConfig = {}) {
  // Required here, not at the top: SVGR brings Babel (~0.1 s to load), which a build whose
  // bundles are reused, or a site without such imports, never needs.
  const { transform } = require('@svgr/core');
  const pluginJsx = require('@svgr/plugin-jsx');
  const jsx = pluginJsx.default ?? pluginJsx;
  const plugins = [...(svgrConfig.svgo ? optionalPlugin('@svgr/plugin-svgo') : []), jsx];
  const code = await transform(svg, { titleProp: true, ...svgrConfig, plugins, jsxRuntime: 'automatic', exportType: 'default' }, { filePath: file, componentName: 'Svg' });
  const result = await esbuild.transform(code, { loader: 'jsx', jsx: 'automatic', format: 'esm', sourcefile: path.basename(file) });
  return result.code;
}

/** An SVGR plugin the site or generator has installed; none otherwise. */
function optionalPlugin(name) {
  try {
    const plugin = require(name);
    return [plugin.default ?? plugin];
  } catch {
    return [];
  }
}

module.exports = function svgComponentLoader(source) {
  const callback = this.async();
  const { svgrConfig } = this.getOptions ? this.getOptions() : {};
  svgComponentModule(String(source), this.resourcePath, svgrConfig).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
module.exports.svgComponentModule = svgComponentModule;
