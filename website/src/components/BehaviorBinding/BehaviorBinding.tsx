/**
 * Binding syntax card of a behavior.
 *
 *   <BehaviorBinding instance="&kp" />                        predefined instance
 *   <BehaviorBinding compatible="zmk,behavior-hold-tap" />    behavior you define yourself
 *
 * Data comes from `behaviors.tsv`: compatible, number of binding cells, what each parameter
 * means, the dt-bindings header that supplies parameter defines, preset values and where the
 * behavior runs on split keyboards. With `compatible`, the user-defined entry of that
 * compatible is shown (or the first entry when there is no user-defined one).
 *
 * Throws an Error naming the prop value when nothing matches, so a typo fails the build.
 */
import behaviors from '@site/src/data/behaviors.json';
import type { BehaviorRow } from '@site/src/data/types';
import { selectInstanceOrCompatible } from '../ReferenceTable';
import styles from './styles.module.css';

export interface BehaviorBindingProps {
  /** A predefined instance, including the `&`, e.g. `&kp`, `&mt`, `&macro_tap`. */
  instance?: string;
  /** A behavior compatible, e.g. `zmk,behavior-hold-tap`. */
  compatible?: string;
}

const rows: readonly BehaviorRow[] = behaviors;

/** Finds the behavior row for the props (throws when there is none). */
export function findBehavior(props: BehaviorBindingProps): BehaviorRow {
  const selected = selectInstanceOrCompatible('BehaviorBinding', rows, props, 60);
  if (!selected) throw new Error('BehaviorBinding: needs an instance="&..." or a compatible="zmk,..." prop.');
  if ('row' in selected) return selected.row;
  const { matching } = selected;
  return matching.find((r) => r.kind === 'user-defined') ?? matching[0];
}

/** Label used in the syntax line of a user-defined behavior: `zmk,behavior-hold-tap` → `&my_hold_tap`. */
export function exampleLabel(row: BehaviorRow): string {
  if (row.instance) return row.instance;
  const base = row.compatible.replace(/^[^,]*,/, '').replace(/^behavior-/, '').replace(/[^a-z0-9]+/gi, '_');
  return `&my_${base}`;
}

/** The binding as written in a keymap, e.g. `&mt HOLD_KEY TAP_KEY`. */
export function bindingSyntax(row: BehaviorRow): string {
  return [exampleLabel(row), ...row.params.map((p) => p.name)].join(' ');
}

/** `dt-bindings/zmk/modifiers.h (MOD_LSFT ...)` → path and remark. */
function splitHeader(header: string): { path: string; remark: string } {
  const i = header.indexOf(' ');
  return i < 0 ? { path: header, remark: '' } : { path: header.slice(0, i), remark: header.slice(i + 1).trim() };
}

const LOCALITY: Record<string, string> = {
  central: 'On the central half (or the only half of a unibody keyboard).',
  source: 'On the half whose key triggered it.',
  global: 'On every half of a split keyboard.',
};

export default function BehaviorBinding(props: BehaviorBindingProps) {
  const row = findBehavior(props);
  const header = row.header ? splitHeader(row.header) : null;
  const sensor = row.cellsProperty === '#sensor-binding-cells';
  const title = row.instance ? `${row.name} (${row.instance})` : row.name;
  return (
    <div className={styles.card} role="group" aria-label={`Binding syntax: ${title}`}>
      <p className={styles.kicker}>{sensor ? 'Sensor binding' : 'Binding'}</p>
      <pre className={styles.syntax}>
        <code>{bindingSyntax(row)}</code>
      </pre>
      <p className={styles.description}>{row.description}</p>
      <dl className={styles.facts}>
        <dt>Compatible</dt>
        <dd>
          <code>{row.compatible}</code>
        </dd>
        <dt>Parameters</dt>
        <dd>
          {row.params.length === 0 ? (
            <>
              None <span className={styles.muted}>({row.cellsProperty} = {row.cells})</span>
            </>
          ) : (
            <ul className={styles.params}>
              {row.params.map((p) => (
                <li key={p.name}>
                  <code>{p.name}</code>: {p.description}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {header ? (
          <>
            <dt>Header</dt>
            <dd>
              <code>{`#include <${header.path}>`}</code>
              {header.remark ? <span className={styles.muted}> {header.remark}</span> : null}
            </dd>
          </>
        ) : null}
        {row.presets ? (
          <>
            <dt>Preset values</dt>
            <dd>
              <ul className={styles.params}>
                {row.presets.split(/;\s*/).map((p) => (
                  <li key={p}>
                    <code>{p}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {row.locality && LOCALITY[row.locality] ? (
          <>
            <dt>Runs</dt>
            <dd>{LOCALITY[row.locality]}</dd>
          </>
        ) : null}
        {row.configLink ? (
          <>
            <dt>Configuration</dt>
            <dd>
              <a href={row.configLink}>Devicetree properties of this behavior</a>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
