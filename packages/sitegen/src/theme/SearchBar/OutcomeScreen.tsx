import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchOutcome } from '../_internal/search/outcome';

const INPUT_SELECTOR = '.DocSearch-Modal .DocSearch-Input';

/** The text of the modal's search input, as typed. */
export function useInputQuery(): string {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(INPUT_SELECTOR)) setQuery(event.target.value);
    };
    // Bubble phase, after React's handlers: re-rendering DocSearch's controlled input before its
    // onChange has seen the new text would put the old text back.
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, []);
  return query;
}

/** Types `query` into DocSearch's input the way a reader would, so DocSearch runs it. */
function runQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  // React tracks the value it last set; the prototype's setter bypasses that so the input event counts.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

interface Translations {
  noResultsScreen: { noResultsText: string; suggestedQueryText: string };
  errorScreen: { titleText: string; helpText: string };
}

/**
 * The modal's "No results" (with suggested queries) and "Unable to fetch results" screens, drawn
 * over DocSearch's results area (modal.css hides DocSearch's own screen while one is shown).
 */
export function OutcomeScreen({ outcome, translations }: { outcome: SearchOutcome; translations: Translations }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  // DocSearch owns the results area; look it up after each render (it exists while a query is typed).
  useLayoutEffect(() => {
    const found = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
    if (found !== dropdown) setDropdown(found);
  });
  // Keys would act on the hidden, stale hits of the previous query.
  const errored = outcome.kind === 'error';
  useEffect(() => {
    if (!errored) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (['Enter', 'ArrowUp', 'ArrowDown'].includes(event.key) && event.target instanceof Element && event.target.matches(INPUT_SELECTOR)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [errored]);

  if (!dropdown || outcome.kind === 'results') return null;
  if (outcome.kind === 'error') {
    const { titleText, helpText } = translations.errorScreen;
    return createPortal(
      <div className="sitegen-search-screen DocSearch-ErrorScreen" role="alert">
        <div className="DocSearch-Screen-Icon">
          <svg width="40" height="40" viewBox="0 0 40 40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M20 5 37 34H3Z" strokeLinejoin="round" />
            <path d="M20 15v9M20 29v.5" />
          </svg>
        </div>
        <p className="DocSearch-Title">{titleText}</p>
        <p className="DocSearch-Help">{helpText}</p>
      </div>,
      dropdown,
    );
  }
  const { noResultsText, suggestedQueryText } = translations.noResultsScreen;
  return createPortal(
    <div className="sitegen-search-screen DocSearch-NoResults" aria-live="polite">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 40 40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="17" cy="17" r="11" />
          <path d="m25 25 10 10M13 13l8 8M21 13l-8 8" />
        </svg>
      </div>
      <p className="DocSearch-Title">
        {noResultsText} "<strong>{outcome.query}</strong>"
      </p>
      {outcome.suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{suggestedQueryText}:</p>
          <ul className="sitegen-search-suggestions">
            {outcome.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="DocSearch-Prefill" onClick={() => runQuery(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>,
    dropdown,
  );
}
