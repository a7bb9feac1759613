import type { ComponentPropsWithoutRef } from 'react';
import Translate from '@docusaurus/Translate';
import { clsx } from '../../_internal/clsx';
import { ChevronIcon } from '../../_internal/icons';
import styles from './styles.module.css';

export interface TOCCollapsibleCollapseButtonProps extends ComponentPropsWithoutRef<'button'> {
  collapsed: boolean;
}

/** theme-classic's TOCCollapsible/CollapseButton: "On this page", which opens and closes the panel. */
export default function TOCCollapsibleCollapseButton({ collapsed, className, ...props }: TOCCollapsibleCollapseButtonProps) {
  return (
    <button type="button" aria-expanded={!collapsed} {...props} className={clsx('clean-btn', styles.tocCollapsibleButton, !collapsed && styles.tocCollapsibleButtonExpanded, className)}>
      <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      <ChevronIcon className={clsx(styles.chevron, !collapsed && styles.chevronOpen)} />
    </button>
  );
}
