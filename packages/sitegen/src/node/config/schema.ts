import type { MarkdownFormat } from '../mdx/format';
import { CONTENT_PLUGINS, INVALID_MARKDOWN_PLUGIN, isMarkdownPluginEntry, MARKDOWN_PLUGIN_KEYS, type ContentPluginName, type MarkdownPluginLists, type BrokenImageHook, type MarkdownHook, type Mdx1Compat, type ParseFrontMatter, type Preprocessor } from '../mdx/site-plugins';
import type { BlogFeedOptions, BlogFeedType, BlogOptions, DocsOptions, LocaleConfig, PagesOptions, SiteConfig, ThemeConfig } from '../../shared/types';
import type { HtmlTag, PluginFactory } from '../plugins/types';
import * as z from 'zod';
import { GLOB_EXCLUDE_DEFAULT, GLOB_INCLUDE_DEFAULT } from '../utils/glob';
import { BUNDLERS, type BundlerName } from '../bundle/bundler';
import { HTML_TAG_NAMES } from '../render/html-tag-names';
import { footerSchema, navbarSchema } from './navbar-footer';
import { TRUNCATE_MARKER } from '../../../plugins/blog/truncate';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/code-block';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** A `headTags` entry, Docusaurus's HtmlTagObject: a tag outside HTML's needs `customElement: true`. */
export type HeadTagConfig = HtmlTag & { customElement?: boolean };
/** A `scripts` entry: the `src` of `<script src="…"></script>`, or the attributes of a script tag. */
export type ScriptConfig = string | { src: string; async?: boolean; defer?: boolean; [attribute: string]: string | boolean | undefined };
/** A `stylesheets` entry: the `href` of `<link rel="stylesheet" href="…">`, or the attributes of that link. */
export type StylesheetConfig = string | { href: string; type?: string; [attribute: string]: string | boolean | undefined };
export type DuplicateRoutesPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** The blog options as written: `feedOptions` in Docusaurus's forms (`type: 'all'`, `xslt: true`…), every option optional. */
export type UserBlogOptions = Partial<Omit<BlogOptions, 'feedOptions'>> & { feedOptions?: z.input<typeof feedOptionsSchema> };

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
  i18n?: { defaultLocale: string; locales: string[]; path?: string; localeConfigs?: Record<string, Partial<LocaleConfig>> };
  onBrokenLinks?: 'throw' | 'warn';
  /** Links to a `#id` the target page does not have. Default: as onBrokenLinks. */
  onBrokenAnchors?: 'throw' | 'warn';
  themeConfig?: DeepPartial<ThemeConfig>;
  /** false: no default docs instance (preset-classic's `docs: false`). */
  docs?: Partial<DocsOptions> | false;
  blog?: UserBlogOptions | false;
  /** The pages plugin's options (Docusaurus's `showLastUpdateTime`, `showLastUpdateAuthor`). */
  pages?: Partial<PagesOptions>;
  plugins?: Array<PluginFactory | [PluginFactory, Record<string, unknown>]>;
  customFields?: Record<string, unknown>;
  /** The client bundler: Rspack (default) or webpack, for plugins whose `configureWebpack` needs webpack itself. */
  bundler?: BundlerName;
  /**
   * SVG files imported from code as React components (Docusaurus's plugin-svgr, which
   * preset-classic adds): `svgrConfig` is given to SVGR; false leaves them URLs, as `svgr: false`.
   */
  svgr?: false | { svgrConfig?: Record<string, unknown> };
  /** Where Mermaid diagrams are drawn in a build: as SVG at build time (default), or by the browser. The dev server always leaves them to the browser. */
  mermaid?: { drawAt?: 'build' | 'browser' };
  /**
   * How Markdown is read, Docusaurus's `markdown`: `format`, how `.md` files are read (see
   * MarkdownFormat): by extension (default), or all as MDX or as CommonMark; `preprocessor`,
   * `parseFrontMatter`, `remarkRehypeOptions`, `mdx1Compat` and `anchors.maintainCase` as in Docusaurus;
   * `mermaid`: ```mermaid fences are diagrams (default; Docusaurus's own default, for its configs, is false);
   * `emoji`: `:name:` shortcodes become emoji (default, as in Docusaurus).
   */
  markdown?: { format?: MarkdownFormat; mermaid?: boolean; emoji?: boolean; preprocessor?: Preprocessor; parseFrontMatter?: ParseFrontMatter; remarkRehypeOptions?: Record<string, unknown>; mdx1Compat?: Partial<Mdx1Compat>; anchors?: { maintainCase?: boolean }; hooks?: { onBrokenMarkdownLinks?: MarkdownHook; onBrokenMarkdownImages?: MarkdownHook<BrokenImageHook> } };
  /**
   * The Markdown plugins of each content plugin (`docs`, `blog`, `pages`), as Docusaurus's take
   * them: `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
   * `rehypePlugins`, `recmaPlugins`; each entry a plugin or `[plugin, options]` (see site-plugins.ts).
   */
  markdownPlugins?: Partial<Record<ContentPluginName, MarkdownPluginLists>>;
  /**
   * Docusaurus's `headTags`, `stylesheets` and `scripts`: written into every page's `<head>` in
   * that order, as given (URLs get no base URL). Default: none.
   */
  headTags?: HeadTagConfig[];
  stylesheets?: StylesheetConfig[];
  scripts?: ScriptConfig[];
  /**
   * Folders (relative to the site, or absolute) whose files are served and copied as they are to
   * the build's root; a missing or empty one is skipped. On a name clash the earlier folder's file
   * is kept, as Docusaurus looks them up in order. Default: `['static']`.
   */
  staticDirectories?: string[];
  /** Every page asks search engines not to index it (`<meta name="robots" content="noindex, nofollow">`) and no sitemap is written. Default: false. */
  noIndex?: boolean;
  /** Between a page's title and the site's in `<title>`: "Page | Site". Default: `|`. */
  titleDelimiter?: string;
  /** Whether `@theme/BaseUrlIssueBanner` warns about a page served outside the base URL. Default: true. */
  baseUrlIssueBanner?: boolean;
  /** Two routes at one path: reported by this policy, the later one dropped (Docusaurus's router shows the first). Default: "throw" (a docusaurus.config's: "warn"). */
  onDuplicateRoutes?: DuplicateRoutesPolicy;
}

export interface ResolvedMarkdownConfig {
  format: MarkdownFormat;
  /** ```mermaid fences are diagrams. */
  mermaid: boolean;
  /** `:name:` shortcodes become emoji. */
  emoji: boolean;
  mdx1Compat: Mdx1Compat;
  anchors: { maintainCase: boolean };
  preprocessor?: Preprocessor;
  parseFrontMatter?: ParseFrontMatter;
  remarkRehypeOptions?: Record<string, unknown>;
  /** Docusaurus's `markdown.hooks` (see remark-images.ts for images). */
  hooks?: { onBrokenMarkdownLinks?: MarkdownHook; onBrokenMarkdownImages?: MarkdownHook<BrokenImageHook> };
}

/** The validated config the node side works with. */
export interface ResolvedConfig extends SiteConfig {
  onBrokenLinks: 'throw' | 'warn';
  onBrokenAnchors: 'throw' | 'warn';
  bundler: BundlerName;
  mermaid: { drawAt: 'build' | 'browser' };
  markdown: ResolvedMarkdownConfig;
  markdownPlugins: Partial<Record<ContentPluginName, MarkdownPluginLists>>;
  plugins: Array<[PluginFactory, Record<string, unknown>]>;
  headTags: HeadTagConfig[];
  stylesheets: StylesheetConfig[];
  scripts: ScriptConfig[];
  staticDirectories: string[];
  onDuplicateRoutes: DuplicateRoutesPolicy;
  /** plugin-svgr's options, or false without it (see UserConfig). */
  svgr?: UserConfig['svgr'];
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

/** A boolean, as Docusaurus validates plugin options and theme config (Joi without conversion: "true" is no boolean). */
const strictBoolean = () => z.boolean({ error: 'must be a boolean' });

/** Algolia's facet filters: strings, and lists of strings (OR-ed). */
const facetFilters = z.array(z.union([z.string(), z.array(z.string())]), { error: 'must be an array of strings or arrays of strings' });

/**
 * theme-search-algolia's `themeConfig.algolia` (its validateThemeConfig): `replaceSearchResultPathname.from`
 * a string (matched as written) or a RegExp, kept as a regular expression's source for the
 * browser; `askAi` an assistant id or its config, completed from the index's credentials and
 * facet filters.
 */
const algoliaSchema = z
  .looseObject(
    {
      appId: nonEmpty,
      apiKey: nonEmpty,
      indexName: nonEmpty,
      contextualSearch: z.boolean({ error: 'must be a boolean' }).optional(),
      externalUrlRegex: z.string({ error: 'must be a string' }).optional(),
      searchParameters: z.looseObject({ facetFilters: facetFilters.optional() }, { error: 'must be an object' }).optional(),
      replaceSearchResultPathname: z
        .strictObject(
          {
            from: z.union([z.string(), z.instanceof(RegExp)], { error: 'must be a string or a RegExp' }).transform((from) => (typeof from === 'string' ? from.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d') : from.source)),
            to: z.string({ error: 'must be a string' }),
          },
          { error: 'must be { from, to }' },
        )
        .optional(),
      askAi: z
        .union(
          [
            z.string(),
            z.strictObject({
              assistantId: z.string(),
              indexName: z.string().optional(),
              apiKey: z.string().optional(),
              appId: z.string().optional(),
              searchParameters: z.strictObject({ facetFilters: facetFilters.optional() }).optional(),
              suggestedQuestions: z.boolean().optional(),
            }),
          ],
          { error: 'askAi must be either a string (assistantId) or an object with indexName, apiKey, appId, and assistantId' },
        )
        .optional(),
    },
    { error: 'must be an object' },
  )
  .transform(({ askAi, ...algolia }) => {
    if (askAi === undefined) return algolia;
    const given = typeof askAi === 'string' ? { assistantId: askAi } : askAi;
    const filters = given.searchParameters?.facetFilters ?? algolia.searchParameters?.facetFilters;
    return {
      ...algolia,
      askAi: { ...given, indexName: given.indexName ?? algolia.indexName, apiKey: given.apiKey ?? algolia.apiKey, appId: given.appId ?? algolia.appId, ...(filters ? { searchParameters: { ...given.searchParameters, facetFilters: filters } } : {}) },
    };
  });

const themeConfigSchema = z.looseObject(
  {
    navbar: navbarSchema,
    footer: footerSchema,
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
    prism: z
      .looseObject(
        {
          additionalLanguages: z.array(z.string(), { error: 'must be an array of language names' }).default([]),
          // theme-classic's: each { className, line?, block?: { start, end } }, at least one of line and block.
          magicComments: z
            .array(
              z
                .looseObject({ className: text(), line: text().optional(), block: z.looseObject({ start: text(), end: text() }, { error: 'must be { start: string, end: string }' }).optional() }, { error: 'must be an object' })
                .refine((c) => c.line !== undefined || c.block !== undefined, { error: 'needs `line` or `block`' }),
              { error: 'must be an array of { className, line?, block? }' },
            )
            .default(() => DEFAULT_MAGIC_COMMENTS.map((c) => ({ ...c }))),
          defaultLanguage: text().optional(),
        },
        { error: 'must be an object' },
      )
      .prefault({}),
    // theme-classic's docs options: the sidebar's collapse button and categories closing their siblings.
    docs: z
      .looseObject(
        {
          sidebar: z
            .looseObject({ hideable: strictBoolean().default(false), autoCollapseCategories: strictBoolean().default(false) }, { error: 'must be { hideable?: boolean, autoCollapseCategories?: boolean }' })
            .prefault({}),
        },
        { error: 'must be an object' },
      )
      .prefault({}),
    // theme-classic's blog options: the blog sidebar's posts under year headings.
    blog: z
      .looseObject({ sidebar: z.looseObject({ groupByYear: strictBoolean().default(true) }, { error: 'must be { groupByYear?: boolean }' }).prefault({}) }, { error: 'must be an object' })
      .prefault({}),
    algolia: algoliaSchema.optional(),
    announcementBar: z
      .looseObject(
        // theme-classic's defaults: `id` "announcement-bar" (a closed bar stays closed until the id changes).
        { id: text().default('announcement-bar'), content: text(), isCloseable: z.boolean({ error: 'must be a boolean' }).optional(), backgroundColor: text().optional(), textColor: text().optional() },
        { error: 'must be { id?: string, content: string, isCloseable?: boolean, backgroundColor?: string, textColor?: string }' },
      )
      .optional(),
    // theme-classic's `metadata`: `<meta>` tags on every page, each of a name or property (or itemprop, id, http-equiv).
    metadata: z.array(z.record(z.string(), z.string({ error: 'must be a string (an attribute of the <meta> tag)' }), { error: 'must be an object of <meta> attributes' }), { error: 'must be an array of <meta> attributes' }).default([]),
    // theme-mermaid's (its validateThemeConfig Schema): a Mermaid theme for each colour mode, and Mermaid's own config.
    mermaid: z
      .strictObject(
        {
          theme: z.strictObject({ light: text().optional(), dark: text().optional() }, { error: 'must be { light?: string, dark?: string } (Mermaid theme names)' }).optional(),
          options: z.record(z.string(), z.unknown(), { error: "must be an object (Mermaid's config)" }).optional(),
        },
        { error: 'must be { theme?: { light?, dark? }, options?: object }' },
      )
      .optional(),
  },
  { error: 'must be an object' },
);

/** An entry of the docs option `versions` (Docusaurus's VersionOptionsSchema: no other key). */
const docsVersionSchema = z.strictObject(
  {
    path: text().optional(),
    label: text().optional(),
    banner: z.enum(['none', 'unreleased', 'unmaintained'], { error: 'must be "none", "unreleased" or "unmaintained"' }).optional(),
    badge: z.boolean({ error: 'must be a boolean' }).optional(),
    className: text().optional(),
    noIndex: z.boolean({ error: 'must be a boolean' }).optional(),
  },
  { error: 'must be an object with label, path, banner, badge, noIndex or className' },
);

const reportingPolicy = z.enum(['ignore', 'log', 'warn', 'throw'], { error: 'must be "ignore", "log", "warn" or "throw"' });

/** Docusaurus's `editUrl` function (docs and blog): the edit link of one file, in the build's locale. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- called with Docusaurus's arguments (DocsEditUrlFunction, BlogEditUrlFunction)
const editUrlFunction = z.custom<(params: any) => string | undefined>((value) => typeof value === 'function');

const docsSchema = z.looseObject(
  {
    path: text().default('docs'),
    routeBasePath: text().default('docs'),
    // A file of sidebars; left out, one sidebar of every doc (autogenerated); false, none (as Docusaurus).
    sidebarPath: z.union([z.string(), z.literal(false)], { error: 'must be a path string or false' }).optional(),
    editUrl: z.union([z.string(), editUrlFunction], { error: 'must be a URL string or a function' }).optional(),
    editLocalizedFiles: z.boolean({ error: 'must be a boolean' }).default(false),
    breadcrumbs: z.boolean({ error: 'must be a boolean' }).default(false),
    homeDocId: text().optional(),
    showLastUpdateTime: z.boolean({ error: 'must be a boolean' }).default(false),
    showLastUpdateAuthor: z.boolean({ error: 'must be a boolean' }).default(false),
    includeCurrentVersion: z.boolean({ error: 'must be a boolean' }).default(true),
    disableVersioning: z.boolean({ error: 'must be a boolean' }).default(false),
    lastVersion: text('must be a version name').optional(),
    onlyIncludeVersions: z.array(z.string({ error: 'must be a version name' }), { error: 'must be an array of version names' }).optional(),
    versions: z.record(z.string(), docsVersionSchema, { error: 'must be an object of version names to { label, path, banner, badge, noIndex, className }' }).default({}),
    editCurrentVersion: z.boolean({ error: 'must be a boolean' }).default(false),
    tagsBasePath: text().default('tags'),
    tags: z.union([nonEmpty, z.null(), z.literal(false)], { error: 'must be a tags file path, null or false' }).optional(),
    onInlineTags: reportingPolicy.default('warn'),
    include: z.array(text(), { error: 'must be an array of globs' }).default(GLOB_INCLUDE_DEFAULT),
    exclude: z.array(text(), { error: 'must be an array of globs' }).default(GLOB_EXCLUDE_DEFAULT),
    // Docusaurus's sidebar options (plugins/docs/sidebars.ts).
    sidebarCollapsible: strictBoolean().default(true),
    sidebarCollapsed: strictBoolean().default(true),
    numberPrefixParser: z.union([z.custom<(filename: string) => { filename: string; numberPrefix?: number }>((value) => typeof value === 'function'), strictBoolean()], { error: 'must be a function or a boolean' }).optional(),
    sidebarItemsGenerator: z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { error: 'must be a function' }).optional(),
    // The docs routes' components (module paths, as Docusaurus takes them).
    docsRootComponent: text('must be a module path').optional(),
    docVersionRootComponent: text('must be a module path').optional(),
    docRootComponent: text('must be a module path').optional(),
    docItemComponent: text('must be a module path').optional(),
    docCategoryGeneratedIndexComponent: text('must be a module path').optional(),
    docTagsListComponent: text('must be a module path').optional(),
    docTagDocListComponent: text('must be a module path').optional(),
  },
  { error: 'must be an object' },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an option's function, called with Docusaurus's arguments
const optionFunction = z.custom<(...args: any[]) => any>((value) => typeof value === 'function', { error: 'must be a function' });

/** `feedOptions.xslt.rss` / `.atom`: a stylesheet path; true, Docusaurus's own (not shipped here); false or null, none. */
const xsltPath = z.union([nonEmpty, z.boolean(), z.null()], { error: 'must be a path, a boolean or null' }).optional();
const feedOptionsSchema = z
  .strictObject(
    {
      // A list, or one name ('all': the three).
      type: z
        .union([z.array(z.enum(['rss', 'atom', 'json'], { error: 'must be "rss", "atom" or "json"' })), z.enum(['rss', 'atom', 'json', 'all']).transform((type): BlogFeedType[] => (type === 'all' ? ['rss', 'atom', 'json'] : [type])), z.null()], {
          error: 'must be "rss", "atom", "json", "all", an array of them, or null',
        })
        .default(['rss', 'atom']),
      xslt: z.union([z.strictObject({ rss: xsltPath, atom: xsltPath }), z.boolean(), z.null()], { error: 'must be a boolean, null or { rss, atom }' }).optional(),
      title: text().optional(),
      description: text().optional(),
      copyright: text().optional(),
      language: text().optional(),
      createFeedItems: optionFunction.optional(),
      limit: z.union([z.number(), z.null(), z.literal(false)], { error: 'must be a number, null or false' }).default(20),
    },
    { error: 'must be an object' },
  )
  // Docusaurus's defaults: a copyright of '' once there are feeds; each XML feed's stylesheet or null.
  .transform(({ xslt, ...feed }): BlogFeedOptions => ({ ...feed, ...(feed.type !== null ? { copyright: feed.copyright ?? '' } : {}), xslt: xsltOf(xslt) }))
  .prefault({});

function xsltOf(xslt: z.infer<typeof xsltPath> | { rss?: z.infer<typeof xsltPath>; atom?: z.infer<typeof xsltPath> }): BlogFeedOptions['xslt'] {
  const one = (value: z.infer<typeof xsltPath>) => (typeof value === 'string' || value === true ? value : null);
  if (typeof xslt === 'object' && xslt !== null) return { rss: one(xslt.rss), atom: one(xslt.atom) };
  return { rss: one(xslt), atom: one(xslt) };
}

const blogSchema = z.looseObject(
  {
    path: text().default('blog'),
    routeBasePath: text().default('blog'),
    showReadingTime: z.boolean({ error: 'must be a boolean' }).default(true),
    postsPerPage: z.number({ error: 'must be a positive integer' }).int({ error: 'must be a positive integer' }).min(1, { error: 'must be a positive integer' }).default(10),
    blogSidebarCount: z.union([z.literal('ALL'), z.number().int()], { error: 'must be a number or "ALL"' }).default('ALL'),
    blogSidebarTitle: text().default('All posts'),
    blogTitle: text().default('Blog'),
    blogDescription: text().default('Blog'),
    editUrl: z.union([z.string(), editUrlFunction], { error: 'must be a URL string or a function' }).optional(),
    archiveBasePath: text('must be a string or null').nullable().default('archive'),
    tagsBasePath: text().default('tags'),
    pageBasePath: text().default('page'),
    authorsBasePath: nonEmpty.default('authors'),
    authorsMapPath: text().default('authors.yml'),
    include: z.array(text(), { error: 'must be an array of globs' }).default(GLOB_INCLUDE_DEFAULT),
    exclude: z.array(text(), { error: 'must be an array of globs' }).default(GLOB_EXCLUDE_DEFAULT),
    sortPosts: z.enum(['descending', 'ascending'], { error: 'must be "descending" or "ascending"' }).default('descending'),
    showLastUpdateTime: z.boolean({ error: 'must be a boolean' }).default(false),
    showLastUpdateAuthor: z.boolean({ error: 'must be a boolean' }).default(false),
    // Joi's `object()`: Docusaurus calls its `test` and splits the post with it, which a RegExp does.
    truncateMarker: z.instanceof(RegExp, { error: 'must be a regular expression' }).default(() => new RegExp(TRUNCATE_MARKER)),
    tags: z.union([nonEmpty, z.null(), z.literal(false)], { error: 'must be a tags file path, null or false' }).optional(),
    onInlineTags: reportingPolicy.default('warn'),
    onInlineAuthors: reportingPolicy.default('warn'),
    onUntruncatedBlogPosts: reportingPolicy.default('warn'),
    editLocalizedFiles: z.boolean({ error: 'must be a boolean' }).default(false),
    readingTime: optionFunction.optional(),
    processBlogPosts: optionFunction.optional(),
    feedOptions: feedOptionsSchema,
    blogListComponent: text().optional(),
    blogPostComponent: text().optional(),
    blogTagsListComponent: text().optional(),
    blogTagsPostsComponent: text().optional(),
    blogAuthorsPostsComponent: text().optional(),
    blogAuthorsListComponent: text().optional(),
    blogArchiveComponent: text().optional(),
  },
  { error: 'must be an object or false' },
);

const pluginEntry = z.union([pluginFactory.transform((factory): [PluginFactory, Record<string, unknown>] => [factory, {}]), z.tuple([pluginFactory, z.record(z.string(), z.unknown(), { error: 'must be an options object' }).optional()]).transform(([factory, options]): [PluginFactory, Record<string, unknown>] => [factory, options ?? {}])], {
  error: 'must be a plugin function or [pluginFunction, options]',
});

/**
 * An array entry checked against alternatives as Joi's `array.includes` does: one message for the
 * whole entry, naming it (`scripts[1]`), not the branch that came closest.
 */
function alternativesEntry<T extends z.ZodType>(alternatives: T, message: string) {
  return z.unknown().transform((value, context): z.output<T> => {
    const parsed = alternatives.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const attributes = z.record(z.string(), z.union([z.string(), z.boolean()], { error: 'must be a string or a boolean' }), { error: 'must be an object of attributes' });

/** Docusaurus's headTags schema, and its htmlTags.ts check of the tag name. */
const headTag = z
  .looseObject({ tagName: text(), attributes: attributes.optional(), customElement: z.boolean({ error: 'must be a boolean' }).optional(), innerHTML: text().optional() }, { error: 'must be an object with at least a "tagName" and an "attributes" property' })
  .superRefine((tag, context) => {
    if (tag.customElement) return;
    if (tag.attributes === undefined) context.addIssue({ code: 'custom', path: ['attributes'], message: 'must be an object of attributes (required unless `customElement: true`)' });
    if (!HTML_TAG_NAMES.has(tag.tagName)) context.addIssue({ code: 'custom', path: ['tagName'], message: 'must be an HTML tag name (or the tag must set `customElement: true`)' });
  });

const script = alternativesEntry(
  z.union([z.string(), z.looseObject({ src: z.string(), async: z.boolean().optional(), defer: z.boolean().optional() })]),
  'must be a plain string (the src), or an object with at least a "src" property',
);

const stylesheet = alternativesEntry(z.union([z.string(), z.looseObject({ href: z.string(), type: z.string().optional() })]), 'must be a plain string (the href), or an object with at least a "href" property');

/** Docusaurus's `markdown.hooks.*`: a reporting policy, or a function called with what is broken. */
const markdownHook = z.union([z.enum(['ignore', 'log', 'warn', 'throw']), z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')], {
  error: 'must be one of "ignore", "log", "warn", "throw", or a function',
});
const flag = (fallback: boolean) => z.boolean({ error: 'must be a boolean' }).default(fallback);
const markdownSchema = z
  .looseObject(
    {
      format: z.enum(['mdx', 'md', 'detect'], { error: 'must be "mdx", "md" or "detect"' }).default('detect'),
      mermaid: flag(true),
      emoji: flag(true),
      // Docusaurus's rule (Joi's `function().arity(1)`): it is called with one object.
      preprocessor: z.custom<Preprocessor>((value) => typeof value === 'function' && value.length === 1, { error: 'must be a function of one parameter ({ filePath, fileContent }) returning the text' }).optional(),
      parseFrontMatter: z.custom<ParseFrontMatter>((value) => typeof value === 'function', { error: 'must be a function' }).optional(),
      remarkRehypeOptions: z.record(z.string(), z.unknown(), { error: 'must be an object of remark-rehype options' }).optional(),
      mdx1Compat: z.looseObject({ comments: flag(true), admonitions: flag(true), headingIds: flag(true) }, { error: 'must be an object like { comments: true }' }).prefault({}),
      anchors: z.looseObject({ maintainCase: flag(false) }, { error: 'must be an object like { maintainCase: false }' }).prefault({}),
      hooks: z
        .looseObject({ onBrokenMarkdownLinks: markdownHook.optional(), onBrokenMarkdownImages: markdownHook.default('throw') }, { error: 'must be an object like { onBrokenMarkdownImages: "throw" }' })
        .prefault({}),
    },
    { error: 'must be an object like { format: "detect" }' },
  )
  .prefault({});

/** Docusaurus's MarkdownPluginsSchema: each entry a plugin, `[plugin, options]` or a preset object, with its words. */
const markdownPluginList = z.array(z.custom((entry) => isMarkdownPluginEntry(entry), { error: INVALID_MARKDOWN_PLUGIN }), { error: 'must be an array' }).optional();
const markdownPluginsSchema = z
  .looseObject(Object.fromEntries(CONTENT_PLUGINS.map((name) => [name, z.looseObject(Object.fromEntries(MARKDOWN_PLUGIN_KEYS.map((key) => [key, markdownPluginList])), { error: 'must be an object of plugin lists' }).optional()])), {
    error: 'must be an object like { docs: { remarkPlugins: [] } }',
  })
  .default({});

/** Docusaurus's LocaleConfigSchema: its keys only (an unknown one is an error naming it). */
const localeConfigSchema = z.strictObject(
  {
    label: text().optional(),
    htmlLang: text().optional(),
    direction: z.enum(['ltr', 'rtl'], { error: 'must be "ltr" or "rtl"' }).optional(),
    calendar: text().optional(),
    path: text().optional(),
    translate: z.boolean({ error: 'must be a boolean' }).optional(),
    url: text().regex(/^https?:\/\/[^/]+\/?$/, { error: 'must be an origin like "https://fr.example.com"' }).optional(),
    baseUrl: z.string({ error: 'must be a string' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `has no key ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} (a locale config takes label, htmlLang, direction, calendar, path, translate, url, baseUrl)` : 'must be an object like { label: "Français" }') },
);

/** Docusaurus's I18N_CONFIG_SCHEMA with its defaults. */
const i18nSchema = z
  .looseObject(
    {
      defaultLocale: text(),
      locales: z.array(text(), { error: 'must be an array of locale names' }).min(1, { error: 'must name at least one locale' }),
      path: text().default('i18n'),
      localeConfigs: z.record(z.string(), localeConfigSchema, { error: 'must be an object of locale configs, by locale' }).default({}),
    },
    { error: 'must be { defaultLocale: string, locales: string[] }' },
  )
  .default({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} });

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
    i18n: i18nSchema,
    onBrokenLinks: brokenLinkPolicy.default('throw'),
    onBrokenAnchors: brokenLinkPolicy.optional(),
    themeConfig: themeConfigSchema.prefault({}),
    docs: z.union([z.literal(false), docsSchema], { error: 'must be an object or false' }).prefault({}),
    blog: z.union([z.literal(false), blogSchema], { error: 'must be an object or false' }).prefault({}),
    pages: z
      .looseObject({ showLastUpdateTime: z.boolean({ error: 'must be a boolean' }).default(false), showLastUpdateAuthor: z.boolean({ error: 'must be a boolean' }).default(false) }, { error: 'must be an object' })
      .prefault({}),
    plugins: z.array(pluginEntry, { error: 'must be an array' }).default([]),
    customFields: z.record(z.string(), z.unknown(), { error: 'must be an object' }).default({}),
    bundler: z.enum(BUNDLERS, { error: `must be one of ${BUNDLERS.map((b) => JSON.stringify(b)).join(', ')}` }).default(BUNDLERS[0]),
    mermaid: z.looseObject({ drawAt: z.enum(['build', 'browser'], { error: 'must be "build" or "browser"' }).default('build') }, { error: 'must be an object like { drawAt: "build" }' }).prefault({}),
    markdown: markdownSchema,
    markdownPlugins: markdownPluginsSchema,
    headTags: z.array(headTag, { error: 'must be an array of tags' }).default([]),
    stylesheets: z.array(stylesheet, { error: 'must be an array' }).default([]),
    scripts: z.array(script, { error: 'must be an array' }).default([]),
    staticDirectories: z.array(text('must be a folder path'), { error: 'must be an array of folder paths' }).default(['static']),
    noIndex: z.boolean({ error: 'must be a boolean' }).default(false),
    titleDelimiter: text().default('|'),
    baseUrlIssueBanner: z.boolean({ error: 'must be a boolean' }).default(true),
    onDuplicateRoutes: z.enum(['ignore', 'log', 'warn', 'throw'], { error: 'must be "ignore", "log", "warn" or "throw"' }).default('throw'),
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
    docs: config.docs as DocsOptions | false,
    i18n: config.i18n as SiteConfig['i18n'],
    markdownPlugins: config.markdownPlugins as ResolvedConfig['markdownPlugins'],
  } as ResolvedConfig;
}

/**
 * The options of a content plugin's instance other than the site's own (Docusaurus's `id`: a
 * second docs plugin, a blog of another id), checked and with defaults as the site's `docs` and
 * `blog` are; an error names the instance's key in the config (`plugins[0][1].routeBasePath`).
 */
export function resolveContentInstanceOptions(kind: 'docs', raw: unknown, file: string, key: string): DocsOptions;
export function resolveContentInstanceOptions(kind: 'blog', raw: unknown, file: string, key: string): BlogOptions;
export function resolveContentInstanceOptions(kind: 'docs' | 'blog', raw: unknown, file: string, key: string): DocsOptions | BlogOptions {
  const parsed = (kind === 'docs' ? docsSchema : blogSchema).safeParse(raw);
  if (!parsed.success) {
    const error = configIssueError(file, raw, parsed.error.issues, (issue) => issue.message);
    throw new ConfigError(file, `${key}.${error.key}`, error.value, error.expected);
  }
  return parsed.data as DocsOptions | BlogOptions;
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
  // Markdown's code and compile options are the compiler's; the browser keeps what it had.
  const { mdx1Compat: _c, anchors: _an, preprocessor: _pr, parseFrontMatter: _fm, remarkRehypeOptions: _rr, hooks: _ho, ...markdown } = config.markdown;
  const { markdownPlugins: _mp, svgr: _svgr, plugins: _plugins, onBrokenLinks: _o, onBrokenAnchors: _a, bundler: _b, mermaid: _m, headTags: _h, stylesheets: _s, scripts: _sc, staticDirectories: _d, onDuplicateRoutes: _r, ...site } = config;
  return { ...site, docs: site.docs && withoutKeys(site.docs, NODE_ONLY_CONTENT_OPTIONS), blog: site.blog && withoutKeys(site.blog, NODE_ONLY_CONTENT_OPTIONS), markdown } as SiteConfig;
}

/**
 * The docs' and blog's options only their plugins read (which files, how to report, what routes
 * and lists to make): left out of the browser's config, which every page's main bundle carries
 * (some 0.35 KB gzip on the ZMK site). The theme reads none of them.
 */
const NODE_ONLY_CONTENT_OPTIONS = new Set([
  // Which files, and how to report on them.
  'include',
  'exclude',
  'sidebarPath',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'authorsMapPath',
  'editLocalizedFiles',
  // Read when the plugins make each page's edit link (a function, which the browser could not take).
  'editUrl',
  // What the plugins make of them: routes, lists, sidebars, feeds (the browser gets their data).
  'sidebarCollapsible',
  'sidebarCollapsed',
  'feedOptions',
  'truncateMarker',
  'sortPosts',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'archiveBasePath',
  'pageBasePath',
  'authorsBasePath',
  'tagsBasePath',
  'includeCurrentVersion',
  'disableVersioning',
  'versions',
  'editCurrentVersion',
]);

function withoutKeys<T extends object>(options: T, keys: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(options).filter(([key]) => !keys.has(key))) as T;
}
