/**
 * MDX source → plain Markdown for readers' tools: imports and exports stripped, partials inlined,
 * admonitions as block quotes with their label, tabs as headed sections, components rendered to
 * Markdown (tables stay tables), links and images made absolute.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { parseFrontMatter } from '../../src/node/mdx/front-matter';
import { preprocessMarkdown } from '../../src/node/mdx/preprocess';
import { takeSourceTree } from '../../src/node/mdx/source-trees';
import { hashedAssetPath } from '../../src/node/mdx/remark-images';
import { htmlToMarkdown } from './html-to-markdown';
import { plainTextHandler } from './plain-text';
import type { ComponentImport, RenderComponent } from './render-components';
import { markdownFormatOf, type MarkdownFormat } from '../../src/node/mdx/format';
import { applyTrailingSlash, isFileLink } from '../../src/shared/paths';

export interface ConvertOptions {
  /** Absolute URL of the page the file is routed at (links `#x` are made absolute against it). */
  pageUrl: string;
  siteUrl: string;
  baseUrl: string;
  /** The site's `trailingSlash`: links to pages are written as the site's pages write them. */
  trailingSlash?: boolean;
  /** Source file → route path, for relative links between docs. */
  fileRoutes: Map<string, string>;
  renderComponent?: RenderComponent;
  /** `<DocCardList />`: the links of the page's sidebar category. */
  categoryLinks?: Array<{ label: string; href: string; description?: string }>;
  /** How `.md` files are read (the site's `markdown.format`). */
  markdownFormat?: MarkdownFormat;
}

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
const HANDLED_ELSEWHERE = new Set(['Tabs', 'TabItem', 'Admonition', 'DocCardList', 'Heading', 'details', 'summary']);

/** The imports of an MDX file: local name → what it names. */
export function parseImports(code: string): Map<string, ComponentImport> {
  const imports = new Map<string, ComponentImport>();
  for (const m of code.matchAll(/import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, clause = '', source = ''] = m;
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const defaultName = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
    if (defaultName && /^[A-Za-z_$][\w$]*$/.test(defaultName)) imports.set(defaultName, { source, exportName: 'default' });
    for (const part of named?.split(',') ?? []) {
      const [exported = '', local = exported] = part.trim().split(/\s+as\s+/);
      if (exported) imports.set(local.trim(), { source, exportName: exported.trim() });
    }
  }
  return imports;
}

/** Every component import of an MDX file and the partials it pulls in (for bundling them once). */
export function componentImports(file: string, markdownFormat?: MarkdownFormat, seen = new Set<string>()): ComponentImport[] {
  if (seen.has(file) || markdownFormatOf(file, markdownFormat) !== 'mdx') return [];
  seen.add(file);
  const imports = [...parseImports(fs.readFileSync(file, 'utf8')).values()];
  return imports.flatMap((i) => (/\.mdx?$/.test(i.source) ? componentImports(path.resolve(path.dirname(file), i.source), markdownFormat, seen) : [{ ...i, source: resolveSource(i.source, file) }]));
}

/** Relative component imports are made absolute so one bundle can hold every file's. */
function resolveSource(source: string, file: string): string {
  return source.startsWith('.') ? path.resolve(path.dirname(file), source) : source;
}

export function parseMarkdownFile(file: string, markdownFormat?: MarkdownFormat): { frontMatter: Record<string, unknown>; tree: Root } {
  const { frontMatter, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
  const format = markdownFormatOf(file, markdownFormat);
  const text = preprocessMarkdown(body, format);
  // The build's MDX compile parsed the same text already (the usual case): no second parse.
  const compiled = takeSourceTree(format, text);
  if (compiled) return { frontMatter, tree: compiled };
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  return { frontMatter, tree: processor.parse(text) as Root };
}

/** One processor for every file: making one runs each plugin's setup (GFM's combines its syntax extensions). */
const MARKDOWN_WRITER = unified().use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '*', handlers: { text: plainTextHandler } }).use(remarkGfm).freeze();

/** Converts one docs file to Markdown: a title line, the description, then the body. */
export function mdxToMarkdown(file: string, title: string, description: string | undefined, options: ConvertOptions): string {
  const { tree } = parseMarkdownFile(file, options.markdownFormat);
  const body = convertTree(tree, file, options, new Set([file]));
  const hasTitle = body.children[0]?.type === 'heading' && body.children[0].depth === 1;
  const head = [hasTitle ? '' : `# ${title}`, description ? `> ${description}` : ''].filter(Boolean).join('\n\n');
  const text = MARKDOWN_WRITER.stringify(body);
  return `${head}\n\n${text}`.trim() + '\n';
}

interface Context {
  file: string;
  imports: Map<string, ComponentImport>;
  options: ConvertOptions;
  /** Depth of the last heading seen, for the headings tabs get. */
  depth: number;
  inlining: Set<string>;
}

function convertTree(tree: Root, file: string, options: ConvertOptions, inlining: Set<string>): Root {
  const imports = new Map<string, ComponentImport>();
  for (const node of tree.children) if (node.type === 'mdxjsEsm') for (const [k, v] of parseImports(node.value)) imports.set(k, v);
  const context: Context = { file, imports, options, depth: 1, inlining };
  return { type: 'root', children: convertAll(tree.children, context) as RootContent[] };
}

function convertAll(nodes: Nodes[], context: Context): Nodes[] {
  return nodes.flatMap((node) => convert(node, context));
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function labelParagraph(label: string): RootContent {
  return { type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] };
}

function convert(node: Nodes, context: Context): Nodes[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'heading': {
      context.depth = node.depth;
      const children = convertAll(node.children, context) as PhrasingContent[];
      const last = children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[\w.:-]+\}\s*$/, '');
      return [{ ...node, children }];
    }
    case 'containerDirective': {
      if (!ADMONITIONS.has(node.name)) return convertAll(node.children, context);
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const label = hasLabel ? plainText(first) : capitalize(node.name);
      return [admonition(label, convertAll(hasLabel ? rest : node.children, context))];
    }
    case 'leafDirective':
    case 'textDirective':
      return [text(`:${node.name}`), ...convertAll(node.children, context)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, context);
    case 'link':
      return [{ ...node, url: absoluteLink(node.url, context), children: convertAll(node.children, context) as PhrasingContent[] }];
    case 'image':
      return [{ ...node, url: absoluteImage(node.url, context) }];
    default:
      if ('children' in node) return [{ ...node, children: convertAll((node as Parent).children as Nodes[], context) } as Nodes];
      return [node];
  }
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'mdxJsxTextElement', 'mdxTextExpression', 'textDirective']);

/**
 * Flow content for a block: runs of inline nodes go into paragraphs. The compiler's tree has
 * JSX written on one line (`<TabItem>Text</TabItem>`) as a block holding bare inline content.
 */
function asFlow(nodes: Nodes[]): Nodes[] {
  const flow: Nodes[] = [];
  let run: PhrasingContent[] = [];
  const close = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) flow.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      close();
      flow.push(node);
    }
  }
  close();
  return flow;
}

function isTabItem(node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'TabItem';
}

function admonition(label: string, children: Nodes[]): RootContent {
  return { type: 'blockquote', children: [labelParagraph(label), ...(children as RootContent[])] as never };
}

function convertJsx(node: MdxJsxFlowElement | MdxJsxTextElement, context: Context): Nodes[] {
  const name = node.name ?? '';
  const attrs = jsxProps(node.attributes);
  const children = () => (node.type === 'mdxJsxFlowElement' ? asFlow(convertAll(node.children as Nodes[], context)) : convertAll(node.children as Nodes[], context));
  if (!name) return children();
  if (name === 'Tabs') {
    const depth = Math.min(6, context.depth + 1) as Heading['depth'];
    // Tab items written on one line each end up inside a paragraph: look through it.
    const items = (node.children as Nodes[]).flatMap((child) => (child.type === 'paragraph' && child.children.some(isTabItem) ? (child.children as Nodes[]).filter(isTabItem) : [child]));
    return items.flatMap((child) => {
      if (!isTabItem(child)) return convert(child, context);
      const props = jsxProps(child.attributes);
      const label = String(props.label ?? props.value ?? 'Tab');
      const saved = context.depth;
      context.depth = depth;
      const content = asFlow(convertAll(child.children as Nodes[], context));
      context.depth = saved;
      return [{ type: 'heading', depth, children: [text(label)] } as Heading, ...content];
    });
  }
  if (name === 'Admonition') return [admonition(String(attrs.title ?? capitalize(String(attrs.type ?? 'note'))), children())];
  if (name === 'details') {
    const summary = (node.children as Nodes[]).find((c) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'summary');
    const rest = (node.children as Nodes[]).filter((c) => c !== summary);
    return [...(summary ? [labelParagraph(plainText(summary))] : []), ...convertAll(rest, context)];
  }
  if (name === 'Heading' && typeof attrs.as === 'string' && /^h[1-6]$/.test(attrs.as)) {
    const depth = Number(attrs.as[1]) as Heading['depth'];
    context.depth = depth;
    return [{ type: 'heading', depth, children: children() as PhrasingContent[] }];
  }
  if (name === 'DocCardList') {
    const links = context.options.categoryLinks ?? [];
    return links.length === 0 ? [] : [{ type: 'list', ordered: false, spread: false, children: links.map((l) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: absoluteLink(l.href, context), children: [text(l.label)] }, ...(l.description ? [text(`: ${l.description}`)] : [])] }] })) }];
  }
  if (name === 'a' && typeof attrs.href === 'string') return [{ type: 'link', url: absoluteLink(attrs.href, context), children: children() as PhrasingContent[] }];
  if (name === 'br') return [{ type: 'break' }];
  if (name === 'img') return [text(String(attrs.alt ?? ''))];
  if (name === 'code' || name === 'kbd') return [{ type: 'inlineCode', value: plainText(node) }];
  const imported = context.imports.get(name);
  if (imported && /\.mdx?$/.test(imported.source)) return inlinePartial(path.resolve(path.dirname(context.file), imported.source), context);
  if (imported && !HANDLED_ELSEWHERE.has(name)) {
    const html = context.options.renderComponent?.({ ...imported, source: resolveSource(imported.source, context.file) }, attrs);
    if (html === undefined) return [{ type: 'paragraph', children: [text('(Interactive content: see '), { type: 'link', url: context.options.pageUrl, children: [text('the web page')] }, text('.)')] }];
    const markdown = htmlToMarkdown(html);
    if (!markdown) return [];
    if (node.type === 'mdxJsxTextElement') return [text(markdown.replace(/\s+/g, ' '))];
    // Already Markdown: written out as it is (an html node is), not parsed only to be written again.
    return [{ type: 'html', value: markdown }];
  }
  return children();
}

/** A partial's content in place of its component (its own imports resolved against it). */
function inlinePartial(file: string, context: Context): Nodes[] {
  if (context.inlining.has(file) || !fs.existsSync(file)) return [];
  const { tree } = parseMarkdownFile(file, context.options.markdownFormat);
  return convertTree(tree, file, context.options, new Set([...context.inlining, file])).children as Nodes[];
}

/** JSX attribute values: strings as they are; `{...}` literals (numbers, booleans, arrays) evaluated as JSON where possible. */
function jsxProps(attributes: Array<MdxJsxAttribute | { type: string }>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { name, value } = attribute as MdxJsxAttribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      try {
        props[name] = JSON.parse(value.value.replace(/'/g, '"'));
      } catch {
        props[name] = value.value;
      }
    }
  }
  return props;
}

function absoluteLink(url: string, context: Context): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('#')) return context.options.pageUrl + url;
  const [target = '', hash] = url.split('#');
  const { siteUrl, baseUrl, trailingSlash } = context.options;
  // As the page's own links (Link): the site's trailing slash rule, files left as written.
  const link = (sitePath: string) => siteUrl + (isFileLink(sitePath) ? sitePath : applyTrailingSlash(sitePath, { trailingSlash, baseUrl })) + (hash ? `#${hash}` : '');
  if (url.startsWith('/')) return link(target);
  const file = path.resolve(path.dirname(context.file), decodeURIComponent(target));
  const route = context.options.fileRoutes.get(file);
  if (route) return link(route);
  const resolved = new URL(url, context.options.pageUrl);
  if (resolved.origin === new URL(siteUrl).origin && !isFileLink(resolved.pathname)) resolved.pathname = applyTrailingSlash(resolved.pathname, { trailingSlash, baseUrl });
  return resolved.href;
}

function absoluteImage(url: string, context: Context): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return context.options.siteUrl + url;
  const file = path.resolve(path.dirname(context.file), decodeURIComponent(url));
  if (!fs.existsSync(file)) return url;
  return context.options.siteUrl + context.options.baseUrl + hashedAssetPath(file, fs.readFileSync(file));
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
