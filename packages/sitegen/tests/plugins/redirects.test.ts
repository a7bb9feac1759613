import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandRedirects, readRedirectsTsv, redirectPageHtml, REDIRECT_SCRIPT } from '../../plugins/redirects/index';
import { formatRedirectsFile, parseRedirectsFile, redirectTarget } from '../../src/node/static-host/redirects-file';

const rules = [
  { from: '/old/special', to: '/new/other', status: 301 },
  { from: '/old/*', to: '/new/:splat', status: 301 },
  { from: '/codes/*', to: '/keys', status: 301 },
  { from: '/moved', to: '/new/a#part', status: 301 },
  { from: '/chain', to: '/gone', status: 301 },
  { from: '/gone', to: '/new/b', status: 301 },
];

describe('redirect rules', () => {
  it('matches in order, fills :splat, and covers the bare prefix of a wildcard', () => {
    expect(redirectTarget(rules, '/old/special')?.to).toBe('/new/other');
    expect(redirectTarget(rules, '/old/a/b')?.to).toBe('/new/a/b');
    expect(redirectTarget(rules, '/old')?.to).toBe('/new');
    expect(redirectTarget(rules, '/codes/anything')?.to).toBe('/keys');
    expect(redirectTarget(rules, '/older')).toBeUndefined();
  });

  it('round-trips through the _redirects format, forced', () => {
    const text = formatRedirectsFile(rules);
    expect(text.split('\n')[0]).toBe('/old/special /new/other 301!');
    expect(parseRedirectsFile(text)).toEqual(rules);
    expect(() => parseRedirectsFile('/a\n')).toThrow('_redirects:1');
  });

  it('expands wildcards over the new routes and follows chains to the last hop', () => {
    const pages = expandRedirects(rules, ['/new/a', '/new/b', '/new/other', '/keys', '/new']);
    expect(pages).toEqual(
      expect.arrayContaining([
        { from: '/old/special', to: '/new/other' },
        { from: '/old/a', to: '/new/a' },
        { from: '/old/b', to: '/new/b' },
        { from: '/old', to: '/new' },
        { from: '/codes', to: '/keys' },
        { from: '/moved', to: '/new/a#part' },
        { from: '/chain', to: '/new/b' },
      ]),
    );
    // The special page is reached by its own rule, not the wildcard's expansion.
    expect(pages.filter((p) => p.from === '/old/special')).toEqual([{ from: '/old/special', to: '/new/other' }]);
  });

  it('rejects bad TSV rows with file and line', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-')), 'r.tsv');
    fs.writeFileSync(file, 'from\tto\tstatus\n/a\t/b\t301\nnope\t/b\t301\n');
    expect(() => readRedirectsTsv(file, 'r.tsv')).toThrow('r.tsv:3: `from` must be a path');
    fs.writeFileSync(file, 'from\tto\tstatus\n/a\t/b\t200\n');
    expect(() => readRedirectsTsv(file, 'r.tsv')).toThrow('r.tsv:2: `status` must be a redirect code');
  });
});

describe('client-side redirect page', () => {
  it('is noindex, canonical to the target, with a refresh fallback and the shared script', () => {
    const html = redirectPageHtml('/docs/a#b', 'https://x.test', 'en');
    expect(html).toContain('<html lang="en" data-redirect="/docs/a#b">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://x.test/docs/a#b">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a#b">');
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
  });

  it('script keeps the reader’s anchor unless the target has one', () => {
    const run = (target: string, hash: string) => {
      const calls: string[] = [];
      const document = { documentElement: { getAttribute: () => target } };
      const location = { hash, replace: (url: string) => calls.push(url) };
      new Function('document', 'location', REDIRECT_SCRIPT)(document, location);
      return calls;
    };
    expect(run('/new', '#flavors')).toEqual(['/new#flavors']);
    expect(run('/new#own', '#flavors')).toEqual(['/new#own']);
    expect(run('/new', '')).toEqual(['/new']);
  });
});
