import { pluginContentKey } from '../plugins/plugin-ids';
import fs from 'node:fs';
import path from 'node:path';
import { excerptOf, TRUNCATE_MARKER } from '../../../plugins/blog/truncate';
import { cachedMdxCompile, compiledMdxKey, compiledMdxKeyOfHash, isCompiledOrUnderWay, mdxPipelineFingerprint, mdxSourceHash, saveCompiledMdx } from '../mdx/compiled-cache';
import type { FileFactsTable } from '../utils/file-facts';
import { startMdxCompileThread, type MdxCompileThread, type ThreadPipelineOptions } from '../mdx/compile-thread';
import type { BrokenImagePolicy, ImageAsset } from '../mdx/remark-images';
import type { LoadedSite } from '../plugins/host';
import { GENERATOR_ROOT, resolveThemeModule, siteAliases } from './aliases';
import { moduleChunkNames } from '../generate/index';
import { DEFERRED_QUERY, deferredContentModule } from './deferred-content';
import { createMermaidRenderer, type MermaidRenderer } from '../mermaid/renderer';
import { diagramSources } from '../mermaid/diagram-sources';
import { contentInstances, threadSiteMarkdown } from '../mdx/site-markdown';
import { contentInstanceOf } from '../config/docusaurus';
import type { MdxPipelineOptions } from '../mdx/compile';
import { admonitionKeywords } from '../mdx/remark-admonitions';
import type { MermaidThemeConfig } from '../../shared/mermaid';

/**
 * Who a compiled module is for: the browser bundle, the dev server's (hot-updatable, never
 * deferred) or the pre-render bundle.
 */
export type MdxTarget = 'browser' | 'hot' | 'server';

export interface MdxService {
  /**
   * `query` is the request's (`?truncated=true`: a blog excerpt; `?deferred`: see deferredContentModule);
   * `assets` gets the local images the compiled file refers to.
   */
  compile(file: string, source: string, options: { query: string; target: MdxTarget; assets?: ImageAsset[] }): Promise<string>;
  /** Local images referenced by compiled Markdown, to copy into the build. */
  assets: Map<string, ImageAsset>;
  /** What every compiled file depends on besides its text (see mdxPipelineFingerprint). */
  readonly fingerprint: string;
  update(site: LoadedSite): void;
  /** Ends what the compiles started (the browser that draws diagrams). */
  close(): Promise<void>;
  /**
   * The bundlers are about to compile these Markdown files: loads the MDX pipeline now, while
   * they start up, and gets the browser that draws their Mermaid diagrams going.
   */
  prepare(files: string[]): void;
}

declare global {
  // eslint-disable-next-line no-var
  var __sitegenCompileMdx: MdxService['compile'] | undefined;
  /** The last failure of each Markdown file the bundlers' loader compiled (see mdx-loader.cjs). */
  // eslint-disable-next-line no-var
  var __sitegenMdxFailures: Map<string, Error> | undefined;
}

const MDX_DEFAULT_EXPORT = 'export default function MDXContent(';
const JSX_RUNTIME_IMPORT = /^import \{([^}]*)\} from "react\/jsx-runtime";$/m;
const HOT_MDX_RUNTIME = path.join(GENERATOR_ROOT, 'src/client/hot-mdx.ts');

/**
 * Dev server: makes a compiled MDX module hot-updatable (runtime in src/client/hot-mdx.ts). Its
 * default export stays the same component across edits and re-renders itself with the newest
 * content, handing React the previous elements for unchanged parts, so an edit patches the page
 * in place; pages that import the file as a partial update too. Each new version announces its
 * exports (`sitegen:content-update`) for the client to swap into the routes that show it.
 */
export function hotMdxModule(code: string): string {
  if (!code.includes(MDX_DEFAULT_EXPORT)) throw new Error('Compiled MDX has no MDXContent default export');
  const factories: string[] = [];
  const body = code
    .replace(JSX_RUNTIME_IMPORT, (_line, names: string) => {
      const renamed = names.replace(/\b(jsxs?) as (_jsxs?)\b/g, (_match, name: string, local: string) => {
        factories.push(`${local} = sitegenHot.memo.wrap(sitegenJsx_${name})`);
        return `${name} as sitegenJsx_${name}`;
      });
      return `import {${renamed}} from "react/jsx-runtime";`;
    })
    .replace(MDX_DEFAULT_EXPORT, 'function MDXContent(');
  return `import { announceHotMdx, hotMdxComponent, hotMdxState } from ${JSON.stringify(HOT_MDX_RUNTIME)};
const sitegenHot = hotMdxState(__webpack_module__.id);
${factories.length ? `const ${factories.join(', ')};` : ''}
${body}
export default hotMdxComponent(sitegenHot, MDXContent);
if (import.meta.webpackHot) import.meta.webpackHot.accept();
announceHotMdx(sitegenHot, __webpack_module__.exports);
`;
}

/** How a build says it cannot draw diagrams (no browser). */
export const warnDiagrams = (message: string) => console.warn(`Warning: ${message}`);

/**
 * One MDX compiler per site, shared by webpack's loader and the server bundle (same cache); the
 * pipeline runs on a thread of its own (see compile-thread.ts). A build hands in what it started
 * before the site loaded: `diagrams`, the diagram renderer (used, or closed when the site leaves
 * diagrams to the browser), and `compileThread`.
 */
/**
 * Each blog instance's `truncateMarker` by its folders (a second blog's `id`'d plugin has its own,
 * as Docusaurus's each instance's loader): the marker of the blog whose folder holds a file, the
 * deepest folder first; the site's blog's (or the default marker) for any other file.
 */
function blogTruncateMarkers(site: LoadedSite): (file: string) => RegExp {
  const fallback = site.config.blog ? site.config.blog.truncateMarker : TRUNCATE_MARKER;
  const markerOf = (id: string): RegExp | undefined => {
    if (id === 'default') return site.config.blog ? site.config.blog.truncateMarker : undefined;
    const options = contentInstanceOf(site.config, 'blog', id)?.truncateMarker;
    return options instanceof RegExp ? options : undefined;
  };
  const byDir = contentInstances(site)
    .filter((instance) => instance.name === 'blog')
    .flatMap((instance) => instance.dirs.map((dir) => [dir + path.sep, markerOf(instance.id) ?? TRUNCATE_MARKER] as const))
    .sort((a, b) => b[0].length - a[0].length);
  return (file) => byDir.find(([dir]) => file.startsWith(dir))?.[1] ?? fallback;
}

export function createMdxService(site: LoadedSite, started: { diagrams?: MermaidRenderer; compileThread?: MdxCompileThread; facts?: FileFactsTable } = {}): MdxService {
  let options: ThreadPipelineOptions;
  let cacheDir: string;
  // The registry's chunk names: a deferred module's content chunk is named after its own.
  let chunkNameOf: (modulePath: string) => string;
  /** Where a blog excerpt (`?truncated=true`) ends: the `truncateMarker` of the blog the file is in (each blog instance its own). */
  let truncateMarkerOf: (file: string) => RegExp = () => TRUNCATE_MARKER;
  const assets = new Map<string, ImageAsset>();
  // Builds draw Mermaid diagrams as SVG; the dev server leaves them to the browser.
  const drawsDiagrams = !site.context.dev && site.config.mermaid?.drawAt !== 'browser';
  if (!drawsDiagrams) void started.diagrams?.close();
  const diagrams = drawsDiagrams ? (started.diagrams ?? createMermaidRenderer({ cacheDir: path.join(site.context.cacheDir, 'mermaid'), warn: warnDiagrams })) : undefined;
  diagrams?.setThemeConfig(site.config.themeConfig.mermaid as MermaidThemeConfig | undefined);
  // Otherwise started when the first compile is near (a build whose bundles are reused never needs it);
  // and again after it stopped: a crash ends the compiles under way, not the dev server's next ones.
  let thread = started.compileThread;
  let configured = false;
  const compileThread = (): MdxCompileThread => {
    if (!thread || thread.stopped) {
      thread = startMdxCompileThread();
      configured = false;
    }
    if (!configured) thread.configure(options, diagrams?.render);
    configured = true;
    return thread;
  };
  const keyOf = (file: string, text: string) => compiledMdxKey(file, text, options);
  const keyOfHash = (file: string, hash: string) => compiledMdxKeyOfHash(file, hash, options);
  // A build saves its compiles when it closes the service; the dev server, which may be stopped
  // any time, also once it has compiled nothing for a moment.
  let saveTimer: NodeJS.Timeout | undefined;
  const saveSoon = () => {
    if (!site.context.dev) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      try {
        saveCompiledMdx(cacheDir, { prune: false });
      } catch (error) {
        // A cache not saved costs the next start some compiles, nothing more.
        console.warn(`Warning: could not save compiled Markdown in ${cacheDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, 1000).unref();
  };
  const service: MdxService = {
    assets,
    get fingerprint() {
      return mdxPipelineFingerprint(options);
    },
    close: async () => {
      await thread?.close();
      thread = undefined;
      configured = false;
      clearTimeout(saveTimer);
      saveCompiledMdx(cacheDir, { prune: !site.context.dev });
      await diagrams?.close();
    },
    prepare(files) {
      // Every file without a kept output is compiled now, ahead of the bundlers' asking, on the
      // thread (which loads the pipeline meanwhile); blog excerpts too. Files the build's facts
      // know unchanged are not read: their keys come from their hashes (a rebuild after one edit
      // of a 10,000-page site read 11,000 files here).
      const pending = compileThread();
      const found: string[] = [];
      for (const file of files) {
        const truncateMarker = truncateMarkerOf(file);
        const known = started.facts?.of(file);
        const excerpt = known && started.facts?.derive(file, `mdx:excerpt:${truncateMarker.source}/${truncateMarker.flags}`, (text) => (truncateMarker.test(text) ? mdxSourceHash(excerptOf(text, truncateMarker)) : null));
        if (known && excerpt !== undefined) {
          found.push(...(known.diagrams ?? []));
          const hashes = excerpt === null ? [known.sha1] : [known.sha1, excerpt];
          if (hashes.every((hash) => isCompiledOrUnderWay(keyOfHash(file, hash), cacheDir))) continue;
        }
        let source: string;
        try {
          source = fs.readFileSync(file, 'utf8');
        } catch {
          // A failure is reported when a bundler asks for the file.
          continue;
        }
        if (!known) found.push(...diagramSources(source));
        for (const text of truncateMarker.test(source) ? [source, excerptOf(source, truncateMarker)] : [source]) {
          const key = keyOf(file, text);
          if (isCompiledOrUnderWay(key, cacheDir)) continue;
          // A failure is reported when a bundler asks for the file.
          cachedMdxCompile(key, cacheDir, () => pending.compile(key, file, text, { soon: false })).catch(() => undefined);
        }
      }
      // The browser starts with the bundlers, not when the first diagram is compiled, and draws
      // the diagrams before their pages ask; not at all when every diagram is drawn already.
      diagrams?.prepare(found);
    },
    update(next) {
      chunkNameOf = moduleChunkNames(next);
      truncateMarkerOf = blogTruncateMarkers(next);
      cacheDir = path.join(next.context.cacheDir, 'mdx');
      options = {
        siteDir: next.siteDir,
        baseUrl: next.config.baseUrl,
        fileRoutes: [...next.fileRoutes],
        routesVersion: next.routesVersion,
        contentPaths: next.contentPaths,
        markdownFormat: next.config.markdown.format,
        mdx1Compat: next.config.markdown.mdx1Compat,
        anchorsMaintainCase: next.config.markdown.anchors?.maintainCase,
        staticDirs: next.staticDirs,
        codeBlockOverridden: isThemeComponentOverridden(next, 'CodeBlock'),
        codeBlocks: { magicComments: next.config.themeConfig.prism.magicComments, defaultLanguage: next.config.themeConfig.prism.defaultLanguage },
        admonitions: admonitionRules(next),
        blogDirs: contentInstances(next).filter((instance) => instance.name === 'blog').flatMap((instance) => instance.dirs),
        mermaid: next.config.markdown.mermaid !== false,
        emoji: next.config.markdown.emoji !== false,
        mermaidTheme: next.config.themeConfig.mermaid as MermaidThemeConfig | undefined,
        tableOfContents: next.config.themeConfig.tableOfContents as { minHeadingLevel?: number; maxHeadingLevel?: number } | undefined,
        ...brokenImagePolicy(next.config.markdown.hooks?.onBrokenMarkdownImages),
        siteMarkdown: threadSiteMarkdown(next),
        prismLanguages: next.config.themeConfig.prism.additionalLanguages,
        keepSourceTrees: !next.context.dev,
        drawsDiagrams,
      };
      configured = false;
    },
    async compile(file, source, { query, target, assets: found }) {
      const params = new URLSearchParams(query);
      const truncated = params.get('truncated') === 'true';
      const text = truncated ? excerptOf(source, truncateMarkerOf(file)) : source;
      const key = keyOf(file, text);
      thread?.hurry(key);
      const result = await cachedMdxCompile(key, cacheDir, () => compileThread().compile(key, file, text, { soon: true }));
      saveSoon();
      for (const asset of result.assets) assets.set(asset.output, asset);
      found?.push(...result.assets);
      if (target === 'hot') return hotMdxModule(result.code);
      // MDX whose own exports need the content (see pickDataStatements) is never deferred.
      if (params.has(DEFERRED_QUERY) && result.dataExports !== null) {
        const content = truncated ? `${file}?truncated=true` : file;
        return deferredContentModule(content, result.dataExports, target, chunkNameOf(content));
      }
      return result.code;
    },
  };
  service.update(site);
  globalThis.__sitegenCompileMdx = service.compile;
  return service;
}

/** `markdown.hooks.onBrokenMarkdownImages` as the compile thread takes it: a policy as data (a function is loaded there with the site's code). */
function brokenImagePolicy(hook: NonNullable<LoadedSite['config']['markdown']['hooks']>['onBrokenMarkdownImages']): { onBrokenMarkdownImages?: BrokenImagePolicy } {
  return typeof hook === 'string' ? { onBrokenMarkdownImages: hook } : {};
}

/** Each content plugin's `admonitions` option as keywords, by its folders (see MdxPipelineOptions.admonitions); none when every plugin keeps the defaults. */
function admonitionRules(site: LoadedSite): MdxPipelineOptions['admonitions'] {
  const given = Object.entries(site.config.markdownPlugins ?? {}).filter(([, lists]) => lists?.admonitions !== undefined && lists.admonitions !== true);
  if (given.length === 0) return undefined;
  const instances = contentInstances(site);
  return given.map(([name, lists]) => ({ dirs: instances.find((i) => pluginContentKey(i.name, i.id) === name)?.dirs ?? [], keywords: admonitionKeywords(lists!.admonitions) }));
}

/** Whether `@theme/<name>` resolves to a site's or a plugin theme's component rather than sitegen's own. */
function isThemeComponentOverridden(site: LoadedSite, name: string): boolean {
  const { themeDirs } = siteAliases(site.siteDir, site.context.generatedDir, site.themePaths);
  const resolved = resolveThemeModule(themeDirs, name);
  return resolved !== undefined && !resolved.startsWith(path.join(GENERATOR_ROOT, 'src', 'theme') + path.sep);
}
