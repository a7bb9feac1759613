/**
 * The dev server's webpack cache: written once the server has been idle a while or when it stops,
 * never seconds after a compile (where it would hold up the writer's first edits).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../../src/node/commands/start';
import { copyFixture } from '../../helpers/fixture';

describe('dev server cache', () => {
  const fixture = copyFixture('basic');
  afterAll(() => fixture.cleanup());

  const packs = () => {
    const dir = path.join(fixture.siteDir, '.sitegen', 'cache', 'webpack-dev');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.pack')) : [];
  };

  it('writes nothing in the seconds after a compile, and everything when the server stops', async () => {
    const server = await startDevServer(fixture.siteDir, { port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The middleware answers once the first compile is done.
    expect((await fetch(`${origin}/assets/js/main.js`)).status).toBe(200);
    // webpack's own default writes 5 s after the first compile.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(packs()).toEqual([]);
    await server.stop();
    expect(packs().length).toBeGreaterThan(0);
  }, 60_000);
});
