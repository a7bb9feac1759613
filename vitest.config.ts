import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@site\//, replacement: `${root}/` },
      { find: /^@theme\//, replacement: `${root}/src/theme/` },
      { find: /^@docusaurus\//, replacement: `${root}/src/client/exports/` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/browser/**', 'node_modules/**'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/global-setup.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});
