/**
 * The hardware page's table of contents (the groups HardwareList renders), in a module of its
 * own: the page exports it as data, which loads with the page, while the component and the
 * content load after it (see deferredContentModule).
 */
import hardwareJson from '@site/src/data/hardware.json';
import { groupHardware, type HardwareData } from '@site/src/shared/hardware-data';
import type { TocItem } from 'sitegen';

export const ADD_ON_SHIELDS_ID = 'add-on-shields';

/** The page's table of contents, for a page that wants to export it (`export const toc`). */
export function hardwareToc(data: HardwareData = hardwareJson as HardwareData): TocItem[] {
  const grouped = groupHardware(data);
  const toc: TocItem[] = [
    { value: 'Onboard Controller Keyboards', id: 'onboard', level: 2 },
    { value: 'Composite Keyboards', id: 'composite', level: 2 },
    ...grouped.interconnects.map((g) => ({ value: `${g.interconnect.name} Interconnect`, id: g.interconnect.id, level: 3 })),
  ];
  if (grouped.otherShields.length) toc.push({ value: 'Add-on Shields', id: ADD_ON_SHIELDS_ID, level: 3 });
  return toc;
}

