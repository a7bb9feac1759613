/**
 * `sitegen write-translations`, held against what `docusaurus write-translations --locale fr`
 * (3.10.2) writes for the translated fixture (tests/fixtures/docusaurus-i18n) with its French
 * files removed: the same files, code.json with the site's ids first and then theme-common's
 * (no search ids for a site without Algolia), messages of the locale, kept translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConfigOption, parseCliArgs, writeTranslationsCommandOptions } from '../../../src/node/cli-args';
import { extractCodeMessages, writeTranslations } from '../../../src/node/commands/write-translations';
import { CONFIG_FILE_VARIABLE } from '../../../src/node/config/config-file';
import { themeDefaultMessages } from '../../../src/node/i18n/translations';
import { copyFixture } from '../../helpers/fixture';

type Messages = Record<string, { message: string; description?: string }>;

describe('write-translations', () => {
  const fixture = copyFixture('docusaurus-i18n');
  const fr = path.join(fixture.siteDir, 'i18n', 'fr');
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(fr, file), 'utf8')) as Messages;
  const lines: string[] = [];

  beforeAll(async () => {
    fs.rmSync(fr, { recursive: true });
    // A translation already there is kept (not overridden without --override).
    fs.mkdirSync(fr);
    fs.writeFileSync(path.join(fr, 'code.json'), JSON.stringify({ 'home.title': { message: 'Bienvenue' } }));
    await writeTranslations(fixture.siteDir, { locale: 'fr', override: false, messagePrefix: '', log: (line) => lines.push(line) });
  }, 120_000);
  afterAll(() => fixture.cleanup());

  it("writes Docusaurus's files for the locale", () => {
    const files = fs.readdirSync(fr, { recursive: true }).map(String).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(expect.arrayContaining(['code.json', path.join('docusaurus-plugin-content-blog', 'options.json'), path.join('docusaurus-plugin-content-docs', 'current.json'), path.join('docusaurus-theme-classic', 'footer.json'), path.join('docusaurus-theme-classic', 'navbar.json')]));
  });

  it("writes the blog's options.json: its title, description and sidebar title, as plugin-content-blog's getTranslationFiles", () => {
    expect(readJson(path.join('docusaurus-plugin-content-blog', 'options.json'))).toEqual({
      title: { message: 'News', description: 'The title for the blog used in SEO' },
      description: { message: 'News from the Lantern workshop', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Latest news', description: 'The label for the left sidebar' },
    });
  });

  it("lists the site's ids first, then theme-common's in the locale, and no search ids for a site without Algolia", () => {
    const code = readJson('code.json');
    const themeIds = Object.keys(themeDefaultMessages('base', ['theme-common'])).filter((id) => !id.endsWith('___DESCRIPTION'));
    // As Docusaurus 3.10.2 wrote it: 4 ids of the site's pages and 82 of theme-common.
    expect(Object.keys(code).slice(0, 4).sort()).toEqual(['Start building', 'home.heading', 'home.lead', 'home.title']);
    expect(Object.keys(code)).toHaveLength(4 + themeIds.length);
    expect(Object.keys(code).some((id) => id.startsWith('theme.SearchBar') || id.startsWith('theme.SearchModal'))).toBe(false);
    expect(code['theme.blog.paginator.olderEntries']).toEqual({ message: 'Anciennes entrées', description: 'The label used to navigate to the older blog posts page (next page)' });
    // A message with a placeholder, written as a string literal child.
    expect(code['home.lead']).toEqual({ message: 'A keyboard of {count} keys.' });
    expect(code['home.heading']).toEqual({ message: 'Keys that glow', description: "The home page's heading" });
    expect(code['home.title']).toEqual({ message: 'Bienvenue' });
  });

  it("writes the docs sidebar's and the navbar's strings", () => {
    expect(Object.keys(readJson(path.join('docusaurus-plugin-content-docs', 'current.json')))).toHaveLength(2);
    expect(Object.keys(readJson(path.join('docusaurus-theme-classic', 'navbar.json')))).toHaveLength(4);
    expect(Object.keys(readJson(path.join('docusaurus-theme-classic', 'footer.json')))).toHaveLength(3);
  });

  it('replaces the messages with --override, each with the prefix', async () => {
    await writeTranslations(fixture.siteDir, { locale: 'fr', override: true, messagePrefix: '(fr) ', log: () => undefined });
    expect(readJson('code.json')['home.title']).toEqual({ message: '(fr) Welcome' });
  });

  it('reads the config --config names, run as the CLI runs it (--locale, --override, --messagePrefix)', async () => {
    const config = fs.readFileSync(path.join(fixture.siteDir, 'docusaurus.config.js'), 'utf8');
    fs.writeFileSync(path.join(fixture.siteDir, 'staging.config.js'), config.replace("navbar: {\n        title: 'Lantern Keys',", "navbar: {\n        title: 'Lantern Staging',"));
    const { values } = parseCliArgs('write-translations', [fixture.siteDir, '--locale', 'fr', '--override', '--messagePrefix', '[fr] ', '--config', path.join(fixture.siteDir, 'staging.config.js')]);
    applyConfigOption(values);
    try {
      await writeTranslations(fixture.siteDir, { ...writeTranslationsCommandOptions(values), log: () => undefined });
    } finally {
      delete process.env[CONFIG_FILE_VARIABLE];
    }
    expect(readJson(path.join('docusaurus-theme-classic', 'navbar.json')).title).toEqual({ message: '[fr] Lantern Staging', description: 'The title in the navbar' });
  });
});

describe('extractCodeMessages', () => {
  it('reads <Translate> with text, a string literal in braces, and translate() calls', () => {
    const source = `
      <Translate id="a" description="d">Plain text</Translate>
      <Translate id="b" values={{ n: 1 }}>{'With {n} value'}</Translate>
      <Translate>{"No id"}</Translate>
      translate({ id: 'c', message: 'From a call', description: 'e' });`;
    expect(extractCodeMessages(source)).toEqual({
      a: { message: 'Plain text', description: 'd' },
      b: { message: 'With {n} value' },
      'No id': { message: 'No id' },
      c: { message: 'From a call', description: 'e' },
    });
  });
});
