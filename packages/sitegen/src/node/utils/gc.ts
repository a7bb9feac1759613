import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection now. A build calls it between its memory-hungry phases, so one
 * phase's garbage does not stack on the next one's peak. Node exposes `gc` only behind a flag,
 * which can be set at run time.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
