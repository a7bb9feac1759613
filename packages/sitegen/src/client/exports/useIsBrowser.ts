import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * true once the app has hydrated in the browser; false while pre-rendering and hydrating. A store
 * snapshot rather than a context value: flipping it re-renders only the components that ask.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
