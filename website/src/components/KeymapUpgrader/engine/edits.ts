import type { TextEdit } from './types';

/**
 * Sorts edits and drops any that overlap one already taken. A binding replaced as a whole
 * (a removed keycode) starts before the renames inside it and is longer, so it wins.
 */
export function resolveEdits(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextEdit[] = [];
  let reached = -1;
  for (const edit of sorted) {
    if (edit.start < reached) continue;
    kept.push(edit);
    reached = Math.max(reached, edit.end);
  }
  return kept;
}

/** Applies sorted, non-overlapping edits. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const parts: string[] = [];
  let last = 0;
  for (const edit of edits) {
    parts.push(text.slice(last, edit.start), edit.text);
    last = edit.end;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/** Maps an offset of the original text to the upgraded text. */
export function createOffsetMap(edits: readonly TextEdit[]): (offset: number) => number {
  const starts = edits.map((e) => e.start);
  const shifts: number[] = [];
  let shift = 0;
  for (const edit of edits) {
    shift += edit.text.length - (edit.end - edit.start);
    shifts.push(shift);
  }
  return (offset) => {
    // The last edit starting before the offset decides the shift.
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) return offset;
    const edit = edits[found];
    // Inside a replaced range: the start of its replacement.
    if (offset < edit.end) return edit.start + (found > 0 ? shifts[found - 1] : 0);
    return offset + shifts[found];
  };
}
