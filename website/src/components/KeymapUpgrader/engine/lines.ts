/** Offsets where each line starts (line 1 at index 0). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  let i = text.indexOf('\n');
  while (i >= 0) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return starts;
}

/** 1-based line of `offset`, by binary search over `lineStarts`. */
export function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** 1-based line and column of `offset`. */
export function positionAt(starts: readonly number[], offset: number): { line: number; column: number } {
  const line = lineAt(starts, offset);
  return { line, column: offset - starts[line - 1] + 1 };
}
