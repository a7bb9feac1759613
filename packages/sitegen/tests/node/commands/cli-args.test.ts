import { describe, expect, it } from 'vitest';
import { isInternalCommand, parseCliArgs, pollValue } from '../../../src/node/cli-args';
import { browserCommand, mayOpenBrowser } from '../../../src/node/utils/open-browser';
import { pollingOptions } from '../../../src/node/commands/start';

describe('the CLI’s options, as Docusaurus’s commands take them', () => {
  it('reads build’s --dev, --no-minify and --bundle-analyzer, and -l for --locale', () => {
    const { values, positionals } = parseCliArgs('build', ['site', '--dev', '--no-minify', '--bundle-analyzer', '-l', 'fr', '--locale', 'de']);
    expect(positionals).toEqual(['site']);
    expect(values).toMatchObject({ dev: true, 'no-minify': true, 'bundle-analyzer': true, locale: ['fr', 'de'] });
  });

  it('reads start’s --poll with or without its interval, --hot-only, --no-open, --no-minify, -p and -h', () => {
    expect(parseCliArgs('start', ['--poll', 'site']).values.poll).toBe('true');
    expect(parseCliArgs('start', ['--poll', 'site']).positionals).toEqual(['site']);
    expect(parseCliArgs('start', ['site', '--poll']).values.poll).toBe('true');
    expect(parseCliArgs('start', ['--poll', '500', 'site'])).toMatchObject({ values: { poll: '500' }, positionals: ['site'] });
    expect(parseCliArgs('start', ['--poll=250']).values.poll).toBe('250');
    expect(parseCliArgs('start', ['--hot-only', '--no-open', '--no-minify', '-p', '4000', '-h', '0.0.0.0']).values).toMatchObject({ 'hot-only': true, 'no-open': true, 'no-minify': true, port: '4000', host: '0.0.0.0' });
    // Docusaurus's normalizePollValue.
    expect([pollValue(undefined), pollValue('true'), pollValue('500'), pollValue('false'), pollValue('often')]).toEqual([false, true, 500, false, false]);
    expect(pollingOptions(500)).toEqual({ usePolling: true, interval: 500 });
    expect(pollingOptions(true)).toEqual({ usePolling: true });
    expect(pollingOptions(false)).toEqual({ usePolling: false });
  });

  it('reads deploy’s --skip-build and --target-dir, and swizzle’s short flags (-l is --list there)', () => {
    expect(parseCliArgs('deploy', ['--skip-build', '--target-dir', 'docs', '--out-dir', 'out']).values).toMatchObject({ 'skip-build': true, 'target-dir': 'docs', 'out-dir': 'out' });
    expect(parseCliArgs('swizzle', ['@docusaurus/theme-classic', '-l', '-w', '-e', '-t', '-j']).values).toMatchObject({ list: true, wrap: true, eject: true, typescript: true, javascript: true });
  });

  it('leaves any other command to the plugins (extendCli)', () => {
    for (const command of ['build', 'start', 'serve', 'deploy', 'swizzle', 'clear', 'write-translations', 'write-heading-ids', 'docs:version', 'docs:version:api', '--help', undefined]) expect(isInternalCommand(command)).toBe(true);
    for (const command of ['ember:stamp', 'generate-api-docs']) expect(isInternalCommand(command)).toBe(false);
  });
});

describe('opening the browser, as Docusaurus’s start and serve do', () => {
  it('never in CI, in tests, or with the browser named none', () => {
    expect(mayOpenBrowser({})).toBe(true);
    expect(mayOpenBrowser({ CI: 'true' })).toBe(false);
    expect(mayOpenBrowser({ VITEST: 'true' })).toBe(false);
    expect(mayOpenBrowser({ BROWSER: 'none' })).toBe(false);
    expect(mayOpenBrowser({ DOCUSAURUS_BROWSER: 'None' })).toBe(false);
  });

  it('with the browser DOCUSAURUS_BROWSER names and DOCUSAURUS_BROWSER_ARGS, else the system’s opener', () => {
    expect(browserCommand('http://localhost:3000/', {}, 'linux')).toEqual(['xdg-open', ['http://localhost:3000/']]);
    expect(browserCommand('http://localhost:3000/', { DOCUSAURUS_BROWSER: 'firefox', DOCUSAURUS_BROWSER_ARGS: '--private-window' }, 'linux')).toEqual(['firefox', ['--private-window', 'http://localhost:3000/']]);
    expect(browserCommand('http://localhost:3000/', { DOCUSAURUS_BROWSER: 'Safari' }, 'darwin')).toEqual(['open', ['-a', 'Safari', 'http://localhost:3000/']]);
  });
});
