import { describe, expect, it } from 'vitest';
import { createExcerpt, firstHeading } from '../../../src/node/content/markdown-meta';

describe("a page's description when its front matter has none (Docusaurus's createExcerpt)", () => {
  it('is the first line with text once imports, the title, comments and tags are taken out, an MDX expression included', () => {
    const body = ["import Admonition from '@theme/Admonition';", '', '# Flashing', '', '<!-- a note -->', '', '<Admonition type="tip">Keep a cable: {2 * 2} of them fit.</Admonition>', '', 'Double-tap reset.'].join('\n');
    expect(createExcerpt(body)).toBe('Keep a cable: {2 * 2} of them fit.');
  });

  it('skips code blocks (a longer fence holds shorter ones) and admonition fences, and strips links, emphasis, code and heading ids', () => {
    const body = ['````md', '```js', 'x', '```', '````', ':::tip', 'See **the [wiring](wiring.md)** and `&kp` {#ignored}', ':::'].join('\n');
    expect(createExcerpt(body)).toBe('See the wiring and &kp');
  });

  it('takes one line, not the paragraph, and gives nothing for a page without text', () => {
    expect(createExcerpt('First line\nsecond line')).toBe('First line');
    expect(createExcerpt('# Only a title\n')).toBeUndefined();
  });
});

describe("a page's title when its front matter has none (Docusaurus's contentTitle)", () => {
  it('is the h1 that opens the page (imports before it left out), with its inline code as plain text and its heading id left out', () => {
    expect(firstHeading(["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '', '# The `Lighthouse` keeper {#keeper}', '', 'Text.'].join('\n'))).toBe('The Lighthouse keeper');
    expect(firstHeading(['Wiring', '======', '', 'Text.'].join('\n'))).toBe('Wiring');
    expect(firstHeading('# Closing hashes ##')).toBe('Closing hashes');
    expect(firstHeading('No heading here.')).toBeUndefined();
  });

  it('is none when the page opens with anything else, an h1 further down included, as Docusaurus (the title is then the id)', () => {
    // A component before the h1 (a real site's schema markup), a code block, a paragraph.
    expect(firstHeading(["import Schema from '@site/src/components/Schema';", '', '<Schema name="Plus" />', '', '# Plus Overview'].join('\n'))).toBeUndefined();
    expect(firstHeading(['```md', '# not this one', '```', '', '# Later'].join('\n'))).toBeUndefined();
    expect(firstHeading(['Intro.', '', '# Later'].join('\n'))).toBeUndefined();
  });
});
