/**
 * The site config as Docusaurus's plugins read it: every key of Docusaurus's validated config
 * present, at Docusaurus's default where the site leaves it out (DEFAULT_CONFIG in
 * @docusaurus/core/lib/server/configValidation.js, 3.10), with the `future.faster` and
 * `future.v4` shortcuts expanded as its schema expands them. Official and third-party plugins read
 * keys such as `siteConfig.future.experimental_router` or `siteConfig.markdown.hooks` without
 * checking that they exist, since Docusaurus always gives them.
 */

const FASTER_KEYS = ['swcJsLoader', 'swcJsMinimizer', 'swcHtmlMinimizer', 'lightningCssMinimizer', 'mdxCrossCompilerCache', 'rspackBundler', 'rspackPersistentCache', 'ssgWorkerThreads', 'gitEagerVcs'] as const;
const V4_KEYS = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'] as const;

type Flags<K extends string> = Record<K, boolean>;

/** `true` turns every flag on, `false` or nothing leaves them off, an object sets some (Docusaurus's FASTER_CONFIG_SCHEMA and FUTURE_V4_SCHEMA). */
function expandFlags<K extends string>(keys: readonly K[], value: unknown): Flags<K> {
  const all = (on: boolean) => Object.fromEntries(keys.map((key) => [key, on])) as Flags<K>;
  if (value === true) return all(true);
  if (typeof value !== 'object' || value === null) return all(false);
  return { ...all(false), ...(value as Partial<Flags<K>>) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface DocusaurusFuture {
  v4: Flags<(typeof V4_KEYS)[number]>;
  faster: Flags<(typeof FASTER_KEYS)[number]>;
  experimental_router: 'browser' | 'hash';
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
}

/** The config with Docusaurus's defaults under it: what the site gives wins, objects merged one level down as Docusaurus's schema fills them. */
export function withDocusaurusDefaults<T extends object>(config: T): T & DocusaurusConfigDefaults {
  const site = config as Record<string, unknown>;
  const future = isObject(site.future) ? site.future : {};
  // In v4 mode (`future.v4: true` or `fasterByDefault`), Docusaurus turns faster on unless told otherwise.
  const v4 = expandFlags(V4_KEYS, future.v4);
  const faster = expandFlags(FASTER_KEYS, future.faster ?? (v4.fasterByDefault ? true : undefined));
  const markdown = isObject(site.markdown) ? site.markdown : {};
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
    future: { ...future, v4, faster, experimental_router: future.experimental_router === 'hash' ? 'hash' : 'browser' },
    storage: { type: 'localStorage', namespace: false, ...(isObject(site.storage) ? site.storage : {}) },
    markdown: {
      format: 'mdx',
      mermaid: false,
      emoji: true,
      ...markdown,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true, ...(isObject(markdown.mdx1Compat) ? markdown.mdx1Compat : {}) },
      anchors: { maintainCase: false, ...(isObject(markdown.anchors) ? markdown.anchors : {}) },
      hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw', ...(isObject(markdown.hooks) ? markdown.hooks : {}) },
    },
  } as T & DocusaurusConfigDefaults;
}
