/**
 * Building blocks shared by the reference data components (KconfigTable, DevicetreeTable,
 * BehaviorProperties, ...). Not meant to be used from docs pages directly.
 */
import { Fragment, type ReactNode } from 'react';
import styles from './styles.module.css';

export { styles as tableStyles };

export interface ScrollTableProps {
  /** Accessible name of the scrollable region and the table caption. */
  caption: ReactNode;
  /** Plain-text version of `caption` for the region's `aria-label`. */
  label: string;
  /** Show the caption visually (it is always available to assistive technology). */
  showCaption?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A `<table>` inside a horizontally scrollable, keyboard-focusable region, so wide tables
 * stay usable on narrow screens without breaking the page layout.
 */
export function ScrollTable({ caption, label, showCaption = false, className, children }: ScrollTableProps) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className={showCaption ? styles.caption : styles.srOnly}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * An identifier that may wrap after underscores (and nowhere else), for long names such as
 * `CONFIG_ZMK_SPLIT_BLE_CENTRAL_BATTERY_LEVEL_QUEUE_SIZE` in narrow columns.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=_)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Renders a default value, or a muted dash (read as "none") when there is none. */
export function DefaultValue({ value }: { value: string }) {
  if (!value) {
    return (
      <span className={styles.muted}>
        <span aria-hidden="true">—</span>
        <span className={styles.srOnly}>none</span>
      </span>
    );
  }
  const [literal, remark] = splitDefault(value);
  return (
    <>
      <code>{literal}</code>
      {remark}
    </>
  );
}

/**
 * Splits a documented default such as `-1 (off)` or `y when an SSD1306 display is used`
 * into the literal value (shown as code) and a trailing remark (shown as text).
 */
export function splitDefault(value: string): [string, string] {
  const v = value.trim();
  if (/^"[^"]*"$/.test(v) || /^const \S+$/.test(v) || /^\S+$/.test(v)) return [v, ''];
  const angle = /^<[^>]*>/.exec(v);
  if (angle) return [angle[0], v.slice(angle[0].length)];
  const quoted = /^"[^"]*"/.exec(v);
  if (quoted) return [quoted[0], v.slice(quoted[0].length)];
  const m = /^([^\s;,]+)(.*)$/.exec(v);
  return m ? [m[1], m[2]] : [v, ''];
}

/** Lists the distinct values of `key` for use in error messages. */
export function knownValues<T>(rows: readonly T[], key: (row: T) => string, limit = 40): string {
  const seen: string[] = [];
  for (const row of rows) {
    const v = key(row);
    if (v && !seen.includes(v)) seen.push(v);
  }
  const shown = seen.slice(0, limit).map((v) => JSON.stringify(v));
  return seen.length > limit ? `${shown.join(', ')}, ...` : shown.join(', ');
}

/** The rows whose `compatible` is the given one (throws, naming `component` and the known ones, when there are none). */
export function selectCompatible<T extends { compatible: string }>(component: string, rows: readonly T[], compatible: string, limit?: number): [T, ...T[]] {
  const matching = rows.filter((r) => r.compatible === compatible);
  if (matching.length === 0) {
    throw new Error(`${component}: unknown compatible="${compatible}". Known compatibles: ${knownValues(rows, (r) => r.compatible, limit)}.`);
  }
  return matching as [T, ...T[]];
}

/**
 * What a component's `instance` or `compatible` prop picks, as BehaviorBinding and
 * InputProcessorTable take them: the row of an instance (`&` optional), or the rows of a
 * compatible; undefined when neither is given. Throws on both, or on an unknown value.
 */
export function selectInstanceOrCompatible<T extends { instance: string; compatible: string }>(
  component: string,
  rows: readonly T[],
  { instance, compatible }: { instance?: string; compatible?: string },
  limit?: number,
): { row: T } | { matching: [T, ...T[]] } | undefined {
  if (instance && compatible) {
    throw new Error(`${component}: give either instance="${instance}" or compatible="${compatible}", not both.`);
  }
  if (instance) {
    const wanted = instance.startsWith('&') ? instance : `&${instance}`;
    const row = rows.find((r) => r.instance === wanted);
    if (!row) throw new Error(`${component}: unknown instance="${instance}". Known instances: ${knownValues(rows, (r) => r.instance, limit)}.`);
    return { row };
  }
  return compatible ? { matching: selectCompatible(component, rows, compatible, limit) } : undefined;
}

/**
 * Selects the rows of a page (and optionally one section), as KconfigTable and
 * DevicetreeTable do. Throws when nothing matches, so a typo in a docs page fails the build.
 */
export function selectPageRows<T extends { page: string; section: string }>(
  component: string,
  rows: readonly T[],
  page: string,
  section: string | undefined,
): T[] {
  const normalizedPage = page.replace(/\.mdx?$/, '').replace(/^\/?(docs\/)?/, '');
  const onPage = rows.filter((r) => r.page === normalizedPage);
  if (onPage.length === 0) {
    throw new Error(
      `${component}: no rows for page="${page}". Known pages: ${knownValues(rows, (r) => r.page)}.`,
    );
  }
  if (section === undefined) return onPage;
  const inSection = onPage.filter((r) => r.section === section);
  if (inSection.length === 0) {
    throw new Error(
      `${component}: no rows for page="${page}" section="${section}". ` +
        `Sections of that page: ${knownValues(onPage, (r) => r.section)}.`,
    );
  }
  return inSection;
}

/** Wraps `"quoted"` parts and node paths of a node description in `<code>`. */
export function formatNodeText(text: string): ReactNode[] {
  const parts = text.split(/("[^"]*"|<[^<>]*>|\/chosen\b|&\w+)/g);
  return parts
    .filter((p) => p !== '')
    .map((p, i) => {
      if (p.startsWith('"') && p.endsWith('"') && p.length > 1) return <code key={i}>{p.slice(1, -1)}</code>;
      if (p === '/chosen' || /^&\w+$/.test(p) || /^<[^<>]*>$/.test(p)) return <code key={i}>{p}</code>;
      return p;
    });
}
