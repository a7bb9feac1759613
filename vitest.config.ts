import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);
const generator = path.join(root, 'packages/sitegen');
const website = path.join(root, 'website');

/** The names a site's modules import, as the generator's bundlers resolve them; `@site` is the site of the project. */
const aliases = (siteDir: string) => [
  { find: /^@site\//, replacement: `${siteDir}/` },
  { find: /^@theme\//, replacement: `${generator}/src/theme/` },
  { find: /^@docusaurus\//, replacement: `${generator}/src/client/exports/` },
  // Written by a build into the site's generated folder; none in unit tests.
  { find: /^@generated\/prism-languages\.cjs$/, replacement: `${generator}/tests/helpers/generated-prism-languages.ts` },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases(generator) },
        test: { name: 'sitegen', root: generator, include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/browser/**', 'node_modules/**'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        resolve: { alias: aliases(website) },
        test: { name: 'website', root: website, include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ['tests/browser/**', 'node_modules/**'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        resolve: { alias: aliases(website) },
        test: {
          name: 'browser',
          root,
          include: ['packages/sitegen/tests/browser/**/*.test.ts', 'website/tests/browser/**/*.test.ts'],
          // The real site, built once for the website's browser tests.
          globalSetup: ['website/tests/browser/global-setup.ts'],
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
