/** Entry URLs of the packages the build copies prebuilt (see src/node/bundle/vendor.ts). */
declare const __SITEGEN_VENDOR__: Record<string, string>;

/** Failed imports by package: a browser may keep a failed fetch in its module map (Chromium does). */
const failures = new Map<string, number>();

/**
 * Imports a vendored package by URL. After a failure (a flaky network) the next call asks for the
 * entry under a URL of its own (`?retry=N`), which the browser fetches anew: the same URL would
 * answer with the failure it kept.
 */
export function importVendor<T>(name: string): Promise<T> {
  const url = __SITEGEN_VENDOR__[name];
  if (!url) return Promise.reject(new Error(`${name} is not a vendored package`));
  const failed = failures.get(name) ?? 0;
  const attempt = failed === 0 ? url : `${url}?retry=${failed}`;
  return (import(/* webpackIgnore: true */ attempt) as Promise<T>).catch((error: unknown) => {
    failures.set(name, failed + 1);
    throw error;
  });
}
