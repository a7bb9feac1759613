import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import styles from '../Navbar/styles.module.css';
import { clsx } from './clsx';
import { SearchIcon } from './icons';
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS } from './searchEvents';

/** The button that opens the search dialog, with its key hint. */
export function SearchButton({ className }: { className?: string }) {
  const isBrowser = useIsBrowser();
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  const apple = isBrowser && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
  return (
    <button
      type="button"
      className={clsx(styles.searchButton, SEARCH_BUTTON_CLASS, className)}
      aria-label={label}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <SearchIcon size={18} />
      <span className={styles.searchText} aria-hidden="true">
        {label}
      </span>
      {/* Key hint drawn by CSS (data attributes), so the button's text is just "Search". */}
      <span className={styles.searchKeys} aria-hidden="true">
        <kbd data-key={apple ? '⌘' : 'Ctrl'} />
        <kbd data-key="K" />
      </span>
    </button>
  );
}
