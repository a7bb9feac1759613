import type { BlogOptions, DocsOptions, SiteConfig, ThemeConfig } from '../../shared/types';
import type { PluginFactory } from '../plugins/types';
import { BUNDLERS, type BundlerName } from '../bundle/bundler';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** What a user writes in site.config.ts. */
export interface UserConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl?: string;
  favicon?: string;
  trailingSlash?: false;
  organizationName?: string;
  projectName?: string;
  i18n?: { defaultLocale: string; locales: string[] };
  onBrokenLinks?: 'throw' | 'warn';
  /** Links to a `#id` the target page does not have. Default: as onBrokenLinks. */
  onBrokenAnchors?: 'throw' | 'warn';
  themeConfig?: DeepPartial<ThemeConfig>;
  docs?: Partial<DocsOptions>;
  blog?: Partial<BlogOptions> | false;
  plugins?: Array<PluginFactory | [PluginFactory, Record<string, unknown>]>;
  customFields?: Record<string, unknown>;
  /** The client bundler: Rspack (default) or webpack, for plugins whose `configureWebpack` needs webpack itself. */
  bundler?: BundlerName;
  /** Where Mermaid diagrams are drawn in a build: as SVG at build time (default), or by the browser. The dev server always leaves them to the browser. */
  mermaid?: { drawAt?: 'build' | 'browser' };
}

/** The validated config the node side works with. */
export interface ResolvedConfig extends SiteConfig {
  onBrokenLinks: 'throw' | 'warn';
  onBrokenAnchors: 'throw' | 'warn';
  bundler: BundlerName;
  mermaid: { drawAt: 'build' | 'browser' };
  plugins: Array<[PluginFactory, Record<string, unknown>]>;
}

export class ConfigError extends Error {
  constructor(file: string, key: string, value: unknown, expected: string) {
    super(`${file}: \`${key}\` ${expected}, got ${describe(value)}`);
    this.name = 'ConfigError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing (the key is missing)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  try {
    return `${Array.isArray(value) ? 'array' : typeof value} ${JSON.stringify(value)?.slice(0, 80)}`;
  } catch {
    return typeof value;
  }
}

const defaultTheme: ThemeConfig = {
  navbar: { items: [] },
  footer: { links: [] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  prism: { additionalLanguages: [] },
};

/** Validates a user config and fills defaults; every error names the key, the value and what was expected. */
export function resolveConfig(raw: unknown, file: string): ResolvedConfig {
  const fail = (key: string, value: unknown, expected: string): never => {
    throw new ConfigError(file, key, value, expected);
  };
  if (!isObject(raw)) fail('default export', raw, 'must be an object');
  const c = raw as Record<string, unknown>;
  const str = (key: string, fallback?: string): string => {
    const v = c[key] ?? fallback;
    if (typeof v !== 'string') fail(key, c[key], 'must be a string');
    return v as string;
  };
  const url = str('url');
  if (!/^https?:\/\/[^/]+$/.test(url)) fail('url', url, 'must be an origin like "https://example.com" (no path, no trailing slash)');
  const baseUrl = str('baseUrl', '/');
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) fail('baseUrl', baseUrl, 'must start and end with "/"');
  if (c.trailingSlash !== undefined && c.trailingSlash !== false) fail('trailingSlash', c.trailingSlash, 'must be false (clean URLs are the only supported form)');
  const onBrokenLinks = c.onBrokenLinks ?? 'throw';
  if (onBrokenLinks !== 'throw' && onBrokenLinks !== 'warn') fail('onBrokenLinks', onBrokenLinks, 'must be "throw" or "warn"');
  const onBrokenAnchors = c.onBrokenAnchors ?? onBrokenLinks;
  if (onBrokenAnchors !== 'throw' && onBrokenAnchors !== 'warn') fail('onBrokenAnchors', onBrokenAnchors, 'must be "throw" or "warn"');

  const i18n = (c.i18n ?? { defaultLocale: 'en', locales: ['en'] }) as SiteConfig['i18n'];
  if (!isObject(i18n) || typeof i18n.defaultLocale !== 'string' || !Array.isArray(i18n.locales)) {
    fail('i18n', c.i18n, 'must be { defaultLocale: string, locales: string[] }');
  }

  const themeConfig = mergeTheme(c.themeConfig, fail);
  const docs = resolveDocs(c.docs, fail);
  const blog = c.blog === false ? false : resolveBlog(c.blog, fail);

  const plugins: Array<[PluginFactory, Record<string, unknown>]> = [];
  const rawPlugins = c.plugins ?? [];
  if (!Array.isArray(rawPlugins)) fail('plugins', rawPlugins, 'must be an array');
  (rawPlugins as unknown[]).forEach((p, i) => {
    if (typeof p === 'function') plugins.push([p as PluginFactory, {}]);
    else if (Array.isArray(p) && typeof p[0] === 'function' && (p[1] === undefined || isObject(p[1]))) plugins.push([p[0] as PluginFactory, (p[1] ?? {}) as Record<string, unknown>]);
    else fail(`plugins[${i}]`, p, 'must be a plugin function or [pluginFunction, options]');
  });

  const bundler = c.bundler ?? BUNDLERS[0];
  if (!BUNDLERS.includes(bundler as BundlerName)) fail('bundler', bundler, `must be one of ${BUNDLERS.map((b) => JSON.stringify(b)).join(', ')}`);

  const mermaid = (c.mermaid ?? {}) as { drawAt?: unknown };
  if (!isObject(mermaid)) fail('mermaid', c.mermaid, 'must be an object like { drawAt: "build" }');
  const drawAt = mermaid.drawAt ?? 'build';
  if (drawAt !== 'build' && drawAt !== 'browser') fail('mermaid.drawAt', drawAt, 'must be "build" or "browser"');

  const customFields = c.customFields ?? {};
  if (!isObject(customFields)) fail('customFields', customFields, 'must be an object');

  return {
    title: str('title'),
    tagline: str('tagline', ''),
    url,
    baseUrl,
    favicon: str('favicon', ''),
    trailingSlash: false,
    organizationName: str('organizationName', ''),
    projectName: str('projectName', ''),
    i18n,
    themeConfig,
    docs,
    blog,
    customFields: customFields as Record<string, unknown>,
    onBrokenLinks: onBrokenLinks as 'throw' | 'warn',
    onBrokenAnchors: onBrokenAnchors as 'throw' | 'warn',
    bundler: bundler as BundlerName,
    mermaid: { drawAt: drawAt as 'build' | 'browser' },
    plugins,
  };
}

type Fail = (key: string, value: unknown, expected: string) => never;

function mergeTheme(raw: unknown, fail: Fail): ThemeConfig {
  if (raw === undefined) return defaultTheme;
  if (!isObject(raw)) fail('themeConfig', raw, 'must be an object');
  const t = raw as Record<string, unknown>;
  const navbar = { ...defaultTheme.navbar, ...(t.navbar as object) } as ThemeConfig['navbar'];
  if (!Array.isArray(navbar.items)) fail('themeConfig.navbar.items', navbar.items, 'must be an array');
  navbar.items.forEach((item, i) => {
    const key = `themeConfig.navbar.items[${i}]`;
    if (!isObject(item)) fail(key, item, 'must be an object');
    if (item.type === 'docSidebar' && typeof item.sidebarId !== 'string') fail(`${key}.sidebarId`, item.sidebarId, 'must be a sidebar name (for a docSidebar item)');
    else if (item.type === 'doc' && typeof item.docId !== 'string') fail(`${key}.docId`, item.docId, 'must be a doc id (for a doc item)');
    else if (item.type !== 'search' && item.type !== 'docSidebar' && item.type !== 'doc' && typeof item.to !== 'string' && typeof item.href !== 'string') fail(key, item, 'must have a string `to` or `href`');
    if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') fail(`${key}.position`, item.position, 'must be "left" or "right"');
  });
  const footer = { ...defaultTheme.footer, ...(t.footer as object) } as ThemeConfig['footer'];
  if (!Array.isArray(footer.links)) fail('themeConfig.footer.links', footer.links, 'must be an array of columns');
  const colorMode = { ...defaultTheme.colorMode, ...(t.colorMode as object) } as ThemeConfig['colorMode'];
  if (colorMode.defaultMode !== 'light' && colorMode.defaultMode !== 'dark') fail('themeConfig.colorMode.defaultMode', colorMode.defaultMode, 'must be "light" or "dark"');
  const prism = { ...defaultTheme.prism, ...(t.prism as object) } as ThemeConfig['prism'];
  if (!Array.isArray(prism.additionalLanguages)) fail('themeConfig.prism.additionalLanguages', prism.additionalLanguages, 'must be an array of language names');
  const algolia = t.algolia as Record<string, unknown> | undefined;
  if (algolia !== undefined) {
    if (!isObject(algolia)) fail('themeConfig.algolia', algolia, 'must be an object');
    for (const k of ['appId', 'apiKey', 'indexName']) {
      if (typeof algolia[k] !== 'string' || algolia[k] === '') fail(`themeConfig.algolia.${k}`, algolia[k], 'must be a non-empty string');
    }
  }
  const bar = t.announcementBar as Record<string, unknown> | undefined;
  if (bar !== undefined && (!isObject(bar) || typeof bar.id !== 'string' || typeof bar.content !== 'string')) {
    fail('themeConfig.announcementBar', bar, 'must be { id: string, content: string, isCloseable?: boolean }');
  }
  return { ...t, navbar, footer, colorMode, prism } as ThemeConfig;
}

function resolveDocs(raw: unknown, fail: Fail): DocsOptions {
  if (raw !== undefined && !isObject(raw)) fail('docs', raw, 'must be an object');
  const d = (raw ?? {}) as Partial<DocsOptions>;
  const docs: DocsOptions = { path: 'docs', routeBasePath: 'docs', sidebarPath: false, breadcrumbs: false, ...d };
  if (typeof docs.path !== 'string') fail('docs.path', docs.path, 'must be a string');
  if (typeof docs.routeBasePath !== 'string') fail('docs.routeBasePath', docs.routeBasePath, 'must be a string');
  if (docs.sidebarPath !== false && typeof docs.sidebarPath !== 'string') fail('docs.sidebarPath', docs.sidebarPath, 'must be a path string or false');
  if (docs.editUrl !== undefined && typeof docs.editUrl !== 'string') fail('docs.editUrl', docs.editUrl, 'must be a URL string');
  if (typeof docs.breadcrumbs !== 'boolean') fail('docs.breadcrumbs', docs.breadcrumbs, 'must be a boolean');
  return docs;
}

function resolveBlog(raw: unknown, fail: Fail): BlogOptions {
  if (raw !== undefined && !isObject(raw)) fail('blog', raw, 'must be an object or false');
  const b = (raw ?? {}) as Partial<BlogOptions>;
  const blog: BlogOptions = {
    path: 'blog',
    routeBasePath: 'blog',
    showReadingTime: true,
    postsPerPage: 10,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    ...b,
  };
  if (!Number.isInteger(blog.postsPerPage) || blog.postsPerPage < 1) fail('blog.postsPerPage', blog.postsPerPage, 'must be a positive integer');
  if (blog.blogSidebarCount !== 'ALL' && !Number.isInteger(blog.blogSidebarCount)) fail('blog.blogSidebarCount', blog.blogSidebarCount, 'must be a number or "ALL"');
  if (typeof blog.showReadingTime !== 'boolean') fail('blog.showReadingTime', blog.showReadingTime, 'must be a boolean');
  return blog;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The part of the config the browser gets (plugins and node-only keys dropped). */
export function toClientConfig(config: ResolvedConfig): SiteConfig {
  const { plugins: _plugins, onBrokenLinks: _o, onBrokenAnchors: _a, bundler: _b, mermaid: _m, ...site } = config;
  return site;
}
