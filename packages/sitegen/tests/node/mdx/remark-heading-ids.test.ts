import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../../src/node/mdx/compile';

const compile = (source: string, file = '/site/docs/page.mdx') =>
  compileMdx(file, source, { siteDir: '/site', baseUrl: '/', resolveFileRoute: () => undefined, routesVersion: Math.random().toString() });

describe('explicit heading ids, in Docusaurus 3.10’s forms', () => {
  it('reads {#id} with any characters but {# and }, trimmed', async () => {
    const { headings } = await compile('## Wiring {#wiring-über/left }\n\n## Rows {#rows}\n');
    expect(headings).toEqual([
      { value: 'Wiring', id: 'wiring-über/left', level: 2 },
      { value: 'Rows', id: 'rows', level: 2 },
    ]);
  });

  it('reads an MDX comment {/* #id */}; another comment is part of the heading’s text, as in Docusaurus', async () => {
    const { headings, code } = await compile('## Columns {/* #cols */}\n\n## Plain {/* a note */}\n');
    expect(headings.map((h) => h.id)).toEqual(['cols', 'plain--a-note-']);
    expect(headings[0]).toEqual({ value: 'Columns', id: 'cols', level: 2 });
    expect(code).toContain('id: "cols"');
    expect(code).not.toContain('#cols');
  });

  it('reads an HTML comment <!-- #id --> in a .md file', async () => {
    const { headings } = await compile('## Diodes <!-- #diode-direction -->\n', '/site/docs/page.md');
    expect(headings).toEqual([{ value: 'Diodes', id: 'diode-direction', level: 2 }]);
  });

  it('slugs other headings, and a written id takes its name', async () => {
    const { headings } = await compile('## First {#keys}\n\n## Keys\n');
    expect(headings.map((h) => h.id)).toEqual(['keys', 'keys-1']);
  });
});
