/**
 * Redirect rules in the `_redirects` form static hosts read: `from to status`, first match wins;
 * `*` at the end of `from` matches the rest of the path, which `:splat` in `to` stands for.
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** `_redirects` lines; `!` forces the redirect even where a file (a client-side redirect page) exists. */
export function formatRedirectsFile(rules: RedirectRule[], { force = true } = {}): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}${force ? '!' : ''}`).join('\n') + '\n';
}

export function parseRedirectsFile(text: string, file = '_redirects'): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    const code = Number(status.replace(/!$/, ''));
    if (!from?.startsWith('/') || !to || !Number.isInteger(code)) throw new Error(`${file}:${index + 1}: expected "from to status", got "${line.trim()}"`);
    rules.push({ from, to, status: code });
  });
  return rules;
}

/** Where a path goes under the rules (first match wins), or undefined. */
export function redirectTarget(rules: RedirectRule[], urlPath: string): RedirectRule | undefined {
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -2);
      if (urlPath === prefix || urlPath.startsWith(`${prefix}/`)) {
        const splat = urlPath.slice(prefix.length + 1);
        return { ...rule, to: rule.to.replace(':splat', splat).replace(/\/$/, '') || '/' };
      }
    } else if (rule.from === urlPath) return rule;
  }
  return undefined;
}
