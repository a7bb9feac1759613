import LinkItem from '@theme/Footer/LinkItem';
import type { FooterColumn, FooterLink } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import styles from '../../styles.module.css';

function ColumnLinkItem({ item }: { item: FooterLink }) {
  if (item.html !== undefined) return <li className={clsx('footer__item', styles.item, item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className={clsx('footer__item', styles.item)}>
      <LinkItem item={item} />
    </li>
  );
}

function Column({ column }: { column: FooterColumn }) {
  const titleId = column.title ? `footer-${slug(column.title)}` : undefined;
  return (
    <section className={clsx('theme-layout-footer-column footer__col', styles.column, column.className)} aria-labelledby={titleId}>
      {column.title && (
        <h2 id={titleId} className={clsx('footer__title', styles.columnTitle)}>
          {column.title}
        </h2>
      )}
      <ul className={clsx('footer__items clean-list', styles.list)}>
        {column.items.map((item, i) => (
          <ColumnLinkItem key={i} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** Links in titled columns, as theme-classic's Footer/Links/MultiColumn. */
export default function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className={clsx('row footer__links', styles.columns)}>
      {columns.map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
