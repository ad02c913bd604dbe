// The variants of issue 13 as a person plays them: misère with a take limit to
// the computer's win, and each Nim in disguise played to its end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, piles, status, waitForPerson, take } from './harness.mjs';

const s = session();

test('misère with a take limit is played, and the perfect computer wins it', async () => {
  // 4, 6 with K = 3: values 0 and 2, not all 0 or 1, nim-sum 2: the computer, first, wins.
  const page = await open(s.browser, s.site, '?piles=4,6&mode=misere&max=3&first=computer');
  assert.match(await page.textContent('[data-testid=tableau]'), /Misère with a limit/);
  for (let i = 0; i < 40; i++) {
    const st = await waitForPerson(page);
    if (st.winner) break;
    const sizes = await piles(page);
    const pile = sizes.findIndex((n) => n > 0);
    await take(page, pile + 1, 1);
  }
  assert.equal((await status(page)).winner, 'computer');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Clicks the first enabled control matching `selector` until the status says who won. */
async function playToTheEnd(page, selector) {
  for (let i = 0; i < 200; i++) {
    await page.waitForFunction(() => document.querySelector('[data-testid=disguise-status]').dataset.turn !== 'computer');
    const turn = await page.getAttribute('[data-testid=disguise-status]', 'data-turn');
    if (turn === 'won' || turn === 'lost') return turn;
    await page.click(`${selector}:enabled >> nth=0`);
  }
  throw new Error('the game did not end');
}

test('Staircase Nim is played to the end, and its tableau shows the odd steps', async () => {
  const page = await open(s.browser, s.site, '#/learn/staircase');
  const odd = await page.$$eval('.step', (steps) => steps
    .filter((st) => Number(st.dataset.step) % 2 === 1)
    .map((st) => Number(st.dataset.count))
    .reverse());
  const rows = await page.$$eval('[data-testid=tableau] tbody tr', (trs) => trs.map((tr) => Number(tr.children[1].textContent)));
  assert.equal(odd.length, 3, 'steps 1, 3 and 5');
  assert.deepEqual(rows, odd, 'the piles are the coins on steps 1, 3, 5');
  await playToTheEnd(page, '[data-testid=staircase] .coin');
  assert.equal(await page.$$eval('.step', (steps) => steps.every((st) => st.dataset.count === '0')), true,
    'every coin reached the ground');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Northcott's game is played to the end, and its tableau shows the gaps", async () => {
  const page = await open(s.browser, s.site, '#/learn/northcott');
  const gaps = await page.$$eval('.northcott-row', (rows) => rows.map((r) => Number(r.dataset.gap)));
  const rows = await page.$$eval('[data-testid=tableau] tbody tr', (trs) => trs.map((tr) => Number(tr.children[1].textContent)));
  assert.equal(gaps.length, 4, 'a gap for each of the four rows');
  assert.deepEqual(rows, gaps, 'the piles are the gaps');
  await playToTheEnd(page, '[data-testid=northcott] .square');
  // Whoever cannot move lost: every gap is closed.
  assert.deepEqual(await page.$$eval('.northcott-row', (rows) => rows.map((r) => r.dataset.gap)), ['0', '0', '0', '0']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
