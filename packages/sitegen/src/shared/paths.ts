/** Clean form of a route path: no `index.html`, no `.html`, no trailing slash (trailingSlash: false). */
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
