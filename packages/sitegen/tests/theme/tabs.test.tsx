import { describe, expect, it } from 'vitest';
import TabItem from '@theme/TabItem';
import Tabs, { queryKeyOf } from '@theme/Tabs';
import { render, text } from './_render';

function tabState(html: string) {
  const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => {
    const tag = m[0];
    return {
      label: text(m[1] ?? ''),
      selected: tag.includes('aria-selected="true"'),
      tabIndex: /tabindex="(-?\d)"/.exec(tag)?.[1],
      id: /id="([^"]+)"/.exec(tag)?.[1],
      controls: /aria-controls="([^"]+)"/.exec(tag)?.[1],
    };
  });
  const panels = [...html.matchAll(/<div role="tabpanel"([^>]*)>/g)].map((m) => ({
    id: /id="([^"]+)"/.exec(m[1] ?? '')?.[1],
    labelledBy: /aria-labelledby="([^"]+)"/.exec(m[1] ?? '')?.[1],
    hidden: /\shidden=""/.test(m[1] ?? ''),
  }));
  return { tabs, panels };
}

const OS = (props: { defaultValue?: string; defaultOn?: string; groupId?: string }) => (
  <Tabs groupId={props.groupId} defaultValue={props.defaultValue}>
    <TabItem value="windows" label="Windows" default={props.defaultOn === 'windows'}>
      Windows steps
    </TabItem>
    <TabItem value="linux" label="Linux" default={props.defaultOn === 'linux'}>
      Linux steps
    </TabItem>
    <TabItem value="macos" label="macOS">
      macOS steps
    </TabItem>
  </Tabs>
);

describe('Tabs', () => {
  it('selects the first tab by default, with tab/tablist/tabpanel semantics', () => {
    const html = render(<OS />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-orientation="horizontal"');
    const { tabs, panels } = tabState(html);
    expect(tabs.map((t) => t.label)).toEqual(['Windows', 'Linux', 'macOS']);
    expect(tabs.map((t) => t.selected)).toEqual([true, false, false]);
    expect(tabs.map((t) => t.tabIndex)).toEqual(['0', '-1', '-1']);
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true]);
    tabs.forEach((tab, i) => {
      expect(tab.controls).toBe(panels[i]?.id);
      expect(panels[i]?.labelledBy).toBe(tab.id);
    });
    expect(new Set(tabs.map((t) => t.id)).size).toBe(3);
  });

  it('honours the `default` item and `defaultValue`', () => {
    expect(tabState(render(<OS defaultOn="linux" />)).tabs.map((t) => t.selected)).toEqual([false, true, false]);
    expect(tabState(render(<OS defaultValue="macos" defaultOn="linux" />)).tabs.map((t) => t.selected)).toEqual([false, false, true]);
    // An unknown default value falls back to the first tab.
    expect(tabState(render(<OS defaultValue="beos" />)).tabs.map((t) => t.selected)).toEqual([true, false, false]);
  });

  it('renders the default on the server even with a group id (stored choices apply after hydration)', () => {
    const html = render(<OS groupId="os" defaultOn="linux" />, { path: '/docs/x?os=macos' });
    expect(tabState(html).tabs.map((t) => t.selected)).toEqual([false, true, false]);
  });

  it('uses the value as label when there is none, and labels from `values`', () => {
    const html = render(
      <Tabs values={[{ value: 'a', label: 'Alpha' }, { value: 'b' }]}>
        <TabItem value="a">A</TabItem>
        <TabItem value="b">B</TabItem>
      </Tabs>,
    );
    expect(tabState(html).tabs.map((t) => t.label)).toEqual(['Alpha', 'b']);
  });

  it('ignores whitespace children', () => {
    const html = render(
      <Tabs>
        {'\n'}
        <TabItem value="one">One</TabItem>
        {'\n'}
      </Tabs>,
    );
    expect(tabState(html).tabs).toHaveLength(1);
  });

  it('derives the query string key', () => {
    expect(queryKeyOf('command', undefined)).toBe('command');
    expect(queryKeyOf(true, 'os')).toBe('os');
    expect(queryKeyOf(true, undefined)).toBeUndefined();
    expect(queryKeyOf(false, 'os')).toBeUndefined();
    expect(queryKeyOf(undefined, 'os')).toBeUndefined();
  });
});
