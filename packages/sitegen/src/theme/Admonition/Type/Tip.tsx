import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Tip';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::tip` box (theme-classic's Admonition/Type/Tip): Infima's `alert alert--success` colours,
 * its icon and its translated name as the default title.
 */
export default function AdmonitionTypeTip({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.tip', message: 'tip', description: 'The default label used for the Tip admonition (:::tip)' })}
      className={clsx('alert alert--success', styles.tip, className)}
    />
  );
}
