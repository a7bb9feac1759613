import Link from '@docusaurus/Link';
import { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { FooterLink } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { ExternalIcon } from '../../_internal/icons';
import styles from '../styles.module.css';

/** A footer link, as theme-classic's Footer/LinkItem: its other keys (`target`, `rel`…) are attributes. */
export default function FooterLinkItem({ item }: { item: FooterLink }) {
  const { siteConfig } = useDocusaurusContext();
  const { to, href, label, html: _html, prependBaseUrlToHref, className, ...attributes } = item;
  const external = href !== undefined && !isInternalUrl(href);
  return (
    <Link
      {...attributes}
      // As in Docusaurus, `to` is a path of the site, a relative one too.
      to={to === undefined ? undefined : withBaseUrl(siteConfig.baseUrl, to)}
      href={href !== undefined && prependBaseUrlToHref ? withBaseUrl(siteConfig.baseUrl, href, { forcePrependBaseUrl: true }) : href}
      className={clsx('footer__link-item', styles.link, className)}
    >
      {label}
      {external && (
        <>
          <ExternalIcon className={styles.externalIcon} />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </Link>
  );
}
