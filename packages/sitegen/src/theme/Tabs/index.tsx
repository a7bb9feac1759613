import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from '@docusaurus/router';
import type { TabItemProps } from '@theme/TabItem';
import { clsx } from '../_internal/clsx';
import { publishTabChoice, readTabChoice, subscribeTabGroup } from '../_internal/tabGroups';
import styles from './styles.module.css';

// Kept here, not shared: a module of its own would be a chunk of its own on every docs page.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  children?: ReactNode;
  /** Tabs with the same group id switch together and the choice is remembered. */
  groupId?: string;
  /** Keep the choice in the URL query: a key, or `true` to use the group id as key. */
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: TabValue[];
  className?: string;
  lazy?: boolean;
}

/** The tab items among the children (whitespace and other nodes are ignored). */
export function tabItems(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
}

/** The tab shown before any stored or URL choice applies. */
export function defaultTabValue(items: Array<ReactElement<TabItemProps>>, defaultValue?: string | null, values?: TabValue[]): string | undefined {
  const known = values?.map((v) => v.value) ?? items.map((i) => i.props.value);
  if (defaultValue && known.includes(defaultValue)) return defaultValue;
  return items.find((i) => i.props.default)?.props.value ?? known[0];
}

export function queryKeyOf(queryString: string | boolean | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString || undefined;
  return queryString ? groupId : undefined;
}

/** Accessible tabs (arrow keys, Home, End), synced by group and optionally kept in the URL. */
export default function Tabs({ children, groupId, queryString, defaultValue, values, className, lazy }: TabsProps) {
  const items = tabItems(children);
  const tabs: TabValue[] = values ?? items.map((i) => ({ value: i.props.value, label: i.props.label, attributes: i.props.attributes }));
  const [selected, setSelected] = useState(() => defaultTabValue(items, defaultValue, values));
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const keepInView = useRef<{ element: HTMLElement; top: number } | null>(null);
  const queryKey = queryKeyOf(queryString, groupId);
  const valuesKey = tabs.map((t) => t.value).join('\n');
  const isValid = useCallback((value: string | null | undefined): value is string => !!value && valuesKey.split('\n').includes(value), [valuesKey]);

  // After hydration: the URL, then the remembered group choice.
  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
    if (isValid(fromQuery)) {
      setSelected(fromQuery);
      return;
    }
    if (groupId) {
      const stored = readTabChoice(groupId);
      if (isValid(stored)) setSelected(stored);
    }
  }, [location.search, queryKey, groupId, isValid]);

  useEffect(() => {
    if (!groupId) return;
    return subscribeTabGroup(groupId, (value) => {
      if (isValid(value)) setSelected(value);
    });
  }, [groupId, isValid]);

  // Switching a group can change the height of tabs above; keep the clicked tab where it was.
  useIsomorphicLayoutEffect(() => {
    const pending = keepInView.current;
    if (!pending) return;
    keepInView.current = null;
    const delta = pending.element.getBoundingClientRect().top - pending.top;
    if (delta !== 0) window.scrollBy(0, delta);
  });

  const select = (value: string, element: HTMLElement) => {
    if (value === selected) return;
    keepInView.current = { element, top: element.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) publishTabChoice(groupId, value);
    if (queryKey) {
      const params = new URLSearchParams(location.search);
      params.set(queryKey, value);
      navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = tabRefs.current[next];
    const tab = tabs[next];
    if (!target || !tab) return;
    target.focus();
    select(tab.value, target);
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div className={clsx('theme-tabs-container tabs-container', styles.tabs, className)}>
      <div role="tablist" aria-orientation="horizontal" className={clsx('tabs', styles.tabList)}>
        {tabs.map((tab, i) => {
          const isSelected = tab.value === selected;
          const { className: attrClass, ...attributes } = (tab.attributes ?? {}) as { className?: string };
          return (
            <button
              key={tab.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              className={clsx('tabs__item', styles.tab, isSelected && 'tabs__item--active', isSelected && styles.selected, attrClass)}
              onClick={(event) => select(tab.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, i)}
              {...attributes}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      <div className={styles.panels}>
        {items.map((item) => {
          const index = tabs.findIndex((t) => t.value === item.props.value);
          const hidden = item.props.value !== selected;
          if (lazy && hidden) return null;
          return cloneElement(item, { key: item.props.value, hidden, id: panelId(index), 'aria-labelledby': tabId(index) });
        })}
      </div>
    </div>
  );
}
