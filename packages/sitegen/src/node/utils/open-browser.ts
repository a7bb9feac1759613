/**
 * Opening a page in the reader's browser, as Docusaurus's `start` and `serve` do (its
 * commands/utils/openBrowser): the browser DOCUSAURUS_BROWSER names (BROWSER too), with the
 * arguments of DOCUSAURUS_BROWSER_ARGS, else the system's default. Never in CI, in tests, or
 * with the browser named `none` (create-react-app's convention, which Docusaurus's `open`
 * package does not have, but no browser can be called that).
 */
import { spawn } from 'node:child_process';

export function mayOpenBrowser(env: NodeJS.ProcessEnv = process.env): boolean {
  const browser = env.DOCUSAURUS_BROWSER ?? env.BROWSER;
  return !env.CI && !env.VITEST && browser?.toLowerCase() !== 'none';
}

/** The command that opens `url`: the named browser, or the platform's opener. */
export function browserCommand(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): [string, string[]] {
  const browser = env.DOCUSAURUS_BROWSER ?? env.BROWSER;
  const args = env.DOCUSAURUS_BROWSER_ARGS ? env.DOCUSAURUS_BROWSER_ARGS.split(' ') : [];
  if (platform === 'darwin') return ['open', [...(browser ? ['-a', browser] : []), url, ...(args.length > 0 ? ['--args', ...args] : [])]];
  if (browser) return [browser, [...args, url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]];
  return ['xdg-open', [url]];
}

/** Opens the page; whether it tried (a browser that fails to start is not an error, as in Docusaurus). */
export function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!mayOpenBrowser(env)) return false;
  const [command, args] = browserCommand(url, env);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
    return true;
  } catch {
    return false;
  }
}
