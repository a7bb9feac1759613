/**
 * Webpack's request forms that esbuild does not know, found in a site module's syntax tree (SWC's
 * parser) and written out as the code webpack's own handling amounts to, so that what the client
 * bundle accepts pre-renders too:
 *
 * - `require(`…${x}…`)` and `import(`…${x}…`)`: a context module, as webpack makes one: a table of
 *   every file the template can name (any type: Markdown, images, JSON…), each required on its
 *   own, looked up by the value at run time;
 * - `require.context(dir, recursive, /regex/)`: the same table, with `keys()`, `resolve()` and `id`;
 * - `new URL('/x/y.wasm', import.meta.url)` and `new URL('./y.png', import.meta.url)`: the URL the
 *   client bundle emits the file at, a root-relative path looked up in `resolve.roots` as Docusaurus
 *   sets them.
 *
 * Each table entry is an ordinary `require` of a relative path, which the bundle's loaders take
 * like any other import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { escapeRegExp } from '../utils/regexp';

export interface RequestContext {
  /** The site's folder: `@site/` requests start there. */
  siteDir: string;
  /** Where a root-relative URL (`/node_modules/…`) is looked up, in order (webpack's `resolve.roots`). */
  roots: string[];
  /** The URL the client bundle emits a file at, as an asset (the same name webpack gives it). */
  assetUrl(file: string): string;
}

interface Span {
  start: number;
  end: number;
}
interface Node {
  type?: string;
  span?: Span;
  [key: string]: unknown;
}
interface Replacement {
  start: number;
  end: number;
  code: string;
}

/** A quick look for the forms before parsing: most modules have none. */
const HAS_FORMS = /\b(?:require|import)\s*\(\s*`|require\.context|new URL\(/;

let swc: typeof import('@swc/core') | undefined;

/** The source with those requests written out, or undefined when it has none. */
export function rewriteWebpackRequests(source: string, file: string, context: RequestContext): string | undefined {
  if (!HAS_FORMS.test(source)) return undefined;
  // A statement of known length first: spans count from where the parser started (UTF-8 bytes).
  const PREFIX = 'void 0;\n';
  let program: Node;
  try {
    // Loaded on the first module that has a form: most builds have none, and its binding is large.
    swc ??= createRequire(import.meta.url)('@swc/core') as typeof import('@swc/core');
    program = swc.parseSync(PREFIX + source, { syntax: 'typescript', tsx: /\.[jt]sx?$/.test(file) && !file.endsWith('.ts'), comments: false }) as unknown as Node;
  } catch {
    // Not parsable here: esbuild reports the syntax error with its position.
    return undefined;
  }
  const first = (program.body as Node[])[0]?.span?.start ?? 1;
  const base = first + Buffer.byteLength(PREFIX);
  const bytes = Buffer.from(source);
  const at = (node: Node) => ({ start: (node.span?.start ?? base) - base, end: (node.span?.end ?? base) - base });
  const textOf = (node: Node) => {
    const { start, end } = at(node);
    return bytes.subarray(start, end).toString();
  };
  const replacements: Replacement[] = [];
  visit(program, (node) => {
    const code = requestCode(node, file, context, textOf);
    if (code !== undefined) replacements.push({ ...at(node), code });
  });
  if (replacements.length === 0) return undefined;
  const parts: string[] = [];
  let last = 0;
  for (const { start, end, code } of replacements.sort((a, b) => a.start - b.start)) {
    if (start < last) continue;
    parts.push(bytes.subarray(last, start).toString(), code);
    last = end;
  }
  parts.push(bytes.subarray(last).toString());
  return parts.join('');
}

/** Calls `enter` on every node, outermost first; a node it rewrote is not entered further. */
function visit(node: unknown, enter: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, enter);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const typed = node as Node;
  if (typeof typed.type === 'string') enter(typed);
  for (const [key, value] of Object.entries(typed)) if (key !== 'span' && value && typeof value === 'object') visit(value, enter);
}

/** The code for one request form, or undefined when the node is none of them. */
function requestCode(node: Node, file: string, context: RequestContext, textOf: (node: Node) => string): string | undefined {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const args = (node.arguments as Array<{ expression: Node }>).map((a) => a.expression);
    const isRequire = callee.type === 'Identifier' && callee.value === 'require';
    const isImport = callee.type === 'Import';
    if ((isRequire || isImport) && args[0]?.type === 'TemplateLiteral' && (args[0].expressions as Node[]).length > 0) {
      return templateRequest(args[0], isImport, file, context, textOf);
    }
    const isRequireContext = callee.type === 'MemberExpression' && (callee.object as Node).type === 'Identifier' && (callee.object as Node).value === 'require' && (callee.property as Node).value === 'context';
    if (isRequireContext && args[0]?.type === 'StringLiteral') {
      const recursive = args[1]?.type === 'BooleanLiteral' ? Boolean(args[1].value) : true;
      const pattern = args[2]?.type === 'RegExpLiteral' ? new RegExp(String(args[2].pattern), String(args[2].flags ?? '')) : /^\.\/.*$/;
      const dir = String(args[0].value);
      const base = requestDir(dir, file, context);
      return base === undefined ? undefined : `${contextTable(file, base, recursive, pattern, dir)}`;
    }
  }
  if (node.type === 'NewExpression') {
    const callee = node.callee as Node;
    const args = ((node.arguments as Array<{ expression: Node }> | undefined) ?? []).map((a) => a.expression);
    const second = args[1];
    const importMetaUrl = second?.type === 'MemberExpression' && (second.object as Node).type === 'MetaProperty' && (second.property as Node).value === 'url';
    if (callee.type === 'Identifier' && callee.value === 'URL' && args[0]?.type === 'StringLiteral' && importMetaUrl) {
      const asset = assetFile(String(args[0].value), file, context);
      return asset === undefined ? undefined : `new URL(${JSON.stringify(context.assetUrl(asset))}, import.meta.url)`;
    }
  }
  return undefined;
}

/** A template-literal request: the folder its static start names, and a pattern for the rest (webpack's context). */
function templateRequest(template: Node, isImport: boolean, file: string, context: RequestContext, textOf: (node: Node) => string): string | undefined {
  const quasis = (template.quasis as Node[]).map((q) => String(q.cooked ?? q.raw ?? ''));
  const expressions = template.expressions as Node[];
  const head = quasis[0] ?? '';
  const slash = head.lastIndexOf('/');
  if (slash < 0) return undefined;
  const dir = head.slice(0, slash + 1);
  const base = requestDir(dir, file, context);
  if (base === undefined) return undefined;
  const rest = [head.slice(slash + 1), ...quasis.slice(1)];
  const pattern = new RegExp(`^\\./${rest.map(escapeRegExp).join('.*')}$`);
  // The key at run time: the request with its folder part as `./`, the values in their places.
  const key = ['"./"', ...rest.flatMap((text, i) => [JSON.stringify(text), ...(i < expressions.length ? [`String(${textOf(expressions[i] as Node)})`] : [])])].join(' + ');
  const call = `${contextTable(file, base, true, pattern, dir)}(${key})`;
  return isImport ? `Promise.resolve().then(() => ${call})` : call;
}

/** The folder a request's static start names: `@site/…`, or relative to the file. */
function requestDir(dir: string, file: string, context: RequestContext): string | undefined {
  if (dir.startsWith('@site/')) return path.join(context.siteDir, dir.slice('@site/'.length));
  if (dir.startsWith('./') || dir.startsWith('../') || dir === '.' || dir === '..') return path.resolve(path.dirname(file), dir);
  return undefined;
}

/** The file a `new URL(…, import.meta.url)` names: relative to the module, or root-relative in the roots. */
function assetFile(request: string, file: string, context: RequestContext): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(request) || request.startsWith('//')) return undefined;
  const clean = request.split(/[?#]/)[0] ?? request;
  const candidates = clean.startsWith('/') ? context.roots.map((root) => path.join(root, clean)) : [path.resolve(path.dirname(file), clean)];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** What `require.context` returns: a function of a key (`./name.ext`) with `keys()`, `resolve()` and `id`. */
function contextTable(file: string, base: string, recursive: boolean, pattern: RegExp, id: string): string {
  const files = fs.existsSync(base) ? (fs.readdirSync(base, { recursive, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];
  const entries = files
    .map((f) => [`./${path.relative(base, f).split(path.sep).join('/')}`, f] as const)
    .filter(([key]) => pattern.test(key) && !key.split('/').includes('node_modules'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, f]) => `${JSON.stringify(key)}: () => require(${JSON.stringify(relativeRequest(path.dirname(file), f))})`);
  return `((table) => { const context = (key) => { if (!table[key]) throw new Error("Cannot find module '" + key + "' in " + ${JSON.stringify(id)}); return table[key](); }; context.keys = () => Object.keys(table); context.resolve = (key) => key; context.id = ${JSON.stringify(id)}; return context; })({ ${entries.join(', ')} })`;
}

/** `./x` or `../x`: a request esbuild takes as a path from `fromDir`. */
function relativeRequest(fromDir: string, target: string): string {
  const relative = path.relative(fromDir, target).split(path.sep).join('/') || '.';
  return relative.startsWith('.') ? relative : `./${relative}`;
}

