/**
 * Dev server only: what a hot-updatable MDX module uses (see hotMdxModule in
 * src/node/bundle/mdx-service.ts). Each MDX file keeps one state across its versions: the
 * component pages render (its identity never changes, so React patches the content in place),
 * the latest exports, and a memo of the elements its content rendered.
 */
import { useSyncExternalStore, type ReactElement } from 'react';

type Props = Record<string, unknown>;
type Render = (props: Props) => ReactElement | null;
type Jsx = (type: unknown, props: Props, ...rest: unknown[]) => ReactElement;

export interface HotMdxComponent {
  (props: Props): ReactElement | null;
  render: Render;
}

export interface HotMdxState {
  component?: HotMdxComponent;
  exports?: Record<string, unknown>;
  listeners: Set<() => void>;
  memo: ElementMemo;
}

// On window, not in this module: when an MDX file fails to compile, webpack drops the modules only
// it imported (this one included) and runs them afresh once it compiles again.
const hotGlobal = globalThis as typeof globalThis & { __sitegenHotMdx?: Map<string | number, HotMdxState> };

/** The state of the MDX module `id`, kept across its versions (also past one that failed to compile). */
export function hotMdxState(id: string | number): HotMdxState {
  const states = (hotGlobal.__sitegenHotMdx ??= new Map());
  let state = states.get(id);
  if (!state) states.set(id, (state = { listeners: new Set(), memo: createElementMemo() }));
  return state;
}

/** The module's default export: the same component for every version, rendering the newest. */
export function hotMdxComponent(state: HotMdxState, render: Render): HotMdxComponent {
  if (!state.component) {
    const subscribe = (listener: () => void) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    };
    const component = ((props: Props) => {
      const current = useSyncExternalStore(subscribe, () => component.render);
      state.memo.begin();
      return current(props);
    }) as HotMdxComponent;
    state.component = component;
  }
  state.component.render = render;
  return state.component;
}

/**
 * Called once a version has run: re-renders the content and tells the client
 * (`sitegen:content-update` with the previous and the new exports) to swap them into its routes.
 */
export function announceHotMdx(state: HotMdxState, exports: Record<string, unknown>): void {
  const previous = state.exports;
  state.exports = exports;
  if (!previous) return;
  state.listeners.forEach((listener) => listener());
  window.dispatchEvent(new CustomEvent('sitegen:content-update', { detail: { previous, next: exports } }));
}

export interface ElementMemo {
  /** Starts a render of the content. */
  begin(): void;
  /** A JSX factory that returns the element of the previous render when type, key and props are the same. */
  wrap(jsx: Jsx): Jsx;
}

/**
 * Re-rendering an edited page would otherwise render every code block, tab and table again
 * (thousands of elements on a long page). Handing React the very element objects of the previous
 * render for unchanged parts lets it skip them: only what the edit touched, and the elements
 * around it, render again. Elements are compared by a structural signature of their type, key and
 * props (children are signed by the signature of their own element, so signing stays linear).
 */
export function createElementMemo(): ElementMemo {
  const objectIds = new WeakMap<object, number>();
  const signatureIds = new Map<string, number>();
  const elementIds = new WeakMap<object, number>();
  let previous = new Map<number, ReactElement>();
  let current = new Map<number, ReactElement>();

  let nextObjectId = 0;
  const idOf = (value: object) => {
    let id = objectIds.get(value);
    if (id === undefined) objectIds.set(value, (id = nextObjectId++));
    return id;
  };
  const sign = (value: unknown): string => {
    if (typeof value === 'string') return JSON.stringify(value);
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return `${typeof value}:${String(value)}`;
    const elementId = elementIds.get(value);
    if (elementId !== undefined) return `@${elementId}`;
    if (Array.isArray(value)) return `[${value.map(sign).join(',')}]`;
    const prototype: unknown = Object.getPrototypeOf(value);
    if (typeof value === 'object' && (prototype === Object.prototype || prototype === null)) {
      return `{${Object.entries(value as Props)
        .map(([key, item]) => `${JSON.stringify(key)}:${sign(item)}`)
        .join(',')}}`;
    }
    // Functions, components and other objects: the same only when they are the same object.
    return `#${idOf(value)}`;
  };

  return {
    begin() {
      if (current.size) previous = current;
      current = new Map();
    },
    wrap(jsx) {
      return (type, props, ...rest) => {
        const signature = `${sign(type)}|${sign(rest[0])}|${sign(props)}`;
        let id = signatureIds.get(signature);
        if (id === undefined) signatureIds.set(signature, (id = signatureIds.size));
        let element = current.get(id) ?? previous.get(id);
        if (!element) {
          element = jsx(type, props, ...rest);
          elementIds.set(element, id);
        }
        current.set(id, element);
        return element;
      };
    },
  };
}
