/**
 * Legend for the operating system columns of the keycode tables.
 *
 *   <OsLegend />
 */
import OsSupportIcon, { SUPPORT_TEXT, type OsSupport } from '../KeycodeTable/OsSupportIcon';
import { OS_LIST } from '@site/src/data/types';
import styles from './styles.module.css';

const ENTRIES: Array<{ value: OsSupport; detail: string }> = [
  { value: 'y', detail: 'the host reacted to the keycode as expected when it was tested' },
  { value: 'n', detail: 'the host ignored the keycode or did something unrelated' },
  { value: 'u', detail: 'nobody has reported a test result yet' },
];

export default function OsLegend() {
  return (
    <div className={styles.legend} role="note" aria-label="Legend of the operating system columns">
      <p className={styles.title}>
        Operating system columns ({OS_LIST.map((os) => os.label).join(', ')})
      </p>
      <ul className={styles.list}>
        {ENTRIES.map((e) => (
          <li key={e.value}>
            <OsSupportIcon value={e.value} decorative />
            <span>
              <strong>{SUPPORT_TEXT[e.value]}</strong>: {e.detail}
            </span>
          </li>
        ))}
        <li>
          <sup className={styles.marker} aria-hidden="true">
            1
          </sup>
          <span>
            <strong>Footnote</strong>: a small number next to an icon links to a note under the table with details
          </span>
        </li>
      </ul>
    </div>
  );
}
