import { escapeHtml } from '../../src/node/render/html';
import { normalizePath } from '../../src/shared/paths';
import { redirectTarget, type RedirectRule } from '../../src/node/static-host/redirects-file';

/**
 * The concrete old paths the rules cover, each with where it goes: plain rules as they are;
 * a `/old/*` rule for its bare prefix and, when it maps `:splat`, for every route under the new
 * prefix. The first rule matching a path decides, as on the static host; chains are followed.
 */
export function expandRedirects(rules: RedirectRule[], routePaths: string[]): Array<{ from: string; to: string }> {
  const candidates = new Set<string>();
  for (const rule of rules) {
    if (!rule.from.endsWith('/*')) {
      candidates.add(rule.from);
      continue;
    }
    const oldPrefix = rule.from.slice(0, -2);
    candidates.add(oldPrefix);
    if (!rule.to.includes(':splat')) continue;
    const newPrefix = rule.to.slice(0, rule.to.indexOf(':splat'));
    for (const route of routePaths) if (route.startsWith(newPrefix) && route.length > newPrefix.length) candidates.add(`${oldPrefix}/${route.slice(newPrefix.length)}`);
  }
  const routes = new Set(routePaths);
  return [...candidates].flatMap((from) => {
    const to = finalTarget(rules, routes, from);
    return to ? [{ from, to }] : [];
  });
}

/** Follows a chain of rules (an old target that moved again) to its end, so readers make one hop. */
function finalTarget(rules: RedirectRule[], routes: Set<string>, from: string): string | undefined {
  let target: string | undefined;
  let anchor: string | undefined;
  let current = from;
  for (let hops = 0; hops < 10; hops++) {
    const rule = redirectTarget(rules, current);
    if (!rule) break;
    const [path = '', own] = rule.to.split('#');
    target = path;
    // An anchor set earlier in the chain is kept unless a later rule names its own.
    if (own !== undefined) anchor = own;
    if (routes.has(normalizePath(path)) || !path.startsWith('/')) break;
    current = path;
  }
  return target === undefined ? undefined : anchor ? `${target}#${anchor}` : target;
}

/**
 * One script for every redirect page (a single CSP hash): go to the page's target, keeping the
 * reader's `#anchor` unless the target names its own.
 */
export const REDIRECT_SCRIPT = `(function(){var t=document.documentElement.getAttribute('data-redirect');if(t){location.replace(t.indexOf('#')<0?t+location.hash:t);}})();`;

/** A page that forwards to `to`: script first, meta refresh without script, a link as last resort. */
export function redirectPageHtml(to: string, siteUrl: string, lang: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(new URL(to, siteUrl).href);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-redirect="${target}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Moved to ${target}</title>
<link rel="canonical" href="${canonical}">
<script>${REDIRECT_SCRIPT}</script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}
