/**
 * `sitegen deploy`: Docusaurus's deploy command (@docusaurus/core lib/commands/deploy.js). Builds
 * the site (unless `--skip-build`), clones the deployment branch of the site's GitHub repository
 * into a temporary folder, replaces its content (or `--target-dir`'s) with the build, commits and
 * force-pushes it. Its settings come from the environment first, then the site config, as there:
 * GIT_USER / GIT_PASS (HTTPS) or USE_SSH, ORGANIZATION_NAME / `organizationName`, PROJECT_NAME /
 * `projectName`, DEPLOYMENT_BRANCH / `deploymentBranch` (default gh-pages), GITHUB_HOST /
 * `githubHost`, GITHUB_PORT / `githubPort`, CURRENT_BRANCH, GIT_USER_NAME, GIT_USER_EMAIL,
 * CUSTOM_COMMIT_MESSAGE; CI_PULL_REQUEST or CIRCLE_PULL_REQUEST skip the deploy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/load';

export interface DeployOptions {
  /** The build folder (`--out-dir`), relative to the site. Default: build. */
  outDir?: string;
  /** `--locale`: build these locales only. */
  locales?: string[];
  /** `--skip-build`: deploy the build folder as it is. */
  skipBuild?: boolean;
  /** `--target-dir`: the folder of the deployment branch that gets the build. Default: its root. */
  targetDir?: string;
  /** The environment read (default: process.env). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** How the site is built (default: sitegen's build). */
  build?: (siteDir: string, options: { outDir: string; locales?: string[] }) => Promise<unknown>;
}

export interface DeployResult {
  /** `'skipped'`: a pull request build, which never deploys. */
  status: 'deployed' | 'skipped';
  deploymentBranch?: string;
  /** The repository pushed to, GIT_PASS hidden. */
  remote?: string;
  /** Where GitHub Pages shows the site. */
  websiteUrl?: string;
}

/** Docusaurus's hasSSHProtocol: an `ssh:` URL, or scp's form (`git@github.com:org/repo.git`). */
export function hasSshProtocol(url: string): boolean {
  try {
    return new URL(url).protocol === 'ssh:';
  } catch {
    return /^(?:[\w-]+@)?[\w.-]+:[\w./-]+/.test(url);
  }
}

export function sshUrl(host: string, organization: string, project: string, port?: string): string {
  return port ? `ssh://git@${host}:${port}/${organization}/${project}.git` : `git@${host}:${organization}/${project}.git`;
}

export function httpsUrl(credentials: string, host: string, organization: string, project: string, port?: string): string {
  return `https://${credentials}@${host}${port ? `:${port}` : ''}/${organization}/${project}.git`;
}

export async function deploy(siteDirInput: string, options: DeployOptions = {}): Promise<DeployResult> {
  const siteDir = fs.realpathSync(siteDirInput);
  const env = options.env ?? process.env;
  const log = options.log ?? (() => undefined);
  const hide = (text: string) => (env.GIT_PASS ? text.replaceAll(env.GIT_PASS, 'GIT_PASS') : text);
  const git = (args: string[], cwd: string, { quiet = false } = {}): string => {
    if (!quiet) log(`git ${hide(args.join(' '))}`);
    try {
      return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`Error while executing command \`git ${hide(args.join(' '))}\` in ${cwd}${stderr ? `:\n${hide(stderr)}` : ''}`, { cause: error });
    }
  };
  const tryGit = (args: string[], cwd: string): boolean => {
    try {
      git(args, cwd);
      return true;
    } catch {
      return false;
    }
  };

  const { config, file: configFile } = await loadConfig(siteDir);
  const site = config as typeof config & { deploymentBranch?: string; githubHost?: string; githubPort?: string };
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  if (config.trailingSlash === undefined) {
    log(`Warning: When deploying to GitHub Pages, it is better to use an explicit "trailingSlash" site config.
Otherwise, GitHub Pages will add an extra trailing slash to your site urls only on direct-access (not when navigation) with a server redirect.
This behavior can have SEO impacts and create relative link issues.`);
  }
  log('Deploy command invoked...');
  try {
    git(['--version'], siteDir, { quiet: true });
  } catch {
    throw new Error('Git not installed or not added to PATH!');
  }
  const sourceRepoUrl = git(['remote', 'get-url', 'origin'], siteDir, { quiet: true });
  const sourceBranch = env.CURRENT_BRANCH ?? git(['rev-parse', '--abbrev-ref', 'HEAD'], siteDir, { quiet: true });
  const gitUser = env.GIT_USER;
  let useSsh = env.USE_SSH?.toLowerCase() === 'true';
  if (!gitUser && !useSsh) {
    // USE_SSH left out: an SSH origin says so.
    if (env.USE_SSH === undefined && hasSshProtocol(sourceRepoUrl)) useSsh = true;
    else throw new Error('Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!');
  }
  const organizationName = env.ORGANIZATION_NAME ?? env.CIRCLE_PROJECT_USERNAME ?? config.organizationName;
  if (!organizationName) throw new Error(`Missing project organization name. Did you forget to define "organizationName" in ${configFile}? You may also export it via the ORGANIZATION_NAME environment variable.`);
  log(`organizationName: ${organizationName}`);
  const projectName = env.PROJECT_NAME ?? env.CIRCLE_PROJECT_REPONAME ?? config.projectName;
  if (!projectName) throw new Error(`Missing project name. Did you forget to define "projectName" in ${configFile}? You may also export it via the PROJECT_NAME environment variable.`);
  log(`projectName: ${projectName}`);
  if (env.CI_PULL_REQUEST ?? env.CIRCLE_PULL_REQUEST) {
    log('Skipping deploy on a pull request.');
    return { status: 'skipped' };
  }
  // `<org>.github.io` repositories publish from a branch of the site's choosing, not gh-pages.
  const organizationPages = projectName.includes('.github.io');
  if (organizationPages && !env.DEPLOYMENT_BRANCH && !site.deploymentBranch) {
    throw new Error(`For GitHub pages organization deployments, 'docusaurus deploy' does not assume anymore that 'master' is your default Git branch.
Please provide the branch name to deploy to as an environment variable, for example DEPLOYMENT_BRANCH=main or DEPLOYMENT_BRANCH=master .
You can also set the deploymentBranch property in docusaurus.config.js .`);
  }
  const deploymentBranch = env.DEPLOYMENT_BRANCH ?? site.deploymentBranch ?? 'gh-pages';
  log(`deploymentBranch: ${deploymentBranch}`);
  const githubHost = env.GITHUB_HOST ?? site.githubHost ?? 'github.com';
  const githubPort = env.GITHUB_PORT ?? site.githubPort;
  const remote = useSsh ? sshUrl(githubHost, organizationName, projectName, githubPort) : httpsUrl(env.GIT_PASS ? `${gitUser}:${env.GIT_PASS}` : gitUser!, githubHost, organizationName, projectName, githubPort);
  log(`Remote repo URL: ${hide(remote)}`);
  // Deploying to the branch being deployed from is refused, unless the site's repository is another.
  const crossRepoPublish = !sourceRepoUrl.endsWith(`${organizationName}/${projectName}.git`);
  if (sourceBranch === deploymentBranch && !crossRepoPublish) {
    throw new Error(`You cannot deploy from this branch (${sourceBranch}).\nYou will need to checkout to a different branch!`);
  }
  const currentCommit = git(['rev-parse', 'HEAD'], siteDir);

  if (!options.skipBuild) {
    try {
      const build = options.build ?? (async (dir, buildOptions) => (await import('./build')).buildSite(dir, { ...buildOptions, log }));
      await build(siteDir, { outDir, locales: options.locales });
    } catch (error) {
      log('Deployment of the build output failed.');
      throw error;
    }
  }
  if (!fs.existsSync(outDir)) throw new Error(`There is no build to deploy at ${outDir}: build the site first, or leave out --skip-build`);

  const cloneDir = fs.mkdtempSync(path.join(os.tmpdir(), `${projectName}-${deploymentBranch}`));
  try {
    // The deployment branch, or a new one from the repository's default branch.
    if (!tryGit(['clone', '--depth', '1', '--branch', deploymentBranch, remote, cloneDir], cloneDir)) {
      git(['clone', '--depth', '1', remote, cloneDir], cloneDir);
      git(['checkout', '-b', deploymentBranch], cloneDir);
    }
    const targetDir = options.targetDir ?? '.';
    // What the folder held goes (an empty repository has nothing to remove).
    tryGit(['rm', '-rf', '--quiet', '--ignore-unmatch', targetDir], cloneDir);
    const targetPath = path.join(cloneDir, targetDir);
    try {
      fs.cpSync(outDir, targetPath, { recursive: true });
    } catch (error) {
      log(`Copying build assets from ${outDir} to ${targetPath} failed.`);
      throw error;
    }
    git(['add', '--all'], cloneDir);
    if (env.GIT_USER_NAME) git(['config', 'user.name', env.GIT_USER_NAME], cloneDir);
    if (env.GIT_USER_EMAIL) git(['config', 'user.email', env.GIT_USER_EMAIL], cloneDir);
    const message = env.CUSTOM_COMMIT_MESSAGE ?? `Deploy website - based on ${currentCommit}`;
    git(['commit', '-m', message, '--allow-empty'], cloneDir);
    if (!tryGit(['push', '--force', 'origin', deploymentBranch], cloneDir)) {
      throw new Error('Running "git push" command failed. Does the GitHub user account you are using have push access to the repository?');
    }
  } finally {
    fs.rmSync(cloneDir, { recursive: true, force: true });
  }
  const websiteUrl =
    githubHost === 'github.com'
      ? organizationPages
        ? `https://${organizationName}.github.io/`
        : `https://${organizationName}.github.io/${projectName}/`
      : `https://${githubHost}/pages/${organizationName}/${projectName}/`;
  log(`Website is live at ${websiteUrl}.`);
  return { status: 'deployed', deploymentBranch, remote: hide(remote), websiteUrl };
}
