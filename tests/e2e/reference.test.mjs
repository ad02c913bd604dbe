// The benchmark's reference for a move (scripts/by-hand.mjs) writes by hand,
// with no framework, what the app draws for the same move: a skeptic comparing
// the two pages finds the same words, marks and states. If the app's words
// change, this test says the reference must follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from './harness.mjs';
import { installByHand } from '../../scripts/by-hand.mjs';
import { HOOKS } from '../../scripts/hooks.mjs';

const s = session();

/** What a move changes that a person sees: the words, the marks, the states. */
const seen = (page) => page.evaluate(() => {
  const q = (sel) => document.querySelector(sel);
  return {
    status: q('[data-testid=status]').textContent.trim(),
    turn: q('[data-testid=status]').dataset.turn,
    lastMove: q('[data-testid=last-move]').textContent.trim(),
    counts: [...document.querySelectorAll('[data-testid=board] [data-pile]')].map((e) => e.dataset.count),
    tableau: q('[data-testid=tableau]').innerText,
    odd: [...document.querySelectorAll('[data-testid=tableau] .odd')].length,
    undo: q('[data-testid=undo]').disabled,
  };
});

for (const piles of ['15,15,15,15,15,15,15,15', '1000000,999999,7,1000000,3,999998,5,77']) {
  test(`a move by hand on ${piles} shows what the app's move shows`, async () => {
    const query = `?piles=${piles}&vs=friend`;
    const [app, hand] = [await open(s.browser, s.site, query), await open(s.browser, s.site, query)];
    await hand.evaluate(installByHand);
    for (const pile of [1, 2, 3, 4, 5, 6, 7, 8, 1, 2]) {
      const before = await app.$eval(`[data-testid=board] [data-pile="${pile}"]`, (e) => Number(e.dataset.count));
      await app.click(`[data-testid=board] [data-pile="${pile}"] [data-take="1"]`);
      await app.waitForFunction(([p, n]) => document.querySelector(`[data-testid=board] [data-pile="${p}"]`).dataset.count === String(n), [pile, before - 1]);
      await app.evaluate(() => new Promise(requestAnimationFrame));
      await hand.evaluate(([hooks, p]) => window.__byHand(hooks, p), [HOOKS, pile]);
      assert.deepEqual(await seen(hand), await seen(app), `after a stick from pile ${pile}`);
    }
    assert.deepEqual(app.errors, []);
    await app.close();
    await hand.close();
  });
}
