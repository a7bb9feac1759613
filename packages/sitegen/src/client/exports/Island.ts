/**
 * Static islands for data-only site components (see src/client/island.tsx). Code that renders
 * islands with renderToString outside the site's own pre-rendering awaits `loadIslands()` first.
 */
export { defineIsland } from '../island';
export { loadIslands } from '../island-registry';
