/**
 * Work a client-side route switch waits for before showing the next page, such as the islands
 * its modules define (they have no server HTML to show meanwhile). Failures are ignored here:
 * whoever started the work shows its own error.
 */
const pending = new Set<Promise<void>>();

export function delayRouteSwitch(work: Promise<unknown>): void {
  const settled: Promise<void> = work.then(
    () => void pending.delete(settled),
    () => void pending.delete(settled),
  );
  pending.add(settled);
}

export async function routeSwitchReady(): Promise<void> {
  await Promise.all(pending);
}
