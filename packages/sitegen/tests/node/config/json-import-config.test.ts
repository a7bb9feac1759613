/**
 * A `docusaurus.config.mjs` that imports a JSON file without `with { type: 'json' }` and uses
 * `__dirname` and `require` (jestjs.io's), which Docusaurus loads through jiti: sitegen does too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocusaurusConfig } from '../../../src/node/config/docusaurus';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-import-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a config importing JSON without an import attribute', () => {
  it('loads, with the JSON, __dirname and require', async () => {
    fs.writeFileSync(path.join(dir, 'archivedVersions.json'), '{ "25.x": "https://archive.example/25" }');
    fs.writeFileSync(path.join(dir, 'tagline.cjs'), "module.exports = 'Delightful';\n");
    const file = path.join(dir, 'docusaurus.config.mjs');
    fs.writeFileSync(
      file,
      "import * as path from 'node:path';\nimport ArchivedVersions from './archivedVersions.json';\n" +
        "export default { title: Object.keys(ArchivedVersions)[0], tagline: require('./tagline.cjs'), url: 'https://j.example', baseUrl: '/', customFields: { dir: path.basename(__dirname) } };\n",
    );
    const config = await loadDocusaurusConfig(dir, file, () => {});
    expect(config).toMatchObject({ title: '25.x', tagline: 'Delightful', customFields: { dir: path.basename(dir) } });
  });
});
