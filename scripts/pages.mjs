// What the scripts that time moves and starts share (idle-moves.mjs,
// trace-moves.mjs, start-compiles.mjs, bench.mjs): a fresh page with the CPU
// slowed and the frame clock (frame.mjs), and the page's main thread in a trace.
import { installFrameClock } from './frame.mjs';

/**
 * A fresh page at `url` (a context of its own: cold cache, no service worker),
 * the CPU slowed `rate` times through the DevTools protocol, once `ready` is there;
 * `window.__frame` times its moves.
 */
export async function openSlowed(browser, url, rate, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript(installFrameClock);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  await page.waitForSelector(ready);
  return { context, page };
}

/**
 * The complete events (`ph: 'X'`) of the page's main thread in a Chromium trace,
 * by start time: the renderer's main thread that commits frames (a trace holds
 * other threads named so, which draw nothing).
 */
export function mainThreadEvents(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'Commit'));
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

/**
 * The trace's events of `name` on thread `pid`/`tid` between `from` and `to`
 * (trace µs): with `wasm.CompileBaseline`, each wasm function the main thread
 * compiled (V8 compiles one with Liftoff when it is first called).
 */
export function threadEvents(events, name, pid, tid, from, to) {
  return events.filter((e) => e.name === name && e.pid === pid && e.tid === tid && e.ts >= from && e.ts < to);
}
