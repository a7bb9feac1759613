import Translate from '@docusaurus/Translate';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

/** "Version: 2.0" at the top of a versioned doc, as theme-classic's DocVersionBadge (a version's `badge` option turns it off or on). */
export default function DocVersionBadge({ className }: { className?: string }) {
  const version = useDocsVersion();
  if (!version.badge) return null;
  return (
    <span className={clsx(className, 'theme-doc-version-badge', 'badge badge--secondary', styles.badge)}>
      <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}
