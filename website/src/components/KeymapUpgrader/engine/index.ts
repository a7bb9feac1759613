/**
 * The keymap upgrade engine: pure functions over text and a web-tree-sitter parser with the
 * devicetree grammar. The page loads it (and the parser) on demand; tests run it in Node.
 */
import type { Parser, Tree } from 'web-tree-sitter';
import defaultRules from '../../../data/keymap-upgrade.json';
import type { KeymapUpgradeRules } from '../../../data/types';
import { UpgradeContext } from './context';
import { applyEdits, createOffsetMap, resolveEdits } from './edits';
import { lineAt, lineStarts } from './lines';
import { upgradeRegion } from './bindings';
import { compileRules } from './rules';
import { maskForParser, scanKeymap } from './scan';
import { upgradeTree } from './tree';
import type { RuleCount, TextEdit, UpgradeResult } from './types';

export type { RuleCount, TextEdit, UpgradeNotice, UpgradeResult, KeymapUpgradePass } from './types';
export { unifiedDiff } from './diff';

export const KEYMAP_UPGRADE_RULES = defaultRules as KeymapUpgradeRules;

/** What the engine needs of a parser: web-tree-sitter's `Parser` with the devicetree language set. */
export type KeymapParser = Pick<Parser, 'parse'>;

/**
 * Upgrades a keymap. Never throws on bad input: whatever cannot be parsed is reported as a
 * notice and the rest is still upgraded.
 */
export function upgradeKeymap(parser: KeymapParser, text: string, rules: KeymapUpgradeRules = KEYMAP_UPGRADE_RULES): UpgradeResult {
  const compiled = compileRules(rules);
  const starts = lineStarts(text);
  const ctx = new UpgradeContext(compiled, text, starts);

  const scan = scanKeymap(text);
  for (const region of scan.regions) upgradeRegion(ctx, region);

  let tree: Tree | null = null;
  try {
    tree = parser.parse(maskForParser(text, scan));
  } catch (error) {
    ctx.notice('parser-failed', 0, 0, `The devicetree parser failed (${error instanceof Error ? error.message : String(error)}); only macros and defines were upgraded.`);
  }
  let appendTriggers = false;
  if (tree) {
    try {
      const findings = upgradeTree(ctx, tree);
      appendTriggers = findings.upgradedResolutions > 0 && !findings.hasTriggersProperty;
    } finally {
      tree.delete();
    }
  }
  if (appendTriggers) {
    const { triggersProperty, triggersPerRotation } = compiled.source.encoder;
    const lead = text.length === 0 || text.endsWith('\n') ? '' : '\n';
    ctx.edit(
      'encoder-resolution',
      text.length,
      text.length,
      `${lead}\n/* Added by the keymap upgrader: encoders now give their steps per full turn, and this\n * sets how many times per turn the sensor bindings fire. */\n&sensors {\n    ${triggersProperty} = <${triggersPerRotation}>;\n};\n`,
      `${triggersProperty} added`,
      'devicetree',
    );
  }

  const edits = resolveEdits(ctx.edits);
  const upgraded = applyEdits(text, edits);
  const outStarts = lineStarts(upgraded);
  const toOutput = createOffsetMap(edits);

  const changed = new Set<number>();
  for (const edit of edits) {
    if (edit.text.length === 0) continue;
    const from = toOutput(edit.start);
    const first = lineAt(outStarts, from);
    // A replacement that ends with a line break does not touch the line after it.
    const last = lineAt(outStarts, from + edit.text.length - (edit.text.endsWith('\n') ? 2 : 1));
    for (let line = first; line <= Math.max(first, last); line++) changed.add(line);
  }
  const errorLines = new Set<number>();
  for (const notice of ctx.notices) {
    if (notice.kind !== 'syntax-error') continue;
    const first = lineAt(outStarts, toOutput(starts[notice.line - 1] ?? 0));
    const last = lineAt(outStarts, toOutput(starts[notice.endLine - 1] ?? 0));
    for (let line = first; line <= last; line++) errorLines.add(line);
  }

  return {
    text: upgraded,
    edits,
    counts: countRules(edits, compiled.passRank),
    notices: [...ctx.notices].sort((a, b) => a.line - b.line || a.column - b.column),
    changedLines: [...changed].sort((a, b) => a - b),
    errorLines: [...errorLines].sort((a, b) => a - b),
  };
}

function countRules(edits: readonly TextEdit[], passRank: Map<string, number>): RuleCount[] {
  const counts = new Map<string, RuleCount>();
  for (const edit of edits) {
    const key = `${edit.pass}\u0000${edit.rule}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { pass: edit.pass, rule: edit.rule, count: 1 });
  }
  // Stable sort: within a pass, rules stay in order of first use.
  return [...counts.values()].sort((a, b) => (passRank.get(a.pass) ?? 99) - (passRank.get(b.pass) ?? 99));
}
