import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Parser } from 'web-tree-sitter';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYMAP_UPGRADE_RULES, upgradeKeymap, unifiedDiff } from '../../src/components/KeymapUpgrader/engine';
import { bigKeymap } from './_big-keymap';
import { devicetreeParser } from './_parser';

const fixtures = path.join(import.meta.dirname, 'fixtures');
let parser: Parser;

beforeAll(async () => {
  parser = await devicetreeParser();
});

const upgrade = (text: string) => upgradeKeymap(parser, text);
const rulesOf = (text: string) => Object.fromEntries(upgrade(text).counts.map((c) => [c.rule, c.count]));
const layer = (bindings: string) => `/ {\n  keymap {\n    compatible = "zmk,keymap";\n    base {\n      bindings = <${bindings}>;\n    };\n  };\n};\n`;

describe('fixtures (before → expected after)', () => {
  const names = readdirSync(fixtures).filter((f) => f.endsWith('.keymap') && !f.endsWith('.expected.keymap'));
  it('has fixtures', () => expect(names.length).toBeGreaterThanOrEqual(4));
  for (const name of names) {
    it(name, () => {
      const before = readFileSync(path.join(fixtures, name), 'utf8');
      const expected = readFileSync(path.join(fixtures, name.replace(/\.keymap$/, '.expected.keymap')), 'utf8');
      const result = upgrade(before);
      expect(result.text).toBe(expected);
      // Upgrading again changes nothing: every rule leaves names no rule matches.
      expect(upgrade(result.text).edits.filter((e) => e.pass !== 'encoder-resolution')).toEqual([]);
    });
  }
});

describe('keycodes', () => {
  it('renames every deprecated keycode of the table inside bindings', () => {
    const renames = KEYMAP_UPGRADE_RULES.keycodes.filter((r) => r.to !== null);
    const result = upgrade(layer(renames.map((r) => `&kp ${r.from}`).join(' ')));
    expect(result.text).toContain(`<${renames.map((r) => `&kp ${r.to}`).join(' ')}>`);
    expect(result.counts.filter((c) => c.pass === 'keycodes')).toHaveLength(renames.length);
  });

  it('renames keycodes in modifier functions and in every parameter, not the function name', () => {
    expect(upgrade(layer('&kp LC(LS(NUM_1)) &lt 1 SPC &mt MOD_LSFT BKSP')).text).toContain('<&kp LC(LS(N1)) &lt 1 SPACE &mt LSHIFT BSPC>');
  });

  it('leaves identifiers outside binding properties alone (mods, comments, strings)', () => {
    const text = '/ { m { mods = <MOD_LSFT>; label2 = "NUM_1"; // NUM_1\n  }; };\n';
    expect(upgrade(text).text).toBe(text);
  });

  it('replaces the whole binding of a removed keycode with &none and a comment, and says so', () => {
    const result = upgrade(layer('&kp A &mt LCTRL KSPC &kp B'));
    expect(result.text).toContain('<&kp A &none /* KSPC: keycode removed, no replacement */ &kp B>');
    expect(result.notices).toEqual([expect.objectContaining({ kind: 'removed-keycode', line: 5 })]);
  });

  it('leaves only a comment where a removed keycode is no behavior parameter', () => {
    expect(upgrade(layer('KSPC &kp A')).text).toContain('</* KSPC: keycode removed, no replacement */ &kp A>');
  });
});

describe('behaviors', () => {
  it('renames every deprecated behavior reference, also in sensor-bindings and as a node reference', () => {
    const result = upgrade(`${layer('&cp A &reset')}&reset { status = "okay"; };\n/ { s { sensor-bindings = <&inc_dec_cp C_VOL_UP C_VOL_DN>; }; };\n`);
    expect(result.text).toContain('<&kp A &sys_reset>');
    expect(result.text).toContain('&sys_reset { status');
    expect(result.text).toContain('<&inc_dec_kp C_VOL_UP C_VOL_DN>');
    for (const rule of KEYMAP_UPGRADE_RULES.behaviors) expect(result.counts.map((c) => c.rule)).toContain(`&${rule.from} → &${rule.to}`);
  });

  it('does not rename longer labels that start with a deprecated name', () => {
    const text = layer('&cpx A &reset_all');
    expect(upgrade(text).text).toBe(text);
  });
});

describe('headers', () => {
  it('swaps the include path and keeps angle brackets or quotes', () => {
    const rule = KEYMAP_UPGRADE_RULES.headers[0];
    expect(upgrade(`#include <${rule.from}>\n#include "${rule.from}"\n`).text).toBe(`#include <${rule.to}>\n#include "${rule.to}"\n`);
  });
});

describe('node names', () => {
  it('renames every node of the table at its absolute path only', () => {
    const children = KEYMAP_UPGRADE_RULES.nodeNames.map((r) => `    ${r.path.split('/').pop()} { x = <1>; };`).join('\n');
    const result = upgrade(`/ {\n  behaviors {\n${children}\n  };\n  elsewhere {\n    behavior_mod_tap { };\n  };\n};\n&behaviors { behavior_mod_tap { }; };\n`);
    for (const rule of KEYMAP_UPGRADE_RULES.nodeNames) expect(result.text).toContain(`    ${rule.name} { x = <1>; };`);
    expect(result.text).toContain('elsewhere {\n    behavior_mod_tap { };');
    expect(result.text).toContain('&behaviors { behavior_mod_tap { }; };');
  });

  it('keeps the node label', () => {
    expect(upgrade('/ { behaviors { st: behavior_sticky_key { }; }; };').text).toBe('/ { behaviors { st: sticky_key { }; }; };');
  });
});

describe('properties', () => {
  it('renames label to display-name in layers and deletes it elsewhere, line and all', () => {
    const result = upgrade('/ {\n  keymap {\n    label = "KM";\n    compatible = "zmk,keymap";\n    base {\n      label = "Base";\n    };\n  };\n  hm {\n      label = "HM";\n      x = <1>;\n  };\n};\n');
    expect(result.text).toBe('/ {\n  keymap {\n    compatible = "zmk,keymap";\n    base {\n      display-name = "Base";\n    };\n  };\n  hm {\n      x = <1>;\n  };\n};\n');
  });

  it('finds the keymap compatible even when the layers come first', () => {
    expect(upgrade('/ { keymap { base { label = "B"; }; compatible = "zmk,keymap"; }; };').text).toContain('base { display-name = "B"; }');
  });

  it('follows the facts under a reference node: label is deleted unless the compatible is written there, and the deletion is reported', () => {
    const referenced = upgrade('&keymap {\n  base {\n    label = "Base";\n    bindings = <&kp A>;\n  };\n};\n');
    expect(referenced.text).toBe('&keymap {\n  base {\n    bindings = <&kp A>;\n  };\n};\n');
    expect(referenced.notices).toEqual([
      expect.objectContaining({ kind: 'undecided-property', line: 3, message: expect.stringContaining('display-name = "Base";') }),
    ]);
    expect(referenced.notices[0].message).toContain('&keymap');

    // The compatible written in the reference node decides it: renamed, nothing to report.
    const withCompatible = upgrade('&keymap {\n  compatible = "zmk,keymap";\n  base {\n    label = "Base";\n  };\n};\n');
    expect(withCompatible.text).toContain('display-name = "Base";');
    expect(withCompatible.notices).toEqual([]);

    // Deeper than a direct child, or under an absolute node, the deletion is certain: no notice.
    expect(upgrade('&keymap {\n  base {\n    inner {\n      label = "x";\n    };\n  };\n};\n').notices).toEqual([]);
    expect(upgrade('/ {\n  hm {\n    label = "HM";\n  };\n};\n').notices).toEqual([]);
  });
});

describe('encoders', () => {
  it('turns resolution into steps (× 20) and adds triggers-per-rotation once', () => {
    const result = upgrade('&left_encoder { resolution = <2>; };\n&right_encoder { resolution = <3>; };\n');
    expect(result.text).toContain('&left_encoder { steps = <40>; /* was: resolution = <2>; */ };');
    expect(result.text).toContain('&right_encoder { steps = <60>;');
    expect(result.text.match(/triggers-per-rotation = <20>;/g)).toHaveLength(1);
    expect(result.text.trimEnd().endsWith('};')).toBe(true);
  });

  it('does not add triggers-per-rotation when the keymap already sets it', () => {
    const result = upgrade('&encoder { resolution = <2>; };\n&sensors { triggers-per-rotation = <18>; };\n');
    expect(result.text.match(/triggers-per-rotation/g)).toHaveLength(1);
  });

  it('uses the default resolution for a value that is not a number, and says so', () => {
    const result = upgrade('/ { enc { compatible = "alps,ec11"; resolution = <RES>; }; };\n');
    expect(result.text).toContain('steps = <80>;');
    expect(result.notices.map((n) => n.kind)).toEqual(['encoder-resolution']);
  });

  it('leaves resolution on nodes that are not encoders', () => {
    const text = '/ { display { compatible = "some,panel"; resolution = <2>; }; };\n';
    expect(upgrade(text).text).toBe(text);
  });
});

describe('macros and #define bodies', () => {
  it('upgrades keycodes and behaviors in defines, but not the define name or its parameters', () => {
    const result = upgrade('#define BKSP_KEY &cp BKSP\n#define K(SPC) &kp SPC\n#define M &mt MOD_LALT NUM_1\n#define FLAGS (MOD_LALT)\n');
    expect(result.text).toBe('#define BKSP_KEY &kp BSPC\n#define K(SPC) &kp SPC\n#define M &mt LALT N1\n#define FLAGS (MOD_LALT)\n');
    expect(result.edits.every((e) => e.source === 'define')).toBe(true);
  });

  it('upgrades ZMK_MACRO, ZMK_BEHAVIOR, ZMK_LAYER and ZMK_COMBO arguments, not the name argument', () => {
    const result = upgrade(
      'ZMK_MACRO(BKSP, bindings = <&kp BKSP>;)\nZMK_BEHAVIOR(x, mod_morph, bindings = <&kp A>, <&cp B>; mods = <MOD_LSFT>;)\nZMK_LAYER(l, &kp NUM_1 &mt MOD_LCTL SPC)\nZMK_COMBO(c, &kp LC(NUM_2), 0 1, DEF)\n',
    );
    expect(result.text).toBe(
      'ZMK_MACRO(BKSP, bindings = <&kp BSPC>;)\nZMK_BEHAVIOR(x, mod_morph, bindings = <&kp A>, <&kp B>; mods = <MOD_LSFT>;)\nZMK_LAYER(l, &kp N1 &mt LCTRL SPACE)\nZMK_COMBO(c, &kp LC(N2), 0 1, DEF)\n',
    );
    expect(result.notices).toEqual([]);
  });

  it('keeps the tree after a macro call intact (the call is hidden from the parser)', () => {
    const result = upgrade('ZMK_LAYER(a, &kp A)\n/ { behaviors { behavior_mod_tap { label = "MT"; }; }; };\n');
    expect(result.text).toBe('ZMK_LAYER(a, &kp A)\n/ { behaviors { mod_tap { }; }; };\n');
    expect(result.notices).toEqual([]);
  });

  it('reports a macro call that is never closed and still upgrades inside it', () => {
    const result = upgrade('ZMK_LAYER(a, &kp NUM_1 &kp BKSP\n');
    expect(result.text).toBe('ZMK_LAYER(a, &kp N1 &kp BSPC\n');
    expect(result.notices.map((n) => n.kind)).toEqual(['unclosed-macro']);
  });
});

describe('bad input', () => {
  it('upgrades around syntax errors and marks their lines', () => {
    const result = upgrade(`/ {\n  keymap {\n    compatible = "zmk,keymap";\n    base {\n      bindings = <&kp NUM_1>;\n      what is this {{ ;\n    };\n  };\n};\n`);
    expect(result.text).toContain('<&kp N1>');
    expect(result.notices.some((n) => n.kind === 'syntax-error')).toBe(true);
    expect(result.errorLines.length).toBeGreaterThan(0);
  });

  it('takes text that is not a keymap without throwing', () => {
    for (const text of ['', '\n', 'hello world', '{{{{', '}}};;;', '<<<>>>', '#define', '#include', 'ZMK_LAYER(', '/*', '"unterminated', '&&&&', '\u0000\uffff', 'κλειδί 😀 &cp NUM_1']) {
      expect(() => upgrade(text), JSON.stringify(text)).not.toThrow();
    }
  });

  it('never throws on truncated keymaps or random bytes (fuzz)', () => {
    const source = readFileSync(path.join(fixtures, 'all-rules.keymap'), 'utf8');
    for (let cut = 0; cut <= source.length; cut += 7) {
      const result = upgrade(source.slice(0, cut));
      expect(typeof result.text).toBe('string');
    }
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const alphabet = '&<>(){};=,/*"#\\\n \tabcNUM_1BKSPZMK_LAYERcp@:-';
    for (let i = 0; i < 300; i++) {
      const length = Math.floor(random() * 200);
      let text = '';
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(() => upgrade(text), JSON.stringify(text)).not.toThrow();
    }
    // Random splices of a real keymap.
    for (let i = 0; i < 200; i++) {
      const a = Math.floor(random() * source.length);
      const b = Math.floor(random() * source.length);
      const text = source.slice(0, Math.min(a, b)) + source.slice(Math.max(a, b));
      const result = upgrade(text);
      expect(result.edits.every((e, k) => k === 0 || e.start >= result.edits[k - 1].end)).toBe(true);
    }
  });

  it('keeps Windows line endings', () => {
    expect(upgrade(layer('&kp NUM_1').replace(/\n/g, '\r\n')).text).toBe(layer('&kp N1').replace(/\n/g, '\r\n'));
  });
});

describe('result', () => {
  it('lists changed lines of the output, counts per rule and a unified diff', () => {
    const before = '#include <behaviors.dtsi>\n\n/ {\n  keymap {\n    compatible = "zmk,keymap";\n    base {\n      label = "B";\n      bindings = <&kp NUM_1 &kp NUM_2>;\n    };\n  };\n};\n';
    const result = upgrade(before);
    expect(result.changedLines).toEqual([7, 8]);
    expect(rulesOf(before)).toEqual({ 'NUM_1 → N1': 1, 'NUM_2 → N2': 1, 'label → display-name (in zmk,keymap children)': 1 });
    expect(unifiedDiff(before, result.edits)).toBe(
      [
        '--- a/keymap',
        '+++ b/keymap',
        '@@ -4,8 +4,8 @@',
        '   keymap {',
        '     compatible = "zmk,keymap";',
        '     base {',
        '-      label = "B";',
        '-      bindings = <&kp NUM_1 &kp NUM_2>;',
        '+      display-name = "B";',
        '+      bindings = <&kp N1 &kp N2>;',
        '     };',
        '   };',
        ' };',
        '',
      ].join('\n'),
    );
  });

  it('reports no changes for a current keymap', () => {
    const result = upgrade(layer('&kp N1 &mt LSHIFT SPACE'));
    expect(result.edits).toEqual([]);
    expect(unifiedDiff(layer(''), result.edits)).toBe('');
  });

  it('a diff of deleted lines and an appended node has the right line counts', () => {
    const before = '/ {\n  a {\n    label = "x";\n  };\n};\n&encoder { resolution = <1>; };\n';
    const result = upgrade(before);
    const diff = unifiedDiff(before, result.edits);
    const newCount = result.text.split('\n').length - 1;
    expect(diff).toContain('-    label = "x";');
    expect(diff).toMatch(/@@ -1,6 \+1,\d+ @@/);
    const header = /@@ -1,6 \+1,(\d+) @@/.exec(diff);
    expect(Number(header?.[1])).toBe(newCount);
  });
});

describe('a 1 MB keymap', () => {
  it('is upgraded (time reported, not asserted)', () => {
    const text = bigKeymap(1_000_000);
    upgrade(text.slice(0, 50_000)); // warm up
    const started = performance.now();
    const result = upgrade(text);
    const elapsed = performance.now() - started;
    console.log(`keymap upgrader: ${(text.length / 1e6).toFixed(2)} MB upgraded in ${elapsed.toFixed(0)} ms (${result.edits.length} edits)`);
    expect(result.text).not.toContain('NUM_1');
    expect(result.notices).toEqual([]);
  });
});
