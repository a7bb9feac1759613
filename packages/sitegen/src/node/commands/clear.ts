import fs from 'node:fs';
import path from 'node:path';
import { workDir } from '../utils/paths';

/** Removes the build output and every cache of a site; as Docusaurus's clear, it names those that were there. */
export function clearSite(siteDir: string): void {
  for (const dir of [path.join(siteDir, 'build'), workDir(siteDir)]) {
    if (!fs.existsSync(dir)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`Removed ${path.relative(process.cwd(), dir) || dir}`);
  }
}
