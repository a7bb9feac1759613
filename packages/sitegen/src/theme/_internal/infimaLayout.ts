declare const __SITEGEN_INFIMA_LAYOUT__: boolean;

/**
 * Whether the site loads Infima (a Docusaurus config's, see src/node/plugins/infima.ts): its doc
 * page then takes theme-classic's column widths on Infima's grid (the doc column at most 75% of
 * the main column beside a `col--3` table of contents, the main column the page less
 * `--doc-sidebar-width`), which the site's CSS is written against. The theme's own layout (sized
 * columns, a table of contents of fixed width) is for sites of sitegen's config. A build-time
 * constant: the other layout's rules are not in the bundle's class names.
 */
export const INFIMA_LAYOUT: boolean = typeof __SITEGEN_INFIMA_LAYOUT__ !== 'undefined' && __SITEGEN_INFIMA_LAYOUT__;
