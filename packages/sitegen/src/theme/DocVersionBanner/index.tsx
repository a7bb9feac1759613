import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getVersionMainDoc, useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

/**
 * The banner of a version that is not the latest, as theme-classic's DocVersionBanner: it says
 * the version is unreleased or unmaintained and links to the same page in the latest version when
 * that version has it, else to the latest version's main doc. Following the link makes the latest
 * version the preferred one.
 */
export default function DocVersionBanner({ className }: { className?: string }) {
  const version = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(version.pluginId);
  if (!version.banner) return null;
  const target = latestDocSuggestion ?? getVersionMainDoc(latestVersionSuggestion);
  const values = { siteTitle: siteConfig.title, versionLabel: <b>{version.label}</b> };
  return (
    <div className={clsx(className, 'theme-doc-version-banner', 'alert alert--warning margin-bottom--md', styles.banner)} role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      {target && (
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: latestVersionSuggestion.label,
              latestVersionLink: (
                <b>
                  <Link to={target.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                  </Link>
                </b>
              ),
            }}
          >
            {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
          </Translate>
        </div>
      )}
    </div>
  );
}
