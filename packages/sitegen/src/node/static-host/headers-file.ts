/**
 * The `_headers` file static hosts (Netlify, Cloudflare Pages) read: a path pattern on its own
 * line, then indented `Name: value` lines. Every rule whose pattern matches a request applies.
 */

export interface HeadersRule {
  /** URL path pattern: `*` matches any rest of the path (the empty rest included). */
  path: string;
  headers: Array<[name: string, value: string]>;
}

export function formatHeadersFile(rules: HeadersRule[]): string {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/** Parses a `_headers` file; a malformed line throws with its line number. */
export function parseHeadersFile(text: string, file = '_headers'): HeadersRule[] {
  const rules: HeadersRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`${file}:${index + 1}: a path must start with "/", got "${line}"`);
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!rule) throw new Error(`${file}:${index + 1}: header line before any path`);
    if (!match?.[1] || !match[2]) throw new Error(`${file}:${index + 1}: expected "Name: value", got "${line.trim()}"`);
    rule.headers.push([match[1], match[2]]);
  });
  return rules;
}

/** `*` matches any rest, the empty one included: `/docs/*` covers `/docs/` and below, not `/docs`. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  return new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(urlPath);
}

/** The headers for one request path: every matching rule, in file order, later values appended. */
export function headersFor(rules: HeadersRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}
