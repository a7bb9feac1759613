import type { MouseEvent } from 'react';
import Translate from '@docusaurus/Translate';
import styles from '../Layout/styles.module.css';

/** theme-common's SkipToContentFallbackId: Layout's main landmark. */
const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** The first Tab stop, as theme-classic's SkipToContent: jumps past the navigation to the page content. */
export default function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(SkipToContentFallbackId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
    </a>
  );
}
