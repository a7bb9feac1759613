/**
 * @theme/prism-include-languages (theme-classic's): the site's `themeConfig.prism.additionalLanguages`
 * (the build's `@generated/prism-languages.cjs`) run on the Prism instance given, set as the global
 * Prism while they run, then the global is put back.
 */
import { describe, expect, it, vi } from 'vitest';

const seen: unknown[] = [];
vi.mock('@generated/prism-languages.cjs', () => ({ default: () => seen.push((globalThis as { Prism?: unknown }).Prism) }));

describe('prism-include-languages', () => {
  it('runs the language files with the given Prism as the global one, and puts the global back', async () => {
    const { default: prismIncludeLanguages } = await import('@theme/prism-include-languages');
    const instance = { languages: {} };
    const holder = globalThis as { Prism?: unknown };
    prismIncludeLanguages(instance);
    expect(seen).toEqual([instance]);
    expect('Prism' in holder).toBe(false);
    const before = { languages: { before: true } };
    holder.Prism = before;
    prismIncludeLanguages(instance);
    expect(seen).toEqual([instance, instance]);
    expect(holder.Prism).toBe(before);
    delete holder.Prism;
  });
});
