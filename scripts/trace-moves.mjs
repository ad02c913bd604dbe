#!/usr/bin/env node
// Where a move from an idle page spends its time, from Chromium's trace: for each
// build, the median move timed as every script times one (frame.mjs: the click
// to the end of the first frame that shows it), and the mean per move of the
// main thread's work in that span, read between the clock's marks in the trace,
// by kind (the click's task, style, layout, pre-paint, paint, layerizing, commit). A build may be given with
// part of the page hidden, to see what that part costs: `DIST+SELECTOR` hides
// what SELECTOR matches (`display: none`, through a constructed style sheet, which
// the page's Content-Security-Policy allows); the views still run, only the
// browser draws nothing for them.
//
//   node scripts/trace-moves.mjs DIST[+SELECTOR] [...]
//   PILES=15,15,15,15,15,15,15,15 node scripts/trace-moves.mjs dist dist+.side
//
// MOVES (8) moves per page, PAGES (3) pages per build, interleaved; RATE (4) the
// CPU slowdown; PILES (32 piles of 1,000,000) the board, as in a link.
// FUNCTIONS=N also samples the script (V8's profiler, in the trace) and prints
// the N functions with the most time per move between the click and the frame
// that shows it, each counting what it calls; on a build that keeps the wasm's
// function names (`make names-build`: dist-names/) they are Rust's names.
// wasm-opt merges identical functions, so a generic function may carry another
// instance's name: trust the app's own functions more. Each move clicks the
// last stick of the next pile from an idle page (a friend's game). The trace
// itself slows the page a little: compare builds within one run.
import { serveDir } from './serve.mjs';
import { launch } from '../tests/e2e/harness.mjs';
import { openSlowed, mainThreadEvents } from './pages.mjs';
import { HOOKS } from './hooks.mjs';
import { median } from './stats.mjs';

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
const FUNCTIONS = Number(process.env.FUNCTIONS ?? 0);
const KINDS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const NAMES = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'pre-paint', Paint: 'paint', Layerize: 'layerize', Commit: 'commit' };

const browser = await launch();
for (const build of builds) {
  build.site = await serveDir(build.dir);
  build.spans = [];
  build.work = {};
  build.functions = new Map();
}
for (let p = 0; p < PAGES; p++) {
  for (const build of builds) {
    const { context, page } = await openSlowed(browser, `${build.site.url}?piles=${PILES}&vs=friend`, RATE, 'html[data-ready="true"]');
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [sheet];
    }, build.css);
    await page.evaluate(() => window.__frame.idle());
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
    if (FUNCTIONS) categories.push('disabled-by-default-v8.cpu_profiler');
    await browser.startTracing(page, { categories });
    for (let m = 0; m < MOVES; m++) {
      build.spans.push(await page.evaluate(async ([hooks, pile, mark]) => {
        const f = window.__frame;
        await f.idle();
        const stick = document.querySelector(hooks.stick.replace('{pile}', pile).replace('{take}', 1));
        return f.time(() => stick.click(), f.moveDrawn(hooks, 1), mark);
      }, [HOOKS, (m % PILE_COUNT) + 1, `move-${m}`]));
    }
    await page.evaluate(() => window.__frame.idle());
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    addMoves(build, events);
    if (FUNCTIONS) addFunctions(build, events);
    await context.close();
  }
}
await browser.close();

/** Each move's span in the trace: the clock's marks `move-m` and `move-m-drawn`. */
function moveSpans(events) {
  const marks = new Map(events.filter((e) => e.cat?.includes('blink.user_timing')).map((e) => [e.name, e.ts]));
  const spans = [];
  for (let m = 0; marks.has(`move-${m}`); m++) spans.push([marks.get(`move-${m}`), marks.get(`move-${m}-drawn`)]);
  return spans;
}

/** Each move in the trace: the main thread's work within its span. */
function addMoves(build, events) {
  const mine = mainThreadEvents(events);
  const add = (kind, us) => { build.work[kind] = (build.work[kind] ?? 0) + us / 1000; };
  for (const [t0, t1] of moveSpans(events)) {
    const click = mine.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ts >= t0 && e.ts < t1);
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

/**
 * The profiler's samples within the moves' spans: for each function, the time
 * of the samples whose stack holds it (once however deep), in ms.
 */
function addFunctions(build, events) {
  const spans = moveSpans(events);
  const profiles = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.id}`;
    if (e.name === 'Profile') profiles.set(key, { t: e.args.data.startTime, nodes: new Map(), samples: [] });
    if (e.name !== 'ProfileChunk' || !profiles.has(key)) continue;
    const p = profiles.get(key);
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) p.nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => { p.t += timeDeltas[i]; p.samples.push([id, p.t]); });
  }
  for (const p of profiles.values()) {
    p.samples.forEach(([id, t], i) => {
      const next = p.samples[i + 1]?.[1];
      if (next === undefined || !spans.some(([a, b]) => t >= a && t <= b)) return;
      const names = new Set();
      for (let n = p.nodes.get(id); n; n = p.nodes.get(n.parent)) names.add(n.callFrame.functionName || '(anonymous)');
      if (names.has('(idle)')) return;
      for (const name of names) build.functions.set(name, (build.functions.get(name) ?? 0) + (next - t) / 1000);
    });
  }
}

for (const build of builds) {
  const spans = build.spans;
  const parts = Object.entries(build.work).map(([kind, ms]) => `${kind} ${(ms / spans.length).toFixed(1)}`);
  console.log(`${build.arg}: click to the frame that shows it ${median(spans).toFixed(1)} ms (median of ${spans.length}); `
    + `per move, ms: ${parts.join(', ')}`);
  const top = [...build.functions].sort((a, b) => b[1] - a[1]).slice(0, FUNCTIONS);
  for (const [name, ms] of top) console.log(`  ${(ms / spans.length).toFixed(2)} ms  ${name}`);
}
process.exit(0);
