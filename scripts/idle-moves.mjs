#!/usr/bin/env node
// Moves from an idle page, for comparing builds: each move clicks the last stick
// of the next pile on 8 piles of 15 (PILES below; a friend's game) from an idle
// page, after a first move that is not counted, timed as every script times a
// move (frame.mjs: the click to the end of the first frame that shows it).
// Pages of the builds are interleaved, so a change in the machine's load falls
// on all of them.
//
//   node scripts/idle-moves.mjs DIST [DIST ...]
//
// MOVES (12) moves per page, PAGES (6) pages per build, RATE (4) the CPU slowdown,
// PILES (15,15,15,15,15,15,15,15) the board, as in a link.
// MOUSE=1 clicks as a person does instead: the pointer rests on the stick (its
// preview drawn) before the button goes down and up, and the time runs from
// the click event's own time stamp. FLOOR=1 also times, on each page after its
// moves, a script changing one text node of the page (a space after a pile's
// count) and nothing else, and a click on the plain page's button
// (bench/plain), the least any change on this page, and on any page, costs on
// this machine. HAND=1 also times, on a page of its own after each build's
// page, the same moves written by a script with no wasm and no framework
// (`by-hand.mjs`), always as the scripted clicks are timed (with MOUSE=1 too),
// and gives the app's ratio to them, move by move (stats.mjs). Prints per
// build the median, the 90th percentile and the share of moves drawn within
// one frame. docs/speed-history.md, "A move from an idle page, taken apart".
import { serveDir } from './serve.mjs';
import { launch } from '../tests/e2e/harness.mjs';
import { installByHand } from './by-hand.mjs';
import { HOOKS } from './hooks.mjs';
import { openSlowed } from './pages.mjs';
import { FRAME_MS } from './frame.mjs';
import { pairedRatio, percentile, median } from './stats.mjs';

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

const browser = await launch();
const sites = [];
for (const dir of dirs) sites.push(await serveDir(dir));
const times = dirs.map(() => []);
const texts = dirs.map(() => []);
const hands = dirs.map(() => []);
const plain = FLOOR ? { site: await serveDir('bench/plain'), times: [] } : null;
const pileOf = (m) => (m % PILE_COUNT) + 1;

/** A fresh page at `url`, the CPU slowed, idle once `ready` is there. */
async function openPage(url, ready) {
  const { context, page } = await openSlowed(browser, url, RATE, ready);
  await page.evaluate(installByHand);
  await page.evaluate(() => window.__frame.idle());
  return { context, page };
}

/** A scripted click on the last stick of `pile`, from an idle page. */
function click(page, pile) {
  return page.evaluate(async ([hooks, pile]) => {
    const f = window.__frame;
    await f.idle();
    const stick = document.querySelector(hooks.stick.replace('{pile}', pile).replace('{take}', 1));
    return f.time(() => stick.click(), f.moveDrawn(hooks, 1));
  }, [HOOKS, pile]);
}

/** A person's click on the last stick of `pile`: the pointer rests on it first. */
async function mouseClick(page, pile) {
  const box = await page.locator(HOOKS.stick.replace('{pile}', pile).replace('{take}', 1)).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await page.evaluate(() => window.__frame.idle());
  // The clock waits for the click before the pointer presses.
  await page.evaluate((hooks) => { window.__clicked = window.__frame.nextClick(window.__frame.moveDrawn(hooks, 1)); }, HOOKS);
  await page.mouse.down();
  await page.mouse.up();
  const ms = await page.evaluate(() => window.__clicked);
  await page.mouse.move(5, 5);
  return ms;
}

/** The same move written by a script (`by-hand.mjs`), from an idle page. */
function byHand(page, pile) {
  return page.evaluate(async ([hooks, pile]) => {
    const f = window.__frame;
    await f.idle();
    return f.time(() => window.__byHand(hooks, pile), f.moveDrawn(hooks, 1));
  }, [HOOKS, pile]);
}

/** A space added to or taken from one pile's count: one text node, nothing else. */
function oneTextNode(page) {
  return page.evaluate(async () => {
    const f = window.__frame;
    await f.idle();
    const text = document.querySelector('[data-testid="board"] [data-pile] .pile-count').firstChild;
    return f.time(() => { text.data = text.data.endsWith(' ') ? text.data.trimEnd() : `${text.data} `; }, () => true);
  });
}

for (let p = 0; p < PAGES; p++) {
  for (const [i, site] of sites.entries()) {
    const url = `${site.url}?piles=${PILES}&vs=friend`;
    const { context, page } = await openPage(url, 'html[data-ready="true"]');
    // A first move, not counted, warms both sides up alike (as in bench.mjs):
    // the app rehearses its first move as it starts, and the by-hand script's
    // code is compiled at its first call.
    await (MOUSE ? mouseClick : click)(page, pileOf(0));
    for (let m = 0; m < MOVES; m++) times[i].push(await (MOUSE ? mouseClick : click)(page, pileOf(m + 1)));
    for (let m = 0; FLOOR && m < MOVES; m++) texts[i].push(await oneTextNode(page));
    await context.close();
    if (HAND) {
      const { context, page } = await openPage(url, 'html[data-ready="true"]');
      await byHand(page, pileOf(0));
      for (let m = 0; m < MOVES; m++) hands[i].push(await byHand(page, pileOf(m + 1)));
      await context.close();
    }
  }
  if (plain) {
    const { context, page } = await openPage(plain.site.url, '#count');
    for (let m = 0; m < MOVES; m++) {
      plain.times.push(await page.evaluate(async () => {
        await window.__frame.idle();
        return window.__frame.time(() => document.getElementById('count').click(), () => true);
      }));
    }
    await context.close();
  }
}

const report = (what, list, unit) => {
  const t = [...list].sort((a, b) => a - b);
  const within = Math.round((100 * t.filter((x) => x <= FRAME_MS).length) / t.length);
  console.log(`${what}: median ${median(t).toFixed(1)} ms, p90 ${percentile(t, 90).toFixed(1)} ms, within one frame ${within} % (${t.length} ${unit})`);
};
for (const [i, dir] of dirs.entries()) {
  report(dir, times[i], 'moves');
  if (FLOOR) report(`${dir}, one text node changed by a script`, texts[i], 'changes');
  if (HAND) {
    report(`${dir}, the same moves by hand`, hands[i], 'moves');
    const r = pairedRatio(times[i].map((t, m) => [t, hands[i][m]]));
    console.log(`${dir} ÷ by hand, move by move: median ${r.median}× (95 % interval ${r.low} to ${r.high}, ${r.n} pairs)`);
  }
}
if (plain) report('the plain page, a click on its button', plain.times, 'clicks');
await browser.close();
for (const site of sites) site.close?.();
plain?.site.close?.();
