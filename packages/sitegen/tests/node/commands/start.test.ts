/**
 * The dev server's bundler cache. webpack's is written once the server has been idle a while or
 * when it stops, never seconds after a compile (where its main-thread write would hold up the
 * writer's first edits); Rspack writes its own on native threads, and has it on disk by the time
 * the server has stopped.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../src/node/commands/start';
import { copyFixture, useWebpack } from '../../helpers/fixture';

const cacheFiles = (siteDir: string, name: string) => {
  const dir = path.join(siteDir, '.sitegen', 'cache', name);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.pack')) : [];
};

async function startAndLoad(siteDir: string) {
  const server = await startDevServer(siteDir, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The middleware answers once the first compile is done.
  expect((await fetch(`${origin}/assets/js/main.js`)).status).toBe(200);
  return server;
}

describe('dev server cache', () => {
  it('webpack: writes nothing in the seconds after a compile, and everything when the server stops', async () => {
    const fixture = copyFixture('basic');
    try {
      useWebpack(fixture.siteDir);
      const server = await startAndLoad(fixture.siteDir);
      // webpack's own default writes 5 s after the first compile.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(cacheFiles(fixture.siteDir, 'webpack-dev')).toEqual([]);
      await server.stop();
      expect(cacheFiles(fixture.siteDir, 'webpack-dev').length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(fixture.siteDir, '.sitegen', 'cache', 'rspack-dev'))).toBe(false);
    } finally {
      fixture.cleanup();
    }
  }, 60_000);

  it('Rspack (the default): the cache is on disk once the server has stopped', async () => {
    const fixture = copyFixture('basic');
    try {
      const server = await startAndLoad(fixture.siteDir);
      await server.stop();
      expect(cacheFiles(fixture.siteDir, 'rspack-dev').length).toBeGreaterThan(0);
    } finally {
      fixture.cleanup();
    }
  }, 60_000);
});

describe('dev server chunks and hot updates', () => {
  it("puts each section's page content and data in one chunk, and tells the browser of a build without listing its modules", async () => {
    const fixture = copyFixture('basic');
    try {
      const server = await startAndLoad(fixture.siteDir);
      try {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const sectionDir = path.join(fixture.siteDir, '.sitegen', 'generated', 'registry');
        const imports = fs.readdirSync(sectionDir).flatMap((file) => [...fs.readFileSync(path.join(sectionDir, file), 'utf8').matchAll(/webpackChunkName: "([^"]+)" \*\/ "([^"]+)"/g)].map(([, name, request]) => ({ name: name!, request: request! })));
        const content = imports.filter(({ request }) => /\.(mdx?|json)(\?|$)/.test(request));
        expect(content.length).toBeGreaterThan(5);
        for (const { name, request } of content) expect(name, request).toMatch(/^routes-\d+$/);
        // Components keep chunks of their own.
        expect(imports.filter(({ request }) => request.startsWith('@theme/')).map(({ name }) => name)).toContain('theme-DocPage');
        expect((await fetch(`${origin}/assets/js/${content[0]!.name}.js`)).status).toBe(200);
        // webpack-hot-middleware's message for the last build: its hash, and no module list
        // (which the bundler built by walking every module).
        const response = await fetch(`${origin}/__webpack_hmr`);
        const reader = response.body!.getReader();
        let text = '';
        while (!text.includes('"action":"sync"')) text += new TextDecoder().decode((await reader.read()).value);
        await reader.cancel();
        const sync = JSON.parse(/data: (\{.*"action":"sync".*\})/.exec(text)![1]!) as { hash: string; modules: Record<string, string>; errors: unknown[] };
        expect(sync.hash).toMatch(/^[0-9a-f]+$/);
        expect(sync.errors).toEqual([]);
        expect(sync.modules).toEqual({});
      } finally {
        await server.stop();
      }
    } finally {
      fixture.cleanup();
    }
  }, 60_000);
});
