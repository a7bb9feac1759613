/**
 * Webpack's request forms that esbuild does not know, found in a site module's syntax tree (the
 * module as esbuild compiles it to JavaScript, parsed by acorn, the parser webpack itself uses) and
 * written out as the code webpack's own handling amounts to, so that what the client bundle accepts
 * pre-renders too:
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
import { parse } from 'acorn';
import { transform } from 'esbuild';
import { escapeRegExp } from '../utils/regexp';

export interface RequestContext {
  /** The site's folder: `@site/` requests start there. */
  siteDir: string;
  /** Where a root-relative URL (`/node_modules/…`) is looked up, in order (webpack's `resolve.roots`). */
  roots: string[];
  /** The URL the client bundle emits a file at, as an asset (the same name webpack gives it). */
  assetUrl(file: string): string;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Replacement {
  start: number;
  end: number;
  code: string;
}

/** A quick look for the forms before parsing: most modules have none. */
const HAS_FORMS = /\b(?:require|import)\s*\(\s*`|require\.context|new URL\(/;

/**
 * The module as JavaScript with those requests written out, or undefined when it has none. The
 * module is compiled by esbuild first (TypeScript, JSX), as the bundle would compile it.
 */
export async function rewriteWebpackRequests(source: string, file: string, context: RequestContext): Promise<string | undefined> {
  if (!HAS_FORMS.test(source)) return undefined;
  let code: string;
  let program: Node;
  try {
    ({ code } = await transform(source, { loader: loaderOf(file), jsx: 'automatic', sourcefile: file, target: 'esnext' }));
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true }) as unknown as Node;
  } catch {
    // Not parsable here: the bundle reports the syntax error with its position.
    return undefined;
  }
  const replacements: Replacement[] = [];
  const textOf = (node: Node) => code.slice(node.start, node.end);
  visit(program, (node) => {
    const written = requestCode(node, file, context, textOf);
    if (written !== undefined) replacements.push({ start: node.start, end: node.end, code: written });
  });
  if (replacements.length === 0) return undefined;
  const parts: string[] = [];
  let last = 0;
  for (const { start, end, code: written } of replacements.sort((a, b) => a.start - b.start)) {
    if (start < last) continue;
    parts.push(code.slice(last, start), written);
    last = end;
  }
  parts.push(code.slice(last));
  return parts.join('');
}

function loaderOf(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  if (/\.[cm]?tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  return 'jsx';
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
  for (const value of Object.values(typed)) if (value && typeof value === 'object') visit(value, enter);
}

/** A string literal's value, or undefined for any other node. */
const stringOf = (node: Node | undefined) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);
const isIdentifier = (node: Node | undefined, name: string) => node?.type === 'Identifier' && node.name === name;

/** The code for one request form, or undefined when the node is none of them. */
function requestCode(node: Node, file: string, context: RequestContext, textOf: (node: Node) => string): string | undefined {
  if (node.type === 'ImportExpression' && (node.source as Node).type === 'TemplateLiteral') {
    return templateRequest(node.source as Node, true, file, context, textOf);
  }
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (isIdentifier(callee, 'require') && args[0]?.type === 'TemplateLiteral') return templateRequest(args[0], false, file, context, textOf);
    const dir = stringOf(args[0]);
    if (callee.type === 'MemberExpression' && isIdentifier(callee.object as Node, 'require') && isIdentifier(callee.property as Node, 'context') && dir !== undefined) {
      const recursive = args[1]?.type === 'Literal' && typeof args[1].value === 'boolean' ? args[1].value : true;
      const regex = args[2]?.type === 'Literal' ? (args[2].regex as { pattern: string; flags: string } | undefined) : undefined;
      const base = requestDir(dir, file, context);
      return base === undefined ? undefined : contextTable(file, base, recursive, regex ? new RegExp(regex.pattern, regex.flags) : /^\.\/.*$/, dir);
    }
  }
  if (node.type === 'NewExpression' && isIdentifier(node.callee as Node, 'URL')) {
    const [first, second] = node.arguments as Node[];
    const request = stringOf(first);
    const importMetaUrl = second?.type === 'MemberExpression' && (second.object as Node).type === 'MetaProperty' && isIdentifier(second.property as Node, 'url');
    const asset = request !== undefined && importMetaUrl ? assetFile(request, file, context) : undefined;
    return asset === undefined ? undefined : `new URL(${JSON.stringify(context.assetUrl(asset))}, import.meta.url)`;
  }
  return undefined;
}

/** A template-literal request: the folder its static start names, and a pattern for the rest (webpack's context). */
function templateRequest(template: Node, isImport: boolean, file: string, context: RequestContext, textOf: (node: Node) => string): string | undefined {
  const quasis = (template.quasis as Node[]).map((q) => (q.value as { cooked: string | null; raw: string }).cooked ?? '');
  const expressions = template.expressions as Node[];
  if (expressions.length === 0) return undefined;
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

