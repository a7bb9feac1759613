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
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // What a page does in reply to the reader (a commit, a fetch, an idle callback) can take
          // more than the default second on a busy CI machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
