#!/usr/bin/env node
// A person's clicks on 8 piles of 15 (a friend's game), traced, for comparing
// builds: the pointer rests on a stick (its preview drawn), the button goes down
// and up, and the time runs from the click event to the end of the commit of the
// first frame after it, read from Chromium's trace. (`scripts/idle-moves.mjs
// MOUSE=1` stops its clock with a message posted from that frame, which waits
// behind the next frame when the first runs long: then it counts both.)
//
//   node scripts/click-trace.mjs DIST [DIST ...]
//
// MOVES (16) clicks per build, RATE (4) the CPU slowdown. Prints per build the
// median, the clicks within one frame (16.7 ms) and every click's time.
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/click-trace.mjs DIST [DIST ...]');
  process.exit(2);
}
const MOVES = Number(process.env.MOVES ?? 16);
const RATE = Number(process.env.RATE ?? 4);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const dir of dirs) {
  const site = await serveDir(dir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${site.url}?piles=${Array(8).fill(15).join(',')}&vs=friend`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.evaluate(() => {
    let n = 0;
    addEventListener('click', () => performance.mark(`click${n++}`), true);
  });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  for (let m = 0; m < MOVES; m++) {
    const box = await page.locator(`[data-pile="${(m % 8) + 1}"] [data-take="1"]`).boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    await page.waitForTimeout(700);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(300);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
  }
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const clicks = events.filter((e) => /^click\d+$/.test(e.name) && e.cat?.includes('user_timing'));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'Commit'));
  const commits = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'Commit')
    .sort((a, b) => a.ts - b.ts);
  const times = clicks.map((c) => {
    const commit = commits.find((e) => e.ts > c.ts);
    return (commit.ts + commit.dur - c.ts) / 1000;
  }).sort((a, b) => a - b);
  const within = times.filter((t) => t <= 1000 / 60).length;
  console.log(`${dir}: click to its frame committed, median ${times[times.length >> 1].toFixed(1)} ms, `
    + `within one frame ${within} of ${times.length} (${times.map((t) => t.toFixed(0)).join(' ')})`);
  await context.close();
  site.close?.();
}
await browser.close();
