/**
 * Devicetree property table for a configuration page.
 *
 *   <DevicetreeTable page="config/behaviors" section="Hold-Tap > Devicetree" />
 *
 * Shows the rows of `devicetree.tsv` whose page is `page` and, when given, whose heading
 * path equals `section`. Rows are grouped by the node they belong to (a compatible, the
 * `/chosen` node, or a child node), one table per node, in the order of the fact sheet.
 *
 * Throws an Error naming the prop value when nothing matches, so a typo fails the build.
 */
import { Fragment, type ReactNode } from 'react';
import devicetree from '@site/src/data/devicetree.json';
import type { DevicetreeRow } from '@site/src/data/types';
import { DefaultValue, ScrollTable, formatNodeText, selectPageRows, tableStyles } from '../ReferenceTable';
import styles from './styles.module.css';

export interface DevicetreeTableProps {
  /** Doc id of the page, e.g. `config/kscan`. */
  page: string;
  /** Heading path inside the page, e.g. `Matrix Driver > Devicetree`. */
  section?: string;
}

const rows: readonly DevicetreeRow[] = devicetree;

/** The rows DevicetreeTable shows for the given props (throws when there are none). */
export function selectDevicetreeRows(page: string, section?: string): DevicetreeRow[] {
  return selectPageRows('DevicetreeTable', rows, page, section);
}

/** Groups rows by `node`, keeping first-appearance order. */
export function groupByNode(selected: readonly DevicetreeRow[]): Array<{ node: string; rows: DevicetreeRow[] }> {
  const groups: Array<{ node: string; rows: DevicetreeRow[] }> = [];
  for (const row of selected) {
    const last = groups.find((g) => g.node === row.node);
    if (last) last.rows.push(row);
    else groups.push({ node: row.node, rows: [row] });
  }
  return groups;
}

/** Caption content for a node group: the compatible(s) when the node is a plain compatible. */
function nodeCaption(group: { node: string; rows: DevicetreeRow[] }): { text: string; content: ReactNode } {
  const compatibles = group.rows[0].compatible.split(/\s+/).filter(Boolean);
  if (group.node.startsWith('compatible ') && compatibles.length > 0) {
    const noun = compatibles.length > 1 ? 'Nodes with one of the compatibles' : 'Nodes with compatible';
    return {
      text: `${noun} ${compatibles.join(', ')}`,
      content: (
        <>
          {noun}{' '}
          {compatibles.map((c, i) => (
            <Fragment key={c}>
              {i > 0 ? ', ' : null}
              <code>{c}</code>
            </Fragment>
          ))}
        </>
      ),
    };
  }
  if (group.node === '/chosen') {
    return { text: 'Properties of the /chosen node', content: <>Properties of the <code>/chosen</code> node</> };
  }
  return {
    text: group.node.replace(/"/g, ''),
    content: <>Applies to: {formatNodeText(group.node)}</>,
  };
}

export default function DevicetreeTable({ page, section }: DevicetreeTableProps) {
  const groups = groupByNode(selectDevicetreeRows(page, section));
  return (
    <>
      {groups.map((group) => {
        const hasUnit = group.rows.some((r) => r.unit !== '');
        const caption = nodeCaption(group);
        return (
          <ScrollTable
            key={group.node}
            label={`Devicetree properties: ${caption.text}`}
            showCaption
            caption={caption.content}
            className={styles.devicetree}
          >
            <thead>
              <tr>
                <th scope="col">Property</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
                <th scope="col">Default</th>
                {hasUnit ? <th scope="col">Unit</th> : null}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, i) => (
                <tr key={`${row.property}-${i}`}>
                  <th scope="row" className={tableStyles.name}>
                    <code>{row.property}</code>
                  </th>
                  <td className={tableStyles.nowrap}>{row.type || <span className={tableStyles.muted}>not stated</span>}</td>
                  <td className={tableStyles.description}>{row.description}</td>
                  <td className={styles.default}>
                    <DefaultValue value={row.default} />
                  </td>
                  {hasUnit ? <td className={tableStyles.nowrap}>{row.unit}</td> : null}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        );
      })}
    </>
  );
}
