import { describe, expect, it } from 'vitest';
import { vendorsUsed } from '../../../src/node/render/html';

describe('vendored packages a page loads', () => {
  it('reads the data-vendor marks of its markup, each package once', () => {
    const html = '<div id="__site"><div class="w" data-vendor="mermaid"><pre>graph TD</pre></div><div data-vendor="mermaid"></div><p>data-vendor="not-an-attribute"</p></div>';
    expect(vendorsUsed(html)).toEqual(['mermaid']);
    expect(vendorsUsed('<div id="__site"><svg id="mermaid-1"></svg></div>')).toEqual([]);
  });
});
