import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileMdx } from '../../../src/node/mdx/compile';
import { dataUri, hashedAssetPath, URL_LOADER_LIMIT } from '../../../src/node/mdx/remark-images';

// A 3×2 PNG (small: inlined) and the same picture padded past the data URI limit (a file).
const PNG_3X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwQZYAwAXu8J9+HMcoIAAAAASUVORK5CYII=', 'base64');
const bigPng = () => Buffer.concat([PNG_3X2, Buffer.alloc(URL_LOADER_LIMIT + 1)]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>';

let siteDir: string;
const docFile = () => path.join(siteDir, 'docs/guide/page.md');
const compile = (source: string, extra: Record<string, unknown> = {}) =>
  compileMdx(docFile(), source, { siteDir, baseUrl: '/base/', resolveFileRoute: () => undefined, routesVersion: Math.random().toString(), staticDirs: [path.join(siteDir, 'static'), path.join(siteDir, 'public')], ...extra });

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-images-'));
  fs.mkdirSync(path.join(siteDir, 'docs/guide/img'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'public/pics'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'docs/guide/img/small.png'), PNG_3X2);
  fs.writeFileSync(path.join(siteDir, 'docs/guide/img/big.png'), bigPng());
  fs.writeFileSync(path.join(siteDir, 'static/img/logo.svg'), SVG);
  fs.writeFileSync(path.join(siteDir, 'public/pics/big.png'), bigPng());
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('Markdown images, as Docusaurus resolves them', () => {
  it('inlines an image up to the url-loader limit as a data URI, with its size read from the file', async () => {
    const { code, assets } = await compile('![Small](./img/small.png)\n');
    expect(code).toContain(`src: ${JSON.stringify(dataUri('small.png', PNG_3X2))}`);
    expect(code).toMatch(/width: "3"/);
    expect(code).toMatch(/height: "2"/);
    expect(assets).toEqual([{ source: path.join(siteDir, 'docs/guide/img/small.png'), output: hashedAssetPath('small.png', PNG_3X2), inline: true }]);
  });

  it('gives a larger image a content-hashed file under the base URL, keeping its #hash', async () => {
    const { code, assets } = await compile('![Big](img/big.png#dark)\n');
    const output = hashedAssetPath('big.png', bigPng());
    expect(code).toContain(`src: "/base/${output}#dark"`);
    expect(assets).toEqual([{ source: path.join(siteDir, 'docs/guide/img/big.png'), output }]);
  });

  it('looks `/…` images up in the static folders in order, and `@site/…` in the site', async () => {
    const { code } = await compile('![Logo](/img/logo.svg) ![Pic](/pics/big.png) ![Again](@site/static/img/logo.svg)\n');
    expect(code).toContain(`src: ${JSON.stringify(dataUri('logo.svg', Buffer.from(SVG)))}`);
    expect(code).toMatch(/data:image\/svg\+xml;base64,/);
    expect(code).toMatch(/width: "40"/);
    expect(code).toContain(`src: "/base/${hashedAssetPath('big.png', bigPng())}"`);
  });

  it('keeps pathname:// and remote URLs as written', async () => {
    const { code, assets } = await compile('![A](pathname:///img/raw.png) ![B](https://example.com/b.png)\n');
    expect(code).toContain('src: "/img/raw.png"');
    expect(code).toContain('src: "https://example.com/b.png"');
    expect(assets).toEqual([]);
  });

  it('fails on a missing image with the file, line and where it looked, by default', async () => {
    await expect(compile('Text\n\n![Gone](/img/missing.png)\n')).rejects.toThrow(/page\.md:3:1.*\/img\/missing\.png \(looked for static\/img\/missing\.png, public\/img\/missing\.png\)/s);
  });

  it('follows markdown.hooks.onBrokenMarkdownImages: a policy other than throw keeps the URL, a function may replace it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const warned = await compile('![Gone](./nowhere.png)\n', { onBrokenMarkdownImages: 'warn' });
    expect(warned.code).toContain('src: "./nowhere.png"');
    expect(warn.mock.calls.join('\n')).toMatch(/page\.md:1: Markdown image with \.\/nowhere\.png/);
    warn.mockRestore();
    const hook = vi.fn(() => '/fallback.png');
    const replaced = await compile('![Gone](./nowhere.png)\n', {
      siteCode: { instances: [], version: 'hook', onBrokenMarkdownImages: hook },
    });
    expect(replaced.code).toContain('src: "/fallback.png"');
    expect(hook).toHaveBeenCalledWith(expect.objectContaining({ sourceFilePath: 'docs/guide/page.md', url: './nowhere.png' }));
  });
});
