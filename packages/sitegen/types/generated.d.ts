// Modules the generator writes into .sitegen/generated at build time.
declare module '@generated/site.json' {
  const site: { siteConfig: import('../src/shared/types').SiteConfig; globalData: import('../src/shared/types').GlobalData };
  export default site;
}
declare module '@generated/registry' {
  import type { RegistryIndexModule } from '../src/client/route-table';
  export const sections: RegistryIndexModule['sections'];
  export const routePlugins: RegistryIndexModule['routePlugins'];
  export const loaders: RegistryIndexModule['loaders'];
  export const jsonModules: RegistryIndexModule['jsonModules'];
  export const notFound: RegistryIndexModule['notFound'];
  export const batched: RegistryIndexModule['batched'];
}
declare module '@generated/shared' {
  /** A batched build's loaders of the modules its batches share with the site (node/bundle/batches.ts). */
  const shared: Array<() => Promise<unknown>>;
  export default shared;
}
declare module '@generated/registry-all' {
  import type { RegistryModule } from '../src/client/route-table';
  export const routeTable: RegistryModule['routeTable'];
  export const routePlugins: RegistryModule['routePlugins'];
  export const loaders: RegistryModule['loaders'];
  export const jsonModules: RegistryModule['jsonModules'];
  export const notFound: RegistryModule['notFound'];
}
declare module '@generated/route-meta.json' {
  const routeMeta: { meta: Record<string, import('../src/shared/types').RouteMeta>; chunkNames: Record<string, string> };
  export default routeMeta;
}
declare module '@generated/client-modules' {
  const clientModules: import('../src/client/lifecycles').ClientModule[];
  export default clientModules;
}
declare module '@generated/page-analyzers' {
  /** [plugin name, analyzer] for each plugin with a pageAnalyzer. */
  const pageAnalyzers: Array<[string, import('../src/node/plugins/types').PageAnalyzer]>;
  export default pageAnalyzers;
  /** Changes with the analyzers' code: part of their cached results' keys. */
  export const fingerprint: string;
}

declare module '@generated/prism-languages.cjs' {
  /** Runs Prism's language files of `themeConfig.prism.additionalLanguages` (they register on the global Prism). */
  const loadPrismLanguages: () => void;
  export default loadPrismLanguages;
}
