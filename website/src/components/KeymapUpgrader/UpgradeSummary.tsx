import type { KeymapUpgradePass, RuleCount, UpgradeNotice } from './engine/types';
import styles from './styles.module.css';

const PASS_TITLES: Record<KeymapUpgradePass, string> = {
  behaviors: 'Behaviors renamed',
  'encoder-resolution': 'Encoder settings',
  headers: 'Header includes',
  keycodes: 'Keycodes',
  'node-names': 'Node names',
  properties: 'Properties',
};

/** Notices shown at most (a broken file can produce many). */
const MAX_NOTICES = 50;

function lines(notice: UpgradeNotice): string {
  return notice.endLine > notice.line ? `Lines ${notice.line}–${notice.endLine}` : `Line ${notice.line}`;
}

/** What changed, counted per rule, and what needs a person. */
export default function UpgradeSummary({ counts, notices }: { counts: RuleCount[]; notices: UpgradeNotice[] }) {
  const passes = [...new Set(counts.map((c) => c.pass))];
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <section className={styles.summary} aria-labelledby="keymap-upgrader-summary">
      <h2 id="keymap-upgrader-summary" className={styles.summaryTitle}>
        Summary
      </h2>
      {total === 0 ? (
        <p>Nothing to change: no deprecated names were found.</p>
      ) : (
        <>
          <p>
            {total} {total === 1 ? 'change' : 'changes'} by {counts.length} {counts.length === 1 ? 'rule' : 'rules'}.
          </p>
          <div className={styles.passes}>
            {passes.map((pass) => {
              const rules = counts.filter((c) => c.pass === pass);
              return (
                <div key={pass} className={styles.pass}>
                  <h3>
                    {PASS_TITLES[pass]} <span className={styles.passCount}>{rules.reduce((sum, c) => sum + c.count, 0)}</span>
                  </h3>
                  <ul>
                    {rules.map((rule) => (
                      <li key={rule.rule}>
                        <code>{rule.rule}</code> <span className={styles.ruleCount}>× {rule.count}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </>
      )}
      {notices.length > 0 && (
        <div className={styles.notices}>
          <h3>Needs your attention ({notices.length})</h3>
          <ul>
            {notices.slice(0, MAX_NOTICES).map((notice, i) => (
              <li key={i} className={notice.kind === 'syntax-error' ? styles.errorNotice : undefined}>
                <strong>{lines(notice)}:</strong> {notice.message}
              </li>
            ))}
          </ul>
          {notices.length > MAX_NOTICES && <p>…and {notices.length - MAX_NOTICES} more.</p>}
        </div>
      )}
    </section>
  );
}
