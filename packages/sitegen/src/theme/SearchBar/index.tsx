import { lazy, Suspense, useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SearchButton } from '../_internal/SearchButton';
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS } from '../_internal/searchEvents';

/** The modal and DocSearch: their own chunk, loaded on first use (or when the button is hovered). */
const loadModal = () =>
  Promise.all([import(/* webpackChunkName: "search-modal" */ './Modal'), import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal')]);
const SearchModal = lazy(async () => {
  const [{ default: Modal }, { DocSearchModal }] = await loadModal();
  return { default: ({ onClose }: { onClose: () => void }) => <Modal onClose={onClose} DocSearchModal={DocSearchModal} /> };
});

declare const __SITEGEN_SEARCH_ASK_AI__: boolean;
/** Whether the site configures `algolia.askAi` (a build-time constant: without, its loader stays out of every page's code). */
const ASK_AI = typeof __SITEGEN_SEARCH_ASK_AI__ === 'undefined' || __SITEGEN_SEARCH_ASK_AI__;

/** With `algolia.askAi`: DocSearch's Ask AI modal and its styles too, in a chunk of their own. */
const loadAskAiModal = () =>
  Promise.all([loadModal(), import(/* webpackChunkName: "search-ask-ai" */ '@docsearch/react/askaiModal'), import(/* webpackChunkName: "search-ask-ai" */ '@docsearch/css/dist/_askai.css')]);
// Behind ASK_AI: otherwise the minifier keeps the loader's function, unused, in the bundle.
const AskAiSearchModal = ASK_AI
  ? lazy(async () => {
      const [[{ default: Modal }, { DocSearchModal }], { DocSearchAskAiModal }] = await loadAskAiModal();
      return { default: ({ onClose }: { onClose: () => void }) => <Modal onClose={onClose} DocSearchModal={DocSearchModal} DocSearchAskAiModal={DocSearchAskAiModal} /> };
    })
  : SearchModal;

/** Whether the site sets `algolia.askAi`: a hook that reads nothing in a build without (ASK_AI, as Navbar/Layout picks its hook). */
const useAskAi = ASK_AI ? () => !!useDocusaurusContext().siteConfig.themeConfig.algolia?.askAi : () => false;

/** Whether a key press is typing into a field (then `/` is just a character). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The navbar's search, as theme-search-algolia's SearchBar (which Navbar/Content and
 * SearchNavbarItem render as `@theme/SearchBar`): the search button; the modal opens on it, on
 * Ctrl+K / Cmd+K and on `/` outside text fields; Escape closes it. The modal's code loads only
 * then, so the first load of a page carries the button and these listeners.
 */
export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const askAi = useAskAi();

  useEffect(() => {
    const onOpen = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    // Fetch the modal's code as soon as the reader shows interest in the button.
    const onInterest = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`.${SEARCH_BUTTON_CLASS}`)) void (askAi ? loadAskAiModal() : loadModal());
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerover', onInterest, { passive: true });
    document.addEventListener('focusin', onInterest);
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerover', onInterest);
      document.removeEventListener('focusin', onInterest);
    };
  }, [askAi]);

  const Modal = askAi ? AskAiSearchModal : SearchModal;
  return (
    <>
      <SearchButton />
      {open && (
        <Suspense fallback={null}>
          <Modal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
