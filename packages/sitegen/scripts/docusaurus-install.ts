/**
 * Docusaurus itself, installed from the npm registry into a folder of its own (a package.json
 * and `npm install`), for the scripts that hold sitegen against it: the benchmark, the surface
 * table and the conformance check. A folder that has the same packages already is used as it is.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The packages every script needs: the newest Docusaurus 3 with its classic preset and the site's React. */
export const DOCUSAURUS_PACKAGES: Record<string, string> = {
  '@docusaurus/core': '^3',
  '@docusaurus/preset-classic': '^3',
  '@docusaurus/theme-mermaid': '^3',
  // theme-mermaid's client imports it (an optional peer dependency npm does not install).
  '@mermaid-js/layout-elk': '^0.1.9',
  react: '^19',
  'react-dom': '^19',
};

export function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Installs `dependencies` into `dir` unless they are there already; gives the installed Docusaurus version. */
export function installDocusaurus(dir: string, name: string, dependencies: Record<string, string>): string {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, 'package.json');
  const wanted = JSON.stringify({ name, private: true, dependencies }, null, 2);
  const installed = fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8') === wanted && Object.keys(dependencies).every((dependency) => fs.existsSync(path.join(dir, 'node_modules', dependency, 'package.json')));
  if (installed) {
    console.log(`Using the Docusaurus installed in ${dir}`);
  } else {
    fs.writeFileSync(manifest, wanted);
    console.log(`Installing Docusaurus into ${dir}…`);
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;
}
