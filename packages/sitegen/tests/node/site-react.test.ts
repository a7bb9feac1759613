import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteReact } from '../../src/node/site-react';

describe("the site's React", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  /** A site in a temporary folder (outside the repository) with these packages in its node_modules. */
  const site = (packages: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-react-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"site"}');
    for (const [name, version] of Object.entries(packages)) {
      fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
    }
    return dir;
  };

  it('is the copy in the site’s node_modules, React 18.2 and later or 19', () => {
    for (const version of ['18.2.0', '18.3.1', '19.0.0', '19.3.1']) {
      const dir = site({ react: version, 'react-dom': version });
      const found = siteReact(dir);
      expect(found.version).toBe(version);
      expect(found.dirs.react).toBe(fs.realpathSync(path.join(dir, 'node_modules/react')));
      expect(found.dirs['react-dom']).toBe(fs.realpathSync(path.join(dir, 'node_modules/react-dom')));
    }
  });

  it('stops the build when missing, too old, or not one version, saying what to install', () => {
    expect(() => siteReact(site({}))).toThrow(/This site has no react and react-dom installed .*18\.2 or later \(18 and 19\): npm install react@19 react-dom@19/);
    expect(() => siteReact(site({ react: '19.3.1' }))).toThrow(/This site has no react-dom installed/);
    expect(() => siteReact(site({ react: '17.0.2', 'react-dom': '17.0.2' }))).toThrow(/This site has React 17\.0\.2 \(.*\); sitegen supports React 18\.2 or later/);
    expect(() => siteReact(site({ react: '18.1.0', 'react-dom': '18.1.0' }))).toThrow(/This site has React 18\.1\.0/);
    expect(() => siteReact(site({ react: '19.3.1', 'react-dom': '19.2.0' }))).toThrow(/react \(19\.3\.1\) and react-dom \(19\.2\.0\) are not the same version/);
  });
});
