import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Admonition, { ADMONITION_TYPES, normalizeAdmonitionType } from '@theme/Admonition';
import styles from '@theme/Admonition/styles.module.css';
import { text } from './_render';

/** The type's name, lower case as theme-classic writes it (CSS shows it in capitals). */
const DEFAULT_TITLES = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'caution' };

describe('Admonition', () => {
  it.each(ADMONITION_TYPES)('renders a %s box with its icon, default title and content', (type) => {
    const html = renderToStaticMarkup(
      <Admonition type={type}>
        <p>Body text</p>
      </Admonition>,
    );
    expect(html).toContain('role="note"');
    // Docusaurus 3's class names, which a site's CSS may style; not v2's bare `admonition`.
    const colour = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' }[type];
    expect(html).toContain(`theme-admonition theme-admonition-${type} alert alert--${colour}`);
    expect(html).not.toMatch(/class="[^"]*(?<![-\w])admonition(?![-\w])/);
    expect(html).toContain(styles[type]);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(text(html)).toContain(DEFAULT_TITLES[type]);
    expect(html).toContain('<p>Body text</p>');
  });

  it('gives every type a different icon', () => {
    const icons = ADMONITION_TYPES.map((type) => /<svg[\s\S]*?<\/svg>/.exec(renderToStaticMarkup(<Admonition type={type}>x</Admonition>))?.[0]);
    expect(new Set(icons).size).toBe(ADMONITION_TYPES.length);
  });

  it('shows a custom title instead of the default one', () => {
    const html = renderToStaticMarkup(
      <Admonition type="warning" title="Before you flash">
        Check the board.
      </Admonition>,
    );
    expect(text(html)).toContain('Before you flash');
    expect(text(html)).not.toContain('Warning');
    expect(html).toContain('aria-label="Before you flash"');
  });

  it('maps other Docusaurus names and unknown types', () => {
    expect(normalizeAdmonitionType('important')).toBe('info');
    expect(normalizeAdmonitionType('success')).toBe('tip');
    expect(normalizeAdmonitionType('secondary')).toBe('note');
    expect(normalizeAdmonitionType('CAUTION')).toBe('caution');
    expect(normalizeAdmonitionType('bogus')).toBe('note');
    expect(normalizeAdmonitionType(undefined)).toBe('note');
  });
});
