import { compile } from '@mdx-js/mdx';
import path from 'node:path';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import type { PluggableList } from 'unified';
import type { VFileMessage } from 'vfile-message';
import type { TocItem } from '../../shared/types';
import type { ContentPaths } from '../plugins/types';
import { blankFrontMatter, parseFrontMatter, parseFrontMatterWith } from './front-matter';
import { preprocessMarkdown } from './preprocess';
import { ADMONITION_TYPES, remarkAdmonitions, remarkUnusedDirectives } from './remark-admonitions';
import { createHighlighter, type Highlighter } from './highlight';
import { remarkCodeBlocks } from './remark-code-blocks';
import { remarkEsmData, type EsmData } from './remark-esm-data';
import { remarkGfmForText } from './remark-gfm-for-text';
import { remarkHeadingIds, remarkHeadingTexts, type HeadingData } from './remark-heading-ids';
import remarkEmoji from 'remark-emoji';
import { remarkHead } from './remark-head';
import { remarkImages, type BrokenImagePolicy, type ImageAsset, type ImageData, type RemarkImagesOptions } from './remark-images';
import { remarkLinks, type ResolveFileRoute } from './remark-links';
import { markdownFormatOf, type MarkdownFormat } from './format';
import { rehypeThemeImports } from './rehype-theme-imports';
import { buildToc } from './toc';
import { remarkKeepSourceTree } from './source-trees';
import { cachedMdxCompile, compiledMdxKey } from './compiled-cache';
import type { MagicCommentConfig } from '../../shared/code-block';
import type { MermaidThemeConfig } from '../../shared/mermaid';
import { remarkFootnoteIds } from './remark-footnote-ids';
import { remarkFileLinks, type RemarkFileLinksOptions } from './remark-file-links';
import { instanceOfFile, MarkdownPluginError, withSitePlugins, type Mdx1Compat, type SiteMarkdownCode } from './site-plugins';

export const MDX_PROVIDER_MODULE = 'sitegen/mdx-provider';

export interface MdxPipelineOptions {
  siteDir: string;
  baseUrl: string;
  resolveFileRoute: ResolveFileRoute;
  /** How `.md` files are read (see MarkdownFormat). Default: by extension. */
  markdownFormat?: MarkdownFormat;
  /** The content plugins' folders with their translated copies, where links to Markdown files are looked up (see resolveMarkdownLink). */
  contentPaths?: ContentPaths[];
  /** Changes whenever the file → route map or the content folders change (compiled links depend on them). */
  routesVersion: string;
  cacheDir?: string;
  /** Prism languages beyond the theme's (`themeConfig.prism.additionalLanguages`). */
  prismLanguages?: string[];
  /** Keep each parsed tree for postBuild work on the same sources (see source-trees.ts): builds only. */
  keepSourceTrees?: boolean;
  /** Draws Mermaid diagrams at build time (see mermaid/renderer.ts); without it the browser draws them. */
  renderDiagram?: (source: string) => Promise<{ light: string; dark: string } | undefined>;
  /** Docusaurus's `markdown.mdx1Compat` (see preprocessMarkdown). Default: every fix on. */
  mdx1Compat?: Mdx1Compat;
  /** Docusaurus's `markdown.anchors.maintainCase`: heading ids keep the text's case. */
  anchorsMaintainCase?: boolean;
  /** The site's own Markdown plugins and functions (see site-plugins.ts). */
  siteCode?: SiteMarkdownCode;
  /** The site's static folders, absolute, in order: where Markdown images written `/…` are looked for. */
  staticDirs?: string[];
  /** `markdown.hooks.onBrokenMarkdownImages` when it is a policy (a function comes with siteCode). */
  onBrokenMarkdownImages?: BrokenImagePolicy;
  /** `@theme/CodeBlock` is not sitegen's (a site's or a plugin theme's): code blocks get Docusaurus's props (see remarkCodeBlocks). */
  codeBlockOverridden?: boolean;
  /** `themeConfig.prism.magicComments` and `defaultLanguage`, for code fences (see remarkCodeBlocks). */
  codeBlocks?: { magicComments?: MagicCommentConfig[]; defaultLanguage?: string };
  /**
   * The content plugins' `admonitions` option, as keywords (false: off), by the folders of each
   * plugin's Markdown; a file in none of them gets the defaults.
   */
  admonitions?: Array<{ dirs: string[]; keywords: string[] | false }>;
  /** The blog instances' folders: their posts' footnotes get ids of their own (see remarkFootnoteIds). */
  blogDirs?: string[];
  /** `markdown.emoji`: `:name:` shortcodes become emoji (remark-emoji). Default: true. */
  emoji?: boolean;
  /** `markdown.mermaid`: ```mermaid fences are diagrams (else code blocks, Docusaurus's default). Default: true. */
  mermaid?: boolean;
  /** `themeConfig.mermaid`, which diagrams drawn at build time are drawn with. */
  mermaidTheme?: MermaidThemeConfig;
  /** `themeConfig.tableOfContents`: the heading levels tables of contents show where the front matter names none. */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
}

export interface CompiledMdx {
  code: string;
  assets: ImageAsset[];
  headings: TocItem[];
  /**
   * The module's data exports (front matter, table of contents, title, and the file's own exports
   * with the imports they use) as code of their own, for a module that carries them without the
   * content (see deferredContentModule); null when the file's own exports cannot be taken apart
   * from the content (see pickDataStatements).
   */
  dataExports: string | null;
}

export class MdxCompileError extends Error {
  constructor(
    public file: string,
    public line: number,
    public column: number,
    reason: string,
    sourceLine: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}${sourceLine ? `\n  ${line} | ${sourceLine}\n  ${' '.repeat(String(line).length)} | ${' '.repeat(Math.max(0, column - 1))}^` : ''}`);
    this.name = 'MdxCompileError';
  }
}

/** Compiles one MD/MDX file to an ES module, once per content hash (memory, then disk cache), in this thread. */
export async function compileMdx(filePath: string, source: string, options: MdxPipelineOptions): Promise<CompiledMdx> {
  const key = compiledMdxKey(filePath, source, { ...options, drawsDiagrams: options.renderDiagram !== undefined, siteMarkdown: options.siteCode });
  return cachedMdxCompile(key, options.cacheDir, () => compileMarkdownFile(filePath, source, options));
}

/** The pipeline itself, uncached: what compile-thread.ts runs on its own thread. */
export async function compileMarkdownFile(filePath: string, source: string, options: MdxPipelineOptions): Promise<CompiledMdx> {
  const relative = path.relative(options.siteDir, filePath) || filePath;
  const code = options.siteCode;
  const { frontMatter, body } = code ? await readWithSiteCode(filePath, source, relative, code) : parseFrontMatter(source, relative);
  const format = markdownFormatOf(filePath, options.markdownFormat);
  const admonitions = instanceOfFile(filePath, options.admonitions ?? [])?.keywords ?? [...ADMONITION_TYPES];
  const value = preprocessMarkdown(body, format, options.mdx1Compat, admonitions);
  const instance = code && instanceOfFile(filePath, code.instances);
  const plugins = withSitePlugins(
    {
      // First: it keeps the tree as parsed.
      remarkFirst: [
        ...(options.keepSourceTrees ? [[remarkKeepSourceTree, { format, text: value }] satisfies PluggableList[number]] : []),
        // The blog's: before the site's `beforeDefault` plugins, as Docusaurus's blog plugin lists it.
        ...(options.blogDirs?.some((dir) => filePath.startsWith(dir + path.sep)) ? [remarkFootnoteIds] : []),
      ],
      remark: [
        [remarkGfmForText, { text: value }],
        remarkDirective,
        remarkHead,
        // Other directives are text again at the end (remarkUnusedDirectives), after the heading ids, whose
        // slugs leave them out (`"acme:error:rateLimited"` has the id `…-acmeerror`), and the site's remark
        // plugins, which may use them (`::youtube`…), as Docusaurus's unusedDirectives plugin does.
        [remarkAdmonitions, { keepOtherDirectives: true, keywords: admonitions }],
        [remarkHeadingIds, { maintainCase: options.anchorsMaintainCase }],
        // Docusaurus's `markdown.emoji` (on by default): `:tada:` shortcodes, after the ids are made.
        ...(options.emoji === false ? [] : [remarkEmoji, remarkHeadingTexts]),
        [remarkLinks, { resolveFileRoute: options.resolveFileRoute, siteDir: options.siteDir, contentPaths: options.contentPaths }],
        [remarkImages, { baseUrl: options.baseUrl, siteDir: options.siteDir, staticDirs: options.staticDirs, onBrokenImage: code?.onBrokenMarkdownImages ?? options.onBrokenMarkdownImages } satisfies RemarkImagesOptions],
        [remarkFileLinks, { baseUrl: options.baseUrl, siteDir: options.siteDir, staticDirs: options.staticDirs } satisfies RemarkFileLinksOptions],
      ],
      remarkLast: [
        remarkUnusedDirectives,
        [remarkCodeBlocks, { highlight: highlighterFor(options.prismLanguages), renderDiagram: options.renderDiagram, docusaurusProps: options.codeBlockOverridden, diagrams: options.mermaid !== false, ...options.codeBlocks }],
        // Last: it sees the file's statements and those the site's plugins add (sitegen's add none).
        remarkEsmData,
      ],
      rehypeFirst: format === 'md' ? [rawHtml] : [],
      rehypeLast: [rehypeThemeImports],
    },
    instance?.plugins,
    (key, i) => `${instance?.name}.${key}[${i}]`,
  );
  let output;
  try {
    output = await compile(
      // As Docusaurus gives it, for plugins that read it.
      { path: filePath, value, data: { frontMatter } },
      {
        format,
        outputFormat: 'program',
        jsx: false,
        development: false,
        providerImportSource: MDX_PROVIDER_MODULE,
        ...plugins,
        ...(code?.remarkRehypeOptions ? { remarkRehypeOptions: code.remarkRehypeOptions } : {}),
      },
    );
  } catch (error) {
    const message = error as VFileMessage;
    const place = message.place as { line?: number; column?: number; start?: { line: number; column: number } } | undefined;
    // Some parser errors only carry their position in the reason text: "… (25:1-25:7)".
    const fromReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(message.reason ?? '');
    const line = message.line ?? place?.start?.line ?? place?.line ?? Number(fromReason?.[1] ?? 1);
    const column = message.column ?? place?.start?.column ?? place?.column ?? Number(fromReason?.[2] ?? 1);
    // A plugin's error without a place points at no line of the file.
    const sourceLine = error instanceof MarkdownPluginError ? '' : (value.split('\n')[line - 1] ?? '');
    throw new MdxCompileError(relative, line, column, message.reason ?? String(error), sourceLine);
  }
  const data = output.data as Partial<HeadingData & ImageData & EsmData>;
  const headings = data.headings ?? [];
  const [min, max] = tocLevels(frontMatter, options.tableOfContents, value);
  const h1 = headings.find((h) => h.level === 1);
  const dataExports = [
    `export const frontMatter = ${JSON.stringify(frontMatter)};`,
    // A page may export its own table of contents (as in Docusaurus), e.g. for headings a component renders.
    ...(exportsToc(value) ? [] : [`export const toc = ${JSON.stringify(buildToc(headings, min, max))};`]),
    `export const contentTitle = ${JSON.stringify(h1?.value)};`,
  ].join('\n');
  // In CommonMark `export` lines are text; an MDX file's own exports join the data (or rule it out).
  const ownData = format === 'mdx' && data.esmData !== undefined ? data.esmData : '';
  return { code: `${String(output.value)}\n${dataExports}`, assets: data.assets ?? [], headings, dataExports: ownData === null ? null : [ownData, dataExports].filter(Boolean).join('\n') };
}

/**
 * The front matter and the text to compile of a site with Markdown code, as Docusaurus reads them
 * (packages/docusaurus-mdx-loader/src/loader.ts and utils.ts): the front matter from the file as
 * written, by `markdown.parseFrontMatter` when given; the text by `markdown.preprocessor` first,
 * front matter included (then blanked, as remark-frontmatter drops it). A throw names the file.
 */
async function readWithSiteCode(filePath: string, source: string, relative: string, code: SiteMarkdownCode): Promise<{ frontMatter: Record<string, unknown>; body: string }> {
  const failed = (what: string, error: unknown) => new MdxCompileError(relative, 1, 1, `${what} failed: ${error instanceof Error ? error.message : String(error)}`, '');
  let text = source;
  if (code.preprocessor) {
    try {
      text = code.preprocessor({ filePath, fileContent: source });
    } catch (error) {
      throw failed('markdown.preprocessor', error);
    }
  }
  if (!code.parseFrontMatter) return { frontMatter: parseFrontMatter(source, relative).frontMatter, body: blankFrontMatter(text) };
  try {
    const { frontMatter } = await parseFrontMatterWith(code.parseFrontMatter, source, filePath, relative);
    return { frontMatter, body: blankFrontMatter(text) };
  } catch (error) {
    throw failed('markdown.parseFrontMatter', error);
  }
}

/** `.md` files: raw HTML parsed into elements (MDX nodes the plugins made pass through). */
const rawHtml: PluggableList[number] = [rehypeRaw, { passThrough: ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'] }];

const highlighters = new Map<string, Highlighter>();

function highlighterFor(languages: string[] = []): Highlighter {
  const key = languages.join(',');
  let highlighter = highlighters.get(key);
  if (!highlighter) highlighters.set(key, (highlighter = createHighlighter(languages)));
  return highlighter;
}

/** Whether the MDX source exports `toc` itself. */
export function exportsToc(source: string): boolean {
  return /^export\s+(?:const|let|var|function)\s+toc\b|^export\s*\{[^}]*\btoc\b[^}]*\}/m.test(source);
}

/**
 * The heading levels a page's table of contents data keeps: those its tables of contents show
 * (the front matter's `toc_min_heading_level`/`toc_max_heading_level`, else
 * `themeConfig.tableOfContents`'s, else theme-classic's 2 to 3); all of 2 to 6, as Docusaurus's
 * `toc` export has them, when the page renders TOCInline (which takes levels of its own).
 */
function tocLevels(frontMatter: Record<string, unknown>, site: MdxPipelineOptions['tableOfContents'], text: string): [number, number] {
  if (/<TOCInline\b/.test(text)) return [2, 6];
  return [numberOr(frontMatter.toc_min_heading_level, numberOr(site?.minHeadingLevel, 2)), numberOr(frontMatter.toc_max_heading_level, numberOr(site?.maxHeadingLevel, 3))];
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}
