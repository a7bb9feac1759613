import { translate } from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

/** theme-classic's DocSidebar/Desktop/CollapseButton: hides the sidebar (`themeConfig.docs.sidebar.hideable`). */
export default function CollapseButton({ onClick }: { onClick: React.MouseEventHandler<HTMLButtonElement> }) {
  const label = translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar' });
  return (
    <button
      type="button"
      title={label}
      aria-label={translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' })}
      className={clsx('button button--secondary button--outline', styles.collapseSidebarButton)}
      onClick={onClick}
    >
      <IconArrow className={styles.collapseSidebarButtonIcon} />
    </button>
  );
}
