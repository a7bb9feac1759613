import { translate } from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import DocPaginator from '@theme/DocPaginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { BlogPostMetadata, BlogSidebarData } from '../../shared/blog';
import type { MDXModule } from '../_internal/types';
import StructuredData from './StructuredData';
import styles from './styles.module.css';

export interface BlogPostPageProps {
  content: MDXModule;
  metadata: BlogPostMetadata;
  sidebar?: BlogSidebarData;
}

/** One blog post with the post list, its table of contents and links to the neighbours. */
export default function BlogPostPage({ content, metadata, sidebar }: BlogPostPageProps) {
  const { default: MDXContent, frontMatter = {}, toc = [] } = content;
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  return (
    <BlogLayout title={metadata.title} description={metadata.description} sidebar={sidebar} toc={showToc ? <TOC toc={toc} /> : undefined}>
      <StructuredData metadata={metadata} />
      {showToc && <TOCCollapsible toc={toc} className={styles.mobileToc} />}
      <BlogPostItem metadata={metadata}>
        <MDXContent />
      </BlogPostItem>
      <DocPaginator
        label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}
        previous={metadata.newer}
        next={metadata.older}
        previousLabel={translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })}
        nextLabel={translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })}
      />
    </BlogLayout>
  );
}
