import type { MarkdownFormat } from '../mdx/format';
import type { BlogOptions, DocsOptions, SiteConfig, ThemeConfig } from '../../shared/types';
import type { PluginFactory } from '../plugins/types';
import * as z from 'zod';
import { BUNDLERS, type BundlerName } from '../bundle/bundler';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** What a user writes in site.config.ts. */
export interface UserConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl?: string;
  favicon?: string;
  /**
   * Docusaurus's option, with its rules: true, every page URL ends with `/` and each page is
   * `a/index.html`; false, no page URL does and each page is `a.html`; written as `undefined`,
   * Docusaurus's own default: links as written and each page at `a/index.html`. Without the key:
   * false (clean URLs). A docusaurus.config without it gets Docusaurus's default.
   */
  trailingSlash?: boolean;
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
  /** How `.md` files are read (see MarkdownFormat): by extension (default), or all as MDX or as CommonMark. */
  markdown?: { format?: MarkdownFormat };
}

/** The validated config the node side works with. */
export interface ResolvedConfig extends SiteConfig {
  onBrokenLinks: 'throw' | 'warn';
  onBrokenAnchors: 'throw' | 'warn';
  bundler: BundlerName;
  mermaid: { drawAt: 'build' | 'browser' };
  markdown: { format: MarkdownFormat };
  plugins: Array<[PluginFactory, Record<string, unknown>]>;
}

export class ConfigError extends Error {
  constructor(
    file: string,
    public key: string,
    public value: unknown,
    public expected: string,
  ) {
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

/**
 * The schemas of site.config.ts, one per config area. Each rule carries the words of its message
 * ("must be …"); resolveConfig reports the first issue with the file, the key and the value.
 */
const text = (expected = 'must be a string') => z.string({ error: expected });
const nonEmpty = text('must be a non-empty string').min(1, { error: 'must be a non-empty string' });
const brokenLinkPolicy = z.enum(['throw', 'warn'], { error: 'must be "throw" or "warn"' });
const isFunction = (value: unknown): value is PluginFactory => typeof value === 'function';
const pluginFactory = z.custom<PluginFactory>(isFunction);

const navbarItem = z
  .looseObject(
    {
      type: z.string().optional(),
      to: z.string().optional(),
      href: z.string().optional(),
      position: z.enum(['left', 'right'], { error: 'must be "left" or "right"' }).optional(),
    },
    { error: 'must be an object' },
  )
  .superRefine((item, context) => {
    const problem = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (item.type === 'docSidebar' && typeof item.sidebarId !== 'string') problem(['sidebarId'], 'must be a sidebar name (for a docSidebar item)');
    else if (item.type === 'doc' && typeof item.docId !== 'string') problem(['docId'], 'must be a doc id (for a doc item)');
    else if (item.type === 'html' && typeof item.value !== 'string') problem(['value'], 'must be a string of HTML (for an html item)');
    else if (!['search', 'docSidebar', 'doc', 'html'].includes(item.type ?? '') && item.to === undefined && item.href === undefined) problem([], 'must have a string `to` or `href`');
  });

const themeConfigSchema = z.looseObject(
  {
    navbar: z.looseObject({ items: z.array(navbarItem, { error: 'must be an array' }).default([]) }, { error: 'must be an object' }).prefault({}),
    footer: z.looseObject({ links: z.array(z.unknown(), { error: 'must be an array of columns' }).default([]) }, { error: 'must be an object' }).prefault({}),
    colorMode: z
      .looseObject(
        {
          defaultMode: z.enum(['light', 'dark'], { error: 'must be "light" or "dark"' }).default('light'),
          disableSwitch: z.boolean({ error: 'must be a boolean' }).default(false),
          respectPrefersColorScheme: z.boolean({ error: 'must be a boolean' }).default(true),
        },
        { error: 'must be an object' },
      )
      .prefault({}),
    prism: z.looseObject({ additionalLanguages: z.array(z.string(), { error: 'must be an array of language names' }).default([]) }, { error: 'must be an object' }).prefault({}),
    algolia: z.looseObject({ appId: nonEmpty, apiKey: nonEmpty, indexName: nonEmpty }, { error: 'must be an object' }).optional(),
    announcementBar: z
      .looseObject({ id: text(), content: text(), isCloseable: z.boolean({ error: 'must be a boolean' }).optional() }, { error: 'must be { id: string, content: string, isCloseable?: boolean }' })
      .optional(),
  },
  { error: 'must be an object' },
);

const docsSchema = z.looseObject(
  {
    path: text().default('docs'),
    routeBasePath: text().default('docs'),
    sidebarPath: z.union([z.string(), z.literal(false)], { error: 'must be a path string or false' }).default(false),
    editUrl: text('must be a URL string').optional(),
    breadcrumbs: z.boolean({ error: 'must be a boolean' }).default(false),
    homeDocId: text().optional(),
    showLastUpdateTime: z.boolean({ error: 'must be a boolean' }).default(false),
    showLastUpdateAuthor: z.boolean({ error: 'must be a boolean' }).default(false),
  },
  { error: 'must be an object' },
);

const blogSchema = z.looseObject(
  {
    path: text().default('blog'),
    routeBasePath: text().default('blog'),
    showReadingTime: z.boolean({ error: 'must be a boolean' }).default(true),
    postsPerPage: z.number({ error: 'must be a positive integer' }).int({ error: 'must be a positive integer' }).min(1, { error: 'must be a positive integer' }).default(10),
    blogSidebarCount: z.union([z.literal('ALL'), z.number().int()], { error: 'must be a number or "ALL"' }).default('ALL'),
    blogSidebarTitle: text().default('All posts'),
    editUrl: text('must be a URL string').optional(),
  },
  { error: 'must be an object or false' },
);

const pluginEntry = z.union([pluginFactory.transform((factory): [PluginFactory, Record<string, unknown>] => [factory, {}]), z.tuple([pluginFactory, z.record(z.string(), z.unknown(), { error: 'must be an options object' }).optional()]).transform(([factory, options]): [PluginFactory, Record<string, unknown>] => [factory, options ?? {}])], {
  error: 'must be a plugin function or [pluginFunction, options]',
});

const siteConfigSchema = z.looseObject(
  {
    title: text(),
    url: text().regex(/^https?:\/\/[^/]+$/, { error: 'must be an origin like "https://example.com" (no path, no trailing slash)' }),
    baseUrl: text()
      .default('/')
      .refine((value) => value.startsWith('/') && value.endsWith('/'), { error: 'must start and end with "/"' }),
    tagline: text().default(''),
    favicon: text().default(''),
    trailingSlash: z.boolean({ error: 'must be true, false or undefined' }).optional(),
    organizationName: text().default(''),
    projectName: text().default(''),
    i18n: z
      .looseObject({ defaultLocale: text(), locales: z.array(z.string(), { error: 'must be an array of locale names' }) }, { error: 'must be { defaultLocale: string, locales: string[] }' })
      .default({ defaultLocale: 'en', locales: ['en'] }),
    onBrokenLinks: brokenLinkPolicy.default('throw'),
    onBrokenAnchors: brokenLinkPolicy.optional(),
    themeConfig: themeConfigSchema.prefault({}),
    docs: docsSchema.prefault({}),
    blog: z.union([z.literal(false), blogSchema], { error: 'must be an object or false' }).prefault({}),
    plugins: z.array(pluginEntry, { error: 'must be an array' }).default([]),
    customFields: z.record(z.string(), z.unknown(), { error: 'must be an object' }).default({}),
    bundler: z.enum(BUNDLERS, { error: `must be one of ${BUNDLERS.map((b) => JSON.stringify(b)).join(', ')}` }).default(BUNDLERS[0]),
    mermaid: z.looseObject({ drawAt: z.enum(['build', 'browser'], { error: 'must be "build" or "browser"' }).default('build') }, { error: 'must be an object like { drawAt: "build" }' }).prefault({}),
    markdown: z.looseObject({ format: z.enum(['mdx', 'md', 'detect'], { error: 'must be "mdx", "md" or "detect"' }).default('detect') }, { error: 'must be an object like { format: "detect" }' }).prefault({}),
  },
  { error: 'must be an object' },
);

/** Validates a user config and fills defaults; every error names the key, the value and what was expected. */
export function resolveConfig(raw: unknown, file: string): ResolvedConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) throw configIssueError(file, raw, parsed.error.issues, (issue) => issue.message);
  const { onBrokenAnchors, ...config } = parsed.data;
  return {
    ...config,
    // A missing key is sitegen's default (clean URLs); a key written as undefined is Docusaurus's.
    trailingSlash: typeof raw === 'object' && raw !== null && 'trailingSlash' in raw ? config.trailingSlash : false,
    // Anchors follow the links' policy unless set apart.
    onBrokenAnchors: onBrokenAnchors ?? config.onBrokenLinks,
    themeConfig: config.themeConfig as ThemeConfig,
    docs: config.docs as DocsOptions,
    i18n: config.i18n as SiteConfig['i18n'],
  } as ResolvedConfig;
}

/**
 * The error for the first issue of a failed parse: the key as written (`a.b[0].c`), the value
 * found there and `expected(issue)`. A union that failed reports its branch that got furthest
 * (a blog object with a bad key, not "must be false").
 */
export function configIssueError(file: string, raw: unknown, issues: z.core.$ZodIssue[], expected: (issue: z.core.$ZodIssue) => string): ConfigError {
  let issue = issues[0]!;
  let prefix: PropertyKey[] = [];
  while (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const deepest = issue.errors.map((branch) => branch[0]).filter((first) => first !== undefined).sort((a, b) => b.path.length - a.path.length)[0];
    if (!deepest || deepest.path.length === 0) break;
    prefix = [...prefix, ...issue.path];
    issue = deepest;
  }
  const at = [...prefix, ...issue.path];
  const key = at.reduce<string>((written, part) => (typeof part === 'number' ? `${written}[${part}]` : written ? `${written}.${String(part)}` : String(part)), '') || 'default export';
  return new ConfigError(file, key, valueAt(raw, at), expected(issue));
}

function valueAt(value: unknown, at: PropertyKey[]): unknown {
  let current = value;
  for (const key of at) current = typeof current === 'object' && current !== null ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  return current;
}

/** The part of the config the browser gets (plugins and node-only keys dropped). */
export function toClientConfig(config: ResolvedConfig): SiteConfig {
  const { plugins: _plugins, onBrokenLinks: _o, onBrokenAnchors: _a, bundler: _b, mermaid: _m, ...site } = config;
  return site;
}
