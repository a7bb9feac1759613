import { describe, expect, it } from 'vitest';
import { globMatcher } from '../../../src/node/utils/glob';

describe('globMatcher', () => {
  it("matches as Docusaurus's globs do: ** for any folders, * within a name, braces and classes", () => {
    const posts = globMatcher(['**/*.{md,mdx}']);
    expect(['a.md', 'x/y/b.mdx'].map(posts)).toEqual([true, true]);
    expect(['a.mdxx', 'a.js', 'md'].map(posts)).toEqual([false, false, false]);
    const partials = globMatcher(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/__tests__/**']);
    expect(['_p.md', 'x/_p.mdx', '_drafts/a.md', 'x/__tests__/a.md'].map(partials)).toEqual([true, true, true, true]);
    expect(['p_.md', 'x/a_b/c.md'].map(partials)).toEqual([false, false]);
    expect(globMatcher(['20[0-9][0-9]-*.md', 'notes/?.md'])('2024-a.md')).toBe(true);
    expect(globMatcher(['notes/?.md'])('notes/ab.md')).toBe(false);
    expect(globMatcher(['./drafts/*.md'])('drafts/a.md')).toBe(true);
    expect(globMatcher(['*.md'])('x/a.md')).toBe(false);
  });
});
