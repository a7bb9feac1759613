import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Note';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::note` box (theme-classic's Admonition/Type/Note): Infima's `alert alert--secondary` colours,
 * its icon and its translated name as the default title.
 */
export default function AdmonitionTypeNote({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.note', message: 'note', description: 'The default label used for the Note admonition (:::note)' })}
      className={clsx('alert alert--secondary', styles.note, className)}
    />
  );
}
