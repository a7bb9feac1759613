import { translate } from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';
import styles from './styles.module.css';

/** theme-classic's expand button: the strip a hidden sidebar leaves, which shows it again. */
export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  const label = translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' });
  return (
    <div className={styles.expandButton} title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar' })} aria-label={label} tabIndex={0} role="button" onKeyDown={toggleSidebar} onClick={toggleSidebar}>
      <IconArrow className={styles.expandButtonIcon} />
    </div>
  );
}
