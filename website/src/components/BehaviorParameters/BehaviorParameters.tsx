/**
 * Command and parameter defines used with a behavior.
 *
 *   <BehaviorParameters usedWith="&bt" />
 *
 * Rows come from `behavior-parameters.tsv`, selected by its `used_with` column. Besides
 * instances such as `&bt`, `&rgb_ug` or `&mmv`, the sheet has the pseudo groups
 * `(pointing.h)`, `(macro placeholder)` and `(keymap)`.
 *
 * Throws an Error naming the prop value when nothing matches, so a typo fails the build.
 */
import behaviorParameters from '@site/src/data/behavior-parameters.json';
import type { BehaviorParameterRow } from '@site/src/data/types';
import { ScrollTable, knownValues, tableStyles } from '../ReferenceTable';
import styles from './styles.module.css';

export interface BehaviorParametersProps {
  /** Behavior instance the defines are used with, e.g. `&bt`. */
  usedWith: string;
}

const rows: readonly BehaviorParameterRow[] = behaviorParameters;

/** The defines used with a behavior (throws when there are none). */
export function selectBehaviorParameters(usedWith: string): BehaviorParameterRow[] {
  const selected = rows.filter((r) => r.usedWith === usedWith);
  if (selected.length === 0) {
    throw new Error(
      `BehaviorParameters: no defines for usedWith="${usedWith}". Known values: ${knownValues(rows, (r) => r.usedWith)}.`,
    );
  }
  return selected;
}

export default function BehaviorParameters({ usedWith }: BehaviorParametersProps) {
  const selected = selectBehaviorParameters(usedWith);
  const headers = [...new Set(selected.map((r) => r.header).filter(Boolean))];
  const hasArgument = selected.some((r) => r.argument !== '');
  return (
    <ScrollTable
      showCaption={headers.length > 0}
      caption={
        <>
          Defines for <code>{usedWith}</code>
          {headers.length > 0 ? (
            <>
              {' '}
              from{' '}
              {headers.map((h, i) => (
                <span key={h}>
                  {i > 0 ? ', ' : null}
                  <code>{h}</code>
                </span>
              ))}
            </>
          ) : null}
        </>
      }
      label={`Defines for ${usedWith}`}
      className={styles.parameters}
    >
      <thead>
        <tr>
          <th scope="col">Define</th>
          {hasArgument ? <th scope="col">Argument</th> : null}
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {selected.map((row) => (
          <tr key={row.define}>
            <th scope="row" className={tableStyles.name}>
              <code>{row.define}</code>
            </th>
            {hasArgument ? (
              <td>{row.argument || <span className={tableStyles.muted}>none</span>}</td>
            ) : null}
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
