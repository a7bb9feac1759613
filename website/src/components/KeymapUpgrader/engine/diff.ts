import { applyEdits } from './edits';
import { lineAt, lineStarts } from './lines';
import type { TextEdit } from './types';

/** The lines of a text (a final line break does not start another line). */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => l.replace(/\r$/, ''));
}

/** A run of whole original lines that the edits changed, and what they became. */
interface ChangedBlock {
  /** 0-based first original line. */
  oldStart: number;
  oldLines: string[];
  newLines: string[];
}

/**
 * Blocks of changed lines, straight from the edits: no diff algorithm is needed because the
 * engine knows exactly where it changed the text.
 */
export function changedBlocks(original: string, edits: readonly TextEdit[]): ChangedBlock[] {
  const starts = lineStarts(original);
  const blocks: ChangedBlock[] = [];
  let i = 0;
  while (i < edits.length) {
    const first = lineAt(starts, edits[i].start) - 1;
    let last = lineAt(starts, Math.max(edits[i].start, edits[i].end - 1)) - 1;
    let j = i + 1;
    // Edits on the same or the next line make one block, so a run of changed lines reads as
    // all its old lines, then all its new ones.
    while (j < edits.length && lineAt(starts, edits[j].start) - 1 <= last + 1) {
      last = Math.max(last, lineAt(starts, Math.max(edits[j].start, edits[j].end - 1)) - 1);
      j++;
    }
    const segmentStart = starts[first];
    const segmentEnd = last + 1 < starts.length ? starts[last + 1] : original.length;
    const segment = original.slice(segmentStart, segmentEnd);
    const local = edits.slice(i, j).map((e) => ({ ...e, start: e.start - segmentStart, end: e.end - segmentStart }));
    blocks.push({ oldStart: first, oldLines: linesOf(segment), newLines: linesOf(applyEdits(segment, local)) });
    i = j;
  }
  return blocks;
}

/** A unified diff (`diff -u` style, `context` lines around each change) of the upgrade. */
export function unifiedDiff(original: string, edits: readonly TextEdit[], fileName = 'keymap', context = 3): string {
  const blocks = changedBlocks(original, edits);
  if (blocks.length === 0) return '';
  const oldAll = linesOf(original);
  const out = [`--- a/${fileName}`, `+++ b/${fileName}`];
  let shift = 0; // new line number minus old line number before the current block
  let b = 0;
  while (b < blocks.length) {
    // Blocks whose context would touch go into one hunk.
    let e = b;
    while (e + 1 < blocks.length && blocks[e + 1].oldStart - (blocks[e].oldStart + blocks[e].oldLines.length) <= 2 * context) e++;
    const hunkOldStart = Math.max(0, blocks[b].oldStart - context);
    const lastBlock = blocks[e];
    const hunkOldEnd = Math.min(oldAll.length, lastBlock.oldStart + lastBlock.oldLines.length + context);
    const body: string[] = [];
    let oldCount = 0;
    let newCount = 0;
    let line = hunkOldStart;
    const hunkNewStart = hunkOldStart + shift;
    for (let k = b; k <= e; k++) {
      const block = blocks[k];
      for (; line < block.oldStart; line++, oldCount++, newCount++) body.push(` ${oldAll[line]}`);
      for (const l of block.oldLines) body.push(`-${l}`);
      for (const l of block.newLines) body.push(`+${l}`);
      oldCount += block.oldLines.length;
      newCount += block.newLines.length;
      line = block.oldStart + block.oldLines.length;
      shift += block.newLines.length - block.oldLines.length;
    }
    for (; line < hunkOldEnd; line++, oldCount++, newCount++) body.push(` ${oldAll[line]}`);
    const range = (start: number, count: number) => `${count === 0 ? start : start + 1},${count}`;
    out.push(`@@ -${range(hunkOldStart, oldCount)} +${range(hunkNewStart, newCount)} @@`, ...body);
    b = e + 1;
  }
  return `${out.join('\n')}\n`;
}
