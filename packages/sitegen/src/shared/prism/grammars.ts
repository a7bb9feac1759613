/**
 * Prism grammars written for this theme: devicetree (alias dts) and Kconfig. Token names follow
 * the usual Prism vocabulary so the colour themes apply; aliases map custom tokens onto it.
 */
import type { Grammar, GrammarValue } from 'prismjs';

interface PrismLike {
  languages: Record<string, Grammar | undefined> & { c?: Grammar };
}

const DTS_DIRECTIVES = ['bits', 'delete-node', 'delete-property', 'dts-v1', 'incbin', 'include', 'memreserve', 'omit-if-no-ref', 'plugin'];

export function devicetreeGrammar(c: Grammar | undefined): Grammar {
  const cMacro = (c as Record<string, unknown> | undefined)?.macro as { inside?: Grammar } | undefined;
  return {
    comment: (c?.comment as GrammarValue | undefined) ?? { pattern: /\/\/.*|\/\*[\s\S]*?(?:\*\/|$)/, greedy: true },
    string: (c?.string as GrammarValue | undefined) ?? { pattern: /"(?:\\(?:\r\n|[\s\S])|[^"\\\r\n])*"/, greedy: true },
    // Preprocessor lines. Only real directives: `#address-cells = <1>;` is a property.
    macro: {
      pattern: /(^[\t ]*)#\s*(?:define|undef|include|ifdef|ifndef|if|elif|else|endif|error|warning|pragma|line)\b(?:[^\r\n\\/]|\/(?!\*)|\/\*(?:[^*]|\*(?!\/))*\*\/|\\(?:\r\n|[\s\S]))*/m,
      lookbehind: true,
      greedy: true,
      alias: 'property',
      inside: cMacro?.inside,
    },
    keyword: new RegExp(`/(?:${DTS_DIRECTIVES.join('|')})/`),
    label: { pattern: /\b[A-Za-z_]\w*(?=:(?!:))/, alias: 'symbol' },
    reference: { pattern: /&(?:\{[^}\r\n]*\}|[A-Za-z_]\w*)/, alias: 'variable' },
    node: {
      pattern: /(^|[\s;{}:])(?:\/|[A-Za-z][\w,.+-]*(?:@[\w,.]+)?)(?=\s*\{)/m,
      lookbehind: true,
      alias: 'class-name',
      inside: { number: { pattern: /(@)[\w,.]+/, lookbehind: true } },
    },
    function: /\b[A-Za-z_]\w*(?=\s*\()/,
    'attr-name': /[#A-Za-z_?][\w,.+?#-]*(?=\s*[=;])/,
    number: [{ pattern: /(\[\s*)(?:[\da-fA-F]{2}\s*)+(?=\])/, lookbehind: true }, /\b0x[\da-fA-F]+[UL]*\b/, /\b\d+[UL]*\b/],
    operator: /<<|>>|[<>]=?|[!=]=|&&|\|\||[-+*/%&|^~!?]/,
    punctuation: /[{}[\];(),.]/,
  };
}

const KCONFIG_KEYWORDS = [
  'allnoconfig_y',
  'bool',
  'boolean',
  'choice',
  'comment',
  'config',
  'def_bool',
  'def_hex',
  'def_int',
  'def_string',
  'def_tristate',
  'default',
  'defconfig_list',
  'depends',
  'endchoice',
  'endif',
  'endmenu',
  'env',
  'hex',
  'if',
  'imply',
  'int',
  'mainmenu',
  'menu',
  'menuconfig',
  'modules',
  'on',
  'option',
  'optional',
  'orsource',
  'osource',
  'prompt',
  'range',
  'rsource',
  'select',
  'source',
  'string',
  'tristate',
  'visible',
];

export function kconfigGrammar(): Grammar {
  return {
    // The indented block under `help` is prose: one string-coloured token.
    helptext: {
      pattern: /^([\t ]*)(?:help|---help---)[\t ]*(?:\r?\n|$)(?:(?:\1[\t ]+\S.*|[\t ]*)(?:\r?\n|$))*/m,
      greedy: true,
      alias: 'string',
      inside: { keyword: { pattern: /(^[\t ]*)(?:help|---help---)/, lookbehind: true } },
    },
    // `#` to the end of the line, unless inside a string.
    comment: { pattern: /(^(?:[^"#\r\n]|"(?:\\.|[^"\\\r\n])*")*)#.*/m, lookbehind: true, greedy: true },
    string: { pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true },
    expansion: {
      pattern: /\$\((?:[^()]|\([^()]*\))*\)/,
      alias: 'variable',
      inside: { function: /^\$\(|\)$/, punctuation: /,/ },
    },
    keyword: { pattern: new RegExp(`(^|[^\\w-])(?:${KCONFIG_KEYWORDS.join('|')})(?![\\w-])`, 'm'), lookbehind: true },
    number: /\b(?:0x[\da-fA-F]+|\d+)\b/,
    boolean: { pattern: /(^|[\s(=!])[ymn](?=[\s)]|$)/m, lookbehind: true, alias: 'number' },
    variable: /\b[A-Z_][A-Z\d_]*\b/,
    operator: /!=|[<>]=?|=|&&|\|\||!/,
    punctuation: /[()]/,
  };
}

/** Adds `devicetree` (and its alias `dts`) and `kconfig` to a Prism instance. */
export function registerCustomGrammars(prism: PrismLike): void {
  const devicetree = devicetreeGrammar(prism.languages.c);
  prism.languages.devicetree = devicetree;
  prism.languages.dts = devicetree;
  prism.languages.kconfig = kconfigGrammar();
}
