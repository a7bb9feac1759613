/**
 * Making the route table from its generated modules: the whole of it for pre-rendering
 * (`registry-all.js`), or in the browser its sections one by one. Loaded in the browser with the
 * table's index, not with the page: a page hydrates without the table.
 */
import { sectionOf } from '../shared/route-sections';
import type { RouteMeta, RouteTableExtra } from '../shared/types';
import type { Registry, RegistryRoute } from './routes';

/** What the generated `registry-all.js` exports (a section of the table too, in part): routes as compact tuples (see generate/index.ts). */
export interface RegistryModule {
  routeTable: Array<[path: string, component: string, modules: Record<string, string>, title: string | null, extra?: RouteTableExtra]>;
  routePlugins?: Array<[name: string, id: string]>;
  loaders: Registry['loaders'];
  jsonModules: Set<string>;
  notFound: string;
}

/** The generated `registry.js`: the route table's sections (shared/route-sections.ts), loaded one by one, and the not-found page's loader. */
export interface RegistryIndexModule extends Omit<RegistryModule, 'routeTable'> {
  sections: Array<[prefix: string, load: () => Promise<RegistrySectionModule>]>;
  /** A batched build's (node/bundle/batches.ts): a section loads once its script has named its chunks. */
  batched?: boolean;
}

/** A section of the route table (`registry/<n>.js`): its routes and their modules' loaders. */
export type RegistrySectionModule = Pick<RegistryModule, 'routeTable' | 'loaders' | 'jsonModules'>;

/**
 * The browser's route table, loaded a section at a time: `load(routePath)` loads the section a
 * route path is in (once; with `loadFiles`, its chunks' file names) and gives the table of every
 * section loaded so far.
 */
export function sectionedRegistry(index: RegistryIndexModule, loadFiles: (section: number) => Promise<void>): (routePath: string) => Promise<Registry> {
  const prefixes = index.sections.map(([prefix]) => prefix);
  const sections = new Map<number, Promise<RegistrySectionModule>>();
  const loaded: RegistrySectionModule[] = [];
  let registry = createRegistry({ ...index, routeTable: [] });
  return async (routePath) => {
    const section = sectionOf(prefixes, routePath);
    if (section < 0) return registry;
    let pending = sections.get(section);
    if (!pending) {
      const load = index.sections[section]![1];
      const both = index.batched ? loadFiles(section).then(load) : Promise.all([load(), loadFiles(section)]).then(([module]) => module);
      pending = both.then((module) => {
        loaded.push(module);
        // A new table each time: lookups are indexed by table (findRoute).
        registry = createRegistry({
          ...index,
          routeTable: loaded.flatMap((part) => part.routeTable),
          loaders: Object.assign({}, index.loaders, ...loaded.map((part) => part.loaders)) as RegistryModule['loaders'],
          jsonModules: new Set([...index.jsonModules, ...loaded.flatMap((part) => [...part.jsonModules])]),
        });
        return module;
      });
      sections.set(section, pending);
      pending.catch(() => sections.delete(section));
    }
    await pending;
    return registry;
  };
}

/** The registry from its generated module; `meta` adds the full head metadata (pre-rendering). */
export function createRegistry(module: RegistryModule, meta?: Record<string, RouteMeta>): Registry {
  const plugins = (module.routePlugins ?? []).map(([name, id]) => ({ name, id }));
  const routes = module.routeTable.map(([path, component, modules, title, extra]): RegistryRoute => ({
    path,
    component,
    modules,
    meta: meta?.[path] ?? { ...(title === null ? {} : { title }), ...(extra?.h ? { htmlClassName: extra.h } : {}) },
    ...(extra?.w ? { wrappers: extra.w.map(([wrapperPath, wrapperComponent, wrapperModules]) => ({ path: wrapperPath, component: wrapperComponent, modules: wrapperModules })) } : {}),
    ...(extra?.p !== undefined && plugins[extra.p] ? { plugin: plugins[extra.p] } : {}),
  }));
  return { routes, loaders: module.loaders, jsonModules: module.jsonModules, notFound: module.notFound };
}

