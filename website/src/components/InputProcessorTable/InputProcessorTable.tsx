/**
 * Input processor reference.
 *
 *   <InputProcessorTable compatible="zmk,input-processor-scaler" />
 *   <InputProcessorTable instance="&zip_xy_scaler" />
 *
 * Data comes from `input-processors.tsv`. With `instance`, one table row describes that
 * predefined processor (parameters, what it does, where it is defined). With `compatible`,
 * a table lists the predefined instances of that compatible, followed by a table of the
 * devicetree properties a node of that compatible accepts.
 *
 * Throws an Error naming the prop value when nothing matches, so a typo fails the build.
 */
import inputProcessors from '@site/src/data/input-processors.json';
import type { InputProcessorRow } from '@site/src/data/types';
import { DefaultValue, ScrollTable, selectInstanceOrCompatible, tableStyles } from '../ReferenceTable';
import styles from './styles.module.css';

export interface InputProcessorTableProps {
  /** Compatible of the processor, e.g. `zmk,input-processor-transform`. */
  compatible?: string;
  /** A predefined processor, including the `&`, e.g. `&zip_xy_scaler`. */
  instance?: string;
}

const rows: readonly InputProcessorRow[] = inputProcessors;

export interface InputProcessorSelection {
  instances: InputProcessorRow[];
  /** The entry whose properties describe the compatible (only with `compatible`). */
  definition: InputProcessorRow | null;
}

/** Resolves the props to data rows (throws when nothing matches). */
export function selectInputProcessors(props: InputProcessorTableProps): InputProcessorSelection {
  const selected = selectInstanceOrCompatible('InputProcessorTable', rows, props);
  if (!selected) throw new Error('InputProcessorTable: needs a compatible="zmk,..." or an instance="&..." prop.');
  if ('row' in selected) return { instances: [selected.row], definition: null };
  const { matching } = selected;
  return {
    instances: matching.filter((r) => r.instance !== ''),
    definition: matching.find((r) => r.kind === 'user-defined') ?? matching[0],
  };
}

function usage(row: InputProcessorRow): string {
  return [row.instance, ...row.params.map((p) => p.name)].join(' ');
}

function InstancesTable({ instances, label }: { instances: InputProcessorRow[]; label: string }) {
  return (
    <ScrollTable caption={label} label={label} className={styles.instances}>
      <thead>
        <tr>
          <th scope="col">Instance</th>
          <th scope="col">Parameters</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {instances.map((row) => (
          <tr key={row.instance}>
            <th scope="row" className={tableStyles.name}>
              <code>{usage(row)}</code>
            </th>
            <td>
              {row.params.length === 0 ? (
                <span className={tableStyles.muted}>none</span>
              ) : (
                <ul className={styles.params}>
                  {row.params.map((p) => (
                    <li key={p.name}>
                      <code>{p.name}</code>: {p.description}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td>
              {row.description}
              <span className={tableStyles.note}>
                Compatible <code>{row.compatible}</code>
                {row.include ? (
                  <>
                    , defined in <code>{row.include}</code>
                  </>
                ) : null}
                .
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function PropertiesTable({ row }: { row: InputProcessorRow }) {
  const label = `Properties of ${row.compatible}`;
  return (
    <ScrollTable
      caption={
        <>
          Properties of <code>{row.compatible}</code>
        </>
      }
      label={label}
      className={styles.properties}
    >
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {row.properties.map((p) => (
          <tr key={p.name}>
            <th scope="row" className={tableStyles.name}>
              <code>{p.name}</code>
              {p.deprecated ? <span className={`${tableStyles.badge} ${tableStyles.badgeWarning}`}>deprecated</span> : null}
            </th>
            <td className={tableStyles.nowrap}>{p.type}</td>
            <td>
              <DefaultValue value={p.default} />
            </td>
            <td>{p.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export default function InputProcessorTable(props: InputProcessorTableProps) {
  const { instances, definition } = selectInputProcessors(props);
  return (
    <>
      {instances.length > 0 ? (
        <InstancesTable
          instances={instances}
          label={
            definition
              ? `Predefined input processors with compatible ${definition.compatible}`
              : `Input processor ${instances[0].instance}`
          }
        />
      ) : null}
      {definition ? <PropertiesTable row={definition} /> : null}
    </>
  );
}
