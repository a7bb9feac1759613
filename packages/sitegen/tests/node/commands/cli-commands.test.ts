/**
 * What each command's flags give the function that runs it (src/node/cli.ts), as Docusaurus's CLI
 * gives them: build's to buildSite, start's to startDevServer, write-translations' to
 * writeTranslations, `--no-open` to start and serve (serveSite), `--config` to every command;
 * and `clear` (clearSite). What the options then do is tested with those functions
 * (tests/node/bundle/client.test.ts: `development`, `minify`, `bundleAnalyzer`, `hotOnly`, `poll`;
 * write-translations.test.ts; integration/start-locale.test.ts; integration/docusaurus-i18n-fixture.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { applyConfigOption, buildCommandOptions, opensBrowser, parseCliArgs, startCommandOptions, writeTranslationsCommandOptions } from '../../../src/node/cli-args';
import type { buildSite } from '../../../src/node/commands/build';
import { clearSite } from '../../../src/node/commands/clear';
import type { startDevServer } from '../../../src/node/commands/start';
import type { writeTranslations } from '../../../src/node/commands/write-translations';
import { CONFIG_FILE_VARIABLE } from '../../../src/node/config/config-file';

describe('build', () => {
  it('gives buildSite --dev (React’s development build), --no-minify, --bundle-analyzer and each --locale', () => {
    const options: Omit<Parameters<typeof buildSite>[1], 'log'> = buildCommandOptions(parseCliArgs('build', ['site', '--dev', '--no-minify', '--bundle-analyzer', '--locale', 'fr', '-l', 'de', '--out-dir', 'public']).values);
    expect(options).toEqual({ outDir: 'public', locales: ['fr', 'de'], client: { development: true, minify: false, bundleAnalyzer: true } });
    // Without flags: every locale, minified, no analyzer.
    expect(buildCommandOptions(parseCliArgs('build', ['site']).values)).toEqual({ outDir: undefined, locales: undefined, client: { development: undefined, minify: true, bundleAnalyzer: undefined } });
  });
});

describe('start', () => {
  it('gives startDevServer one --locale, --poll [interval] and --hot-only; --no-minify changes nothing in development', () => {
    const options: Partial<Parameters<typeof startDevServer>[1]> = startCommandOptions(parseCliArgs('start', ['site', '--locale', 'fr', '--poll', '500', '--hot-only', '--no-minify']).values);
    expect(options).toEqual({ locale: 'fr', poll: 500, hotOnly: true });
    expect(startCommandOptions(parseCliArgs('start', ['--poll', 'site']).values)).toEqual({ locale: undefined, poll: true, hotOnly: undefined });
    expect(startCommandOptions(parseCliArgs('start', []).values)).toEqual({ locale: undefined, poll: false, hotOnly: undefined });
    expect(() => startCommandOptions(parseCliArgs('start', ['--locale', 'fr', '--locale', 'de']).values)).toThrow('start takes one --locale');
  });

  it('opens the browser unless --no-open (start with startDevServer, serve with serveSite)', () => {
    expect(opensBrowser(parseCliArgs('start', ['site']).values)).toBe(true);
    expect(opensBrowser(parseCliArgs('start', ['site', '--no-open']).values)).toBe(false);
    expect(opensBrowser(parseCliArgs('serve', ['site', '--no-open', '--port', '4000']).values)).toBe(false);
    expect(opensBrowser(parseCliArgs('serve', ['site', '--build']).values)).toBe(true);
  });
});

describe('write-translations', () => {
  it('gives writeTranslations one --locale, --override and --messagePrefix (none by default)', () => {
    const options: Omit<Parameters<typeof writeTranslations>[1], 'log'> = writeTranslationsCommandOptions(parseCliArgs('write-translations', ['site', '--locale', 'fr', '--override', '--messagePrefix', '(fr) ']).values);
    expect(options).toEqual({ locale: 'fr', override: true, messagePrefix: '(fr) ' });
    expect(writeTranslationsCommandOptions(parseCliArgs('write-translations', ['site']).values)).toEqual({ locale: undefined, override: false, messagePrefix: '' });
    expect(() => writeTranslationsCommandOptions(parseCliArgs('write-translations', ['-l', 'fr', '-l', 'de']).values)).toThrow('write-translations takes one --locale');
  });
});

describe('--config, for every command', () => {
  it('names the config file (resolved from the working folder) that start, write-translations and the others load', () => {
    const env: NodeJS.ProcessEnv = {};
    applyConfigOption(parseCliArgs('start', ['site', '--config', 'staging.config.js']).values, env);
    expect(env[CONFIG_FILE_VARIABLE]).toBe(path.resolve('staging.config.js'));
    applyConfigOption(parseCliArgs('write-translations', ['site', '--config', '/sites/a/other.config.ts']).values, env);
    expect(env[CONFIG_FILE_VARIABLE]).toBe(path.resolve('/sites/a/other.config.ts'));
    const untouched: NodeJS.ProcessEnv = {};
    applyConfigOption(parseCliArgs('build', ['site']).values, untouched);
    expect(untouched).toEqual({});
  });
});

describe('clear', () => {
  it('clearSite removes the build folder and the caches (sitegen’s .sitegen, where Docusaurus has .docusaurus and node_modules/.cache), and nothing else', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clear-'));
    for (const dir of ['build/docs', '.sitegen/cache', 'docs', 'static']) fs.mkdirSync(path.join(siteDir, dir), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'build', 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(siteDir, 'docs', 'intro.md'), '# Intro\n');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      clearSite(siteDir);
      expect(fs.readdirSync(siteDir).sort()).toEqual(['docs', 'static']);
      expect(log.mock.calls.map(([line]) => String(line).replace(siteDir, '<site>'))).toEqual([expect.stringMatching(/^Removed .*build$/), expect.stringMatching(/^Removed .*\.sitegen$/)]);
      // Nothing to remove: no error, and nothing said removed.
      log.mockClear();
      clearSite(siteDir);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
