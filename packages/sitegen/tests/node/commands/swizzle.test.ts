import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/node/commands/build';
import { SITEGEN_THEME, swizzle, swizzleConfigOf, themeComponents } from '../../../src/node/commands/swizzle';
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

  it('rates a plugin theme’s components by its getSwizzleConfig (module or plugin) or getSwizzleComponentList, as Docusaurus does', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-swizzle-config-'));
    try {
      const theme = (name: string, exports: string) => {
        fs.mkdirSync(path.join(siteDir, name, 'theme', 'Gauge'), { recursive: true });
        fs.mkdirSync(path.join(siteDir, name, 'theme', 'Dial'), { recursive: true });
        fs.writeFileSync(path.join(siteDir, name, 'theme', 'Gauge', 'index.js'), 'export default function Gauge() { return null; }\n');
        fs.writeFileSync(path.join(siteDir, name, 'theme', 'Dial', 'index.js'), "import '../internal';\nexport default function Dial() { return null; }\n");
        fs.writeFileSync(path.join(siteDir, name, 'index.js'), `const path = require('path');\nmodule.exports = function () { return { name: '${name}', getThemePath: () => path.join(__dirname, 'theme') }; };\n${exports}`);
      };
      theme('theme-rated', "module.exports.getSwizzleConfig = () => ({ components: { Gauge: { actions: { wrap: 'safe', eject: 'forbidden' }, description: 'The gauge' }, Dial: { actions: { eject: 'safe' } } } });\n");
      theme('theme-listed', "module.exports.getSwizzleComponentList = () => ['Gauge'];\n");
      fs.writeFileSync(path.join(siteDir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themes: ['./theme-rated', './theme-listed'] };\n");
      const log: string[] = [];
      await swizzle(siteDir, 'theme-rated', undefined, { list: true, log: (line) => log.push(line) });
      expect(log).toEqual(['Components of theme-rated (wrap: safe; eject: safe unless marked):', '  Dial  (wrap: unsafe)', '  Gauge  (eject: forbidden)']);
      await expect(swizzle(siteDir, 'theme-rated', 'Gauge', { eject: true, danger: true })).rejects.toThrow('Swizzle action eject is forbidden for component Gauge');
      await expect(swizzle(siteDir, 'theme-rated', 'Dial', { wrap: true })).rejects.toThrow(/Swizzle action wrap is unsafe to perform on Dial\.[\s\S]*--danger/);
      // Its eject is safe by the theme's word, though it imports a file of the theme.
      expect((await swizzle(siteDir, 'theme-rated', 'Dial', { eject: true })).map((file) => path.relative(siteDir, file))).toEqual(['src/theme/Dial/index.js']);
      await expect(swizzle(siteDir, 'theme-listed', 'Dial', { wrap: true })).rejects.toThrow('Swizzle action wrap is unsafe to perform on Dial.');
      expect((await swizzle(siteDir, 'theme-listed', 'Gauge', { wrap: true })).map((file) => path.relative(siteDir, file))).toEqual(['src/theme/Gauge/index.js']);
      expect(() => swizzleConfigOf({ name: 'bad', getSwizzleConfig: () => ({ components: { X: { actions: { wrap: 'maybe' } } } }) as never })).toThrow('Invalid Swizzle config for theme bad');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
  it('ejects a plugin theme’s TypeScript source (getTypeScriptThemePath) with --typescript, its getThemePath code without, as Docusaurus does', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-swizzle-typescript-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
        fs.writeFileSync(path.join(siteDir, file), text);
      };
      // A theme package as they ship: compiled JavaScript in lib/theme, the TypeScript it came from in src/theme.
      write('theme-typed/lib/theme/Gauge/index.js', 'export default function Gauge({ level }) { return level; }\n');
      write('theme-typed/src/theme/Gauge/index.tsx', 'export default function Gauge({ level }: { level: number }) { return level; }\n');
      write('theme-typed/index.js', "const path = require('path');\nmodule.exports = function () { return { name: 'theme-typed', getThemePath: () => path.join(__dirname, 'lib/theme'), getTypeScriptThemePath: () => path.join(__dirname, 'src/theme') }; };\n");
      write('theme-plain/lib/theme/Dial/index.js', 'export default function Dial() { return null; }\n');
      write('theme-plain/index.js', "const path = require('path');\nmodule.exports = function () { return { name: 'theme-plain', getThemePath: () => path.join(__dirname, 'lib/theme') }; };\n");
      write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themes: ['./theme-typed', './theme-plain'] };\n");
      const [typed] = await swizzle(siteDir, 'theme-typed', 'Gauge', { eject: true, typescript: true });
      expect(path.relative(siteDir, typed!)).toBe('src/theme/Gauge/index.tsx');
      expect(fs.readFileSync(typed!, 'utf8')).toContain('{ level: number }');
      fs.rmSync(path.join(siteDir, 'src/theme/Gauge'), { recursive: true });
      const [plain] = await swizzle(siteDir, 'theme-typed', 'Gauge', { eject: true });
      expect(path.relative(siteDir, plain!)).toBe('src/theme/Gauge/index.js');
      await expect(swizzle(siteDir, 'theme-plain', 'Dial', { eject: true, typescript: true })).rejects.toThrow('theme-plain does not provide TypeScript theme code via getTypeScriptThemePath().');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
