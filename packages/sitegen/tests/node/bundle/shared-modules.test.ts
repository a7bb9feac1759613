import { build, type Message, type Plugin } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedModules } from '../../../src/node/bundle/server-bundle';

describe('content modules take the site code from the render bundle (sharedModules)', () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-shared-')));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  /** Resolves `@stub/*` into the folder's `theme/`, counting how often it is asked. */
  const stubAliases = (asked: string[]): Plugin => ({
    name: 'stub-aliases',
    setup(b) {
      b.onResolve({ filter: /^@stub\// }, (args) => {
        asked.push(args.importer);
        return { path: path.join(dir, 'theme', `${args.path.slice('@stub/'.length)}.tsx`) };
      });
    },
  });
  const bundle = (entries: string[], asked: string[]) => build({ entryPoints: entries.map((e) => path.join(dir, e)), outdir: path.join(dir, 'out'), bundle: true, write: false, format: 'esm', logLevel: 'silent', plugins: [sharedModules(), stubAliases(asked)] });

  it('resolves a request once per folder, and every module that makes it takes the shared module', async () => {
    write('theme/Card.tsx', 'export default function Card() { return null; }');
    for (const name of ['one', 'two', 'three']) write(`docs/${name}.js`, `import Card from '@stub/Card';\nexport const page = ${JSON.stringify(name)};\nexport { Card };\n`);
    const asked: string[] = [];
    const { outputFiles } = await bundle(['docs/one.js', 'docs/two.js', 'docs/three.js'], asked);
    expect(asked).toHaveLength(1);
    expect(outputFiles).toHaveLength(3);
    for (const output of outputFiles) expect(output.text).toMatch(new RegExp(`sitegen\\.shared-modules.\\)\\]\\(${JSON.stringify(path.join(dir, 'theme/Card.tsx')).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\)`));
  });

  it('reports a request that does not resolve at each import that makes it', async () => {
    write('docs/bad-one.js', "import missing from './nowhere.js';\nexport default missing;\n");
    write('docs/bad-two.js', "\n\nimport missing from './nowhere.js';\nexport default missing;\n");
    const failure = (await bundle(['docs/bad-one.js', 'docs/bad-two.js'], []).then(() => undefined, (error: unknown) => error)) as { errors?: Message[] } | undefined;
    const places = (failure?.errors ?? []).map((e) => `${e.location?.file}:${e.location?.line}`).sort();
    expect(places).toEqual([`${path.join(dir, 'docs/bad-one.js')}:1`, `${path.join(dir, 'docs/bad-two.js')}:3`].map((p) => path.relative(process.cwd(), p)).sort());
  });
});
