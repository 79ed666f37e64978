// Renders the demo covers (apps/web/public/covers/*.svg) to JPEG twins for link previews, which
// Facebook, LinkedIn and X do not show as SVG. Run after changing a cover: node scripts/render-covers.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../apps/web/public/covers/', import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
  const svg = readFileSync(`${dir}${file}`, 'utf8').replace('<svg', '<svg width="1200" height="630"');
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: `${dir}${file.replace(/\.svg$/, '.jpg')}`, type: 'jpeg', quality: 82, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`covers/${file.replace(/\.svg$/, '.jpg')}`);
}
await browser.close();
