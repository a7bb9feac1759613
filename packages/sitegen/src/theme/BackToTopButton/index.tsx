import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useBackToTopButton } from '@docusaurus/theme-common/internal';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

/** theme-classic's BackToTopButton: a round button in the corner of docs pages that scrolls back to the top once the reader has scrolled down and starts back up. */
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button
      aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })}
      className={clsx('clean-btn', ThemeClassNames.common.backToTopButton, styles.backToTopButton, shown && styles.backToTopButtonShow)}
      type="button"
      onClick={scrollToTop}
    />
  );
}
