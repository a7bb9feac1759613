import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

/** Renders its children only in the browser after hydration (the fallback meanwhile). */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return useIsBrowser() ? <>{children()}</> : <>{fallback}</>;
}
