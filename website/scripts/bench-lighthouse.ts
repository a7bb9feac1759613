/**
 * `npm run bench:lighthouse`: builds the site, serves the build as `sitegen serve` does (with its
 * pre-compressed copies) and runs Lighthouse (the devDependency, driving Debian's Chromium) on
 * each page type, with its default mobile settings (simulated throttling) and then as desktop.
 * Prints one table per form factor: performance, LCP, TBT, CLS, the other categories and the
 * bytes transferred. A measurement, never a test: scores move a few points from run to run.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createStaticServer } from 'sitegen';
import { launchChromium } from '../tests/helpers/browser';

const siteDir = path.resolve(process.argv[2] ?? '.');
const PAGES = ['/', '/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog', '/blog/2024/11/11/zmk-studio-mvp-ga', '/power-profiler'];
const DEBUG_PORT = 9300 + (process.pid % 500);

const build = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'bin', 'sitegen.js'), 'build', siteDir], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = createStaticServer(path.join(siteDir, 'build'), '/');
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium([`--remote-debugging-port=${DEBUG_PORT}`]);

const percent = (score: number | null | undefined) => (score === null || score === undefined ? '–' : String(Math.round(score * 100)));
const ms = (value: number | undefined) => (value === undefined ? '–' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

try {
  for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]] as const) {
    console.log(`\n${formFactor} (Lighthouse defaults${formFactor === 'mobile' ? ': simulated slow 4G and 4x CPU slowdown' : ''})\n`);
    console.log('| page | perf | LCP | TBT | CLS | a11y | best practices | SEO | bytes |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const pathname of PAGES) {
      const result = await lighthouse(origin + pathname, { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableFullPageScreenshot: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, config);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${pathname}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      const bytes = audit('total-byte-weight');
      console.log(
        `| ${pathname} | ${percent(lhr.categories.performance?.score)} | ${ms(audit('largest-contentful-paint'))} | ${ms(audit('total-blocking-time'))} | ${(audit('cumulative-layout-shift') ?? 0).toFixed(3)} | ${percent(lhr.categories.accessibility?.score)} | ${percent(lhr.categories['best-practices']?.score)} | ${percent(lhr.categories.seo?.score)} | ${bytes === undefined ? '–' : `${Math.round(bytes / 1024)} KB`} |`,
      );
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}
