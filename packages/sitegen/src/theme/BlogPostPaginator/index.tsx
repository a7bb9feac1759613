import Translate, { translate } from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import { clsx } from '../_internal/clsx';
import styles from '../_internal/pagination.module.css';

export interface BlogPostPaginatorProps {
  /** The older post. */
  nextItem?: { title: string; permalink: string };
  /** The newer post. */
  prevItem?: { title: string; permalink: string };
}

/** Links to the newer and the older post (theme-classic's BlogPostPaginator). */
export default function BlogPostPaginator({ nextItem, prevItem }: BlogPostPaginatorProps) {
  return (
    <nav className={clsx('pagination-nav docusaurus-mt-lg', styles.nav)} aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}>
      {prevItem && <PaginatorNavLink {...prevItem} subLabel={<Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>} />}
      {nextItem && <PaginatorNavLink {...nextItem} subLabel={<Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>} isNext />}
    </nav>
  );
}
