import { useEffect, useState } from 'react';
import { loadUpgrader, type Upgrader } from './loadUpgrader';

export type UpgraderStatus = 'loading' | 'ready' | 'failed';

/** Starts loading the parser when the tool mounts (in the browser only). */
export function useUpgrader(): { upgrader: Upgrader | null; status: UpgraderStatus } {
  const [upgrader, setUpgrader] = useState<Upgrader | null>(null);
  const [status, setStatus] = useState<UpgraderStatus>('loading');
  useEffect(() => {
    let cancelled = false;
    loadUpgrader().then(
      (loaded) => {
        if (cancelled) return;
        setUpgrader(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Keymap upgrader: the parser did not load', error);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { upgrader, status };
}
