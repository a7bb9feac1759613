import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATOR_ROOT, isPackageCode, resolveThemeModule, siteAliases } from '../../../src/node/bundle/aliases';

describe('theme folders', () => {
  it('look in the site theme, then plugin themes (the later plugin first), then the default theme; @theme-original skips the site', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliases-'));
    const component = (theme: string, name: string) => {
      fs.mkdirSync(path.join(dir, theme, name), { recursive: true });
      fs.writeFileSync(path.join(dir, theme, name, 'index.js'), 'export default null;');
    };
    component('site/src/theme', 'Footer');
    component('first', 'Badge');
    component('second', 'Badge');
    const aliases = siteAliases(path.join(dir, 'site'), path.join(dir, 'generated'), [path.join(dir, 'first'), path.join(dir, 'second')]);
    const defaultTheme = path.join(GENERATOR_ROOT, 'src/theme');
    expect(aliases.themeDirs).toEqual([path.join(dir, 'site/src/theme'), path.join(dir, 'second'), path.join(dir, 'first'), defaultTheme]);
    expect(aliases.originalThemes).toEqual([path.join(dir, 'second'), path.join(dir, 'first'), defaultTheme]);
    expect(resolveThemeModule(aliases.themeDirs, 'Badge')).toBe(path.join(dir, 'second/Badge/index.js'));
    expect(resolveThemeModule(aliases.themeDirs, 'Footer')).toBe(path.join(dir, 'site/src/theme/Footer/index.js'));
    expect(resolveThemeModule(aliases.originalThemes, 'Footer')).toMatch(/src[\\/]theme[\\/]Footer[\\/]index\.tsx$/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('isPackageCode', () => {
  it('is true for installed packages, false for site files and for the generator itself even when it is installed', () => {
    expect(isPackageCode('/site/node_modules/clsx/dist/clsx.js')).toBe(true);
    expect(isPackageCode('/site/src/components/A.tsx')).toBe(false);
    expect(isPackageCode(path.join(GENERATOR_ROOT, 'src/theme/Layout/index.tsx'))).toBe(false);
    expect(isPackageCode(path.join(GENERATOR_ROOT, 'node_modules/react/index.js'))).toBe(true);
  });
});
