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
});
