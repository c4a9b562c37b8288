// Screenshots of pages at a phone and a desktop width, to look at what was built:
//   npx tsx scripts/screenshots.ts --base http://127.0.0.1:8080 --out /tmp/shots / /games/gambler-quiz
// Each path gives <out>/<name>-390.png and <name>-1280.png (full page). Uses Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '390,1280' },
    'reduced-motion': { type: 'boolean', default: false },
    // Long pages also as tiles of this height, easier to read than one tall picture.
    tile: { type: 'string', default: '0' },
  },
  allowPositionals: true,
});

const widths = values.widths.split(',').map(Number);
const paths = positionals.length > 0 ? positionals : ['/'];
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const path of paths) {
    for (const width of widths) {
      const page = await browser.newPage({
        viewport: { width, height: width < 600 ? 844 : 900 },
        reducedMotion: values['reduced-motion'] ? 'reduce' : 'no-preference',
      });
      await page.goto(new URL(path, values.base).href, { waitUntil: 'networkidle' });
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_');
      const file = join(values.out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const tile = Number(values.tile);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, n = 1; tile > 0 && y < height; y += tile, n++) {
        const clip = { x: 0, y, width, height: Math.min(tile, height - y) };
        await page.screenshot({ path: file.replace('.png', `-${n}.png`), fullPage: true, clip });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(`${file}${overflow ? '  (WARNING: wider than the viewport)' : ''}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
