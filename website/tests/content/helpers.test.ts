import { describe, expect, it } from 'vitest';
import { componentWords, elementIds, firstOutOfOrder, headingTexts, linkTargets, plainHeading, proseWords, routeOf } from './_content';

describe('proseWords', () => {
  it('counts prose and inline code, not front matter, imports, fences, tags or URLs', () => {
    const source = [
      '---',
      'title: Not counted here',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      'One two [three](https://example.com/not/counted) `&kp A`.',
      '',
      '```dts',
      'ignored code words',
      '```',
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="linux" label="Linux">',
      '    four five',
      '    ```bash',
      '    west build',
      '    ```',
      '  </TabItem>',
      '</Tabs>',
      '',
      ':::note[Six]',
      'seven <!-- hidden comment --> {/* mdx comment */}',
      ':::',
      '## Eight {#pinned-id}',
      '| nine | ten |',
    ].join('\n');
    expect(proseWords(source)).toBe(12);
  });
});

describe('componentWords', () => {
  it('credits the words a reference table renders from data', () => {
    expect(componentWords('<KconfigTable page="config/battery" section="Kconfig" />')).toBeGreaterThan(10);
    expect(componentWords('<KconfigTable page="config/none" />')).toBe(0);
  });
});

describe('HTML helpers', () => {
  const html = '<h1>T</h1><h2 id="a-b" class="x">A &amp; B<a href="#a-b" class="hash-link">#</a></h2><p id="p1"></p><h3 id="c"><code>C</code> d</h3>';
  it('lists heading texts without hash links, and element ids', () => {
    expect(headingTexts(html)).toEqual([
      { level: 1, id: undefined, text: 'T' },
      { level: 2, id: 'a-b', text: 'A & B' },
      { level: 3, id: 'c', text: 'C d' },
    ]);
    expect([...elementIds(html)]).toEqual(['a-b', 'p1', 'c']);
  });
  it('reads link targets and plain heading texts', () => {
    expect(linkTargets('<a class="x" href="/docs/a#b">a</a> <link href="/no"> <a href="../c?x=1&amp;y=2">c</a>')).toEqual(['/docs/a#b', '../c?x=1&y=2']);
    expect(plainHeading('What are _boards_ and *shields*? `tapping-term-ms` snake_case')).toBe('What are boards and shields? tapping-term-ms snake_case');
  });
  it('finds the first item out of order', () => {
    expect(firstOutOfOrder(['a', 'c'], ['a', 'b', 'c'])).toBeUndefined();
    expect(firstOutOfOrder(['c', 'a'], ['a', 'b', 'c'])).toBe('a');
  });
});

describe('routeOf', () => {
  it('folds index ids and honours slugs', () => {
    expect(routeOf({ id: 'intro', front_matter_other: { slug: '/' } })).toBe('/docs');
    expect(routeOf({ id: 'keymaps/index', front_matter_other: {} })).toBe('/docs/keymaps');
    expect(routeOf({ id: 'faq', front_matter_other: {} })).toBe('/docs/faq');
  });
});
