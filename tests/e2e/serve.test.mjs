// How the built app is served: from a sub-path, under its Content-Security-Policy.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, piles, take } from './harness.mjs';

const browser = await launch();
const nested = await serve('/nim/');
after(async () => {
  await browser.close();
  await nested.close();
});

test('the app works from a sub-path and its links keep that path', async () => {
  const page = await open(browser, nested, '?piles=2,5&vs=friend');
  assert.deepEqual(await piles(page), [2, 5]);
  await take(page, 2, 3);
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '2');
  await page.click('[data-testid=setup-open]');
  await page.click('text=1-3-5-7 (Marienbad)');
  await page.waitForFunction(() => location.search.includes('piles=1,3,5,7'));
  assert.equal(new URL(page.url()).pathname, '/nim/');
  await page.click('text=Safe positions');
  await page.click('text=(1, 4, 5)');
  await page.waitForFunction(() => location.search.includes('piles=1,4,5'));
  assert.equal(new URL(page.url()).pathname, '/nim/');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a learning page typed as a path opens as its link does', async () => {
  // This server, as many do, answers every path with the app's page.
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${nested.url}learn/practice?seed=7&kind=move`);
  await page.waitForSelector('[data-testid=practice][data-kind=move][data-seed="7"]');
  const url = new URL(page.url());
  assert.equal(url.pathname, '/nim/');
  assert.match(url.hash, /^#\/learn\/practice\?seed=7&kind=move/);
  await page.goto(`${nested.url}learn/table`);
  await page.waitForSelector('[data-testid=nim-table]');
  assert.equal(new URL(page.url()).pathname, '/nim/');
  // In any case, copied from the end of a sentence, or with a slash after it.
  for (const path of ['learn/Table', 'learn/table.', 'learn/table),', 'learn/table/', 'learn/Table/']) {
    await page.goto(`${nested.url}${path}`);
    await page.waitForSelector('[data-testid=nim-table]');
    assert.equal(new URL(page.url()).pathname, '/nim/', path);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('an address a folder or more too deep opens the app, not a blank page', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of ['learn/', 'learn/table/extra', 'learn//table', 'a/b/c?piles=2,5']) {
    await page.goto(`${nested.url}${path}`);
    await page.waitForSelector('[data-testid=board]');
    assert.equal(new URL(page.url()).pathname, '/nim/', path);
  }
  assert.match(new URL(page.url()).search, /piles=2,5/, 'the query kept');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an app whose files cannot be fetched says so, with a Reload', async () => {
  const page = await browser.newPage();
  await page.route(/bouton-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(`${nested.url}?piles=3,4,5`);
  const notice = await page.waitForSelector('[data-testid=not-loaded][role=alert]');
  assert.match(await notice.textContent(), /could not load/);
  assert.equal(await notice.$eval('a', (a) => a.href), page.url());
  // The folder above (the server's root) was asked for the app's files and
  // has none: the address stays.
  assert.equal(new URL(page.url()).pathname, '/nim/', 'the address stays where the app is');
  await page.close();
});

test('a Content-Security-Policy allows the app and nothing else', async () => {
  const page = await open(browser, nested, '?piles=3,4,5');
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
  // The app runs under it: the board is drawn and a move works.
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  // Chromium logs every refused script, style or request as a console error.
  assert.deepEqual(page.errors, []);
  // What the page did not bring is refused: a script written into it, a request
  // to another origin (this server under another name), a picture from there.
  const other = nested.origin.replace('127.0.0.1', 'localhost');
  const refused = await page.evaluate(async (other) => {
    const seen = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
    window.injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    const fetched = await fetch(`${other}/nim/`).then(() => true, () => false);
    const img = new Image();
    const loaded = await new Promise((done) => { img.onload = () => done(true); img.onerror = () => done(false); img.src = `${other}/nim/favicon.svg`; });
    await new Promise((done) => setTimeout(done, 100));
    return { ran: window.injected, fetched, loaded, seen: seen.sort() };
  }, other);
  assert.deepEqual(refused, { ran: false, fetched: false, loaded: false, seen: ['connect-src', 'img-src', 'script-src-elem'] });
  await page.close();
});
