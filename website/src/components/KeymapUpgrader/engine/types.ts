import type { KeymapUpgradePass } from '../../../data/types';

export type { KeymapUpgradePass };

/** Where in the keymap an edit was made. */
export type EditSource = 'devicetree' | 'define' | 'macro';

/** One text replacement, in offsets of the original text (`start === end` inserts). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  pass: KeymapUpgradePass;
  /** The rule as people read it, e.g. `NUM_1 → N1`; changes are counted per rule. */
  rule: string;
  source: EditSource;
}

/** Something the user should look at: a part that could not be upgraded or was guessed. */
export interface UpgradeNotice {
  kind: 'syntax-error' | 'removed-keycode' | 'encoder-resolution' | 'unclosed-macro' | 'parser-failed' | 'undecided-property';
  /** 1-based line and column in the original text. */
  line: number;
  column: number;
  /** Last line of the region (syntax errors span lines). */
  endLine: number;
  message: string;
}

/** A rule applied, with how often. */
export interface RuleCount {
  pass: KeymapUpgradePass;
  rule: string;
  count: number;
}

export interface UpgradeResult {
  /** The upgraded keymap. */
  text: string;
  /** The edits that were applied, sorted, non-overlapping. */
  edits: TextEdit[];
  /** Applied rules with their counts, in pass order then by first use. */
  counts: RuleCount[];
  notices: UpgradeNotice[];
  /** 1-based lines of the upgraded text that an edit touched. */
  changedLines: number[];
  /** 1-based lines of the upgraded text inside a syntax error region. */
  errorLines: number[];
}
