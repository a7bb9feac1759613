import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import EditMetaRow from '@theme/EditMetaRow';
import TagsListInline from '@theme/TagsListInline';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

/**
 * The post's footer (theme-classic's BlogPostItem/Footer): on its page the tags, the edit link and
 * when it last changed; in a list the tags and "Read more" for a truncated post.
 */
export default function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { tags, title, editUrl, hasTruncateMarker, lastUpdatedBy, lastUpdatedAt } = metadata;
  const truncatedPost = !isBlogPostPage && hasTruncateMarker;
  const tagsExists = tags.length > 0;
  if (!tagsExists && !truncatedPost && !editUrl) return null;
  if (isBlogPostPage) {
    const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
    return (
      <footer className={clsx('docusaurus-mt-lg', styles.footer)}>
        {tagsExists && (
          <div className={clsx('row margin-top--sm', 'theme-blog-footer-edit-meta-row', styles.tags)}>
            <div className="col">
              <TagsListInline tags={tags} />
            </div>
          </div>
        )}
        {canDisplayEditMetaRow && <EditMetaRow className={clsx('margin-top--sm', 'theme-blog-footer-edit-meta-row')} editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
      </footer>
    );
  }
  return (
    <footer className={clsx('row docusaurus-mt-lg', styles.footer, styles.listFooter)}>
      {tagsExists && (
        <div className={clsx('col', truncatedPost && 'col--9', styles.tags)}>
          <TagsListInline tags={tags} />
        </div>
      )}
      {truncatedPost && (
        <div className={clsx('col text--right', tagsExists && 'col--3', styles.readMore)}>
          <ReadMoreLink blogPostTitle={title} to={metadata.permalink} />
        </div>
      )}
    </footer>
  );
}
