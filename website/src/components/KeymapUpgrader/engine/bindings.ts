import type { UpgradeContext } from './context';
import { tokenize, type MacroRegion } from './scan';
import type { EditSource } from './types';

/** Punctuation that ends a binding. */
const BINDING_TERMINATORS = new Set([';', '<', '>', '=', '{', '}']);

export interface TokenScanOptions {
  source: EditSource;
  /** Whether identifiers may be keycodes (false: only behavior references are upgraded). */
  keycodes: boolean;
  /** Skip the first argument of a macro call (the name of what it creates). */
  skipFirstArgument?: boolean;
  /** Names that are not keycodes here (a define's parameters). */
  skip?: ReadonlySet<string>;
  /** Skip identifiers that are part of a dashed property name (`wait-ms` in a macro call). */
  skipDashed?: boolean;
}

/**
 * Upgrades behavior references and keycodes in `text[start, end)` token by token: a cell
 * array's contents, a `#define` body or a macro call's arguments.
 *
 * A binding is `&label` and the parameters after it, up to the next `&label`, a `,` at its
 * own parenthesis depth, or one of `; < > = { }`. Identifiers used as functions (`LC` in
 * `LC(A)`) are never keycodes. Returns false when the parentheses do not balance.
 */
export function scanTokens(ctx: UpgradeContext, start: number, end: number, options: TokenScanOptions): boolean {
  const { text } = ctx;
  const tokens = tokenize(text, start, end);
  let depth = 0;
  let argument = 0;
  let bindingDepth = 0;
  let balanced = true;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    if (token.type === 'ref') {
      ctx.reference(token.start, token.end, options.source, options.keycodes);
      bindingDepth = depth;
      continue;
    }
    if (token.type === 'punct') {
      const p = text[token.start];
      if (p === '(') depth++;
      else if (p === ')') {
        if (--depth < 0) balanced = false;
        if (ctx.inBinding && depth < bindingDepth) ctx.closeBinding();
        else ctx.extendBinding(token.end);
      } else if (p === ',') {
        if (ctx.inBinding && depth === bindingDepth) ctx.closeBinding();
        if (depth === 0) argument++;
      } else if (BINDING_TERMINATORS.has(p)) ctx.closeBinding();
      continue;
    }
    ctx.extendBinding(token.end);
    if (token.type === 'number' || !options.keycodes) continue;
    if (options.skipFirstArgument && argument === 0 && depth === 0) continue;
    if (options.skip?.has(text.slice(token.start, token.end))) continue;
    if (options.skipDashed && (text[token.start - 1] === '-' || text[token.end] === '-')) continue;
    const next = tokens[t + 1];
    if (next?.type === 'punct' && text[next.start] === '(') continue;
    ctx.keycode(token.start, token.end, options.source);
  }
  ctx.closeBinding();
  return balanced && depth === 0;
}

/** Upgrades a `#define` body or a macro call's arguments, which the parser does not see. */
export function upgradeRegion(ctx: UpgradeContext, region: MacroRegion): void {
  const isDefine = region.kind === 'define';
  scanTokens(ctx, region.bodyStart, region.bodyEnd, {
    source: isDefine ? 'define' : 'macro',
    keycodes: true,
    skipFirstArgument: !isDefine,
    skip: new Set(region.params),
    skipDashed: true,
  });
  if (region.unclosed) {
    ctx.notice('unclosed-macro', region.start, region.end, `${region.name}( is never closed: everything after it was read as its arguments.`);
  }
}
