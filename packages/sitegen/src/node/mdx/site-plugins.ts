/**
 * A site's own Markdown plugins and functions, as Docusaurus takes them: each content plugin
 * (docs, blog, pages) has `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
 * `rehypePlugins` and `recmaPlugins`; the site config has `markdown.preprocessor`,
 * `markdown.parseFrontMatter` and `markdown.remarkRehypeOptions`. Plugins are functions: the
 * compile thread loads them from the config itself (see site-plugins-loader.ts).
 *
 * Docusaurus's rules, from packages/docusaurus-mdx-loader/src/processor.ts (createProcessorSync):
 * remark runs the `beforeDefault` plugins, then its own, then the site's (then only its plugins
 * that turn unused directives back into text and fix code blocks up); rehype runs raw HTML (`.md` only), the `beforeDefault` plugins, then the site's;
 * recma runs the site's. An entry is a plugin, `[plugin, options]` or a unified preset object
 * (packages/docusaurus-utils-validation/src/validationSchemas.ts, MarkdownPluginsSchema).
 */
import path from 'node:path';
import type { Pluggable, PluggableList, Plugin, Processor, TransformCallback, Transformer } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { AdmonitionsOption } from './remark-admonitions';

export const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins', 'recmaPlugins'] as const;
export type MarkdownPluginKey = (typeof MARKDOWN_PLUGIN_KEYS)[number];
/** A content plugin's Markdown plugins: entries checked by isMarkdownPluginEntry. */
export type MarkdownPluginLists = Partial<Record<MarkdownPluginKey, unknown[]>> & {
  /** The plugin's `admonitions` option (data, not code: read on the main thread, see admonitionRules). */
  admonitions?: AdmonitionsOption;
};

/** The content plugins whose Markdown takes plugins of its own (sitegen's names; one instance each). */
export const CONTENT_PLUGINS = ['docs', 'blog', 'pages'] as const;
export type ContentPluginName = (typeof CONTENT_PLUGINS)[number];

export interface ParsedFrontMatter {
  frontMatter: Record<string, unknown>;
  content: string;
}
export type DefaultParseFrontMatter = (args: { filePath: string; fileContent: string }) => Promise<ParsedFrontMatter>;
/** Docusaurus's `markdown.parseFrontMatter`: may call the default parser and change what it gives. */
export type ParseFrontMatter = (args: { filePath: string; fileContent: string; defaultParseFrontMatter: DefaultParseFrontMatter }) => ParsedFrontMatter | Promise<ParsedFrontMatter>;
/** Docusaurus's `markdown.preprocessor`: the file's whole text (front matter included), changed before it is compiled. */
export type Preprocessor = (args: { filePath: string; fileContent: string }) => string;

/** A `markdown.hooks` value: a reporting policy, or a function. */
export type MarkdownHook<F = (...args: never[]) => unknown> = 'ignore' | 'log' | 'warn' | 'throw' | F;
/** Docusaurus's `markdown.hooks.onBrokenMarkdownImages` as a function: may return the URL to write instead. */
export type BrokenImageHook = (args: { sourceFilePath: string; url: string; node: unknown }) => string | undefined | void;

/** Docusaurus's `markdown.mdx1Compat`: the fixes sitegen applies to the text before parsing (see preprocess.ts), each on by default. */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}
export const MDX1_COMPAT_DEFAULTS: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/** What of the site config's Markdown is code, as the config loader gives it (see site-plugins-loader.ts). */
export interface SiteMarkdownConfigCode {
  plugins: Partial<Record<ContentPluginName, MarkdownPluginLists>>;
  preprocessor?: Preprocessor;
  parseFrontMatter?: ParseFrontMatter;
  remarkRehypeOptions?: Record<string, unknown>;
  /** `markdown.hooks.onBrokenMarkdownImages` when it is a function (a policy travels as plain data). */
  onBrokenMarkdownImages?: BrokenImageHook;
}

/** A content plugin instance: its name and id, and the folders of the Markdown it compiles. */
export interface ContentInstance {
  name: ContentPluginName;
  id: string;
  dirs: string[];
}

/** The site's Markdown code as the pipeline takes it: each instance's plugins with its folders. */
export interface SiteMarkdownCode extends Omit<SiteMarkdownConfigCode, 'plugins'> {
  instances: Array<ContentInstance & { plugins: MarkdownPluginLists }>;
  /** Changes whenever the code may have (see siteMarkdownVersion): compiled outputs are kept by it. */
  version: string;
}

/** Docusaurus's words for an entry that is none of the forms below (MarkdownPluginsSchema's `array.includes`). */
export const INVALID_MARKDOWN_PLUGIN =
  'does not look like a valid MDX plugin config. A plugin config entry should be one of:\n- A tuple, like `[require("rehype-katex"), { strict: false }]`, or\n- A simple module, like `require("remark-math")`';

/** Docusaurus's rule for an entry: a function, `[function, options]` (options given), or an object (a unified preset). */
export function isMarkdownPluginEntry(entry: unknown): boolean {
  if (typeof entry === 'function') return true;
  if (Array.isArray(entry)) return entry.length === 2 && typeof entry[0] === 'function' && entry[1] !== undefined;
  return typeof entry === 'object' && entry !== null;
}

/**
 * The instance whose folder holds `file` (the innermost, should one hold another): Docusaurus gives
 * each content plugin a loader rule of its own, `include`d for its folders only.
 */
export function instanceOfFile<T extends Pick<ContentInstance, 'dirs'>>(file: string, instances: readonly T[]): T | undefined {
  const holding = instances.flatMap((instance) => instance.dirs.filter((dir) => file.startsWith(dir + path.sep)).map((dir) => ({ instance, dir })));
  return holding.sort((a, b) => b.dir.length - a.dir.length)[0]?.instance;
}

/** sitegen's own plugins, by where the site's go among them. */
export interface DefaultPlugins {
  /** Before the site's `beforeDefault` ones: observers of the tree as parsed (they change nothing). */
  remarkFirst: PluggableList;
  /** Docusaurus's defaults' counterparts: they run after the `beforeDefault` plugins, before the site's. */
  remark: PluggableList;
  /**
   * After the site's: directives no plugin took, back to text; the code blocks (Docusaurus's theme
   * renders them at run time, so a site's plugin that makes code blocks — npm2yarn's tabs — has
   * them highlighted); and what reads the module's statements (the site's plugins add some).
   */
  remarkLast: PluggableList;
  /** `.md`'s raw HTML, parsed before any rehype plugin. */
  rehypeFirst: PluggableList;
  /** After the site's: the theme components the page uses, its plugins' elements included, are imported. */
  rehypeLast: PluggableList;
}

export interface PipelinePlugins {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  recmaPlugins: PluggableList;
}

/** The pipeline's plugin lists with a content plugin's own among sitegen's, in Docusaurus's order; `label` names each for its errors. */
export function withSitePlugins(defaults: DefaultPlugins, own: MarkdownPluginLists = {}, label: (key: MarkdownPluginKey, index: number) => string = (key, i) => `${key}[${i}]`): PipelinePlugins {
  // One wrapper per plugin function: unified takes a plugin listed twice once (its options merged), as it does Docusaurus's lists.
  const named = new Map<unknown, Plugin>();
  const listed = (key: MarkdownPluginKey) => (own[key] ?? []).map((entry, i) => labelledPlugin(entry, label(key, i), named));
  return {
    remarkPlugins: [...defaults.remarkFirst, ...listed('beforeDefaultRemarkPlugins'), ...defaults.remark, ...listed('remarkPlugins'), ...defaults.remarkLast],
    rehypePlugins: [...defaults.rehypeFirst, ...listed('beforeDefaultRehypePlugins'), ...listed('rehypePlugins'), ...defaults.rehypeLast],
    recmaPlugins: listed('recmaPlugins'),
  };
}

/** A plugin's failure, named: its file is added where the compile reports it (see compileMarkdownFile). */
export class MarkdownPluginError extends Error {
  /** As a VFileMessage has it: the compile reads the reason of both. */
  reason: string;
  constructor(label: string, cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`${label} failed: ${message}`, { cause });
    this.name = 'MarkdownPluginError';
    this.reason = this.message;
    // Where in the plugin it failed: what its author needs.
    if (cause instanceof Error && cause.stack) this.stack = `${this.name}: ${this.message}\n${cause.stack.split('\n').slice(1).join('\n')}`;
  }
}

/** The error a plugin threw, named by `label`; a message it left on the file (`file.fail`) keeps its place. */
function pluginFailure(error: unknown, label: string): Error {
  if (error instanceof MarkdownPluginError) return error;
  const message = error as Partial<{ reason: string; place: unknown }>;
  if (error instanceof Error && typeof message.reason === 'string' && message.place !== undefined) {
    message.reason = `${label}: ${message.reason}`;
    error.message = message.reason;
    return error;
  }
  return new MarkdownPluginError(label, error);
}

/**
 * An entry whose plugin, and the transformer it returns, name it when they throw: its function's
 * name and `label` (where the config has it); `named` keeps the wrapper of each plugin function.
 * A preset object is taken as it is. A transformer keeps its form: a callback one (`next`) is
 * called with one, others return or resolve what they did.
 */
export function labelledPlugin(entry: unknown, label: string, named = new Map<unknown, Plugin>()): Pluggable {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  if (typeof plugin !== 'function') return entry as Pluggable;
  let wrapper = named.get(plugin);
  if (!wrapper) {
    const attacher = plugin as (this: Processor, ...parameters: unknown[]) => unknown;
    const name = attacher.name ? `${attacher.name} (${label})` : label;
    wrapper = function (this: Processor, ...parameters: unknown[]) {
      let transformer: unknown;
      try {
        transformer = attacher.apply(this, parameters);
      } catch (error) {
        throw pluginFailure(error, name);
      }
      return typeof transformer === 'function' ? labelledTransformer(transformer as Transformer, name) : transformer;
    } as Plugin;
    named.set(plugin, wrapper);
  }
  return (Array.isArray(entry) ? [wrapper, ...options] : wrapper) as Pluggable;
}

function labelledTransformer(transformer: Transformer, label: string): Transformer {
  // unified hands `next` only to a transformer that declares it.
  if (transformer.length > 2) {
    return function (this: unknown, tree: Node, file: VFile, next: TransformCallback) {
      const done: TransformCallback = (error, ...rest) => next(error === undefined || error === null ? error : pluginFailure(error, label), ...rest);
      try {
        return transformer.call(this, tree, file, done);
      } catch (error) {
        throw pluginFailure(error, label);
      }
    };
  }
  return function (this: unknown, tree: Node, file: VFile) {
    let result: ReturnType<Transformer>;
    try {
      result = (transformer as (tree: Node, file: VFile) => ReturnType<Transformer>).call(this, tree, file);
    } catch (error) {
      throw pluginFailure(error, label);
    }
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') return (result as Promise<Node | undefined>).then(undefined, (error: unknown) => Promise.reject(pluginFailure(error, label)));
    return result instanceof Error ? pluginFailure(result, label) : result;
  };
}
