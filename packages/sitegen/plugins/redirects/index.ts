/**
 * redirects: keeps old addresses working. Writes `_redirects` for static hosts that read it and,
 * for hosts that do not, a small HTML page at each old path that forwards the reader (keeping
 * the `#anchor`) to the new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PostBuildProps } from '../../src/node/plugins/types';
import { formatRedirectsFile, type RedirectRule } from '../../src/node/static-host/redirects-file';
import { routeToHtmlFile } from '../../src/node/utils/paths';
import { applyTrailingSlash, normalizePath } from '../../src/shared/paths';
import { parseTsv } from '../../src/node/utils/tsv';
import { expandRedirects, redirectPageHtml } from './pages';

export { expandRedirects, redirectPageHtml, REDIRECT_SCRIPT } from './pages';

export interface RedirectsPluginOptions {
  /** A TSV file (`from`, `to`, `status` columns) relative to the site folder. */
  file?: string;
  /** More rules, after the file's (e.g. an external invite link). */
  redirects?: RedirectRule[];
}

/** Reads and checks the redirect rules of a TSV file; a bad row names the file and line. */
export function readRedirectsTsv(file: string, shown = file): RedirectRule[] {
  return parseTsv(fs.readFileSync(file, 'utf8'), shown).map((row, i) => checkRule({ from: row.from ?? '', to: row.to ?? '', status: Number(row.status || 301) }, `${shown}:${i + 2}`));
}

function checkRule(rule: RedirectRule, where: string): RedirectRule {
  if (!rule.from.startsWith('/')) throw new Error(`${where}: \`from\` must be a path starting with "/", got "${rule.from}"`);
  if (rule.from.slice(0, -1).includes('*')) throw new Error(`${where}: \`*\` may only end \`from\`, got "${rule.from}"`);
  if (!rule.to.startsWith('/') && !/^https?:\/\//.test(rule.to)) throw new Error(`${where}: \`to\` must be a path or an http(s) URL, got "${rule.to}"`);
  if (![301, 302, 303, 307, 308].includes(rule.status)) throw new Error(`${where}: \`status\` must be a redirect code (301, 302, 303, 307, 308), got ${rule.status}`);
  return rule;
}

export default function redirectsPlugin(context: LoadContext, options: RedirectsPluginOptions = {}): Plugin<RedirectRule[]> {
  const file = options.file ? path.resolve(context.siteDir, options.file) : undefined;
  return {
    name: 'redirects',
    getPathsToWatch: () => (file ? [file] : []),
    loadContent() {
      const fromFile = file ? readRedirectsTsv(file, path.relative(context.siteDir, file)) : [];
      return [...fromFile, ...(options.redirects ?? []).map((r, i) => checkRule(r, `redirects plugin option redirects[${i}]`))];
    },
    postBuild({ outDir, content, routes, siteConfig }: PostBuildProps) {
      const rules = content as RedirectRule[];
      fs.writeFileSync(path.join(outDir, '_redirects'), formatRedirectsFile(rules));
      // By key: routes come at Docusaurus's paths (`/docs/guides/` with `trailingSlash` undefined).
      const routePaths = new Set(routes.map((r) => normalizePath(r.path)));
      for (const { from, to } of expandRedirects(rules, [...routePaths])) {
        // Written where a page at `from` would be, so the host serves it at that address.
        const target = path.join(outDir, routeToHtmlFile(from, siteConfig));
        if (routePaths.has(normalizePath(from)) || fs.existsSync(target)) continue; // a real page wins
        fs.mkdirSync(path.dirname(target), { recursive: true });
        // To the page's URL as the site writes it, as Docusaurus's client-redirects does (collectRedirects).
        const url = to.startsWith('/') ? applyTrailingSlash(to, siteConfig) : to;
        fs.writeFileSync(target, redirectPageHtml(url, siteConfig.url, siteConfig.i18n.defaultLocale));
      }
    },
  };
}
