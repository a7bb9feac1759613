import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Danger';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::danger` box (theme-classic's Admonition/Type/Danger): Infima's `alert alert--danger` colours,
 * its icon and its translated name as the default title.
 */
export default function AdmonitionTypeDanger({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.danger', message: 'danger', description: 'The default label used for the Danger admonition (:::danger)' })}
      className={clsx('alert alert--danger', styles.danger, className)}
    />
  );
}
