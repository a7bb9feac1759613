/**
 * Keycode reference tables for the list of keycodes page.
 *
 *   import KeycodeTable, { KeycodeFilter } from '@site/src/components/KeycodeTable';
 *   <KeycodeFilter />                         search box (put it once, near the top)
 *   <KeycodeTable group="keyboard-letters" /> one group of keycodes.tsv
 *
 * Every table on the page follows the text typed into `KeycodeFilter`. The query lives in a
 * small store reached through React context: by default one page-wide store, so the filter
 * and the tables need no common wrapper (headings stay top-level in the MDX). Wrap content
 * in `<KeycodeFilterProvider>` to give a part of a page its own independent filter.
 *
 * Each name and alias is a button that copies it to the clipboard. The OS columns show
 * yes / no / unknown icons with text alternatives; footnote markers link to the footnotes
 * listed under the table (content from `docs/keymaps/_footnotes/*.mdx`).
 *
 * An unknown `group` throws an Error naming it, so a typo fails the build.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import keycodes from '@site/src/data/keycodes.json';
import { OS_LIST, type KeycodeData, type KeycodeEntry, type KeycodeGroup } from '@site/src/data/types';
import { Breakable, ScrollTable, knownValues } from '../ReferenceTable';
import { copyText } from './clipboard';
import { createKeycodeFilterStore, filterKeycodes, type KeycodeFilterStore } from './filter';
import { FOOTNOTES } from './footnotes';
import OsSupportIcon, { toSupport } from './OsSupportIcon';
import styles from './styles.module.css';

export { filterKeycodes, keycodeMatches, queryTerms, createKeycodeFilterStore } from './filter';
export type { KeycodeFilterStore } from './filter';

const data: KeycodeData = keycodes;

/** All keycode groups, in page order. */
export const KEYCODE_GROUPS: readonly KeycodeGroup[] = data.groups;

/** The group with the given id (throws when unknown). */
export function findKeycodeGroup(group: string): KeycodeGroup {
  const found = data.groups.find((g) => g.id === group);
  if (!found) {
    throw new Error(`KeycodeTable: unknown group="${group}". Known groups: ${knownValues(data.groups, (g) => g.id)}.`);
  }
  return found;
}

/** Footnotes referenced by a group, numbered by first appearance (row order, then OS order). */
export function groupFootnotes(group: KeycodeGroup): string[] {
  const ids: string[] = [];
  for (const k of group.keycodes) {
    for (const os of OS_LIST) {
      const id = k.f?.[os.id];
      if (id && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

export function footnoteAnchor(group: string, footnote: string): string {
  return `keycode-footnote-${group}-${footnote}`;
}

// ---------------------------------------------------------------------------------------
// Filter state

const defaultStore = createKeycodeFilterStore();
const FilterContext = createContext<KeycodeFilterStore>(defaultStore);

const serverSnapshot = (): string => '';

function useFilterQuery(store: KeycodeFilterStore): string {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

export interface KeycodeFilterProviderProps {
  children: ReactNode;
}

/** Gives the KeycodeFilter and KeycodeTables inside it their own filter query. */
export function KeycodeFilterProvider({ children }: KeycodeFilterProviderProps) {
  const [store] = useState(() => createKeycodeFilterStore());
  return <FilterContext.Provider value={store}>{children}</FilterContext.Provider>;
}

const TOTAL_NAMES = data.groups.reduce((n, g) => n + g.keycodes.reduce((m, k) => m + k.n.length, 0), 0);
const ALL_KEYCODES: readonly KeycodeEntry[] = data.groups.flatMap((g) => g.keycodes);

export interface KeycodeFilterProps {
  /** Visible label of the search box. */
  label?: string;
}

/** Search box that filters every KeycodeTable on the page while typing. */
export function KeycodeFilter({ label = 'Filter keycodes' }: KeycodeFilterProps) {
  const store = useContext(FilterContext);
  const query = useFilterQuery(store);
  const id = useId();
  const matches = useMemo(() => filterKeycodes(query, ALL_KEYCODES).length, [query]);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page's code ran (the box is in the server HTML) filters once it has.
  useEffect(() => {
    if (input.current && input.current.value !== store.get()) store.set(input.current.value);
  }, [store]);
  // Leaving the page clears the query, so coming back shows every keycode again.
  useEffect(() => () => store.set(''), [store]);
  return (
    <div className={styles.filter} role="search">
      <label className={styles.filterLabel} htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.filterInput}
        type="search"
        value={query}
        onChange={(e) => store.set(e.target.value)}
        placeholder="Name, alias or description, e.g. PG_UP or volume"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className={styles.filterStatus} role="status">
        {query.trim()
          ? `${matches} of ${ALL_KEYCODES.length} keycodes match “${query.trim()}”.`
          : `${ALL_KEYCODES.length} keycodes with ${TOTAL_NAMES} names and aliases.`}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------
// Table

interface CopyNameProps {
  name: string;
  describedBy: string;
  onCopied: (name: string, ok: boolean) => void;
}

/** A keycode name that copies itself to the clipboard when activated. */
function CopyName({ name, describedBy, onCopied }: CopyNameProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-describedby={describedBy}
      onClick={() => {
        void copyText(name).then((ok) => {
          setCopied(ok);
          onCopied(name, ok);
        });
      }}
    >
      <code>
        <Breakable text={name} />
      </code>
      {copied ? (
        <span className={styles.copied} aria-hidden="true">
          Copied
        </span>
      ) : null}
    </button>
  );
}

function FootnoteMarker({ group, id, number, os }: { group: string; id: string; number: number; os: string }) {
  return (
    <sup className={styles.marker}>
      <a href={`#${footnoteAnchor(group, id)}`} title={`See footnote ${number} (${os})`}>
        <span className={styles.srOnly}>footnote </span>
        {number}
      </a>
    </sup>
  );
}

export interface KeycodeTableProps {
  /** Group id from `keycode-groups.tsv`, e.g. `keyboard-letters` or `media-controls`. */
  group: string;
}

export default function KeycodeTable({ group }: KeycodeTableProps) {
  const groupData = findKeycodeGroup(group);
  const store = useContext(FilterContext);
  const query = useFilterQuery(store);
  const visible = useMemo(() => filterKeycodes(query, groupData.keycodes), [query, groupData]);
  const footnotes = useMemo(() => groupFootnotes(groupData), [groupData]);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const section = groupData.section.replace(/ > /g, ' › ');
  const onCopied = (name: string, ok: boolean) =>
    setAnnouncement(ok ? `Copied ${name} to the clipboard.` : `Could not copy ${name}.`);

  return (
    <div className={styles.wrapper}>
      <span id={hintId} className={styles.srOnly}>
        Copies the name to the clipboard.
      </span>
      <span className={styles.srOnly} role="status">
        {announcement}
      </span>
      <ScrollTable caption={`Keycodes: ${section}`} label={`Keycodes: ${section}`} className={styles.keycodes}>
        <thead>
          <tr>
            <th scope="col">Names</th>
            <th scope="col">Description</th>
            {OS_LIST.map((os) => (
              <th scope="col" key={os.id}>
                {os.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={2 + OS_LIST.length} className={styles.empty}>
                No keycode in this section matches “{query.trim()}”.
              </td>
            </tr>
          ) : (
            visible.map((k) => (
              <tr key={k.n[0]}>
                <th scope="row">
                  {k.n.length === 1 ? (
                    <CopyName name={k.n[0]} describedBy={hintId} onCopied={onCopied} />
                  ) : (
                    <ul className={styles.nameList}>
                      {k.n.map((name) => (
                        <li key={name}>
                          <CopyName name={name} describedBy={hintId} onCopied={onCopied} />
                        </li>
                      ))}
                    </ul>
                  )}
                </th>
                <td className={styles.description}>
                  {k.c ? <span className={styles.context}>{k.c}</span> : null}
                  {k.d}
                </td>
                {OS_LIST.map((os, i) => {
                  const fn = k.f?.[os.id];
                  return (
                    <td key={os.id}>
                      <OsSupportIcon value={toSupport(k.os[i])} />
                      {fn ? (
                        <FootnoteMarker group={groupData.id} id={fn} number={footnotes.indexOf(fn) + 1} os={os.label} />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </ScrollTable>
      {footnotes.length > 0 ? (
        <div className={styles.footnotes}>
          <p className={styles.srOnly}>Footnotes for {section}</p>
          <ol>
            {footnotes.map((id) => {
              const Note = FOOTNOTES[id];
              if (!Note) throw new Error(`KeycodeTable: footnote "${id}" of group "${group}" has no partial in FOOTNOTES.`);
              return (
                <li key={id} id={footnoteAnchor(groupData.id, id)}>
                  <Note />
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
