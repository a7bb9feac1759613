import Translate, { translate } from '@docusaurus/Translate';
import type { BlogListMetadata } from '../../shared/blog';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import { clsx } from '../_internal/clsx';
import styles from '../_internal/pagination.module.css';

/** Links to a list's newer and older pages (theme-classic's BlogListPaginator). */
export default function BlogListPaginator({ metadata }: { metadata: Pick<BlogListMetadata, 'previousPage' | 'nextPage'> }) {
  const { previousPage, nextPage } = metadata;
  return (
    <nav className={clsx('pagination-nav', styles.nav)} aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {previousPage && <PaginatorNavLink permalink={previousPage} title={<Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>} />}
      {nextPage && <PaginatorNavLink permalink={nextPage} title={<Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>} isNext />}
    </nav>
  );
}
