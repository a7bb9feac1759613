/** A small keymap in the old style, for trying the tool. */
export const EXAMPLE_KEYMAP = `#include <behaviors.dtsi>
#include <dt-bindings/zmk/keys.h>
#include <dt-bindings/zmk/matrix-transform.h>

#define HOME_CTRL(key) &mt LCTL key

/ {
    behaviors {
        hm: homerow_mods {
            compatible = "zmk,behavior-hold-tap";
            label = "HOMEROW_MODS";
            #binding-cells = <2>;
            tapping-term-ms = <200>;
            bindings = <&kp>, <&kp>;
        };
    };

    keymap {
        compatible = "zmk,keymap";

        base {
            label = "Base";
            bindings = <
                &kp NUM_1  &kp NUM_2  &kp BKSP   &cp M_VOLU
                &kp TAB    HOME_CTRL(A)  &mt MOD_LSFT SPC  &reset
            >;
            sensor-bindings = <&inc_dec_cp M_VOLU M_VOLD>;
        };
    };
};

&left_encoder {
    resolution = <4>;
};

ZMK_MACRO(greet,
    wait-ms = <30>;
    bindings = <&macro_tap &kp H &kp I &kp BANG>;
)
`;
