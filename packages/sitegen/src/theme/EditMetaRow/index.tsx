import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

declare const __SITEGEN_LAST_UPDATE__: boolean;
/** Whether any page of the site has a last update to show (a build-time constant: without, LastUpdated's code is left out). */
const LAST_UPDATE = typeof __SITEGEN_LAST_UPDATE__ === 'undefined' || __SITEGEN_LAST_UPDATE__;

export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

/** theme-classic's EditMetaRow: the edit link, and when the page last changed and by whom. */
export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  return (
    <div className={clsx('row', styles.row, className)}>
      <div className={clsx('col', styles.noPrint)}>{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className={clsx('col', styles.lastUpdated)}>{LAST_UPDATE && (lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt ?? undefined} lastUpdatedBy={lastUpdatedBy ?? undefined} />}</div>
    </div>
  );
}
