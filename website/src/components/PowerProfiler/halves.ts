/** Names of the halves as the results and charts show them. */
import type { HalfEstimate } from './model/estimate';

export function halfTitle(half: HalfEstimate): string {
  if (half.side === null) return 'Keyboard';
  const side = half.side === 'left' ? 'Left' : 'Right';
  return `${side} half (${half.role})`;
}
