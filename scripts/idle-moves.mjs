#!/usr/bin/env node
// Moves from an idle page, for comparing builds: each move clicks the last stick of
// the next pile on 8 piles of 15 (PILES below; a friend's game) 0.7 s after the last one, when
// the page is idle and its fade is over, and times the click to the end of the
// frame that draws it. Pages of the builds are interleaved, so a change in the
// machine's load falls on all of them.
//
//   node scripts/idle-moves.mjs DIST [DIST ...]
//
// MOVES (12) moves per page, PAGES (6) pages per build, RATE (4) the CPU slowdown,
// PILES (15,15,15,15,15,15,15,15) the board, as in a link.
// MOUSE=1 clicks as a person does instead: the pointer rests on the stick (its
// preview drawn) before the button goes down and up, and the time runs from the
// click event to the end of the commit of the first frame after it, read from
// Chromium's trace. (A message posted from that frame, as the scripted clicks
// use, waits behind the next frame when the first runs long, and a person's
// click often does.) FLOOR=1 also times, on each page after its moves, a
// script changing one text node of the page (a space after a pile's count) and
// nothing else, and a click on the plain page's button (bench/plain), the least
// any change on this page, and on any page, costs on this machine. HAND=1 also
// times, on a page of its own for each build, the same moves written by a
// script with no wasm and no framework (`by-hand.mjs`), always as the scripted
// clicks are timed (with MOUSE=1 too). Prints per
// build the median, the 90th percentile and the share of moves drawn within one
// frame (16.7 ms). docs/speed-history.md, "A move from an idle page, taken apart".
import { serveDir } from './serve.mjs';
import { launch } from '../tests/e2e/harness.mjs';
import { installByHand } from './by-hand.mjs';
import { HOOKS } from './hooks.mjs';
import { openSlowed, mainThreadEvents } from './pages.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/idle-moves.mjs DIST [DIST ...]');
  process.exit(2);
}
const MOVES = Number(process.env.MOVES ?? 12);
const PAGES = Number(process.env.PAGES ?? 6);
const RATE = Number(process.env.RATE ?? 4);
const PILES = process.env.PILES ?? Array(8).fill(15).join(',');
const PILE_COUNT = PILES.split(',').length;
const MOUSE = process.env.MOUSE === '1';
const FLOOR = process.env.FLOOR === '1';
const HAND = process.env.HAND === '1';
const FRAME = 1000 / 60;

const browser = await launch();
const sites = [];
for (const dir of dirs) sites.push(await serveDir(dir));
const times = dirs.map(() => []);
const texts = dirs.map(() => []);
const hands = dirs.map(() => []);
const plain = FLOOR ? { site: await serveDir('bench/plain'), times: [] } : null;
/** A fresh page at `url`, the CPU slowed, idle once `ready` is there, with `__drawn`. */
async function openPage(url, ready) {
  const { context, page } = await openSlowed(browser, url, RATE, ready);
  await page.waitForTimeout(800);
  // The time from `t0` to the end of the next frame: a message posted from
  // that frame's animation-frame callback arrives once its rendering is done.
  await page.evaluate(() => {
    window.__drawn = (t0) => new Promise((r) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => r(performance.now() - t0);
      channel.port2.postMessage(0);
    }));
  });
  return { context, page };
}
for (let p = 0; p < PAGES; p++) {
  for (const [i, site] of sites.entries()) {
    const { context, page } = await openPage(`${site.url}?piles=${PILES}&vs=friend`, 'html[data-ready="true"]');
    if (MOUSE) {
      await page.evaluate(() => {
        let n = 0;
        addEventListener('click', () => performance.mark(`click${n++}`), true);
      });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
      for (let m = 0; m < MOVES; m++) {
        const box = await page.locator(`[data-pile="${(m % PILE_COUNT) + 1}"] [data-take="1"]`).boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
        await page.waitForTimeout(700);
        await page.mouse.down();
        await page.mouse.up();
        await page.waitForTimeout(300);
        await page.mouse.move(5, 5);
        await page.waitForTimeout(400);
      }
      times[i].push(...clicksToCommit(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
    } else {
      for (let m = 0; m < MOVES; m++) {
        times[i].push(await page.evaluate(async (pile) => {
          await new Promise((r) => setTimeout(r, 700));
          const stick = document.querySelector(`[data-pile="${pile}"] [data-take="1"]`);
          const t0 = performance.now();
          stick.click();
          return window.__drawn(t0);
        }, (m % PILE_COUNT) + 1));
      }
      for (let m = 0; FLOOR && m < MOVES; m++) {
        texts[i].push(await page.evaluate(async () => {
          await new Promise((r) => setTimeout(r, 700));
          const text = document.querySelector('[data-testid="board"] [data-pile] .pile-count').firstChild;
          const t0 = performance.now();
          text.data = text.data.endsWith(' ') ? text.data.trimEnd() : `${text.data} `;
          return window.__drawn(t0);
        }));
      }
    }
    await context.close();
    if (HAND) {
      const { context, page } = await openPage(`${site.url}?piles=${PILES}&vs=friend`, 'html[data-ready="true"]');
      await page.evaluate(installByHand);
      for (let m = 0; m < MOVES; m++) {
        hands[i].push(await page.evaluate(async ([hooks, pile]) => {
          await new Promise((r) => setTimeout(r, 700));
          const t0 = performance.now();
          window.__byHand(hooks, pile);
          return window.__drawn(t0);
        }, [HOOKS, (m % PILE_COUNT) + 1]));
      }
      await context.close();
    }
  }
  if (plain) {
    const { context, page } = await openPage(plain.site.url, '#count');
    for (let m = 0; m < MOVES; m++) {
      plain.times.push(await page.evaluate(async () => {
        await new Promise((r) => setTimeout(r, 700));
        const t0 = performance.now();
        document.getElementById('count').click();
        return window.__drawn(t0);
      }));
    }
    await context.close();
  }
}
/** From a trace: each click (a `click<n>` mark) to the end of the next frame's commit, in ms. */
function clicksToCommit(events) {
  const commits = mainThreadEvents(events).filter((e) => e.name === 'Commit');
  return events.filter((e) => /^click\d+$/.test(e.name) && e.cat?.includes('user_timing')).map((click) => {
    const commit = commits.find((e) => e.ts > click.ts);
    return (commit.ts + commit.dur - click.ts) / 1000;
  });
}

const report = (what, list, unit) => {
  const t = list.sort((a, b) => a - b);
  const at = (q) => t[Math.min(t.length - 1, Math.floor(q * t.length))].toFixed(1);
  const within = Math.round((100 * t.filter((x) => x <= FRAME).length) / t.length);
  console.log(`${what}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, within one frame ${within} % (${t.length} ${unit})`);
};
for (const [i, dir] of dirs.entries()) {
  report(dir, times[i], 'moves');
  if (FLOOR) report(`${dir}, one text node changed by a script`, texts[i], 'changes');
  if (HAND) report(`${dir}, the same moves by hand`, hands[i], 'moves');
}
if (plain) report('the plain page, a click on its button', plain.times, 'clicks');
await browser.close();
for (const site of sites) site.close?.();
plain?.site.close?.();
