import gtagPlugin, { GTAG_CSP } from 'sitegen/plugins/gtag';
import hardwareMetadataPlugin from './plugins/hardware-metadata/index';
import llmsTxtPlugin from 'sitegen/plugins/llms-txt';
import redirectsPlugin from 'sitegen/plugins/redirects';
import sitemapPlugin from 'sitegen/plugins/sitemap';
import staticHostPlugin from 'sitegen/plugins/static-host';
import searchIndexPlugin from 'sitegen/plugins/search-index';
import treeSitterPlugin from './plugins/tree-sitter/index';
import { defineConfig } from 'sitegen/config';

export default defineConfig({
  title: 'ZMK Firmware',
  tagline: 'Modern, open source keyboard firmware',
  url: 'https://zmk.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  organizationName: 'zmkfirmware',
  projectName: 'zmk',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  onBrokenLinks: 'throw',
  plugins: [
    [hardwareMetadataPlugin, { path: 'hardware' }],
    searchIndexPlugin,
    treeSitterPlugin,
    [gtagPlugin, { trackingID: 'UA-145201102-2', anonymizeIP: true }],
    sitemapPlugin,
    [
      redirectsPlugin,
      {
        file: 'src/data/redirects.tsv',
        redirects: [
          // That page was folded into the hardware integration overview, whose first section it is.
          { from: '/docs/development/hardware-integration/boards-shields-keymaps', to: '/docs/development/hardware-integration', status: 301 },
          { from: '/community/discord/invite', to: 'https://discord.gg/sycytVQ', status: 302 },
        ],
      },
    ],
    llmsTxtPlugin,
    // Last: it hashes the inline scripts and compresses the files the others wrote.
    [staticHostPlugin, { csp: GTAG_CSP, corsPaths: ['/hardware-metadata.json'] }],
  ],
  docs: {
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: 'sidebars.ts',
    editUrl: 'https://github.com/zmkfirmware/zmk/edit/main/docs/',
    breadcrumbs: false,
    homeDocId: 'intro',
  },
  blog: {
    path: 'blog',
    showReadingTime: true,
    postsPerPage: 10,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    // The blog list's meta description, as sitegen wrote it before the option existed.
    blogDescription: 'Blog: ZMK Firmware blog posts',
    editUrl: 'https://github.com/zmkfirmware/zmk/edit/main/docs/',
    // RSS, Atom and a JSON Feed, with the licence line (Docusaurus's default is RSS and Atom, no copyright).
    feedOptions: { type: 'all', copyright: 'Copyright © 2025 ZMK Project Contributors. Licensed under Creative Commons BY-NC-SA 4.0.' },
  },
  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: {
      title: 'ZMK Firmware',
      logo: { alt: 'ZMK logo', src: 'img/logo.svg' },
      items: [
        { to: '/docs', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/power-profiler', label: 'Power Profiler', position: 'left' },
        { to: '/keymap-upgrader', label: 'Keymap Upgrader', position: 'left' },
        { href: 'https://zmk.studio/', label: 'ZMK Studio', position: 'right' },
        { href: 'https://github.com/zmkfirmware/zmk', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting Started', to: '/docs' },
            { label: 'Development', to: '/docs/development/contributing/clean-room' },
            { label: 'Search', to: '/search' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://zmk.dev/community/discord/invite' },
            { label: 'Mastodon', href: 'https://fosstodon.org/@zmk' },
            { label: 'X', href: 'https://x.com/ZMKFirmware' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'GitHub', href: 'https://github.com/zmkfirmware/zmk' },
            {
              label: 'Deploys by Netlify',
              html: '<a href="https://www.netlify.com" target="_blank" rel="noopener noreferrer"><img src="/img/badge-hosting.svg" alt="Deploys by Netlify" width="148" height="28"></a>',
            },
          ],
        },
      ],
      copyright:
        'Copyright © 2025 ZMK Project Contributors. Licensed under <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/" rel="license">Creative Commons BY-NC-SA 4.0</a>.' +
        '<a href="https://creativecommons.org/licenses/by-nc-sa/4.0/" rel="license"><img src="/img/badge-cc-by-nc-sa.svg" alt="Creative Commons BY-NC-SA 4.0 licence" width="120" height="28"></a>',
    },
    prism: { additionalLanguages: ['bash', 'c', 'cmake', 'ini', 'linker-script', 'log', 'powershell', 'diff'] },
  },
});
