/**
 * A component page gets the site config as its `config` prop, as plugin-content-pages' JSX routes
 * do (their `config` module, `@generated/docusaurus.config`): jestjs.io's home page renders
 * `this.props.config.title`. Markdown pages get none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { siteConfigModulePath } from '../../src/node/generate/site-config-module';
import { loadSite } from '../../src/node/plugins/host';
import { FIXTURES } from '../helpers/fixture';

// Inside the repo, so the build finds React (as copyFixture's copies do).
const dir = fs.mkdtempSync(path.join(FIXTURES, '.tmp-pages-config-'));
const put = (file: string, text: string) => (fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true }), fs.writeFileSync(path.join(dir, file), text));
put('src/pages/index.js', "export default function Home({ config }) { return <div>{config.title}</div>; }\n");
put('src/pages/help.js', "export default function Help({ config }) { return <div>{config.tagline}</div>; }\n");
put('src/pages/about.md', '# About\n');
put('docusaurus.config.js', "module.exports = { title: 'Jest', tagline: 'Delightful', titleDelimiter: '·', url: 'https://p.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n");
const made = [dir];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("component pages' config prop", () => {
  it("is the site config's generated module (site.json's, as CommonJS), for every component page and no Markdown page", async () => {
    const site = await loadSite(dir, { dev: false });
    const route = (p: string) => site.routes.find((r) => r.path === p)!;
    const config = route('/').modules?.config;
    expect(config).toBe(siteConfigModulePath(site.context.generatedDir));
    expect(route('/help').modules?.config).toBe(config);
    expect(route('/about').modules?.config).toBeUndefined();
  });

  it('reaches the page as the config itself (a data module) in the built HTML', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-config-out-'));
    made.push(out);
    await buildSite(dir, { outDir: out });
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('>Jest</div>');
    expect(fs.readFileSync(path.join(out, 'help/index.html'), 'utf8')).toContain('>Delightful</div>');
  }, 120_000);
});
