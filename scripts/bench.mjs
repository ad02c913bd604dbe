// The benchmark behind `make bench`: the app's speed as ratios to references
// measured in the same run (the goals of issue 45), in Debian's Chromium
// (headless, through playwright-core), each build served on 127.0.0.1 by
// scripts/serve.mjs.
//
// Each ratio is measured interleaved: the app's page and the reference's page
// alternate (app, reference, app, reference, ...), at the same address, with
// the same CPU slowdown, each page fresh (a browser context of its own: cold
// cache, no service worker). Each app sample is paired with the reference
// sample taken next to it, so a change in the machine's load falls on both
// sides of a pair; a ratio is the median of the pairs' ratios with a
// bootstrap 95 % interval, the pairs resampled (stats.mjs). The goals:
//
//   ready ÷ the Leptos counter's (bench/counter), ×4 and ×1              ≤ 1.5
//   a move ÷ the same move by hand (by-hand.mjs), 8×15 and
//     32×1,000,000, ×4 and ×1, from an idle page                          ≤ 1.15
//   moves on 8×15, ×1, drawn within one frame (frame.mjs)                  ≥ 98 %
//   the app's own start ÷ the counter's, if ready stays above its goal     ≤ 2
//
// Ready is also split into stages, each a ratio to the counter's same stage.
// Beside the goals, for finding where time goes: the computer's reply, the
// steadiness of a long game, traced moves and cold starts, the download and
// the engine (Criterion).
//
//   node scripts/bench.mjs [--app NAME=DIR]... [--counter DIR]
//                          [--wasm NAME=FILE] [--criterion DIR] [--only LIST]
//                          [--out FILE] [--readme FILE]
//
// --app       a build of Bouton to measure (repeatable: e.g. the commit before a
//             change and after it; every app takes its turn in each round);
//             default bouton=dist
// --counter   the minimal Leptos counter (bench/counter/dist); "none" leaves the
//             ready ratio out
// --wasm      an app's wasm before wasm-bindgen and wasm-opt, for `twiggy top`
//             (default for bouton=dist: the release build in the target folder)
// --criterion Criterion's output folder, to add the engine's figures
// --only      some of: ready,moves,movetrace,reply,nimbers,steady,size,profile,engine
// --out       the JSON written (default docs/bench.json)
// --readme    a file whose <!-- bench:start --> ... <!-- bench:end --> part is
//             replaced by the tables
// --report    measure nothing: print (and with --readme, write) the tables of
//             an earlier run's JSON
//
// Run counts (the defaults are the issue's; lower them only to try the script,
// and a machine busy with other work gives noise):
//   BENCH_RUNS=72           paired samples per ratio: cold starts, or moves
//                           (pages of BENCH_MOVES moves, as many as it takes)
//   BENCH_MOVES=6           moves counted per page (after one to warm up)
//   BENCH_STEADY_MOVES=1000 moves of the steadiness run
//   BENCH_THROTTLE=4        the CPU slow-down standing for a classroom laptop
//   BENCH_PROFILE_RUNS=5    traced cold starts per build for the breakdown
//   BENCH_REPLY_RUNS=15     pages per figure of the computer's reply (no
//                           more than BENCH_RUNS unless set)
// BENCH_NOTE, if set, is printed in bold above the tables (e.g. "smoke run").
import { readFile, writeFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';
import { threadEvents } from './pages.mjs';
import { installByHand } from './by-hand.mjs';
import { installFrameClock, FRAME_MS, IDLE_MS } from './frame.mjs';
import { pairedRatio, share, samplesToSettle, verdict, median, percentile, RESAMPLES, SEED } from './stats.mjs';
import { HOOKS } from './hooks.mjs';
import { LATER, sizes } from './size.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 72);
const MOVES = Number(process.env.BENCH_MOVES ?? 6);
const STEADY_MOVES = Number(process.env.BENCH_STEADY_MOVES ?? 1000);
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
const REPLY_RUNS = Number(process.env.BENCH_REPLY_RUNS ?? Math.min(RUNS, 15));
const VIEWPORT = { width: 1280, height: 900 };
/** The issue's sample count: a run with fewer says it is a smoke run. */
const ISSUE_RUNS = 72;

const READY_QUERY = '?piles=3,4,5';
const BOARDS = [
  { name: '3,4,5', piles: [3, 4, 5] },
  { name: '8×15', piles: Array(8).fill(15) },
  { name: '32×1,000,000', piles: Array(32).fill(1_000_000) },
];
/** The boards of the move goals. */
const MOVE_BOARDS = [BOARDS[1], BOARDS[2]];
const STEADY_BOARD = BOARDS[1];
/**
 * The goals of issue 45: ratios at most these, a share of moves within one
 * frame at least this (%). The own start's is the issue's condition for a
 * ready ratio that stays above its goal.
 */
const GOALS = { readyRatio: 1.5, ownStartRatio: 2, moveRatio: 1.15, withinFrame: 98 };
/** The board and rate of the within-one-frame goal. */
const WITHIN_FRAME_GOAL = { board: '8×15', rate: 'x1' };
/** A load average above this at the start or the end of a run marks it busy. */
const BUSY_LOAD = 1.0;
/** The stages of a cold start (see `startStages`), as the tables name them. */
const STAGES = {
  fetched: 'glue and wasm fetched (navigation to the last byte of both)',
  compiled: 'wasm compiled and instantiated (from fetched)',
  ownStart: "the app's own start (instantiated to `app-ready`)",
  ready: 'ready (navigation to `app-ready`)',
  firstPaint: 'first paint (navigation to `first-contentful-paint`)',
};

// ---------------------------------------------------------------- arguments

function parseArgs(argv) {
  const target = process.env.CARGO_TARGET_DIR ?? 'target';
  const opts = {
    apps: [],
    counter: 'bench/counter/dist',
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

/** The median and 90th percentile of samples (a figure measured on its own, with no reference). */
function summary(samples) {
  const sorted = samples.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const round = (x) => Math.round(x * 10) / 10;
  return { median: round(median(sorted)), p90: round(percentile(sorted, 90)), n: sorted.length };
}

/** A ratio with its goal and whether the interval meets it. */
function judged(ratio, goal) {
  return ratio && { ...ratio, goal, verdict: verdict(ratio, goal) };
}

// ---------------------------------------------------------------- the page side

/**
 * Installed in every page before its own scripts, after the frame clock
 * (`window.__frame`, frame.mjs): the wasm module's marks and the page's
 * actions, each timed by the clock.
 */
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
  const clock = window.__frame;
  const all = (sel) => [...document.querySelectorAll(sel)];
  const total = () => clock.total(hooks);
  // The board and the tableau agree and the computer is not thinking.
  const consistent = () => {
    const status = document.querySelector(hooks.status);
    return !!status && clock.tableauAgrees(hooks) && status.dataset.turn !== 'computer';
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const stick = (pile, take) => document.querySelector(hooks.stick.replace('{pile}', pile).replace('{take}', take));
  const key = (k) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

  window.__bench = {
    consistent,
    until: clock.until,
    idle: clock.idle,
    /** A click on stick `take` of pile `pile`, from an idle page: its time (frame.mjs). */
    async move(pile, take, mark) {
      await clock.idle();
      const el = stick(pile, take);
      if (!el) throw new Error(`no stick ${take} in pile ${pile}`);
      return clock.time(() => el.click(), clock.moveDrawn(hooks, take), mark);
    },
    /** The same move of one stick written by a script (by-hand.mjs), from an idle page. */
    async byHand(pile, mark) {
      await clock.idle();
      return clock.time(() => window.__byHand(hooks, pile), clock.moveDrawn(hooks, 1), mark);
    },
    /**
     * The page's floor: a script changes one text node and nothing else, a
     * trailing space (not drawn) after a pile's count, in place, so the app's
     * own later writes still reach it.
     */
    async oneTextNode(mark) {
      await clock.idle();
      const text = document.querySelector(`${hooks.piles} .pile-count`).firstChild;
      return clock.time(() => { text.data = text.data.endsWith(' ') ? text.data.trimEnd() : `${text.data} `; }, () => true, mark);
    },
    /** A person's move, then ms from the computer's decision (its mark) to the end of the frame showing its move. */
    async reply(pile, take) {
      const mine = total() - take;
      stick(pile, take).click();
      await clock.until(() => total() === mine);
      await clock.until(() => total() < mine && consistent());
      const t1 = await clock.frameEnd();
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
        await clock.until(() => total() !== before && consistent());
        await frame();
      };
      const start = total();
      const done = { moves: 0, undos: 0, redos: 0, newGames: 0 };
      for (let i = 0; i < moves; i++) {
        if (document.querySelector(hooks.status).dataset.winner) {
          key('n');
          await clock.until(() => total() === start && consistent());
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
  await context.addInitScript(installFrameClock);
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

/** The app at `query` on a fresh page, drawn and idle (its start's rehearsed move over). */
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

/**
 * `rounds` rounds of paired samples: in each, every app in turn gives its
 * sample (`app(name)`, a fresh page) and then the reference gives the one
 * paired with it (`reference(name)`, the next fresh page). A call gives one
 * sample or a list (the moves of a page), paired in order. Per app, the pairs.
 */
async function interleave(names, rounds, app, reference) {
  const pairs = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const a = [await app(name)].flat();
      const r = [await reference(name)].flat();
      if (a.length !== r.length) throw new Error(`${name}: ${a.length} samples against the reference's ${r.length}`);
      a.forEach((x, i) => pairs[name].push([x, r[i]]));
    }
  }
  return pairs;
}

// ---------------------------------------------------------------- ready

/**
 * When a cold start's stages ended, in ms (run in the page once it is ready):
 * each of fetched, compiled and ownStart starts where the one before ended,
 * so the three add up to ready; first paint is counted from navigation.
 */
async function startStages() {
  // The first paint's entry is queued a little after the frame that painted it.
  const firstPaint = await new Promise((resolve) => {
    const seen = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (seen() !== undefined) return resolve(seen());
    new PerformanceObserver(() => { if (seen() !== undefined) resolve(seen()); }).observe({ type: 'paint' });
    setTimeout(() => resolve(null), 10000);
  });
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const since = (a, b) => (a === null || b === null ? null : b - a);
  // The wasm (preloaded, then fetched: there may be two entries) and its
  // JS glue, named after it; the page's other files are not the start's.
  const resources = performance.getEntriesByType('resource');
  const wasm = resources.filter((r) => r.name.endsWith('_bg.wasm'));
  const glue = resources.filter((r) => wasm.some((w) => r.name === w.name.replace(/_bg\.wasm$/, '.js')));
  const fetched = wasm.length && glue.length ? Math.max(...[...wasm, ...glue].map((r) => r.responseEnd)) : null;
  const instantiated = mark('bench-wasm-instantiated');
  const ready = mark('app-ready');
  return { fetched, compiled: since(fetched, instantiated), ownStart: since(instantiated, ready), ready, firstPaint };
}

/** One cold start of `site` at `READY_QUERY` on a fresh page: its stages. */
async function coldStart(browser, site, rate, name) {
  const s = await freshPage(browser, rate);
  await s.page.goto(site.url + READY_QUERY);
  await waitReady(s.page);
  const stages = await s.page.evaluate(startStages);
  check(s.errors, `ready ${name}`);
  await s.context.close();
  return stages;
}

/**
 * Ready as a ratio to the counter's, paired cold starts interleaved, at each
 * rate; and each stage as a ratio to the counter's same stage.
 */
async function benchReady(browser, apps, counter, log) {
  const readyRatio = {};
  const readyStageRatio = {};
  const names = Object.keys(apps);
  for (const [label, rate] of rates()) {
    // The browser's first pages also pay for its own start (its first
    // contexts, the server's first reads): one pair is thrown away.
    await coldStart(browser, apps[names[0]], rate, names[0]);
    await coldStart(browser, counter, rate, 'counter');
    const pairs = await interleave(names, RUNS,
      (name) => coldStart(browser, apps[name], rate, name),
      () => coldStart(browser, counter, rate, 'counter'));
    for (const [name, p] of Object.entries(pairs)) {
      const stage = (k) => pairedRatio(p.map(([a, c]) => [a[k], c[k]]));
      (readyRatio[name] ??= {})[label] = judged(stage('ready'), GOALS.readyRatio);
      (readyStageRatio[name] ??= {})[label] = Object.fromEntries(Object.keys(STAGES).map((k) => [k, stage(k)]));
      readyStageRatio[name][label].ownStart = judged(readyStageRatio[name][label].ownStart, GOALS.ownStartRatio);
      const x = readyRatio[name][label];
      log(`ready ${name} ÷ counter ${label}: ${x.median}× (${x.low} to ${x.high}; ${x.appMedian} against ${x.referenceMedian} ms, ${x.n} pairs)`);
    }
  }
  return { readyRatio, readyStageRatio };
}

// ---------------------------------------------------------------- moves

function friendQuery(board) {
  return `?piles=${board.piles.join(',')}&vs=friend`;
}

/** Takes one stick from each pile in turn. */
function nthMove(board, i) {
  return { pile: (i % board.piles.length) + 1, take: 1 };
}

/**
 * `MOVES` moves from an idle page on a fresh page of `site`: clicked, or
 * written by hand. A first move, not counted, warms both sides up alike: the
 * app rehearses its first move as it starts (Table::rehearse), and the
 * script's code is compiled at its first call.
 */
async function movesOnAPage(browser, site, board, rate, byHand) {
  const s = await openApp(browser, site, friendQuery(board), rate);
  const times = [];
  for (let i = 0; i <= MOVES; i++) {
    const { pile, take } = nthMove(board, i);
    const ms = await s.page.evaluate(([p, t, hand]) => (hand ? window.__bench.byHand(p) : window.__bench.move(p, t)), [pile, take, byHand]);
    if (i > 0) times.push(ms);
  }
  check(s.errors, `moves ${board.name}${byHand ? ' by hand' : ''}`);
  await s.context.close();
  return times;
}

/**
 * A move as a ratio to the same move by hand, on each board of the goals at
 * each rate: a page of clicked moves, then a page of the same moves by hand,
 * the i-th move of one paired with the i-th of the other; and the share of
 * each side's moves drawn within one frame.
 */
async function benchMoves(browser, apps, log) {
  const moveRatio = {};
  for (const board of MOVE_BOARDS) {
    for (const [label, rate] of rates()) {
      const goal = board.name === WITHIN_FRAME_GOAL.board && label === WITHIN_FRAME_GOAL.rate;
      // The share of the within-one-frame goal takes as many moves as could
      // show it met; a smoke run keeps its few.
      const moves = goal && RUNS >= ISSUE_RUNS ? Math.max(RUNS, samplesToSettle(GOALS.withinFrame)) : RUNS;
      const pages = Math.ceil(moves / MOVES);
      const pairs = await interleave(Object.keys(apps), pages,
        (name) => movesOnAPage(browser, apps[name], board, rate, false),
        (name) => movesOnAPage(browser, apps[name], board, rate, true));
      for (const [name, p] of Object.entries(pairs)) {
        const within = (side) => share(p.map((pair) => pair[side]), (ms) => ms <= FRAME_MS);
        const app = within(0);
        const figure = {
          ...judged(pairedRatio(p), GOALS.moveRatio),
          withinFrame: {
            app: goal ? { ...app, goal: GOALS.withinFrame, verdict: verdict(app, GOALS.withinFrame, false) } : app,
            reference: within(1),
          },
        };
        ((moveRatio[name] ??= {})[board.name] ??= {})[label] = figure;
        log(`move ${name} ÷ by hand ${board.name} ${label}: ${figure.median}× (${figure.low} to ${figure.high}; ${figure.appMedian} against ${figure.referenceMedian} ms, ${figure.n} pairs; within one frame ${app.percent} %)`);
      }
    }
  }
  return { moveRatio };
}

// ---------------------------------------------------------------- beside the goals

/**
 * The nimbers page (its own module, fetched when the page opens), at each
 * speed on fresh pages: from the game, a click on the page's link to the
 * frame in which the page is drawn with Kayles' row of 0 to 100 pins filled,
 * and within that from the module's wasm instantiated (every cell of the row is
 * worked out and drawn in it); then for a subtraction set whose row runs to
 * 1,000 piles (S = {4, 5, 10, 12, 15, 16, 17, 20}, period 836) a click on "Use
 * this set" (the engine works out the row and its period) and one on "Fill in
 * the row" (every cell drawn), each to the frame that shows it.
 */
const LONG_SET = '4,5,10,12,15,16,17,20';
async function benchNimbers(browser, apps, log) {
  const out = {};
  for (const [name, site] of Object.entries(apps)) {
    out[name] = {};
    for (const [label, rate] of rates()) {
      const samples = { open: [], kayles: [], use: [], fill: [], cells: [] };
      for (let run = 0; run < REPLY_RUNS; run++) {
        const s = await openApp(browser, site, '?piles=3,4,5&vs=friend', rate);
        const opened = await s.page.evaluate(async () => {
          const clock = window.__frame;
          const t0 = performance.now();
          document.querySelector('nav.pages a[href="#/learn/nimbers"]').click();
          await clock.until(() => document.querySelectorAll('[data-testid=kayles-row] [data-pins]').length === 101, 30000);
          const t1 = await clock.frameEnd();
          const module = performance.getEntriesByName('bench-wasm-instantiated').at(-1)?.startTime;
          return { open: t1 - t0, kayles: module > t0 ? t1 - module : null };
        });
        // "Use this set": the engine works out the row's 1,000 nimbers and its
        // period, and the page shows the new set's empty row.
        await s.page.fill('[data-testid=sub-set]', LONG_SET);
        await s.page.evaluate(() => window.__bench.idle());
        const use = await s.page.evaluate((set) => {
          const row = () => document.querySelector('[data-testid=sub-row]');
          const button = document.querySelector('[data-testid=sub-use]');
          return window.__frame.time(() => button.click(), () => row().dataset.set === set);
        }, LONG_SET);
        await s.page.evaluate(() => window.__bench.idle());
        const fill = await s.page.evaluate(() => {
          const row = () => document.querySelector('[data-testid=sub-row]');
          const button = document.querySelector('[data-testid=sub-all]');
          return window.__frame.time(() => button.click(), () => row().querySelectorAll('[data-pile]').length >= 1000 && button.disabled);
        });
        samples.cells.push(await s.page.$$eval('[data-testid=sub-row] [data-pile]', (els) => els.length));
        check(s.errors, `nimbers ${name}`);
        await s.context.close();
        samples.open.push(opened.open);
        samples.kayles.push(opened.kayles);
        samples.use.push(use);
        samples.fill.push(fill);
      }
      out[name][label] = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summary(v)]));
      const f = out[name][label];
      log(`nimbers ${name} ${label}: page opened ${f.open?.median} ms (Kayles' row drawn ${f.kayles?.median} ms after its module's instantiation), the set's ${f.cells?.median} nimbers and period worked out ${f.use?.median} ms, its row drawn ${f.fill?.median} ms`);
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
        for (let run = 0; run < REPLY_RUNS; run++) {
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

/**
 * Also traced in a cold start: each function the main thread compiles on its
 * first call (V8 compiles a wasm function, and a JS function it was not told
 * to compile ahead, only when it first runs).
 */
const COMPILE_CATEGORIES = ['disabled-by-default-v8.wasm.detailed', 'disabled-by-default-v8.compile'];

/**
 * What the main thread compiled between `from` and `to` (trace µs): wasm
 * functions (Liftoff, on first call) with their bytes, and JS functions.
 */
function compiledOnMain(events, pid, tid, from, to) {
  const on = (name) => threadEvents(events, name, pid, tid, from, to);
  const wasm = on('wasm.CompileBaseline');
  return {
    wasmFunctions: wasm.length,
    wasmBytes: wasm.reduce((sum, e) => sum + (e.args?.bodySize ?? 0), 0),
    jsFunctions: on('V8.CompileCode').length,
  };
}

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
  await browser.startTracing(s.page, { categories: [...TRACE_CATEGORIES, ...COMPILE_CATEGORIES] });
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
  return { readyMs: Math.round(ready), milestones: roundAll(milestones), byKind: result, compiled: compiledOnMain(events, pid, tid, start, mark.ts) };
}

/**
 * Where a later move's time goes: `MOVES` moves on 8×15 at the throttled rate,
 * traced, each split into main-thread work by kind and the rest of its time
 * (frame.mjs), the main thread idle (waiting for the display's next frame).
 * After each move, for comparison, the page's floor: a script changes one
 * text node (no wasm), timed the same way; and on a page of its own the same
 * moves by hand (by-hand.mjs).
 */
async function traceMoves(browser, site) {
  const first = nthMove(STEADY_BOARD, 0);
  const s = await openApp(browser, site, friendQuery(STEADY_BOARD), THROTTLE);
  await s.page.evaluate(([p, t]) => window.__bench.move(p, t), [first.pile, first.take]);
  await browser.startTracing(s.page, { categories: TRACE_CATEGORIES });
  for (let i = 1; i <= MOVES; i++) {
    const { pile, take } = nthMove(STEADY_BOARD, i);
    await s.page.evaluate(async ([p, t, i]) => {
      await window.__bench.move(p, t, `bench-move-${i}`);
      await window.__bench.oneTextNode(`bench-text-${i}`);
    }, [pile, take, i]);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString());
  check(s.errors, 'traced moves');
  await s.context.close();

  const h = await openApp(browser, site, friendQuery(STEADY_BOARD), THROTTLE);
  await h.page.evaluate((p) => window.__bench.byHand(p), first.pile);
  await browser.startTracing(h.page, { categories: TRACE_CATEGORIES });
  for (let i = 1; i <= MOVES; i++) {
    const { pile } = nthMove(STEADY_BOARD, i);
    await h.page.evaluate(([p, i]) => window.__bench.byHand(p, `bench-hand-${i}`), [pile, i]);
  }
  const handTrace = JSON.parse((await browser.stopTracing()).toString());
  check(h.errors, 'moves by hand');
  await h.context.close();
  return { ...byMarks(trace, ['move', 'text']), ...byMarks(handTrace, ['hand']) };
}

/**
 * Main-thread time by kind between the marks `bench-WHAT-i` and
 * `bench-WHAT-i-drawn` of a trace, the mean over i = 1..MOVES, for each WHAT.
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
      const b = marks.get(`bench-${what}-${i}-drawn`);
      if (!a || !b) continue;
      const { byKind, busy } = selfTimes(events, a.pid, a.tid, a.ts, b.ts);
      for (const [k, v] of Object.entries(byKind)) sums[k] = (sums[k] ?? 0) + v;
      sums.idle = (sums.idle ?? 0) + (b.ts - a.ts - busy);
      total += b.ts - a.ts;
      traced++;
    }
    if (traced === 0) throw new Error(`traced moves: no ${what} marks in the trace`);
    const per = (us) => Math.round(us / traced / 100) / 10;
    out[what] = { clickToFrame: per(total), byKind: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, per(v)])) };
  }
  return out;
}

/** Each figure's median over several traced starts. */
function medianProfile(runs) {
  const mid = (xs) => summary(xs.filter((x) => x !== null && x !== undefined))?.median ?? null;
  const keys = (pick) => [...new Set(runs.flatMap((r) => Object.keys(pick(r) ?? {})))];
  return {
    runs: runs.length,
    readyMs: mid(runs.map((r) => r.readyMs)),
    milestones: Object.fromEntries(keys((r) => r.milestones).map((k) => [k, mid(runs.map((r) => r.milestones?.[k]))])),
    byKind: Object.fromEntries(keys((r) => r.byKind).map((k) => [k, mid(runs.map((r) => r.byKind?.[k] ?? 0))])),
    compiled: Object.fromEntries(keys((r) => r.compiled).map((k) => [k, mid(runs.map((r) => r.compiled?.[k]))])),
  };
}

function roundAll(o) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? null : Math.round(v)]));
}

// ---------------------------------------------------------------- download and engine

async function benchSize(builds, wasm, log) {
  const out = {};
  for (const [name, dir] of Object.entries(builds)) {
    // The app's download, and apart from it each module fetched later, when
    // first needed (scripts/size.mjs).
    const app = sizes(dir);
    const modules = LATER.map((m) => ({ ...m, ...sizes(dir, (file) => file.startsWith(m.prefix)) })).filter((m) => m.rows.length);
    const total = { file: 'total', ...app.total };
    out[name] = {
      files: [...app.rows, ...modules.flatMap((m) => m.rows)],
      total,
      later: modules.map((m) => ({ file: `${m.name}, fetched ${m.when}`, ...m.total })),
    };
    log(`size ${name}: ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli${modules.map((m) => `; ${m.name} ${kb(m.total.gzip)} KB gzip`).join('')}`);
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
  if (s === null || s === undefined) return '–';
  return s < 10 ? s.toFixed(1) : String(Math.round(s));
}

/** "1.23× (1.10–1.31)": a ratio and its 95 % interval. */
function times(x) {
  return x ? `${x.median.toFixed(2)}× (${x.low.toFixed(2)}–${x.high.toFixed(2)})` : '–';
}

/** "97 % (92–99)": a share and its 95 % interval. */
function percent(x) {
  return x ? `${x.percent} % (${x.low}–${x.high})` : '–';
}

/** The goal's verdict after a figure, if it has a goal. */
function judgedAs(x, show) {
  return x?.verdict ? `${show(x)}: **${x.verdict}**` : show(x);
}

function header(r) {
  const m = r.machine;
  const load = r.load;
  const t = `×${r.settings.throttle}`;
  return `Measured ${r.date} on ${m.cpu} (${m.cores} cores), ${m.memoryGb} GB, ${m.os}; Chromium ${m.chromium}, Node ${m.node}; commit ${r.commit}. ` +
    'Every ratio is measured interleaved in this run: a page of the app, then a page of the reference, and so on, at the same address and CPU speed, each page fresh; ' +
    'each app sample is paired with the reference sample taken next to it, and a ratio is the median of the pairs\' ratios, ' +
    `in brackets its 95 % bootstrap interval (${r.settings.resamples.toLocaleString('en-US')} resamples of the pairs). ` +
    `A goal is **met** when its whole interval is, **not met** when none of it is, **not settled** when the interval spans it. ${t} is the CPU slowed ${r.settings.throttle} times (DevTools protocol), ×1 unthrottled. ` +
    `Load average ${load.start} at the start, ${load.end} at the end.` +
    (load.busy ? ` **${load.note}**` : '') +
    (r.settings.note ? ` **${r.settings.note}**` : '');
}

/** The goals of issue 45, one line each. */
function goalTable(r) {
  const t = `×${r.settings.throttle}`;
  const x4 = 'x' + r.settings.throttle;
  const lines = [
    `| the goals (issue 45): each figure a ratio to its reference in this run | ${t} | ×1 | goal |`,
    '| --- | ---: | ---: | --- |',
  ];
  for (const [name, f] of Object.entries(r.readyRatio ?? {})) {
    lines.push(`| ready: ${name} ÷ the Leptos counter | ${judgedAs(f[x4], times)} | ${judgedAs(f.x1, times)} | ≤ ${GOALS.readyRatio}× |`);
    const own = r.readyStageRatio?.[name];
    if (own) {
      lines.push(`| the app's own start: ${name} ÷ the counter's | ${judgedAs(own[x4]?.ownStart, times)} | ${judgedAs(own.x1?.ownStart, times)} | ≤ ${GOALS.ownStartRatio}× if ready is above ${GOALS.readyRatio}× |`);
    }
  }
  for (const [name, boards] of Object.entries(r.moveRatio ?? {})) {
    for (const [board, f] of Object.entries(boards)) {
      lines.push(`| a move on ${board}: ${name} ÷ the same move by hand | ${judgedAs(f[x4], times)} | ${judgedAs(f.x1, times)} | ≤ ${GOALS.moveRatio}× |`);
    }
    const f = boards[WITHIN_FRAME_GOAL.board];
    if (f) {
      const within = (rate) => judgedAs(f[rate]?.withinFrame.app, percent);
      lines.push(`| moves on ${WITHIN_FRAME_GOAL.board} drawn within one frame: ${name} | ${within(x4)} | ${within('x1')} | ≥ ${GOALS.withinFrame} % at ×1 |`);
    }
  }
  return lines;
}

/** Ready: each side's figures, and the stages as ratios to the counter's. */
function readyTables(r) {
  const t = `×${r.settings.throttle}`;
  const x4 = 'x' + r.settings.throttle;
  const sides = (x) => (x ? `${ms(x.appMedian)} / ${ms(x.appP90)} | ${ms(x.referenceMedian)} / ${ms(x.referenceP90)} | ${x.n}` : '– | – | –');
  const lines = [
    `| ready, \`${READY_QUERY}\`, ms: median / 90th percentile | ${t} app | ${t} counter | ${t} pairs | ×1 app | ×1 counter | ×1 pairs |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, f] of Object.entries(r.readyRatio)) lines.push(`| ${name} | ${sides(f[x4])} | ${sides(f.x1)} |`);
  for (const [name, f] of Object.entries(r.readyStageRatio ?? {})) {
    const cell = (x) => (x ? `${times(x)} [${ms(x.appMedian)} / ${ms(x.referenceMedian)}]` : '–');
    lines.push('');
    lines.push(`| a cold start of ${name} in stages, each a ratio to the counter's same stage (in brackets the medians in ms, app / counter) | ${t} | ×1 |`);
    lines.push('| --- | ---: | ---: |');
    for (const [k, words] of Object.entries(STAGES)) lines.push(`| ${words} | ${cell(f[x4]?.[k])} | ${cell(f.x1?.[k])} |`);
  }
  return lines;
}

/** Moves: each side's figures and the shares drawn within one frame. */
function moveTables(r) {
  const t = `×${r.settings.throttle}`;
  const x4 = 'x' + r.settings.throttle;
  const sides = (x) => (x ? `${ms(x.appMedian)} / ${ms(x.appP90)} | ${ms(x.referenceMedian)} / ${ms(x.referenceP90)} | ${percent(x.withinFrame.app)} / ${percent(x.withinFrame.reference)} | ${x.n}` : '– | – | – | –');
  const lines = [
    `| a move from an idle page (the click to the end of the first frame that shows it), ms: median / 90th percentile; within one frame: the share drawn by ${FRAME_MS.toFixed(1)} ms, app / by hand | ${t} app | ${t} by hand | ${t} within one frame | ${t} pairs | ×1 app | ×1 by hand | ×1 within one frame | ×1 pairs |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, boards] of Object.entries(r.moveRatio)) {
    for (const [board, f] of Object.entries(boards)) lines.push(`| ${name}, ${board} | ${sides(f[x4])} | ${sides(f.x1)} |`);
  }
  return lines;
}

function moveTraceTable(r) {
  const t = `×${r.settings.throttle}`;
  const cols = Object.entries(r.movetrace).flatMap(([name, f]) => [[`${name}: a move`, f.move], ...(f.hand ? [[`${name}: by hand`, f.hand]] : []), [`${name}: one text node (floor)`, f.text]]);
  const lines = [
    `| where a later move's time goes on ${STEADY_BOARD.name}, ${t}, ms (mean of ${r.settings.movesPerPage} traced moves; by hand: scripts/by-hand.mjs; the floor: a space added to or taken from one pile's count by a script, nothing else) | ${cols.map(([c]) => c).join(' | ')} |`,
    `| --- | ${cols.map(() => '---:').join(' | ')} |`,
  ];
  const kinds = [...new Set(cols.flatMap(([, f]) => Object.keys(f.byKind)))].filter((k) => k !== 'idle')
    .sort((a, b) => (cols[0][1].byKind[b] ?? 0) - (cols[0][1].byKind[a] ?? 0));
  for (const k of kinds) lines.push(`| ${k} | ${cols.map(([, f]) => f.byKind[k] ?? 0).join(' | ')} |`);
  lines.push(`| main-thread work in all | ${cols.map(([, f]) => Math.round((f.clickToFrame - (f.byKind.idle ?? 0)) * 10) / 10).join(' | ')} |`);
  lines.push(`| main thread idle (waiting for the display's next frame) | ${cols.map(([, f]) => f.byKind.idle ?? 0).join(' | ')} |`);
  lines.push(`| click (or script) to the end of the frame that shows it | ${cols.map(([, f]) => f.clickToFrame).join(' | ')} |`);
  return lines;
}

function replyTable(r) {
  const t = `×${r.settings.throttle}`;
  const x4 = 'x' + r.settings.throttle;
  const lines = [
    `| computer's reply (its decision to the end of the frame showing its move), ms | ${t} median | ${t} p90 | ×1 median | ×1 p90 |`,
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, boards] of Object.entries(r.reply)) {
    for (const [board, f] of Object.entries(boards)) {
      lines.push(`| ${name}, ${board} | ${ms(f[x4]?.median)} | ${ms(f[x4]?.p90)} | ${ms(f.x1?.median)} | ${ms(f.x1?.p90)} |`);
    }
  }
  return lines;
}

function steadyTable(r) {
  const lines = [
    '| steadiness (moves with undo and redo in one page, ×1), start → halfway → end, each on a new game | wasm memory KB | JS heap after GC KB | DOM nodes | JS listeners |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, f] of Object.entries(r.steady)) {
    const steps = (k, fmt) => [f.start, f.middle, f.end].filter(Boolean).map((x) => fmt(x[k])).join(' → ');
    const what = `${f.moves} moves, ${f.undos ?? '?'} undone, ${f.redos ?? '?'} redone, ${f.newGames ?? '?'} new games`;
    lines.push(`| ${name}, ${what} on ${f.board} (${Math.round(f.seconds)} s) | ${steps('wasmBytes', kb)} | ${steps('jsHeapBytes', kb)} | ${steps('domNodes', String)} | ${steps('listeners', String)} |`);
  }
  return lines;
}

function sizeTables(r) {
  const lines = ['| download | bytes | gzip -9 | brotli 11 |', '| --- | ---: | ---: | ---: |'];
  for (const [name, f] of Object.entries(r.size.builds)) {
    for (const row of [...f.files, f.total, ...(f.later ?? [])]) lines.push(`| ${name}: ${row.file} | ${row.bytes} | ${row.gzip} | ${row.brotli} |`);
  }
  for (const [name, f] of Object.entries(r.size.twiggy)) {
    lines.push('');
    if (f.error) { lines.push(`twiggy, ${name}: ${f.error}`); continue; }
    lines.push(`| biggest in ${name}'s wasm before wasm-bindgen and wasm-opt (\`twiggy top\`; ${f.codeAndDataBytes} bytes of code and data, custom sections left out) | bytes | % |`);
    lines.push('| --- | ---: | ---: |');
    for (const i of f.items) lines.push(`| \`${i.name.replace(/\|/g, '\\|').slice(0, 90)}\` | ${i.bytes} | ${i.percent} |`);
  }
  return lines;
}

function profileTable(r) {
  const profiles = Object.values(r.profile);
  const lines = [
    `| where a ×${r.settings.throttle} cold start's main thread goes until app-ready, ms (medians of ${profiles[0]?.runs ?? 1} traced runs; tracing slows the start) | ${Object.keys(r.profile).join(' | ')} |`,
    `| --- | ${profiles.map(() => '---:').join(' | ')} |`,
  ];
  const kinds = [...new Set(profiles.flatMap((p) => Object.keys(p.byKind ?? {})))]
    .sort((a, b) => (profiles[0].byKind?.[b] ?? 0) - (profiles[0].byKind?.[a] ?? 0));
  for (const k of ['jsLoaded', 'wasmLoaded', 'domContentLoaded']) lines.push(`| ${k.replace(/([A-Z])/g, ' $1').toLowerCase()} at | ${profiles.map((p) => p.milestones?.[k] ?? '–').join(' | ')} |`);
  for (const k of kinds) lines.push(`| ${k} | ${profiles.map((p) => p.byKind?.[k] ?? 0).join(' | ')} |`);
  lines.push(`| app-ready at | ${profiles.map((p) => p.readyMs).join(' | ')} |`);
  const compiled = (p) => p.compiled ?? {};
  if (profiles.some((p) => compiled(p).wasmFunctions !== undefined)) {
    const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
    lines.push(`| compiled on the main thread at first call, until app-ready: wasm functions (KB of their code) | ${profiles.map((p) => `${compiled(p).wasmFunctions ?? '–'} (${kb(compiled(p).wasmBytes)})`).join(' | ')} |`);
    lines.push(`| compiled on the main thread at first call, until app-ready: JS functions | ${profiles.map((p) => compiled(p).jsFunctions ?? '–').join(' | ')} |`);
  }
  return lines;
}

function engineTable(r) {
  const time = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns} ns`);
  return [
    '| engine (Criterion, native, release profile) | median | 95% interval |',
    '| --- | ---: | ---: |',
    ...r.engine.map((e) => `| ${e.id} | ${time(e.medianNs)} | ${time(e.ci95Ns[0])} – ${time(e.ci95Ns[1])} |`),
  ];
}

function nimbersTable(r) {
  const lines = [
    '| the nimbers page, medians in ms | ' + rates().map(([label]) => label).join(' | ') + ' |',
    '| --- | ' + rates().map(() => '---:').join(' | ') + ' |',
  ];
  const rows = [
    ['open', 'from the game, a click on its link to the page drawn (its module fetched, compiled and started)'],
    ['kayles', "of which from its module's instantiation: the whole page, Kayles' row of 0 to 100 worked out and drawn"],
    ['use', 'a set whose row runs to 1,000 piles: "Use this set" (the engine works out the row and its period)'],
    ['fill', 'then "Fill in the row": its 1,000 cells drawn'],
  ];
  for (const [name, f] of Object.entries(r.nimbers)) {
    for (const [key, what] of rows) lines.push(`| ${name}: ${what} | ${rates().map(([label]) => f[label]?.[key]?.median ?? '–').join(' | ')} |`);
  }
  return lines;
}

/** The tables of a run, in Markdown, each part that was measured. */
function report(r) {
  const parts = [
    [r.readyRatio || r.moveRatio, goalTable],
    [r.readyRatio, readyTables],
    [r.moveRatio, moveTables],
    [r.movetrace, moveTraceTable],
    [r.reply, replyTable],
    [r.steady, steadyTable],
    [r.nimbers, nimbersTable],
    [r.size, sizeTables],
    [r.profile, profileTable],
    [r.engine?.length, engineTable],
  ];
  const lines = [header(r), ''];
  for (const [measured, table] of parts) if (measured) lines.push(...table(r), '');
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

/** The load average over the last minute. */
function loadNow() {
  return Math.round(os.loadavg()[0] * 100) / 100;
}

function settings() {
  const smoke = RUNS < ISSUE_RUNS || STEADY_MOVES < 1000;
  return {
    runs: RUNS,
    movesPerPage: MOVES,
    pagesPerMoveFigure: Math.ceil(RUNS / MOVES),
    steadyMoves: STEADY_MOVES,
    throttle: THROTTLE,
    resamples: RESAMPLES,
    seed: SEED,
    idleMs: IDLE_MS,
    frameMs: Math.round(FRAME_MS * 10) / 10,
    note: [
      smoke ? `Smoke run (BENCH_RUNS=${RUNS}, BENCH_STEADY_MOVES=${STEADY_MOVES}): not the issue's counts, figures are indicative only.` : null,
      process.env.BENCH_NOTE || null,
    ].filter(Boolean).join(' ') || null,
  };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.report) return publish(JSON.parse(await readFile(opts.report, 'utf8')), opts);
  const want = (what) => !opts.only || opts.only.has(what);
  const log = (text) => console.error(`[bench] ${text}`);
  const builds = {};
  for (const [name, dir] of opts.apps) builds[name] = { dir, kind: 'app' };
  if (opts.counter !== 'none') builds.counter = { dir: opts.counter, kind: 'reference' };
  for (const [name, b] of Object.entries(builds)) {
    if (!existsSync(join(b.dir, 'index.html'))) throw new Error(`${name}: no index.html in ${b.dir} (build it first: make bench does)`);
  }

  const sites = {};
  for (const [name, b] of Object.entries(builds)) sites[name] = await serveDir(b.dir);
  const apps = Object.fromEntries(Object.entries(sites).filter(([n]) => builds[n].kind === 'app'));
  const browser = await launch();
  let commit = 'unknown';
  try { commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(); } catch {}
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
    },
    load: { start: loadNow() },
    settings: settings(),
    goals: GOALS,
    builds,
  };
  if (r.load.start > BUSY_LOAD) log(`load average ${r.load.start} at the start, above ${BUSY_LOAD}: other work is running, the figures will be noisy`);
  r.seconds = {};
  const timed = async (what, work) => {
    if (!want(what)) return;
    const t0 = Date.now();
    Object.assign(r, await work());
    r.seconds[what] = Math.round((Date.now() - t0) / 1000);
    log(`${what}: ${r.seconds[what]} s`);
  };
  try {
    if (sites.counter) await timed('ready', () => benchReady(browser, apps, sites.counter, log));
    else log('no counter (--counter none): the ready ratio is left out');
    await timed('moves', () => benchMoves(browser, apps, log));
    await timed('reply', async () => ({ reply: await benchReply(browser, apps, log) }));
    await timed('nimbers', async () => ({ nimbers: await benchNimbers(browser, apps, log) }));
    await timed('steady', async () => ({ steady: await benchSteady(browser, apps, log) }));
    await timed('movetrace', async () => {
      const movetrace = {};
      for (const [name, site] of Object.entries(apps)) movetrace[name] = await traceMoves(browser, site);
      return { movetrace };
    });
    await timed('profile', async () => {
      const profile = {};
      for (const [name, site] of Object.entries(sites)) {
        const runs = [];
        for (let i = 0; i < PROFILE_RUNS; i++) runs.push(await profileReady(browser, site));
        profile[name] = medianProfile(runs);
      }
      return { profile };
    });
  } finally {
    await browser.close();
    for (const site of Object.values(sites)) await site.close();
  }
  if (want('size')) r.size = await benchSize(Object.fromEntries(Object.entries(builds).map(([n, b]) => [n, b.dir])), opts.wasm, log);
  if (want('engine')) r.engine = await readCriterion(opts.criterion);
  // A busy machine's figures are noise even as ratios: the run says so.
  r.load.end = loadNow();
  r.load.busy = Math.max(r.load.start, r.load.end) > BUSY_LOAD;
  r.load.note = r.load.busy ? `The load average was above ${BUSY_LOAD} (other work was running): these are not a quiet machine's figures.` : null;
  if (r.load.busy) log(r.load.note);

  await writeFile(opts.out, JSON.stringify(r, null, 2) + '\n');
  log(`wrote ${opts.out}`);
  await publish(r, opts);
}

await main();
