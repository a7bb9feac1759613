/**
 * The output folder during a build (src/node/commands/output-dir.ts): written in place, as
 * Docusaurus writes it, the previous output aside until the build ends.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutputFolder, recoverEndedBuilds, takeOutputFolder } from '../../../src/node/commands/output-dir';

let root: string;
let out: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const besides = () => fs.readdirSync(root).filter((name) => name !== 'build' && !name.includes('.old-')).sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'output-dir-'));
  out = path.join(root, 'build');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the output folder of a build', () => {
  it('is empty while the build runs, its previous content aside; the build’s output stays when it succeeds', () => {
    write(path.join(out, 'old.html'), 'old build');
    const folder = takeOutputFolder(out);
    expect(fs.readdirSync(out)).toEqual([]);
    expect(besides()).toEqual([`build.previous-${process.pid}`]);
    write(path.join(out, 'new.html'), 'new build');
    folder.keep();
    expect(fs.readdirSync(out)).toEqual(['new.html']);
    expect(besides()).toEqual([]);
  });

  it('is put back as it was when the build fails', () => {
    write(path.join(out, 'old.html'), 'old build');
    const folder = takeOutputFolder(out);
    write(path.join(out, 'half.html'), 'half written');
    folder.restore();
    expect(fs.readdirSync(out)).toEqual(['old.html']);
    expect(fs.readFileSync(path.join(out, 'old.html'), 'utf8')).toBe('old build');
    expect(besides()).toEqual([]);
  });

  it('is removed when a build that made it fails', () => {
    const folder = takeOutputFolder(out);
    write(path.join(out, 'half.html'), 'half written');
    folder.restore();
    expect(fs.existsSync(out)).toBe(false);
  });

  it('gets back the output an interrupted build moved aside; a running build’s folders and earlier versions’ are left or removed by whether their build runs', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    write(path.join(root, `build.previous-${ended}`, 'old.html'), 'old build');
    write(path.join(out, 'half.html'), 'half written');
    write(path.join(root, `build.tmp-${ended}`, 'half.html'), 'half written');
    write(path.join(root, `build.previous-${process.ppid}`, 'other.html'), 'another build’s');
    recoverEndedBuilds(out);
    expect(fs.readdirSync(out)).toEqual(['old.html']);
    expect(besides()).toEqual([`build.previous-${process.ppid}`]);
  });

  it('may not hold the site', () => {
    expect(() => checkOutputFolder(path.join(root, 'site'), root)).toThrow(/The output folder .* holds the site/);
    expect(() => checkOutputFolder(root, root)).toThrow(/holds the site/);
    expect(() => checkOutputFolder(root, out)).not.toThrow();
    expect(() => checkOutputFolder(root, path.join(root, '..', 'elsewhere'))).not.toThrow();
  });
});
