import { useLazy } from '@theme/_internal/lazy';
import { loadUpgrader, type Upgrader } from './loadUpgrader';

export type UpgraderStatus = 'loading' | 'ready' | 'failed';

/**
 * Starts loading the parser when the tool mounts (in the browser only). After a failure, `retry`
 * loads it again (the chunks and wasm files that failed are fetched anew).
 */
export function useUpgrader(): { upgrader: Upgrader | null; status: UpgraderStatus; error: Error | null; retry: () => void } {
  const { value, error, retry } = useLazy(loadUpgrader);
  return { upgrader: value ?? null, status: value ? 'ready' : error ? 'failed' : 'loading', error: error ?? null, retry };
}
