import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '../../../shared/paths';
import type { SidebarItem } from '../../../shared/types';

export interface BreadcrumbsStructuredDataProps {
  breadcrumbs: SidebarItem[];
}

/**
 * The trail as schema.org `BreadcrumbList` JSON-LD in the page head: its items with a page of
 * their own (a category without one is left out, as search engines want every item linked).
 */
export default function DocBreadcrumbsStructuredData({ breadcrumbs }: BreadcrumbsStructuredDataProps) {
  const { siteConfig } = useDocusaurusContext();
  const linked = breadcrumbs.flatMap((item) => (item.type !== 'html' && item.href ? [{ label: item.label, href: item.href }] : []));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${siteConfig.url.replace(/\/$/, '')}${applyTrailingSlash(item.href, siteConfig)}`,
    })),
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
