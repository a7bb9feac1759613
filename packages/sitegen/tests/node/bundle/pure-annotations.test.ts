import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { minify } from '@swc/core';

const require = createRequire(import.meta.url);
const pureAnnotations = require('../../../src/node/bundle/pure-annotations-loader.cjs') as (source: string) => string;

// The shapes react-router's dist uses for top-level values.
const source = [
  'import * as React2 from "react";',
  'var UsedContext = React2.createContext(null);',
  'UsedContext.displayName = "Used";',
  'var UnusedContext = React2.createContext(null);',
  'UnusedContext.displayName = "Unused";',
  'var UnusedBoundary = class extends React2.Component {',
  '  render() {',
  '    return "unused boundary";',
  '  }',
  '};',
  'UnusedBoundary.contextType = UnusedContext;',
  'var UnusedError = class extends Error {',
  '};',
  'var UsedBoundary = class extends React2.Component {',
  '  render() {',
  '    return "used boundary";',
  '  }',
  '};',
  'UsedBoundary.contextType = UsedContext;',
  'export { UsedContext, UsedBoundary, UnusedContext, UnusedBoundary, UnusedError };',
].join('\n');

describe('react-router pure annotations', () => {
  it('wraps classes in pure IIFEs (with their contextType) and drops displayName statements', () => {
    const out = pureAnnotations(source);
    expect(out).toContain('var UnusedContext = /* @__PURE__ */ React2.createContext(null);');
    expect(out).toContain('var UnusedBoundary = /* @__PURE__ */ (() => { const UnusedBoundary = class extends React2.Component {');
    expect(out).toContain('UnusedBoundary.contextType = UnusedContext;\nreturn UnusedBoundary; })();');
    expect(out).toContain('var UnusedError = /* @__PURE__ */ (() => { const UnusedError = class extends Error {\n};\nreturn UnusedError; })();');
    expect(out).not.toContain('displayName');
  });

  it('lets the minifier drop what nothing uses, and keeps what is used working', async () => {
    // Keep only the used exports, as webpack does for a concatenated module.
    const program = `${pureAnnotations(source).replace(/^export .*$/m, '')}\nglobalThis.result = [UsedContext, UsedBoundary];`.replace(/^import .*$/m, 'const React2 = globalThis.React2;');
    const { code } = await minify(program, { compress: { passes: 2 }, mangle: false, module: true });
    expect(code).toContain('used boundary');
    expect(code).not.toContain('unused boundary');
    expect(code).not.toContain('UnusedError');
    const React2 = { createContext: (value: unknown) => ({ value }), Component: class {} };
    const scope = { React2 } as { React2: typeof React2; result?: [{ value: unknown }, { contextType: unknown }] };
    new Function('globalThis', code)(scope);
    expect(scope.result?.[1].contextType).toBe(scope.result?.[0]);
  });
});
