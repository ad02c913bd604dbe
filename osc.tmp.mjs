import { chromium } from 'playwright-core';
import { serveDir } from './scripts/serve.mjs';
const dir = process.argv[2]; const rate = Number(process.argv[3] ?? 1);
const site = await serveDir(dir);
const url = site.url ?? `http://127.0.0.1:${site.port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (let run = 0; run < 6; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url + '?piles=3,4,5&moore=2');
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('[data-pile="1"] [data-take="1"]');
  const samples = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 40; i++) {
      await new Promise(r => requestAnimationFrame(r));
      const b = document.querySelector('[data-testid=hint]').getBoundingClientRect();
      out.push(`${Math.round(b.x)},${Math.round(b.y)} sy=${Math.round(scrollY)} h=${document.scrollingElement.scrollHeight} w=${document.documentElement.clientWidth}`);
    }
    return out;
  });
  const distinct = [...new Set(samples)];
  console.log(run, distinct.length, distinct.slice(0, 6).join(' | '));
  await page.close();
}
await browser.close(); site.close?.();
