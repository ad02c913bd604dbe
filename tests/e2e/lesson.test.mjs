// The lesson: graded hints pressed to the end, the computer thinking aloud stepped
// with the clicker's PgDn, answers at once, and the review's turning point.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, piles, status, waitForPerson, take } from './harness.mjs';

const s = session();

const steps = (page, testid = 'hint-steps') =>
  page.$$eval(`[data-testid=${testid}] li`, (items) => items.map((li) => li.textContent));

/** Presses Hint until the winning moves are listed (or, from a safe position, until it closes). */
async function hintToTheEnd(page) {
  for (let press = 0; press < 8; press++) {
    await page.click('[data-testid=hint]');
    if (await page.$('[data-winning-move]')) return true;
    if (!(await page.$('[data-testid=hint-panel]'))) return false;
  }
  throw new Error('the hint never reached its last step');
}

test('a whole game won by following the graded hints, one step per press', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&first=you');
  await page.click('[data-testid=hint]');
  assert.deepEqual(await steps(page), ['Is this position safe? Look at the column sums, 2, 1, 2: it is safe when every one is even.']);
  assert.equal(await page.$('[data-winning-move]'), null, 'the first press does not give the answer away');
  await page.click('[data-testid=hint]');
  assert.match((await steps(page))[1], /column of 2 has an odd sum \(1\)/);
  assert.equal(await page.$$eval('[data-testid=tableau] tbody td.lit', (cells) => cells.length), 3);
  await page.click('[data-testid=hint]');
  assert.ok(await page.$('[data-testid=board] [data-pile="1"].lit'), 'pile 1 lights up');
  await page.click('[data-testid=hint]');
  assert.equal((await steps(page))[3], 'Pile 1: 3 ⊕ 2 = 1, so leave 1: take 2. (⊕ is nim-addition: add in binary without carrying.)');
  assert.equal(await page.getAttribute('[data-pile="1"]', 'data-hinted'), '2');
  // Follow the hints to the end of the game: the perfect computer loses.
  for (let turn = 0; turn < 20; turn++) {
    const now = await waitForPerson(page);
    if (now.winner) break;
    // Each move closes the hint; press on until it lists the winning moves.
    if (!(await page.$('[data-winning-move]'))) {
      assert.ok(await hintToTheEnd(page), 'every position the computer leaves is unsafe');
    }
    const [pile, n] = await page.$eval('[data-winning-move]', (e) => [e.dataset.pile, Number(e.dataset.take)]);
    await take(page, pile, n);
  }
  assert.equal((await status(page)).winner, 'you');
  assert.match(await page.textContent('[data-testid=turning-point]'), /The start decided it: you win/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Hint becoming "Hide hint" moves no button beside it, in English and Italian, and is named as it reads', async () => {
  for (const [lang, hint, hide] of [['en', 'Hint', 'Hide hint'], ['it', 'Suggerimento', 'Nascondi']]) {
    const page = await open(s.browser, s.site, `?piles=3,4,5&first=you&lang=${lang}`, { width: 390, height: 844 }, { touch: true });
    const places = () => page.$$eval('[data-testid=play-bar] button:not(.gone)', (l) => l.map((b) => {
      const r = b.getBoundingClientRect();
      return [b.dataset.testid, Math.round(r.left), Math.round(r.width)];
    }));
    const before = await places();
    await page.getByRole('button', { name: hint, exact: true }).waitFor();
    assert.ok(await hintToTheEnd(page));
    assert.equal(await page.textContent('[data-testid=hint]'), hide);
    await page.getByRole('button', { name: hide, exact: true }).waitFor();
    assert.deepEqual(await places(), before, lang);
    await page.close();
  }
});

test('from a safe position the hint says so, then why no move keeps it safe', async () => {
  const page = await open(s.browser, s.site, '?piles=1,4,5&vs=friend&lang=it');
  await page.click('[data-testid=hint]');
  assert.match((await steps(page))[0], /sono tutte pari, quindi la posizione è sicura/);
  await page.click('[data-testid=hint]');
  assert.match((await steps(page))[1], /Nessuna mossa lascia sicura una posizione sicura/);
  await page.click('[data-testid=hint]');
  assert.equal(await page.$('[data-testid=hint-panel]'), null);
  await page.close();
});

test('misère with a take limit: the safe endgame is told by what the piles count as, not their sizes', async () => {
  // 8 and 1 with at most 3 a move count as 0 and 1: one pile counts as 1, an odd number.
  const page = await open(s.browser, s.site, '?piles=8,1&mode=misere&max=3&vs=friend');
  await page.click('[data-testid=hint]');
  assert.match((await steps(page))[0],
    /^Every pile counts as 0 or 1, so count the piles that count as 1: 1\. A position is safe when that number is odd, so this one is safe\.$/);
  await page.click('[data-testid=hint]');
  // Taking 1 from the pile of 8 leaves the count at 1: the step says what else a move does.
  assert.match((await steps(page))[1], /so it is no longer odd, or makes a pile count as 2 or more, and the other player can bring that pile back/);
  await page.close();
  // Without a limit no move makes a pile count as more: the step does not say so.
  const plain = await open(s.browser, s.site, '?piles=1,1,1&mode=misere&vs=friend');
  await plain.click('[data-testid=hint]');
  await plain.click('[data-testid=hint]');
  assert.equal((await steps(plain))[1], 'Any move changes the number of piles that count as 1 (3 now), so it is no longer odd.');
  await plain.close();
});

test('answers at once: the teacher’s switch shows every step and every winning move', async () => {
  const page = await open(s.browser, s.site, '?piles=7,6,4&vs=friend');
  await page.click('[data-testid=show-answers]');
  await page.click('[data-testid=hint]');
  assert.equal((await steps(page)).length, 5);
  assert.equal(await page.$$eval('[data-winning-move]', (b) => b.length), 3);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.isChecked('[data-testid=show-answers]'), true, 'remembered');
  await page.click('[data-testid=show-answers]');
  await page.close();
});

/** Opens `query` in projector mode at the slow pace, with no saved game: the computer thinks aloud. */
async function openThinkingAloud(query) {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await page.evaluate(() => {
    localStorage.setItem('bouton.display', 'projector=1;pace=slow');
    localStorage.removeItem('bouton.game');
    sessionStorage.removeItem('bouton.game');
  });
  await page.goto(s.site.url + query);
  await page.waitForSelector('html[data-ready="true"]');
  return page;
}

test('in projector mode the computer thinks aloud, and PgDn steps through its reasons', async () => {
  const page = await openThinkingAloud('?piles=3,4,5&first=computer');
  assert.equal(await page.getAttribute('[data-testid=aloud-steps]', 'aria-live'), 'polite');
  for (let shown = 1; shown <= 4; shown++) {
    await page.keyboard.press('PageDown');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=aloud-steps] li').length === n, shown);
    assert.deepEqual(await piles(page), [3, 4, 5], 'no move before its reasons');
    if (shown === 2) assert.equal(await page.$$eval('[data-testid=tableau] tbody td.lit', (c) => c.length), 3);
  }
  assert.equal((await steps(page, 'aloud-steps'))[3], 'Pile 1: 3 ⊕ 2 = 1, so leave 1: take 2. (⊕ is nim-addition: add in binary without carrying.)');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  assert.equal((await status(page)).turn, 'you');
  // Out of projector mode it is a teacher's choice, at a pace kept with the
  // display choices: instant shows every step at once.
  await page.keyboard.press('p');
  await page.click('[data-testid=show-aloud]');
  await page.selectOption('[data-testid=pace]', 'instant');
  assert.match(await page.evaluate(() => localStorage.getItem('bouton.display')), /pace=instant/);
  await take(page, 2, 4);
  // The first frame that shows a step shows them all (at a slower pace, one).
  const first = await page.waitForFunction(() => document.querySelectorAll('[data-testid=aloud-steps] li').length || false, null, { polling: 'raf' });
  assert.ok((await first.jsonValue()) >= 3, `${await first.jsonValue()} steps shown at first`);
  await waitForPerson(page);
  await page.evaluate(() => localStorage.removeItem('bouton.display'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('step by step, each of the computer\'s reasons waits for PgDn or a press, on a laptop and on a phone', async () => {
  for (const [viewport, touch, list, next] of [
    [{ width: 1366, height: 768 }, false, 'aloud-steps', 'aloud-next'],
    [{ width: 390, height: 844 }, true, 'aloud-by-board', 'aloud-next-by-board'],
  ]) {
    const context = await s.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    await context.addInitScript(() => localStorage.setItem('bouton.display', 'aloud=1;pace=step'));
    const page = await context.newPage();
    await page.goto(s.site.url + '?piles=3,4,5&first=computer');
    await page.waitForSelector('html[data-ready="true"]');
    const shown = () => page.$$eval(`[data-testid=${list}] li`, (items) => items.filter((li) => li.checkVisibility()).length);
    // The first step at once; the next waits longer than the slowest timed pace.
    await page.waitForFunction((l) => document.querySelectorAll(`[data-testid=${l}] li`).length === 1, list);
    await page.waitForTimeout(3000);
    assert.equal(await page.locator(`[data-testid=${list}] li`).count(), 1, 'no step without a press');
    assert.ok(await page.isVisible(`[data-testid=${next}]`));
    assert.ok(await page.isVisible(`[data-testid=${list}]`));
    for (let step = 2; step <= 4; step++) {
      if (step === 3) await page.keyboard.press('PageDown');
      else await page[touch ? 'tap' : 'click'](`[data-testid=${next}]`);
      await page.waitForFunction(([l, n]) => document.querySelectorAll(`[data-testid=${l}] li`).length === n, [list, step]);
      assert.deepEqual(await piles(page), [3, 4, 5], 'no move before its reasons');
    }
    // On a phone the newest step alone, over the board.
    assert.equal(await shown(), touch ? 1 : 4);
    // After the last step the next press makes the move.
    await page[touch ? 'tap' : 'click'](`[data-testid=${next}]`);
    await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
    assert.equal((await status(page)).turn, 'you');
    assert.equal(await page.isVisible(`[data-testid=${next}]`), false);
    // The button gone, its focus went to the board.
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
    await context.close();
  }
});

test('at a projector the newest step and Next step stay in the room\'s sight under a tall tableau', async () => {
  for (const [query, lang] of [['?piles=15,14,13,12,11,10,9,7&first=computer', 'en'], ['?piles=7,6,5,4,3&first=computer&lang=it', 'it']]) {
    const context = await s.browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addInitScript(() => localStorage.setItem('bouton.display', 'projector=1;aloud=1;pace=step'));
    const page = await context.newPage();
    await page.goto(s.site.url + query);
    await page.waitForSelector('html[data-ready="true"]');
    for (let step = 1; step <= 3; step++) {
      if (step > 1) await page.keyboard.press('PageDown');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=aloud-steps] li').length === n, step);
      // In sight: inside the window, and not scrolled out of the side column.
      await page.waitForFunction(() => {
        const within = (el) => {
          const r = el.getBoundingClientRect();
          const column = el.closest('.side').getBoundingClientRect();
          return r.height > 0 && r.top >= column.top - 1 && r.bottom <= Math.min(column.bottom, innerHeight) + 1;
        };
        const newest = document.querySelector('[data-testid=aloud-steps] li:last-child');
        return within(newest) && within(document.querySelector('[data-testid=aloud-next]'));
      }, null, { timeout: 3000 }).catch(() => assert.fail(`${lang}: step ${step} or Next step out of sight`));
    }
    // The room still sees the column sums the steps talk about.
    assert.ok(await page.$eval('[data-testid=tableau] tfoot', (foot) => {
      const r = foot.getBoundingClientRect();
      return r.top >= foot.closest('.side').getBoundingClientRect().top;
    }), 'the column sums scrolled away');
    await context.close();
  }
});

test('between two friends the computer\'s thinking aloud and its pace are not offered', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  await page.waitForSelector('[data-testid=show-tableau]');
  assert.equal(await page.$('[data-testid=show-aloud]'), null);
  assert.equal(await page.$('[data-testid=pace]'), null);
  // Against the computer again, they are back.
  await page.click('.setup-drawer summary');
  await page.selectOption('[data-testid=opponent]', 'perfect');
  await page.waitForSelector('[data-testid=show-aloud]', { state: 'attached' });
  await page.waitForSelector('[data-testid=pace]', { state: 'attached' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a step waiting to be asked for goes on by itself once the pace is timed again', async () => {
  const context = await s.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => localStorage.setItem('bouton.display', 'aloud=1;pace=step'));
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=3,4,5&first=computer');
  await page.waitForSelector('[data-testid=aloud-steps] li');
  await page.selectOption('[data-testid=pace]', 'instant');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1', null, { timeout: 15000 });
  assert.equal(await page.isVisible('[data-testid=aloud-next]'), false);
  await context.close();
});

test('the review says where the game turned, and plays on from there with the same sides', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&vs=friend');
  await take(page, 2, 2); // a mistake: (1, 0) hands player 2 the win
  await take(page, 1, 1);
  await page.waitForSelector('[data-testid=turning-point]');
  assert.match(await page.textContent('[data-testid=turning-point]'),
    /The game turned at move 1: player 1 took 2 sticks from pile 2\. That left an unsafe position; taking 1 stick from pile 2 instead would have left a safe one\./);
  // From the keyboard, the review stepped first: the button goes with the
  // review, and the board takes the focus.
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('[data-testid=review-step]').textContent.startsWith('1'));
  await page.focus('[data-testid=replay-turning]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=status]').dataset.turn === 'player1');
  assert.deepEqual(await piles(page), [1, 2]);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'board');
  await page.close();
});

test('an unknown learning page says so and links to the pages and the game', async () => {
  // A page's name with learn/ left out opens the page; any other path is unknown.
  const nimbers = await open(s.browser, s.site, '#/nimbers');
  await nimbers.waitForSelector('[data-testid=nimbers]');
  await nimbers.close();
  const unknown = await open(s.browser, s.site, '#/unknown-page');
  assert.match(await unknown.textContent('[data-testid=learn-page] h2'), /Unknown page/);
  await unknown.close();
  const page = await open(s.browser, s.site, '#/learn/nonexistent');
  assert.match(await page.textContent('[data-testid=learn-page] h2'), /Unknown page/);
  assert.equal(await page.$('[data-testid=board]'), null, 'not the game');
  const links = await page.$$eval('[data-testid=unknown-page] a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.includes('#/learn/table') && links.includes('#/learn/practice'), links.join(' '));
  await page.click('[data-testid=unknown-page] a[href="#/learn/table"]');
  await page.waitForSelector('[data-testid=nim-table]');
  await page.close();
});

test('the computer\'s reasons take no room before their first step, and give way to a hint and to the review', async () => {
  const page = await openThinkingAloud('?piles=1,2&first=computer');
  const height = () => page.$eval('[data-testid=aloud-steps]', (e) => e.getBoundingClientRect().height);
  // Shown (not display: none, which would keep a screen reader from reading it), yet no room taken.
  await page.waitForSelector('[data-testid=aloud-steps]:not(.hidden)', { state: 'attached' });
  assert.equal(await page.$eval('[data-testid=aloud-steps]', (e) => getComputedStyle(e).display), 'block');
  assert.equal(await height(), 0, 'no empty box while the first step is due');
  // Through the computer's reasons to its move: 1, 2 → 1, 1.
  for (let i = 0; i < 12 && (await status(page)).turn !== 'you'; i++) {
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(50);
  }
  assert.equal((await status(page)).turn, 'you');
  assert.ok(await page.isVisible('[data-testid=aloud-steps] li:last-child'), 'its reasons stay while the pupil thinks');
  // Over them, the position they were about, not the one on the board now.
  assert.equal(await page.$eval('[data-testid=aloud-steps]', (e) => getComputedStyle(e, '::before').content), '"The computer\'s reasons, on 1, 2:"');
  assert.equal(await page.getAttribute('[data-testid=aloud-steps]', 'aria-label'), "The computer's reasons, on 1, 2:");
  await page.keyboard.press('h');
  assert.equal(await page.isVisible('[data-testid=aloud-steps]'), false, 'the hint\'s steps replace them');
  await page.keyboard.press('h');
  await take(page, 1, 1);
  // The computer takes the last stick, and the review comes without its reasons.
  for (let i = 0; i < 12 && !(await status(page)).winner; i++) {
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(50);
  }
  await page.waitForSelector('[data-testid=review]', { state: 'visible' });
  assert.equal(await page.isVisible('[data-testid=aloud-steps]'), false);
  await page.evaluate(() => localStorage.removeItem('bouton.display'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
