// Share: the link to the start or to the game so far, copying it, and its QR code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { session, open, take, piles, serve, launch } from './harness.mjs';

const s = session();

/** The text the Share dialog's QR code holds, read from its picture. */
async function qrText(page) {
  const png = pngjs.PNG.sync.read(await page.locator('svg[data-testid=qr]').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  assert.ok(code, `the QR code reads back (${png.width}×${png.height})`);
  return code.data;
}

/** The QR code's path once it is no longer `before` (the module answers a moment later). */
async function drawnAfter(page, before) {
  const handle = await page.waitForFunction((before) => {
    const path = document.querySelector('svg[data-testid=qr] path');
    return path && path.getAttribute('d') !== before && path.getAttribute('d');
  }, before);
  return handle.jsonValue();
}

/** The files of the QR module the page has fetched so far. */
const qrFetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/qr-[0-9a-f]+/.test(e.name)).length);

test('share gives the link to the start, with literal commas, and a QR code', async () => {
  const page = await open(s.browser, s.site, '?piles=7,6,4&mode=normal&vs=friend');
  await take(page, 2, 3);
  assert.equal(await qrFetched(page), 0, 'the QR module is not fetched at start');
  await page.click('[data-testid=share]');
  const link = await page.inputValue('[data-testid=share-link]');
  assert.equal(link, `${s.site.url}?piles=7,6,4&vs=friend`);
  const svg = await page.waitForSelector('svg[data-testid=qr]');
  assert.ok((await qrFetched(page)) > 0, 'the QR module is fetched when Share opens');
  const box = await svg.boundingBox();
  assert.ok(box.width >= 250, `the QR code is drawn big: ${box.width}px`);
  assert.equal(await qrText(page), link);
  const start = await drawnAfter(page, null);
  await page.check('[data-testid=share-moves]');
  assert.equal(await page.inputValue('[data-testid=share-link]'), `${link}&moves=2:3`);
  await drawnAfter(page, start);
  assert.equal(await qrText(page), `${link}&moves=2:3`, 'the QR code follows the link');
  // Open, its button says it closes it, and does.
  const mark = () => page.$eval('[data-testid=share]', (e) => getComputedStyle(e, '::after').content);
  assert.match(await mark(), /✕/);
  await page.click('[data-testid=share]');
  await page.waitForSelector('[data-testid=share-link]', { state: 'hidden' });
  assert.equal(await mark(), 'none');
  await page.close();
});

test('a language chosen in the link or with the switch goes with the shared link', async () => {
  const shared = async (page) => {
    await page.click('[data-testid=share]');
    const link = await page.inputValue('[data-testid=share-link]');
    await page.click('[data-testid=share]');
    return link;
  };
  // Followed from the browser: left to the browser that opens the link.
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  assert.equal(await shared(page), `${s.site.url}?piles=3,4,5&vs=friend`);
  await page.click('[data-testid=lang] [lang=it]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.equal(await shared(page), `${s.site.url}?piles=3,4,5&vs=friend&lang=it`);
  await page.close();
  const italian = await open(s.browser, s.site, '?piles=3,4,5&lang=it&first=computer');
  await italian.click('[data-testid=share]');
  await italian.check('[data-testid=share-moves]');
  // Once the computer has moved.
  await italian.waitForFunction(() => document.querySelector('[data-testid=share-link]').value.includes('moves='));
  assert.match(await italian.inputValue('[data-testid=share-link]'), /\?piles=3,4,5&first=computer&moves=\d:\d&lang=it$/);
  await italian.close();
  // A language the app does not speak was not chosen: the browser's is used, and not pinned.
  const french = await open(s.browser, s.site, '?piles=3,4,5&lang=fr');
  assert.equal(await shared(french), `${s.site.url}?piles=3,4,5`);
  await french.close();
});

test('a QR module that could not be fetched is asked for again when Share opens again', async () => {
  // No service worker: it would answer from its cache, which the route does not see.
  const context = await s.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${s.site.url}?piles=3,4,5&lang=en`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.route(/\/qr-[0-9a-f]+/, (route) => route.abort());
  await page.click('[data-testid=share]');
  await page.waitForFunction(() => document.querySelector('[data-testid=qr-too-long]').textContent.includes('could not be loaded'));
  assert.equal(await page.$('svg[data-testid=qr]'), null);
  await page.unroute(/\/qr-[0-9a-f]+/);
  await page.click('[data-testid=share]');
  await page.click('[data-testid=share]');
  await page.waitForSelector('svg[data-testid=qr]');
  assert.equal(await page.textContent('[data-testid=qr-too-long]'), '');
  assert.equal(await qrText(page), await page.inputValue('[data-testid=share-link]'));
  await context.close();
});

test('a link too long for a QR code says so', async () => {
  // 800 moves of one stick: a link of over 3,000 characters, more than a QR code holds.
  const moves = Array(800).fill('1:1').join(',');
  const page = await open(s.browser, s.site, `?piles=1000000&vs=friend&moves=${moves}`);
  await page.click('[data-testid=share]');
  assert.ok(await page.waitForSelector('svg[data-testid=qr]'), 'the start has its QR code');
  assert.equal(await page.textContent('[data-testid=qr-too-long]'), '');
  await page.check('[data-testid=share-moves]');
  assert.ok((await page.inputValue('[data-testid=share-link]')).length > 3000);
  await page.waitForSelector('svg[data-testid=qr]', { state: 'detached' });
  assert.match(await page.textContent('[data-testid=qr-too-long]'), /too long for a QR code: copy it/);
  await page.close();
});

test('a shared game opens at the position reached in another browser', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await take(page, 3, 1);
  await page.click('[data-testid=share]');
  await page.check('[data-testid=share-moves]');
  const link = await page.inputValue('[data-testid=share-link]');
  const other = await launch();
  try {
    const there = await other.newPage();
    await there.goto(link);
    await there.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await piles(there), [1, 4, 4]);
    assert.equal(await there.$eval('[data-testid=status]', (e) => e.dataset.turn), 'player1');
    assert.equal(await there.$$eval('[data-testid=history] li', (l) => l.length), 2);
  } finally {
    await other.close();
  }
  await page.close();
});

test('copy puts the link on the clipboard and says so', async () => {
  const context = await s.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.site.origin });
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=1,3,5,7&vs=friend');
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('[data-testid=share]');
  await page.click('[data-testid=share-copy]');
  await page.waitForFunction(() => document.querySelector('[data-testid=share-copied]').textContent.includes('Copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, `${s.site.url}?piles=1,3,5,7&vs=friend`);
  await context.close();
});

test('when the clipboard is refused the link is selected and the message says how to copy', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await page.click('[data-testid=share]');
  await page.click('[data-testid=share-copy]');
  await page.waitForFunction(() => document.querySelector('[data-testid=share-copied]').textContent.includes('Ctrl+C'));
  const selected = await page.$eval('[data-testid=share-link]', (e) => e.value.slice(e.selectionStart, e.selectionEnd));
  assert.equal(selected, await page.inputValue('[data-testid=share-link]'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('links made under a sub-path keep it', async () => {
  const site = await serve('/nim/');
  try {
    const page = await open(s.browser, site, '?piles=2,2');
    await page.click('[data-testid=share]');
    const link = await page.inputValue('[data-testid=share-link]');
    assert.equal(link, `${site.origin}/nim/?piles=2,2`);
    await page.close();
  } finally {
    await site.close();
  }
});

test('the choice to share the moves stays while the teacher visits another page', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 1);
  await page.click('[data-testid=share]');
  await page.check('[data-testid=share-moves]');
  await page.click('nav.pages a[href="#/learn/table"]');
  await page.waitForSelector('[data-testid=learn-page]');
  await page.click('nav.pages a[href="#"]');
  await page.click('[data-testid=share]');
  assert.equal(await page.isChecked('[data-testid=share-moves]'), true);
  assert.match(await page.inputValue('[data-testid=share-link]'), /moves=1:1/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at the projector Share covers the board: the clicker leaves the game alone, Escape or a press outside closes it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  const isOpen = () => page.$eval('.share', (e) => e.open);
  await page.click('[data-testid=share]');
  assert.equal(await isOpen(), true);
  for (const key of ['PageDown', '.', 'h']) await page.keyboard.press(key);
  assert.deepEqual(await piles(page), [3, 4, 5], 'no move taken behind the panel');
  assert.equal(await page.$('[data-testid=hint-steps] li'), null, 'no hint opened behind it');
  await page.keyboard.press('Escape');
  assert.equal(await isOpen(), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'share', 'the focus back on its button');
  await page.click('[data-testid=share]');
  await page.mouse.click(5, 700);
  // It closes once the focus has settled, a frame later.
  await page.waitForFunction(() => !document.querySelector('.share').open, null, { timeout: 5000 });
  // Closed, the keys play again.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('.');
  assert.notDeepEqual(await piles(page), [3, 4, 5]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Escape closes Share outside projector mode too', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await page.click('[data-testid=share]');
  await page.focus('[data-testid=share-copy]');
  await page.keyboard.press('Escape');
  assert.equal(await page.$eval('.share', (e) => e.open), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'share');
  await page.close();
});

test('s opens Share from the board, with its QR code, and Escape or s closes it', async () => {
  for (const [query, viewport] of [['?piles=15,14,13,12,11,10,9,7', { width: 1366, height: 768 }], ['?piles=15,14,13,12,11,10,9,7&projector=1', { width: 1024, height: 768 }]]) {
    const page = await open(s.browser, s.site, query, viewport);
    await page.focus('[data-testid=board]');
    await page.keyboard.press('s');
    await page.waitForSelector('svg[data-testid=qr]');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'share', query);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.share').open);
    // s again opens it again, and a second s closes it, at the projector too,
    // where it covers the board and takes no other key.
    await page.keyboard.press('s');
    await page.waitForFunction(() => document.querySelector('.share').open);
    if (query.includes('projector')) {
      await page.keyboard.press('PageDown');
      // Two frames later, as a move chosen would be drawn.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.equal(await page.$('[data-testid=tableau-preview]'), null, 'PgDn under Share chose a move');
    }
    await page.keyboard.press('s');
    await page.waitForFunction(() => !document.querySelector('.share').open);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('Share is reached with Tab after Keys, on the play page and at the projector', async () => {
  for (const [query, viewport] of [['?piles=3,4,5', { width: 1366, height: 768 }], ['?piles=3,4,5&projector=1', { width: 1024, height: 768 }]]) {
    const page = await open(s.browser, s.site, query, viewport);
    await page.focus('[data-testid=keys]');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'share', query);
    await page.keyboard.press('Enter');
    await page.waitForSelector('svg[data-testid=qr]');
    // A press on its QR code keeps it open, at the projector too.
    await page.click('svg[data-testid=qr]');
    await page.waitForTimeout(100);
    assert.equal(await page.$eval('.share', (e) => e.open), true, query);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
