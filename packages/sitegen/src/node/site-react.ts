import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The site's own React, which both bundles and the pre-render use (as Docusaurus points `react`
 * and `react-dom` at the site's copies): React is a peer dependency of the generator, so a page
 * holds one copy, the one the site's own components and packages were written for.
 */
export interface SiteReact {
  version: string;
  /** The folders of the site's `react` and `react-dom` packages. */
  dirs: { react: string; 'react-dom': string };
}

/** The React versions the generator's runtime and theme work with. */
export const SUPPORTED_REACT = '18.2 or later (18 and 19)';

const cache = new Map<string, SiteReact>();

/** Finds the site's React and checks it can be used; a missing or too old React stops the build with what to do. */
export function siteReact(siteDir: string): SiteReact {
  const known = cache.get(siteDir);
  if (known) return known;
  const require = createRequire(path.join(siteDir, 'package.json'));
  const find = (name: 'react' | 'react-dom') => {
    try {
      const manifest = fs.realpathSync(require.resolve(`${name}/package.json`));
      return { dir: path.dirname(manifest), version: (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version };
    } catch {
      return undefined;
    }
  };
  const react = find('react');
  const reactDom = find('react-dom');
  const install = 'npm install react@19 react-dom@19';
  if (!react || !reactDom) {
    const missing = [!react && 'react', !reactDom && 'react-dom'].filter(Boolean).join(' and ');
    throw new Error(`This site has no ${missing} installed (looked from ${siteDir}). sitegen renders with the site's own React, ${SUPPORTED_REACT}: ${install}`);
  }
  const [major = 0, minor = 0] = react.version.split('.').map(Number);
  if (major < 18 || (major === 18 && minor < 2)) {
    throw new Error(`This site has React ${react.version} (${react.dir}); sitegen supports React ${SUPPORTED_REACT}: ${install}`);
  }
  if (reactDom.version !== react.version) {
    throw new Error(`This site's react (${react.version}) and react-dom (${reactDom.version}) are not the same version; React needs both at one version: npm install react@${react.version} react-dom@${react.version}`);
  }
  const found = { version: react.version, dirs: { react: react.dir, 'react-dom': reactDom.dir } };
  cache.set(siteDir, found);
  return found;
}
