/** What every esbuild bundle the generator runs in Node shares: one ES module for Node 20. */
export const NODE_ESM = { bundle: true, platform: 'node', format: 'esm', target: 'node20' } as const;
