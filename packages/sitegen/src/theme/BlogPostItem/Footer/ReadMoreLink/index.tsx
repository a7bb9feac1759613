import Link, { type LinkProps } from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** "Read more" under a truncated post in a list; the link's name says which post (theme-classic's BlogPostItem/Footer/ReadMoreLink). */
export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: LinkProps & { blogPostTitle: string }) {
  return (
    <Link aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: blogPostTitle })} className={styles.readMore} {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
    </Link>
  );
}
