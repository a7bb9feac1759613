/**
 * The dev server's hot MDX runtime: the element memo hands back the previous render's element
 * for unchanged parts (so React skips them) and a new one for what an edit changed; the module
 * state outlives a version; the content component keeps its identity across versions.
 */
import { describe, expect, it } from 'vitest';
import { createElementMemo, hotMdxComponent, hotMdxState } from '../../src/client/hot-mdx';

type Element = { type: unknown; props: Record<string, unknown>; key: unknown };
const jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => ({ type, props, key }) as unknown as ReturnType<Parameters<ReturnType<typeof createElementMemo>['wrap']>[0]>;
const CodeBlock = () => null;

/** One "render" of a page: two code blocks and a paragraph inside a wrapper. */
function render(memo: ReturnType<typeof createElementMemo>, paragraph: string, onClick?: () => void) {
  const h = memo.wrap(jsx);
  memo.begin();
  const first = h(CodeBlock, { lines: [[['keyword', 'compatible']], [['plain', '= "zmk,behavior-hold-tap";']]] }) as unknown as Element;
  const second = h(CodeBlock, { lines: [[['plain', 'tapping-term-ms = <200>;']]], title: 'hold-tap.keymap' }) as unknown as Element;
  const text = h('p', { children: paragraph, onClick }) as unknown as Element;
  const root = h('div', { children: [first, second, text] }) as unknown as Element;
  return { first, second, text, root };
}

describe('hot MDX element memo', () => {
  it('returns the same elements when nothing changed, across renders', () => {
    const memo = createElementMemo();
    const before = render(memo, 'Hold or tap.');
    const after = render(memo, 'Hold or tap.');
    expect(after.first).toBe(before.first);
    expect(after.second).toBe(before.second);
    expect(after.root).toBe(before.root);
  });

  it('makes new elements for an edited part and the ones around it, and keeps the rest', () => {
    const memo = createElementMemo();
    const before = render(memo, 'Hold or tap.');
    const after = render(memo, 'Hold or tap, edited.');
    expect(after.text).not.toBe(before.text);
    expect(after.text.props.children).toBe('Hold or tap, edited.');
    expect(after.root).not.toBe(before.root);
    expect(after.first).toBe(before.first);
    expect(after.second).toBe(before.second);
  });

  it('treats a new function prop as a change', () => {
    const memo = createElementMemo();
    const before = render(memo, 'Same', () => undefined);
    const after = render(memo, 'Same', () => undefined);
    expect(after.text).not.toBe(before.text);
  });
});

describe('hot MDX module state', () => {
  it('keeps one state per module id and one component across versions, rendering the newest', () => {
    const state = hotMdxState('docs/a.mdx');
    expect(hotMdxState('docs/a.mdx')).toBe(state);
    expect(hotMdxState('docs/b.mdx')).not.toBe(state);
    const first = () => null;
    const second = () => null;
    const component = hotMdxComponent(state, first);
    expect(hotMdxComponent(state, second)).toBe(component);
    expect(component.render).toBe(second);
  });
});
