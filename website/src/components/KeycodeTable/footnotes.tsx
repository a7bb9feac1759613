/**
 * The keycode footnote partials (`docs/keymaps/_footnotes/*.mdx`), by the footnote id used in
 * `keycodes.json` (`f` of an entry). Add a partial there and register it here.
 */
import type { ComponentType } from 'react';
import Example from '@site/docs/keymaps/_footnotes/example.mdx';
import Globe from '@site/docs/keymaps/_footnotes/globe.mdx';
import IosApplication from '@site/docs/keymaps/_footnotes/ios-application.mdx';
import IosPower from '@site/docs/keymaps/_footnotes/ios-power.mdx';
import MacosEditing from '@site/docs/keymaps/_footnotes/macos-editing.mdx';
import MacosInternational from '@site/docs/keymaps/_footnotes/macos-international.mdx';
import MacosLanguage from '@site/docs/keymaps/_footnotes/macos-language.mdx';
import MacosPower from '@site/docs/keymaps/_footnotes/macos-power.mdx';

export const FOOTNOTES: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {
  example: Example,
  globe: Globe,
  iosApplication: IosApplication,
  iosPower: IosPower,
  macosEditing: MacosEditing,
  macosInternational: MacosInternational,
  macosLanguage: MacosLanguage,
  macosPower: MacosPower,
};
