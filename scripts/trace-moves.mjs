#!/usr/bin/env node
// Where a move from an idle page spends its time, from Chromium's trace: for each
// build, the median from the click to the end of the next frame's commit, and the
// mean per move of the main thread's work in that span by kind (the click's task,
// style, layout, pre-paint, paint, layerizing, commit). A build may be given with
// part of the page hidden, to see what that part costs: `DIST+SELECTOR` hides
// what SELECTOR matches (`display: none`, through a constructed style sheet, which
// the page's Content-Security-Policy allows); the views still run, only the
// browser draws nothing for them.
//
//   node scripts/trace-moves.mjs DIST[+SELECTOR] [...]
//   PILES=15,15,15,15,15,15,15,15 node scripts/trace-moves.mjs dist dist+.side
//
// MOVES (8) moves per page, PAGES (3) pages per build, interleaved; RATE (4) the
// CPU slowdown; PILES (32 piles of 1,000,000) the board, as in a link. Each move
// clicks the last stick of the next pile 0.7 s after the last one (a friend's
// game). The trace itself slows the page a little: compare builds within one run.
import { serveDir } from './serve.mjs';
import { launch } from '../tests/e2e/harness.mjs';
import { openSlowed, mainThreadEvents } from './pages.mjs';

const builds = process.argv.slice(2).map((arg) => {
  const [dir, hide] = arg.split(/\+(.*)/s);
  return { arg, dir, css: hide ? `${hide} { display: none !important; }` : '' };
});
if (builds.length === 0) {
  console.error('usage: node scripts/trace-moves.mjs DIST[+SELECTOR] [...]');
  process.exit(2);
}
const MOVES = Number(process.env.MOVES ?? 8);
const PAGES = Number(process.env.PAGES ?? 3);
const RATE = Number(process.env.RATE ?? 4);
const PILES = process.env.PILES ?? Array(32).fill(1_000_000).join(',');
const PILE_COUNT = PILES.split(',').length;
const KINDS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const NAMES = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'pre-paint', Paint: 'paint', Layerize: 'layerize', Commit: 'commit' };

const browser = await launch();
for (const build of builds) {
  build.site = await serveDir(build.dir);
  build.spans = [];
  build.work = {};
}
for (let p = 0; p < PAGES; p++) {
  for (const build of builds) {
    const { context, page } = await openSlowed(browser, `${build.site.url}?piles=${PILES}&vs=friend`, RATE, 'html[data-ready="true"]');
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [sheet];
    }, build.css);
    await page.waitForTimeout(800);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    for (let m = 0; m < MOVES; m++) {
      await page.evaluate(async (pile) => {
        await new Promise((r) => setTimeout(r, 700));
        document.querySelector(`[data-pile="${pile}"] [data-take="1"]`).click();
      }, (m % PILE_COUNT) + 1);
    }
    await page.waitForTimeout(700);
    addMoves(build, JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    await context.close();
  }
}
await browser.close();

/** Each click in the trace: its span to the next commit's end, and the work in it. */
function addMoves(build, events) {
  const mine = mainThreadEvents(events);
  const add = (kind, us) => { build.work[kind] = (build.work[kind] ?? 0) + us / 1000; };
  for (const click of mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')) {
    const commit = mine.find((e) => e.name === 'Commit' && e.ts > click.ts);
    const [t0, t1] = [click.ts, commit.ts + commit.dur];
    build.spans.push((t1 - t0) / 1000);
    // The click's task: its handler and the effects it wakes (microtasks).
    const task = mine.find((e) => e.name === 'RunTask' && e.ts <= click.ts && e.ts + e.dur >= click.ts + click.dur);
    add('script (the click\'s task)', task.dur);
    // (A kind nested in itself, such as a paint within a paint, counts once.)
    const end = {};
    for (const e of mine) {
      if (!KINDS.includes(e.name) || e.ts < t0 || e.ts + e.dur > t1 || e.ts < (end[e.name] ?? 0)) continue;
      end[e.name] = e.ts + e.dur;
      add(NAMES[e.name], e.dur);
    }
  }
}

for (const build of builds) {
  const spans = build.spans.sort((a, b) => a - b);
  const parts = Object.entries(build.work).map(([kind, ms]) => `${kind} ${(ms / spans.length).toFixed(1)}`);
  console.log(`${build.arg}: click to commit ${spans[spans.length >> 1].toFixed(1)} ms (median of ${spans.length}); `
    + `per move, ms: ${parts.join(', ')}`);
}
process.exit(0);
