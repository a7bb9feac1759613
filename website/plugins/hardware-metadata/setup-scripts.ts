/**
 * Renders the user config setup scripts (`setup.sh`, `setup.ps1`) from the hardware metadata
 * with the mustache templates in ./templates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mustache from 'mustache';
import {
  compareByName,
  hasKeys,
  isUsbOnly,
  keyboardChoices,
  summarizeHardware,
  type HardwareItem,
} from '../../src/shared/hardware-data';

export interface SetupScriptOptions {
  /** Git URL of the user config template that the scripts clone. */
  templateRepo?: string;
  /** Base URL under which `<directory>/<id>.keymap` and `.conf` files are downloaded. */
  firmwareRawBase?: string;
  /** Public URL of the site, shown in the scripts' usage comments. */
  siteUrl?: string;
  /** Folder holding setup.sh.mustache and setup.ps1.mustache (default: ./templates). */
  templatesDir?: string;
}

export const DEFAULT_SETUP_OPTIONS: Required<Omit<SetupScriptOptions, 'templatesDir'>> = {
  templateRepo: 'https://github.com/zmkfirmware/unified-zmk-config-template.git',
  firmwareRawBase: 'https://raw.githubusercontent.com/zmkfirmware/zmk/main',
  siteUrl: 'https://zmk.dev',
};

export const DEFAULT_TEMPLATES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

/** Quotes a value as one bash word (single quotes). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Quotes a value as a PowerShell verbatim string. PowerShell also treats the typographic
 * single quotes as quote characters, so those are doubled too. */
export function powershellQuote(value: string): string {
  return `'${value.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q)}'`;
}

function psList(values: readonly string[]): string {
  return `@(${values.map(powershellQuote).join(', ')})`;
}

interface ScriptKeyboard {
  id: string;
  name: string;
  label: string;
  kind: 'board' | 'shield';
  parts: string[];
  requires: string[];
  directory: string;
}

interface ScriptController {
  id: string;
  name: string;
  label: string;
  usbOnly: boolean;
  exposes: string[];
}

/** Keyboards and controller boards as the scripts list them. */
export function setupChoices(items: readonly HardwareItem[]): {
  keyboards: ScriptKeyboard[];
  controllers: ScriptController[];
} {
  const data = summarizeHardware(items);
  const directories = new Map(items.map((i) => [`${i.type}:${i.id}`, i.directory]));
  const keyboards = keyboardChoices(data).map((k) => ({
    id: k.id,
    name: k.name,
    label: k.split ? `${k.name} (split)` : k.name,
    kind: k.type,
    parts: k.parts,
    requires: k.requires,
    directory: directories.get(`${k.type}:${k.id}`) ?? '',
  }));
  const controllers = data.boards
    .filter((b) => !hasKeys(b) && (b.exposes?.length ?? 0) > 0)
    .sort(compareByName)
    .map((b) => ({
      id: b.id,
      name: b.name,
      label: isUsbOnly(b) ? `${b.name} (USB only)` : b.name,
      usbOnly: isUsbOnly(b),
      exposes: [...(b.exposes ?? [])],
    }));
  return { keyboards, controllers };
}

const GENERATED_NOTE =
  'Generated from the hardware metadata by the hardware-metadata plugin; edit the templates in plugins/hardware-metadata/templates, not this file.';

function withDefaults(options: SetupScriptOptions): Required<Omit<SetupScriptOptions, 'templatesDir'>> {
  return {
    templateRepo: options.templateRepo ?? DEFAULT_SETUP_OPTIONS.templateRepo,
    firmwareRawBase: (options.firmwareRawBase ?? DEFAULT_SETUP_OPTIONS.firmwareRawBase).replace(/\/+$/, ''),
    siteUrl: (options.siteUrl ?? DEFAULT_SETUP_OPTIONS.siteUrl).replace(/\/+$/, ''),
  };
}

function render(template: string, view: object): string {
  // Every value is inserted with {{{ }}} after quoting for the target shell; HTML escaping
  // would corrupt it, so escaping is switched off for this render only.
  return Mustache.render(template, view, {}, { escape: (text: string) => text });
}

export function renderSetupSh(items: readonly HardwareItem[], options: SetupScriptOptions = {}): string {
  const opts = withDefaults(options);
  const { keyboards, controllers } = setupChoices(items);
  const template = fs.readFileSync(path.join(options.templatesDir ?? DEFAULT_TEMPLATES_DIR, 'setup.sh.mustache'), 'utf8');
  return render(template, {
    generatedNote: GENERATED_NOTE,
    siteUrl: opts.siteUrl,
    templateRepo: shellQuote(opts.templateRepo),
    firmwareRawBase: shellQuote(opts.firmwareRawBase),
    keyboards: keyboards.map((k) => ({
      id: shellQuote(k.id),
      label: shellQuote(k.label),
      name: shellQuote(k.name),
      kind: shellQuote(k.kind),
      parts: shellQuote(k.parts.join(' ')),
      requires: shellQuote(k.requires.join(' ')),
      directory: shellQuote(k.directory),
    })),
    controllers: controllers.map((c) => ({
      id: shellQuote(c.id),
      label: shellQuote(c.label),
      name: shellQuote(c.name),
      usbOnly: shellQuote(c.usbOnly ? 'yes' : 'no'),
      exposes: shellQuote(c.exposes.join(' ')),
    })),
  });
}

export function renderSetupPs1(items: readonly HardwareItem[], options: SetupScriptOptions = {}): string {
  const opts = withDefaults(options);
  const { keyboards, controllers } = setupChoices(items);
  const template = fs.readFileSync(path.join(options.templatesDir ?? DEFAULT_TEMPLATES_DIR, 'setup.ps1.mustache'), 'utf8');
  const text = render(template, {
    generatedNote: GENERATED_NOTE,
    siteUrl: opts.siteUrl,
    templateRepo: powershellQuote(opts.templateRepo),
    firmwareRawBase: powershellQuote(opts.firmwareRawBase),
    keyboards: keyboards.map((k) => ({
      id: powershellQuote(k.id),
      label: powershellQuote(k.label),
      name: powershellQuote(k.name),
      kind: powershellQuote(k.kind),
      parts: psList(k.parts),
      requires: psList(k.requires),
      directory: powershellQuote(k.directory),
    })),
    controllers: controllers.map((c) => ({
      id: powershellQuote(c.id),
      label: powershellQuote(c.label),
      name: powershellQuote(c.name),
      usbOnly: c.usbOnly ? '$true' : '$false',
      exposes: psList(c.exposes),
    })),
  });
  // Windows PowerShell 5.1 handles CRLF scripts best.
  return text.replace(/\r?\n/g, '\r\n');
}
