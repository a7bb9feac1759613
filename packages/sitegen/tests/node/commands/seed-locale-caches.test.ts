import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedLocaleCaches } from '../../../src/node/commands/build';

describe("a locale's build in a build of several", () => {
  it("starts from the first locale's bundler and content-keyed caches when it has none, a copy of them, and keeps its own otherwise", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-locales-'));
    try {
      const first = path.join(siteDir, '.sitegen', 'cache');
      const put = (file: string, text: string) => (fs.mkdirSync(path.dirname(file), { recursive: true }), fs.writeFileSync(file, text));
      for (const name of ['rspack', 'rspack-server', 'rspack-minified', 'mdx', 'renders', 'pages']) put(path.join(first, name, 'pack'), `en ${name}`);
      const fr = path.join(siteDir, '.sitegen', 'locales', 'fr', 'cache');
      put(path.join(fr, 'rspack-server', 'pack'), 'fr server');
      seedLocaleCaches(siteDir, 'en', 'fr', 'en');
      expect(fs.readFileSync(path.join(fr, 'rspack', 'pack'), 'utf8')).toBe('en rspack');
      expect(fs.readFileSync(path.join(fr, 'rspack-minified', 'pack'), 'utf8')).toBe('en rspack-minified');
      expect(fs.readFileSync(path.join(fr, 'mdx', 'pack'), 'utf8')).toBe('en mdx');
      // Its own cache is kept; rendered pages are each locale's.
      expect(fs.readFileSync(path.join(fr, 'rspack-server', 'pack'), 'utf8')).toBe('fr server');
      expect(fs.existsSync(path.join(fr, 'renders'))).toBe(false);
      expect(fs.existsSync(path.join(fr, 'pages'))).toBe(false);
      // A copy: the locale's build writing its cache leaves the first locale's alone.
      fs.writeFileSync(path.join(fr, 'rspack-minified', 'pack'), 'fr minified');
      expect(fs.readFileSync(path.join(first, 'rspack-minified', 'pack'), 'utf8')).toBe('en rspack-minified');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
