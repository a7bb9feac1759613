/**
 * `sitegen start --locale fr`, as `docusaurus start --locale fr`: the dev server serves that
 * locale at its base URL (`/fr/`, its segment kept: only `build` with one locale drops it), in its
 * language. Started as the CLI starts it, with `--config` naming another config file (whose title
 * the pages show), `--hot-only` and `--poll`.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConfigOption, parseCliArgs, startCommandOptions } from '../../src/node/cli-args';
import { startDevServer } from '../../src/node/commands/start';
import { CONFIG_FILE_VARIABLE } from '../../src/node/config/config-file';
import { copyFixture } from '../helpers/fixture';

describe('the dev server in one locale (start --locale fr)', () => {
  const fixture = copyFixture('docusaurus-i18n');
  let server: Awaited<ReturnType<typeof startDevServer>>;
  let origin = '';

  beforeAll(async () => {
    const config = fs.readFileSync(path.join(fixture.siteDir, 'docusaurus.config.js'), 'utf8');
    fs.writeFileSync(path.join(fixture.siteDir, 'staging.config.js'), config.replace("title: 'Lantern Keys',", "title: 'Lantern Staging',"));
    const { values } = parseCliArgs('start', [fixture.siteDir, '--locale', 'fr', '--config', path.join(fixture.siteDir, 'staging.config.js'), '--hot-only', '--poll', '1000', '--no-open']);
    applyConfigOption(values);
    server = await startDevServer(fixture.siteDir, { port: 0, host: '127.0.0.1', ...startCommandOptions(values) });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    delete process.env[CONFIG_FILE_VARIABLE];
    await server?.stop();
    fixture.cleanup();
  });

  it("serves the locale's pages under its base URL, in its language", async () => {
    const response = await fetch(`${origin}/fr/docs/intro`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-FR" dir="ltr"/);
    // The config --config names, not docusaurus.config.js.
    expect(html).toMatch(/<title>[^<]*Lantern Staging<\/title>/);
  });
});
