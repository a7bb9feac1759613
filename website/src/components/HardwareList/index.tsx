/**
 * The supported hardware list of the hardware page.
 *
 *   <HardwareList />
 *
 * Renders, from `src/data/hardware.json` (generated from `hardware/*.zmk.yml` by
 * scripts/generate-hardware-data.ts):
 * - "Onboard Controller Keyboards" (`#onboard`): boards with keys, i.e. complete keyboards;
 * - "Composite Keyboards" (`#composite`): one tab per interconnect (`#<interconnect id>`) with
 *   the interconnect's details, the controller boards that expose it and the shields that
 *   plug into it; then add-on shields for connectors without metadata (`#add-on-shields`).
 *
 * Every panel is in the server-rendered HTML (so every anchor exists); the tabs only take over
 * after hydration, and the first client render equals the server render.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import hardwareJson from '@site/src/data/hardware.json';
import {
  groupHardware,
  isSplit,
  isUsbOnly,
  type BoardSummary,
  type HardwareData,
  type InterconnectGroup,
  type ShieldSummary,
} from '@site/src/shared/hardware-data';
import type { InterconnectNodeLabels } from '@site/src/shared/hardware-metadata';
import { ADD_ON_SHIELDS_ID } from './toc';
import styles from './styles.module.css';

const defaultData = hardwareJson as HardwareData;

export interface HardwareListProps {
  /** The aggregate to show; defaults to `src/data/hardware.json`. */
  data?: HardwareData;
}

const NODE_LABEL_ROWS: { key: keyof InterconnectNodeLabels; label: string }[] = [
  { key: 'gpio', label: 'GPIO pins' },
  { key: 'i2c', label: 'I2C bus' },
  { key: 'spi', label: 'SPI bus' },
  { key: 'uart', label: 'UART' },
  { key: 'adc', label: 'Analog inputs (ADC)' },
];


function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Badges({ item }: { item: BoardSummary | ShieldSummary }) {
  const usbOnly = 'outputs' in item && isUsbOnly(item);
  return (
    <>
      {isSplit(item) ? (
        <span className={styles.badge} title={`Split keyboard: ${(item.siblings ?? []).join(', ')}`}>
          split
        </span>
      ) : null}
      {usbOnly ? (
        <span className={`${styles.badge} ${styles.badgeWarning}`} title="No Bluetooth output">
          USB only
        </span>
      ) : null}
    </>
  );
}

function ItemList({ items, label }: { items: readonly (BoardSummary | ShieldSummary)[]; label: string }) {
  if (!items.length) return <p className={styles.empty}>None yet.</p>;
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <a className={styles.itemName} href={item.url}>
            {item.name}
          </a>{' '}
          <code className={styles.itemId}>{item.id}</code>
          <Badges item={item} />
        </li>
      ))}
    </ul>
  );
}

function InterconnectDetails({ group }: { group: InterconnectGroup }) {
  const { interconnect } = group;
  const labels = interconnect.node_labels;
  return (
    <div className={styles.details}>
      <p>{interconnect.description}</p>
      {interconnect.design_guideline ? <p>{interconnect.design_guideline}</p> : null}
      {labels ? (
        <table className={styles.pins}>
          <caption>Devicetree node labels of the {interconnect.name} interconnect</caption>
          <thead>
            <tr>
              <th scope="col">Connection</th>
              <th scope="col">Node label</th>
            </tr>
          </thead>
          <tbody>
            {NODE_LABEL_ROWS.filter((row) => labels[row.key]).map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <code>&amp;{labels[row.key]}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className={styles.source}>
        Specification:{' '}
        <a href={interconnect.url}>
          {interconnect.name}
          {interconnect.manufacturer ? ` (${interconnect.manufacturer})` : ''}
        </a>
      </p>
    </div>
  );
}

function tabId(id: string): string {
  return `hardware-tab-${id}`;
}

function panelId(id: string): string {
  return `hardware-panel-${id}`;
}

function InterconnectTabs({ groups }: { groups: InterconnectGroup[] }) {
  const [active, setActive] = useState(groups[0]?.interconnect.id ?? '');
  // False on the server and in the first client render; true once the tabs are interactive.
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const selectFromHash = useCallback(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash) return;
    const target = document.getElementById(hash);
    const panel = target?.closest('[role="tabpanel"]');
    const group = groups.find((g) => panelId(g.interconnect.id) === panel?.id);
    if (group && target) {
      setActive(group.interconnect.id);
      // Scroll after the panel has been shown.
      window.requestAnimationFrame(() => target.scrollIntoView());
    }
  }, [groups]);

  useEffect(() => {
    setEnhanced(true);
    selectFromHash();
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [selectFromHash]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = groups.findIndex((g) => g.interconnect.id === active);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % groups.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + groups.length) % groups.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = groups.length - 1;
    else return;
    event.preventDefault();
    const id = groups[next].interconnect.id;
    setActive(id);
    tabRefs.current.get(id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Interconnects" className={styles.tabList} hidden={!enhanced}>
        {groups.map(({ interconnect, boards, shields }) => {
          const selected = interconnect.id === active;
          return (
            <button
              key={interconnect.id}
              ref={(node) => {
                if (node) tabRefs.current.set(interconnect.id, node);
                else tabRefs.current.delete(interconnect.id);
              }}
              type="button"
              role="tab"
              id={tabId(interconnect.id)}
              aria-selected={selected}
              aria-controls={panelId(interconnect.id)}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
              onClick={() => setActive(interconnect.id)}
              onKeyDown={onKeyDown}
            >
              {interconnect.name}
              <span className={styles.tabCount}>{boards.length + shields.length}</span>
            </button>
          );
        })}
      </div>
      {groups.map((group) => {
        const { interconnect, boards, shields } = group;
        return (
          <div
            key={interconnect.id}
            role="tabpanel"
            id={panelId(interconnect.id)}
            aria-labelledby={tabId(interconnect.id)}
            className={styles.panel}
            hidden={enhanced && interconnect.id !== active}
            tabIndex={0}
          >
            <h3 id={interconnect.id} className={styles.groupHeading}>
              {interconnect.name} Interconnect
            </h3>
            <p className={styles.count}>
              {plural(boards.length, 'controller board', 'controller boards')} and{' '}
              {plural(shields.length, 'shield', 'shields')} use this interconnect.
            </p>
            <InterconnectDetails group={group} />
            <h4 className={styles.listHeading}>Controller boards ({boards.length})</h4>
            <ItemList items={boards} label={`${interconnect.name} controller boards`} />
            <h4 className={styles.listHeading}>Shields ({shields.length})</h4>
            <ItemList items={shields} label={`${interconnect.name} shields`} />
          </div>
        );
      })}
    </div>
  );
}

export default function HardwareList({ data = defaultData }: HardwareListProps) {
  const grouped = groupHardware(data);
  const shieldTotal = data.shields.length;
  return (
    <div className={styles.hardwareList}>
      <p className={styles.summary}>
        {plural(data.boards.length, 'board', 'boards')}, {plural(shieldTotal, 'shield', 'shields')} and{' '}
        {plural(data.interconnects.length, 'interconnect', 'interconnects')} are described here.
      </p>

      <section aria-labelledby="onboard">
        <h2 id="onboard">Onboard Controller Keyboards</h2>
        <p className={styles.count}>
          {plural(grouped.onboard.length, 'keyboard has', 'keyboards have')} the controller built into the
          keyboard&apos;s own PCB. Build them with their board id alone, no shield needed.
        </p>
        <ItemList items={grouped.onboard} label="Onboard controller keyboards" />
      </section>

      <section aria-labelledby="composite">
        <h2 id="composite">Composite Keyboards</h2>
        <p className={styles.count}>
          A composite keyboard is a shield (the keyboard PCB) plus a separate controller board that plugs into
          it through a shared interconnect. The {plural(grouped.interconnects.length, 'interconnect', 'interconnects')}{' '}
          below each list their controller boards and shields: any board and shield of the same interconnect
          can generally be combined.
        </p>
        <InterconnectTabs groups={grouped.interconnects} />
        {grouped.otherBoards.length ? (
          <>
            <h3 id="other-controller-boards" className={styles.groupHeading}>
              Other Controller Boards
            </h3>
            <ItemList items={grouped.otherBoards} label="Other controller boards" />
          </>
        ) : null}
        {grouped.otherShields.length ? (
          <div className={styles.addOns}>
            <h3 id={ADD_ON_SHIELDS_ID} className={styles.groupHeading}>
              Add-on Shields
            </h3>
            <p className={styles.count}>
              {plural(grouped.otherShields.length, 'shield attaches', 'shields attach')} to a connector that
              another shield provides (such as a display header) rather than to a controller board.
            </p>
            <ul className={styles.items} aria-label="Add-on shields">
              {grouped.otherShields.map((shield) => (
                <li key={shield.id} className={styles.item}>
                  <a className={styles.itemName} href={shield.url}>
                    {shield.name}
                  </a>{' '}
                  <code className={styles.itemId}>{shield.id}</code>
                  <span className={styles.note}>needs {shield.requires.join(', ')}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
