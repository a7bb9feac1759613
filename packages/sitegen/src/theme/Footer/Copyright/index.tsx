import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** `footer.copyright`, HTML the site gives, as theme-classic's Footer/Copyright. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className={clsx('footer__copyright', styles.copyright)} dangerouslySetInnerHTML={{ __html: copyright }} />;
}
