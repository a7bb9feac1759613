export type TsvRow = Record<string, string>;

/** Parses a fact-sheet TSV: UTF-8, tab-separated, one header row, no quoting. */
export function parseTsv(text: string, file = 'tsv'): TsvRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.length > 0);
  if (lines.length === 0) throw new Error(`${file}: empty file`);
  const header = lines[0].split('\t');
  return lines.slice(1).map((line, i) => {
    const cells = line.split('\t');
    if (cells.length > header.length) {
      throw new Error(`${file}:${i + 2}: ${cells.length} cells, header has ${header.length}`);
    }
    const row: TsvRow = {};
    header.forEach((h, j) => {
      row[h] = (cells[j] ?? '').trim();
    });
    return row;
  });
}
