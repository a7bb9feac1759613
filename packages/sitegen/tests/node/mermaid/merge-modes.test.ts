import { describe, expect, it } from 'vitest';
import { diagramsForPage, mayMatch, mergeColourModes } from '../../../src/node/mermaid/merge-modes';

/** A drawing the way Mermaid makes one: a style block scoped by the id, then the shapes. */
function drawing(id: string, mode: 'light' | 'dark', options: { shadow?: string; extra?: string; label?: string } = {}): string {
  const fill = mode === 'light' ? '#eee' : '#333';
  const style = `#${id}-${mode}{fill:${fill};}#${id}-${mode} .node rect{fill:${fill};}#${id}-${mode} .cluster rect{stroke:red;}#${id}-${mode} .edge:not(.hidden){stroke:${fill};}#${id}-${mode} [data-look="neo"].node path{stroke:url(#${id}-${mode}-gradient);}`;
  return `<svg id="${id}-${mode}" class="flowchart" viewBox="0 0 10 10"><style>${style}</style><g class="node"><rect width="5"></rect><text>${options.label ?? 'Hold'}</text></g><path class="edge" marker-end="url(#${id}-${mode}_end)"></path><defs><filter id="${id}-${mode}-shadow"><feDropShadow flood-color="${options.shadow ?? (mode === 'light' ? '#000000' : '#FFFFFF')}"></feDropShadow></filter></defs>${options.extra ?? ''}</svg>`;
}

describe('one SVG for both colour modes', () => {
  it('keeps the shapes once and moves the dark colours into CSS', () => {
    const merged = mergeColourModes(drawing('mermaid-a', 'light'), drawing('mermaid-a', 'dark', { extra: '<linearGradient id="mermaid-a-dark-gradient"><stop></stop></linearGradient>' }), 'mermaid-a');
    expect(merged?.svg).toMatch(/^<svg id="mermaid-a" class="mermaid-style-[0-9a-f]{8} flowchart"/);
    expect(merged?.svg.match(/<rect/g)).toHaveLength(1);
    // The light colour stays an attribute; the dark one is a rule on a class the element now has.
    expect(merged?.svg).toMatch(/<feDropShadow class="(mermaid-dark-[0-9a-f]{8})" flood-color="#000000">/);
    expect(merged?.darkRules).toEqual([expect.stringMatching(/^html\[data-theme='dark'\] \.mermaid-dark-[0-9a-f]{8}\{flood-color:#FFFFFF\}$/)]);
    // A definition only the dark drawing has is kept, under the shared id.
    expect(merged?.svg).toContain('<linearGradient id="mermaid-a-gradient">');
    expect(merged?.svg).toContain('marker-end="url(#mermaid-a_end)"');
  });

  it('gives up when the drawings differ in more than colours', () => {
    expect(mergeColourModes(drawing('mermaid-a', 'light'), drawing('mermaid-a', 'dark', { label: 'Tap' }), 'mermaid-a')).toBeUndefined();
    expect(diagramsForPage([{ light: drawing('mermaid-a', 'light'), dark: drawing('mermaid-a', 'dark', { label: 'Tap' }) }])).toEqual([{ light: drawing('mermaid-a', 'light'), dark: drawing('mermaid-a', 'dark', { label: 'Tap' }) }]);
  });

  it('ships a style block once per page, scoped by colour mode, cut to the rules that can match', () => {
    const [first, second] = diagramsForPage([
      { light: drawing('mermaid-a', 'light'), dark: drawing('mermaid-a', 'dark') },
      { light: drawing('mermaid-b', 'light'), dark: drawing('mermaid-b', 'dark') },
    ]);
    if (!first || !('svg' in first) || !second || !('svg' in second)) throw new Error('not merged');
    const styleClass = /class="(mermaid-style-[0-9a-f]{8})/.exec(first.svg)?.[1];
    expect(second.svg).toContain(`class="${styleClass} flowchart"`);
    expect(second.svg).not.toContain('<style>');
    const style = /<style>(.*)<\/style>/.exec(first.svg)?.[1];
    expect(style).toContain(`html:not([data-theme='dark']) .${styleClass} .node rect{fill:#eee;}`);
    expect(style).toContain(`html[data-theme='dark'] .${styleClass} .node rect{fill:#333;}`);
    expect(style).toContain(`html[data-theme='dark'] .${styleClass} .edge:not(.hidden){stroke:#333;}`);
    // No .cluster and no data-look="neo" in these drawings: those rules are gone.
    expect(style).not.toContain('.cluster');
    expect(style).not.toContain('neo');
    // The two drawings' dark shadow colour is one rule.
    expect(style?.match(/flood-color:#FFFFFF/g)).toHaveLength(1);
  });

  it('keeps a rule when some selector of it can match', () => {
    const markup = '<g class="node label" data-look="neo"></g>';
    expect(mayMatch('.node rect{fill:red}', markup)).toBe(true);
    expect(mayMatch('.cluster rect,.label{fill:red}', markup)).toBe(true);
    expect(mayMatch('.cluster rect{fill:red}', markup)).toBe(false);
    expect(mayMatch('g:not(.cluster){fill:red}', markup)).toBe(true);
    expect(mayMatch('[data-look="neo"].node{fill:red}', markup)).toBe(true);
    expect(mayMatch('[data-look="classic"].node{fill:red}', markup)).toBe(false);
    expect(mayMatch('@keyframes dash{to{stroke-dashoffset:0;}}', markup)).toBe(true);
  });
});
