/**
 * Devicetree properties of a behavior compatible.
 *
 *   <BehaviorProperties compatible="zmk,behavior-hold-tap" />
 *
 * Rows come from `behavior-properties.tsv` (the docs tables merged with the binding YAML).
 * Deprecated properties (such as the old `label`) are listed last, muted and marked.
 *
 * Throws an Error naming the prop value when the compatible is unknown, so a typo fails the build.
 */
import behaviorProperties from '@site/src/data/behavior-properties.json';
import type { BehaviorPropertyRow } from '@site/src/data/types';
import { DefaultValue, ScrollTable, selectCompatible, tableStyles } from '../ReferenceTable';
import styles from './styles.module.css';

export interface BehaviorPropertiesProps {
  /** Behavior compatible, e.g. `zmk,behavior-sticky-key`. */
  compatible: string;
}

const rows: readonly BehaviorPropertyRow[] = behaviorProperties;

/** The properties of a compatible, current ones first (throws when there are none). */
export function selectBehaviorProperties(compatible: string): BehaviorPropertyRow[] {
  const matching = selectCompatible('BehaviorProperties', rows, compatible, 60);
  return [...matching.filter((r) => !r.deprecated), ...matching.filter((r) => r.deprecated)];
}

export default function BehaviorProperties({ compatible }: BehaviorPropertiesProps) {
  const selected = selectBehaviorProperties(compatible);
  return (
    <ScrollTable
      caption={
        <>
          Properties of <code>{compatible}</code>
        </>
      }
      label={`Properties of ${compatible}`}
      className={styles.properties}
    >
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
          <th scope="col">Default</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {selected.map((row) => (
          <tr key={row.property} className={row.deprecated ? styles.deprecated : undefined}>
            <th scope="row" className={tableStyles.name}>
              <code>{row.property}</code>
              {row.deprecated ? (
                <span className={`${tableStyles.badge} ${tableStyles.badgeWarning}`}>deprecated</span>
              ) : null}
            </th>
            <td className={tableStyles.nowrap}>{row.type}</td>
            <td className={tableStyles.description}>
              {row.description}
              {row.enum.length > 0 ? (
                <span className={tableStyles.note}>
                  Allowed values:{' '}
                  {row.enum.map((v, i) => (
                    <span key={v}>
                      {i > 0 ? ', ' : null}
                      <code>{v}</code>
                    </span>
                  ))}
                </span>
              ) : null}
            </td>
            <td>
              <DefaultValue value={row.default} />
            </td>
            <td>{row.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
