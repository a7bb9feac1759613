import { createHash } from 'node:crypto';

export type CspDirectives = Record<string, string[]>;

/** What the generated pages themselves need; inline scripts are allowed one by one by hash. */
export const BASE_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React `style` attributes and diagram SVGs carry inline styles; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Inline `<script>` bodies that run as JavaScript (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc=/.test(attributes) || !body) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Origins of external images and frames a page embeds (`<img src>`, `<source srcset>`, `<iframe src>`). */
export function embeddedOrigins(html: string): { img: string[]; frame: string[] } {
  const origins = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => /^https?:\/\/[^/"?#\s]+/.exec(m[1] ?? '')?.[0]).filter((o): o is string => !!o);
  return { img: origins(/<(?:img|source)\s[^>]*?(?:src|srcset)="([^"]+)"/g), frame: origins(/<iframe\s[^>]*?src="([^"]+)"/g) };
}

/** Merges directive source lists (no duplicates) and writes the policy. */
export function formatCsp(...parts: CspDirectives[]): string {
  const merged = new Map<string, Set<string>>();
  for (const part of parts) for (const [name, sources] of Object.entries(part)) {
    const set = merged.get(name) ?? new Set<string>();
    for (const source of sources) set.add(source);
    merged.set(name, set);
  }
  return [...merged].map(([name, sources]) => `${name} ${[...sources].join(' ')}`).join('; ');
}
