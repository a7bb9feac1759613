import * as React from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A promise's value inside a Suspense boundary: React 19's `use`, and on React 18 (which lacks
 * it) the protocol `use` replaced: throw the promise while it is pending, its error once rejected.
 */
export function usePromise<T>(promise: Promise<T>): T {
  // Looked up at run time: a bundler checks named imports of React 18, which has no `use`.
  const use = Reflect.get(React, 'use') as (<V>(p: Promise<V>) => V) | undefined;
  if (use) return use(promise);
  const tracked = promise as Tracked<T>;
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (tracked.status === 'rejected') throw tracked.reason;
  if (!tracked.status) {
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
  }
  throw tracked;
}
