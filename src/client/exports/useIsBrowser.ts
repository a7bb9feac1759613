import { useSiteContext } from '../context';

/** true once the app has hydrated in the browser; false while pre-rendering and hydrating. */
export default function useIsBrowser(): boolean {
  return useSiteContext().isClient;
}
