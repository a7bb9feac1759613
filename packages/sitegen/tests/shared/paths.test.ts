/**
 * Docusaurus's trailing slash rule (docusaurus-utils-common/src/applyTrailingSlash.ts and its
 * tests), which every URL the site writes goes through, and the route keys pages are found by.
 */
import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, isFileLink, normalizePath } from '../../src/shared/paths';

const at = (trailingSlash: boolean | undefined, baseUrl = '/') => (path: string) => applyTrailingSlash(path, { trailingSlash, baseUrl });

describe('applyTrailingSlash', () => {
  it('adds the slash with true, removes it with false, leaves paths as written with undefined', () => {
    for (const path of ['/abc', '/abc/', 'abc', 'abc/']) {
      expect(at(true)(path), path).toBe(path.replace(/\/?$/, '/'));
      expect(at(false)(path), path).toBe(path.replace(/\/$/, ''));
      expect(at(undefined)(path), path).toBe(path);
    }
  });

  it('never touches the root or an anchor; an empty path becomes the root with true only', () => {
    for (const trailingSlash of [true, false, undefined]) {
      for (const path of ['/', '/?query#anchor', '#', '#anchor']) expect(at(trailingSlash)(path)).toBe(path);
    }
    expect(at(true)('')).toBe('/');
    expect(at(false)('')).toBe('');
  });

  it('puts the slash before ?search and #anchor', () => {
    expect(at(true)('/abc#anchor')).toBe('/abc/#anchor');
    expect(at(false)('/abc/#anchor')).toBe('/abc#anchor');
    expect(at(true)('/abc?search')).toBe('/abc/?search');
    expect(at(false)('/abc/?search')).toBe('/abc?search');
    expect(at(true)('/abc?search#anchor')).toBe('/abc/?search#anchor');
    expect(at(false)('/abc/?search#anchor')).toBe('/abc?search#anchor');
    expect(at(undefined)('/abc/?search#anchor')).toBe('/abc/?search#anchor');
    expect(at(true)('https://xyz.com/abc?search#anchor')).toBe('https://xyz.com/abc/?search#anchor');
  });

  it('keeps the slash of a base URL other than `/`, and applies to the paths below it', () => {
    for (const trailingSlash of [true, false, undefined]) expect(at(trailingSlash, '/base/')('/base/')).toBe('/base/');
    expect(at(false, '/base/')('/base/docs/')).toBe('/base/docs');
    expect(at(true, '/base/')('/base/docs')).toBe('/base/docs/');
    expect(at(true, '/base/')('/base')).toBe('/base/');
    expect(at(undefined, '/base/')('/base/docs')).toBe('/base/docs');
  });
});

describe('route keys and file links', () => {
  it('finds a page by the same key whatever URL form the reader has', () => {
    for (const url of ['/docs/intro', '/docs/intro/', '/docs/intro.html', '/docs/intro/index.html']) expect(normalizePath(url), url).toBe('/docs/intro');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
  });

  it('tells links to files (left as written) from links to pages', () => {
    expect(isFileLink('/blog/rss.xml')).toBe(true);
    expect(isFileLink('/files/board.pdf#page=2')).toBe(true);
    expect(isFileLink('/docs/intro')).toBe(false);
    expect(isFileLink('/docs/v1.2/')).toBe(false);
  });
});
