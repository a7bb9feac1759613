import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Warning';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::warning` box (theme-classic's Admonition/Type/Warning): Infima's `alert alert--warning` colours,
 * its icon and its translated name as the default title.
 */
export default function AdmonitionTypeWarning({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.warning', message: 'warning', description: 'The default label used for the Warning admonition (:::warning)' })}
      className={clsx('alert alert--warning', styles.warning, className)}
    />
  );
}
