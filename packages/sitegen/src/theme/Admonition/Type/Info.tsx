import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Info';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::info` box (theme-classic's Admonition/Type/Info): Infima's `alert alert--info` colours,
 * its icon and its translated name as the default title.
 */
export default function AdmonitionTypeInfo({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.info', message: 'info', description: 'The default label used for the Info admonition (:::info)' })}
      className={clsx('alert alert--info', styles.info, className)}
    />
  );
}
