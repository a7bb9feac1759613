/**
 * Renders static/img/social-card.svg to social-card.png (1200×630) with the local Chromium.
 * Social networks only show PNG or JPEG previews; run this again after editing the SVG:
 * `npx tsx scripts/render-social-card.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/helpers/browser';

const imgDir = path.resolve(import.meta.dirname, '../static/img');
const svg = fs.readFileSync(path.join(imgDir, 'social-card.svg'), 'utf8');
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block;width:1200px;height:630px}</style>${svg}`);
  await page.screenshot({ path: path.join(imgDir, 'social-card.png'), type: 'png' });
} finally {
  await browser.close();
}
