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

/** Turns Docusaurus's faster mode (Rspack, SWC, lightningcss, SSG worker threads) on in a site's config, which has the v4 flag those threads need. */
export function turnFasterOn(configFile: string): void {
  const config = fs.readFileSync(configFile, 'utf8');
  const future = 'future: { v4: { removeLegacyPostBuildHeadAttribute: true } }';
  if (!config.includes(future)) throw new Error(`${configFile}: expected \`${future}\` to turn the faster mode on`);
  fs.writeFileSync(configFile, config.replace(future, 'future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true }'));
}

/** Gives a site outside the install the install's React (sitegen renders with the site's own React, as Docusaurus does). */
export function linkReact(site: string, installDir: string): void {
  fs.mkdirSync(path.join(site, 'node_modules'), { recursive: true });
  for (const pkg of ['react', 'react-dom']) fs.symlinkSync(path.join(installDir, 'node_modules', pkg), path.join(site, 'node_modules', pkg));
}

/**
 * A copy of a fixture site in a git repository of its own, with one commit of a fixed author and
 * date: last-update dates and authors come from git in both generators' builds (Docusaurus fails
 * outside a repository when a docs plugin shows them). `replace` changes one text of its config.
 */
export function copyFixtureSite(fixture: string, target: string, replace?: [string, string]): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(fixture, target, { recursive: true, filter: (src) => !/[/\\](\.sitegen|\.docusaurus|build|node_modules)$/.test(src) });
  if (replace) {
    const config = fs.readdirSync(target).find((file) => /^docusaurus\.config\.[cm]?[jt]s$/.test(file)) ?? '';
    const text = fs.readFileSync(path.join(target, config), 'utf8');
    if (!text.includes(replace[0])) throw new Error(`${fixture}/${config} has no ${JSON.stringify(replace[0])} to replace`);
    fs.writeFileSync(path.join(target, config), text.replace(replace[0], replace[1]));
  }
  const date = '2025-01-15T12:00:00Z';
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Conformance', GIT_AUTHOR_EMAIL: 'conformance@example.com', GIT_COMMITTER_NAME: 'Conformance', GIT_COMMITTER_EMAIL: 'conformance@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  for (const command of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'fixture']]) {
    const result = spawnSync('git', command, { cwd: target, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${command.join(' ')} failed in ${target}: ${result.stderr}`);
  }
}
