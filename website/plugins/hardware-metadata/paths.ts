/**
 * The `hardware/` folder mirrors the firmware's `app/boards/` tree:
 *
 *   hardware/boards/<arch or vendor>/<dir>/<id>.zmk.yml  <->  app/boards/<arch or vendor>/<dir>/
 *   hardware/shields/<dir>/<id>.zmk.yml                  <->  app/boards/shields/<dir>/
 *   hardware/interconnects/<dir>/<id>.zmk.yml            <->  app/boards/interconnects/<dir>/
 *
 * Published items carry the firmware directory (`directory`), which is where tools find the
 * keymap and config files next to the metadata.
 */

const FIRMWARE_ROOT = 'app/boards/';

function toPosix(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
}

/** `app/boards/arm/bdn9` → `boards/arm/bdn9`; `app/boards/shields/kyria` → `shields/kyria`. */
export function hardwareDirFromFirmwareDir(firmwareDir: string): string {
  const dir = toPosix(firmwareDir);
  if (!dir.startsWith(FIRMWARE_ROOT)) {
    throw new Error(`not a firmware board directory: ${firmwareDir}`);
  }
  const rest = dir.slice(FIRMWARE_ROOT.length);
  return rest.startsWith('shields/') || rest.startsWith('interconnects/') ? rest : `boards/${rest}`;
}

/** Inverse of hardwareDirFromFirmwareDir, for a folder relative to the `hardware/` root. */
export function firmwareDirFromHardwareDir(relativeDir: string): string {
  const dir = toPosix(relativeDir);
  const rest = dir.startsWith('boards/') ? dir.slice('boards/'.length) : dir;
  return `${FIRMWARE_ROOT}${rest}`;
}
