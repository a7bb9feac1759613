/**
 * Defaults of Docusaurus's that real sites rely on. A Docusaurus config's blog gets Docusaurus's sidebar defaults (plugin-content-blog's
 * DEFAULT_OPTIONS: `blogSidebarCount` 5, `blogSidebarTitle` "Recent posts"), not sitegen's own
 * (all posts): jellyfin.org's blog of 60 posts showed them all in its sidebar.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig } from '../../../src/node/config/schema';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-sidebar-defaults-'));
fs.mkdirSync(path.join(siteDir, 'blog'));
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const map = (raw: unknown) => mapDocusaurusConfig(raw, { siteDir, file: 'docusaurus.config.js', warn: () => {} });
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe("a Docusaurus config's blog sidebar", () => {
  it('shows the 5 most recent posts under "Recent posts" unless the options say otherwise', async () => {
    const preset = resolveConfig(await map({ ...base, presets: [['classic', { blog: {} }]] }), 'docusaurus.config.js');
    expect(preset.blog).toMatchObject({ blogSidebarCount: 5, blogSidebarTitle: 'Recent posts' });
    const plugin = resolveConfig(await map({ ...base, plugins: [['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts' }]] }), 'docusaurus.config.js');
    expect(JSON.stringify(plugin)).toContain('"blogSidebarCount":5');
    expect(JSON.stringify(plugin)).toContain('"blogSidebarTitle":"Recent posts"');
  });

  it("keeps the site's own blogSidebarCount and blogSidebarTitle", async () => {
    const config = resolveConfig(await map({ ...base, presets: [['classic', { blog: { blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts' } }]] }), 'docusaurus.config.js');
    expect(config.blog).toMatchObject({ blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts' });
  });
});

describe("themeConfig.announcementBar's id", () => {
  it('is "announcement-bar" when left out, as theme-classic\'s schema makes it (pnpm.io gives only `content`)', async () => {
    const config = resolveConfig(await map({ ...base, themeConfig: { announcementBar: { content: 'Read <b>this</b>' } } }), 'docusaurus.config.js');
    expect(config.themeConfig.announcementBar).toMatchObject({ id: 'announcement-bar', content: 'Read <b>this</b>' });
  });
});

describe('future.experimental_faster', () => {
  it("is refused in Docusaurus 3.10's words, as redocusaurus's site has it", async () => {
    await expect(map({ ...base, future: { experimental_faster: true } })).rejects.toThrow('`future.experimental_faster` has been renamed to `future.faster`. Please update your Docusaurus config, got boolean true');
  });

  /** A site whose installed `@docusaurus/core` is `version`. */
  const siteOn = (version: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earlier-docusaurus-'));
    fs.mkdirSync(path.join(dir, 'node_modules/@docusaurus/core'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', dependencies: { '@docusaurus/core': version } }));
    fs.writeFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ name: '@docusaurus/core', version }));
    return dir;
  };
  const mapOn = (version: string, raw: unknown) => {
    const dir = siteOn(version);
    return mapDocusaurusConfig(raw, { siteDir: dir, file: 'docusaurus.config.ts', warn: () => {} }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  };

  it('is read as `future.faster`, and `future.experimental_storage` as `storage`, on a site whose Docusaurus is a 3 before 3.10 (redux-toolkit on 3.9.2)', async () => {
    // redux-toolkit's website: `future: { experimental_faster: { ssgWorkerThreads: true }, v4: true }`.
    const config = await mapOn('3.9.2', { ...base, future: { experimental_faster: { ssgWorkerThreads: true }, v4: true, experimental_storage: { type: 'sessionStorage' } } });
    const { future, storage } = config as { future?: Record<string, unknown>; storage?: unknown };
    // Its `v4: true` as 3.9's: without 3.10's mdx1CompatDisabledByDefault (HTML comments stay allowed in MDX) or siteStorageNamespacing.
    expect(future).toEqual({ faster: { ssgWorkerThreads: true }, v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true } });
    expect(config.markdown?.mdx1Compat).toMatchObject({ comments: true });
    expect(storage).toEqual({ type: 'sessionStorage' });
    // Its flags are checked as that Docusaurus checks them: ssgWorkerThreads needs v4's removeLegacyPostBuildHeadAttribute.
    await expect(mapOn('3.8.1', { ...base, future: { experimental_faster: { ssgWorkerThreads: true } } })).rejects.toThrow('`future.faster.ssgWorkerThreads` requires the future flag `future.v4.removeLegacyPostBuildHeadAttribute`');
    expect(((await mapOn('3.7.0', { ...base, future: { v4: true } })) as { future?: unknown }).future).toEqual({ v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false } });
    // Docusaurus 3.10 and later refuse the former names, and read `v4: true` as every v4 flag.
    await expect(mapOn('3.10.2', { ...base, future: { experimental_faster: true } })).rejects.toThrow('has been renamed to `future.faster`');
    expect((await mapOn('3.10.2', { ...base, future: { v4: true } })).markdown?.mdx1Compat).toMatchObject({ comments: false });
  });
});
