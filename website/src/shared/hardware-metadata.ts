/* eslint-disable */
/**
 * Hardware metadata types, generated from hardware/schema/hardware-metadata.schema.json
 * by the hardware-metadata plugin at build and start (json-schema-to-typescript). Do not edit by
 * hand: change the schema, then build or run `npx tsx scripts/generate-hardware-types.ts`.
 * Schema fingerprint: 238167e148750019
 */

/**
 * One hardware metadata document (a *.zmk.yml file): a board, a shield or an interconnect.
 */
export type HardwareMetadata = Board | Shield | Interconnect;
/**
 * Identifier of a board, shield or interconnect, optionally followed by @revision.
 */
export type HardwareId = string;
/**
 * Ids of the parts that together make up one keyboard, such as the halves of a split.
 */
export type KeyboardSiblings = string[];
export type Output = 'usb' | 'ble';
export type Feature =
  'keys' | 'display' | 'encoder' | 'underglow' | 'backlight' | 'pointer' | 'studio';
/**
 * Hardware capabilities the item provides.
 */
export type Features = Feature[];
/**
 * A build variant of the item: its name, or an object describing it.
 */
export type Variant =
  | string
  | {
      [k: string]: unknown | undefined;
    };
/**
 * A non-empty list of interconnect ids.
 *
 * @minItems 1
 */
export type InterconnectIds = HardwareId[];
/**
 * A hardware revision: a capital letter, a number, or a dotted version such as 1.2 or 1.2.3.
 */
export type Revision = string;

/**
 * A board: a controller, or a keyboard with its controller on the same PCB.
 */
export interface Board {
  file_format: '1';
  id: HardwareId;
  name: string;
  version?: string;
  url: string;
  description?: string;
  manufacturer?: string;
  arch: string;
  type: 'board';
  siblings?: KeyboardSiblings;
  outputs: Output[];
  features?: Features;
  variants?: Variant[];
  exposes?: InterconnectIds;
  revisions?: Revision[];
  default_revision?: Revision;
}
/**
 * A shield: a PCB or add-on that plugs into the interconnect of a controller board.
 */
export interface Shield {
  file_format: '1';
  id: HardwareId;
  name: string;
  url: string;
  description?: string;
  manufacturer?: string;
  version?: string;
  type: 'shield';
  features?: Features;
  variants?: Variant[];
  siblings?: KeyboardSiblings;
  requires: InterconnectIds;
  exposes?: InterconnectIds;
}
/**
 * A connector standard that boards expose and shields require.
 */
export interface Interconnect {
  file_format: '1';
  id: HardwareId;
  name: string;
  version?: string;
  url: string;
  description: string;
  node_labels?: InterconnectNodeLabels;
  design_guideline?: string;
  manufacturer?: string;
  type: 'interconnect';
}
/**
 * Devicetree node labels an interconnect defines for its pins and buses.
 */
export interface InterconnectNodeLabels {
  gpio: string;
  i2c?: string;
  spi?: string;
  uart?: string;
  adc?: string;
}
