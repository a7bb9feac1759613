import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hardwareMetadataPlugin, {
  type HardwareMetadataContent,
  type HardwareMetadataGlobalData,
} from '@site/plugins/hardware-metadata';
import type { HardwareData, HardwareItem } from '@site/src/shared/hardware-data';
import { generateHardwareData, DATA_PATH } from '@site/scripts/generate-hardware-data';
import { TYPES_PATH } from '@site/scripts/generate-hardware-types';
import { powershellQuote, renderSetupPs1, setupChoices, shellQuote } from '@site/plugins/hardware-metadata/setup-scripts';
import { hardwareTypesFingerprint } from '@site/plugins/hardware-metadata/types';
import { hasFacts, readFacts, repoRoot } from './_helpers';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-plugin-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

// dataFile and typesFile false, so the test never writes into the repository.
const plugin = hardwareMetadataPlugin({ siteDir: repoRoot, outDir }, { dataFile: false, typesFile: false });
const content: HardwareMetadataContent = await plugin.loadContent();

describe('hardware-metadata plugin', () => {
  it('is named hardware-metadata', () => {
    expect(plugin.name).toBe('hardware-metadata');
  });

  it('loads every entry', () => {
    expect(content.counts).toEqual({ boards: 40, shields: 67, interconnects: 5 });
    expect(content.items).toHaveLength(112);
  });

  it('publishes a small data module and the counts as global data', async () => {
    const created: Record<string, string> = {};
    let globalData: unknown;
    await plugin.contentLoaded({
      content,
      actions: {
        createData: async (name, data) => {
          created[name] = data;
          return `/virtual/hardware-metadata/${name}`;
        },
        setGlobalData: (data) => {
          globalData = data;
        },
      },
    });
    expect(Object.keys(created)).toEqual(['hardware.json']);
    const aggregate = JSON.parse(created['hardware.json']) as HardwareData;
    expect(aggregate.boards).toHaveLength(40);
    expect(aggregate.shields).toHaveLength(67);
    expect(aggregate.interconnects).toHaveLength(5);
    // Small: no file_format/type/arch repetition, well under the full metadata.
    expect(created['hardware.json'].length).toBeLessThan(25_000);
    expect(created['hardware.json']).not.toContain('file_format');
    expect(globalData).toEqual<HardwareMetadataGlobalData>({
      count: 112,
      counts: { boards: 40, shields: 67, interconnects: 5 },
    });
    expect(plugin.dataModule()).toBe('/virtual/hardware-metadata/hardware.json');
  });

  it('watches the metadata, the schema and the templates', () => {
    const watched = plugin.getPathsToWatch();
    expect(watched).toEqual([
      path.join(repoRoot, 'hardware'),
      path.join(repoRoot, 'hardware/schema/hardware-metadata.schema.json'),
      path.join(repoRoot, 'plugins/hardware-metadata/templates'),
    ]);
    for (const p of watched) expect(fs.existsSync(p), p).toBe(true);
  });

  describe('postBuild', () => {
    let published: HardwareItem[] = [];
    beforeAll(async () => {
      await plugin.postBuild({ outDir, content });
      published = JSON.parse(fs.readFileSync(path.join(outDir, 'hardware-metadata.json'), 'utf8')) as HardwareItem[];
    });

    it('writes /hardware-metadata.json with every item and its directory', () => {
      expect(published).toHaveLength(112);
      expect(published.filter((i) => i.type === 'board')).toHaveLength(40);
      expect(published.filter((i) => i.type === 'shield')).toHaveLength(67);
      expect(published.filter((i) => i.type === 'interconnect')).toHaveLength(5);
      for (const item of published) expect(item.directory).toMatch(/^app\/boards\//);
      expect(published.find((i) => i.id === 'corne')?.directory).toBe('app/boards/shields/corne');
    });

    it.skipIf(!hasFacts)('uses the directories of the fact sheet', () => {
      const facts = readFacts();
      const dirs = new Map(published.map((i) => [`${i.type}:${i.id}`, i.directory]));
      for (const entry of [...facts.boards, ...facts.shields, ...facts.interconnects]) {
        expect(dirs.get(`${entry.type}:${entry.id}`), entry.id).toBe(entry.directory);
      }
    });

    it('writes an executable setup.sh and a setup.ps1', () => {
      const sh = path.join(outDir, 'setup.sh');
      expect(fs.statSync(sh).mode & 0o111).not.toBe(0);
      expect(fs.readFileSync(sh, 'utf8')).toMatch(/^#!\/usr\/bin\/env bash\n/);
      const ps1 = fs.readFileSync(path.join(outDir, 'setup.ps1'), 'utf8');
      expect(ps1).toContain("[pscustomobject]@{ Id = 'corne'; Label = 'Corne (split)'");
      expect(ps1).toContain("Parts = @('corne_left', 'corne_right'); Requires = @('pro_micro')");
      expect(ps1.split('\r\n').length).toBeGreaterThan(100);
      expect(ps1.replace(/\r\n/g, '')).not.toContain('\n');
    });
  });
});

describe('hardware-metadata plugin with a build cache', () => {
  it('keeps a load without problems, and loads again when a file changes', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-cache-'));
    const copy = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(siteDir, file));
    };
    const board = 'hardware/boards/arm/nice_nano/nice_nano_v2.zmk.yml';
    copy('hardware/interconnects/pro_micro/pro_micro.zmk.yml');
    copy(board);
    const cacheDir = path.join(siteDir, '.cache');
    const load = () => hardwareMetadataPlugin({ siteDir, outDir, cacheDir }, { dataFile: false, typesFile: false }).loadContent();
    try {
      expect((await load()).counts).toEqual({ boards: 1, shields: 0, interconnects: 1 });
      // Unchanged files: the kept load is used (marked here to tell).
      const [kept = ''] = fs.readdirSync(path.join(cacheDir, 'hardware-metadata', 'load'));
      const keptFile = path.join(cacheDir, 'hardware-metadata', 'load', kept);
      fs.writeFileSync(keptFile, fs.readFileSync(keptFile, 'utf8').replace('"nice!nano v2"', '"kept copy"'));
      expect((await load()).items.find((item) => item.id === 'nice_nano_v2')?.name).toBe('kept copy');
      // An edit is loaded and validated again: its problem is reported, with file and line.
      const text = fs.readFileSync(path.join(siteDir, board), 'utf8');
      fs.writeFileSync(path.join(siteDir, board), text.replace('type: board', 'type: bored'));
      await expect(load()).rejects.toThrow(/nice_nano_v2\.zmk\.yml:\d+/);
      await expect(load()).rejects.toThrow(/nice_nano_v2\.zmk\.yml:\d+/);
      fs.writeFileSync(path.join(siteDir, board), text);
      expect((await load()).items.find((item) => item.id === 'nice_nano_v2')?.name).toBe('kept copy');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

/** Counts (), {} and [] outside PowerShell strings and comments. */
function unbalancedPowerShell(source: string): Record<string, number> {
  const depth: Record<string, number> = { '(': 0, '{': 0, '[': 0 };
  const closers: Record<string, string> = { ')': '(', '}': '{', ']': '[' };
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote === "'") {
      if (c === "'" && source[i + 1] === "'") i++;
      else if (c === "'") quote = null;
    } else if (quote === '"') {
      if (c === '`') i++;
      else if (c === '"') quote = null;
    } else if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c in depth) {
      depth[c]++;
    } else if (c in closers) {
      depth[closers[c]]--;
      if (depth[closers[c]] < 0) throw new Error(`unmatched ${c} at offset ${i}`);
    }
  }
  if (quote) depth[quote] = 1;
  return depth;
}

describe('generated setup.ps1', () => {
  const ps1 = renderSetupPs1(content.items);
  const { keyboards, controllers } = setupChoices(content.items);

  it('has balanced brackets and quotes', () => {
    expect(unbalancedPowerShell(ps1)).toEqual({ '(': 0, '{': 0, '[': 0 });
  });

  it('lists every keyboard and controller board, quoted for PowerShell', () => {
    const ids = [...ps1.matchAll(/\[pscustomobject\]@\{ Id = '([a-z0-9_]+)'/g)].map((m) => m[1]);
    expect(ids).toEqual([...keyboards.map((k) => k.id), ...controllers.map((c) => c.id)]);
    expect(ps1).toContain("Label = 'nice!nano v2'; Name = 'nice!nano v2'; UsbOnly = $false");
    expect(ps1).toContain("Label = 'Adafruit KB2040 (USB only)'; Name = 'Adafruit KB2040'; UsbOnly = $true");
    expect(ps1).toContain("Parts = @('glove80_lh', 'glove80_rh'); Requires = @()");
  });

  it('runs in its own script block and checks for git', () => {
    expect(ps1).toMatch(/\r\n& \{\r\n\$ErrorActionPreference = 'Stop'\r\n/);
    expect(ps1.trimEnd().endsWith('}')).toBe(true);
    expect(ps1).toContain('Get-Command git');
    expect(ps1).toContain("Invoke-Git clone --quiet --single-branch $TemplateRepo $Folder");
  });

  it('quotes values safely', () => {
    expect(powershellQuote("it's")).toBe("'it''s'");
    expect(powershellQuote('a\u2019b')).toBe("'a\u2019\u2019b'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });
});

describe('site URL in the scripts', () => {
  it('comes from the site config, base URL included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-siteurl-'));
    try {
      const p = hardwareMetadataPlugin(
        { siteDir: repoRoot, siteConfig: { url: 'https://docs.example.org', baseUrl: '/zmk/' } },
        { dataFile: false },
      );
      await p.postBuild({ outDir: dir, content });
      expect(fs.readFileSync(path.join(dir, 'setup.sh'), 'utf8')).toContain(
        'bash -c "$(curl -fsSL https://docs.example.org/zmk/setup.sh)"',
      );
      expect(fs.readFileSync(path.join(dir, 'setup.ps1'), 'utf8')).toContain(
        'Invoke-RestMethod -Uri https://docs.example.org/zmk/setup.ps1 | Invoke-Expression',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('dataFile and typesFile options', () => {
  it('keeps the component data file and the schema types in step with the metadata', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-datafile-'));
    try {
      fs.cpSync(path.join(repoRoot, 'tests/fixtures/hardware-multidoc'), path.join(siteDir, 'hardware'), { recursive: true });
      const site = hardwareMetadataPlugin({ siteDir }, {});
      const actions = { createData: async (name: string) => name, setGlobalData: () => undefined };
      await site.contentLoaded({ content: await site.loadContent(), actions });
      const written = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/hardware.json'), 'utf8')) as HardwareData;
      expect(written.shields.map((s) => s.id)).toEqual(['pair_a', 'pair_b']);
      expect(written.boards.map((b) => b.id)).toEqual(['ctl']);
      // loadContent compiled the schema into the declarations the components import.
      const types = fs.readFileSync(path.join(siteDir, 'src/shared/hardware-metadata.ts'), 'utf8');
      expect(types).toBe(fs.readFileSync(TYPES_PATH, 'utf8'));
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
  it('leaves a declarations file naming the schema\'s current fingerprint alone, and replaces one that names another', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-typesfile-'));
    try {
      fs.cpSync(path.join(repoRoot, 'tests/fixtures/hardware-multidoc'), path.join(siteDir, 'hardware'), { recursive: true });
      const typesFile = path.join(siteDir, 'src/shared/hardware-metadata.ts');
      fs.mkdirSync(path.dirname(typesFile), { recursive: true });
      const load = () => hardwareMetadataPlugin({ siteDir }, { dataFile: false }).loadContent();
      // Current: not compiled again (the marker stays).
      fs.writeFileSync(typesFile, `// kept\n * Schema fingerprint: ${hardwareTypesFingerprint()}\n`);
      await load();
      expect(fs.readFileSync(typesFile, 'utf8')).toContain('// kept');
      // Another schema's: compiled and written.
      fs.writeFileSync(typesFile, '// stale\n * Schema fingerprint: 0000000000000000\n');
      await load();
      expect(fs.readFileSync(typesFile, 'utf8')).toBe(fs.readFileSync(TYPES_PATH, 'utf8'));
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('src/data/hardware.json', () => {
  it('is up to date with hardware/ (run scripts/generate-hardware-data.ts)', () => {
    expect(fs.readFileSync(DATA_PATH, 'utf8')).toBe(generateHardwareData());
  });
});
