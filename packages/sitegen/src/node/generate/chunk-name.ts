import path from 'node:path';
import { resourceFile } from '../utils/paths';

/** A short, stable chunk name for a module path (readable in the build output). */
export function chunkName(modulePath: string, siteDir: string): string {
  const relative = modulePath.startsWith('@') ? modulePath.slice(1) : path.relative(siteDir, resourceFile(modulePath));
  const suffix = modulePath.includes('?truncated') ? '-excerpt' : '';
  return (relative.replace(/\.sitegen\/generated\/data\//, 'data/').replace(/\.(mdx?|tsx?|jsx?|json)$/, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') + suffix).slice(-80);
}
