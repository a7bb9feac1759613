/**
 * Runs the generated setup.sh with bash in a temporary folder: answers come on stdin, and
 * stub `git`, `curl` and `wget` executables on PATH record their calls (no network). The stub
 * git creates the template's folder structure on `clone`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadHardware } from '@site/plugins/hardware-metadata/load';
import { renderSetupSh, setupChoices } from '@site/plugins/hardware-metadata/setup-scripts';
import type { HardwareItem } from '@site/src/shared/hardware-data';
import { hardwareDir } from './_helpers';

const items = loadHardware(hardwareDir).items;
const choices = setupChoices(items);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hardware-setup-sh-'));
const scriptPath = path.join(root, 'setup.sh');
fs.writeFileSync(scriptPath, renderSetupSh(items), { mode: 0o755 });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function which(command: string): string {
  for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) {
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${command} not found`);
}

const BASH = which('bash');
const MKDIR = which('mkdir');

const TEMPLATE_BUILD_YAML = [
  '# Template build matrix.',
  '# One entry per firmware to build.',
  '',
  '---',
  'include:',
  '  - board: example_board',
].join('\n');

const STUB_GIT = `#!${BASH}
printf 'git %s\\n' "$*" >>"$STUB_LOG"
case "$1" in
  clone)
    for dest; do :; done
    ${MKDIR} -p "$dest/config" "$dest/.github/workflows" "$dest/.git"
    printf '%s\\n' ${TEMPLATE_BUILD_YAML.split('\n')
      .map((l) => `'${l}'`)
      .join(' ')} >"$dest/build.yaml"
    printf 'manifest:\\n  projects: []\\n' >"$dest/config/west.yml"
    ;;
  commit) exit "\${STUB_GIT_COMMIT_STATUS:-0}" ;;
  push) exit "\${STUB_GIT_PUSH_STATUS:-0}" ;;
esac
exit 0
`;

const stubFetch = (name: string, outFlag: string, failStatus: number) => `#!${BASH}
out=''
url=''
while (($#)); do
  case $1 in
    ${outFlag}) out=$2; shift 2 ;;
    -*) shift ;;
    *) url=$1; shift ;;
  esac
done
printf '${name} %s\\n' "$url" >>"$STUB_LOG"
if [[ -n \${STUB_FETCH_OK:-} && $url =~ $STUB_FETCH_OK ]]; then
  printf '/* stock file from %s */\\n' "$url" >"$out"
  exit 0
fi
${name === 'wget' ? ': >"$out"' : ''}
exit ${failStatus}
`;

interface SandboxOptions {
  git?: boolean;
  curl?: boolean;
  wget?: boolean;
  env?: Record<string, string>;
}

interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
  work: string;
  calls: string[];
  file(relative: string): string | undefined;
}

let sandboxCount = 0;

function run(answers: readonly string[], options: SandboxOptions = {}): RunResult {
  const dir = path.join(root, `run-${++sandboxCount}`);
  const bin = path.join(dir, 'bin');
  const work = path.join(dir, 'work');
  const log = path.join(dir, 'calls.log');
  fs.mkdirSync(bin, { recursive: true });
  fs.mkdirSync(work, { recursive: true });
  fs.writeFileSync(log, '');
  // Only what the script may use besides the stubs.
  for (const tool of ['rm', 'mkdir', 'mv']) fs.symlinkSync(which(tool), path.join(bin, tool));
  if (options.git !== false) fs.writeFileSync(path.join(bin, 'git'), STUB_GIT, { mode: 0o755 });
  if (options.curl !== false) fs.writeFileSync(path.join(bin, 'curl'), stubFetch('curl', '-o', 22), { mode: 0o755 });
  if (options.wget) fs.writeFileSync(path.join(bin, 'wget'), stubFetch('wget', '-O', 8), { mode: 0o755 });
  const result = spawnSync(BASH, [scriptPath], {
    cwd: work,
    input: answers.length ? `${answers.join('\n')}\n` : '',
    encoding: 'utf8',
    env: { PATH: bin, HOME: dir, STUB_LOG: log, ...options.env },
    timeout: 30_000,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    work,
    calls: fs.readFileSync(log, 'utf8').split('\n').filter(Boolean),
    file: (relative) => {
      const p = path.join(work, relative);
      return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : undefined;
    },
  };
}

function keyboardNumber(id: string): string {
  const index = choices.keyboards.findIndex((k) => k.id === id);
  expect(index, id).toBeGreaterThanOrEqual(0);
  return String(index + 1);
}

/** The entries of the numbered menu that follows `title` in the output. */
function menuAfter(stdout: string, title: string): string[] {
  const start = stdout.indexOf(title);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const entries: string[] = [];
  for (const line of stdout.slice(start + title.length).split('\n').slice(1)) {
    const match = /^\s+(\d+)\) (.*)$/.exec(line);
    if (!match) break;
    expect(Number(match[1])).toBe(entries.length + 1);
    entries.push(match[2]);
  }
  return entries;
}

const TEMPLATE = 'https://github.com/zmkfirmware/unified-zmk-config-template.git';
const RAW = 'https://raw.githubusercontent.com/zmkfirmware/zmk/main';

describe('generated setup.sh', () => {
  it('passes shellcheck with no findings', () => {
    const result = spawnSync('shellcheck', ['--shell=bash', '--severity=style', scriptPath], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('is valid bash syntax', () => {
    expect(spawnSync(BASH, ['-n', scriptPath]).status).toBe(0);
  });

  it('sets up a split shield with a controller, copies the keymap and pushes', () => {
    const r = run([keyboardNumber('corne'), 'nice_nano_v2', 'y', 'alice', '', '', ''], {
      env: { STUB_FETCH_OK: '\\.keymap$' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.file('zmk-config/build.yaml')).toBe(
      [
        '# Template build matrix.',
        '# One entry per firmware to build.',
        '',
        '---',
        'include:',
        '  - board: nice_nano_v2',
        '    shield: corne_left',
        '  - board: nice_nano_v2',
        '    shield: corne_right',
        '',
      ].join('\n'),
    );
    expect(r.file('zmk-config/config/corne.keymap')).toBe(
      `/* stock file from ${RAW}/app/boards/shields/corne/corne.keymap */\n`,
    );
    const conf = r.file('zmk-config/config/corne.conf') ?? '';
    expect(conf).toMatch(/^# Kconfig settings for Corne \(corne\)\./);
    expect(conf.split('\n').filter(Boolean).every((line) => line.startsWith('#'))).toBe(true);
    expect(r.file('zmk-config/config/west.yml')).toBeDefined();
    expect(fs.existsSync(path.join(r.work, 'zmk-config/.git'))).toBe(false);
    expect(r.calls).toEqual([
      `git clone --quiet --single-branch ${TEMPLATE} zmk-config`,
      `curl ${RAW}/app/boards/shields/corne/corne.keymap`,
      `curl ${RAW}/app/boards/shields/corne/corne.conf`,
      'git init --quiet',
      'git add --all',
      'git commit --quiet -m Set up ZMK config for Corne',
      'git branch -M main',
      'git remote add origin https://github.com/alice/zmk-config.git',
      'git push --quiet --set-upstream origin main',
    ]);
    expect(r.stdout).toContain('Keyboard:    Corne (split)');
    expect(r.stdout).toContain('Controller:  nice!nano v2');
    expect(r.stdout).toContain('Next steps:');
    expect(r.stdout).toContain('Replace the placeholder file(s) config/corne.conf');
    expect(r.stdout).toContain('Open the Actions tab');
    expect(r.stdout).toContain('one file per half');
  });

  it('sets up a split board without a shield or keymap, and without pushing', () => {
    const r = run(['glove80', 'n', '', 'my-glove', '']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Which controller board');
    expect(r.file('my-glove/build.yaml')).toBe(
      `${TEMPLATE_BUILD_YAML.split('\n').slice(0, 3).join('\n')}\n---\ninclude:\n  - board: glove80_lh\n  - board: glove80_rh\n`,
    );
    expect(r.file('my-glove/config/glove80.keymap')).toBeUndefined();
    expect(r.file('my-glove/config/glove80.conf')).toMatch(/^# Kconfig settings for Glove80 \(glove80\)\./);
    expect(r.calls).toContain(`curl ${RAW}/app/boards/arm/glove80/glove80.conf`);
    expect(r.calls.some((c) => c.startsWith('git push') || c.startsWith('git remote'))).toBe(false);
    expect(r.stdout).toContain('Create an empty repository on GitHub');
  });

  it('builds a single board keyboard by its own id', () => {
    const r = run([keyboardNumber('planck_rev6'), 'y', '', '', ''], { env: { STUB_FETCH_OK: '.' } });
    expect(r.status).toBe(0);
    expect(r.file('zmk-config/build.yaml')).toMatch(/\n---\ninclude:\n {2}- board: planck_rev6\n$/);
    expect(r.file('zmk-config/config/planck_rev6.keymap')).toBe(
      `/* stock file from ${RAW}/app/boards/arm/planck/planck_rev6.keymap */\n`,
    );
    expect(r.stdout).toContain('one file for the keyboard');
  });

  it('offers only compatible controllers, marks USB-only ones, and uses wget without curl', () => {
    const r = run([keyboardNumber('hummingbird'), '1', 'y', '', '', ''], {
      curl: false,
      wget: true,
      env: { STUB_FETCH_OK: '\\.(keymap|conf)$' },
    });
    expect(r.status).toBe(0);
    const menu = menuAfter(r.stdout, 'Which controller board is plugged into your Hummingbird?');
    const expected = choices.controllers
      .filter((c) => c.exposes.includes('seeed_xiao'))
      .map((c) => (c.usbOnly ? `${c.name} (USB only)` : c.name));
    expect(menu).toEqual(expected);
    expect(menu).toContain('Seeed Studio XIAO SAMD21 (USB only)');
    expect(menu).toContain('Seeed Studio XIAO nRF52840');
    expect(menu).not.toContain('nice!nano v2');
    const picked = choices.controllers.find((c) => c.name === menu[0].replace(/ \(USB only\)$/, ''));
    expect(r.file('zmk-config/build.yaml')).toMatch(
      new RegExp(`\\ninclude:\\n {2}- board: ${picked?.id}\\n {4}shield: hummingbird\\n$`),
    );
    if (picked?.usbOnly) expect(r.stdout).toContain(`Note: ${picked.name} has no Bluetooth`);
    expect(r.calls.filter((c) => c.startsWith('wget'))).toEqual([
      `wget ${RAW}/app/boards/shields/hummingbird/hummingbird.keymap`,
      `wget ${RAW}/app/boards/shields/hummingbird/hummingbird.conf`,
    ]);
    expect(r.file('zmk-config/config/hummingbird.conf')).toContain('stock file from');
  });

  it('lists every keyboard with keys, alphabetically, with split keyboards marked', () => {
    const r = run([]);
    const menu = menuAfter(r.stdout, 'Which keyboard do you have?');
    const keyboards = items.filter(
      (i): i is Extract<HardwareItem, { type: 'board' | 'shield' }> =>
        (i.type === 'board' || i.type === 'shield') && (i.features ?? []).includes('keys'),
    );
    expect(menu).toHaveLength(keyboards.length);
    expect(menu).toHaveLength(79);
    const names = menu.map((m) => m.replace(/ \(split\)$/, ''));
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    for (const k of keyboards) {
      const split = (k.siblings?.length ?? 0) > 1;
      expect(menu).toContain(split ? `${k.name} (split)` : k.name);
    }
    expect(menu).not.toContain('nice!view');
    expect(menu).not.toContain('nice!nano v2');
    // Ran out of answers at the first question.
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('no more input');
  });

  it('asks again after an answer that is not in the list', () => {
    const r = run(['0', '', '999', 'nice_view', 'lily58', 'nrfmicro_13', 'maybe', 'n', '', '', '']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"0" is not in the list.');
    expect(r.stdout).toContain('"999" is not in the list.');
    expect(r.stdout).toContain('Please type one of the numbers above.');
    expect(r.stdout).toContain('"nice_view" is not in the list.');
    expect(r.stdout).toContain('Please answer y or n.');
    expect(r.file('zmk-config/build.yaml')).toContain('  - board: nrfmicro_13\n    shield: lily58_left\n');
  });

  it('changes nothing when the summary is declined', () => {
    const r = run(['corne', 'nice_nano_v2', 'y', '', '', 'n']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Nothing was changed.');
    expect(r.calls).toEqual([]);
    expect(fs.readdirSync(r.work)).toEqual([]);
  });

  it('refuses to overwrite an existing folder', () => {
    const dir = path.join(root, `run-${sandboxCount + 1}`, 'work', 'zmk-config');
    fs.mkdirSync(dir, { recursive: true });
    const r = run(['corne', 'nice_nano_v2', 'y', '', '', '']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('"zmk-config" already exists');
    expect(r.calls).toEqual([]);
  });

  it('stops when git is missing', () => {
    const r = run(['corne'], { git: false });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('git is not installed');
  });

  it('stops when neither curl nor wget is installed', () => {
    const r = run(['corne'], { curl: false, wget: false });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('neither curl nor wget is installed');
  });

  it('explains a failed push and a failed commit', () => {
    const pushFails = run(['corne', 'nice_nano_v2', 'n', 'bob', '', '', ''], { env: { STUB_GIT_PUSH_STATUS: '1' } });
    expect(pushFails.status).toBe(0);
    expect(pushFails.stdout).toContain('The push failed.');
    expect(pushFails.stdout).toContain('git push -u origin main');

    const commitFails = run(['corne', 'nice_nano_v2', 'n', 'bob', '', '', ''], { env: { STUB_GIT_COMMIT_STATUS: '1' } });
    expect(commitFails.status).toBe(0);
    expect(commitFails.stdout).toContain('Could not create the first commit.');
    expect(commitFails.calls.some((c) => c.startsWith('git push'))).toBe(false);
  });
});
