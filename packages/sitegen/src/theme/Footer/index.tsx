import Link from '@docusaurus/Link';
import { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { FooterLink } from '../../shared/types';
import { ExternalIcon } from '../_internal/icons';
import styles from './styles.module.css';

function FooterItem({ item }: { item: FooterLink }) {
  const { siteConfig } = useDocusaurusContext();
  if (item.html !== undefined) return <li className={styles.item} dangerouslySetInnerHTML={{ __html: item.html }} />;
  const external = !item.to && !isInternalUrl(item.href);
  return (
    <li className={styles.item}>
      {/* As in Docusaurus, `to` is a path of the site, a relative one too. */}
      <Link to={item.to === undefined ? undefined : withBaseUrl(siteConfig.baseUrl, item.to)} href={item.href} className={styles.link}>
        {item.label}
        {external && (
          <>
            <ExternalIcon className={styles.externalIcon} />
            <span className="sr-only"> (opens in a new tab)</span>
          </>
        )}
      </Link>
    </li>
  );
}

/** Link columns and the copyright line. */
export default function Footer() {
  const { siteConfig } = useDocusaurusContext();
  const footer = siteConfig.themeConfig.footer;
  if (!footer) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footer.links.length > 0 && (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <section key={column.title} className={styles.column} aria-labelledby={`footer-${slug(column.title)}`}>
                <h2 id={`footer-${slug(column.title)}`} className={styles.columnTitle}>
                  {column.title}
                </h2>
                <ul className={styles.list}>
                  {column.items.map((item, i) => (
                    <FooterItem key={i} item={item} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        {footer.copyright && <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
