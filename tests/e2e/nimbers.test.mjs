// The nimbers page: a subtraction game's row filled in cell by cell by the mex
// rule until its period is proved, Kayles' row with its period of 12 from 71,
// and a sum of games played on one board beside the tableau of its nimbers,
// against the perfect computer or a friend, from the form or from a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { session, open, overflow, withoutModule } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const s = session();

/** Opens a link to the page: the app, then the page's own module, which the app fetches when the page opens. */
async function openPage(link, viewport) {
  const page = await open(s.browser, s.site, link, viewport);
  await page.waitForSelector('[data-testid=nimbers]', { state: 'attached' });
  return page;
}

const nimbers = (query = '') => `#/learn/nimbers${query ? `?${query}` : ''}`;
const DEFAULT = 'nim:5;sub(1,3,4):9;kayles:7';

const mex = (seen) => { let n = 0; while (seen.includes(n)) n++; return n; };

/** A subtraction game's nimbers, worked out as a pupil would: each the mex of the options'. */
function subtraction(set, upTo) {
  const row = [];
  for (let n = 0; n <= upTo; n++) row.push(mex(set.filter((t) => t <= n).map((t) => row[n - t])));
  return row;
}

/** Kayles' nimbers: the mex over every move of the nim-sum of the two rows left. */
function kayles(upTo) {
  const row = [];
  for (let n = 0; n <= upTo; n++) {
    const seen = [];
    for (const knocked of [1, 2]) {
      for (let left = 0; left <= n - knocked; left++) seen.push(row[left] ^ row[n - knocked - left]);
    }
    row.push(mex(seen));
  }
  return row;
}

const row = (page) => page.$eval('[data-testid=sub-row]', (e) => ({ ...e.dataset }));
const cells = (page) => page.$$eval('[data-testid=sub-row] [data-pile]', (els) => els.map((e) => ({
  pile: Number(e.dataset.pile),
  options: e.dataset.options === '' ? [] : e.dataset.options.split(',').map(Number),
  mex: Number(e.dataset.mex),
  place: e.dataset.place ?? null,
})));
const games = (page, board = 'nb-board') => page.$$eval(`[data-testid=${board}] [data-component]`, (els) => els.map((e) => e.dataset.state));
const turn = (page, board = 'nb') => page.getAttribute(`[data-testid=${board}-status]`, 'data-turn');
const nimSum = (page) => page.getAttribute('[data-testid=nb-tableau]', 'data-nim-sum');

async function violations(page) {
  // Evaluated through the DevTools protocol: the page's policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
}

/** Waits until a person may move on the board, or the game is over; returns the status key. */
async function settled(page, board = 'nb') {
  await page.waitForFunction((b) => {
    const turn = document.querySelector(`[data-testid=${b}-status]`)?.dataset.turn;
    return turn && turn !== 'computer';
  }, board, { timeout: 10000 });
  return turn(page, board);
}

/** Chooses the games' opponent and who moves first in the form, and starts the sum on show. */
async function startFromForm(page, { friend = false, computerFirst = false } = {}) {
  await page.click('[data-testid=nb-form-open]');
  await page.check(friend ? '[data-testid=nb-vs-friend]' : '[data-testid=nb-vs-computer]');
  if (!friend) await page.setChecked('[data-testid=nb-computer-first]', computerFirst);
  await page.click('[data-testid=nb-form-start]');
}

test('the subtraction row fills in cell by cell, each with its options and mex, until its period is proved', async () => {
  const page = await openPage(nimbers());
  assert.deepEqual(await row(page), { testid: 'sub-row', set: '1,3,4', filled: '0' });
  const expected = subtraction([1, 3, 4], 30);
  for (let n = 0; n < 11; n++) {
    assert.equal((await row(page)).period, undefined, `no period before the window comes back (${n} cells)`);
    await page.click('[data-testid=sub-step]');
    await page.waitForSelector(`[data-testid=sub-row] [data-pile="${n}"]`);
    const shown = await cells(page);
    assert.equal(shown.length, n + 1);
    const cell = shown[n];
    const options = [1, 3, 4].filter((t) => t <= n).map((t) => expected[n - t]);
    assert.deepEqual(cell.options, options, `pile ${n}`);
    assert.equal(cell.mex, mex(options), `pile ${n}`);
    assert.equal(cell.mex, expected[n]);
  }
  // Pile 5's working, said in words.
  const five = await page.$eval('[data-testid=sub-row] [data-pile="5"]', (e) => e.textContent);
  assert.match(five, /\{2, 0, 1\}/);
  // The window of 4 nimbers from pile 0 came back at pile 7: period 7, proved.
  assert.deepEqual(await row(page), { testid: 'sub-row', set: '1,3,4', filled: '11', period: '7', preperiod: '0' });
  const why = await page.textContent('[data-testid=sub-period]');
  assert.match(why, /from pile 0 on, the nimbers come back every 7 piles/);
  assert.match(why, /a move takes at most 4 sticks/);
  assert.match(why, /The nimbers of piles 0 to 3 are those of piles 7 to 10/);
  assert.equal((await cells(page))[7].place, 'rep');

  // Another set: {1, 2} repeats every 3.
  await page.fill('[data-testid=sub-set]', '2 1');
  await page.click('[data-testid=sub-use]');
  await page.waitForFunction(() => document.querySelector('[data-testid=sub-row]').dataset.set === '1,2');
  assert.equal((await row(page)).filled, '0');
  for (let n = 0; n < 5; n++) await page.click('[data-testid=sub-step]');
  assert.deepEqual(await row(page), { testid: 'sub-row', set: '1,2', filled: '5', period: '3', preperiod: '0' });
  assert.deepEqual((await cells(page)).map((c) => c.mex), [0, 1, 2, 0, 1]);
  assert.match(await page.textContent('[data-testid=sub-latest]'), /A pile of 4 sticks: the moves take 1 and 2, leaving 3 and 2, worth 0 and 2; the smallest number not among them is 1/);

  // The whole row at once; a set with a preperiod ({2, 4, 7}: period 3 from pile 8).
  await page.fill('[data-testid=sub-set]', '2,4,7');
  await page.click('[data-testid=sub-use]');
  await page.click('[data-testid=sub-all]');
  assert.deepEqual(await row(page), { testid: 'sub-row', set: '2,4,7', filled: '24', period: '3', preperiod: '8' });
  assert.deepEqual((await cells(page)).map((c) => c.mex), subtraction([2, 4, 7], 23));
  assert.equal(await page.isDisabled('[data-testid=sub-step]'), true);
  // Each button that disables itself hands the focus to the one that undoes it.
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'sub-empty');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'sub-step');
  assert.equal((await row(page)).filled, '0');
  // The longest period of all, 836, found by the engine and shown whole.
  await page.fill('[data-testid=sub-set]', '4,5,10,12,15,16,17,20');
  await page.click('[data-testid=sub-use]');
  await page.click('[data-testid=sub-all]');
  await page.waitForFunction(() => document.querySelector('[data-testid=sub-row]').dataset.period === '836');
  const long = await row(page);
  const shown = (await cells(page)).map((c) => c.mex);
  assert.equal(shown.length, Number(long.filled));
  assert.deepEqual(shown, subtraction([4, 5, 10, 12, 15, 16, 17, 20], shown.length - 1));
  // The row worked out here repeats with that period over all that is shown.
  const from = Number(long.preperiod ?? 0);
  assert.ok(shown.length > from + 836, `${shown.length} cells, the period from ${from}`);
  for (let n = from; n + 836 < shown.length; n++) assert.equal(shown[n], shown[n + 836], `pile ${n}`);
  assert.equal((await overflow(page)).x, 0);

  // A set that is not one is named, as text, and the row stays.
  await page.fill('[data-testid=sub-set]', '0,0');
  await page.click('[data-testid=sub-use]');
  await page.waitForFunction(() => document.querySelector('[data-testid=sub-error]').textContent.includes('0 cannot be in the set'));
  assert.equal((await row(page)).set, '4,5,10,12,15,16,17,20');
  await page.fill('[data-testid=sub-set]', '1,21');
  await page.click('[data-testid=sub-use]');
  await page.waitForFunction(() => document.querySelector('[data-testid=sub-error]').textContent.includes('21 is too many sticks to take (at most 20)'));
  // A sentence of its own under the form: a full stop, and a capital where it starts with a word.
  assert.equal(await page.textContent('[data-testid=sub-error]'), '21 is too many sticks to take (at most 20).');
  await page.fill('[data-testid=sub-set]', '1,x');
  await page.click('[data-testid=sub-use]');
  await page.waitForFunction(() => /^“x” is not a number from 1 to 20\.$/.test(document.querySelector('[data-testid=sub-error]').textContent.trim()));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Kayles: rows of 0 to 100 pins, period 12 from 71 marked with its reason, and the working of a row', async () => {
  const page = await openPage(nimbers());
  const shown = await page.$eval('[data-testid=kayles-row]', (e) => ({
    period: e.dataset.period,
    preperiod: e.dataset.preperiod,
    nimbers: [...e.querySelectorAll('[data-pins]')].map((c) => Number(c.dataset.nimber)),
    starts: [...e.querySelectorAll('.nb-start')].map((c) => Number(c.dataset.pins)),
  }));
  assert.equal(shown.period, '12');
  assert.equal(shown.preperiod, '71');
  assert.deepEqual(shown.nimbers, kayles(100));
  assert.deepEqual(shown.starts, [71, 83, 95]);
  for (let n = 71; n + 12 <= 100; n++) assert.equal(shown.nimbers[n], shown.nimbers[n + 12], `row ${n}`);
  // Row 70 is the last exception: the period does not start earlier.
  assert.notEqual(shown.nimbers[70], shown.nimbers[82]);
  const why = await page.textContent('[data-testid=kayles-period]');
  assert.match(why, /From a row of 71 pins on, the nimbers repeat with period 12/);
  assert.match(why, /Guy and Smith's periodicity theorem for octal games/);
  assert.match(why, /every row from 71 to 155 pins has the nimber of the row 12 pins longer/);

  // A row's working; the arrows move along the row.
  await page.click('[data-testid=kayles-row] [data-pins="4"]');
  assert.match(await page.textContent('[data-testid=kayles-working]'), /A row of 4 pins: the moves leave the nim-sums 0, 2 and 3; the smallest number not among them is 1/);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-testid=kayles-working][data-pins="5"]');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pins), '5');
  assert.equal(await page.getAttribute('[data-testid=kayles-working]', 'data-nimber'), String(kayles(5)[5]));
  // The empty row has no move to list.
  await page.click('[data-testid=kayles-row] [data-pins="0"]');
  await page.waitForSelector('[data-testid=kayles-working][data-pins="0"]');
  assert.match(await page.textContent('[data-testid=kayles-working]'), /A row of 0 pins: no move can be made, so its nimber is the mex of nothing: 0/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Kayles against the computer: knock the middle pin of three and win', async () => {
  const page = await openPage(nimbers());
  await page.fill('[data-testid=kayles-pins]', '3');
  await page.click('[data-testid=kayles-start]');
  await page.waitForFunction(() => document.querySelector('[data-testid=kayles-board] [data-component]')?.dataset.state === '3');
  assert.equal(await page.isDisabled('[data-testid=kayles-undo]'), true, 'nothing to take back');
  await page.click('[data-testid=kayles-board] [data-pin="2"]');
  assert.equal(await settled(page, 'kayles'), 'you');
  // Undo takes back the move and the computer's answer: three pins again.
  await page.click('[data-testid=kayles-undo]');
  await page.waitForFunction(() => document.querySelector('[data-testid=kayles-board] [data-component]')?.dataset.state === '3');
  assert.equal(await turn(page, 'kayles'), 'you');
  assert.equal(await page.isDisabled('[data-testid=kayles-undo]'), true);
  await page.click('[data-testid=kayles-board] [data-pin="2"]');
  assert.equal(await settled(page, 'kayles'), 'you');
  // A row played alone is not numbered as a game of a sum.
  assert.match(await page.textContent('[data-testid=kayles-status]'), /^The computer's move: knock down pin [13]\. Your move\.$/);
  assert.equal(await page.textContent('[data-testid=kayles-board] .nb-game-name'), 'Kayles, 1 pin standing');
  assert.match(await page.getAttribute('[data-testid=kayles-board] button.nb-pin:enabled', 'aria-label'), /^Knock down pin [13]$/);
  await page.click('[data-testid=kayles-board] button.nb-pin:enabled');
  assert.equal(await settled(page, 'kayles'), 'won');
  // Too many pins is refused, in words.
  await page.fill('[data-testid=kayles-pins]', '31');
  await page.click('[data-testid=kayles-start]');
  await page.waitForFunction(() => [...document.querySelectorAll('.error')].some((e) => e.textContent.includes('31')));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone a row of 30 pins stays one row of fingertip pins, and a sum\'s move can be taken back', async () => {
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(s.site.url + nimbers(`sum=${DEFAULT}`));
  await page.waitForSelector('[data-testid=nb-board] [data-component]');
  // The first game, of ten pins, is whole on the phone's screen, pins no narrower than 24 px.
  const first = await page.$eval('[data-testid=kayles-board] .nb-pins', (row) => ({
    scrolls: row.scrollWidth > row.clientWidth,
    narrowest: Math.min(...[...row.children].map((pin) => pin.getBoundingClientRect().width)),
  }));
  assert.deepEqual([first.scrolls, first.narrowest >= 24], [false, true], JSON.stringify(first));
  await page.fill('[data-testid=kayles-pins]', '30');
  await page.click('[data-testid=kayles-start]');
  await page.waitForFunction(() => document.querySelector('[data-testid=kayles-board] [data-component]')?.dataset.state === '30');
  const pins = await page.$$eval('[data-testid=kayles-board] .nb-pin', (all) => all.map((e) => e.getBoundingClientRect().toJSON()));
  assert.equal(pins.length, 30);
  assert.equal(new Set(pins.map((r) => Math.round(r.top))).size, 1, 'one row');
  assert.ok(pins.every((r) => r.width >= 36), `pins ${[...new Set(pins.map((r) => r.width))]} px wide`);
  assert.equal((await overflow(page)).x, 0, 'the row scrolls within itself, not the page');
  // A fallen pin keeps its place's width: the row does not shift.
  await page.tap('[data-testid=kayles-board] [data-pin="1"]');
  assert.equal(await settled(page, 'kayles'), 'you');
  const after = await page.$$eval('[data-testid=kayles-board] .nb-pin', (all) => all.map((e) => e.getBoundingClientRect().width));
  assert.ok(after.every((w) => w >= 36), `pins ${[...new Set(after)]} px wide after a move`);
  // The pins the computer knocked down are in sight, the row scrolled to them.
  const seen = await page.$eval('[data-testid=kayles-board] .nb-pins', (row) => {
    const box = row.getBoundingClientRect();
    return [...row.querySelectorAll('.nb-pin.down:not([data-pin="1"])')].map((pin) => {
      const r = pin.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    });
  });
  assert.ok(seen.length > 0 && seen.every(Boolean), `the computer's move in sight: ${seen}`);
  // The sum: a move and the computer's answer taken back together.
  const start = await page.evaluate(() => location.hash);
  assert.equal(await page.isDisabled('[data-testid=nb-undo]'), true);
  await page.tap('[data-testid=nb-board] [data-component="1"] button:enabled');
  assert.equal(await settled(page), 'you');
  assert.notEqual(await page.evaluate(() => location.hash), start);
  await page.tap('[data-testid=nb-undo]');
  await page.waitForFunction((h) => location.hash === h, start);
  assert.equal(await turn(page), 'you');
  assert.equal(await page.isDisabled('[data-testid=nb-undo]'), true);
  await context.close();
});

test('a sum from a winning start: the perfect computer, moving first, wins against random replies', async () => {
  const start = 'nim:3;sub(1,3,4):6;kayles:5'; // nimbers 3, 2 and 4: nim-sum 5
  const page = await openPage(nimbers(`sum=${start}`));
  assert.equal(await nimSum(page), '5');
  await startFromForm(page, { computerFirst: true });
  let moves = 0;
  for (;;) {
    const now = await settled(page);
    if (now !== 'you') {
      assert.equal(now, 'lost');
      break;
    }
    // The computer always leaves the nim-sum 0.
    assert.equal(await nimSum(page), '0');
    assert.equal(await page.getAttribute('[data-testid=nb-tableau]', 'data-verdict'), 'safe');
    const legal = await page.$$('[data-testid=nb-board] .nb-game button:enabled');
    assert.ok(legal.length > 0);
    await legal[Math.floor(Math.random() * legal.length)].click();
    await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn !== 'you');
    moves += 1;
    assert.ok(moves < 40, 'the game ends');
  }
  assert.match(await page.textContent('[data-testid=nb-status]'), /The computer wins/);
  assert.equal(await page.locator('[data-testid=nb-board] .nb-game button:enabled').count(), 0);
  // The address followed the game to its end, its last fallen pin escaped:
  // a reader takes a link's last dot for a sentence's full stop.
  assert.equal(await page.evaluate(() => location.hash), nimbers('sum=nim:0;sub(1,3,4):0;kayles:....%2E'));
  // Away to another page and Back: the game as it ended, not refused as a link to a sum already over.
  await page.evaluate(() => { location.hash = '#/learn/table'; });
  await page.waitForSelector('[data-testid=nim-table]');
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('kayles:....'));
  assert.match(await page.textContent('[data-testid=nb-status]'), /The computer wins/);
  assert.equal(await page.isVisible('[data-testid=nimbers-notice]'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the graded hint: the nim-sum, then where and what to leave, then the move, which leaves a nim-sum of 0', async () => {
  const page = await openPage(nimbers(`sum=${DEFAULT}`));
  const steps = () => page.$$eval('[data-testid=nb-hint-steps] li', (els) => els.map((e) => e.textContent));
  assert.deepEqual(await games(page), ['5', '9', '7']);
  assert.deepEqual(await page.$$eval('[data-testid=nb-tableau] tbody tr', (els) => els.map((e) => Number(e.dataset.nimber))), [5, 0, 2]);
  await page.click('[data-testid=nb-hint]');
  assert.deepEqual(await steps(), ['The nim-sum of the nimbers: 5 ⊕ 0 ⊕ 2 = 7.']);
  await page.click('[data-testid=nb-hint]');
  assert.match((await steps())[1], /^Move in game 1: its nimber is 5, and 5 ⊕ 7 = 2, so leave nimber 2 there/);
  await page.click('[data-testid=nb-hint]');
  assert.equal((await steps())[2], 'The move: take 3 sticks from game 1.');
  assert.equal(await page.getAttribute('[data-testid=nb-hint-steps]', 'data-move'), '1:3');
  // Three steps are all: the next press closes the hint, as on the game's page.
  assert.equal(await page.textContent('[data-testid=nb-hint]'), 'Hide hint', 'three steps are all');
  assert.equal(await page.getAttribute('[data-testid=nb-hint]', 'aria-expanded'), 'true');
  await page.click('[data-testid=nb-hint]');
  assert.deepEqual(await steps(), []);
  assert.equal(await page.textContent('[data-testid=nb-hint]'), 'Hint');
  assert.equal(await page.getAttribute('[data-testid=nb-hint]', 'aria-expanded'), 'false');
  assert.equal(await page.$('[data-testid=nb-board] .hinted'), null, 'no move lit with the hint closed');
  for (let i = 0; i < 3; i++) await page.click('[data-testid=nb-hint]');
  assert.ok(await page.$('[data-testid=nb-board] [data-component="1"] [data-take="3"].hinted'));
  await page.click('[data-testid=nb-board] [data-component="1"] [data-take="3"]');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-tableau]').dataset.nimSum === '0');
  assert.equal(await page.getAttribute('[data-testid=nb-tableau]', 'data-verdict'), 'safe');
  assert.equal(await page.evaluate(() => location.hash), nimbers('sum=nim:2;sub(1,3,4):9;kayles:7'));
  assert.equal((await steps()).length, 0, 'a move hides the hint');

  // The "play this move" button plays what the hint names: here one of two
  // winning moves, knocking down pin 1 or pin 5 (either leaves 4 pins in a row).
  const other = await openPage(nimbers('sum=kayles:5;nim:1'));
  for (let i = 0; i < 3; i++) await other.click('[data-testid=nb-hint]');
  const named = await other.getAttribute('[data-testid=nb-hint-steps]', 'data-move');
  assert.match(named, /^1:k[15]$/);
  await other.click('[data-testid=nb-hint-play]');
  await other.waitForFunction(() => document.querySelector('[data-testid=nb-tableau]').dataset.nimSum === '0');
  const state = await other.getAttribute('[data-testid=nb-board] [data-component="1"]', 'data-state');
  assert.equal(state, named === '1:k1' ? '.IIII' : 'IIII.', `the hint named ${named}`);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await other.close();
  await page.close();

  // A game alone is its own sum: no "game 1", and its nimber is the nim-sum. A
  // second game added, the first is numbered again.
  const alone = await openPage(nimbers('sum=nim:4'));
  const name = () => alone.textContent('[data-testid=nb-board] [data-component="1"] .nb-game-name');
  assert.equal(await name(), 'A Nim pile of 4 sticks');
  for (let i = 0; i < 3; i++) await alone.click('[data-testid=nb-hint]');
  assert.deepEqual(await alone.$$eval('[data-testid=nb-hint-steps] li', (els) => els.map((e) => e.textContent)), [
    'One game alone: the nim-sum is its nimber, 4.',
    'Leave nimber 0: by the mex rule a game worth 4 has a move to every smaller nimber, 0 among them.',
    'The move: take 4 sticks.',
  ]);
  await alone.click('[data-testid=nb-form-open]');
  await alone.click('[data-testid=nb-draft-add]');
  await alone.fill('[data-testid=nb-draft]:nth-child(2) [data-testid=nb-draft-size]', '3');
  await alone.click('[data-testid=nb-form-start]');
  await alone.waitForFunction(() => document.querySelectorAll('[data-testid=nb-board] [data-component]').length === 2);
  assert.equal(await name(), 'Game 1: a Nim pile of 4 sticks');
  assert.equal(await alone.getAttribute('[data-testid=nb-board] [data-component="1"] [data-take="4"]', 'aria-label'),
    'Take 4 sticks from game 1');
  assert.deepEqual(alone.errors, []);
  await alone.close();
});

test('a row with pins down is played again as it stands from the games\' form', async () => {
  const page = await openPage(nimbers('sum=nim:3;kayles:II.III'));
  assert.deepEqual(await games(page), ['3', 'II.III']);
  await startFromForm(page, { friend: true });
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]')?.dataset.turn === 'player-1');
  assert.deepEqual(await games(page), ['3', 'II.III']);
  assert.equal(await nimSum(page), '2');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard play between two friends: sticks, one pin and two pins', async () => {
  const page = await openPage(nimbers('sum=nim:2;kayles:6'));
  await startFromForm(page, { friend: true });
  assert.equal(await turn(page), 'player-1');
  await page.focus('[data-testid=nb-board] [data-component="1"] [data-take="1"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'player-2');
  assert.deepEqual(await games(page), ['1', '6']);
  // The focus waits on the game moved in; Tab reaches its sticks again.
  await page.waitForFunction(() => document.activeElement?.dataset.component === '1');
  // Two pins at a time, switched on from the keyboard.
  await page.focus('[data-testid=nb-board] [data-testid=nb-two-pins]');
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('[data-testid=nb-board] [data-testid=nb-two-pins]', 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute('[data-testid=nb-board] [data-component="2"] [data-pin="3"]', 'aria-label'), 'Knock down pins 3 and 4 of game 2');
  await page.focus('[data-testid=nb-board] [data-component="2"] [data-pin="3"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'player-1');
  assert.deepEqual(await games(page), ['1', 'II..II']);
  assert.match(await page.textContent('[data-testid=nb-status]'), /Player 2's move: knock down pins 3 and 4 of game 2\. Player 1's turn\./);
  // Pin 2's neighbour is down: with two pins at a time it cannot be knocked.
  assert.equal(await page.isDisabled('[data-testid=nb-board] [data-component="2"] [data-pin="2"]'), true);
  // And it looks it: its head greyed, where pin 5's, with pin 6 beside it, is red;
  // and it is named as the one pin it would be.
  const pin = (n) => `[data-testid=nb-board] [data-component="2"] [data-pin="${n}"]`;
  const head = (n) => page.$eval(pin(n), (e) => getComputedStyle(e, '::before').boxShadow);
  const red = await head(5);
  assert.deepEqual([await head(2) !== red, await head(6) !== red], [true, true]);
  assert.equal(await page.getAttribute(pin(6), 'aria-label'), 'Knock down pin 6 of game 2');
  await page.click('[data-testid=nb-board] [data-testid=nb-two-pins]');
  assert.deepEqual([await head(2), await head(6)], [red, red], 'one at a time, every standing pin can go');
  await page.focus('[data-testid=nb-board] [data-component="2"] [data-pin="2"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'player-2');
  assert.deepEqual(await games(page), ['1', 'I...II']);
  // The address keeps the friends and whose turn it is: a reload goes on
  // with Player 2, and the form still says "a friend".
  assert.equal(await page.evaluate(() => location.hash), '#/learn/nimbers?sum=nim:1;kayles:I...II&vs=friend&turn=2');
  await page.reload();
  await page.waitForSelector('[data-testid=nb-board] [data-component="2"]');
  assert.deepEqual(await games(page), ['1', 'I...II']);
  assert.equal(await turn(page), 'player-2');
  await page.click('[data-testid=nb-form-open]');
  assert.equal(await page.isChecked('[data-testid=nb-vs-friend]'), true);
  await page.click('[data-testid=nb-board] [data-component="1"] [data-take="1"]');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'player-1');
  assert.equal(await page.evaluate(() => location.hash), '#/learn/nimbers?sum=nim:0;kayles:I...II&vs=friend');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('opened from a link, in the navigation, and in Italian', async () => {
  const page = await openPage(nimbers('sum=nim:3;kayles:II.I'));
  assert.deepEqual(await games(page), ['3', 'II.I']);
  // The link opens at the sum it names, below the other sections.
  await page.waitForFunction(() => {
    const top = document.getElementById('nb-sum-title').getBoundingClientRect().top;
    return scrollY > 0 && top >= 0 && top < innerHeight / 2;
  });
  assert.equal(await nimSum(page), '0');
  assert.equal(await page.getAttribute('[data-testid=nb-tableau]', 'data-verdict'), 'safe');
  assert.equal(await page.getAttribute('[data-testid=nb-link]', 'href'), nimbers('sum=nim:3;kayles:II.I'));
  assert.equal(await page.isVisible('[data-testid=nimbers-notice]'), false);
  assert.equal(await page.getAttribute('nav.pages a[href="#/learn/nimbers"]', 'aria-current'), 'page');
  // A move and the computer's answer, then another language: the position
  // stays (the address holds it).
  await page.click('[data-testid=nb-board] [data-component="1"] [data-take="1"]');
  assert.equal(await settled(page), 'you');
  const now = await games(page);
  assert.notDeepEqual(now, ['3', 'II.I']);
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForFunction(() => document.querySelector('[data-testid=nimbers] h2')?.textContent.startsWith('Nimeri'));
  assert.deepEqual(await games(page), now);
  await page.close();

  const nav = await open(s.browser, s.site, '#/learn/table');
  await nav.click('nav.pages a[href="#/learn/nimbers"]');
  await nav.waitForSelector('[data-testid=nimbers]');
  assert.deepEqual(await games(nav), ['5', '9', '7']);
  await nav.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await nav.evaluate(() => scrollY), 0, 'the page itself opens at its top');
  await nav.close();

  const it = await openPage(`?lang=it${nimbers()}`);
  const words = await it.textContent('[data-testid=nimbers]');
  for (const word of ['nimero', 'regola del mex', 'somma di giochi', 'Un gioco di sottrazione', 'Bouton (1901)', 'Guy e Smith']) {
    assert.ok(words.includes(word), word);
  }
  await it.click('[data-testid=sub-step]');
  assert.match(await it.textContent('[data-testid=sub-latest]'), /Una pila di 0 bastoncini/);
  for (let i = 0; i < 3; i++) await it.click('[data-testid=nb-hint]');
  assert.match(await it.textContent('[data-testid=nb-hint-steps]'), /La mossa: prendere 3 bastoncini dal gioco 1\./);
  assert.deepEqual(it.errors, []);
  await it.close();
});

test('a bad link is named, as text, and the default sum is played', async () => {
  const cases = [
    ['sum=kayles:-2', /“sum=kayles:-2” was ignored: game 1: “-2” is not a row of pins/],
    ['sum=sub(0,0):5', /“sum=sub\(0,0\):5” was ignored: game 1: 0 cannot be in the set/],
    [`sum=${Array(40).fill('nim:1').join(';')}`, /40 games are too many \(at most 12\)/],
    ['sum=kayles:1000000000', /a row of 1,000,000,000 pins is too long \(at most 30\)/],
    ['sum=<b>x</b>', /“<b>x<\/b>” is not a game/],
    ['colour=red', /“colour=red” was ignored: the nimbers page does not know that part\./],
    // A sum with no move left would be lost before the pupil's first move.
    ['sum=nim:0', /“sum=nim:0” was ignored: every game in it is over, so there would be nothing to play/],
  ];
  for (const [query, said] of cases) {
    const page = await openPage(nimbers(query));
    await page.waitForSelector('[data-testid=nimbers-notice]:not(.hidden)');
    const notice = await page.textContent('[data-testid=nimbers-notice]');
    assert.match(notice, said, query);
    if (query.startsWith('sum')) assert.match(notice, /; playing nim:5;sub\(1,3,4\):9;kayles:7\./, query);
    assert.equal(await page.$('[data-testid=nimbers-notice] b'), null, 'the link is never markup');
    assert.deepEqual(await games(page), ['5', '9', '7'], query);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(await page.evaluate(() => scrollY), 0, `${query}: opened at the notice`);
    assert.equal(await page.evaluate(() => location.hash), nimbers(`sum=${DEFAULT}`));
    assert.deepEqual(page.errors, [], query);
    await page.close();
  }
  // A sum with one bad game keeps the others, and says which it dropped.
  const part = await openPage(nimbers('sum=nim:3;chess:2;kayles:4'));
  await part.waitForSelector('[data-testid=nimbers-notice]:not(.hidden)');
  assert.match(await part.textContent('[data-testid=nimbers-notice]'),
    /In “sum=nim:3;chess:2;kayles:4”, game 2: “chess:2” is not a game.*; playing nim:3;kayles:4\./);
  assert.deepEqual(await games(part), ['3', '4']);
  assert.equal(await part.evaluate(() => location.hash), nimbers('sum=nim:3;kayles:4'));
  assert.deepEqual(part.errors, []);
  await part.close();
  // A sum read whole under the app's own notice: the page opens at the notice.
  const noticed = await openPage(`?lang=xx${nimbers('sum=nim:3;kayles:II.I')}`);
  await noticed.waitForSelector('[data-testid=link-notice]:not(.hidden)');
  await noticed.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await noticed.evaluate(() => scrollY), 0, 'opened at the app\'s notice');
  await noticed.close();
  const it = await openPage(`?lang=it${nimbers('sum=kayles:-2')}`);
  assert.match(await it.textContent('[data-testid=nimbers-notice]'), /“sum=kayles:-2” è stato ignorato: gioco 1: “-2” non è una fila di birilli/);
  await it.close();
});

const sizes = [
  ['a phone', '', { width: 390, height: 844 }],
  ['a laptop', '', { width: 1366, height: 768 }],
  ['a projector', '?projector=1', { width: 1024, height: 768 }],
];

for (const [name, query, viewport] of sizes) {
  test(`no horizontal scrollbar on ${name}`, async () => {
    const page = await openPage(`${query}${nimbers(`sum=${DEFAULT};sub(2,5,7):12;kayles:30`)}`, viewport);
    await page.click('[data-testid=sub-all]');
    await page.click('[data-testid=nb-hint]');
    await page.click('[data-testid=nb-form-open]');
    assert.equal((await overflow(page)).x, 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

for (const lang of ['en', 'it']) {
  test(`no accessibility violations (${lang})`, async () => {
    const page = await openPage(`?lang=${lang}${nimbers(`sum=${DEFAULT}`)}`);
    await page.waitForSelector('[data-testid=nimbers]');
    await page.click('[data-testid=sub-all]');
    for (let i = 0; i < 3; i++) await page.click('[data-testid=nb-hint]');
    await page.click('[data-testid=nb-form-open]');
    assert.deepEqual(await violations(page), []);
    const bad = await openPage(`?lang=${lang}${nimbers('sum=kayles:-2&colour=red')}`);
    assert.deepEqual(await violations(bad), []);
    await bad.close();
    await page.close();
  });
}

test('the page is a module of its own: not fetched at start, fetched once, kept between visits', async () => {
  // The module cannot be fetched at first (no network): the page says so and offers to try again.
  const { context, page, fetched, online } = await withoutModule(s.browser, 'nimbers');
  await page.goto(s.site.url + '?piles=3,4,5&vs=friend');
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(fetched, [], 'the game does not fetch the nimbers page');
  await page.click('nav.pages a[href="#/learn/nimbers"]');
  await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('[data-testid=nimbers-page] [role=status]').textContent));
  online();
  await page.click('[data-testid=nimbers-page] button:has-text("Try again")');
  await page.waitForSelector('[data-testid=nimbers]');
  assert.ok(await page.isHidden('[data-testid=nimbers-page] [role=status]'));
  // A step of the row, then a visit to the game and back: the row is as it was.
  await page.click('[data-testid=sub-step]');
  await page.click('[data-testid=sub-step]');
  await page.click('nav.pages a[href="#"]');
  await page.waitForSelector('[data-testid=board]');
  assert.ok(await page.isHidden('[data-testid=nimbers]'));
  const before = fetched.length;
  await page.click('nav.pages a[href="#/learn/nimbers"]');
  await page.waitForSelector('[data-testid=nimbers]');
  assert.equal(await page.getAttribute('[data-testid=sub-row]', 'data-filled'), '2');
  assert.equal(fetched.length, before, 'fetched once');
  await context.close();
});

test('the computer waits while another page is shown, and Back finds the game as it was left', async () => {
  const page = await openPage(nimbers('sum=nim:3;nim:1'));
  await page.click('[data-testid=nb-board] [data-component="1"] [data-take="1"]');
  // Off to another page before the computer's pause is over.
  await page.click('nav.pages a[href="#/learn/table"]');
  await page.waitForTimeout(1500);
  assert.equal(await page.getAttribute('[data-testid=nb-status]', 'data-turn'), 'computer', 'no move while away');
  assert.match(await page.evaluate(() => location.hash), /^#\/learn\/table/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'you');
  // It moved once back, to a safe position, and the address followed.
  assert.equal(await nimSum(page), '0');
  assert.equal(await page.evaluate(() => location.hash), nimbers('sum=nim:1;nim:1'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('from the keyboard the focus is never lost: not at the hint\'s last step, nor to the computer\'s reply', async () => {
  const page = await openPage(nimbers('sum=nim:3;nim:5'));
  const active = () => page.evaluate(() => {
    const e = document.activeElement;
    return e === document.body ? 'body' : e.dataset.testid ?? e.closest('[data-component]')?.dataset.component ?? e.tagName;
  });
  // 3 ⊕ 5 = 6: the hint to its last step, where its button closes it; the
  // focus stays on it, and Enter pressed once more plays nothing.
  await page.focus('[data-testid=nb-hint]');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  assert.equal(await page.textContent('[data-testid=nb-hint]'), 'Hide hint');
  assert.equal(await active(), 'nb-hint');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  assert.equal(await page.getAttribute('[data-testid=nb-status]', 'data-turn'), 'you', 'Enter again played the move');
  assert.equal(await page.getAttribute('[data-testid=nb-hint-steps]', 'data-steps'), '0');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  // The move the hint names is a Tab stop after Start again: played; then
  // the computer replies in a game it draws again.
  await page.keyboard.press('Tab');
  assert.equal(await active(), 'nb-restart');
  await page.keyboard.press('Tab');
  assert.equal(await active(), 'nb-hint-play');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn === 'computer');
  await page.waitForFunction(() => document.querySelector('[data-testid=nb-status]').dataset.turn !== 'computer', null, { timeout: 10000 });
  await page.waitForTimeout(200);
  assert.notEqual(await active(), 'body', 'the focus survives the computer\'s reply');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a sum with a big nimber keeps every column of its tableau in sight on a phone', async () => {
  const page = await open(s.browser, s.site, nimbers('sum=nim:127;kayles:5'), { width: 390, height: 844 });
  await page.waitForSelector('[data-testid=nb-tableau]');
  const seen = await page.evaluate(() => {
    const box = document.querySelector('[data-testid=nb-tableau] .tableau-scroll').getBoundingClientRect();
    const sums = [...document.querySelectorAll('[data-testid=nb-tableau] td.sum')].map((c) => c.getBoundingClientRect());
    return { sums: sums.length, hidden: sums.filter((c) => c.left < box.left - 0.5 || c.right > box.right + 0.5).length };
  });
  assert.equal(seen.sums, 7);
  assert.equal(seen.hidden, 0, 'every column sum in sight');
  assert.equal((await overflow(page)).x, 0, 'no horizontal scrollbar');
  assert.deepEqual(page.errors, []);
  await page.close();
});
