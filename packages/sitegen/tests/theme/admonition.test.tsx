import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Admonition from '@theme/Admonition';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionTypes from '@theme/Admonition/Types';
import styles from '@theme/Admonition/styles.module.css';
import { text } from './_render';

/** theme-classic's six types: each one's Infima alert colour and the style class of its colours. */
const TYPES = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' } as const;

describe('Admonition', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.entries(TYPES))('renders a %s box with its icon, default title and content', (type, colour) => {
    const html = renderToStaticMarkup(
      <Admonition type={type}>
        <p>Body text</p>
      </Admonition>,
    );
    expect(html).toContain('role="note"');
    // Docusaurus 3's class names, which a site's CSS may style; not v2's bare `admonition`.
    expect(html).toContain(`theme-admonition theme-admonition-${type} ${styles.admonition} alert alert--${colour} ${styles[type]}`);
    expect(html).not.toMatch(/class="[^"]*(?<![-\w])admonition(?![-\w])/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(text(html)).toBe(`${type}Body text`);
    expect(html).toContain(`<div class="${styles.content}"><p>Body text</p></div>`);
  });

  it('gives the five icons of theme-classic different drawings (caution has warning\'s)', () => {
    const icon = (type: string) => /<svg[\s\S]*?<\/svg>/.exec(renderToStaticMarkup(<Admonition type={type}>x</Admonition>))?.[0];
    expect(new Set(['note', 'tip', 'info', 'warning', 'danger'].map(icon)).size).toBe(5);
    expect(icon('caution')).toBe(icon('warning'));
  });

  it('shows a custom title instead of the default one, and takes an id and classes', () => {
    const html = renderToStaticMarkup(
      <Admonition type="warning" title="Before you flash" id="flash" className="mine">
        Check the board.
      </Admonition>,
    );
    expect(text(html)).toBe('Before you flashCheck the board.');
    expect(html).toContain('aria-label="Before you flash"');
    expect(html).toMatch(/class="theme-admonition theme-admonition-warning [^"]* mine" id="flash"/);
  });

  it("draws theme-classic's legacy names with their components and untranslated titles", () => {
    for (const [type, colour] of [['secondary', 'secondary'], ['important', 'info'], ['success', 'success']]) {
      const html = renderToStaticMarkup(<Admonition type={type}>x</Admonition>);
      expect(html).toContain(`theme-admonition-${type}`);
      expect(html).toContain(`alert alert--${colour}`);
      expect(text(html)).toBe(`${type}x`);
    }
  });

  it("takes its title from an mdxAdmonitionTitle child, as theme-common's processAdmonitionProps", () => {
    const Title = ({ children }: { mdxType: string; children: ReactNode }) => <>{children}</>;
    const html = renderToStaticMarkup(
      <Admonition type="tip">
        <Title mdxType="mdxAdmonitionTitle">
          Use <code>west</code>
        </Title>
        <p>Body</p>
      </Admonition>,
    );
    expect(text(html)).toBe('Use westBody');
    expect(html).toContain('Use <code>west</code></div>');
  });

  it('takes its title from an mdxAdmonitionTitle element, as compiled Markdown gives a title with more than text', () => {
    const html = renderToStaticMarkup(
      <Admonition type="note">
        {createElement('mdxAdmonitionTitle', null, 'Use ', <strong key="w">west</strong>)}
        <p>Body</p>
      </Admonition>,
    );
    expect(html).toContain('Use <strong>west</strong></div>');
    expect(html).not.toContain('<mdxAdmonitionTitle');
    expect(text(html)).toBe('Use westBody');
  });

  it('draws a type Admonition/Types lacks as info, with a warning naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<Admonition type="bogus">x</Admonition>);
    expect(html).toContain('theme-admonition-bogus');
    expect(html).toContain('alert alert--info');
    expect(warn).toHaveBeenCalledWith('No admonition component found for admonition type "bogus". Using Info as fallback.');
  });

  it('has the type map a site extends, and a layout a custom type can use', () => {
    expect(Object.keys(AdmonitionTypes).sort()).toEqual(['caution', 'danger', 'important', 'info', 'note', 'secondary', 'success', 'tip', 'warning']);
    const html = renderToStaticMarkup(
      <AdmonitionLayout type="my-type" title="Mine">
        Body
      </AdmonitionLayout>,
    );
    expect(html).toContain('theme-admonition theme-admonition-my-type');
    expect(text(html)).toBe('MineBody');
  });
});
