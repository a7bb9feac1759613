import { translate } from '@docusaurus/Translate';
import { blogDateTime, useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { usePluralForm } from '@docusaurus/theme-common';
import { clsx } from '../../../_internal/clsx';
import { formatDate } from '../../../_internal/date';
import styles from './styles.module.css';

/** "One min read", "4 min read": minutes rounded up, in the locale's plural forms (theme-classic's). */
function useReadingTimePlural(): (minutes: number) => string {
  const { selectMessage } = usePluralForm();
  return (minutes) => {
    const readingTime = Math.ceil(minutes);
    return selectMessage(readingTime, translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, { readingTime }));
  };
}

/** The post's date and reading time (theme-classic's BlogPostItem/Header/Info). */
export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  const { date, readingTime } = metadata;
  const readingTimePlural = useReadingTimePlural();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={blogDateTime(date)}>{formatDate(date)}</time>
      {/* None without `showReadingTime`, or when the `readingTime` option gives none. */}
      {readingTime !== undefined && (
        <>
          {' · '}
          {readingTimePlural(readingTime)}
        </>
      )}
    </div>
  );
}
