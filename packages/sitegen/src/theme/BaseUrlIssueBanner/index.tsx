import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** The base URL the site probably runs under: the first segment of the current path. */
export function suggestedBaseUrl(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? `/${first}/` : '/';
}

export function hasBaseUrlIssue(pathname: string, baseUrl: string): boolean {
  return !pathname.startsWith(baseUrl) && pathname !== baseUrl.replace(/\/$/, '');
}

/**
 * Warns when the page is served outside the configured base URL (a deployment mistake).
 * Browser only, after hydration: the server cannot know the real address.
 */
export default function BaseUrlIssueBanner() {
  const { siteConfig } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => {
    if (isBrowser) setPathname(window.location.pathname);
  }, [isBrowser]);
  // `baseUrlIssueBanner: false` turns it off, as in Docusaurus.
  if (!siteConfig.baseUrlIssueBanner || pathname === null || !hasBaseUrlIssue(pathname, siteConfig.baseUrl)) return null;
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.title}>Your Docusaurus site did not load properly.</p>
      <p>
        The configured base URL is <code>{siteConfig.baseUrl}</code>, but this page is served from <code>{pathname}</code>. We suggest trying <code>baseUrl: &apos;{suggestedBaseUrl(pathname)}&apos;</code> in the site configuration.
      </p>
    </div>
  );
}
