// Modules the generator writes into .sitegen/generated at build time.
declare module '@generated/site.json' {
  const site: { siteConfig: import('../src/shared/types').SiteConfig; globalData: import('../src/shared/types').GlobalData };
  export default site;
}
declare module '@generated/registry' {
  import type { RegistryRoute } from '../src/client/routes';
  export const routes: RegistryRoute[];
  export const loaders: Record<string, () => Promise<Record<string, unknown>>>;
  export const jsonModules: Set<string>;
  export const chunkNames: Record<string, string>;
  export const notFound: string;
}
declare module '@generated/client-modules' {
  const clientModules: import('../src/client/lifecycles').ClientModule[];
  export default clientModules;
}
