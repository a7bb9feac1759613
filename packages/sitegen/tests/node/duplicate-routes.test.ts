import { describe, expect, it } from 'vitest';
import { withoutDuplicateRoutes } from '../../src/node/plugins/host';

const routes = [
  { path: '/a', component: '@theme/DocPage' },
  { path: '/b', component: '@theme/MDXPage' },
  { path: '/a', component: '@site/src/pages/a.js' },
];

describe('two routes at one path (onDuplicateRoutes)', () => {
  const run = (policy: 'ignore' | 'log' | 'warn' | 'throw') => {
    const said: string[] = [];
    const kept = withoutDuplicateRoutes(routes, policy, { log: (m: string) => said.push(`log ${m}`), warn: (m: string) => said.push(`warn ${m}`) });
    return { kept: kept.map((r) => r.component), said };
  };
  const MESSAGE = 'Duplicate routes found!\n- Attempting to create page at /a (@site/src/pages/a.js), but a page already exists at this route (@theme/DocPage).\nThis could lead to non-deterministic routing behavior.';

  it('keeps the first, which Docusaurus’s router shows, and reports the others by the policy', () => {
    expect(run('ignore')).toEqual({ kept: ['@theme/DocPage', '@theme/MDXPage'], said: [] });
    expect(run('log')).toEqual({ kept: ['@theme/DocPage', '@theme/MDXPage'], said: [`log ${MESSAGE}`] });
    expect(run('warn')).toEqual({ kept: ['@theme/DocPage', '@theme/MDXPage'], said: [`warn Warning: ${MESSAGE}`] });
    expect(() => run('throw')).toThrow(MESSAGE);
  });
});
