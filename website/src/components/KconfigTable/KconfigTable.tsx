/**
 * Kconfig option table for a configuration page.
 *
 *   <KconfigTable page="config/battery" section="Kconfig" />
 *
 * Shows the rows of `kconfig.tsv` whose page is `page` (doc id, `.md` suffix optional) and,
 * when given, whose heading path equals `section` (e.g. `Hold-Tap > Kconfig`). Omitting
 * `section` shows every Kconfig row of the page.
 *
 * Throws an Error naming the prop value when nothing matches, so a typo fails the build.
 */
import kconfig from '@site/src/data/kconfig.json';
import type { KconfigRow } from '@site/src/data/types';
import { Breakable, DefaultValue, ScrollTable, selectPageRows, tableStyles } from '../ReferenceTable';
import styles from './styles.module.css';

export interface KconfigTableProps {
  /** Doc id of the page, e.g. `config/battery`. */
  page: string;
  /** Heading path inside the page, e.g. `Kconfig` or `Hold-Tap > Kconfig`. */
  section?: string;
}

const rows: readonly KconfigRow[] = kconfig;

/** The rows KconfigTable shows for the given props (throws when there are none). */
export function selectKconfigRows(page: string, section?: string): KconfigRow[] {
  return selectPageRows('KconfigTable', rows, page, section);
}

export default function KconfigTable({ page, section }: KconfigTableProps) {
  const selected = selectKconfigRows(page, section);
  const where = section ? `: ${section.replace(/ > /g, ' › ')}` : '';
  return (
    <ScrollTable caption={`Kconfig options${where}`} label={`Kconfig options${where}`} className={styles.kconfig}>
      <thead>
        <tr>
          <th scope="col">Option</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
          <th scope="col">Default</th>
        </tr>
      </thead>
      <tbody>
        {selected.map((row) => (
          <tr key={row.option}>
            <th scope="row" className={tableStyles.option}>
              <code>
                <Breakable text={row.option} />
              </code>
              {row.origin === 'Zephyr' ? (
                <span className={tableStyles.badge} title="Defined by Zephyr rather than ZMK">
                  Zephyr
                </span>
              ) : null}
            </th>
            <td className={tableStyles.nowrap}>{row.type}</td>
            <td className={tableStyles.description}>
              {row.description}
              {row.choice ? <span className={tableStyles.note}>One of the choice group “{row.choice}”.</span> : null}
              {row.dependsOn ? (
                <span className={tableStyles.note}>
                  Only used when <code>{row.dependsOn}</code> is enabled.
                </span>
              ) : null}
            </td>
            <td className={styles.default}>
              <DefaultValue value={row.default} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
