/**
 * The site config as Docusaurus's plugins read it: every key of Docusaurus's validated config
 * present, at Docusaurus's default where the site leaves it out (DEFAULT_CONFIG in
 * @docusaurus/core/lib/server/configValidation.js, 3.10), with the `future.faster` and
 * `future.v4` shortcuts expanded as its schema expands them. Official and third-party plugins read
 * keys such as `siteConfig.future.experimental_router` or `siteConfig.markdown.hooks` without
 * checking that they exist, since Docusaurus always gives them.
 */

import { createHash } from 'node:crypto';
import type { SiteStorage } from '../../shared/types';
import { resolveVcs, type VcsConfig } from '../content/vcs';

const FASTER_KEYS = ['swcJsLoader', 'swcJsMinimizer', 'swcHtmlMinimizer', 'lightningCssMinimizer', 'mdxCrossCompilerCache', 'rspackBundler', 'rspackPersistentCache', 'ssgWorkerThreads', 'gitEagerVcs'] as const;
const V4_KEYS = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'] as const;

type Flags<K extends string> = Record<K, boolean>;

/**
 * `true` turns every flag on, `false` leaves them off, an object sets some and the others are
 * `byDefault` (Docusaurus's FASTER_CONFIG_SCHEMA and FUTURE_V4_SCHEMA, and its
 * postProcessDocusaurusConfig: the faster flags the site leaves out follow `v4.fasterByDefault`).
 */
function expandFlags<K extends string>(keys: readonly K[], value: unknown, byDefault = false): Flags<K> {
  const all = (on: boolean) => Object.fromEntries(keys.map((key) => [key, on])) as Flags<K>;
  if (value === true) return all(true);
  if (value === false) return all(false);
  if (typeof value !== 'object' || value === null) return all(byDefault);
  const given = Object.fromEntries(Object.entries(value).filter(([, flag]) => flag !== undefined));
  return { ...all(byDefault), ...(given as Partial<Flags<K>>) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface DocusaurusFuture {
  v4: Flags<(typeof V4_KEYS)[number]>;
  faster: Flags<(typeof FASTER_KEYS)[number]>;
  experimental_router: 'browser' | 'hash';
  /** The VCS a preset name or boolean names, as Docusaurus's config validation makes it (content/vcs.ts). */
  experimental_vcs: VcsConfig;
  [key: string]: unknown;
}

/** Docusaurus's defaults for the keys a sitegen config may not carry. */
export interface DocusaurusConfigDefaults {
  future: DocusaurusFuture;
  storage: { type: string; namespace: boolean | string };
  presets: unknown[];
  themes: unknown[];
  clientModules: string[];
  onBrokenMarkdownLinks?: string;
  markdown: Record<string, unknown> & { hooks: Record<string, unknown>; mdx1Compat: Record<string, boolean>; anchors: { maintainCase: boolean } };
}

/** The config with Docusaurus's defaults under it: what the site gives wins, objects merged one level down as Docusaurus's schema fills them. */
export function withDocusaurusDefaults<T extends object>(config: T): T & DocusaurusConfigDefaults {
  const site = config as Record<string, unknown>;
  const future = isObject(site.future) ? site.future : {};
  // In v4 mode (`future.v4: true` or `fasterByDefault`), Docusaurus turns faster on unless told otherwise.
  const v4 = expandFlags(V4_KEYS, future.v4);
  const faster = expandFlags(FASTER_KEYS, future.faster, v4.fasterByDefault);
  const storage = isObject(site.storage) ? site.storage : {};
  // The namespace the site leaves out follows `future.v4.siteStorageNamespacing`.
  const siteStorage = { type: storage.type ?? 'localStorage', namespace: storage.namespace ?? v4.siteStorageNamespacing };
  const markdown = isObject(site.markdown) ? site.markdown : {};
  const markdownHooks = isObject(markdown.hooks) ? markdown.hooks : {};
  const mdx1Compat = isObject(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
  return {
    presets: [],
    themes: [],
    clientModules: [],
    headTags: [],
    stylesheets: [],
    scripts: [],
    customFields: {},
    themeConfig: {},
    titleDelimiter: '|',
    noIndex: false,
    tagline: '',
    baseUrlIssueBanner: true,
    staticDirectories: ['static'],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    ...config,
    // Under the names Docusaurus 3.0–3.9 gave them too (`future.experimental_faster`,
    // `future.experimental_storage`): a site's plugins of those versions (plugin-pwa 3.9 reads
    // `experimental_faster.swcJsMinimizer`) run on sitegen as on their own core.
    future: { ...future, v4, faster, experimental_faster: faster, experimental_storage: siteStorage, experimental_router: future.experimental_router === 'hash' ? 'hash' : 'browser', experimental_vcs: resolveVcs(future.experimental_vcs) },
    storage: siteStorage,
    markdown: {
      format: 'mdx',
      mermaid: false,
      emoji: true,
      ...markdown,
      // Those left out are on, unless `future.v4.mdx1CompatDisabledByDefault`.
      mdx1Compat: { comments: !v4.mdx1CompatDisabledByDefault, admonitions: !v4.mdx1CompatDisabledByDefault, headingIds: !v4.mdx1CompatDisabledByDefault, ...definedOnly(mdx1Compat) },
      anchors: { maintainCase: false, ...(isObject(markdown.anchors) ? markdown.anchors : {}) },
      // The deprecated top-level `onBrokenMarkdownLinks` wins over the hook, as in Docusaurus 3.
      hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw', ...definedOnly(markdownHooks), ...(site.onBrokenMarkdownLinks ? { onBrokenMarkdownLinks: site.onBrokenMarkdownLinks } : {}) },
    },
  } as T & DocusaurusConfigDefaults;
}

function definedOnly(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/**
 * Docusaurus's createSiteStorage: the storage the theme keeps the reader's choices in, and the
 * suffix of its keys: none without a namespace, `-` and the namespace given, or with
 * `namespace: true` `-` and the first 3 hex digits of the MD5 of the site's URL with its base URL
 * (so two sites on one origin keep apart).
 */
export function createSiteStorage(config: { url: string; baseUrl: string; storage: { type: string; namespace: boolean | string } }): SiteStorage {
  const { type, namespace } = config.storage;
  const name = namespace === true ? createHash('md5').update(siteAddress(config.url, config.baseUrl)).digest('hex').slice(0, 3) : namespace === false ? '' : namespace;
  return { type: type === 'sessionStorage' ? 'sessionStorage' : 'localStorage', namespace: name ? `-${name}` : '' };
}

/** The site's URL and base URL as one, with a slash at the end (Docusaurus's normalizeUrl then addTrailingSlash). */
function siteAddress(url: string, baseUrl: string): string {
  const joined = `${url.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`;
  return joined.endsWith('/') ? joined : `${joined}/`;
}
