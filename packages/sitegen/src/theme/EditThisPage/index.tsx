import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import IconEdit from '@theme/Icon/Edit';
import styles from './styles.module.css';

/** theme-classic's EditThisPage: the link to the page's source. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  const label = translate({ id: 'theme.common.editThisPage', message: 'Edit this page' });
  return (
    // The new tab is said in the link's name: its text stays theme-classic's.
    <Link to={editUrl} className={`theme-edit-this-page ${styles.editLink}`} aria-label={`${label} ${translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })}`}>
      <IconEdit />
      {label}
    </Link>
  );
}
