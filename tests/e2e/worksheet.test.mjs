// The worksheet: a page to print, from a seed and level or from typed positions,
// with an empty tableau per position, a QR code that opens it in the app, and the
// answers on a page of their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { session, open, overflow } from './harness.mjs';

const { PNG } = pngjs;
const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const s = session();

const worksheet = (query) => `#/learn/worksheet?${query}`;
const hash = (page) => page.evaluate(() => location.hash);
const sheetPiles = (page) =>
  page.$$eval('[data-testid=worksheet-position]', (els) => els.map((e) => e.dataset.piles));

async function violations(page) {
  // Evaluated through the DevTools protocol: the page's policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
}

test('the worksheet prints only the sheet: ten positions, the answers, and QR codes that read back', async () => {
  // A sharp screenshot for the QR reader: three device pixels to a CSS pixel.
  const page = await s.browser.newPage({ viewport: { width: 1000, height: 1200 }, deviceScaleFactor: 3 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(s.site.url + worksheet('seed=7&level=easy'));
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForSelector('[data-testid=worksheet-position]');
  assert.match(await page.textContent('[data-testid=worksheet]'), /Set number 7 · Easy/);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('header.top'), false);
  assert.equal(await page.isVisible('nav'), false);
  assert.equal(await page.isVisible('[data-testid=page-projector]'), false);
  assert.equal(await page.isVisible('[data-testid=worksheet-input]'), false);
  const positions = page.locator('[data-testid=worksheet-position]');
  assert.equal(await positions.count(), 10);
  // Easy: three piles of 1 to 7 each.
  for (const piles of await sheetPiles(page)) {
    const sizes = piles.split(',').map(Number);
    assert.equal(sizes.length, 3, piles);
    assert.ok(sizes.every((n) => n >= 1 && n <= 7), piles);
  }
  // Each position: its sticks drawn, an empty tableau to fill in.
  const first = positions.first();
  const firstPiles = (await first.getAttribute('data-piles')).split(',').map(Number);
  assert.equal(await first.locator('.ws-stick').count(), firstPiles.reduce((a, b) => a + b, 0));
  assert.ok((await first.locator('td.ws-cell').count()) > 0);
  assert.equal((await first.locator('td.ws-cell').allTextContents()).join(''), '');
  assert.equal(await page.isVisible('[data-testid=worksheet-answers]'), true);
  assert.equal(await page.locator('[data-testid=worksheet-answers] [data-testid=worksheet-tableau]').count(), 10);
  assert.equal(await page.$eval('[data-testid=worksheet-answers]', (e) => getComputedStyle(e).breakBefore), 'page');
  assert.equal(await first.evaluate((e) => getComputedStyle(e).breakInside), 'avoid');
  // Black on white on paper.
  assert.equal(await page.$eval('.worksheet', (e) => getComputedStyle(e).color), 'rgb(0, 0, 0)');

  const qr = page.locator('[data-testid=worksheet-qr]').first();
  const link = await qr.getAttribute('data-link');
  const sheet = await sheetPiles(page);
  assert.equal(link, `${s.site.url}?piles=${sheet[0]}`);
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  assert.ok(code, `the QR code reads back (${png.width}×${png.height})`);
  assert.equal(code.data, link);
  assert.deepEqual(errors, []);

  // The link the QR holds opens that position in the app.
  const opened = await open(s.browser, s.site, `?piles=${sheet[0]}`);
  await opened.waitForSelector('[data-testid=board] [data-pile]');
  assert.deepEqual(
    await opened.$$eval('[data-testid=board] [data-pile]', (els) => els.map((e) => e.dataset.count)),
    sheet[0].split(','),
  );
  await opened.close();

  // The same seed and level always give the same sheet.
  await page.reload();
  await page.waitForSelector('[data-testid=worksheet-position]');
  assert.deepEqual(await sheetPiles(page), sheet);
  await page.close();
});

test('the level and a new set change the sheet and the address', async () => {
  const page = await open(s.browser, s.site, worksheet('seed=7&level=easy'));
  await page.waitForSelector('[data-testid=worksheet-position]');
  const easy = await sheetPiles(page);
  await page.selectOption('[data-testid=worksheet-level]', 'hard');
  await page.waitForFunction(() => location.hash === '#/learn/worksheet?seed=7&level=hard');
  const hard = await sheetPiles(page);
  assert.equal(easy.length, 10, 'a set has ten positions');
  assert.equal(hard.length, 10, 'a set has ten positions');
  assert.notDeepEqual(hard, easy);
  // The field holds the sheet on show, to be changed and made again.
  assert.equal(await page.inputValue('[data-testid=worksheet-input]'), hard.join(';'));
  for (const piles of hard) {
    const sizes = piles.split(',').map(Number);
    assert.ok(sizes.length >= 4 && sizes.length <= 5, piles);
  }
  await page.click('[data-testid=worksheet-new]');
  await page.waitForFunction(() => !location.hash.includes('seed=7&'));
  assert.match(await hash(page), /^#\/learn\/worksheet\?seed=\d+&level=hard$/);
  assert.equal(await page.inputValue('[data-testid=worksheet-input]'), (await sheetPiles(page)).join(';'));
  // Another worksheet's link pasted into the address bar draws that sheet.
  await page.evaluate(() => { location.hash = '#/learn/worksheet?piles=3,4,5'; });
  await page.waitForSelector('[data-testid=worksheet-position][data-piles="3,4,5"]');
  assert.deepEqual(await sheetPiles(page), ['3,4,5']);
  assert.equal(await page.inputValue('[data-testid=worksheet-input]'), '3,4,5');
  // Typed positions are no level's, and any level goes back to a set.
  assert.equal(await page.inputValue('[data-testid=worksheet-level]'), '');
  assert.equal(await page.$eval('[data-testid=worksheet-level]', (e) => e.selectedOptions[0].textContent), 'Your own positions');
  await page.selectOption('[data-testid=worksheet-level]', 'easy');
  await page.waitForFunction(() => /^#\/learn\/worksheet\?seed=\d+&level=easy$/.test(location.hash));
  assert.equal((await sheetPiles(page)).length, 10);
  await page.evaluate(() => { location.hash = '#/learn/worksheet?piles=3,4,5'; });
  await page.waitForSelector('[data-testid=worksheet-position][data-piles="3,4,5"]');
  // The header's Worksheet link (no query) keeps the sheet on show.
  await page.click('nav.pages a[href="#/learn/worksheet"]');
  await page.waitForFunction(() => location.hash === '#/learn/worksheet');
  assert.deepEqual(await sheetPiles(page), ['3,4,5']);
  // A visit to the game and back by the same link finds it again, named in the address.
  await page.click('nav.pages a[href="#"]');
  await page.waitForSelector('[data-testid=board]');
  await page.click('nav.pages a[href="#/learn/worksheet"]');
  await page.waitForFunction(() => location.hash === '#/learn/worksheet?piles=3,4,5');
  assert.deepEqual(await sheetPiles(page), ['3,4,5']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a new set\'s answers show its own column sums, one for each column', async () => {
  const page = await open(s.browser, s.site, worksheet('seed=7&level=medium'));
  // On screen the answers wait for a press: a pupil sent the link does not see them.
  assert.equal(await page.isVisible('[data-testid=worksheet-tableau]'), false);
  assert.equal(await page.textContent('[data-testid=worksheet-show-answers]'), 'Show the answers');
  await page.click('[data-testid=worksheet-show-answers]');
  await page.waitForSelector('[data-testid=worksheet-tableau]');
  assert.equal(await page.textContent('[data-testid=worksheet-show-answers]'), 'Hide the answers');
  // Each answer's tableau: the piles its caption lists, the column sums it shows.
  const answers = () => page.$$eval('[data-testid=worksheet-tableau]', (figures) => figures.map((f) => ({
    piles: f.querySelector('figcaption').textContent.split(':').pop().split(',').map(Number),
    columns: f.querySelectorAll('thead th.bit').length,
    sums: [...f.querySelectorAll('tfoot tr.sums td.bit')].map((td) => Number(td.textContent)),
  })));
  const check = (list) => {
    assert.equal(list.length, 10);
    for (const { piles, columns, sums } of list) {
      const width = Math.max(...piles.map((n) => 32 - Math.clz32(n)));
      const expected = [...Array(width).keys()].reverse()
        .map((k) => piles.reduce((sum, n) => sum + ((n >> k) & 1), 0));
      assert.equal(columns, width, `${piles}`);
      assert.deepEqual(sums, expected, `${piles}`);
    }
  };
  const first = await answers();
  check(first);
  // The answers are drawn again in place for the new set.
  const captions = () => [...document.querySelectorAll('[data-testid=worksheet-tableau] figcaption')]
    .map((c) => c.textContent).join('|');
  const before = await page.evaluate(captions);
  await page.click('[data-testid=worksheet-new]');
  await page.waitForFunction(`(${captions})() !== ${JSON.stringify(before)}`);
  assert.deepEqual(page.errors, []);
  const second = await answers();
  assert.notDeepEqual(second.map((a) => a.piles), first.map((a) => a.piles));
  check(second);
  await page.close();
});

test('without the QR module each position says its code could not be loaded; a new sheet asks again', async () => {
  // No service worker: it would answer from its cache, which the route does not see.
  const context = await s.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/qr-[0-9a-f]+/, (route) => route.abort());
  await page.goto(`${s.site.url}?lang=en${worksheet('piles=3,4,5;7,6,4')}`);
  await page.waitForSelector('[data-testid=worksheet-qr-failed]');
  assert.deepEqual(
    await page.$$eval('[data-testid=worksheet-qr-failed]', (ps) => ps.map((p) => p.textContent)),
    Array(2).fill('The QR code could not be loaded: the connection may be down.'),
  );
  assert.equal(await page.$('[data-testid=worksheet-qr]'), null);
  await page.unroute(/\/qr-[0-9a-f]+/);
  await page.fill('[data-testid=worksheet-input]', '1,2,3');
  await page.click('[data-testid=worksheet-make]');
  await page.waitForSelector('[data-testid=worksheet-qr]');
  assert.equal(await page.$('[data-testid=worksheet-qr-failed]'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('typed positions make a worksheet; a bad one is named, in the field or in the link', async () => {
  const page = await open(s.browser, s.site, worksheet('piles=3,4,5;7,6,4'));
  await page.waitForSelector('[data-testid=worksheet-position]');
  assert.deepEqual(await sheetPiles(page), ['3,4,5', '7,6,4']);
  const answers = await page.textContent('[data-testid=worksheet-answers]');
  assert.match(answers, /The winning move: 2 sticks from pile 1\./);
  assert.match(answers, /Winning moves: 5 sticks from pile 1, 3 sticks from pile 2 and 3 sticks from pile 3\./);
  assert.equal((await page.textContent('[data-testid=worksheet-error]')).trim(), '');
  // The practice page draws sets: no link to practise typed positions there.
  assert.equal(await page.isVisible('[data-testid=worksheet-practice]'), false);

  await page.fill('[data-testid=worksheet-input]', '3,x');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=worksheet-error]').textContent.includes('3,x'));
  assert.match(await page.textContent('[data-testid=worksheet-error]'), /Position 1 \(“3,x”\): “x” is not a number/);
  assert.equal(await page.locator('[data-testid=worksheet-position]').count(), 0);

  // Every pile empty: refused, as the game refuses such a link (the sheet's QR code is one).
  await page.fill('[data-testid=worksheet-input]', '0');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=worksheet-error]').textContent.includes('every pile is empty'));
  assert.equal(await page.locator('[data-testid=worksheet-position]').count(), 0);

  await page.fill('[data-testid=worksheet-input]', '1, 2, 3; 4,5');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForSelector('[data-testid=worksheet-position][data-piles="4,5"]');
  assert.equal(await hash(page), '#/learn/worksheet?piles=1,2,3;4,5');
  assert.equal((await page.textContent('[data-testid=worksheet-error]')).trim(), '');
  assert.deepEqual(page.errors, []);
  await page.close();

  // A link with a bad position, percent-encoded as a mail client may send it.
  const bad = await open(s.browser, s.site, worksheet('piles=3%2Cx'));
  await bad.waitForFunction(() => document.querySelector('[data-testid=worksheet-error]')?.textContent.includes('3,x'));
  assert.equal(await bad.locator('[data-testid=worksheet-position]').count(), 0);
  assert.deepEqual(bad.errors, []);
  await bad.close();

  // A bad seed or level is said, and a working sheet is drawn.
  const ignored = await open(s.browser, s.site, worksheet('seed=-3&level=expert'));
  await ignored.waitForSelector('[data-testid=worksheet-notice]:not(.hidden)');
  const notice = await ignored.textContent('[data-testid=worksheet-notice]');
  assert.match(notice, /“seed=-3” was ignored/);
  assert.match(notice, /“level=expert” was ignored: the level is “easy”, “medium” or “hard”/);
  assert.equal(await ignored.locator('[data-testid=worksheet-position]').count(), 10);
  // The parts ignored go from the address, and the notice with the sheet it spoke of.
  assert.doesNotMatch(await hash(ignored), /-3|expert/);
  await ignored.click('[data-testid=worksheet-new]');
  await ignored.waitForSelector('[data-testid=worksheet-notice].hidden', { state: 'attached' });
  assert.deepEqual(ignored.errors, []);
  await ignored.close();
});

test('one bad typed position is named and left off; the good ones stay on the sheet', async () => {
  const page = await open(s.browser, s.site, worksheet('piles=3,4,5;1,x,3;7,6,4'));
  await page.waitForSelector('[data-testid=worksheet-position]');
  assert.deepEqual(await sheetPiles(page), ['3,4,5', '7,6,4']);
  assert.equal((await page.textContent('[data-testid=worksheet-error]')).trim(),
    'Position 2 (“1,x,3”): “x” is not a number of sticks from 0 to 63; it is left off the sheet.');
  // The good ones keep the numbers they were typed with, on the sheet and in the answers.
  const headings = await page.$$eval('[data-testid=worksheet-position] h3', (hs) => hs.map((h) => h.textContent));
  assert.deepEqual(headings, ['Position 1', 'Position 3']);
  assert.match(await page.textContent('[data-testid=worksheet-answers]'), /Position 3: 7, 6, 4/);
  // The field keeps what was typed, to be mended.
  assert.equal(await page.inputValue('[data-testid=worksheet-input]'), '3,4,5;1,x,3;7,6,4');

  // Typed in the field: two bad ones, both named; the good one is drawn.
  await page.fill('[data-testid=worksheet-input]', '0,0; 2,2; 64');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=worksheet-error]').textContent.includes('Position 3'));
  const error = await page.textContent('[data-testid=worksheet-error]');
  assert.match(error, /Position 1 \(“0,0”\): every pile is empty/);
  assert.match(error, /Position 3 \(“64”\): .*63/);
  assert.deepEqual(await sheetPiles(page), ['2,2']);
  // The address names what is drawn, so a reload or a shared link shows the same.
  assert.equal(await hash(page), '#/learn/worksheet?piles=0,0;2,2;64');

  // Spaces separate piles, as in a game's link: never glued into one number.
  await page.fill('[data-testid=worksheet-input]', '3 4 5; 7 6 4');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForSelector('[data-testid=worksheet-position][data-piles="7,6,4"]');
  assert.deepEqual(await sheetPiles(page), ['3,4,5', '7,6,4']);
  assert.equal(await hash(page), '#/learn/worksheet?piles=3,4,5;7,6,4');

  // Mended: the whole sheet, and no error.
  await page.fill('[data-testid=worksheet-input]', '3,4,5;1,2,3;7,6,4');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForSelector('[data-testid=worksheet-position][data-piles="1,2,3"]');
  assert.deepEqual(await sheetPiles(page), ['3,4,5', '1,2,3', '7,6,4']);
  assert.equal((await page.textContent('[data-testid=worksheet-error]')).trim(), '');
  assert.equal(await hash(page), '#/learn/worksheet?piles=3,4,5;1,2,3;7,6,4');
  assert.deepEqual(page.errors, []);
  await page.close();

  const it = await open(s.browser, s.site, `?lang=it${worksheet('piles=3,4,5;1,x,3')}`);
  await it.waitForSelector('[data-testid=worksheet-position]');
  assert.match(await it.textContent('[data-testid=worksheet-error]'), /Posizione 2 \(“1,x,3”\): .*; resta fuori dalla scheda\./);
  await it.close();
});

test('past twenty typed positions the first twenty make the sheet; with none good there is no sheet', async () => {
  const many = Array.from({ length: 23 }, (_, i) => `${i % 7 + 1},${i % 5 + 2}`).join(';');
  const page = await open(s.browser, s.site, worksheet(`piles=${many}`));
  await page.waitForSelector('[data-testid=worksheet-position]');
  assert.equal((await sheetPiles(page)).length, 20);
  assert.equal((await page.textContent('[data-testid=worksheet-error]')).trim(),
    'A worksheet holds 20 positions; positions left off after them: 3.');
  // Nothing good: the reasons, and no empty sheet under them to print.
  await page.fill('[data-testid=worksheet-input]', '0,0,0');
  await page.press('[data-testid=worksheet-input]', 'Enter');
  await page.waitForFunction(() => !document.querySelector('[data-testid=worksheet-position]'));
  assert.match(await page.textContent('[data-testid=worksheet-error]'), /every pile is empty/);
  assert.equal(await page.isVisible('.ws-head'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in Italian the worksheet speaks Italian', async () => {
  const sheet = await open(s.browser, s.site, `?lang=it${worksheet('piles=3,4,5')}`);
  await sheet.waitForSelector('[data-testid=worksheet-position]');
  const words = await sheet.textContent('[data-testid=worksheet]');
  assert.match(words, /Posizione 1/);
  assert.match(words, /Soluzioni/);
  assert.match(words, /Somma nim/);
  assert.match(words, /La mossa vincente: 2 bastoncini dalla pila 1\./);
  await sheet.close();
});

for (const [name, query] of [
  ['worksheet', worksheet('seed=7&level=easy')],
  ['worksheet with an error', worksheet('piles=3,x')],
]) {
  test(`no accessibility violations: ${name}`, async () => {
    const page = await open(s.browser, s.site, query);
    await page.waitForSelector('[data-testid=learn-page]');
    await page.waitForSelector('[data-testid=worksheet]');
    assert.deepEqual(await violations(page), []);
    await page.close();
  });
}

test('the worksheet page fits a phone: its field is no wider than the screen', async () => {
  const page = await open(s.browser, s.site, '#/learn/worksheet', { width: 390, height: 844 });
  await page.waitForSelector('[data-testid=worksheet-input]');
  assert.equal((await overflow(page)).x, 0);
  await page.close();
});

test('on screen every answer\'s tableau fits its box, five columns of bits included', async () => {
  for (const [width, height] of [[1366, 768], [1024, 768], [390, 844], [320, 640]]) {
    const page = await open(s.browser, s.site, worksheet('seed=7&level=hard'), { width, height });
    await page.click('[data-testid=worksheet-show-answers]');
    await page.waitForSelector('[data-testid=worksheet-answers] .tableau');
    const columns = await page.$$eval('[data-testid=worksheet-answers] .tableau',
      (l) => Math.max(...l.map((t) => t.querySelectorAll('thead th.bit').length)));
    assert.equal(columns, 5, 'the widest answer has a column for each of 16, 8, 4, 2 and 1');
    const cut = await page.$$eval('[data-testid=worksheet-answers] .tableau-scroll',
      (l) => l.filter((e) => e.scrollWidth > e.clientWidth).length);
    // On the narrowest phones a tableau scrolls within its box, as the game's does.
    if (width > 320) assert.equal(cut, 0, `answer tableaux wider than their boxes at ${width}×${height}`);
    assert.equal((await overflow(page)).x, 0, `no horizontal scrollbar at ${width}×${height}`);
    await page.close();
  }
});

test('printed in projector mode, the sheet has the page\'s sizes, not the screen\'s', async () => {
  const sizes = async (query) => {
    const page = await s.browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(s.site.url + query + worksheet('seed=7&level=medium'));
    // Printed, the answers are the last page, shown on screen or not.
    await page.waitForSelector('[data-testid=worksheet-answers] [data-testid=worksheet-tableau]', { state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.isVisible('[data-testid=worksheet-tableau]'), true);
    assert.equal(await page.isVisible('[data-testid=worksheet-show-answers]'), false);
    const measured = await page.$$eval('.ws-position, .ws-answer', (boxes) =>
      boxes.map((b) => { const r = b.getBoundingClientRect(); return `${Math.round(r.width)}×${Math.round(r.height)}`; }));
    await page.close();
    return measured;
  };
  const plain = await sizes('');
  assert.ok(plain.length >= 20, `${plain.length} boxes`);
  assert.deepEqual(await sizes('?projector=1'), plain);
});
