/** A large old-style keymap (layers, behaviors, macros, defines, comments) of about `bytes` characters. */
export function bigKeymap(bytes: number): string {
  const head = `#include <behaviors.dtsi>\n#include <dt-bindings/zmk/keys.h>\n#include <dt-bindings/zmk/matrix-transform.h>\n\n#define HRM(k) &mt LCTL k\n\n`;
  const parts: string[] = [head, '/ {\n    behaviors {\n        hm: homerow_mods {\n            compatible = "zmk,behavior-hold-tap";\n            label = "HOMEROW_MODS";\n            #binding-cells = <2>;\n            bindings = <&kp>, <&kp>;\n        };\n    };\n\n    keymap {\n        compatible = "zmk,keymap";\n'];
  let size = parts.join('').length;
  let layer = 0;
  const tail = '    };\n};\n';
  while (size < bytes - 400) {
    const block =
      `\n        // layer ${layer}: an old layer with deprecated names\n` +
      `        layer_${layer} {\n            label = "L${layer}";\n            bindings = <\n` +
      `                &kp NUM_1 &kp NUM_2 &kp NUM_3 &kp BKSP &kp SPC &mt MOD_LSFT A &cp M_VOLU &kp LC(NUM_4)\n` +
      `                &kp Q &kp W &kp E &kp R &kp T &trans &trans &mo 1 &lt 2 SPC &kp PGUP\n` +
      `            >;\n            sensor-bindings = <&inc_dec_cp M_VOLU M_VOLD>;\n        };\n`;
    parts.push(block);
    size += block.length;
    layer++;
  }
  parts.push(tail, 'ZMK_MACRO(m, bindings = <&macro_tap &kp BKSP &kp NUM_1>;)\n');
  return parts.join('');
}
