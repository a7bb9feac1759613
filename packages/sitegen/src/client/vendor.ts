/** Entry URLs of the packages the build copies prebuilt (see src/node/bundle/vendor.ts). */
declare const __SITEGEN_VENDOR__: Record<string, string>;

/** Imports a vendored package by URL; a failed import can simply be called again (browsers do not keep failed fetches in their module map). */
export function importVendor<T>(name: string): Promise<T> {
  const url = __SITEGEN_VENDOR__[name];
  if (!url) return Promise.reject(new Error(`${name} is not a vendored package`));
  return import(/* webpackIgnore: true */ url) as Promise<T>;
}
