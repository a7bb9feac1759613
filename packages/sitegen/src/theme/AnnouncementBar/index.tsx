import { useCallback, useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import { readStorage, writeStorage } from '../_internal/storage';
import { getSiteStorage, siteStorageKey } from '../../client/site-storage';
import styles from './styles.module.css';

export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
const CHANGE_EVENT = 'sitegen:announcement-change';
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-dismissed';

export function isDismissed(id: string): boolean {
  return readStorage(ANNOUNCEMENT_ID_KEY) === id && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Runs while the HTML is parsed, before the first paint: hides a bar the reader already closed
 * (the stylesheet hides `.bar` under the attribute), so it does not flash in and out.
 */
function preHideScript(id: string): string {
  // The site's storage and key namespace (`storage` in the config), as the bar's own reads.
  const storage = `window[${JSON.stringify(getSiteStorage().type)}]`;
  const key = (name: string) => JSON.stringify(siteStorageKey(name));
  return `try{if(${storage}.getItem(${key(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(id)}&&${storage}.getItem(${key(ANNOUNCEMENT_DISMISS_KEY)})==='true')document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},'')}catch(e){}`;
}

/**
 * The optional site-wide announcement, as theme-classic's AnnouncementBar: its Content and
 * CloseButton, in `backgroundColor` and `textColor` when given; once closed it stays closed until its id changes.
 */
export default function AnnouncementBar() {
  const { siteConfig } = useDocusaurusContext();
  const config = siteConfig.themeConfig.announcementBar;
  const id = config?.id ?? '';
  const dismissed = useSyncExternalStore(
    subscribe,
    () => (id ? isDismissed(id) : true),
    () => false,
  );
  const close = useCallback(() => {
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [id]);
  if (!config || dismissed) return null;
  const closeable = config.isCloseable !== false;
  return (
    <>
      {/* As an HTML string: runs when the pre-rendered page is parsed, never re-run or warned about by React. */}
      {closeable && <div hidden dangerouslySetInnerHTML={{ __html: `<script>${preHideScript(id)}</script>` }} />}
      <div className={`theme-announcement-bar ${styles.bar}`} style={{ backgroundColor: config.backgroundColor, color: config.textColor }} role="region" aria-label="Announcement">
        <AnnouncementBarContent className={styles.content} />
        {closeable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
      </div>
    </>
  );
}
