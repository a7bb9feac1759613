import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeMarkdownHeadingIds } from '../../../src/node/commands/write-heading-ids';
import { copyFixture } from '../../helpers/fixture';

const CLI = path.resolve(import.meta.dirname, '../../../bin/sitegen.js');

describe('write-heading-ids, by Docusaurus’s rules', () => {
  const source = ['# Title', '', '## Wiring the [left half](./left.md)', '', '```md', '## Not a heading', '```', '', '### Rows {#rows}', '', '## Rows', '## Über Keys'].join('\n');

  it('writes {#id} after headings without one, outside code, keeping written ids and making new ones unique', () => {
    expect(writeMarkdownHeadingIds(source).split('\n')).toEqual(['# Title', '', '## Wiring the [left half](./left.md) {#wiring-the-left-half}', '', '```md', '## Not a heading', '```', '', '### Rows {#rows}', '', '## Rows {#rows-1}', '## Über Keys {#über-keys}']);
  });

  it('writes MDX comments with --syntax mdx-comment, keeps case with --maintain-case, and rewrites or migrates ids', () => {
    expect(writeMarkdownHeadingIds('## Hold Tap', { syntax: 'mdx-comment', maintainCase: true })).toBe('## Hold Tap {/* #Hold-Tap */}');
    expect(writeMarkdownHeadingIds('## Hold Tap {#old}', { overwrite: true })).toBe('## Hold Tap {#hold-tap}');
    expect(writeMarkdownHeadingIds('## Hold Tap {#old}', { migrate: true, syntax: 'mdx-comment' })).toBe('## Hold Tap {/* #old */}');
    expect(() => writeMarkdownHeadingIds('## A', { overwrite: true, migrate: true })).toThrow(/cannot be used together/);
  });

  it('runs as `sitegen write-heading-ids` on the content of a Docusaurus site, and on files given', () => {
    const fixture = copyFixture('docusaurus-classic');
    try {
      const intro = path.join(fixture.siteDir, 'docs/intro.md');
      const before = fs.readFileSync(intro, 'utf8');
      const run = spawnSync(process.execPath, [CLI, 'write-heading-ids', fixture.siteDir], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Heading ids added to \d+\/\d+ Markdown files/);
      const after = fs.readFileSync(intro, 'utf8');
      expect(after).not.toBe(before);
      for (const line of after.split('\n').filter((l) => /^#{2,6} /.test(l))) expect(line).toMatch(/\{#[^}]+\}$/);
      const again = spawnSync(process.execPath, [CLI, 'write-heading-ids', fixture.siteDir, intro, '--syntax', 'mdx-comment', '--migrate'], { encoding: 'utf8' });
      expect(again.status, again.stderr).toBe(0);
      expect(fs.readFileSync(intro, 'utf8')).toMatch(/\{\/\* #[^ ]+ \*\/\}$/m);
      const bad = spawnSync(process.execPath, [CLI, 'write-heading-ids', fixture.siteDir, '--syntax', 'fancy'], { encoding: 'utf8' });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('Invalid --syntax value "fancy". Valid values: classic, mdx-comment');
    } finally {
      fixture.cleanup();
    }
  }, 120_000);
});
