import { Fragment } from 'react';
import LinkItem from '@theme/Footer/LinkItem';
import type { FooterLink } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import styles from '../../styles.module.css';

function SimpleLinkItem({ item }: { item: FooterLink }) {
  if (item.html !== undefined) return <span className={clsx('footer__link-item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return <LinkItem item={item} />;
}

/** Links on one centred line, separated by dots, as theme-classic's Footer/Links/Simple. */
export default function FooterLinksSimple({ links }: { links: FooterLink[] }) {
  return (
    <div className="footer__links text--center">
      <div className={clsx('footer__links', styles.simple)}>
        {links.map((item, i) => (
          <Fragment key={i}>
            <SimpleLinkItem item={item} />
            {i < links.length - 1 && (
              <span className={clsx('footer__link-separator', styles.separator)} aria-hidden="true">
                ·
              </span>
            )}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
