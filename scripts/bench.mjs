// The benchmark behind `make bench`: what a person feels, measured in Debian's
// Chromium (headless, through playwright-core) against references built in the
// same run, each build served on 127.0.0.1 by scripts/serve.mjs.
//
//   node scripts/bench.mjs [--app NAME=DIR]... [--counter DIR] [--plain DIR]
//                          [--wasm NAME=FILE] [--criterion DIR] [--only LIST]
//                          [--out FILE] [--readme FILE]
//
// --app       a build of Bouton to measure (repeatable: e.g. the commit before a
//             change and after it); default bouton=dist
// --counter   the minimal Leptos counter (bench/counter/dist), --plain the plain
//             HTML page (bench/plain); "none" leaves one out
// --wasm      an app's wasm before wasm-bindgen and wasm-opt, for `twiggy top`
//             (default for bouton=dist: the release build in the target folder)
// --criterion Criterion's output folder, to add the engine's figures
// --only      some of: ready,moves,movetrace,reply,steady,size,profile,engine
// --out       the JSON written (default docs/bench.json)
// --readme    a file whose <!-- bench:start --> ... <!-- bench:end --> part is
//             replaced by the tables
// --report    measure nothing: print (and with --readme, write) the tables of
//             an earlier run's JSON
//
// Run counts (the defaults are the issue's; lower them to try the script on a
// busy machine, whose figures are noise):
//   BENCH_RUNS=15           cold runs per figure (a fresh browser context each)
//   BENCH_MOVES=5           moves timed per run after the first
//   BENCH_STEADY_MOVES=1000 moves of the steadiness run
//   BENCH_THROTTLE=4        the CPU slow-down standing for a classroom laptop
//   BENCH_PROFILE_RUNS=5    traced cold starts per build for the breakdown
// BENCH_NOTE, if set, is printed in bold above the tables (e.g. "smoke run").
import { readFile, writeFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';
import { installByHand } from './by-hand.mjs';
import { HOOKS } from './hooks.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const MOVES = Number(process.env.BENCH_MOVES ?? 5);
const STEADY_MOVES = Number(process.env.BENCH_STEADY_MOVES ?? 1000);
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
const VIEWPORT = { width: 1280, height: 900 };

const READY_QUERY = '?piles=3,4,5';
const BOARDS = [
  { name: '3,4,5', piles: [3, 4, 5] },
  { name: '8×15', piles: Array(8).fill(15) },
  { name: '32×1,000,000', piles: Array(32).fill(1_000_000) },
];
const STEADY_BOARD = BOARDS[1];
// The goals of the issue, in ms (moves) or as a ratio to the counter (ready).
/** A frame of a 60 Hz display, in ms (the page helpers count frames with the same). */
const FRAME_MS = 1000 / 60;
const GOALS = { readyRatio: 1.3, move: { '8×15': 16, '32×1,000,000': 50 } };

// ---------------------------------------------------------------- arguments

function parseArgs(argv) {
  const target = process.env.CARGO_TARGET_DIR ?? 'target';
  const opts = {
    apps: [],
    counter: 'bench/counter/dist',
    plain: 'bench/plain',
    wasm: {},
    criterion: join(target, 'criterion'),
    only: null,
    out: 'docs/bench.json',
    readme: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => (inline !== undefined && !['--app', '--wasm'].includes(flag) ? inline : argv[++i]);
    const pair = (text) => {
      const at = text.indexOf('=');
      if (at < 1) throw new Error(`${flag} wants NAME=PATH, not ${text}`);
      return [text.slice(0, at), text.slice(at + 1)];
    };
    switch (flag) {
      case '--app': opts.apps.push(pair(argv[++i])); break;
      case '--wasm': { const [n, f] = pair(argv[++i]); opts.wasm[n] = f; break; }
      case '--counter': opts.counter = value(); break;
      case '--plain': opts.plain = value(); break;
      case '--criterion': opts.criterion = value(); break;
      case '--only': opts.only = new Set(value().split(',')); break;
      case '--out': opts.out = value(); break;
      case '--readme': opts.readme = value(); break;
      case '--report': opts.report = value(); break;
      default: throw new Error(`unknown argument ${argv[i]} (see the top of scripts/bench.mjs)`);
    }
  }
  if (opts.apps.length === 0) opts.apps.push(['bouton', 'dist']);
  const raw = join(target, 'wasm32-unknown-unknown/release/bouton.wasm');
  for (const [name, dir] of opts.apps) {
    if (!opts.wasm[name] && resolve(dir) === resolve('dist') && existsSync(raw)) opts.wasm[name] = raw;
  }
  return opts;
}

// ---------------------------------------------------------------- statistics

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(samples) {
  const sorted = samples.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const round = (x) => Math.round(x * 10) / 10;
  return {
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    n: sorted.length,
    samples: sorted.map(round),
  };
}

// ---------------------------------------------------------------- the page side

/** Installed in every page before its own scripts: timing helpers and the wasm module. */
function pageHelpers(hooks) {
  // Marks when the wasm is compiled and instantiated: what follows until
  // app-ready is the app's own start (Rust's main mounting the page).
  for (const name of ['instantiateStreaming', 'instantiate']) {
    const original = WebAssembly[name];
    if (!original) continue;
    WebAssembly[name] = function (...args) {
      return original.apply(this, args).then((result) => {
        performance.mark('bench-wasm-instantiated');
        // The exports, for the wasm memory: `instantiate(module)` resolves to an
        // Instance, bytes or a stream to `{ module, instance }`.
        window.__benchWasm = (result.instance ?? result).exports;
        return result;
      });
    };
  }
  const all = (sel) => [...document.querySelectorAll(sel)];
  const counts = () => all(hooks.piles).map((e) => Number(e.dataset.count));
  const total = () => counts().reduce((a, b) => a + b, 0);
  // The board and the tableau agree (normal play: the nim-sum is the xor of
  // the piles) and the computer is not thinking.
  const consistent = () => {
    const tableau = document.querySelector(hooks.tableau);
    const status = document.querySelector(hooks.status);
    if (!tableau || !status) return false;
    const sum = counts().reduce((a, b) => a ^ b, 0);
    return Number(tableau.dataset.nimSum) === sum && status.dataset.turn !== 'computer';
  };
  // Resolves as soon as `cond` holds, checked after every change to the page.
  const until = (cond, timeout = 15000) => new Promise((resolve, reject) => {
    if (cond()) return resolve();
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for the page')); }, timeout);
    const observer = new MutationObserver(() => {
      if (cond()) { observer.disconnect(); clearTimeout(timer); resolve(); }
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // The time right after the next frame is painted: a task queued from
  // requestAnimationFrame runs once style, layout and paint are done.
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const idle = async () => { await frame(); await frame(); await new Promise((r) => setTimeout(r, 50)); };
  const stick = (pile, take) => document.querySelector(hooks.stick.replace('{pile}', pile).replace('{take}', take));
  const key = (k) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

  // The least a move must change on the page, by a script (`by-hand.mjs`).
  const byHand = (pile) => window.__byHand(hooks, pile);

  window.__bench = {
    counts, total, consistent, until, painted, idle, byHand,
    /** Clicks stick `take` of pile `pile`; ms until the new board and tableau are painted. */
    async move(pile, take) {
      const target = total() - take;
      const el = stick(pile, take);
      if (!el) throw new Error(`no stick ${take} in pile ${pile}`);
      // Which frame shows the move: the first to begin after the click is
      // frame 1 (a frame's requestAnimationFrame callbacks run in the order
      // asked, and all get the frame's start time).
      let first = null;
      requestAnimationFrame((start) => { first = start; });
      const t0 = performance.now();
      el.click();
      await until(() => total() === target && consistent());
      let shown = null;
      requestAnimationFrame((start) => { shown = start; });
      const at = await painted();
      // The frame that shows it, counted from the click, and how long that
      // frame's work took from its start to painted. A frame asked for by the
      // click of an idle page is stamped with the display's last tick, which
      // can be before the click: its work is counted from the click.
      window.__bench.frame = first === null || shown === null ? null
        : { index: 1 + Math.round((shown - first) / (1000 / 60)), ms: at - Math.max(shown, t0) };
      return at - t0;
    },
    /** A person's move, then ms from the computer's decision (its mark) to its move painted. */
    async reply(pile, take) {
      const mine = total() - take;
      stick(pile, take).click();
      await until(() => total() === mine);
      await until(() => total() < mine && consistent());
      const t1 = await painted();
      const mark = performance.getEntriesByName('computer-move').at(-1);
      return mark ? t1 - mark.startTime : null;
    },
    /** `moves` random moves, with undo and redo on the way and a new game whenever one ends. */
    async soak(moves, seed) {
      let s = seed >>> 0;
      const random = () => {
        s = (s + 0x6d2b79f5) >>> 0;
        let t = Math.imul(s ^ (s >>> 15), 1 | s);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      // Each action is drawn before the next, as a person would see it.
      const changed = async (before) => {
        await until(() => total() !== before && consistent());
        await frame();
      };
      const start = total();
      const done = { moves: 0, undos: 0, redos: 0, newGames: 0 };
      for (let i = 0; i < moves; i++) {
        if (document.querySelector(hooks.status).dataset.winner) {
          key('n');
          await until(() => total() === start && consistent());
          done.newGames++;
        }
        const sticks = all(hooks.sticks);
        const el = sticks[Math.floor(random() * sticks.length)];
        const before = total();
        el.click();
        await changed(before);
        done.moves++;
        if (random() < 0.3) {
          const after = total();
          key('u');
          await changed(after);
          done.undos++;
          if (random() < 0.7) {
            key('r');
            await changed(before);
            done.redos++;
          }
        }
      }
      return done;
    },
  };
}

// ---------------------------------------------------------------- the browser side

async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      // Heap measurements need a garbage collection on demand.
      '--js-flags=--expose-gc',
    ],
  });
}

/** A fresh context (cold cache, no service worker), its page and a CDP session, CPU slowed `rate` times. */
async function freshPage(browser, rate) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.addInitScript(pageHelpers, HOOKS);
  await context.addInitScript(installByHand);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp, errors };
}

async function waitReady(page) {
  await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, { timeout: 60000 });
  return page.evaluate(() => performance.getEntriesByName('app-ready')[0].startTime);
}

async function openApp(browser, site, query, rate) {
  const s = await freshPage(browser, rate);
  await s.page.goto(site.url + query);
  await waitReady(s.page);
  await s.page.waitForFunction(() => window.__bench.consistent(), null, { timeout: 30000 });
  await s.page.evaluate(() => window.__bench.idle());
  return s;
}

function check(errors, what) {
  if (errors.length) throw new Error(`${what}: the page logged errors: ${errors.join(' | ')}`);
}

const rates = () => [['x' + THROTTLE, THROTTLE], ['x1', 1]];

/** When the page had each part of a cold start, in ms from navigation. */
function startSteps() {
  const loaded = (re) => performance.getEntriesByType('resource').find((r) => re.test(r.name))?.responseEnd ?? null;
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const ready = mark('app-ready');
  const instantiated = mark('bench-wasm-instantiated');
  return {
    glueLoaded: loaded(/\.js$/),
    wasmLoaded: loaded(/\.wasm$/),
    wasmInstantiated: instantiated,
    mount: instantiated === null ? null : ready - instantiated,
    ready,
  };
}

async function benchReady(browser, sites, log) {
  const out = {};
  const steps = {};
  for (const [name, site] of Object.entries(sites)) {
    out[name] = {};
    steps[name] = {};
    for (const [label, rate] of rates()) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const s = await freshPage(browser, rate);
        await s.page.goto(site.url + READY_QUERY);
        await waitReady(s.page);
        runs.push(await s.page.evaluate(startSteps));
        check(s.errors, `ready ${name}`);
        await s.context.close();
      }
      out[name][label] = summary(runs.map((r) => r.ready));
      steps[name][label] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, summary(runs.map((r) => r[k]))?.median ?? null]));
      log(`ready ${name} ${label}: ${out[name][label].median} ms`);
    }
  }
  return { times: out, steps };
}

function friendQuery(board) {
  return `?piles=${board.piles.join(',')}&vs=friend`;
}

/** Takes one stick from each pile in turn. */
function nthMove(board, i) {
  return { pile: (i % board.piles.length) + 1, take: 1 };
}

async function benchMoves(browser, apps, log) {
  const out = {};
  for (const [name, site] of Object.entries(apps)) {
    out[name] = {};
    for (const board of BOARDS) {
      out[name][board.name] = {};
      for (const [label, rate] of rates()) {
        const first = [];
        const later = [];
        const frames = { first: [], later: [] };
        for (let run = 0; run < RUNS; run++) {
          const s = await openApp(browser, site, friendQuery(board), rate);
          for (let i = 0; i <= MOVES; i++) {
            const { pile, take } = nthMove(board, i);
            const [ms, frame] = await s.page.evaluate(async ([p, t]) => [await window.__bench.move(p, t), window.__bench.frame], [pile, take]);
            (i === 0 ? first : later).push(ms);
            frames[i === 0 ? 'first' : 'later'].push(frame);
            await s.page.evaluate(() => window.__bench.idle());
          }
          check(s.errors, `moves ${name} ${board.name}`);
          await s.context.close();
        }
        // "Within one frame": the share of moves drawn in the first frame to
        // begin after their click, that frame's work done within a frame (60 Hz).
        const inOneFrame = (fs) => Math.round((fs.filter((f) => f?.index === 1 && f.ms <= FRAME_MS).length / fs.length) * 100);
        // And how long the frame that drew the move worked, counted as in
        // `move` (the median, to hold against the 16.7 ms).
        const frameMs = (fs) => summary(fs.map((f) => f?.ms ?? NaN))?.median ?? null;
        out[name][board.name][label] = {
          first: { ...summary(first), inOneFrame: inOneFrame(frames.first), frameMs: frameMs(frames.first) },
          later: { ...summary(later), inOneFrame: inOneFrame(frames.later), frameMs: frameMs(frames.later) },
        };
        log(`move ${name} ${board.name} ${label}: first ${summary(first).median} ms, then ${summary(later)?.median} ms`);
      }
    }
  }
  return out;
}

async function benchReply(browser, apps, log) {
  const out = {};
  for (const [name, site] of Object.entries(apps)) {
    out[name] = {};
    for (const board of BOARDS) {
      out[name][board.name] = {};
      for (const [label, rate] of rates()) {
        const samples = [];
        for (let run = 0; run < RUNS; run++) {
          const s = await openApp(browser, site, `?piles=${board.piles.join(',')}&vs=computer&first=you`, rate);
          samples.push(await s.page.evaluate(() => window.__bench.reply(1, 1)));
          check(s.errors, `reply ${name} ${board.name}`);
          await s.context.close();
        }
        out[name][board.name][label] = summary(samples);
        log(`reply ${name} ${board.name} ${label}: ${out[name][board.name][label]?.median ?? 'no computer-move mark in this build'} ms`);
      }
    }
  }
  return out;
}

async function memory(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const wasm = await page.evaluate(() => window.__benchWasm?.memory?.buffer.byteLength ?? null);
  return { wasmBytes: wasm, jsHeapBytes: heap.usedSize, domNodes: dom.nodes, listeners: dom.jsEventListeners };
}

async function benchSteady(browser, apps, log) {
  const out = {};
  for (const [name, site] of Object.entries(apps)) {
    const s = await openApp(browser, site, friendQuery(STEADY_BOARD), 1);
    // Both measurements are taken on a new game of the same board.
    const fresh = () => s.page.evaluate(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
      await window.__bench.until(() => window.__bench.consistent());
      await window.__bench.idle();
    });
    await fresh();
    const start = await memory(s.page, s.cdp);
    const t0 = Date.now();
    // Measured halfway too: growth between the middle and the end is a leak,
    // growth before the middle may be caches and the allocator settling.
    const half = Math.floor(STEADY_MOVES / 2);
    const first = await s.page.evaluate(([n, seed]) => window.__bench.soak(n, seed), [half, 2024]);
    await fresh();
    const middle = await memory(s.page, s.cdp);
    const second = await s.page.evaluate(([n, seed]) => window.__bench.soak(n, seed), [STEADY_MOVES - half, 2025]);
    const seconds = (Date.now() - t0) / 1000;
    await fresh();
    const end = await memory(s.page, s.cdp);
    check(s.errors, `steadiness ${name}`);
    await s.context.close();
    const done = Object.fromEntries(Object.keys(first).map((k) => [k, first[k] + second[k]]));
    out[name] = { board: STEADY_BOARD.name, ...done, seconds, start, middle, end };
    log(`steady ${name}: ${JSON.stringify(done)}; DOM ${start.domNodes} -> ${middle.domNodes} -> ${end.domNodes} nodes, JS heap ${kb(start.jsHeapBytes)} -> ${kb(middle.jsHeapBytes)} -> ${kb(end.jsHeapBytes)} KB, wasm ${kb(start.wasmBytes)} -> ${kb(middle.wasmBytes)} -> ${kb(end.wasmBytes)} KB`);
  }
  return out;
}

// ---------------------------------------------------------------- where the time goes

const CATEGORIES = [
  [/^wasm\.|^v8\.wasm/i, 'wasm compile and instantiate'],
  [/^(DocumentLoader|LocalWindowProxy|InstallConditionalFeatures|ContextCreatedNotification|V8\.DeserializeContext|CommitNavigation)/, 'page set-up'],
  [/^(RunTask|RunMicrotasks|EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|v8\.(run|callFunction|evaluateModule|compile|compileModule)|V8\.)/, 'script: JS glue and wasm running, with its DOM calls'],
  [/^(ParseHTML)$/, 'HTML'],
  [/^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles|ScheduleStyleRecalculation|StyleRecalc)/, 'style'],
  [/^(Layout|UpdateLayerTree|LayoutShift)/, 'layout'],
  [/^(Paint|PrePaint|PaintImage|Layerize|UpdateLayer|CompositeLayers|Commit|PaintSetup)/, 'paint'],
  [/GC|Gc|garbage/i, 'GC'],
];

/** What the traced runs record: main-thread work, script, wasm compiling, the marks. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading'];

function category(name) {
  return CATEGORIES.find(([re]) => re.test(name))?.[1] ?? 'other';
}

/**
 * The main thread's time between `from` and `to` (trace µs) by kind: each span's
 * self time (its length less the spans nested in it), and the time busy at all.
 */
function selfTimes(events, pid, tid, from, to) {
  const spans = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= from && e.ts < to && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = {};
  const stack = [];
  let busy = 0;
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      const self = Math.max(0, done.end - done.ts - done.child);
      byKind[category(done.name)] = (byKind[category(done.name)] ?? 0) + self;
    }
  };
  for (const e of spans) {
    close(e.ts);
    const end = Math.min(e.ts + e.dur, to);
    if (stack.length) stack.at(-1).child += end - e.ts;
    else busy += end - e.ts;
    stack.push({ name: e.name, ts: e.ts, end, child: 0 });
  }
  close(Infinity);
  return { byKind, busy };
}

/** One traced, throttled cold start: main-thread time by kind, navigation to app-ready. */
async function profileReady(browser, site) {
  const s = await freshPage(browser, THROTTLE);
  await browser.startTracing(s.page, { categories: TRACE_CATEGORIES });
  await s.page.goto(site.url + READY_QUERY);
  const ready = await waitReady(s.page);
  const milestones = await s.page.evaluate(() => {
    const at = (re) => performance.getEntriesByType('resource').find((r) => re.test(r.name))?.responseEnd ?? null;
    const nav = performance.getEntriesByType('navigation')[0];
    return { jsLoaded: at(/\.js$/), wasmLoaded: at(/\.wasm$/), domContentLoaded: nav?.domContentLoadedEventEnd ?? null };
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await s.context.close();
  const events = trace.traceEvents ?? trace;
  const mark = events.find((e) => e.name === 'app-ready' && e.cat?.includes('blink.user_timing'));
  if (!mark) return { readyMs: ready, milestones, byKind: null };
  const { pid, tid } = mark;
  const navs = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.ts <= mark.ts);
  const start = navs.length ? navs.at(-1).ts : mark.ts - ready * 1000;
  const { byKind, busy } = selfTimes(events, pid, tid, start, mark.ts);
  const ms = (us) => Math.round(us / 100) / 10;
  const result = Object.fromEntries(Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, ms(v)]));
  result['main thread idle (waiting on the network or on compiling threads)'] = ms(mark.ts - start - busy);
  return { readyMs: Math.round(ready), milestones: roundAll(milestones), byKind: result };
}

/**
 * Where a later move's time goes: `MOVES` moves on 8×15 at the throttled rate,
 * traced, each split into main-thread work by kind and the rest of its click to
 * paint, the main thread idle (waiting for the display's next frame). After
 * each move, for comparison, the page's floor: a script changes one text node
 * (a space after a pile's count, no wasm), timed to its frame painted the same way.
 */
async function traceMoves(browser, site) {
  const s = await openApp(browser, site, friendQuery(STEADY_BOARD), THROTTLE);
  const first = nthMove(STEADY_BOARD, 0);
  await s.page.evaluate(async ([p, t]) => { await window.__bench.move(p, t); await window.__bench.idle(); }, [first.pile, first.take]);
  await browser.startTracing(s.page, { categories: TRACE_CATEGORIES });
  for (let i = 1; i <= MOVES; i++) {
    const { pile, take } = nthMove(STEADY_BOARD, i);
    await s.page.evaluate(async ([p, t, i]) => {
      const b = window.__bench;
      performance.mark(`bench-move-${i}`);
      await b.move(p, t);
      performance.mark(`bench-move-${i}-painted`);
      await b.idle();
      // The text node the app wrote, changed in place (a trailing space, not
      // drawn), so the app's own later writes still reach it.
      const text = document.querySelector('[data-testid="board"] [data-pile] .pile-count').firstChild;
      performance.mark(`bench-text-${i}`);
      text.data = text.data.endsWith(' ') ? text.data.trimEnd() : `${text.data} `;
      await b.painted();
      performance.mark(`bench-text-${i}-painted`);
      await b.idle();
    }, [pile, take, i]);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString());
  check(s.errors, 'traced moves');
  await s.context.close();
  const out = byMarks(trace, ['move', 'text']);

  // The same moves made by hand on a page of its own (see `byHand`).
  const h = await openApp(browser, site, friendQuery(STEADY_BOARD), THROTTLE);
  await h.page.evaluate(async (p) => { window.__bench.byHand(p); await window.__bench.painted(); await window.__bench.idle(); }, first.pile);
  await browser.startTracing(h.page, { categories: TRACE_CATEGORIES });
  for (let i = 1; i <= MOVES; i++) {
    const { pile } = nthMove(STEADY_BOARD, i);
    await h.page.evaluate(async ([p, i]) => {
      const b = window.__bench;
      performance.mark(`bench-hand-${i}`);
      // With the checks `move` makes around its click.
      const target = b.total() - 1;
      b.byHand(p);
      await b.until(() => b.total() === target && b.consistent());
      await b.painted();
      performance.mark(`bench-hand-${i}-painted`);
      await b.idle();
    }, [pile, i]);
  }
  const handTrace = JSON.parse((await browser.stopTracing()).toString());
  check(h.errors, 'moves by hand');
  await h.context.close();
  return { ...out, ...byMarks(handTrace, ['hand']) };
}

/**
 * Main-thread time by kind between the marks `bench-WHAT-i` and
 * `bench-WHAT-i-painted` of a trace, the mean over i = 1..MOVES, for each WHAT.
 */
function byMarks(trace, whats) {
  const events = trace.traceEvents ?? trace;
  const marks = new Map(events.filter((e) => e.name.startsWith('bench-') && e.cat?.includes('blink.user_timing')).map((e) => [e.name, e]));
  const out = {};
  for (const what of whats) {
    const sums = {};
    let total = 0;
    let traced = 0;
    for (let i = 1; i <= MOVES; i++) {
      const a = marks.get(`bench-${what}-${i}`);
      const b = marks.get(`bench-${what}-${i}-painted`);
      if (!a || !b) continue;
      const { byKind, busy } = selfTimes(events, a.pid, a.tid, a.ts, b.ts);
      for (const [k, v] of Object.entries(byKind)) sums[k] = (sums[k] ?? 0) + v;
      sums.idle = (sums.idle ?? 0) + (b.ts - a.ts - busy);
      total += b.ts - a.ts;
      traced++;
    }
    if (traced === 0) throw new Error(`traced moves: no ${what} marks in the trace`);
    const per = (us) => Math.round(us / traced / 100) / 10;
    out[what] = { clickToPaint: per(total), byKind: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, per(v)])) };
  }
  return out;
}

/** Each figure's median over several traced starts. */
function medianProfile(runs) {
  const median = (xs) => summary(xs.filter((x) => x !== null && x !== undefined))?.median ?? null;
  const keys = (pick) => [...new Set(runs.flatMap((r) => Object.keys(pick(r) ?? {})))];
  return {
    runs: runs.length,
    readyMs: median(runs.map((r) => r.readyMs)),
    milestones: Object.fromEntries(keys((r) => r.milestones).map((k) => [k, median(runs.map((r) => r.milestones?.[k]))])),
    byKind: Object.fromEntries(keys((r) => r.byKind).map((k) => [k, median(runs.map((r) => r.byKind?.[k] ?? 0))])),
  };
}

function roundAll(o) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? null : Math.round(v)]));
}

// ---------------------------------------------------------------- download and engine

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out.sort();
}

async function benchSize(builds, wasm, log) {
  const out = {};
  for (const [name, dir] of Object.entries(builds)) {
    const rows = [];
    for (const file of await files(dir)) {
      const body = await readFile(file);
      rows.push({
        file: relative(dir, file),
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    const total = { file: 'total', bytes: 0, gzip: 0, brotli: 0 };
    for (const r of rows) for (const k of ['bytes', 'gzip', 'brotli']) total[k] += r[k];
    out[name] = { files: rows, total };
    log(`size ${name}: ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli`);
  }
  const top = {};
  for (const [name, file] of Object.entries(wasm)) {
    try {
      const json = execFileSync('twiggy', ['top', '-n', '40', '-f', 'json', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
      // Names and wasm-bindgen's own sections are not shipped: wasm-opt strips them.
      const items = JSON.parse(json);
      const custom = (i) => /^custom section|subsection$/.test(i.name);
      const codeAndData = (await stat(file)).size - items.filter(custom).reduce((n, i) => n + i.shallow_size, 0);
      const shipped = items.filter((i) => !custom(i)).slice(0, 15);
      top[name] = {
        file,
        codeAndDataBytes: codeAndData,
        items: shipped.map((i) => ({ name: i.name, bytes: i.shallow_size, percent: Math.round((i.shallow_size / codeAndData) * 1000) / 10 })),
      };
    } catch (e) {
      top[name] = { file, error: `twiggy failed or is missing (scripts/setup.sh --bench installs it): ${e.message.split('\n')[0]}` };
    }
  }
  return { builds: out, twiggy: top };
}

/** The medians Criterion measured (cargo bench --bench engine), from its estimates. */
async function readCriterion(dir) {
  if (!existsSync(dir)) return null;
  const out = [];
  const walk = async (d) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory() && entry.name === 'new' && existsSync(join(path, 'estimates.json'))) {
        const estimates = JSON.parse(await readFile(join(path, 'estimates.json'), 'utf8'));
        const bench = JSON.parse(await readFile(join(path, 'benchmark.json'), 'utf8'));
        out.push({ id: bench.full_id ?? bench.title, medianNs: Math.round(estimates.median.point_estimate), ci95Ns: [estimates.median.confidence_interval.lower_bound, estimates.median.confidence_interval.upper_bound].map(Math.round) });
      } else if (entry.isDirectory()) {
        await walk(path);
      }
    }
  };
  await walk(dir);
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------- report

function kb(bytes) {
  return bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1);
}

function ms(s) {
  if (!s) return '–';
  return s < 10 ? s.toFixed(1) : String(Math.round(s));
}

function report(r) {
  const THROTTLE = r.settings.throttle;
  const t = `×${THROTTLE}`;
  const lines = [];
  const m = r.machine;
  lines.push(`Measured ${r.date} on ${m.cpu} (${m.cores} cores), ${m.memoryGb} GB, ${m.os}; Chromium ${m.chromium}, Node ${m.node}; commit ${r.commit}. ` +
    `${r.settings.runs} cold runs per figure (a fresh browser context each), medians and 95th percentiles in ms; ${t} is the CPU slowed ${THROTTLE} times (DevTools protocol), ×1 unthrottled.` +
    (m.loadAverageAtStart > m.cores / 2 ? ` Load average ${m.loadAverageAtStart} at the start: other work was running.` : '') +
    (r.settings.note ? ` **${r.settings.note}**` : ''));
  lines.push('');
  const apps = Object.keys(r.builds).filter((n) => r.builds[n].kind === 'app');
  if (r.ready) {
    lines.push(`| ready (navigation to board drawn and answering, \`${READY_QUERY}\`) | ${t} median | ${t} p95 | ×1 median | ×1 p95 |`);
    lines.push('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, f] of Object.entries(r.ready.times)) {
      lines.push(`| ${name} | ${ms(f['x' + THROTTLE]?.median)} | ${ms(f['x' + THROTTLE]?.p95)} | ${ms(f.x1?.median)} | ${ms(f.x1?.p95)} |`);
    }
    if (r.ready.times.counter) {
      for (const name of apps) {
        const ratio = (k) => (r.ready.times[name]?.[k] && r.ready.times.counter[k] ? r.ready.times[name][k].median / r.ready.times.counter[k].median : null);
        const a = ratio('x' + THROTTLE);
        const b = ratio('x1');
        const goal = a === null ? '' : a <= GOALS.readyRatio ? ' (goal ≤ 1.3×: met)' : ' (goal ≤ 1.3×: not met)';
        lines.push(`| ${name} ÷ counter${goal} | ${a?.toFixed(2) ?? '–'}× | | ${b?.toFixed(2) ?? '–'}× | |`);
      }
    }
    lines.push('');
    lines.push(`| a cold start step by step, ${t}, medians in ms from navigation | JS glue loaded | wasm loaded | wasm compiled and instantiated | app's own start (instantiated to ready) | ready |`);
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, f] of Object.entries(r.ready.steps)) {
      const x = f['x' + THROTTLE];
      if (!x || x.wasmInstantiated === null) continue;
      lines.push(`| ${name} | ${ms(x.glueLoaded)} | ${ms(x.wasmLoaded)} | ${ms(x.wasmInstantiated)} | ${ms(x.mount)} | ${ms(x.ready)} |`);
    }
    lines.push('');
  }
  if (r.moves) {
    lines.push(`| move to paint (click on a stick to the next frame with the new board and tableau) | ${t} median | ${t} p95 | ×1 median | ×1 p95 | goal (${t}) | within one frame: drawn in the first frame after the click, that frame done in 16.7 ms, ${t} / ×1 (in brackets the median ms of that frame's work) |`);
    lines.push('| --- | ---: | ---: | ---: | ---: | --- | ---: |');
    for (const name of apps) {
      for (const board of BOARDS) {
        const f = r.moves[name]?.[board.name];
        if (!f) continue;
        const goal = GOALS.move[board.name];
        for (const which of ['first', 'later']) {
          const x = f['x' + THROTTLE]?.[which];
          const verdict = goal && which === 'later' ? (x && x.median <= goal ? `≤ ${goal}: met` : `≤ ${goal}: not met`) : '';
          const share = (rate) => {
            const { inOneFrame = null, frameMs = null } = f[rate]?.[which] ?? {};
            if (inOneFrame === null) return '–';
            return frameMs === null ? `${inOneFrame} %` : `${inOneFrame} % (${ms(frameMs)})`;
          };
          const frames = `${share('x' + THROTTLE)} / ${share('x1')}`;
          lines.push(`| ${name}, ${board.name}, ${which === 'first' ? 'first move' : 'later moves'} | ${ms(x?.median)} | ${ms(x?.p95)} | ${ms(f.x1?.[which]?.median)} | ${ms(f.x1?.[which]?.p95)} | ${verdict} | ${frames} |`);
        }
      }
    }
    lines.push('');
  }
  if (r.movetrace) {
    const cols = Object.entries(r.movetrace).flatMap(([name, f]) => [[`${name}: a move`, f.move], ...(f.hand ? [[`${name}: by hand`, f.hand]] : []), [`${name}: one text node (floor)`, f.text]]);
    lines.push(`| where a later move's time goes on ${STEADY_BOARD.name}, ${t}, ms (mean of ${r.settings.movesPerRun} traced moves; by hand: the same move's board, tableau and status written by a script, no wasm, no fade, no move list; the floor: a space added to or taken from one pile's count by a script, nothing else) | ${cols.map(([c]) => c).join(' | ')} |`);
    lines.push(`| --- | ${cols.map(() => '---:').join(' | ')} |`);
    const kinds = [...new Set(cols.flatMap(([, f]) => Object.keys(f.byKind)))].filter((k) => k !== 'idle')
      .sort((a, b) => (cols[0][1].byKind[b] ?? 0) - (cols[0][1].byKind[a] ?? 0));
    for (const k of kinds) lines.push(`| ${k} | ${cols.map(([, f]) => f.byKind[k] ?? 0).join(' | ')} |`);
    lines.push(`| main-thread work in all | ${cols.map(([, f]) => Math.round((f.clickToPaint - (f.byKind.idle ?? 0)) * 10) / 10).join(' | ')} |`);
    lines.push(`| main thread idle (waiting for the display's next frame) | ${cols.map(([, f]) => f.byKind.idle ?? 0).join(' | ')} |`);
    lines.push(`| click (or script) to paint | ${cols.map(([, f]) => f.clickToPaint).join(' | ')} |`);
    lines.push('');
  }
  if (r.reply) {
    lines.push(`| computer's reply (its decision to its move painted) | ${t} median | ${t} p95 | ×1 median | ×1 p95 |`);
    lines.push('| --- | ---: | ---: | ---: | ---: |');
    for (const name of apps) {
      for (const board of BOARDS) {
        const f = r.reply[name]?.[board.name];
        if (!f) continue;
        lines.push(`| ${name}, ${board.name} | ${ms(f['x' + THROTTLE]?.median)} | ${ms(f['x' + THROTTLE]?.p95)} | ${ms(f.x1?.median)} | ${ms(f.x1?.p95)} |`);
      }
    }
    lines.push('');
  }
  if (r.steady) {
    lines.push('| steadiness (moves with undo and redo in one page, ×1), start → halfway → end, each on a new game | wasm memory KB | JS heap after GC KB | DOM nodes | JS listeners |');
    lines.push('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, f] of Object.entries(r.steady)) {
      const steps = (k, fmt) => [f.start, f.middle, f.end].filter(Boolean).map((x) => fmt(x[k])).join(' → ');
      const what = `${f.moves} moves, ${f.undos ?? '?'} undone, ${f.redos ?? '?'} redone, ${f.newGames ?? '?'} new games`;
      lines.push(`| ${name}, ${what} on ${f.board} (${Math.round(f.seconds)} s) | ${steps('wasmBytes', kb)} | ${steps('jsHeapBytes', kb)} | ${steps('domNodes', String)} | ${steps('listeners', String)} |`);
    }
    lines.push('');
  }
  if (r.size) {
    lines.push('| download | bytes | gzip -9 | brotli 11 |');
    lines.push('| --- | ---: | ---: | ---: |');
    for (const [name, f] of Object.entries(r.size.builds)) {
      for (const row of [...f.files, f.total]) {
        lines.push(`| ${name}: ${row.file} | ${row.bytes} | ${row.gzip} | ${row.brotli} |`);
      }
    }
    lines.push('');
    for (const [name, f] of Object.entries(r.size.twiggy)) {
      if (f.error) { lines.push(`twiggy, ${name}: ${f.error}`, ''); continue; }
      lines.push(`| biggest in ${name}'s wasm before wasm-bindgen and wasm-opt (\`twiggy top\`; ${f.codeAndDataBytes} bytes of code and data, custom sections left out) | bytes | % |`);
      lines.push('| --- | ---: | ---: |');
      for (const i of f.items) lines.push(`| \`${i.name.replace(/\|/g, '\\|').slice(0, 90)}\` | ${i.bytes} | ${i.percent} |`);
      lines.push('');
    }
  }
  if (r.profile) {
    const traced = Object.values(r.profile)[0]?.runs ?? 1;
    lines.push(`| where a ${t} cold start's main thread goes until app-ready, ms (medians of ${traced} traced runs; tracing slows the start) | ${Object.keys(r.profile).join(' | ')} |`);
    lines.push(`| --- | ${Object.keys(r.profile).map(() => '---:').join(' | ')} |`);
    const kinds = [...new Set(Object.values(r.profile).flatMap((p) => Object.keys(p.byKind ?? {})))]
      .sort((a, b) => (Object.values(r.profile)[0].byKind?.[b] ?? 0) - (Object.values(r.profile)[0].byKind?.[a] ?? 0));
    const milestones = ['jsLoaded', 'wasmLoaded', 'domContentLoaded'];
    for (const k of milestones) lines.push(`| ${k.replace(/([A-Z])/g, ' $1').toLowerCase()} at | ${Object.values(r.profile).map((p) => p.milestones?.[k] ?? '–').join(' | ')} |`);
    for (const k of kinds) lines.push(`| ${k} | ${Object.values(r.profile).map((p) => p.byKind?.[k] ?? 0).join(' | ')} |`);
    lines.push(`| app-ready at | ${Object.values(r.profile).map((p) => p.readyMs).join(' | ')} |`);
    lines.push('');
  }
  if (r.engine?.length) {
    lines.push('| engine (Criterion, native, release profile) | median | 95% interval |');
    lines.push('| --- | ---: | ---: |');
    const time = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns} ns`);
    for (const e of r.engine) lines.push(`| ${e.id} | ${time(e.medianNs)} | ${time(e.ci95Ns[0])} – ${time(e.ci95Ns[1])} |`);
    lines.push('');
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

async function publish(r, opts) {
  const table = report(r);
  console.log(table);
  if (opts.readme) {
    const text = await readFile(opts.readme, 'utf8');
    const re = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/;
    if (!re.test(text)) throw new Error(`${opts.readme} has no <!-- bench:start --> ... <!-- bench:end --> part`);
    await writeFile(opts.readme, text.replace(re, (_, a, b) => `${a}${table}\n${b}`));
    console.error(`[bench] updated ${opts.readme}`);
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.report) return publish(JSON.parse(await readFile(opts.report, 'utf8')), opts);
  const want = (what) => !opts.only || opts.only.has(what);
  const log = (text) => console.error(`[bench] ${text}`);
  const builds = {};
  for (const [name, dir] of opts.apps) builds[name] = { dir, kind: 'app' };
  if (opts.counter !== 'none') builds.counter = { dir: opts.counter, kind: 'reference' };
  if (opts.plain !== 'none') builds.plain = { dir: opts.plain, kind: 'reference' };
  for (const [name, b] of Object.entries(builds)) {
    if (!existsSync(join(b.dir, 'index.html'))) throw new Error(`${name}: no index.html in ${b.dir} (build it first: make bench does)`);
  }

  const sites = {};
  for (const [name, b] of Object.entries(builds)) sites[name] = await serveDir(b.dir);
  const apps = Object.fromEntries(Object.entries(sites).filter(([n]) => builds[n].kind === 'app'));
  const browser = await launch();
  let commit = 'unknown';
  try { commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(); } catch {}
  const busy = os.loadavg()[0];
  const r = {
    date: new Date().toISOString().slice(0, 10),
    commit,
    machine: {
      cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      chromium: browser.version(),
      node: process.version,
      loadAverageAtStart: Math.round(busy * 100) / 100,
    },
    settings: {
      runs: RUNS, movesPerRun: MOVES, steadyMoves: STEADY_MOVES, throttle: THROTTLE,
      note: [
        RUNS < 15 || STEADY_MOVES < 1000 ? `Smoke run (BENCH_RUNS=${RUNS}, BENCH_STEADY_MOVES=${STEADY_MOVES}): not the issue's counts, figures are indicative only.` : null,
        process.env.BENCH_NOTE || null,
      ].filter(Boolean).join(' ') || null,
    },
    builds,
  };
  if (busy > 0.5 * os.cpus().length) log(`load average ${busy.toFixed(2)} at start: other work is running, the figures will be noisy`);
  r.seconds = {};
  const timed = async (what, work) => {
    if (!want(what)) return;
    const t0 = Date.now();
    r[what] = await work();
    r.seconds[what] = Math.round((Date.now() - t0) / 1000);
    log(`${what}: ${r.seconds[what]} s`);
  };
  try {
    await timed('ready', () => benchReady(browser, sites, log));
    await timed('moves', () => benchMoves(browser, apps, log));
    await timed('reply', () => benchReply(browser, apps, log));
    await timed('steady', () => benchSteady(browser, apps, log));
    await timed('movetrace', async () => {
      const out = {};
      for (const [name, site] of Object.entries(apps)) out[name] = await traceMoves(browser, site);
      return out;
    });
    await timed('profile', async () => {
      const out = {};
      for (const name of Object.keys(sites).filter((n) => n !== 'plain')) {
        const runs = [];
        for (let i = 0; i < PROFILE_RUNS; i++) runs.push(await profileReady(browser, sites[name]));
        out[name] = medianProfile(runs);
      }
      return out;
    });
  } finally {
    await browser.close();
    for (const site of Object.values(sites)) await site.close();
  }
  if (want('size')) r.size = await benchSize(Object.fromEntries(Object.entries(builds).map(([n, b]) => [n, b.dir])), opts.wasm, log);
  if (want('engine')) r.engine = await readCriterion(opts.criterion);

  await writeFile(opts.out, JSON.stringify(r, null, 2) + '\n');
  log(`wrote ${opts.out}`);
  await publish(r, opts);
}

await main();
