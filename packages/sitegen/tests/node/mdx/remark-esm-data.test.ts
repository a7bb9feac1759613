import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkEsmData, type EsmData } from '../../../src/node/mdx/remark-esm-data';

async function esmData(source: string): Promise<string | null | undefined> {
  const file = new VFile(source);
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkEsmData);
  await processor.run(processor.parse(file), file);
  return (file.data as EsmData).esmData;
}

describe('remarkEsmData', () => {
  it('keeps every export and the imports they use, and drops the imports only the content uses', async () => {
    const code = await esmData(
      ["import Table from './Table';", "import data, { rows } from './data.json';", "import { unused } from './x';", '', 'export const count = rows.length;', 'export function label() { return data.title; }', '', '<Table />'].join('\n'),
    );
    expect(code).toContain("import data, {rows} from './data.json';");
    expect(code).toContain('export const count = rows.length;');
    expect(code).toContain('export function label()');
    expect(code).not.toContain('./Table');
    expect(code).not.toContain('./x');
  });

  it('gives an empty module for a file without exports', async () => {
    expect(await esmData("import Table from './Table';\n\n<Table />\n")).toBe('');
  });

  it('gives null when the exports cannot be taken apart from the content', async () => {
    expect(await esmData('export const Note = () => <b>note</b>;\n')).toBeNull();
    expect(await esmData("export { default } from './other.mdx';\n")).toBeNull();
    expect(await esmData("export * from './other';\n")).toBeNull();
  });
});
