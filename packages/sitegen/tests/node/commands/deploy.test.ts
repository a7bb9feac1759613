import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, hasSshProtocol, httpsUrl, sshUrl } from '../../../src/node/commands/deploy';

/**
 * `sitegen deploy` against a local bare repository: git's `url.<path>.insteadOf` (given in the
 * environment) sends the GitHub URL Docusaurus's rules make to it, so nothing goes to the network.
 */
let root: string;
let siteDir: string;
let remote: string;
let sourceCommit: string;

const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: root } }).trim();

/** The environment of a deploy: the GitHub URL (SSH or HTTPS) rewritten to the bare repository. */
function deployEnv(githubUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: root,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `url.${remote}.insteadOf`,
    GIT_CONFIG_VALUE_0: githubUrl,
    GIT_USER_NAME: 'Deploy Bot',
    GIT_USER_EMAIL: 'bot@example.com',
    ...extra,
  };
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-deploy-'));
  siteDir = path.join(root, 'site');
  remote = path.join(root, 'remote.git');
  fs.mkdirSync(siteDir);
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = { title: 'T', url: 'https://acme.github.io', baseUrl: '/site/', trailingSlash: false, organizationName: 'acme', projectName: 'site', deploymentBranch: 'pages' };\n`,
  );
  fs.mkdirSync(path.join(siteDir, 'build', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'build', 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(siteDir, 'build', 'docs', 'a.html'), '<p>a</p>');
  run(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  run(siteDir, 'init', '--quiet', '--initial-branch=main');
  run(siteDir, 'add', 'docusaurus.config.js');
  run(siteDir, '-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '--quiet', '-m', 'site');
  // Not the form deployEnv rewrites: `git remote get-url` applies insteadOf too.
  run(siteDir, 'remote', 'add', 'origin', 'ssh://git@github.com/acme/site.git');
  sourceCommit = run(siteDir, 'rev-parse', 'HEAD');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('sitegen deploy', () => {
  it('builds the GitHub URLs as Docusaurus does', () => {
    expect(sshUrl('github.com', 'acme', 'site')).toBe('git@github.com:acme/site.git');
    expect(sshUrl('ghe.example', 'acme', 'site', '2222')).toBe('ssh://git@ghe.example:2222/acme/site.git');
    expect(httpsUrl('u:p', 'github.com', 'acme', 'site')).toBe('https://u:p@github.com/acme/site.git');
    expect(httpsUrl('u', 'ghe.example', 'acme', 'site', '8443')).toBe('https://u@ghe.example:8443/acme/site.git');
    expect(hasSshProtocol('git@github.com:acme/site.git')).toBe(true);
    expect(hasSshProtocol('ssh://git@github.com/acme/site.git')).toBe(true);
    expect(hasSshProtocol('https://github.com/acme/site.git')).toBe(false);
  });

  it('pushes the build to the deployment branch (a new one), over SSH as the SSH origin says, with Docusaurus’s commit message', async () => {
    const lines: string[] = [];
    const result = await deploy(siteDir, { skipBuild: true, env: deployEnv('git@github.com:acme/site.git'), log: (l) => lines.push(l) });
    expect(result).toMatchObject({ status: 'deployed', deploymentBranch: 'pages', remote: 'git@github.com:acme/site.git', websiteUrl: 'https://acme.github.io/site/' });
    expect(run(root, '--git-dir', remote, 'show', 'pages:index.html')).toBe('<p>home</p>');
    expect(run(root, '--git-dir', remote, 'show', 'pages:docs/a.html')).toBe('<p>a</p>');
    expect(run(root, '--git-dir', remote, 'log', '-1', '--format=%s|%an|%ae', 'pages')).toBe(`Deploy website - based on ${sourceCommit}|Deploy Bot|bot@example.com`);
    expect(lines).toContain('deploymentBranch: pages');
    expect(lines).toContain('Website is live at https://acme.github.io/site/.');
  });

  it('replaces only --target-dir, on DEPLOYMENT_BRANCH, with CUSTOM_COMMIT_MESSAGE, over HTTPS with GIT_USER and GIT_PASS (hidden in the log)', async () => {
    const lines: string[] = [];
    const env = deployEnv('https://bot:s3cret@github.com/acme/site.git', { GIT_USER: 'bot', GIT_PASS: 's3cret', DEPLOYMENT_BRANCH: 'pages', CUSTOM_COMMIT_MESSAGE: 'Publish v2' });
    fs.writeFileSync(path.join(siteDir, 'build', 'index.html'), '<p>home v2</p>');
    const result = await deploy(siteDir, { skipBuild: true, targetDir: 'v2', env, log: (l) => lines.push(l) });
    expect(result.remote).toBe('https://bot:GIT_PASS@github.com/acme/site.git');
    // The earlier deploy's files outside v2/ stay.
    expect(run(root, '--git-dir', remote, 'show', 'pages:index.html')).toBe('<p>home</p>');
    expect(run(root, '--git-dir', remote, 'show', 'pages:v2/index.html')).toBe('<p>home v2</p>');
    expect(run(root, '--git-dir', remote, 'log', '-1', '--format=%s', 'pages')).toBe('Publish v2');
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('builds first unless --skip-build, into --out-dir, with the --locale given', async () => {
    const builds: unknown[] = [];
    const build = async (dir: string, options: { outDir: string; locales?: string[] }) => {
      builds.push([dir, options]);
      fs.mkdirSync(options.outDir, { recursive: true });
      fs.writeFileSync(path.join(options.outDir, 'index.html'), '<p>built</p>');
    };
    await deploy(siteDir, { outDir: 'out', locales: ['fr'], build, env: deployEnv('git@github.com:acme/site.git', { DEPLOYMENT_BRANCH: 'built' }) });
    expect(builds).toEqual([[fs.realpathSync(siteDir), { outDir: path.join(fs.realpathSync(siteDir), 'out'), locales: ['fr'] }]]);
    expect(run(root, '--git-dir', remote, 'show', 'built:index.html')).toBe('<p>built</p>');
  });

  it('deploys to GitHub Enterprise at the config’s githubHost and githubPort', async () => {
    const enterprise = path.join(root, 'enterprise-site');
    fs.mkdirSync(path.join(enterprise, 'build'), { recursive: true });
    fs.writeFileSync(path.join(enterprise, 'build', 'index.html'), '<p>ghe</p>');
    fs.writeFileSync(path.join(enterprise, 'docusaurus.config.js'), `module.exports = { title: 'T', url: 'https://ghe.example', baseUrl: '/', trailingSlash: true, organizationName: 'acme', projectName: 'site', githubHost: 'ghe.example', githubPort: '2222', deploymentBranch: 'ghe-pages' };\n`);
    run(enterprise, 'init', '--quiet', '--initial-branch=main');
    run(enterprise, '-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'site');
    run(enterprise, 'remote', 'add', 'origin', 'git@ghe.example:acme/site.git');
    const result = await deploy(enterprise, { skipBuild: true, env: deployEnv('ssh://git@ghe.example:2222/acme/site.git') });
    expect(result).toMatchObject({ remote: 'ssh://git@ghe.example:2222/acme/site.git', websiteUrl: 'https://ghe.example/pages/acme/site/' });
    expect(run(root, '--git-dir', remote, 'show', 'ghe-pages:index.html')).toBe('<p>ghe</p>');
  });

  it('stops where Docusaurus stops, with its messages', async () => {
    const ssh = 'git@github.com:acme/site.git';
    await expect(deploy(siteDir, { skipBuild: true, env: deployEnv(ssh, { CURRENT_BRANCH: 'pages' }) })).rejects.toThrow('You cannot deploy from this branch (pages).');
    await expect(deploy(siteDir, { skipBuild: true, env: deployEnv(ssh, { USE_SSH: 'false' }) })).rejects.toThrow('Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!');
    // An organization's `<org>.github.io` repository needs its branch named (this site's config names none).
    const orgSite = path.join(root, 'org-site');
    fs.mkdirSync(orgSite);
    fs.writeFileSync(path.join(orgSite, 'docusaurus.config.js'), `module.exports = { title: 'T', url: 'https://acme.github.io', baseUrl: '/', organizationName: 'acme', projectName: 'acme.github.io' };\n`);
    run(orgSite, 'init', '--quiet', '--initial-branch=main');
    run(orgSite, 'remote', 'add', 'origin', 'ssh://git@github.com/acme/acme.github.io.git');
    await expect(deploy(orgSite, { skipBuild: true, env: deployEnv(ssh, { CURRENT_BRANCH: 'main' }) })).rejects.toThrow(/For GitHub pages organization deployments, 'docusaurus deploy' does not assume anymore/);
    await expect(deploy(siteDir, { skipBuild: true, outDir: 'missing', env: deployEnv(ssh, { DEPLOYMENT_BRANCH: 'x' }) })).rejects.toThrow(/There is no build to deploy/);
    // A pull request build never deploys.
    expect(await deploy(siteDir, { skipBuild: true, env: deployEnv(ssh, { CI_PULL_REQUEST: '12' }) })).toEqual({ status: 'skipped' });
  });
});
