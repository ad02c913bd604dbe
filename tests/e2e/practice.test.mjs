// The practice page: the ten positions of a set from its link, one at a time,
// each answer checked at once with its reason from the tableau, a score and a
// streak per kind kept in the browser, and links between sets that Back and
// Forward follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { session, open, overflow, winningMove } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const s = session();

const practice = (query) => `#/learn/practice?${query}`;
const hash = (page) => page.evaluate(() => location.hash);
const nimSum = (sizes) => sizes.reduce((a, b) => a ^ b, 0);
const sticks = (n) => `${n} ${n === 1 ? 'stick' : 'sticks'}`;

/** The piles of the position on show, and its number in the set (from 1). */
async function shown(page) {
  const e = await page.waitForSelector('[data-testid=practice-exercise]');
  return {
    sizes: (await e.getAttribute('data-piles')).split(',').map(Number),
    index: Number(await e.getAttribute('data-index')),
  };
}

/** The set on show: its seed, kind and level. */
const set = (page) => page.$eval('[data-testid=practice]', (e) => ({ ...e.dataset }));

/** Waits for the verdict; returns it ("right" or "wrong") and its words. */
async function verdict(page) {
  const e = await page.waitForSelector('[data-testid=practice-verdict][data-verdict]');
  return { verdict: await e.getAttribute('data-verdict'), text: (await e.textContent()).trim() };
}

const score = (page) => page.$eval('[data-testid=practice-score]', (e) => ({
  right: Number(e.dataset.right),
  answered: Number(e.dataset.answered),
  streak: Number(e.dataset.streak),
  best: Number(e.dataset.best),
}));

/** Next, and waits for position `index` (from 1). */
async function next(page, index) {
  await page.click('[data-testid=practice-next]');
  await page.waitForSelector(`[data-testid=practice-exercise][data-index="${index}"]`);
}

/** Says whether the position on show is safe: rightly, or not. */
async function sayWhetherSafe(page, rightly) {
  const { sizes } = await shown(page);
  const safe = nimSum(sizes) === 0;
  await page.click(safe === rightly ? '[data-testid=practice-safe]' : '[data-testid=practice-unsafe]');
  return sizes;
}

/** A move that leaves an unsafe position (Bouton's winning move leaves a safe one). */
function losingMove(sizes) {
  for (let i = 0; i < sizes.length; i++) {
    for (let take = 1; take <= sizes[i]; take++) {
      const left = sizes.map((n, j) => (j === i ? n - take : n));
      if (nimSum(left) !== 0) return { pile: i + 1, take };
    }
  }
  return null;
}

/** How many ones stand in the column of 2^k. */
const columnSum = (sizes, k) => sizes.filter((n) => (n >> k) & 1).length;
const width = (sizes) => Math.max(...sizes).toString(2).length;

async function violations(page) {
  // Evaluated through the DevTools protocol: the page's policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
}

test('a link gives everyone the same ten positions; another seed another set', async () => {
  const link = practice('seed=7&kind=safe&level=easy');
  const page = await open(s.browser, s.site, link);
  assert.deepEqual(await set(page), { testid: 'practice', seed: '7', kind: 'safe', level: 'easy' });
  assert.match(await page.textContent('[data-testid=practice-set]'), /Set number 7 · Easy/);
  const positions = [];
  for (let i = 1; i <= 10; i++) {
    const { sizes, index } = await shown(page);
    assert.equal(index, i);
    // Easy: three piles of 1 to 7 each.
    assert.equal(sizes.length, 3, String(sizes));
    assert.ok(sizes.every((n) => n >= 1 && n <= 7), String(sizes));
    assert.match(await page.textContent('[data-testid=practice-exercise] h3'), new RegExp(`Position ${i} of 10`));
    positions.push(sizes.join(','));
    await sayWhetherSafe(page, true);
    assert.equal((await verdict(page)).verdict, 'right');
    await page.click('[data-testid=practice-next]');
    if (i < 10) await page.waitForSelector(`[data-testid=practice-exercise][data-index="${i + 1}"]`);
  }
  // Half the positions of a "safe or not" set are safe.
  assert.equal(positions.filter((p) => nimSum(p.split(',').map(Number)) === 0).length, 5);
  await page.waitForSelector('[data-testid=practice-finished]');
  assert.match(await page.textContent('[data-testid=practice-verdict]'), /Set finished: 10 right out of 10\./);
  assert.deepEqual(await score(page), { right: 10, answered: 10, streak: 10, best: 10 });
  // The set again, from its first position.
  await page.click('[data-testid=practice-again]');
  assert.equal((await shown(page)).sizes.join(','), positions[0]);
  assert.deepEqual(page.errors, []);
  await page.close();

  // Someone else opening the same link (another browser context) gets the same set.
  const other = await open(s.browser, s.site, link);
  assert.equal((await shown(other)).sizes.join(','), positions[0]);
  await other.close();
  const another = await open(s.browser, s.site, practice('seed=8&kind=safe&level=easy'));
  const firsts = [(await shown(another)).sizes.join(',')];
  for (let i = 2; i <= 10; i++) {
    await sayWhetherSafe(another, false);
    await next(another, i);
    firsts.push((await shown(another)).sizes.join(','));
  }
  assert.notDeepEqual(firsts, positions);
  await another.close();
});

test('safe or not: a right and a wrong answer, each with its reason, and the score', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=safe&level=easy'));
  assert.deepEqual(await score(page), { right: 0, answered: 0, streak: 0, best: 0 });
  const first = await sayWhetherSafe(page, true);
  const right = await verdict(page);
  assert.equal(right.verdict, 'right');
  assert.match(right.text, /^Right! /);
  assert.match(right.text, nimSum(first) === 0
    ? /Every column sum is even \(.*\), so the nim-sum is 0: the position is safe\./
    : new RegExp(`so the nim-sum is ${nimSum(first)}, not 0: the position is not safe\\.`));
  // The tableau the reason is read from.
  assert.equal(await page.getAttribute('[data-testid=practice-tableau]', 'data-nim-sum'), String(nimSum(first)));
  // Answered once: the buttons are done, and the focus waits on Next.
  assert.equal(await page.isDisabled('[data-testid=practice-safe]'), true);
  assert.equal(await page.isDisabled('[data-testid=practice-unsafe]'), true);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });
  assert.match(await page.textContent('[data-testid=practice-score]'), /Score for “Safe or not\?”: 1 right out of 1; 1 in a row \(best 1\)\./);

  // A presentation clicker's PgDn moves on, as Next does.
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-testid=practice-exercise][data-index="2"]');
  assert.equal(await page.$('[data-testid=practice-verdict][data-verdict]'), null, 'no verdict before an answer');
  // Before the answer it does not skip the question.
  await page.keyboard.press('PageDown');
  assert.equal((await shown(page)).index, 2);
  const second = await sayWhetherSafe(page, false);
  const wrong = await verdict(page);
  assert.equal(wrong.verdict, 'wrong');
  assert.match(wrong.text, /^Not quite\. /);
  assert.match(wrong.text, nimSum(second) === 0 ? /the position is safe\./ : /has an odd sum .* the position is not safe\./);
  assert.deepEqual(await score(page), { right: 1, answered: 2, streak: 0, best: 1 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('find a winning move: played on a board of sticks, right and wrong', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=move&level=medium'));
  let { sizes } = await shown(page);
  assert.notEqual(nimSum(sizes), 0, 'every position of a move set can be won');
  assert.deepEqual(
    await page.$$eval('[data-testid=practice-board] [data-pile]', (els) => els.map((e) => Number(e.dataset.count))),
    sizes,
  );
  const win = winningMove(sizes);
  await page.click(`[data-testid=practice-board] [data-pile="${win.pile}"] [data-take="${win.take}"]`);
  const right = await verdict(page);
  assert.equal(right.verdict, 'right');
  const left = sizes.map((n, i) => (i === win.pile - 1 ? n - win.take : n));
  assert.ok(right.text.startsWith(`Right! Taking ${sticks(win.take)} from pile ${win.pile} leaves ${left.join(', ')}. Every column sum is even`), right.text);
  // The tableau of the position left, and the sticks taken marked.
  assert.equal(await page.getAttribute('[data-testid=practice-tableau]', 'data-nim-sum'), '0');
  assert.equal(await page.locator(`[data-testid=practice-board] [data-pile="${win.pile}"] .taken`).count(), win.take);
  assert.equal(await page.locator('[data-testid=practice-board] button:enabled').count(), 0);
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });

  await next(page, 2);
  ({ sizes } = await shown(page));
  // From the page, an arrow goes to the board's sticks rather than scroll it.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-testid=practice-board]') !== null), true);
  const lose = losingMove(sizes);
  await page.click(`[data-testid=practice-board] [data-pile="${lose.pile}"] [data-take="${lose.take}"]`);
  const wrong = await verdict(page);
  assert.equal(wrong.verdict, 'wrong');
  assert.ok(wrong.text.startsWith(`Not quite. Taking ${sticks(lose.take)} from pile ${lose.pile} leaves`), wrong.text);
  assert.match(wrong.text, /has an odd sum .* the position is not safe\. (The winning move|Winning moves): /);
  const best = winningMove(sizes);
  assert.match(wrong.text, new RegExp(`${sticks(best.take)} from pile ${best.pile}`));
  assert.deepEqual(await score(page), { right: 1, answered: 2, streak: 0, best: 1 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('fill in the tableau: rows in binary and column sums, right and wrong', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=tableau&level=hard'));
  let { sizes } = await shown(page);
  assert.equal(await page.locator('[data-testid=practice-row]').count(), sizes.length);
  assert.equal(await page.locator('[data-testid=practice-sum]').count(), width(sizes));
  // Every field has its label.
  assert.equal(await page.locator('label[for="pr-row-1"]').textContent(), `Pile 1 (${sticks(sizes[0])}) in binary`);
  assert.equal(await page.locator('label[for="pr-sum-1"]').textContent(), 'Column of 1');
  for (const [i, n] of sizes.entries()) {
    await page.fill(`[data-testid=practice-row][data-index="${i + 1}"]`, n.toString(2));
  }
  for (let k = 0; k < width(sizes); k++) {
    await page.fill(`[data-testid=practice-sum][data-index="${k + 1}"]`, String(columnSum(sizes, k)));
  }
  await page.click('[data-testid=practice-check]');
  const right = await verdict(page);
  assert.equal(right.verdict, 'right');
  assert.ok(right.text.startsWith('Right! Every row and every column sum is right.'), right.text);
  assert.equal(await page.locator('[data-testid=practice-tableau-form] input.right').count(), sizes.length + width(sizes));
  assert.equal(await page.isDisabled('[data-testid=practice-check]'), true);
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });

  await next(page, 2);
  ({ sizes } = await shown(page));
  assert.equal(await page.inputValue('[data-testid=practice-row][data-index="1"]'), '', 'the fields start empty');
  // The first pile one too many, the rest left blank: not an answer yet. The
  // pupil is asked to fill in every box, at the first one left blank.
  await page.fill('[data-testid=practice-row][data-index="1"]', (sizes[0] + 1).toString(2));
  await page.press('[data-testid=practice-row][data-index="1"]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice-unanswered]').textContent !== '');
  assert.equal(await page.textContent('[data-testid=practice-unanswered]'), 'Fill in every box first: each pile in binary, then each column sum.');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pr-row-2');
  assert.equal(await page.$('[data-testid=practice-verdict][data-verdict]'), null, 'no verdict');
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });
  // Every other box filled, each wrong; typing clears the request, and Enter checks.
  const w = width(sizes);
  for (let i = 2; i <= sizes.length; i++) await page.fill(`[data-testid=practice-row][data-index="${i}"]`, '0');
  assert.equal(await page.textContent('[data-testid=practice-unanswered]'), '');
  for (let k = 0; k < w; k++) await page.fill(`[data-testid=practice-sum][data-index="${k + 1}"]`, String(columnSum(sizes, k) + 1));
  // A slip of the keys is not a wrong answer either: the pupil is asked to
  // write the row in binary, the sum as a count, at the box.
  const asked = async (text, id) => {
    await page.press('[data-testid=practice-row][data-index="1"]', 'Enter');
    await page.waitForFunction((text) => document.querySelector('[data-testid=practice-unanswered]').textContent === text, text);
    assert.equal(await page.evaluate(() => document.activeElement.id), id);
    assert.equal(await page.$('[data-testid=practice-verdict][data-verdict]'), null, 'no verdict');
  };
  const row2 = await page.inputValue('[data-testid=practice-row][data-index="2"]');
  await page.fill('[data-testid=practice-row][data-index="2"]', '12');
  await asked('Write each pile in binary, with 0s and 1s only.', 'pr-row-2');
  await page.fill('[data-testid=practice-row][data-index="2"]', row2);
  const sum1 = await page.inputValue('[data-testid=practice-sum][data-index="1"]');
  await page.fill('[data-testid=practice-sum][data-index="1"]', '-1');
  await asked('Write each column sum as a count: how many 1s its column holds (0, 1, 2, …).', 'pr-sum-1');
  await page.fill('[data-testid=practice-sum][data-index="1"]', sum1);
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });
  await page.press('[data-testid=practice-row][data-index="1"]', 'Enter');
  const wrong = await verdict(page);
  assert.equal(wrong.verdict, 'wrong');
  assert.ok(wrong.text.startsWith(`Not quite. Pile 1 holds ${sticks(sizes[0])}: ${sizes[0].toString(2).padStart(w, '0')} in binary.`), wrong.text);
  assert.match(wrong.text, new RegExp(`The sum of the column of 1 is ${columnSum(sizes, 0)}\\.`));
  assert.equal(await page.getAttribute('[data-testid=practice-row][data-index="1"]', 'aria-invalid'), 'true');
  assert.equal(await page.locator('[data-testid=practice-tableau-form] input.wrong').count(), sizes.length + w);
  assert.deepEqual(await score(page), { right: 1, answered: 2, streak: 0, best: 1 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a reload goes on where the pupil was; another tab starts the set', async () => {
  const link = practice('seed=5&kind=safe&level=easy');
  const page = await open(s.browser, s.site, link);
  await sayWhetherSafe(page, true);
  await verdict(page);
  await next(page, 2);
  await sayWhetherSafe(page, false);
  await verdict(page);
  const scored = await score(page);
  // Answered, the second counts as done: the reload opens the third.
  await page.reload();
  await page.waitForSelector('[data-testid=practice-exercise][data-index="3"]');
  assert.deepEqual(await score(page), scored, 'nothing counted twice');
  assert.equal(await page.$('[data-testid=practice-verdict][data-verdict]'), null);
  // Unanswered, the third is where the next reload opens too.
  await page.reload();
  await page.waitForSelector('[data-testid=practice-exercise][data-index="3"]');
  // Another tab starts the set from its first position.
  const other = await open(s.browser, s.site, link);
  assert.equal((await shown(other)).index, 1);
  // A run kept damaged starts the set again.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('bouton.practice.run.')) sessionStorage.setItem(key, '99:<b>');
  });
  await page.reload();
  assert.equal((await shown(page)).index, 1);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.close();
  await other.close();
});

test('a reload keeps the tableau\'s boxes typed so far; a damaged copy leaves them empty', async () => {
  const page = await open(s.browser, s.site, practice('seed=3&kind=tableau&level=easy'));
  const row = (i) => `[data-testid=practice-row][data-index="${i}"]`;
  const sum = (k) => `[data-testid=practice-sum][data-index="${k}"]`;
  await shown(page);
  await page.fill(row(1), '101');
  await page.fill(sum(1), '2');
  await page.reload();
  await shown(page);
  assert.equal(await page.inputValue(row(1)), '101');
  assert.equal(await page.inputValue(sum(1)), '2');
  assert.equal(await page.inputValue(row(2)), '');
  // Answered, the next position's boxes start empty, after a reload too.
  await page.click('[data-testid=practice-show]');
  await next(page, 2);
  assert.equal(await page.inputValue(row(1)), '');
  await page.reload();
  assert.equal((await shown(page)).index, 2);
  assert.equal(await page.inputValue(row(1)), '');
  // A copy that does not fit the position is not read.
  await page.fill(row(1), '11');
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('bouton.practice.typed.')) sessionStorage.setItem(key, '1;<b>,1,1,1,1,1,1,1,1;');
  });
  await page.reload();
  assert.equal((await shown(page)).index, 2);
  assert.equal(await page.inputValue(row(1)), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the score is kept per kind, read safely when damaged, and reset', async () => {
  const page = await open(s.browser, s.site, practice('seed=3&kind=safe&level=easy'));
  await sayWhetherSafe(page, true);
  await verdict(page);
  await page.reload();
  await page.waitForSelector('[data-testid=practice-exercise]');
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 1, best: 1 });
  assert.equal(await page.evaluate(() => localStorage.getItem('bouton.practice.safe')), '1/1/1/1');
  // Another kind has its own score.
  await page.click('[data-testid=practice-kind-move]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.kind === 'move');
  assert.deepEqual(await score(page), { right: 0, answered: 0, streak: 0, best: 0 });

  // A damaged score is 0, and the page works.
  for (const damaged of ['garbage<b>', '5/3/1/1', '-1/2/0/0', '99999999999/99999999999/0/0', '']) {
    await page.evaluate((v) => localStorage.setItem('bouton.practice.safe', v), damaged);
    await page.goto(s.site.url + practice('seed=3&kind=safe&level=easy'));
    await page.reload();
    await page.waitForSelector('[data-testid=practice-exercise]');
    assert.deepEqual(await score(page), { right: 0, answered: 0, streak: 0, best: 0 }, damaged);
  }
  await sayWhetherSafe(page, false);
  await verdict(page);
  assert.deepEqual(await score(page), { right: 0, answered: 1, streak: 0, best: 0 });
  await page.click('[data-testid=practice-reset]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice-score]').dataset.answered === '0');
  await page.waitForFunction(() => localStorage.getItem('bouton.practice.safe') === '0/0/0/0');
  // With nothing answered, nothing to count.
  assert.match(await page.textContent('[data-testid=practice-score]'), /^Score for “Safe or not\?”: no answers yet\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bad part of the link is named, as text, and the page works with the defaults', async () => {
  const page = await open(s.browser, s.site, practice('seed=-3&level=99&kind=<b>x</b>&colour=red'));
  await page.waitForSelector('[data-testid=practice-notice]:not(.hidden)');
  const notice = await page.textContent('[data-testid=practice-notice]');
  assert.match(notice, /“seed=-3” was ignored: the seed is a whole number of up to 19 digits, such as 42; using 1\./);
  assert.match(notice, /“level=99” was ignored: the level is “easy”, “medium” or “hard”; using “easy”\./);
  assert.match(notice, /“kind=<b>x<\/b>” was ignored: the exercise is “safe”, “move” or “tableau”; practising “safe”\./);
  assert.match(notice, /“colour=red” was ignored: the practice page does not know that part\./);
  assert.equal(await page.$('[data-testid=practice-notice] b'), null, 'the link is never markup');
  assert.deepEqual(await set(page), { testid: 'practice', seed: '1', kind: 'safe', level: 'easy' });
  // The address names the set on show, so that a link passed on does too.
  assert.equal(await hash(page), '#/learn/practice?seed=1&kind=safe&level=easy');
  await sayWhetherSafe(page, true);
  assert.equal((await verdict(page)).verdict, 'right');
  assert.deepEqual(page.errors, []);
  await page.close();

  // A good link has no notice; the worksheet keeps its own wording.
  const good = await open(s.browser, s.site, practice('seed=7&kind=move&level=hard'));
  await good.waitForSelector('[data-testid=practice-exercise]');
  assert.equal(await good.isVisible('[data-testid=practice-notice]'), false);
  await good.close();
  const sheet = await open(s.browser, s.site, '#/learn/worksheet?seed=7&colour=red');
  await sheet.waitForSelector('[data-testid=worksheet-notice]:not(.hidden)');
  assert.match(await sheet.textContent('[data-testid=worksheet-notice]'), /the worksheet does not know that part/);
  await sheet.close();
});

test('kind, level and a new set are links: Back and Forward move between sets', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=safe&level=easy'));
  const first = (await shown(page)).sizes.join(',');
  assert.equal(await page.getAttribute('[data-testid=practice-kind-move]', 'href'), practice('seed=7&kind=move&level=easy'));
  assert.equal(await page.getAttribute('[data-testid=practice-level-hard]', 'href'), practice('seed=7&kind=safe&level=hard'));
  assert.equal(await page.getAttribute('[data-testid=practice-kind-safe]', 'aria-current'), 'page');
  assert.match(await page.getAttribute('[data-testid=practice-new]', 'href'), /^#\/learn\/practice\?seed=\d+&kind=safe&level=easy$/);

  await page.click('[data-testid=practice-new]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.seed !== '7');
  const fresh = await set(page);
  assert.equal(await hash(page), practice(`seed=${fresh.seed}&kind=safe&level=easy`));
  await page.click('[data-testid=practice-level-hard]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.level === 'hard');
  assert.equal((await shown(page)).sizes.length >= 4, true);

  await page.evaluate(() => history.back());
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.level === 'easy');
  assert.equal((await set(page)).seed, fresh.seed);
  await page.evaluate(() => history.back());
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.seed === '7');
  assert.equal((await shown(page)).sizes.join(','), first);
  await page.evaluate(() => history.forward());
  await page.waitForFunction((seed) => document.querySelector('[data-testid=practice]')?.dataset.seed === seed, fresh.seed);
  assert.equal(await hash(page), practice(`seed=${fresh.seed}&kind=safe&level=easy`));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a set left for another kind and come back to with Back goes on where it was', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=safe&level=easy'));
  await sayWhetherSafe(page, true);
  await verdict(page);
  await next(page, 2);
  await sayWhetherSafe(page, true);
  await verdict(page);
  assert.deepEqual(await score(page), { right: 2, answered: 2, streak: 2, best: 2 });
  await page.click('[data-testid=practice-kind-move]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.kind === 'move');
  await page.evaluate(() => history.back());
  await page.waitForFunction(() => document.querySelector('[data-testid=practice]')?.dataset.kind === 'safe');
  // The second position, answered: nothing to answer again, nothing counted twice.
  assert.equal((await shown(page)).index, 2);
  assert.equal((await verdict(page)).verdict, 'right');
  assert.equal(await page.isDisabled('[data-testid=practice-safe]'), true);
  assert.deepEqual(await score(page), { right: 2, answered: 2, streak: 2, best: 2 });
  // From the navigation too, after a visit to the game.
  await page.click('nav.pages a[href="#"]');
  await page.waitForSelector('[data-testid=board]');
  await page.click('nav.pages a[href="#/learn/practice"]');
  await page.waitForFunction(() => location.hash === '#/learn/practice?seed=7&kind=safe&level=easy');
  assert.equal((await shown(page)).index, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the page is in the navigation, and the worksheet links to its set on screen', async () => {
  const page = await open(s.browser, s.site, '#/learn/table');
  await page.click('nav.pages a[href="#/learn/practice"]');
  await page.waitForSelector('[data-testid=practice-exercise]');
  assert.equal(await page.getAttribute('nav.pages a[href="#/learn/practice"]', 'aria-current'), 'page');
  await page.close();

  const sheet = await open(s.browser, s.site, '#/learn/worksheet?seed=7&level=easy');
  await sheet.waitForSelector('[data-testid=worksheet-position]');
  const firstSheet = await sheet.getAttribute('[data-testid=worksheet-position]', 'data-piles');
  assert.equal(await sheet.getAttribute('[data-testid=worksheet-practice]', 'href'), practice('seed=7&kind=tableau&level=easy'));
  await sheet.click('[data-testid=worksheet-practice]');
  await sheet.waitForSelector('[data-testid=practice-exercise]');
  assert.equal((await shown(sheet)).sizes.join(','), firstSheet);
  assert.deepEqual(sheet.errors, []);
  await sheet.close();
});

test('in Italian the practice page speaks Italian, and a switch of language keeps the answer', async () => {
  const page = await open(s.browser, s.site, `?lang=it${practice('seed=7&kind=safe&level=easy')}`);
  const words = await page.textContent('[data-testid=practice]');
  assert.match(words, /Posizione sicura/);
  assert.match(words, /Posizione non sicura/);
  assert.match(words, /Posizione 1 di 10/);
  await sayWhetherSafe(page, false);
  const said = await verdict(page);
  assert.match(said.text, /^Non è così\. /);
  assert.match(said.text, /somma delle colonne|somma nim/);
  await page.click('[data-testid=lang] button[lang=en]');
  await page.waitForFunction(() => document.querySelector('[data-testid=practice-verdict]')?.textContent.includes('Not quite.'));
  assert.equal((await shown(page)).index, 1);
  assert.equal(await page.isVisible('[data-testid=practice-next]'), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the move board shows each pile\'s count, on a phone and at a projector', async () => {
  for (const [query, viewport] of [['', { width: 390, height: 844 }], ['?projector=1', { width: 1024, height: 768 }]]) {
    const page = await open(s.browser, s.site, `${query}${practice('seed=7&kind=move&level=hard')}`, viewport);
    await page.waitForSelector('[data-testid=practice-board]');
    const { sizes } = await shown(page);
    const counts = await page.$$eval('[data-testid=practice-board] .pile-count', (els) => els.map((e) => ({
      text: e.textContent, height: e.getBoundingClientRect().height, size: parseFloat(getComputedStyle(e).fontSize),
    })));
    assert.deepEqual(counts.map((c) => Number(c.text)), sizes, query);
    assert.ok(counts.every((c) => c.height > 10 && c.size >= 16), `${query}: ${JSON.stringify(counts)}`);
    await page.close();
  }
});

test('on a phone a link opens on its first question, the choices after it', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=safe&level=easy'), { width: 390, height: 844 });
  const bottom = (sel) => page.$eval(sel, (e) => e.getBoundingClientRect().bottom);
  assert.ok(await bottom('[data-testid=practice-exercise] button') <= 844, 'the answer buttons in the first screen');
  const [exercise, score] = await Promise.all([bottom('[data-testid=practice-exercise]'), bottom('[data-testid=practice-score]')]);
  assert.ok(score > exercise, 'the score after the position');
  await page.close();
});

test('on a phone an answer\'s verdict comes into sight whole, Next under it', async () => {
  for (const right of [false, true]) {
    const page = await open(s.browser, s.site, practice('seed=7&kind=move&level=easy'), { width: 390, height: 844 });
    const sizes = (await shown(page)).sizes;
    const move = right ? winningMove(sizes) : losingMove(sizes);
    await page.click(`[data-testid=practice-board] [data-pile="${move.pile}"] [data-take="${move.take}"]`);
    await verdict(page);
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
    const box = (sel) => page.$eval(sel, (e) => e.getBoundingClientRect().toJSON());
    const [said, next] = [await box('[data-testid=practice-verdict]'), await box('[data-testid=practice-next]')];
    assert.ok(said.top >= 0 && next.bottom <= 844, `${right ? 'right' : 'wrong'}: the verdict at ${said.top}, Next ending at ${next.bottom}`);
    await page.close();
  }
});

test('the move board fits a phone', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=move&level=hard'), { width: 390, height: 844 });
  await page.waitForSelector('[data-testid=practice-board]');
  assert.equal((await overflow(page)).x, 0);
  await page.close();
});

test('on a touch phone the move board draws a pile in rows of seven, an easy pile in one', async () => {
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const level of ['easy', 'medium']) {
    await page.goto(`${s.site.url}${practice(`seed=7&kind=move&level=${level}`)}`);
    await page.waitForSelector('[data-testid=practice-board] .pr-stick');
    // The sticks on each row of each pile, from the top.
    const rows = await page.$$eval('[data-testid=practice-board] .pr-sticks', (piles) => piles.map((pile) => {
      const counts = new Map();
      for (const stick of pile.children) {
        const top = Math.round(stick.getBoundingClientRect().top);
        counts.set(top, (counts.get(top) ?? 0) + 1);
      }
      return [...counts.values()];
    }));
    for (const row of rows) {
      const n = row.reduce((a, b) => a + b, 0);
      assert.equal(row[0], Math.min(n, 7), `${level}: a pile of ${n} drawn as ${row.join(' + ')}`);
    }
    const { width } = await page.$eval('[data-testid=practice-board] .pr-stick', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(width >= 24, `a stick ${width}px wide`);
    assert.equal((await overflow(page)).x, 0);
  }
  await context.close();
});

const screens = [
  ['safe or not', practice('seed=7&kind=safe&level=easy'), async () => {}],
  ['safe or not, answered', practice('seed=7&kind=safe&level=easy'), async (page) => { await sayWhetherSafe(page, false); await verdict(page); }],
  ['a winning move, answered', practice('seed=7&kind=move&level=medium'), async (page) => {
    const lose = losingMove((await shown(page)).sizes);
    await page.click(`[data-testid=practice-board] [data-pile="${lose.pile}"] [data-take="${lose.take}"]`);
    await verdict(page);
  }],
  ['the tableau, a box left blank', practice('seed=7&kind=tableau&level=easy'), async (page) => {
    await page.fill('[data-testid=practice-row][data-index="1"]', '1');
    await page.click('[data-testid=practice-check]');
    await page.waitForFunction(() => document.querySelector('[data-testid=practice-unanswered]').textContent !== '');
  }],
  ['the tableau, its answer shown', practice('seed=7&kind=tableau&level=easy'), async (page) => {
    await page.click('[data-testid=practice-show]');
    await verdict(page);
  }],
  ['the tableau, checked', practice('seed=7&kind=tableau&level=easy'), async (page) => {
    for (const field of await page.$$('[data-testid=practice-tableau-form] input')) await field.fill('1');
    await page.click('[data-testid=practice-check]');
    await verdict(page);
  }],
  ['a bad link', practice('seed=-3&level=99&kind=<b>'), async () => {}],
];

for (const lang of ['en', 'it']) {
  for (const [name, query, act] of screens) {
    test(`no accessibility violations (${lang}): ${name}`, async () => {
      const page = await open(s.browser, s.site, `?lang=${lang}${query}`);
      await page.waitForSelector('[data-testid=learn-page]');
      await page.waitForSelector('[data-testid=practice-exercise]');
      await act(page);
      assert.deepEqual(await violations(page), []);
      await page.close();
    });
  }
}

test('at the projector the practice board\'s sticks are drawn for the back of the room', async () => {
  const sizes = async (projector) => {
    const page = await open(s.browser, s.site, `?projector=${projector}${practice('seed=7&kind=move&level=easy')}`, { width: 1024, height: 768 });
    await page.waitForSelector('[data-testid=practice-exercise] .pr-stick');
    const box = await page.$eval('.pr-stick', (e) => e.getBoundingClientRect().toJSON());
    assert.equal((await overflow(page)).x, 0);
    await page.close();
    return box;
  };
  const [desk, room] = [await sizes(0), await sizes(1)];
  assert.ok(room.height >= 1.5 * desk.height && room.height >= 64, `${room.height} px against ${desk.height}`);
  // "Safe or not?" is answered by the room: its sticks as tall, the position
  // and its answer still in the first screen.
  for (const level of ['easy', 'medium']) {
    const page = await open(s.browser, s.site, `?projector=1${practice(`seed=7&kind=safe&level=${level}`)}`, { width: 1024, height: 768 });
    await page.waitForSelector('[data-testid=practice-exercise] .pr-match');
    const match = await page.$eval('[data-testid=practice-exercise] .pr-match', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(match.height >= 64 && match.width >= 10, `${level}: ${match.width} × ${match.height} px`);
    await page.keyboard.press('PageDown');
    await verdict(page);
    const next = await page.$eval('[data-testid=practice-next]', (e) => e.getBoundingClientRect().bottom);
    assert.ok(next <= 768 && (await overflow(page)).y === 0, `${level}: Next at ${next}`);
    await page.close();
  }
});

test('at the projector each position comes whole into sight as the clicker moves on', async () => {
  const page = await open(s.browser, s.site, `?projector=1${practice('seed=7&kind=move&level=medium')}`, { width: 1024, height: 768 });
  /** The position on show, from its heading to its last pile, inside the screen. */
  const whole = () => page.$eval('[data-testid=practice-exercise]', (e) => {
    const box = e.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });
  for (let index = 1; index <= 3; index++) {
    const { sizes } = await shown(page);
    const win = winningMove(sizes);
    await page.click(`[data-testid=practice-board] [data-pile="${win.pile}"] [data-take="${win.take}"]`);
    await verdict(page);
    await page.keyboard.press('PageDown');
    await page.waitForSelector(`[data-testid=practice-exercise][data-index="${index + 1}"]`);
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid=practice-exercise] h3'));
    assert.ok(await whole(), `position ${index + 1} is cut by the screen's edge`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at the projector the answer comes beside the position, in the choices\' place: the room sees both', async () => {
  for (const [kind, level] of [['safe', 'medium'], ['move', 'medium'], ['tableau', 'medium']]) {
    const page = await open(s.browser, s.site, `?projector=1${practice(`seed=7&kind=${kind}&level=${level}`)}`, { width: 1024, height: 768 });
    const box = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());
    assert.ok(await page.isVisible('[data-testid=practice-new]'), 'the choices before an answer');
    // Before it, the question's own buttons are in the first screen: Show the answer, and the tableau's Check.
    for (const button of ['practice-show', ...(kind === 'tableau' ? ['practice-check'] : [])]) {
      const { bottom } = await box(`[data-testid=${button}]`);
      assert.ok(bottom <= 768, `${kind}: ${button} ends at ${bottom}`);
    }
    await page.keyboard.press('PageDown');
    await verdict(page);
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
    assert.equal(await page.isVisible('[data-testid=practice-new]'), false, `${kind}: the answer in the choices' place`);
    const [exercise, answer, next] = await Promise.all(['[data-testid=practice-exercise] h3', '[data-testid=practice-verdict]', '[data-testid=practice-next]'].map(box));
    assert.ok(answer.left >= exercise.right - 1, `${kind}: the answer beside the position`);
    assert.ok(exercise.top >= 0 && next.bottom <= 768, `${kind}: the heading at ${exercise.top}, Next at ${next.bottom}`);
    // No pile of up to 15 wraps on the board of stick buttons.
    if (kind === 'move') {
      assert.ok(await page.$$eval('[data-testid=practice-board] .pr-sticks', (rows) => rows.every((row) => {
        const tops = [...row.children].map((stick) => stick.getBoundingClientRect().top);
        return tops.every((top) => top === tops[0]);
      })), 'a pile of the board wraps');
      // Each stick ends inside its pile's row, above the rule under it.
      assert.ok(await page.$$eval('[data-testid=practice-board] .pr-pile', (rows) => rows.every((row) => {
        const bottom = row.getBoundingClientRect().bottom;
        return [...row.querySelectorAll('.pr-stick')].every((stick) => {
          const match = getComputedStyle(stick, '::before');
          const top = stick.getBoundingClientRect().top + parseFloat(match.marginTop);
          const head = match.boxSizing === 'content-box' ? parseFloat(match.borderTopWidth) : 0;
          return top + parseFloat(match.height) + head <= bottom + 0.5;
        });
      })), 'a stick crosses the rule under its pile');
    }
    await page.keyboard.press('PageDown');
    await page.waitForSelector('[data-testid=practice-exercise][data-index="2"]');
    assert.ok(await page.isVisible('[data-testid=practice-new]'), 'the choices back with the next position');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('at the projector in Italian, longer words leave Show the answer and Check in the first screen', async () => {
  for (const kind of ['move', 'tableau']) {
    const page = await open(s.browser, s.site, `?projector=1&lang=it${practice(`seed=7&kind=${kind}&level=medium`)}`, { width: 1024, height: 768 });
    for (const button of ['practice-show', ...(kind === 'tableau' ? ['practice-check'] : [])]) {
      const { bottom } = await page.$eval(`[data-testid=${button}]`, (e) => e.getBoundingClientRect().toJSON());
      assert.ok(bottom <= 768, `${kind}: ${button} ends at ${bottom}`);
    }
    await page.close();
  }
});

test('at the projector a hard set\'s five piles of up to 31 fit the first screen, each pile on one row', async () => {
  for (const kind of ['safe', 'move', 'tableau']) {
    const page = await open(s.browser, s.site, `?projector=1${practice(`seed=7&kind=${kind}&level=hard`)}`, { width: 1024, height: 768 });
    // The clicker goes through the set to its first position of five piles, one
    // of them longer than a row of the big sticks drawn for an easier set.
    let position = await shown(page);
    while (position.sizes.length < 5 || Math.max(...position.sizes) <= 17) {
      assert.ok(position.index < 10, `${kind}: no such position in the set`);
      await page.keyboard.press('PageDown');
      await verdict(page);
      await page.keyboard.press('PageDown');
      await page.waitForSelector(`[data-testid=practice-exercise][data-index="${position.index + 1}"]`);
      position = await shown(page);
    }
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight), `${kind}: the page scrolls`);
    const rows = await page.$$eval('[data-testid=practice-exercise] .pr-sticks', (rows) => rows.map((row) =>
      new Set([...row.children].map((stick) => Math.round(stick.getBoundingClientRect().top))).size));
    assert.ok(rows.length >= 5 && rows.every((n) => n === 1), `${kind}: rows of sticks per pile ${rows}`);
    await page.close();
  }
});

test('at the projector a hard set\'s answer shows its tableau whole: five columns, the ones too', async () => {
  for (const lang of ['en', 'it']) {
    for (const kind of ['safe', 'move', 'tableau']) {
      const page = await open(s.browser, s.site, `?projector=1&lang=${lang}${practice(`seed=7&kind=${kind}&level=hard`)}`, { width: 1024, height: 768 });
      await page.keyboard.press('PageDown');
      await verdict(page);
      const cuts = await page.$$eval('.pr-answer .tableau-scroll', (boxes) => boxes.map((box) => box.scrollWidth - box.clientWidth));
      assert.ok(cuts.length > 0, `${lang} ${kind}: no tableau in the answer`);
      for (const cut of cuts) assert.ok(cut <= 0, `${lang} ${kind}: the answer's tableau is cut by ${cut}px`);
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight), `${lang} ${kind}: the page scrolls`);
      await page.close();
    }
  }
});

test('Tab reaches the question before the set\'s choices, at a desk and at the projector', async () => {
  for (const projector of [0, 1]) {
    const page = await open(s.browser, s.site, `?projector=${projector}${practice('seed=7&kind=safe&level=easy')}`, { width: 1366, height: 768 });
    // From the page's own link in the navigation, as Tab comes to the page.
    await page.focus('nav.pages a[aria-current=page]');
    const order = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.dataset.testid ?? ''));
    }
    const [answer, choice] = [order.indexOf('practice-safe'), order.findIndex((id) => id.startsWith('practice-kind-'))];
    assert.ok(answer >= 0 && choice > answer, `projector=${projector}: ${order}`);
    await page.close();
  }
});

test('at the projector PgUp goes back to the answers given, and PgDn on again to the one begun; at a desk it scrolls', async () => {
  const page = await open(s.browser, s.site, `?projector=1${practice('seed=3&kind=tableau&level=easy')}`, { width: 1024, height: 768 });
  const at = async (index) => {
    await page.waitForSelector(`[data-testid=practice-exercise][data-index="${index}"]`);
    return page.$$eval('[data-testid=practice-tableau-form] input', (all) => all.map((e) => e.value));
  };
  // The first answered by the pupil, wrongly; the second shown by the clicker.
  const typed = ['1', '1', '1', '1', '1', '1'].slice(0, (await page.$$('[data-testid=practice-tableau-form] input')).length);
  for (const [i, field] of (await page.$$('[data-testid=practice-tableau-form] input')).entries()) await field.fill(typed[i]);
  await page.click('[data-testid=practice-check]');
  const first = await verdict(page);
  await page.keyboard.press('PageDown');
  await at(2);
  await page.keyboard.press('PageDown');
  const second = await verdict(page);
  const secondBoxes = await at(2);
  await page.keyboard.press('PageDown');
  assert.deepEqual(await at(3), secondBoxes.map(() => ''), 'the third, unanswered');
  // Its first box begun, then a press too many on the clicker.
  await page.fill('[data-testid=practice-tableau-form] input >> nth=0', '10');
  const begun = secondBoxes.map((_, i) => (i === 0 ? '10' : ''));
  const kept = await score(page);
  // Back, each with its verdict and its boxes as answered; not past the first.
  await page.keyboard.press('PageUp');
  assert.deepEqual(await at(2), secondBoxes);
  assert.deepEqual(await verdict(page), second);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
  await page.keyboard.press('PageUp');
  // The pupil's 1s, written to the tableau's width.
  assert.deepEqual((await at(1)).map((v) => parseInt(v, 2)), typed.map(Number));
  assert.deepEqual(await verdict(page), first);
  await page.keyboard.press('PageUp');
  assert.equal((await shown(page)).index, 1);
  // On again to the third, still to answer, the box begun as it was left;
  // the score as it was.
  await page.keyboard.press('PageDown');
  await at(2);
  await page.keyboard.press('PageDown');
  assert.deepEqual(await at(3), begun);
  assert.equal(await page.$eval('[data-testid=practice-verdict]', (e) => e.dataset.verdict ?? null), null);
  assert.deepEqual(await score(page), kept);
  // So it is after a visit to another page while looking back.
  await page.keyboard.press('PageUp');
  await at(2);
  await page.click('nav.pages a[href="#/learn/table"]');
  await page.waitForSelector('[data-testid=nim-table]');
  await page.click('nav.pages a[href="#/learn/practice"]');
  await at(2);
  await page.keyboard.press('PageDown');
  assert.deepEqual(await at(3), begun);
  assert.deepEqual(page.errors, []);
  await page.close();
  // At a desk PgUp is the page's: the position stays.
  const desk = await open(s.browser, s.site, practice('seed=3&kind=safe&level=easy'), { width: 1024, height: 600 });
  await desk.click('[data-testid=practice-safe]');
  await verdict(desk);
  await desk.click('[data-testid=practice-next]');
  await desk.waitForSelector('[data-testid=practice-exercise][data-index="2"]');
  await desk.keyboard.press('PageUp');
  await desk.waitForTimeout(200);
  assert.equal((await shown(desk)).index, 2);
  await desk.close();
});

test('at the projector the clicker alone goes through a set: PgDn shows each answer, then moves on', async () => {
  for (const kind of ['safe', 'move', 'tableau']) {
    const page = await open(s.browser, s.site, `?projector=1${practice(`seed=3&kind=${kind}&level=easy`)}`, { width: 1024, height: 768 });
    for (let index = 1; index <= 10; index++) {
      const { sizes } = await shown(page);
      assert.equal(index, (await shown(page)).index);
      // A box of the tableau left with the focus does not keep the key.
      if (kind === 'tableau' && index === 1) await page.fill('[data-testid=practice-row][data-index="1"]', '1');
      await page.keyboard.press('PageDown');
      const said = await verdict(page);
      assert.equal(said.verdict, 'shown', `${kind} ${index}`);
      assert.ok(said.text.startsWith('Here is the answer. '), said.text);
      const safe = nimSum(sizes) === 0;
      if (kind === 'safe') {
        assert.match(said.text, safe ? /the position is safe\.$/ : /the position is not safe\.$/);
        // The right answer's button is the one lit.
        assert.equal(await page.getAttribute(`[data-testid=practice-${safe ? 'safe' : 'unsafe'}]`, 'class'), 'chosen');
      } else if (kind === 'move') {
        // The move shown leaves a safe position, and its sticks are the ones taken.
        const win = winningMove(sizes);
        const taken = await page.$$eval('[data-testid=practice-board] .pr-stick.taken', (all) => all.map((e) => [e.closest('.pr-pile').dataset.pile, e.dataset.take]));
        const pile = Number(taken[0][0]);
        const left = sizes.map((n, i) => (i === pile - 1 ? n - taken.length : n));
        assert.equal(nimSum(left), 0, `${sizes} less ${taken.length} from pile ${pile}, and Bouton's ${JSON.stringify(win)}`);
        assert.match(said.text, new RegExp(`Taking ${sticks(taken.length)} from pile ${pile} leaves ${left.join(', ')}\\. Every column sum is even`));
        assert.equal(await page.textContent('[data-testid=practice-tableau] figcaption'), `After the winning move: ${left.join(', ')}`);
      } else {
        // The boxes hold the answer, not marked as the pupil's.
        const w = width(sizes);
        for (const [i, n] of sizes.entries()) {
          assert.equal(await page.inputValue(`[data-testid=practice-row][data-index="${i + 1}"]`), n.toString(2).padStart(w, '0'));
        }
        for (let k = 0; k < w; k++) {
          assert.equal(await page.inputValue(`[data-testid=practice-sum][data-index="${k + 1}"]`), String(columnSum(sizes, k)));
        }
        assert.equal(await page.locator('[data-testid=practice-tableau-form] input.right, [data-testid=practice-tableau-form] input.wrong').count(), 0);
      }
      await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
      await page.keyboard.press('PageDown');
      await page.waitForSelector(index < 10 ? `[data-testid=practice-exercise][data-index="${index + 1}"]` : '[data-testid=practice-finished]');
    }
    // Shown answers count neither way.
    assert.equal((await page.textContent('[data-testid=practice-verdict]')).trim(), 'Set finished: all 10 answers shown.');
    assert.deepEqual(await score(page), { right: 0, answered: 0, streak: 0, best: 0 });
    // The clicker's PgDn then starts the set again, its first position first.
    await page.keyboard.press('PageDown');
    await page.waitForSelector('[data-testid=practice-exercise][data-index="1"]');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a pupil may ask for the answer: it is shown, not scored, and a reload keeps the count', async () => {
  const link = practice('seed=4&kind=safe&level=medium');
  const page = await open(s.browser, s.site, link);
  await sayWhetherSafe(page, true);
  await next(page, 2);
  // Away from a projector PgDn still scrolls before an answer.
  await page.keyboard.press('PageDown');
  assert.equal(await page.$('[data-testid=practice-verdict][data-verdict]'), null);
  await page.click('[data-testid=practice-show]');
  assert.equal((await verdict(page)).verdict, 'shown');
  assert.equal(await page.isVisible('[data-testid=practice-show]'), false);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice-next');
  // Counted neither way, but the run of right answers ends.
  assert.deepEqual(await score(page), { right: 1, answered: 1, streak: 0, best: 1 });
  // Shown, the question cannot be answered any more.
  assert.equal(await page.isDisabled('[data-testid=practice-safe]'), true);
  await page.reload();
  await page.waitForSelector('[data-testid=practice-exercise][data-index="3"]');
  for (let index = 3; index <= 10; index++) {
    await sayWhetherSafe(page, false);
    await verdict(page);
    if (index < 10) await next(page, index + 1);
  }
  await page.click('[data-testid=practice-next]');
  await page.waitForSelector('[data-testid=practice-finished]');
  assert.equal((await page.textContent('[data-testid=practice-verdict]')).trim(), 'Set finished: 1 right out of 9 answered; answers shown: 1.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the move board is one tab stop, walked with the arrows and played with Enter', async () => {
  const page = await open(s.browser, s.site, practice('seed=7&kind=move&level=medium'));
  const { sizes } = await shown(page);
  assert.equal(await page.locator('[data-testid=practice-board] [tabindex="0"]').count(), 1);
  // Tab from the control before the board lands on its first pile's last stick.
  await page.focus('[data-testid=practice-exercise] h3');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return { pile: Number(e.closest('[data-pile]')?.dataset.pile), take: Number(e.dataset.take) };
  });
  assert.deepEqual(await focused(), { pile: 1, take: 1 });
  // To the winning move: down to its pile, then left until it takes enough.
  const win = winningMove(sizes);
  for (let p = 1; p < win.pile; p++) await page.keyboard.press('ArrowDown');
  for (let t = 1; t < win.take; t++) await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await focused(), win);
  // Past the pile's first stick the focus stays.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await focused(), { pile: win.pile, take: sizes[win.pile - 1] });
  await page.keyboard.press('End');
  for (let t = 1; t < win.take; t++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal((await verdict(page)).verdict, 'right');
  assert.deepEqual(page.errors, []);
  await page.close();
});
