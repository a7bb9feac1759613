import path from 'node:path';

/**
 * The module a component page's `config` prop comes from (plugin-content-pages' JSX routes' module
 * `@generated/docusaurus.config`): the site config of `site.json`, which the main bundle carries
 * already, as CommonJS, so it is the config itself both when the route table `import()`s it (a
 * data module: its default export) and when an inline route requires it.
 */
export const SITE_CONFIG_MODULE = 'site-config.cjs';

export function siteConfigModulePath(generatedDir: string): string {
  return path.join(generatedDir, SITE_CONFIG_MODULE);
}

export const SITE_CONFIG_MODULE_SOURCE = "module.exports = require('./site.json').siteConfig;\n";
