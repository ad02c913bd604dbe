import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';
const site = await serveDir(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${site.url}?piles=15,15,15,15,15,15,15,15&vs=friend`);
await page.waitForSelector('html[data-ready="true"]');
await page.screenshot({ path: '/tmp/shot.png' });
const info = await page.evaluate(() => {
  const out = [];
  const walk = (el, d) => { if (d > 3) return; for (const c of el.children) { const r = c.getBoundingClientRect(); out.push(' '.repeat(d*2) + c.tagName.toLowerCase() + (c.className ? '.' + String(c.className).replace(/ /g,'.') : '') + ` ${c.querySelectorAll('*').length} ${Math.round(r.width)}x${Math.round(r.height)} ${getComputedStyle(c).display}`); walk(c, d+1); } };
  walk(document.body, 0); return out.join('\n') + '\nnodes ' + document.querySelectorAll('*').length;
});
console.log(info);
await browser.close(); process.exit(0);
