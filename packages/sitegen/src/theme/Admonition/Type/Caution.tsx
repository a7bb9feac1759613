import { translate } from '@docusaurus/Translate';
import AdmonitionLayout, { type AdmonitionLayoutProps } from '@theme/Admonition/Layout';
import Icon from '@theme/Admonition/Icon/Warning';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/**
 * A `:::caution` box (theme-classic's Admonition/Type/Caution): Infima's `alert alert--warning` colours,
 * its icon and its translated name as the default title.
 * Docusaurus keeps it beside Warning, which replaces it (same colours and icon).
 */
export default function AdmonitionTypeCaution({ title, icon, className, ...props }: AdmonitionLayoutProps) {
  return (
    <AdmonitionLayout
      {...props}
      icon={icon ?? <Icon />}
      title={title ?? translate({ id: 'theme.admonition.caution', message: 'caution', description: 'The default label used for the Caution admonition (:::caution)' })}
      className={clsx('alert alert--warning', styles.caution, className)}
    />
  );
}
