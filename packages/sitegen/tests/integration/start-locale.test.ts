/**
 * `sitegen start --locale fr`, as `docusaurus start --locale fr`: the dev server serves that
 * locale at its base URL (`/fr/`, its segment kept: only `build` with one locale drops it), in its
 * language.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/node/commands/start';
import { copyFixture } from '../helpers/fixture';

describe('the dev server in one locale (start --locale fr)', () => {
  const fixture = copyFixture('docusaurus-i18n');
  let server: Awaited<ReturnType<typeof startDevServer>>;
  let origin = '';

  beforeAll(async () => {
    server = await startDevServer(fixture.siteDir, { port: 0, host: '127.0.0.1', locale: 'fr' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fixture.cleanup();
  });

  it("serves the locale's pages under its base URL, in its language", async () => {
    const response = await fetch(`${origin}/fr/docs/intro`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-FR" dir="ltr"/);
  });
});
