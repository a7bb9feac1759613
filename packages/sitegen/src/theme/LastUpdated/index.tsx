import Translate from '@docusaurus/Translate';
import { clsx } from '../_internal/clsx';
import { formatShortDate } from '../_internal/date';
import styles from './styles.module.css';

/** "Last updated on <date> by <author>", as theme-classic's LastUpdated writes it (either part may be missing). */
export default function LastUpdated({ lastUpdatedAt: at, lastUpdatedBy: by }: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  if (at === undefined && !by) return null;
  return (
    <span className={clsx('theme-last-updated', styles.lastUpdated)}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate:
            at !== undefined ? (
              <Translate
                id="theme.lastUpdated.atDate"
                values={{
                  date: (
                    <b>
                      <time dateTime={new Date(at).toISOString()} itemProp="dateModified">
                        {formatShortDate(at)}
                      </time>
                    </b>
                  ),
                }}
              >
                {' on {date}'}
              </Translate>
            ) : (
              ''
            ),
          byUser: by ? (
            <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{by}</b> }}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
