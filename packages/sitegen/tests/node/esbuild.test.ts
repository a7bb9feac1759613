import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../../src/node/esbuild/cli-bundle';
import { importTypeScript } from '../../src/node/esbuild/import-typescript';
import { snapshotUnchanged } from '../../src/node/bundle/reuse';

const tmp = fs.mkdtempSync(path.join(import.meta.dirname, '.tmp-esbuild-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('importTypeScript', () => {
  const dir = path.join(tmp, 'site');
  fs.mkdirSync(path.join(dir, 'lib'), { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(path.join(dir, 'lib', 'where.ts'), "import path from 'node:path';\nimport { parse } from 'parse5';\nexport const where: string = import.meta.dirname;\nexport const name = path.basename(import.meta.filename);\nexport const parses = typeof parse === 'function';\nexport const text = 'import.meta.url stays as written';\n");
  fs.writeFileSync(config, "import { where, name, parses, text } from './lib/where';\ninterface Config { title: string }\nconst config: Config = { title: 'One' };\nexport default { ...config, where, name, parses, text };\n");

  it('loads a module and its local imports, each keeping its own import.meta, with packages from node_modules', async () => {
    const mod = await importTypeScript(config, path.join(tmp, 'out'));
    expect(mod.default).toEqual({ title: 'One', where: path.join(dir, 'lib'), name: 'where.ts', parses: true, text: 'import.meta.url stays as written' });
  });

  it('loads a fresh copy after an edit, and removes the bundles of processes that ended', async () => {
    // A bundle an ended process left (pid 2^22 + 1 is above Linux's pid_max).
    const stale = path.join(tmp, 'out', `site.config.${2 ** 22 + 1}-1`);
    fs.mkdirSync(stale, { recursive: true });
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'One'", "'Two'"));
    const mod = (await importTypeScript(config, path.join(tmp, 'out'))) as { default: { title: string } };
    expect(mod.default.title).toBe('Two');
    expect(fs.existsSync(stale)).toBe(false);
    // This process's bundles stay while it runs: their lazily imported parts load from there.
    expect(fs.readdirSync(path.join(tmp, 'out')).sort()).toEqual([`site.config.${process.pid}-1`, `site.config.${process.pid}-2`, 'site.config.kept.json']);
  });

  it('takes the last bundle in a new process while none of its inputs changed, and bundles again after an edit to one', () => {
    const out = path.join(tmp, 'out');
    // In processes of their own: this one has loaded the module already, so it bundles afresh.
    const load = (module: string) => {
      const script = `import { importTypeScript } from ${JSON.stringify(path.join(import.meta.dirname, '../../src/node/esbuild/import-typescript.ts'))};\nconst mod = await importTypeScript(${JSON.stringify(module)}, ${JSON.stringify(out)});\nconsole.log(mod.default.title, mod.default.name);`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
      expect(run.stderr).toBe('');
      return run.stdout.trim();
    };
    // Another module, bundled by a process that has ended since.
    const other = path.join(dir, 'other.config.ts');
    fs.writeFileSync(other, "export default { title: 'Other', name: 'other' };\n");
    expect(load(other)).toBe('Other other');
    const otherKept = (JSON.parse(fs.readFileSync(path.join(out, 'other.config.kept.json'), 'utf8')) as { dir: string }).dir;
    const bundles = () => fs.readdirSync(out).filter((entry) => entry.startsWith('site.config.') && !entry.endsWith('.json'));
    const before = bundles();
    expect(load(config)).toBe('Two where.ts');
    expect(bundles()).toEqual(before);
    // The other module's kept bundle stays for its next load.
    expect(fs.existsSync(path.join(out, otherKept))).toBe(true);
    // An edit to a file the config imports, not to the config itself.
    fs.writeFileSync(path.join(dir, 'lib', 'where.ts'), fs.readFileSync(path.join(dir, 'lib', 'where.ts'), 'utf8').replace('path.basename(import.meta.filename)', "'edited.ts'"));
    expect(load(config)).toBe('Two edited.ts');
    expect(bundles().length).toBe(before.length + 1);
  }, 60_000);

  it("keeps a bundle only as long as the generator's code that made it is unchanged too", () => {
    const kept = JSON.parse(fs.readFileSync(path.join(tmp, 'out', 'site.config.kept.json'), 'utf8')) as { inputs: { files: Record<string, unknown> } };
    const generatorFiles = ['import-typescript.ts', 'import-meta.ts'].map((name) => path.join(import.meta.dirname, '../../src/node/esbuild', name));
    for (const file of generatorFiles) expect(Object.keys(kept.inputs.files)).toContain(file);
  });

  it('splits the bundle where the module imports lazily', async () => {
    const lazy = path.join(dir, 'lazy.config.ts');
    fs.writeFileSync(lazy, "export default async () => (await import('./lib/where')).parses;\n");
    const mod = (await importTypeScript(lazy, path.join(tmp, 'out'))) as { default: () => Promise<boolean> };
    const [bundle = ''] = fs.readdirSync(path.join(tmp, 'out')).filter((name) => name.startsWith('lazy.config.'));
    // parse5 is imported by the lazily loaded chunk, not by the entry.
    expect(fs.readFileSync(path.join(tmp, 'out', bundle, 'lazy.config.mjs'), 'utf8')).not.toContain('parse5');
    expect(await mod.default()).toBe(true);
  });

  it('names the file, line and column of a syntax error', async () => {
    const broken = path.join(dir, 'broken.ts');
    fs.writeFileSync(broken, 'export default {\n  title: "x",,\n};\n');
    await expect(importTypeScript(broken, path.join(tmp, 'out'))).rejects.toThrow(/broken\.ts:2:\d+/);
  });
});

describe('the CLI bundle', () => {
  it('runs the CLI, and lists its sources with sizes and mtimes to tell when it is stale', async () => {
    const outfile = path.join(tmp, 'cli', 'cli.mjs');
    await bundleCli(outfile);
    const usage = spawnSync(process.execPath, [outfile, '--help'], { encoding: 'utf8', cwd: os.tmpdir() });
    expect(usage.stderr + usage.stdout).toContain('Usage: sitegen <command>');
    // Another command is looked up in the site's plugins (extendCli), as Docusaurus does: without a site, an error naming it.
    const unknown = spawnSync(process.execPath, [outfile, 'no-such-command'], { encoding: 'utf8', cwd: os.tmpdir() });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr + unknown.stdout).toMatch(/No site config in/);
    const inputs = JSON.parse(fs.readFileSync(`${outfile}.inputs.json`, 'utf8')) as Parameters<typeof snapshotUnchanged>[0];
    expect(Object.keys(inputs.files)).toContain(path.resolve(import.meta.dirname, '../../src/node/cli.ts'));
    // Packages that are ES modules only are bundled (syntax tree walkers); one that finds files
    // beside it through import.meta (Rspack) stays where it is, imported by its path, which is an
    // input too: a reinstall that moves it makes the bundle again. The MDX pipeline is no part of
    // it: it runs on a thread of its own (compile-worker.ts).
    const input = (pkg: string) => Object.keys(inputs.files).some((f) => f.includes(`/node_modules/${pkg}/`));
    expect(input('unist-util-visit')).toBe(true);
    expect(input('@rspack/core')).toBe(true);
    expect(input('@mdx-js/mdx')).toBe(false);
    expect(snapshotUnchanged(inputs)).toBe(true);
    // Commands are split off: the entry itself imports none of the heavy packages.
    const entry = fs.readFileSync(outfile, 'utf8');
    expect(entry).toMatch(/import\("\.\/chunks\/build-[\w-]+\.mjs"\)/);
    expect(entry).not.toMatch(/from "[^"]*(@mdx-js\/mdx|@rspack\/core|webpack-dev-middleware|esbuild)[/"]/);
    expect(entry).not.toContain('micromark');
    const chunks = fs.readdirSync(path.join(tmp, 'cli', 'chunks')).map((f) => fs.readFileSync(path.join(tmp, 'cli', 'chunks', f), 'utf8')).join('\n');
    expect(chunks).toMatch(/import\("\/[^"]*\/node_modules\/@rspack\/core\/[^"]+"\)/);
    // A CommonJS file of an ES-module package (esbuild-loader's entry, for `bundler: 'webpack'`) stays where it is too.
    expect(chunks).toMatch(/import\("\/[^"]*\/node_modules\/esbuild-loader\/dist\/index\.cjs"\)/);
  }, 60_000);
});
