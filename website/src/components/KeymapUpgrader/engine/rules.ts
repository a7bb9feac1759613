import type { KeymapUpgradeRules } from '../../../data/types';

/** The rule tables as lookup maps, built once per rule set. */
export interface CompiledRules {
  source: KeymapUpgradeRules;
  keycodes: Map<string, KeymapUpgradeRules['keycodes'][number]>;
  behaviors: Map<string, string>;
  headers: Map<string, string>;
  nodeNames: Map<string, string>;
  /** Property name → rules for it, the ones scoped to a parent compatible first. */
  properties: Map<string, KeymapUpgradeRules['properties']>;
  /** Properties whose values are behavior bindings (where keycodes are upgraded). */
  bindingProperties: Set<string>;
  passRank: Map<string, number>;
}

const compiled = new WeakMap<KeymapUpgradeRules, CompiledRules>();

export function compileRules(rules: KeymapUpgradeRules): CompiledRules {
  const cached = compiled.get(rules);
  if (cached) return cached;
  const properties = new Map<string, KeymapUpgradeRules['properties']>();
  for (const rule of rules.properties) properties.set(rule.property, [...(properties.get(rule.property) ?? []), rule]);
  for (const list of properties.values()) list.sort((a, b) => Number(!a.parentCompatible) - Number(!b.parentCompatible));
  const result: CompiledRules = {
    source: rules,
    keycodes: new Map(rules.keycodes.map((r) => [r.from, r])),
    behaviors: new Map(rules.behaviors.map((r) => [r.from, r.to])),
    headers: new Map(rules.headers.map((r) => [r.from, r.to])),
    nodeNames: new Map(rules.nodeNames.map((r) => [r.path, r.name])),
    properties,
    bindingProperties: new Set(['bindings', 'sensor-bindings']),
    passRank: new Map(rules.passOrder.map((p, i) => [p, i])),
  };
  compiled.set(rules, result);
  return result;
}

/** The comment left where a keycode without replacement was. */
export function removedKeycodeComment(name: string): string {
  return `/* ${name}: keycode removed, no replacement */`;
}
