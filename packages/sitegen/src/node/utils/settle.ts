/**
 * `Promise.all` that waits for every promise to settle before it rejects: with the first failure
 * (in the order given), once nothing of the others is still running.
 *
 * A build's parallel work (plugins' loadContent, afterBundle and postBuild hooks, git reads) may
 * write into the site's folders while it runs. With `Promise.all` the build would report a failure
 * while the others were still writing, racing with what comes next: a test removing its copy of
 * the site (ENOTEMPTY), a dev server's next build, the user's next command.
 */
export async function settleAll<T>(work: readonly (T | PromiseLike<T>)[]): Promise<Awaited<T>[]> {
  const results = await Promise.allSettled(work);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<Awaited<T>>).value);
}
