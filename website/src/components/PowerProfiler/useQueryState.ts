/**
 * Form values kept in the URL query. The first render uses the defaults (that is what the
 * pre-rendered HTML shows), then the query is read once; later changes are written back with
 * `history.replaceState`, debounced, so typing neither adds history entries nor re-runs routing.
 */
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_VALUES, type FieldId, type FormValues } from './model/fields';
import { fromQuery, toQuery } from './model/url-state';

const WRITE_DELAY_MS = 250;

export function useQueryState() {
  const [values, setValues] = useState<FormValues>(DEFAULT_VALUES);
  const [rejected, setRejected] = useState<FieldId[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const state = fromQuery(window.location.search);
    setValues(state.values);
    setRejected(state.rejected);
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const { pathname, hash, search } = window.location;
      const query = toQuery(values);
      // Keep the router's own history state (its entry index) when rewriting the URL.
      if (query !== search) window.history.replaceState(window.history.state, '', pathname + query + hash);
    }, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, ready]);

  const setValue = useCallback((id: FieldId, value: string) => setValues((previous) => ({ ...previous, [id]: value })), []);
  const dismissRejected = useCallback(() => setRejected([]), []);

  return { values, setValue, rejected, dismissRejected, ready };
}
