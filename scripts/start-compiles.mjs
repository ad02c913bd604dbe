#!/usr/bin/env node
// What a cold start compiles on the main thread before `app-ready`: Chromium
// compiles each wasm function (Liftoff) the first time it runs, so the first
// screen pays for every function it calls. For each build, the functions
// compiled, their code and the time compiling them, from V8's compile events in
// the trace of cold starts of `?piles=3,4,5`, with the largest functions by name
// (on a build that keeps the wasm's names: `make names-build`, dist-names/).
//
//   node scripts/start-compiles.mjs DIST [...]
//   STARTS=4 TOP=20 node scripts/start-compiles.mjs dist-names
//
// STARTS (4) cold starts a build, the builds in turn; RATE (4) the CPU slowdown;
// TOP (12) the largest functions listed. A compile's time under a slowed CPU
// varies with where the slowdown's pauses fall: compare builds within one run.
import { readFileSync, readdirSync } from 'node:fs';
import { serveDir } from './serve.mjs';
import { threadEvents } from './pages.mjs';
import { launch } from '../tests/e2e/harness.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/start-compiles.mjs DIST [...]');
  process.exit(2);
}
const STARTS = Number(process.env.STARTS ?? 4);
const RATE = Number(process.env.RATE ?? 4);
const TOP = Number(process.env.TOP ?? 12);
const READY_QUERY = '?piles=3,4,5';

/** The function names of a wasm's name section, by function index. */
function functionNames(bytes) {
  const names = new Map();
  const section = WebAssembly.Module.customSections(new WebAssembly.Module(bytes), 'name')[0];
  if (!section) return names;
  const b = new Uint8Array(section);
  let p = 0;
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = b[p++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const text = new TextDecoder();
  while (p < b.length) {
    const id = b[p++];
    const end = leb() + p;
    if (id === 1) {
      for (let n = leb(); n > 0; n--) {
        const index = leb();
        const length = leb();
        names.set(index, text.decode(b.subarray(p, p + length)));
        p += length;
      }
    }
    p = end;
  }
  return names;
}

const builds = dirs.map((dir) => {
  const wasm = readdirSync(dir).find((f) => /^(bouton|counter|piles)-.*_bg\.wasm$/.test(f));
  return { dir, names: functionNames(readFileSync(`${dir}/${wasm}`)), compiled: new Map() };
});

const browser = await launch();
for (let s = 0; s < STARTS; s++) {
  for (const build of builds) {
    const site = await serveDir(build.dir);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, { categories: ['blink.user_timing', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed'] });
    await page.goto(site.url + READY_QUERY);
    await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, { timeout: 60000 });
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await context.close();
    await site.close();
    const ready = events.find((e) => e.name === 'app-ready');
    for (const e of threadEvents(events, 'wasm.CompileBaseline', ready.pid, ready.tid, 0, ready.ts)) {
      const name = build.names.get(e.args.funcIndex) ?? `function ${e.args.funcIndex}`;
      const f = build.compiled.get(name) ?? { ms: 0, bytes: e.args.bodySize };
      f.ms += e.dur / 1000;
      build.compiled.set(name, f);
    }
  }
}
await browser.close();

for (const build of builds) {
  const functions = [...build.compiled].map(([name, f]) => ({ name, ms: f.ms / STARTS, bytes: f.bytes }));
  const ms = functions.reduce((sum, f) => sum + f.ms, 0);
  const kb = functions.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  console.log(`${build.dir}: ${functions.length} wasm functions compiled before app-ready, `
    + `${kb.toFixed(1)} KB of code, ${ms.toFixed(1)} ms compiling a start (mean of ${STARTS}, ×${RATE}, traced)`);
  for (const f of functions.sort((a, b) => b.bytes - a.bytes).slice(0, TOP)) {
    console.log(`  ${String(f.bytes).padStart(6)} B ${f.ms.toFixed(2).padStart(6)} ms  ${f.name.slice(0, 150)}`);
  }
}
process.exit(0);
