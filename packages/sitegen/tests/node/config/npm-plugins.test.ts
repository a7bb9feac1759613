import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/load';
import { generateModules } from '../../../src/node/generate/index';
import { loadSite } from '../../../src/node/plugins/host';
import type { LoadContext } from '../../../src/node/plugins/types';

/** Writes files under a folder, making their folders. */
function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/**
 * A site using a plugin published on npm as Docusaurus's own are: named by its short name
 * (`lantern-beacon` → `@docusaurus/plugin-lantern-beacon`), an ES-module package that takes a named
 * export from a CommonJS helper which Node's static analysis of CommonJS cannot see, and a
 * default export from a CommonJS module compiled from ES modules; its client module is a file of
 * its own package.
 */
function siteWithNpmPlugin(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-plugin-site-'));
  write(siteDir, {
    'package.json': '{ "name": "beacon-site", "private": true }',
    'docusaurus.config.js': "module.exports = { title: 'Beacon', url: 'https://beacon.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]], plugins: [['lantern-beacon', { colour: 'amber' }]] };\n",
    // CommonJS as TypeScript compiles it: exports set through getters of calls, which Node cannot list.
    'node_modules/lantern-helpers/package.json': '{ "name": "lantern-helpers", "main": "index.js" }',
    'node_modules/lantern-helpers/index.js': [
      "'use strict';",
      "Object.defineProperty(exports, '__esModule', { value: true });",
      'function make() { return { glow: (colour) => `glowing ${colour}` }; }',
      "Object.defineProperty(exports, 'glow', { enumerable: true, get: function () { return make().glow; } });",
      "exports.default = { say: (text) => `beacon says ${text}` };",
    ].join('\n'),
    'node_modules/@docusaurus/plugin-lantern-beacon/package.json': '{ "name": "@docusaurus/plugin-lantern-beacon", "type": "module", "main": "lib/index.js" }',
    'node_modules/@docusaurus/plugin-lantern-beacon/lib/index.js': [
      "import { glow } from 'lantern-helpers';",
      "import speaker from 'lantern-helpers';",
      'export default function lanternBeacon(context, options) {',
      '  return {',
      "    name: 'lantern-beacon',",
      '    contentLoaded({ actions }) { actions.setGlobalData({ shine: glow(options.colour), line: speaker.say(\'hi\') }); },',
      "    getClientModules() { return ['./beacon-client']; },",
      "    getThemePath() { return '../theme'; },",
      '  };',
      '}',
    ].join('\n'),
  });
  return siteDir;
}

describe('plugins from npm, loaded as Docusaurus loads them', () => {
  it('finds @docusaurus/plugin-<name> by its short name, loads an ES module whose imports need CommonJS interop, and resolves its client modules and theme folder in its own package', async () => {
    const siteDir = siteWithNpmPlugin();
    const { config } = await loadConfig(siteDir, () => {});
    const entry = config.plugins.find(([, options]) => (options as { colour?: string }).colour === 'amber');
    expect(entry).toBeDefined();
    const plugin = await entry![0]({ siteDir, baseUrl: '/', siteConfig: config } as LoadContext, entry![1]);
    let data: unknown;
    await plugin.contentLoaded!({ content: undefined, allContent: {}, actions: { addRoute: () => {}, createData: async () => '', setGlobalData: (d) => (data = d) } });
    expect(data).toEqual({ shine: 'glowing amber', line: 'beacon says hi' });
    const packageDir = path.join(siteDir, 'node_modules/@docusaurus/plugin-lantern-beacon');
    expect(plugin.getClientModules!()).toEqual([path.join(packageDir, 'lib/beacon-client')]);
    expect(plugin.getThemePath!()).toBe(path.join(packageDir, 'theme'));
  });

  it("gives the plugin's client code Docusaurus's @generated modules: the global data by plugin name and instance id, the site config, i18n and code translations", async () => {
    const siteDir = siteWithNpmPlugin();
    const site = await loadSite(siteDir, { dev: false });
    generateModules(site);
    const dir = site.context.generatedDir;
    const site_ = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')) as { globalData: Record<string, unknown> };
    expect(site_.globalData['lantern-beacon']).toEqual({ default: { shine: 'glowing amber', line: 'beacon says hi' } });
    // Each a view of site.json (one copy in the page), evaluated here as the bundler would.
    const view = (name: string) => {
      const text = fs.readFileSync(path.join(dir, `${name}.js`), 'utf8');
      expect(text.startsWith("import site from './site.json';\n")).toBe(true);
      return new Function('site', `return ${text.split('export default ')[1]!.trim().replace(/;$/, '')}`)(site_) as Record<string, unknown>;
    };
    expect(view('globalData')['lantern-beacon']).toEqual({ default: { shine: 'glowing amber', line: 'beacon says hi' } });
    expect(view('docusaurus.config')).toMatchObject({ title: 'Beacon' });
    expect(Object.keys(view('i18n'))).toContain('currentLocale');
    expect(fs.existsSync(path.join(dir, 'codeTranslations.js'))).toBe(true);
  });
});
