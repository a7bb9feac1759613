import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HardwareMetadataError, loadHardware } from '@site/plugins/hardware-metadata/load';
import hardwareMetadataPlugin from '@site/plugins/hardware-metadata';
import { repoRoot } from './_helpers';

const fixtures = path.join(repoRoot, 'tests/fixtures');

function errorOf(fn: () => unknown): HardwareMetadataError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HardwareMetadataError);
    return error as HardwareMetadataError;
  }
  throw new Error('expected the load to fail');
}

describe('invalid hardware metadata', () => {
  const error = errorOf(() => loadHardware(path.join(fixtures, 'hardware-invalid'), { displayRoot: repoRoot }));
  const lines = error.message.split('\n');

  it('names file, line, field and rule', () => {
    expect(lines).toContain(
      'tests/fixtures/hardware-invalid/shields/foo/foo.zmk.yml:8: field "requires[0]": must match pattern "^[a-z0-9_]+(@([A-Z]|[0-9]+|([0-9]+(\\.[0-9]+){1,2})))?$"',
    );
  });

  it('reports every problem of every file, in file order', () => {
    const bar = 'tests/fixtures/hardware-invalid/boards/arm/bar/bar.zmk.yml';
    expect(lines).toEqual([
      `${bar}:1: field "outputs": is required but missing`,
      `${bar}:9: field "features[1]": must be one of "keys", "display", "encoder", "underglow", "backlight", "pointer", "studio"`,
      `${bar}:10: field "colour": is not a known field here (additional properties are not allowed)`,
      `${bar}:13: field "file_format": must be "1"`,
      `${bar}:18: field "outputs[1]": must be one of "usb", "ble"`,
      `${bar}:19: field "url": must match format "uri"`,
      `${bar}:23: field "type": must be one of "board", "shield", "interconnect"`,
      'tests/fixtures/hardware-invalid/interconnects/baz/baz.zmk.yml:9: field "node_labels.gpio": must be string',
      expect.stringContaining('tests/fixtures/hardware-invalid/shields/foo/foo.zmk.yml:8: field "requires[0]"'),
    ]);
  });

  it('keeps the problems as data', () => {
    const foo = error.problems.find((p) => p.file.endsWith('foo.zmk.yml'));
    expect(foo).toMatchObject({ line: 8, field: 'requires[0]' });
    expect(foo?.rule).toMatch(/^must match pattern/);
  });

  it('reports YAML syntax errors with their line', () => {
    const yamlError = errorOf(() => loadHardware(path.join(fixtures, 'hardware-yaml-error'), { displayRoot: repoRoot }));
    expect(yamlError.message).toMatch(
      /^tests\/fixtures\/hardware-yaml-error\/shields\/qux\/qux\.zmk\.yml:7: invalid YAML: unexpected end of the stream/,
    );
  });

  it('rejects a duplicate id', () => {
    const dup = errorOf(() => loadHardware(path.join(fixtures, 'hardware-duplicate'), { displayRoot: repoRoot }));
    expect(dup.message).toBe(
      'tests/fixtures/hardware-duplicate/shields/two/two.zmk.yml:2: field "id": duplicates the shield id "same" already defined at tests/fixtures/hardware-duplicate/shields/one/one.zmk.yml:2',
    );
  });

  it('fails the plugin loadContent with paths relative to the site', async () => {
    const plugin = hardwareMetadataPlugin({ siteDir: repoRoot }, { path: 'tests/fixtures/hardware-invalid' });
    await expect(plugin.loadContent()).rejects.toThrow(
      /^tests\/fixtures\/hardware-invalid\/boards\/arm\/bar\/bar\.zmk\.yml:1: field "outputs"/,
    );
  });
});

describe('multi-document files', () => {
  it('loads every document, each with the directory of its file', () => {
    const loaded = loadHardware(path.join(fixtures, 'hardware-multidoc'));
    expect(loaded.items.map((i) => [i.id, i.directory])).toEqual([
      ['ctl', 'app/boards/arm/ctl'],
      ['pair_a', 'app/boards/shields/pair'],
      ['pair_b', 'app/boards/shields/pair'],
    ]);
    expect(loaded.shields).toHaveLength(2);
    expect(loaded.boards).toHaveLength(1);
  });
});

describe('references between hardware files', () => {
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const site = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-refs-'));
    write(dir, 'interconnects/pro_micro/pro_micro.zmk.yml', 'file_format: "1"\nid: pro_micro\nname: Pro Micro\ntype: interconnect\nurl: https://example.com/pro-micro\ndescription: A small controller footprint.\n');
    return dir;
  };
  const shield = (requires: string, siblings: string) =>
    `file_format: "1"\nid: lantern\nname: Lantern\ntype: shield\nurl: https://example.com/lantern\nrequires:\n  - ${requires}\nexposes:\n  - lantern_header\nfeatures:\n  - keys\nsiblings:\n  - lantern_left\n  - ${siblings}\n`;

  it('accepts interconnects that have a file or that something exposes, and siblings that are parts of the keyboard', () => {
    const dir = site();
    write(dir, 'shields/lantern/lantern.zmk.yml', shield('pro_micro', 'lantern_right'));
    write(dir, 'shields/lantern_display/lantern_display.zmk.yml', 'file_format: "1"\nid: lantern_display\nname: Lantern display\ntype: shield\nurl: https://example.com/display\nrequires:\n  - lantern_header\n');
    expect(loadHardware(dir).shields.map((s) => s.id)).toEqual(['lantern', 'lantern_display']);
    fs.rmSync(dir, { recursive: true });
  });

  it('stops on an unknown interconnect in requires and an unknown sibling, with file, line and the id', () => {
    const dir = site();
    write(dir, 'shields/lantern/lantern.zmk.yml', shield('pro_mikro', 'lanter_right'));
    const error = errorOf(() => loadHardware(dir, { displayRoot: dir }));
    expect(error.message.split('\n')).toEqual([
      'shields/lantern/lantern.zmk.yml:7: field "requires[0]": names the interconnect "pro_mikro", which no interconnect file defines and nothing exposes',
      'shields/lantern/lantern.zmk.yml:14: field "siblings[1]": names "lanter_right", which is neither a known id nor a part of "lantern" (lantern_…)',
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
