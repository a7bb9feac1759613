import type { UpgradeResult } from './engine/types';

/** The loaded engine, bound to a parser. */
export interface Upgrader {
  upgrade(text: string): UpgradeResult;
  /** The unified diff between `original` and its upgrade. */
  diff(original: string, result: UpgradeResult): string;
}

/**
 * Loads the devicetree parser (web-tree-sitter and two wasm files) and the upgrade engine.
 * Only this page calls it, from an effect: nothing of it is in the shared bundle or the
 * pre-render.
 */
export async function loadUpgrader(): Promise<Upgrader> {
  const [{ createParser }, engine] = await Promise.all([
    import(/* webpackChunkName: "tree-sitter" */ '@zmk/tree-sitter'),
    import(/* webpackChunkName: "keymap-upgrade-engine" */ './engine.client'),
  ]);
  const parser = await createParser('devicetree');
  return {
    upgrade: (text) => engine.upgradeKeymap(parser, text),
    diff: (original, result) => engine.unifiedDiff(original, result.edits),
  };
}
