/**
 * The Algolia client both search screens use when `themeConfig.algolia` is set. It is
 * algoliasearch's lite client with one change: the memory of failed hosts. The stock browser
 * build never finds a host it marked down (it stores the entry under the host's state and
 * looks it up under the bare host), so every search asked the dead host first again. Here a
 * host that failed is skipped for 2 minutes (algoliasearch's own expiry), for the whole visit.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from './client';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type HostsCache = NonNullable<ClientOptions['hostsCache']>;

interface HostLike {
  protocol?: string;
  url?: string;
}

/** Cache key of a host, whatever state fields it carries. */
function hostKey(key: unknown): string {
  const host = key as HostLike;
  return host && typeof host === 'object' && host.url ? `${host.protocol ?? 'https'}://${host.url}` : JSON.stringify(key);
}

/** Host states in memory, as set (the stateful host keeps its isUp/isTimedOut methods). */
export function createHostsCache(): HostsCache {
  const states = new Map<string, unknown>();
  return {
    async get(key, defaultValue, events = { miss: () => Promise.resolve() }) {
      const id = hostKey(key);
      if (states.has(id)) return states.get(id) as Awaited<ReturnType<typeof defaultValue>>;
      const value = await defaultValue();
      await events.miss(value);
      return value;
    },
    async set(key, value) {
      states.set(hostKey(key), value);
      return value;
    },
    async delete(key) {
      states.delete(hostKey(key));
    },
    async clear() {
      states.clear();
    },
  };
}

const hostsCache = createHostsCache();

/** algoliasearch's lite client (default hosts and timeouts: connect 1 s, read 2 s, write 30 s) with the shared host memory. */
export function createAlgoliaClient(appId: string, apiKey: string): SearchClient {
  return liteClient(appId, apiKey, { hostsCache }) as unknown as SearchClient;
}
