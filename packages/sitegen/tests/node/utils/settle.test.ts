import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/node/plugins/host';
import { settleAll } from '../../../src/node/utils/settle';

const later = <T>(ms: number, value: T, log: string[]) => new Promise<T>((resolve) => setTimeout(() => (log.push(String(value)), resolve(value)), ms));

describe('settleAll', () => {
  it('gives the values in order, as Promise.all', async () => {
    expect(await settleAll([later(20, 'a', []), 'b', Promise.resolve('c')])).toEqual(['a', 'b', 'c']);
  });

  it('rejects with the first failure given, only once the others have ended', async () => {
    const log: string[] = [];
    const failing = Promise.reject(new Error('first'));
    await expect(settleAll([failing, later(50, 'slow', log), Promise.reject(new Error('second'))])).rejects.toThrow('first');
    expect(log).toEqual(['slow']);
  });
});

describe("a plugin's failing loadContent", () => {
  it("is reported once the other plugins' loadContent have ended, not while they still write into the site", async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settle-site-'));
    try {
      const marker = path.join(siteDir, '.sitegen', 'slow-plugin-wrote-this');
      fs.writeFileSync(
        path.join(siteDir, 'docusaurus.config.js'),
        `const fs = require('fs');
module.exports = {
  title: 'Settle', url: 'https://settle.example', baseUrl: '/',
  plugins: [
    () => ({ name: 'slow-writer', async loadContent() { await new Promise((r) => setTimeout(r, 300)); fs.mkdirSync(${JSON.stringify(path.dirname(marker))}, { recursive: true }); fs.writeFileSync(${JSON.stringify(marker)}, 'x'); } }),
    () => ({ name: 'broken', async loadContent() { throw new Error('broken content'); } }),
  ],
};
`,
      );
      await expect(loadSite(siteDir, { dev: false })).rejects.toThrow('broken content');
      expect(fs.existsSync(marker)).toBe(true);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true, maxRetries: 5 });
    }
  });
});
