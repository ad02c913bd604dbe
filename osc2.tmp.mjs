import { chromium } from 'playwright-core';
import { serveDir } from './scripts/serve.mjs';
const dir = process.argv[2]; const rate = Number(process.argv[3] ?? 1); const runs = Number(process.argv[4] ?? 6);
const site = await serveDir(dir);
const url = site.url ?? `http://127.0.0.1:${site.port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
let fails = 0;
for (let run = 0; run < runs; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url + '?piles=3,4,5&moore=2');
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('[data-pile="1"] [data-take="1"]');
  try { await page.click('[data-testid=hint]', { timeout: 5000 }); }
  catch (e) {
    fails++;
    const s = await page.evaluate(() => ({ sy: scrollY, h: document.scrollingElement.scrollHeight, prev: !!document.querySelector('[data-testid=tableau-preview]') }));
    console.log('run', run, 'failed', JSON.stringify(s));
  }
  await page.close();
}
console.log(dir, 'fails', fails, 'of', runs);
await browser.close(); site.close?.();
