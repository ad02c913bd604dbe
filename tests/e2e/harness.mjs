// Shared end-to-end harness: serves the release build on 127.0.0.1 and drives
// Debian's Chromium through playwright-core, as a person would use the app.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { types } from '../../scripts/serve.mjs';

export const root = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Serves `dir` (the build, dist/) under `base` (e.g. "/" or "/nim/"); unknown paths get index.html. */
export async function serve(base = '/', dir = root) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : null;
    if (path === null) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(dir, path || 'index.html'));
    if (!file.startsWith(dir)) file = join(dir, 'index.html');
    try {
      if (!(await stat(file)).isFile()) file = join(dir, 'index.html');
    } catch {
      file = join(dir, 'index.html');
    }
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, url: origin + base, close: () => new Promise((ok) => server.close(ok)) };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Opens the app at `query` and waits until it has drawn the board; `touch`
 * makes the page a phone's, tapped rather than clicked. */
export async function open(browser, site, query = '', viewport = { width: 1280, height: 900 }, { touch = false } = {}) {
  const page = await browser.newPage({ viewport, hasTouch: touch, isMobile: touch });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.errors = errors;
  await page.goto(site.url + query);
  await loaded(page);
  return page;
}

/** Waits until the app has drawn the board, or the page its address names: a
 * page built as a module (the learning pages, the nimbers page) once the
 * module has loaded. */
export async function loaded(page) {
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => !document.querySelector('main.learn:not(.hidden) > .module-loading:not(.hidden)'));
}

/** A page on which the module `name` (`learn`, `nimbers`) cannot be fetched
 * until `online()` is called, as with no network; `fetched` lists every request
 * for the module's files. No service worker: its cache would answer before the
 * network is asked. */
export async function withoutModule(browser, name) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => { if (new RegExp(`/${name}-[^/]*$`).test(new URL(r.url()).pathname)) fetched.push(r.url()); });
  let offline = true;
  await page.route(new RegExp(`/${name}-[^/]*\\.js`), (route) => (offline ? route.abort() : route.continue()));
  return { context, page, fetched, online: () => { offline = false; } };
}

/** How far the page reaches past the window, across (`x`) and down (`y`), in px: above 0 is a scrollbar. */
export async function overflow(page) {
  return page.evaluate(() => {
    const el = document.scrollingElement;
    return { x: el.scrollWidth - innerWidth, y: el.scrollHeight - innerHeight };
  });
}

export async function piles(page) {
  return page.$$eval('[data-testid=board] [data-pile]', (els) => els.map((e) => Number(e.dataset.count)));
}

export async function status(page) {
  return page.$eval('[data-testid=status]', (e) => ({ turn: e.dataset.turn ?? null, winner: e.dataset.winner ?? null }));
}

/** Waits until a person may move or the game is over; returns the status. */
export async function waitForPerson(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid=status]');
    return s && (s.dataset.winner || (s.dataset.turn && s.dataset.turn !== 'computer'));
  }, null, { timeout: 5000 });
  return status(page);
}

/** Takes `take` from pile `pile` (1-based): by clicking a stick when one is drawn for it, else with the form. */
export async function take(page, pile, take) {
  const stick = await page.$(`[data-pile="${pile}"] [data-take="${take}"]`);
  if (stick) {
    await stick.click();
  } else {
    await page.fill('[data-testid=move-take]', String(take));
    await page.fill('[data-testid=move-pile]', String(pile));
    await page.click('[data-testid=move-submit]');
  }
}

/** Bouton's strategy, as a person who knows it works it out (normal play). */
export function winningMove(sizes, maxTake = null) {
  const g = (n) => (maxTake ? n % (maxTake + 1) : n);
  const sum = sizes.reduce((s, n) => s ^ g(n), 0);
  if (sum === 0) return null;
  for (let i = 0; i < sizes.length; i++) {
    const target = g(sizes[i]) ^ sum;
    if (!maxTake) {
      if (target < sizes[i]) return { pile: i + 1, take: sizes[i] - target };
      continue;
    }
    for (let t = 1; t <= Math.min(maxTake, sizes[i]); t++) {
      if (g(sizes[i] - t) === target) return { pile: i + 1, take: t };
    }
  }
  return null;
}

export function randomMove(sizes, maxTake = null) {
  const options = [];
  sizes.forEach((n, i) => { if (n > 0) options.push(i); });
  const i = options[Math.floor(Math.random() * options.length)];
  const most = maxTake ? Math.min(maxTake, sizes[i]) : sizes[i];
  return { pile: i + 1, take: 1 + Math.floor(Math.random() * most) };
}

/** Serves the build and starts Chromium for the tests of one file; closes both after. */
export function session() {
  const s = {};
  before(async () => {
    s.site = await serve('/');
    s.browser = await launch();
  });
  after(async () => {
    await s.browser?.close();
    await s.site?.close();
  });
  return s;
}
