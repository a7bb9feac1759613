import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import styles from './styles.module.css';

/** The first breadcrumb: the site's home page, as an icon named "Home page". */
export default function HomeBreadcrumbItem() {
  const homeHref = useBaseUrl('/');
  return (
    <li className="breadcrumbs__item">
      <Link aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })} className="breadcrumbs__link" href={homeHref}>
        <IconHome className={styles.homeIcon} />
      </Link>
    </li>
  );
}
