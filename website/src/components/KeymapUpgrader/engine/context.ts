import { positionAt } from './lines';
import { removedKeycodeComment, type CompiledRules } from './rules';
import type { EditSource, KeymapUpgradePass, TextEdit, UpgradeNotice } from './types';

/** One behavior binding being read: `&label` and the parameters after it. */
interface OpenBinding {
  start: number;
  end: number;
  removed?: string;
}

/**
 * What the tree walk and the macro scan share: the rules, the original text, and the edits and
 * notices collected so far. Keycode rules work per binding, so a removed keycode can take its
 * whole binding with it.
 */
export class UpgradeContext {
  readonly edits: TextEdit[] = [];
  readonly notices: UpgradeNotice[] = [];
  private binding: OpenBinding | undefined;
  private bindingSource: EditSource = 'devicetree';

  constructor(
    readonly rules: CompiledRules,
    readonly text: string,
    readonly starts: readonly number[],
  ) {}

  edit(pass: KeymapUpgradePass, start: number, end: number, text: string, rule: string, source: EditSource): void {
    this.edits.push({ start, end, text, pass, rule, source });
  }

  notice(kind: UpgradeNotice['kind'], start: number, end: number, message: string): void {
    const from = positionAt(this.starts, start);
    const to = positionAt(this.starts, Math.max(start, end - 1));
    this.notices.push({ kind, line: from.line, column: from.column, endLine: to.line, message });
  }

  /** `&label` at [start, end): renames a deprecated behavior and opens a binding. */
  reference(start: number, end: number, source: EditSource, opensBinding: boolean): void {
    const label = this.text.slice(start + 1, end);
    const replacement = this.rules.behaviors.get(label);
    if (replacement !== undefined) this.edit('behaviors', start + 1, end, replacement, `&${label} → &${replacement}`, source);
    if (opensBinding) {
      this.closeBinding();
      this.binding = { start, end };
      this.bindingSource = source;
    }
  }

  /** Extends the open binding over a parameter ending at `end`. */
  extendBinding(end: number): void {
    if (this.binding) this.binding.end = Math.max(this.binding.end, end);
  }

  get inBinding(): boolean {
    return this.binding !== undefined;
  }

  /** Ends the open binding; one holding a removed keycode becomes `&none` and a comment. */
  closeBinding(): void {
    const binding = this.binding;
    this.binding = undefined;
    if (!binding?.removed) return;
    const name = binding.removed;
    this.edit('keycodes', binding.start, binding.end, `&none ${removedKeycodeComment(name)}`, `${name} removed`, this.bindingSource);
    this.notice('removed-keycode', binding.start, binding.end, `${name} no longer exists and has no replacement: its binding became &none. Pick another key by hand.`);
  }

  /**
   * An identifier that may be a keycode. In a devicetree `bindings` value every rule applies.
   * In macros and defines, modifier macros (`MOD_LSFT`) count only inside a binding, where they
   * are keycode parameters; elsewhere (`mods = <MOD_LSFT>`) they are flags and stay.
   */
  keycode(start: number, end: number, source: EditSource): void {
    const name = this.text.slice(start, end);
    const rule = this.rules.keycodes.get(name);
    if (!rule) return;
    if (rule.kind === 'removed' || rule.to === null) {
      if (this.binding) {
        this.binding.removed ??= name;
        this.extendBinding(end);
      } else if (source === 'devicetree') {
        this.edit('keycodes', start, end, removedKeycodeComment(name), `${name} removed`, source);
        this.notice('removed-keycode', start, end, `${name} no longer exists and has no replacement: it was replaced by a comment. Fix this by hand.`);
      } else {
        this.notice('removed-keycode', start, end, `${name} no longer exists and has no replacement; it is left as it is here. Fix this by hand.`);
      }
      return;
    }
    if (rule.kind === 'modifier-macro-to-keycode' && source !== 'devicetree' && !this.binding) return;
    this.edit('keycodes', start, end, rule.to, `${name} → ${rule.to}`, source);
  }
}
