// The built app, end to end: open a link, click sticks, watch the computer answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, overflow, piles, status, waitForPerson, take, winningMove, randomMove,
} from './harness.mjs';

const s = session();

/** Plays until the game ends, choosing each of our moves with `choose`. */
async function playOut(page, choose, maxTake = null) {
  for (let moves = 0; moves < 500; moves++) {
    const s = await waitForPerson(page);
    if (s.winner) return s.winner;
    const sizes = await piles(page);
    const mv = choose(sizes, maxTake) ?? randomMove(sizes, maxTake);
    const before = sizes.reduce((a, b) => a + b, 0);
    const taken = () => page.waitForFunction(
      (n) => [...document.querySelectorAll('[data-pile]')].reduce((a, e) => a + Number(e.dataset.count), 0) < n,
      before,
      { timeout: 10000 },
    );
    await take(page, mv.pile, mv.take);
    // A click on the person's turn must take its sticks: a click that took
    // nothing is a failure, with what the status said.
    await taken().catch(async () => {
      assert.fail(`a click on pile ${mv.pile}, take ${mv.take}, took nothing (${JSON.stringify(await status(page))})`);
    });
  }
  throw new Error('the game did not end');
}

test('the first screen is a playable game', async () => {
  const page = await open(s.browser, s.site);
  assert.deepEqual(await piles(page), [3, 4, 5]);
  assert.deepEqual(await status(page), { turn: 'you', winner: null });
  assert.match(await page.textContent('[data-testid=prediction]'), /unsafe start/);
  const mark = await page.evaluate(() => performance.getEntriesByName('app-ready').length);
  assert.equal(mark, 1);
  await page.hover('[data-pile="3"] [data-take="3"]');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the board comes first, answers a click, and stays put when the rest arrives', async () => {
  const page = await s.browser.newPage({ viewport: { width: 1366, height: 768 } });
  // Animation frames held back: the start stops after its first task's screen.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__held = [];
    window.requestAnimationFrame = (f) => (window.__held ? window.__held.push(f) : raf(f));
  });
  await page.goto(s.site.url + '?piles=3,4,5&vs=friend');
  await page.waitForFunction(() => performance.getEntriesByName('app-ready').length === 1);
  const box = () => page.locator('[data-testid=board]').boundingBox();
  assert.deepEqual(await piles(page), [3, 4, 5]);
  assert.equal(await page.locator('[data-testid=tableau]').count(), 0, 'the tableau waits for the first paint');
  assert.equal(await page.getAttribute('html', 'data-ready'), null);
  // A click on the board before the rest is built is a move.
  await page.click('[data-pile="3"] [data-take="2"]');
  await page.waitForFunction(() => document.querySelector('[data-pile="3"]').dataset.count === '3');
  const before = await box();
  // The frames go on: the rest is built beside and below the board, which stays where it was.
  await page.evaluate(() => {
    const held = window.__held;
    window.__held = null;
    for (const f of held) requestAnimationFrame(f);
  });
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await box(), before);
  assert.equal(await page.getAttribute('[data-testid=tableau]', 'data-verdict'), 'unsafe');
  assert.equal(await page.locator('[data-testid=history] li').count(), 1);
  await page.close();
});

test('against perfect play from an unsafe start with the computer first, random moves lose', async () => {
  for (const query of ['?piles=3,4,5&first=computer', '?piles=2,5,9,11&first=computer&level=perfect', '?piles=21&max=3&first=computer']) {
    const page = await open(s.browser, s.site, query);
    const maxTake = query.includes('max=3') ? 3 : null;
    const winner = await playOut(page, randomMove, maxTake);
    assert.equal(winner, 'computer', query);
    assert.match(await page.textContent('[data-testid=status]'), /computer wins/);
    await page.close();
  }
});

test('playing the winning moves beats the perfect computer', async () => {
  const cases = [
    ['?piles=3,4,5&first=you&level=perfect', null],
    ['?piles=1,3,5,7&first=computer&level=perfect', null],
    ['?piles=7,6,4&first=you', null],
    ['?piles=21&max=3&first=you', 3],
    ['?piles=12&max=3&first=computer', 3],
    ['?piles=500000,1&first=you', null], // the form takes 499,999
  ];
  for (const [query, maxTake] of cases) {
    const page = await open(s.browser, s.site, query);
    const winner = await playOut(page, winningMove, maxTake);
    assert.equal(winner, 'you', query);
    assert.match(await page.textContent('[data-testid=status]'), /You win/);
    await page.close();
  }
});

test('the computer thinks visibly, then answers well under a second', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  // Timed in the page, from the press to the answer, so that a busy test
  // machine's round trips are not counted.
  await page.evaluate(() => {
    const status = document.querySelector('[data-testid=status]');
    window.answered = new Promise((resolve) => {
      new MutationObserver(() => {
        if (window.pressed && status.dataset.turn !== 'computer') resolve(performance.now() - window.pressed);
      }).observe(status, { attributes: true });
    });
    document.querySelector('[data-testid=board]')
      .addEventListener('click', () => { window.pressed = performance.now(); }, { capture: true });
  });
  await take(page, 1, 1);
  await page.waitForSelector('.thinking.visible');
  assert.equal((await status(page)).turn, 'computer');
  await waitForPerson(page);
  const ms = await page.evaluate(() => window.answered);
  assert.ok(ms < 1000, `answered in ${Math.round(ms)} ms`);
  assert.match(await page.textContent('[data-testid=last-move]'), /The computer took/);
  await page.close();
});

test('the board stays in place as the turn passes', async () => {
  const page = await open(s.browser, s.site, '?piles=21&max=3&first=computer');
  const top = () => page.$eval('[data-testid=board]', (e) => e.getBoundingClientRect().top);
  const tops = [];
  for (let k = 0; k < 3; k++) {
    await waitForPerson(page);
    tops.push(await top());
    await page.dispatchEvent('[data-pile="1"] [data-take="1"]', 'click');
    assert.equal((await status(page)).turn, 'computer');
    tops.push(await top());
  }
  assert.ok(Math.max(...tops) - Math.min(...tops) < 1, `the board never moves: its top at ${tops}`);
  await page.close();
});

test('bad links open the default game and say what was ignored', async () => {
  const cases = [
    ['?piles=3,x', /piles=3,x/],
    ['?max=0', /max=0/],
    [`?piles=${Array(40).fill(1).join(',')}`, /40 piles is too many/],
    ['?level=god', /level=god/],
    // A part the app does not know: the notice names those it reads.
    ['?piles=3,4,5&misere=yes', /“misere=yes” was ignored: this app does not know that part of a link; it reads piles, mode, max, moore, vs, level, first, moves, lang and projector\./],
    ['?piles=-3&mode=sideways', /negative[\s\S]*mode=sideways/],
    ['?piles=%E2%82%AC', /piles=€/],
    // A long bad value is quoted whole, wrapped within the page.
    [`?piles=${'9'.repeat(400)}`, /9{400}/],
    // Every fault of the pile list is named, not only the first.
    ['?piles=3,x,-2,2000000', /negative number of sticks; “x” is not a number of sticks from 0 to 1,000,000; pile 4 has 2,000,000 sticks/],
    // A number lost between two commas is not a game of fewer piles unsaid.
    ['?piles=3,,5', /“piles=3,,5” was ignored: a pile's number of sticks is missing: two separators with nothing between them/],
  ];
  for (const [query, message] of cases) {
    const page = await open(s.browser, s.site, query);
    const notice = await page.textContent('[data-testid=link-notice]');
    assert.match(notice, message, query);
    assert.equal((await overflow(page)).x, 0, query);
    assert.deepEqual(await piles(page), [3, 4, 5], `${query} opens the default game`);
    assert.deepEqual(page.errors, [], query);
    await page.close();
  }
  const page = await open(s.browser, s.site, '?piles=1-3-5-7&mode=MISERE&vs=friend');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.deepEqual(await piles(page), [1, 3, 5, 7]);
  await page.close();
  // The tags a newsletter or a social site adds on the way are no fault of the link.
  for (const query of ['?utm_source=newsletter&piles=2,6&utm_medium=email', '?piles=2,6&fbclid=IwAR0x']) {
    const tagged = await open(s.browser, s.site, query);
    assert.equal(await tagged.isVisible('[data-testid=link-notice]'), false, query);
    assert.deepEqual(await piles(tagged), [2, 6], query);
    await tagged.close();
  }
  // A sentence's full stop or closing quote after a link (which the browser
  // hands over encoded), a link a mail program encoded whole, or a game's
  // parts written after the `#` as a learning page's are (its `?` forgotten too), is mended.
  for (const query of ['?piles=2,6,7&vs=friend.', '?piles=2,6,7&vs=friend)', '?piles%3D2%2C6%2C7%26vs%3Dfriend',
    '?piles=2,6,7&vs=friend"', '?piles=2,6,7&vs=friend”.', '#?piles=2,6,7&vs=friend', '#piles=2,6,7&vs=friend']) {
    const mended = await open(s.browser, s.site, query);
    assert.equal(await mended.isVisible('[data-testid=link-notice]'), false, query);
    assert.deepEqual(await piles(mended), [2, 6, 7], query);
    assert.equal(new URL(mended.url()).searchParams.get('vs'), 'friend', query);
    await mended.close();
  }
  // Moves are not played on the default game that stands in for piles that could not be read.
  const lost = await open(s.browser, s.site, '?piles=3,x,5&vs=friend&moves=1:1&m');
  const said = await lost.textContent('[data-testid=link-notice]');
  assert.match(said, /“moves=1:1” was ignored: the moves were played on the link's piles, which could not be read\./);
  assert.match(said, /“m” was ignored/, 'a name given alone is quoted as written');
  assert.deepEqual(await piles(lost), [3, 4, 5]);
  await lost.close();
});

test('a link of many faults shows the first few, and the rest opens from their count, in the link\'s order', async () => {
  // The computer's parts between friends are named where the link gave them.
  const query = '?first=computer&a=1&b=2&c=3&vs=friend&d=4&e=5&f=6&level=good&g=7';
  const page = await open(s.browser, s.site, query);
  const shown = (await page.innerText('[data-testid=link-notice] > .notices')).split('\n');
  assert.equal(shown.length, 6, shown.join('\n'));
  assert.match(shown[0], /“first=computer” was ignored: between friends/);
  assert.match(shown[5], /“e=5”/);
  const more = page.locator('[data-testid=link-notice] .notices-more');
  assert.equal(await more.isVisible(), true);
  assert.equal(await page.isVisible('.notices-more > .notices'), false, 'closed until asked');
  assert.equal((await more.locator('summary').innerText()).trim(), '…and 3 more.');
  // Opened from the keyboard, as a teacher at a projector would.
  await more.locator('summary').focus();
  await page.keyboard.press('Enter');
  const rest = (await page.innerText('.notices-more > .notices')).split('\n');
  assert.equal(rest.length, 3, rest.join('\n'));
  assert.match(rest[0], /“f=6”/);
  assert.match(rest[1], /“level=good” was ignored: between friends/);
  assert.match(rest[2], /“g=7”/);
  assert.equal((await overflow(page)).x, 0);
  // A short list has nothing to open.
  await page.goto(`${s.site.url}?piles=3,x`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.isVisible('[data-testid=link-notice] .notices-more'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a notice dismissed on a learning page leaves the focus in the page', async () => {
  const page = await open(s.browser, s.site, '?piles=3,x#/learn/one-pile');
  await page.focus('[data-testid=close-notice]');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'learn-page');
  // Tab goes on from there, into the page.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-testid=learn-page]') !== null), true);
  await page.close();
});

test('a wrong move in a link names whose move it was, never a bare count', async () => {
  const cases = [
    ['?piles=3,4,5&moves=1:9', /Move 1 \(1:9, yours\) cannot be played: pile 1 has only 3 sticks/, [3, 4, 5]],
    ['?piles=3,4,5&moves=1:1,1:9,2:1', /Move 2 \(1:9, the computer's\) cannot be played: .*; it was dropped, and so was the move after it\./, null],
    ['?piles=3,4,5&first=computer&moves=1:1,1:9', /Move 2 \(1:9, yours\) cannot be played/, [2, 4, 5]],
    ['?piles=3,4,5&vs=friend&moves=1:1,2:1,1:9,1:1,1:1', /Move 3 \(1:9, player 1's\) cannot be played: .*; it was dropped, and so were all 2 moves after it\./, [2, 3, 5]],
  ];
  for (const [query, message, after] of cases) {
    const page = await open(s.browser, s.site, query);
    const notice = await page.textContent('[data-testid=link-notice]');
    assert.match(notice, message, query);
    assert.doesNotMatch(notice, /\(\d+\)/, `${query}: no bare count`);
    if (after) {
      assert.deepEqual(await piles(page), after, query);
    } else {
      // The computer's own move was dropped: it moves again, after the person's 1:1.
      await waitForPerson(page);
      await page.waitForFunction(() => new URLSearchParams(location.search).get('moves')?.split(',').length === 2);
      const moves = new URL(page.url()).searchParams.get('moves').split(',');
      assert.equal(moves[0], '1:1', query);
      assert.notEqual(moves[1], '1:9', query);
      const [, took] = moves[1].split(':').map(Number);
      assert.equal((await piles(page)).reduce((a, b) => a + b, 0), 11 - took, query);
    }
    assert.deepEqual(page.errors, [], query);
    await page.close();
  }
  const it = await open(s.browser, s.site, '?lang=it&piles=3,4,5&vs=friend&moves=1:1,1:9');
  assert.match(await it.textContent('[data-testid=link-notice]'), /La mossa 2 \(1:9, del giocatore 2\) non si può giocare/);
  await it.close();
  // A move that names one pile twice is told so, not called "not a move".
  const twice = await open(s.browser, s.site, '?piles=3,4,5&moore=2&vs=friend&moves=1:1,1:2+1:1');
  assert.match(await twice.textContent('[data-testid=link-notice]'), /move 2 “1:2\+1:1” takes from pile 1 twice, but a move takes from each pile only once/);
  assert.deepEqual(await piles(twice), [2, 4, 5]);
  await twice.close();
});

test('a link pasted with &amp; for & (out of an e-mail\'s markup) opens what it names', async () => {
  const page = await open(s.browser, s.site, '?piles=7,6,4&amp;mode=misere&amp;vs=friend');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.deepEqual(await piles(page), [7, 6, 4]);
  assert.equal(await page.evaluate(() => location.search), '?piles=7,6,4&mode=misere&vs=friend');
  assert.equal(await page.$eval('[data-testid=status]', (e) => e.dataset.turn), 'player1');
  await page.close();
});

test('taken sticks fade, also when the last move took from the same pile', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,9&vs=friend');
  // Each stick the last move took, by the state of its fade.
  const fades = () => page.$$eval('[data-pile="3"] .stick.gone',
    (sticks) => sticks.map((el) => el.getAnimations().map((a) => a.playState).join() || 'none'));
  // The frame that draws the move shows the taken sticks still; they fade from the next.
  const fading = (n) => page.waitForFunction((n) => {
    const gone = [...document.querySelectorAll('[data-pile="3"] .stick.gone')];
    return gone.length === n && gone.every((el) => el.getAnimations()[0]?.playState === 'running');
  }, n);
  // Still in the frame that draws the move, fading in the next (once the page is
  // idle: a frame the page has already asked for would bring the fade forward).
  await page.waitForTimeout(300);
  const frames = await page.evaluate(async () => {
    const states = () => [...document.querySelectorAll('[data-pile="3"] .stick.gone')]
      .map((el) => el.getAnimations()[0]?.playState ?? 'none').join();
    document.querySelector('[data-pile="3"] [data-take="2"]').click();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(states())));
    return [await frame(), await frame()];
  });
  assert.deepEqual(frames, ['none,none', 'running,running']);
  await fading(2);
  await page.waitForFunction(() => document.querySelector('.stick.gone').getAnimations()[0]?.playState === 'finished');
  // Player 2 takes three from the same pile: all three fade, none just vanishes.
  await take(page, 3, 3);
  await fading(3);
  assert.deepEqual(await fades(), ['running', 'running', 'running']);
  // The board drawn again with no move pending (a new language): the copies
  // fade at once, not left still where they look like sticks.
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForFunction(() => document.documentElement.lang === 'it'
    && [...document.querySelectorAll('[data-pile="3"] .stick.gone')].every((el) => el.getAnimations().length === 1));
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The board's height and a stick's width: what a pile that wraps, or sticks resized, change. */
const boardSize = (page) => page.evaluate(() => ({
  height: document.querySelector('[data-testid=board]').getBoundingClientRect().height,
  stick: document.querySelector('.stick').getBoundingClientRect().width,
}));

test('a move from the widest pile leaves the board as it was while its sticks fade', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  const before = await boardSize(page);
  await page.dispatchEvent('[data-pile="3"] [data-take="3"]', 'click');
  assert.deepEqual(await piles(page), [3, 4, 2]);
  assert.equal(await page.$$eval('[data-pile="3"] .gone', (l) => l.length), 3);
  assert.deepEqual(await boardSize(page), before, 'no pile wraps and no stick changes size');
  await page.close();
});

test('an earlier move\'s faded sticks go in the frame after the next move\'s, and the board keeps its size meanwhile', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  const before = await boardSize(page);
  await take(page, 3, 3);
  await page.waitForFunction(() => document.querySelector('.stick.gone').getAnimations()[0]?.playState === 'finished');
  await page.waitForTimeout(300);
  // Each frame from a click on pile 2: the faded sticks in piles 3 and 2, the
  // board's height and a stick's width.
  const frames = await page.evaluate(async () => {
    const seen = () => ({
      gone: [3, 2].map((p) => document.querySelectorAll(`[data-pile="${p}"] .stick.gone`).length),
      height: document.querySelector('[data-testid=board]').getBoundingClientRect().height,
      stick: document.querySelector('.stick').getBoundingClientRect().width,
    });
    document.querySelector('[data-pile="2"] [data-take="1"]').click();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(seen())));
    return [await frame(), await frame(), await frame()];
  });
  // The move's frame adds pile 2's and leaves pile 3's (faded out) as they were.
  assert.deepEqual(frames[0], { gone: [3, 1], ...before });
  // Removed a frame or two later, with the panels beside the board.
  assert.deepEqual(frames[2].gone, [0, 1]);
  assert.equal(frames[2].height, before.height, 'no pile wraps');
  // An undo removes the undone move's at once: the frame that draws it has none left.
  const undone = await page.evaluate(async () => {
    document.querySelector('[data-testid=undo]').click();
    return new Promise((r) => requestAnimationFrame(() => r(document.querySelectorAll('[data-pile="2"] .stick.gone').length)));
  });
  assert.equal(undone, 0);
  assert.deepEqual(await piles(page), [3, 4, 2]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a friend game alternates player 1 and player 2', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&first=computer');
  // The link's "first" means nothing between friends, and the notice says so.
  assert.match(await page.textContent('[data-testid=link-notice]'), /“first=computer” was ignored: between friends, Player 1 always moves first/);
  const turns = [];
  for (let i = 0; i < 12; i++) {
    const s = await status(page);
    if (s.winner) break;
    turns.push(s.turn);
    const sizes = await piles(page);
    const pile = sizes.findIndex((n) => n > 0) + 1;
    await take(page, pile, 1);
  }
  assert.deepEqual(turns, Array.from(turns, (_, i) => (i % 2 === 0 ? 'player1' : 'player2')));
  assert.equal((await status(page)).winner, 'player2', '12 single takes: player 2 takes the last stick');
  await page.close();
});

test('changing the setup replaces the address without adding history', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  const length = await page.evaluate(() => history.length);
  await page.click('[data-testid=setup-open]');
  await page.click('text=1-3-5-7 (Marienbad)');
  await page.waitForFunction(() => location.search.includes('piles=1,3,5,7'));
  await page.fill('[data-testid=setup-pile-2]', '-3');
  await page.press('[data-testid=setup-pile-2]', 'Enter');
  assert.match(await page.textContent('[data-testid=setup-error]'), /Pile 2.*negative/);
  assert.deepEqual(await piles(page), [1, 3, 5, 7]);
  // The field shows the size in use, not the refused one (the message quotes that).
  assert.equal(await page.inputValue('[data-testid=setup-pile-2]'), '3');
  // In sight at the foot of the screen, wherever the pupil is in the setup.
  const foot = await page.evaluate(() => document.querySelector('[data-testid=setup-error]').getBoundingClientRect().bottom);
  assert.ok(foot <= await page.evaluate(() => innerHeight), `the message ends at ${foot}`);
  // Typing the size in use again sends no change: the message about -3 goes all the same.
  await page.fill('[data-testid=setup-pile-2]', '3');
  assert.equal(await page.textContent('[data-testid=setup-error]'), '');
  await page.fill('[data-testid=setup-pile-2]', '-3');
  await page.press('[data-testid=setup-pile-2]', 'Enter');
  assert.match(await page.textContent('[data-testid=setup-error]'), /Pile 2.*negative/);
  await page.check('[data-testid=mode-misere]');
  await page.waitForFunction(() => location.search.includes('mode=misere'));
  assert.equal(await page.textContent('[data-testid=setup-error]'), '');
  assert.equal(await page.evaluate(() => history.length), length);
  // The address is a link to this setup: opening it gives the same game.
  const link = page.url();
  const again = await s.browser.newPage();
  await again.goto(link);
  await again.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(again), [1, 3, 5, 7]);
  await again.click('[data-testid=setup-open]');
  assert.equal(await again.isChecked('[data-testid=mode-misere]'), true);
  await again.close();
  await page.close();
});

test('32 piles of a million stay responsive', async () => {
  const query = '?vs=friend&piles=' + Array(32).fill(1000000).join(',');
  const page = await open(s.browser, s.site, query);
  const started = Date.now();
  await take(page, 32, 500000);
  await page.waitForFunction(() => document.querySelector('[data-pile="32"]').dataset.count === '500000');
  await take(page, 1, 3);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '999997');
  assert.ok(Date.now() - started < 2000, `two moves took ${Date.now() - started} ms`);
  assert.ok((await page.$$('[data-take]')).length <= 32 * 10);
  // The tableau's head can be read: every place (up to 524,288) stays within its
  // column's cell, over none of its neighbours.
  const overflowing = await page.$$eval('[data-testid=tableau] thead .place', (places) => places.filter((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    const text = range.getBoundingClientRect();
    const cell = p.closest('th').getBoundingClientRect();
    return text.left < cell.left || text.right > cell.right;
  }).map((p) => p.textContent));
  // 1,000,000 has 20 binary digits: places 1 to 524,288.
  assert.equal(await page.$$eval('[data-testid=tableau] thead .place', (places) => places.length), 20);
  assert.deepEqual(overflowing, []);
  await page.close();
});

test('the game can be played with the keyboard alone, the board one Tab stop', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.classList.contains('stick') ? `${e.closest('.pile').dataset.pile}:${e.dataset.take}` : e.dataset.testid ?? e.tagName;
  });
  // No stick takes Tab: the board does, and the arrows walk its sticks.
  assert.equal(await page.locator('[data-testid=board] .stick:not([tabindex="-1"])').count(), 0);
  await page.focus('[data-testid=new-game]');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'board');
  // ↓ chooses pile 1's last stick (take 1), ← the one before it (take 2).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.activeElement?.dataset.take === '2');
  assert.equal(await focused(), '1:2');
  assert.equal(await page.getAttribute('[data-pile="1"] [data-take="2"]', 'aria-label'), 'Take 2 sticks from pile 1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  assert.equal(await focused(), 'board');
  // From the board Tab goes on past every stick.
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await focused(), /^\d:\d+$/);
  assert.notEqual(await focused(), 'board');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'board');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.classList.contains('stick'));
  assert.equal(await focused(), '1:1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '0');
  assert.equal((await status(page)).turn, 'player1');
  await page.close();
});

test('the keys\' stick keeps the focus in its place: Escape, Tab away and back, the hint\'s lit move', async () => {
  // After 2 from pile 1, 1 ⊕ 5 ⊕ 6 ⊕ 7 ⊕ 4 = 1: three winning moves.
  const page = await open(s.browser, s.site, '?piles=3,5,6,7,4&vs=friend');
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.classList.contains('stick') ? `${e.closest('.pile').dataset.pile}:${e.dataset.take}` : e.dataset.testid ?? e.tagName;
  });
  const until = (at) => page.waitForFunction((at) => {
    const e = document.activeElement;
    const now = e.classList.contains('stick') ? `${e.closest('.pile').dataset.pile}:${e.dataset.take}` : e.dataset.testid ?? e.tagName;
    return now === at;
  }, at);
  await page.focus('[data-testid=board]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await until('1:2');
  // Escape lets go of the choice: the board keeps the focus, never the page.
  await page.keyboard.press('Escape');
  await until('board');
  assert.equal(await page.$('[data-pile][data-chosen]'), null);
  // Tab away and back: the stick chosen has the focus again, its preview drawn.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await until('1:2');
  await page.keyboard.press('Tab');
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'detached' });
  await page.keyboard.press('Shift+Tab');
  await until('1:2');
  // Shift+Tab from the stick leaves the board at once: it is one Tab stop.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'new-game');
  await page.keyboard.press('Tab');
  await until('1:2');
  await page.waitForSelector('[data-testid=tableau-preview]');
  assert.match(await page.textContent('[data-testid=preview-said]'), /^If you take 2 sticks from pile 1: 1, 5, 6, 7, 4/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  // The hint's winning moves, lit one after another, each take the focus: a
  // screen reader names the move Enter (or the clicker's button) plays.
  for (let press = 0; press < 8 && !(await page.$('[data-winning-move]')); press++) await page.keyboard.press('h');
  const lit = () => page.$eval('[data-winning-move][aria-pressed=true]', (e) => `${e.dataset.pile}:${e.dataset.take}`);
  await until(await lit());
  const first = await lit();
  await page.keyboard.press('PageDown');
  await page.waitForFunction((first) => {
    const e = document.querySelector('[data-winning-move][aria-pressed=true]');
    return e && `${e.dataset.pile}:${e.dataset.take}` !== first;
  }, first);
  const second = await lit();
  await until(second);
  const [pile, take] = second.split(':').map(Number);
  const before = await piles(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(([pile, n]) => document.querySelector(`[data-pile="${pile}"]`).dataset.count === String(n), [pile, before[pile - 1] - take]);
  assert.equal(await focused(), 'board');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Enter with no move chosen does nothing and says nothing', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await page.focus('[data-testid=board]');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  assert.deepEqual(await piles(page), [3, 4, 5]);
  assert.equal((await page.textContent('[data-testid=move-error]')).trim(), '');
  await page.close();
});

test('the setup panel works from the keyboard and keeps focus where it was', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  // The panel is a drawer under the prediction: open it from the keyboard.
  await page.focus('[data-testid=setup-open]');
  await page.keyboard.press('Enter');
  await page.focus('[data-testid=count-more]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.search.includes('piles=3,4,5,3'));
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'count-more');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.search.includes('piles=3,4,5,3,3'));
  await page.focus('[data-testid=pile-2-less]');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => location.search.includes('piles=3,3,5,3,3'));
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'pile-2-less');
  await page.focus('#preset-21');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.search.includes('piles=21&'));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'preset-21');
  await page.focus('#preset-3\\,4\\,5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /piles=3,4,5(&|$)/.test(location.search));
  await page.focus('[data-testid=opponent]');
  await page.selectOption('[data-testid=opponent]', 'friend');
  await page.waitForFunction(() => location.search.includes('vs=friend'));
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'opponent');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await page.close();
});

test('every pile\'s − and + in the setup panel take a click, each row within its column', async () => {
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const page = await open(s.browser, s.site, '?piles=3,4,5,6,7', { width, height });
    await page.click('[data-testid=setup-open]');
    const sizes = () => page.evaluate(() => new URLSearchParams(location.search).get('piles'));
    // Each button is what a pointer at its centre reaches (not the next pile's label).
    const hidden = await page.$$eval('.pile-size .nudge', (l) => l.filter((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) !== b;
    }).map((b) => b.dataset.testid));
    assert.deepEqual(hidden, [], `covered at ${width}×${height}`);
    for (let n = 1; n <= 5; n++) await page.click(`[data-testid=pile-${n}-more]`);
    assert.equal(await sizes(), '4,5,6,7,8');
    for (let n = 1; n <= 5; n++) await page.click(`[data-testid=pile-${n}-less]`);
    assert.equal(await sizes(), '3,4,5,6,7');
    const rows = await page.$$eval('.pile-size', (l) => l.map((e) => e.scrollWidth - e.clientWidth));
    assert.deepEqual(rows, rows.map(() => 0), `no row wider than its column at ${width}×${height}`);
    await page.close();
  }
});

test('on a touch screen every control is a fingertip tall, on the game and on every learning page', async () => {
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=3,4,5,6,7');
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('[data-testid=setup-open]');
  // Controls drawn and of some size (not those folded away or read only by a screen reader).
  const small = () => page.evaluate(() => [...document.querySelectorAll(
    'button, .button, summary, input, select, .pages a, .safe-list a, .nb-link a, [data-testid=unknown-page] a')].flatMap((e) => {
    // A box to tick is tapped by its label's whole row.
    const r = (['checkbox', 'radio'].includes(e.type) ? e.closest('label') ?? e : e).getBoundingClientRect();
    const least = 44;
    // A link to tap is a fingertip wide as well as tall, short names ("Play") included.
    const narrow = e.tagName === 'A' && r.width + 0.5 < 44;
    return r.width > 1 && (r.height + 0.5 < least || narrow) ? [`${e.tagName} ${e.textContent.trim() || e.type} ${Math.round(r.width)}×${Math.round(r.height)} px`] : [];
  }));
  const where = ['game'];
  const found = [await small()];
  for (const link of await page.$$eval('.pages a[href^="#/"]', (l) => l.map((a) => a.getAttribute('href')))) {
    await page.click(`.pages a[href="${link}"]`);
    // A page may write its own query after its hash (the practice set on show).
    await page.waitForFunction((h) => location.hash === h || location.hash.startsWith(`${h}?`), link);
    where.push(link);
    found.push(await small());
  }
  // A link to no page lists the pages to tap instead.
  await page.evaluate(() => { location.hash = '#/learn/nope'; });
  await page.waitForSelector('[data-testid=unknown-page]');
  where.push('#/learn/nope');
  found.push(await small());
  assert.deepEqual(found, where.map(() => []), where.join(', '));
  // The practice board's sticks: seven in a phone's row, so an easy pile keeps one,
  // each as wide as the game's board draws its sticks at the least.
  await page.goto(s.site.url + '#/learn/practice?seed=7&kind=move&level=good');
  await page.waitForSelector('.pr-stick');
  const prSticks = await page.$$eval('.pr-stick', (all) => all.map((e) => e.getBoundingClientRect().toJSON()));
  assert.ok(prSticks.every((r) => r.width >= 32 && r.height >= 44 && r.right <= 390), `practice sticks ${[...new Set(prSticks.map((r) => `${r.width}×${r.height}`))]} px`);
  const rows = await page.$$eval('.pr-pile', (piles) => piles.map((p) => new Set([...p.querySelectorAll('.pr-stick')].map((e) => Math.round(e.getBoundingClientRect().top))).size));
  assert.deepEqual(rows, rows.map(() => 1), 'each easy pile on one row');
  // Big piles wrap onto more rows rather than thin their sticks below 32 px, a fingertip's width.
  await page.goto(s.site.url + '?piles=21,20,3');
  await page.waitForSelector('html[data-ready="true"]');
  // The sticks are sized from the board's own layout, which a loaded machine
  // may finish after `data-ready`, and CI has seen a stick 0 px wide just
  // after one in sight: the boxes checked are those of the first measurement
  // in which every stick is wide enough, else of the last one taken.
  // The cause is not known yet, so a narrow stick is described in full: its
  // pile, classes, parent, style and what its width was computed from.
  const measured = (all) => all.map((e) => {
    const box = e.getBoundingClientRect().toJSON();
    if (box.width >= 32) return box;
    const css = getComputedStyle(e);
    const seen = {
      pile: e.closest('.pile')?.dataset.pile, class: e.className, parent: e.parentElement?.className,
      style: e.getAttribute('style'), display: css.display, width: css.width,
      share: css.getPropertyValue('--share'), least: css.getPropertyValue('--least'), slots: css.getPropertyValue('--slots'),
    };
    return { ...box, seen: JSON.stringify(seen) };
  });
  const sticks = await page.waitForFunction(() => {
    const boxes = [...document.querySelectorAll('[data-testid=board] .stick')].map((e) => e.getBoundingClientRect().toJSON());
    return boxes.length === 44 && boxes.every((r) => r.width >= 32) && boxes;
  }, null, { timeout: 5000 }).then((found) => found.jsonValue(), () => page.$$eval('[data-testid=board] .stick', measured));
  assert.equal(sticks.length, 44);
  assert.ok(sticks.every((r) => r.width >= 32 && r.left >= 0 && r.right <= 390),
    `sticks ${[...new Set(sticks.map((r) => r.width))]} px wide ${[...new Set(sticks.flatMap((r) => r.seen ?? []))]}`);
  const rowsOfPile1 = await page.$$eval('[data-pile="1"] .stick', (all) => new Set(all.map((e) => Math.round(e.getBoundingClientRect().top))).size);
  assert.ok(rowsOfPile1 >= 2, 'a pile of 21 wraps');
  // Bundles cannot be split: there a bundle of 16 keeps to the screen's width.
  await page.click('[data-testid=bundles]');
  await page.waitForSelector('[data-testid=board].bundled');
  assert.ok(await page.$$eval('[data-testid=board] .stick', (all) => all.every((e) => e.getBoundingClientRect().right <= 390)));
  await context.close();
  // A classroom's touch board: projector mode still fits with the larger controls.
  const board = await s.browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const projected = await board.newPage();
  for (const piles of [Array(8).fill(15).join(','), '21,20,3,9']) {
    await projected.goto(s.site.url + `?piles=${piles}&projector=1`);
    await projected.waitForSelector('html[data-ready="true"]');
    assert.ok(await projected.evaluate(() => matchMedia('(pointer: coarse)').matches));
    assert.deepEqual(await overflow(projected), { x: 0, y: 0 });
    // Every pile is in sight: the board does not scroll within itself. A pile
    // of 21 keeps one row, as on a screen without touch, and eight piles keep
    // sticks shorter than a fingertip's least button.
    assert.ok(await projected.$eval('[data-testid=board]', (b) => b.scrollHeight <= b.clientHeight + 1), `${piles}: the board scrolls`);
  }
  await board.close();
});

test('on a phone the page links stay one line each', async () => {
  for (const lang of ['en', 'it']) {
    const page = await open(s.browser, s.site, `?lang=${lang}`, { width: 360, height: 640 });
    const heights = await page.$$eval('.pages a', (l) => l.map((e) => e.getBoundingClientRect().height));
    assert.ok(Math.max(...heights) < 1.6 * Math.min(...heights), `${lang}: link heights ${heights}`);
    assert.equal((await overflow(page)).x, 0, 'no horizontal scrollbar');
    await page.close();
  }
});

test('the list of keys opens at its title, on a screen too short for it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5', { width: 844, height: 390 });
  await page.keyboard.press('?');
  const help = await page.waitForSelector('[data-testid=help][open]');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'help-close');
  assert.ok(await help.evaluate((e) => e.scrollHeight > e.clientHeight), 'the list is taller than the screen');
  assert.equal(await help.evaluate((e) => e.scrollTop), 0);
  const title = await page.$eval('#keys-title', (e) => e.getBoundingClientRect().top);
  assert.ok(title >= 0, `the title in sight at ${title}`);
  await page.keyboard.press('Escape');
  await page.close();
});

test('every setup choice survives the trip through the address bar', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  // The piles the setup starts from (the board's change once the computer moves).
  const choices = async (p) => ({
    piles: await p.$$eval('[id^=setup-pile-]', (l) => l.map((e) => Number(e.value))),
    misere: await p.isChecked('[data-testid=mode-misere]'),
    limitOn: await p.isChecked('[data-testid=limit-on]'),
    limit: await p.inputValue('[data-testid=limit]'),
    opponent: await p.inputValue('[data-testid=opponent]'),
    computerFirst: await p.isChecked('[data-testid=first-computer]'),
  });
  await page.click('[data-testid=setup-open]');
  await page.fill('[data-testid=setup-pile-1]', '9');
  await page.press('[data-testid=setup-pile-1]', 'Enter');
  await page.check('[data-testid=limit-on]');
  await page.fill('[data-testid=limit]', '4');
  await page.press('[data-testid=limit]', 'Enter');
  await page.selectOption('[data-testid=opponent]', 'good');
  await page.check('[data-testid=first-computer]');
  await page.waitForFunction(() => location.search.includes('first=computer'));
  const here = await choices(page);
  assert.deepEqual(here.piles, [9, 4, 5]);
  assert.equal(here.limit, '4');
  assert.equal(here.opponent, 'good');
  const again = await s.browser.newPage();
  await again.goto(page.url());
  await again.waitForSelector('html[data-ready="true"]');
  await again.click('[data-testid=setup-open]');
  assert.deepEqual(await choices(again), here);
  await again.close();
  await page.close();
});

test('a take limit of one says "stick", in both languages', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&max=1&vs=friend&lang=en');
  await page.click('[data-testid=setup-open]');
  const limit = () => page.$eval('.setup .limit', (e) => e.textContent.replace(/\s+/g, ' ').trim());
  assert.equal(await limit(), 'Take at most stick per move');
  await page.fill('[data-testid=limit]', '3');
  await page.press('[data-testid=limit]', 'Enter');
  await page.waitForFunction(() => location.search.includes('max=3'));
  assert.equal(await limit(), 'Take at most sticks per move');
  await page.click('[data-testid=lang] [lang=it]');
  assert.equal(await limit(), 'Prendi al massimo bastoncini per mossa');
  await page.close();
});

test('keyboard focus stays on a control after every kind of action', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&vs=friend');
  const focused = () => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);
  // A move taking the focused stick: the board keeps the focus.
  await page.focus('[data-pile="1"] [data-take="1"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '0');
  assert.equal(await focused(), 'board');
  // Undo back to the start disables undo: redo takes the focus, and back again.
  await page.focus('[data-testid=undo]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'redo');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '0');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'undo');
  // The hint, the bundles and projector switches and New game keep their focus.
  for (const id of ['hint', 'bundles', 'projector', 'projector', 'bundles', 'new-game']) {
    await page.focus(`[data-testid=${id}]`);
    await page.keyboard.press('Enter');
    assert.equal(await focused(), id, `after ${id}`);
  }
  // The language switch redraws every word and focuses the same button again.
  await page.focus('[data-testid=lang] button[lang=it]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  await page.waitForFunction(() => document.activeElement?.getAttribute('lang') === 'it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Enter held on Undo undoes to the start and stops there, on Redo', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&vs=friend&moves=1:1,2:1');
  assert.deepEqual(await piles(page), [0, 1]);
  await page.focus('[data-testid=undo]');
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter'); // the key repeating
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'redo');
  for (let k = 0; k < 3; k++) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  assert.deepEqual(await piles(page), [1, 2], 'the repeats did not redo');
  // A new press does.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '0');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the focus is never lost to the page when an action takes away its control', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&moves=1:1');
  const focused = () => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);
  // Which stick has the focus, as pile:take, once the keys' choice is drawn.
  const stick = (at) => page.waitForFunction((at) => {
    const e = document.activeElement;
    return e?.classList.contains('stick') && `${e.closest('.pile').dataset.pile}:${e.dataset.take}` === at;
  }, at);
  // The keys' choice puts the focus on its stick in the board, so Enter
  // takes the chosen move instead of clicking New game again.
  await page.click('[data-testid=new-game]');
  await page.keyboard.press('ArrowDown'); // pile 1, take 1
  await page.keyboard.press('ArrowLeft'); // take 2
  await stick('1:2');
  await page.keyboard.press('ArrowRight'); // take 1
  await stick('1:1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '2');
  assert.equal(await focused(), 'board', 'the stick taken gave the focus to the board');
  // An arrow from a stick the pointer focused: the keys' stick takes the focus and the preview stays.
  await page.focus('[data-pile="2"] [data-take="1"]');
  await page.keyboard.press('ArrowLeft');
  await stick('1:1');
  assert.equal(await page.isVisible('[data-testid=tableau-preview]'), true);
  // `p` hides the focused setup drawer's button in projector mode: the board
  // takes the focus, and gives it to the stick the keys chose.
  await page.focus('.setup-drawer > summary');
  await page.keyboard.press('p');
  await stick('1:1');
  await page.keyboard.press('p');
  // `n` closes the hint panel around a focused winning move.
  for (let press = 0; press < 8 && !(await page.$('[data-winning-move]')); press++) await page.keyboard.press('h');
  await page.focus('[data-winning-move]');
  await page.keyboard.press('n');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
  assert.deepEqual(page.errors, []);
  await page.close();

  // The move form's button keeps the focus while the computer answers, and a
  // move made then is refused with its reason.
  const vs = await open(s.browser, s.site, '?piles=3,4,5');
  await vs.fill('[data-testid=move-take]', '2');
  await vs.fill('[data-testid=move-pile]', '1');
  await vs.focus('[data-testid=move-submit]');
  await vs.keyboard.press('Enter');
  await vs.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await vs.waitForSelector('[data-testid=status][data-turn=computer]');
  assert.equal(await vs.evaluate(() => document.activeElement?.dataset.testid), 'move-submit');
  await vs.keyboard.press('Enter');
  assert.match(await vs.textContent('[data-testid=move-error]'), /computer's turn/);
  await waitForPerson(vs);
  assert.equal(await vs.evaluate(() => document.activeElement?.dataset.testid), 'move-submit');
  // The focus leaving the form moves nothing under it: the press that takes
  // it away lands where it was aimed, with the form's reason shown or not.
  for (const take of ['1', '9']) {
    await vs.fill('[data-testid=move-take]', take);
    await vs.fill('[data-testid=move-pile]', '2');
    await vs.click('[data-testid=move-submit]');
    await waitForPerson(vs);
    const pressed = await vs.getAttribute('[data-testid=bundles]', 'aria-pressed');
    await vs.click('[data-testid=bundles]');
    assert.notEqual(await vs.getAttribute('[data-testid=bundles]', 'aria-pressed'), pressed, `after taking ${take}`);
  }
  assert.deepEqual(vs.errors, []);
  await vs.close();
});

test('a move from a pile drawn as a bundle leaves its loose sticks as they were', async () => {
  const page = await open(s.browser, s.site, '?piles=40,40&vs=friend');
  const widths = (pile) => page.$$eval(`[data-pile="${pile}"] .stick:not(.gone)`, (l) => l.map((e) => Math.round(e.getBoundingClientRect().width)));
  const rows = (pile) => page.$eval(`[data-pile="${pile}"]`, (e) => Math.round(e.getBoundingClientRect().height));
  await page.click('[data-pile="1"] [data-take="5"]');
  await page.waitForSelector('[data-pile="1"][data-count="35"] .fading.go');
  // The taken sticks fade from one spot, neither squeezing the row nor wrapping it.
  assert.deepEqual(await widths(1), await widths(2));
  assert.equal(await rows(1), await rows(2));
  assert.equal(await page.$$eval('[data-pile="1"] .gone', (l) => l.length), 5);
  assert.deepEqual(page.errors, []);
  await page.close();
});
