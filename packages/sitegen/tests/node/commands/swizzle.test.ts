import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/node/commands/build';
import { SITEGEN_THEME, swizzle, themeComponents } from '../../../src/node/commands/swizzle';
import { copyFixture, readPage } from '../../helpers/fixture';

const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

describe('sitegen swizzle', () => {
  it('lists the theme’s components with theme-classic’s names, nested ones included, internals left out', () => {
    const names = themeComponents(SITEGEN_THEME);
    for (const name of ['Admonition', 'CodeBlock', 'DocBreadcrumbs', 'DocBreadcrumbs/Items/Home', 'Footer', 'Navbar', 'NavbarItem/DocNavbarItem', 'NotFound', 'TOC']) expect(names).toContain(name);
    expect(names.some((name) => name.startsWith('_internal') || name.startsWith('styles'))).toBe(false);
  });

  it('wraps a component in TypeScript and ejects one in JavaScript; an unsafe eject needs --danger; the site builds with both', async () => {
    const fixture = copyFixture('docusaurus-classic');
    try {
      const log: string[] = [];
      const options = { log: (line: string) => log.push(line) };
      const listed = await swizzle(fixture.siteDir, '@docusaurus/theme-classic', undefined, { ...options, list: true });
      expect(listed).toEqual([]);
      expect(log.join('\n')).toMatch(/ {2}ColorModeToggle {2}\(eject: unsafe\)/);

      const [wrapper] = await swizzle(fixture.siteDir, '@docusaurus/theme-classic', 'Admonition', { ...options, wrap: true, typescript: true });
      expect(path.relative(fixture.siteDir, wrapper!)).toBe('src/theme/Admonition/index.tsx');
      expect(fs.readFileSync(wrapper!, 'utf8')).toContain("import Admonition from '@theme-original/Admonition';");
      fs.writeFileSync(wrapper!, fs.readFileSync(wrapper!, 'utf8').replace('<Admonition {...props} />', '<Admonition {...props} />\n      <span className="admonition-wrapped" />'));

      await expect(swizzle(fixture.siteDir, 'classic', 'ColorModeToggle', { ...options, eject: true })).rejects.toThrow(/Ejecting ColorModeToggle is unsafe: it imports the theme's internals \(\.\.\/_internal\/colorMode/);
      const ejected = await swizzle(fixture.siteDir, 'classic', 'ColorModeToggle', { ...options, eject: true, danger: true });
      const component = ejected.find((file) => file.endsWith('index.jsx'))!;
      expect(fs.readFileSync(component, 'utf8')).toContain('from "@theme-original/_internal/colorMode"');
      expect(fs.readFileSync(component, 'utf8')).not.toMatch(/: (string|ColorModeChoice)\b/);
      fs.writeFileSync(component, fs.readFileSync(component, 'utf8').replace('data-choice', 'data-ejected="yes" data-choice'));
      await expect(swizzle(fixture.siteDir, 'classic', 'Admonition', { ...options, wrap: true })).rejects.toThrow(/exists already/);

      await buildSite(fixture.siteDir, { outDir: fixture.outDir });
      expect(readPage(fixture.outDir, '/docs/intro', LAYOUT)).toContain('<span class="admonition-wrapped"></span>');
      expect(readPage(fixture.outDir, '/', LAYOUT)).toContain('data-ejected="yes"');
    } finally {
      fixture.cleanup();
    }
  }, 180_000);
});
