import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../../src/shared/page-title';

describe('a page title', () => {
  it('is "Page <titleDelimiter> Site", trimmed, and the site title alone for none or the site’s own (theme-common’s default formatter)', () => {
    const site = { title: 'Site', titleDelimiter: '·' };
    expect(formatPageTitle('Page', site)).toBe('Page · Site');
    expect(formatPageTitle('  Page ', site)).toBe('Page · Site');
    expect(formatPageTitle('Site', site)).toBe('Site');
    expect(formatPageTitle(' ', site)).toBe('Site');
    expect(formatPageTitle(undefined, { title: 'Site', titleDelimiter: '|' })).toBe('Site');
  });
});
