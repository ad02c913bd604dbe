// What a pupil on a phone or a laptop, a teacher at a projector and someone
// opening a link meet: where things are on the screen, and games never lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { session, open, loaded, piles, status, take, waitForPerson } from './harness.mjs';

const s = session();
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };
const projector = { width: 1024, height: 768 };
const room = { width: 1920, height: 1080 };

/** The boxes of the elements `selectors` names, in the page's coordinates (scrolled or not). */
async function boxes(page, selectors) {
  return page.evaluate((selectors) => selectors.map((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, width: r.width, height: r.height };
  }), selectors);
}

for (const lang of ['en', 'it']) {
  test(`on a phone (${lang}) the status, Hint, the hint's steps, Undo and Redo sit with the board`, async () => {
    const page = await open(s.browser, s.site, `?piles=3,4,5&vs=friend&lang=${lang}`, phone);
    await take(page, 3, 1);
    await page.click('[data-testid=hint]');
    await page.click('[data-testid=hint]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=hint-steps] li').length === 2);
    const [state, hint, undo, redo, steps, firstPile, board] = await boxes(page, [
      '[data-testid=status]', '[data-testid=hint]', '[data-testid=undo]', '[data-testid=redo]',
      '[data-testid=hint-steps]', '[data-pile="1"]', '[data-testid=board]',
    ]);
    // Everything from the status down to the first pile lit by the hint fits in one screen.
    assert.ok(firstPile.bottom - state.top <= phone.height, `status to pile 1: ${firstPile.bottom - state.top} px`);
    for (const [name, box] of [['Hint', hint], ['Undo', undo], ['Redo', redo], ['the hint steps', steps]]) {
      assert.ok(box.bottom <= board.top && board.top - box.bottom < 400, `${name} just above the board: ${JSON.stringify(box)}`);
    }
    assert.equal(await page.isEnabled('[data-testid=undo]'), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('on a laptop Hint is on the first screen and the piles fill the board', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=en', laptop);
  const [hint, board, last] = await boxes(page, ['[data-testid=hint]', '[data-testid=board]', '[data-pile="3"] [data-take="1"]']);
  assert.ok(hint.bottom <= laptop.height, `Hint at ${hint.bottom}`);
  assert.ok(last.bottom <= laptop.height, `the last pile on the first screen: ${last.bottom}`);
  // From the pile labels to the last stick of the widest pile: most of the board's width.
  const first = await page.$eval('[data-pile="3"] .stick', (e) => e.getBoundingClientRect().left);
  assert.ok((last.right - first) / board.width > 0.55, `the widest pile spans ${Math.round((last.right - first) / board.width * 100)} % of the board`);
  await page.close();
});

for (const [size, viewport] of [['phone', phone], ['laptop', laptop]]) {
  test(`at the end of a game on a ${size} the review is one press away`, async () => {
    const page = await open(s.browser, s.site, '?piles=1&lang=en', viewport);
    assert.equal(await page.isVisible('[data-testid=to-review]'), false);
    await take(page, 1, 1);
    await page.waitForSelector('[data-testid=status][data-winner]');
    await page.click('[data-testid=to-review]');
    await page.waitForFunction(() => document.activeElement?.id === 'review');
    const heading = await page.$eval('#review', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(heading.top >= 0 && heading.bottom <= viewport.height, `the review's heading in sight: ${JSON.stringify(heading)}`);
    // The review draws the position as sticks too.
    await page.waitForSelector('[data-testid=review] [data-testid=piles-picture] .pr-match');
    assert.equal(await page.$$eval('[data-testid=review] .pr-match', (m) => m.length), 1);
    await page.click('[data-testid=review-next]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=review] .pr-match').length === 0);
    assert.match(await page.textContent('[data-testid=review]'), /Pile 1, 0 sticks/);
    await page.close();
  });
}

for (const lang of ['en', 'it']) {
  test(`on a phone (${lang}) the board stays where it was in its card when the game ends`, async () => {
    const page = await open(s.browser, s.site, `?piles=1,2&vs=friend&moves=2:1&lang=${lang}`, phone, { touch: true });
    // From the top of the game's card: the goal's note above it changes its words at the end.
    const place = async () => {
      const [play, board] = await boxes(page, ['section.play', '[data-testid=board]']);
      return board.top - play.top;
    };
    await page.tap('[data-pile="1"] [data-take="1"]');
    await page.waitForFunction(() => document.querySelector('[data-pile="1"]')?.dataset.count === '0');
    const before = await place();
    await page.tap('[data-pile="2"] [data-take="1"]');
    await page.waitForSelector('[data-testid=status][data-winner]');
    await page.waitForSelector('[data-testid=to-review]', { state: 'visible' });
    // The review's button takes Hint's place, as wide: the bar wraps as before.
    const [hint, review] = await boxes(page, ['.play-bar .swap', '[data-testid=to-review]']);
    assert.ok(Math.abs(hint.left - review.left) < 1 && Math.abs(hint.width - review.width) < 1);
    assert.ok(Math.abs((await place()) - before) < 1, `the board moved from ${before} to ${await place()} px below the card's top`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

for (const lang of ['en', 'it']) {
  test(`on a phone (${lang}) the board stays put from the first move to the end of a game against the computer`, async () => {
    // The status's words, the last move's and the prediction's change from
    // turn to turn and at the end; the room kept for each stays.
    const page = await open(s.browser, s.site, `?piles=1,2&lang=${lang}`, phone, { touch: true });
    const top = async () => (await boxes(page, ['[data-testid=board]']))[0].top;
    const start = await top();
    const said = await page.textContent('[data-testid=prediction]');
    await page.tap('[data-pile="2"] [data-take="1"]');
    await page.waitForSelector('[data-testid=status][data-turn=computer]');
    assert.equal(await top(), start, 'while the computer thinks');
    await page.waitForSelector('[data-testid=status][data-turn=you]');
    assert.equal(await top(), start, 'after its move');
    await page.tap('[data-pile="2"] [data-take="1"], [data-pile="1"] [data-take="1"]');
    await page.waitForSelector('[data-testid=status][data-winner=you]');
    assert.equal(await top(), start, 'at the end');
    // The prediction says the end, and only the end, to a reader and a screen reader alike.
    const end = await page.textContent('[data-testid=prediction]');
    assert.notEqual(end, said);
    assert.equal(await page.$eval('[data-testid=prediction]', (p) => p.innerText.trim()), end.trim());
    assert.equal(await page.$eval('[data-testid=status]', (p) => p.innerText.trim()), (await page.textContent('[data-testid=status]')).trim());
    // A new game says the start again, in a box of its own size.
    await page.tap('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=status][data-turn=you]');
    assert.equal(await page.textContent('[data-testid=prediction]'), said);
    assert.equal(await page.$eval('[data-testid=prediction]', (p) => p.dataset.room), undefined);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

for (const [where, viewport, query, touch] of [
  ['on a phone', phone, '', true],
  ['on a small phone', { width: 360, height: 780 }, '', true],
  ['at the projector', projector, '&projector=1', false],
]) {
  test(`${where} a refused move is said in the last move's place, and the board stays put`, async () => {
    for (const lang of ['en', 'it']) {
      const page = await open(s.browser, s.site, `?piles=21&max=3&vs=friend&lang=${lang}${query}`, viewport, { touch });
      const press = (sel) => (touch ? page.tap(sel, { force: true }) : page.click(sel, { force: true }));
      const top = async () => (await boxes(page, ['[data-testid=board]']))[0].top;
      await press('[data-take="2"]');
      await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '19');
      const start = await top();
      // Over the limit: the reason replaces the move just played, in its room.
      await press('[data-take="15"]');
      await page.waitForSelector('[data-testid=refusal]', { state: 'visible' });
      assert.equal(await page.isVisible('[data-testid=last-move]'), false);
      assert.equal(await top(), start, `${lang}: the refusal said`);
      await press('[data-take="1"]');
      await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '18');
      assert.equal(await page.isVisible('[data-testid=refusal]'), false);
      assert.equal(await top(), start, `${lang}: the next move taken`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });
}

test('on a small phone in Italian, a play bar that takes two rows fills each of them', async () => {
  const page = await open(s.browser, s.site, '?piles=1,1&lang=it', { width: 360, height: 780 });
  await take(page, 1, 1);
  await page.waitForSelector('[data-testid=status][data-winner]');
  await page.waitForSelector('[data-testid=to-review]', { state: 'visible' });
  const { bar, buttons } = await page.$eval('[data-testid=play-bar]', (bar) => ({
    bar: bar.getBoundingClientRect().toJSON(),
    buttons: [...bar.children].filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect().toJSON()),
  }));
  // Rows told apart by the buttons' middles (a link and a button may differ in height).
  const rows = [];
  for (const b of buttons) {
    const row = rows.find((r) => Math.abs(r[0].top + r[0].height / 2 - (b.top + b.height / 2)) < b.height / 2);
    if (row) row.push(b); else rows.push([b]);
  }
  assert.ok(rows.length >= 2, 'Undo, Redo, the review and New game do not fit one row');
  for (const row of rows) {
    assert.ok(Math.abs(row[0].left - bar.left) < 1 && Math.abs(row.at(-1).right - bar.right) < 1,
      `each row reaches from edge to edge: ${JSON.stringify(row)} in ${JSON.stringify(bar)}`);
  }
  await page.close();
});

test('at 1024×768 the game setup opens beside the board it changes, fields and choices readable', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=en', projector);
  await page.click('.setup-drawer summary');
  await page.click('[data-testid=count-more]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] [data-pile]').length === 4);
  const [board, pile, count] = await boxes(page, ['[data-testid=board]', '[data-pile="1"]', '[data-testid=setup-count]']);
  assert.ok(board.top < projector.height && pile.bottom <= projector.height, `the board in sight: ${JSON.stringify(pile)}`);
  assert.ok(count.width <= 100, `the number of piles in a number's width: ${count.width} px`);
  // A space between each radio button and its words.
  const gaps = await page.$$eval('.setup .choice', (labels) => labels.map((label) => {
    const input = label.querySelector('input');
    const text = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!input || !text) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getBoundingClientRect().left - input.getBoundingClientRect().right;
  }));
  assert.ok(gaps.length > 0 && gaps.every((g) => g !== null && g >= 4), `gaps ${gaps}`);
  await page.close();
});

test('at 1920×1080 in projector mode the board takes most of the screen, sticks scaled to the room', async () => {
  const measure = async (query, viewport) => {
    const page = await open(s.browser, s.site, query, viewport);
    const seen = await page.evaluate(() => {
      const stick = document.querySelector('[data-pile="3"] .stick');
      return {
        board: document.querySelector('[data-testid=board]').getBoundingClientRect().width,
        match: parseFloat(getComputedStyle(stick, '::before').width),
        height: stick.getBoundingClientRect().height,
      };
    });
    await page.close();
    return seen;
  };
  const big = await measure('?piles=3,4,5&projector=1&lang=en', room);
  const small = await measure('?piles=3,4,5&lang=en', laptop);
  assert.ok(big.board / room.width > 0.55, `the board is ${Math.round(big.board / room.width * 100)} % of the width`);
  assert.ok(big.match > small.match * 1.3 && big.height > small.height, `sticks ${JSON.stringify(big)} against a laptop's ${JSON.stringify(small)}`);
});

test('in projector mode the teacher can share (a QR code for the room) and change the setup', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1&lang=en', projector);
  assert.equal(await page.isVisible('.setup-drawer summary'), true);
  await page.click('[data-testid=share]');
  await page.waitForSelector('[data-testid=qr]');
  const qr = await page.$eval('[data-testid=qr]', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(qr.height >= projector.height * 0.5 && qr.top >= 0 && qr.bottom <= projector.height, `QR ${JSON.stringify(qr)}`);
  await page.click('[data-testid=share]');
  await page.click('.setup-drawer summary');
  await page.click('[data-testid=count-more]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] [data-pile]').length === 4);
  await page.close();
});

test('on a phone the game setup ends with Done, which closes it and brings the board back', async () => {
  const context = await s.browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${s.site.url}?piles=3,4,5&lang=it`);
  await loaded(page);
  await page.tap('.setup-drawer summary');
  await page.tap('[data-testid=count-more]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] [data-pile]').length === 4);
  await page.selectOption('[data-testid=opponent]', 'friend');
  // The board is far below the open setup; Done is at its foot, tapped at the
  // screen's foot where a thumb scrolled it.
  await page.$eval('[data-testid=setup-done]', (e) => e.scrollIntoView({ block: 'end' }));
  assert.equal(await page.textContent('[data-testid=setup-done]'), 'Fatto');
  const done = await page.$eval('[data-testid=setup-done]', (e) => e.getBoundingClientRect().toJSON());
  await page.touchscreen.tap(done.x + done.width / 2, done.y + done.height / 2);
  assert.equal(await page.$eval('.setup-drawer', (d) => d.open), false);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
  // The game whole: whose turn it is, its buttons and the board under them.
  const [status, bar, board] = await Promise.all(['[data-testid=status]', '[data-testid=new-game]', '[data-testid=board]']
    .map((q) => page.$eval(q, (e) => e.getBoundingClientRect().toJSON())));
  assert.ok(status.top >= 0 && bar.bottom <= board.top + 1 && board.top < phone.height,
    `the status at ${status.top}, New game ending at ${bar.bottom}, the board from ${board.top}`);
  await context.close();
});

test('on a phone the disguised games say the computer\'s answer over the board, in sight, and the board stays put', async () => {
  const context = await s.browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The board's top in the page, wherever it is scrolled.
  const top = (game) => page.$eval(`[data-testid=${game}]`, (e) => e.getBoundingClientRect().top + scrollY);
  for (const [game, lang] of [['northcott', 'en'], ['staircase', 'en'], ['northcott', 'it'], ['staircase', 'it']]) {
    await page.goto(`${s.site.url}?lang=${lang}#/learn/${game}`);
    await loaded(page);
    const before = await top(game);
    await page.tap(`[data-testid=${game}] button:enabled`);
    await page.waitForFunction(() => /slid|carried|took|portato|tolto/.test(document.querySelector('[data-testid=disguise-status]').textContent));
    const [said, board] = await Promise.all(['[data-testid=disguise-status]', `[data-testid=${game}]`]
      .map((q) => page.$eval(q, (e) => e.getBoundingClientRect().toJSON())));
    assert.ok(said.top >= 0 && said.bottom <= board.top && said.bottom <= phone.height, `${game}: the answer at ${said.top}–${said.bottom}, the board from ${board.top}`);
    // The answer, three lines in Italian, takes room kept for it: the board stays put.
    assert.ok(Math.abs((await top(game)) - before) < 1, `${game} (${lang}): the board moved from ${before} to ${await top(game)}`);
  }
  await context.close();
});

test('on the narrowest phones in Italian, the disguised game keeps room for its longest ending', async () => {
  const page = await open(s.browser, s.site, '?lang=it#/learn/northcott', { width: 360, height: 780 }, { touch: true });
  const status = '[data-testid=disguise-status]';
  const height = () => page.$eval(status, (e) => e.getBoundingClientRect().height);
  const kept = await height();
  // The longest it says: the computer's slide on the last row to its last square, and its win.
  await page.$eval(status, (e) => { e.textContent = 'Il computer ha portato la sua pedina della riga 8 alla casella 8. Vince il computer. Riprovi?'; });
  assert.equal(await height(), kept);
  await page.close();
});

test('on a phone the bundles view keeps every stick a fingertip wide, a bundle of 16 in two rows', async () => {
  const context = await s.browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${s.site.url}?piles=7,13,21&vs=friend`);
  await loaded(page);
  await page.tap('[data-testid=bundles]');
  await page.waitForSelector('[data-testid=board].bundled');
  const widths = await page.$$eval('[data-testid=board] .stick', (sticks) => sticks.map((b) => b.getBoundingClientRect().width));
  assert.ok(Math.min(...widths) >= 24, `the narrowest stick is ${Math.min(...widths)} px`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), phone.width, 'nothing wider than the phone');
  // The bundle of 16's sticks lie in two rows, and a tap on the second row takes what it shows.
  const rows = await page.$$eval('[data-pile="3"] [data-bundle="16"] .stick', (sticks) => new Set(sticks.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  assert.equal(rows, 2);
  await page.tap('[data-pile="3"] [data-take="10"]');
  await page.waitForFunction(() => document.querySelector('[data-pile="3"]').dataset.count === '11');
  assert.deepEqual(errors, []);
  await context.close();
});

test('thinking aloud on a projector at 1024×768 shows its newest step whole', async () => {
  const page = await open(s.browser, s.site, '?piles=9,12,5,7&lang=en', projector);
  await page.click('[data-testid=show-aloud]');
  await page.selectOption('[data-testid=pace]', 'slow');
  // A new game against the computer, which moves first and thinks aloud.
  await page.goto(s.site.url + '?piles=9,12,5,7&first=computer&projector=1&lang=en');
  await page.waitForSelector('html[data-ready="true"]');
  for (let step = 1; step <= 2; step++) {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=aloud-steps] li').length >= n, step);
    const seen = await page.evaluate(() => {
      const items = [...document.querySelectorAll('[data-testid=aloud-steps] li')];
      const newest = items.at(-1).getBoundingClientRect();
      const side = document.querySelector('.side').getBoundingClientRect();
      return { newest: newest.toJSON(), side: side.toJSON(), value: items.at(-1).value, count: items.length };
    });
    assert.equal(seen.value, seen.count, 'the step keeps its number');
    assert.ok(seen.newest.height > 0 && seen.newest.top >= seen.side.top && seen.newest.bottom <= Math.min(seen.side.bottom, projector.height),
      `step ${seen.count} whole in sight: ${JSON.stringify(seen)}`);
    await page.keyboard.press('PageDown');
  }
  await page.close();
});

test('on a phone the nim-addition table says it scrolls, and Northcott keeps each row on a line', async () => {
  const page = await open(s.browser, s.site, '?lang=en#/learn/table', phone);
  assert.equal(await page.isVisible('[data-testid=scroll-cue]'), true);
  await page.goto(s.site.url + '?lang=en#/learn/northcott');
  await page.waitForSelector('.northcott-row');
  const rows = await page.$$eval('.northcott-row', (rows) => rows.map((row) => {
    const tops = [...row.querySelectorAll('.square')].map((q) => Math.round(q.getBoundingClientRect().top));
    const sq = row.querySelector('.square').getBoundingClientRect();
    return { lines: new Set(tops).size, size: Math.min(sq.width, sq.height), right: Math.max(...[...row.querySelectorAll('.square')].map((q) => q.getBoundingClientRect().right)) };
  }));
  for (const row of rows) {
    assert.equal(row.lines, 1, 'the squares of a row on one line');
    assert.ok(row.size >= 24 && row.right <= phone.width, `squares ${row.size} px, inside the screen`);
  }
  await page.close();
  const wide = await open(s.browser, s.site, '?lang=en#/learn/table', laptop);
  assert.equal(await wide.isVisible('[data-testid=scroll-cue]'), false);
  await wide.close();
});

test('on a phone the tableau writes every place on one line', async () => {
  const page = await open(s.browser, s.site, '?piles=1000000,524288,3&vs=friend&lang=en', phone);
  const thick = await page.$$eval('[data-testid=tableau] .place', (places) => places.map((e) => {
    const r = e.getBoundingClientRect();
    return Math.min(r.width, r.height) / parseFloat(getComputedStyle(e).fontSize);
  }));
  assert.equal(thick.length, 20);
  assert.ok(thick.every((lines) => lines < 1.6), `each place one line thick: ${thick.map((x) => x.toFixed(1))}`);
  await page.close();
});

test('a touch screen is never told to click, or to press keys it has not, on any page', async () => {
  const context = await s.browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const lang of ['en', 'it']) {
    for (const hash of ['', '#/learn/table', '#/learn/calculator', '#/learn/safe', '#/learn/one-pile', '#/learn/who-wins',
      '#/learn/staircase', '#/learn/northcott', '#/learn/worksheet', '#/learn/practice', '#/learn/practice?kind=move', '#/learn/nimbers']) {
      await page.goto(`${s.site.url}?lang=${lang}&moore=2${hash}`);
      await loaded(page);
      if (hash === '#/learn/nimbers') await page.waitForSelector('[data-testid=nb-two-pins]');
      const words = await page.evaluate(() => document.body.innerText);
      assert.doesNotMatch(words, /\bclick|\bclic\b|arrow keys|\bfrecce\b|\bCtrl\b|\bTab\b|\bPgDn\b|Pag↓/i, `${lang} ${hash || 'the game'}`);
    }
  }
  await context.close();
});

for (const how of ['New game', 'a change of setup']) {
  test(`${how} in the middle of a game keeps it aside, to bring back with its moves and redo`, async () => {
    const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&lang=en');
    await take(page, 1, 2);
    await take(page, 3, 1);
    await take(page, 2, 1);
    await page.click('[data-testid=undo]');
    await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '4');
    if (how === 'New game') {
      await page.click('[data-testid=new-game]');
    } else {
      await page.click('.setup-drawer summary');
      await page.click('[data-testid=count-more]');
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=link-notice]:not(.hidden)')?.textContent
      .includes('The game you were playing (from 3, 4, 5, now at 1, 4, 4; moves played: 2, moves to redo: 1) is kept aside'));
    assert.equal(await page.isDisabled('[data-testid=undo]'), true);
    await page.click('[data-testid=resume]');
    await page.waitForFunction(() => document.querySelector('[data-pile="1"]')?.dataset.count === '1');
    assert.deepEqual(await piles(page), [1, 4, 4]);
    assert.equal(await page.isEnabled('[data-testid=redo]'), true);
    await page.click('[data-testid=redo]');
    await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '3');
    // The empty new game was not worth keeping: nothing is offered any more.
    assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('at a projector Escape hides the notice of a game kept aside, which the next visit offers again', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&lang=en', { width: 1024, height: 768 });
  await take(page, 1, 2);
  await page.goto(s.site.url + '?piles=5,6,7&projector=1');
  await page.waitForSelector('[data-testid=resume]:visible');
  const height = () => page.$eval('[data-testid=board]', (b) => b.getBoundingClientRect().height);
  const squeezed = await height();
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=link-notice]', { state: 'hidden' });
  assert.ok(await height() > squeezed, 'the board takes the notice\'s room');
  assert.deepEqual(await piles(page), [5, 6, 7]);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-testid=link-notice]:not(.hidden)')?.textContent
    .includes('A game you put aside (from 3, 4, 5, now at 1, 4, 5; moves played: 1) can still be resumed'));
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]')?.dataset.count === '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('bringing back a game puts the one on the board aside in its place; a finished game is not kept', async () => {
  const page = await open(s.browser, s.site, '?piles=2,2&vs=friend&lang=it');
  await take(page, 1, 1);
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=resume]:visible');
  await take(page, 2, 2);
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-testid=link-notice]')?.textContent.includes('(da 2, 2, ora a 2, 0; mosse giocate: 1)'));
  assert.deepEqual(await piles(page), [1, 2]);
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]')?.dataset.count === '0');
  assert.deepEqual(await piles(page), [2, 0]);
  // Played to the end, a game is over: New game starts afresh and keeps it
  // not; the other game stays aside.
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]')?.dataset.count === '1');
  for (const [pile, n] of [[1, 1], [2, 1], [2, 1]]) await take(page, pile, n);
  await page.waitForSelector('[data-testid=status][data-winner]');
  await page.click('[data-testid=new-game]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]')?.dataset.count === '2');
  assert.match(await page.textContent('[data-testid=link-notice]'), /\(da 2, 2, ora a 2, 0; mosse giocate: 1\)/);
  await page.close();
});

test('the address always opens what is on the screen, the computer\'s reply included', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&moves=1:2&lang=en');
  await waitForPerson(page);
  const shown = await piles(page);
  assert.equal(shown.reduce((a, b) => a + b), 9, 'the link\'s move and the computer\'s reply');
  await page.waitForFunction(() => /moves=1:2,\d:\d/.test(location.search));
  const address = await page.evaluate(() => location.href);
  // Passed on: another browser (no saved game) opens the same position.
  const other = await s.browser.newPage();
  await other.goto(address);
  await other.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(other), shown);
  assert.equal((await status(other)).turn, 'you');
  await other.close();
  // A move and an undo: the address follows, and a reload keeps the move to redo.
  await take(page, 2, 1);
  await waitForPerson(page);
  await page.click('[data-testid=undo]');
  await page.waitForFunction((a) => location.href === a, address);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), shown);
  assert.equal(await page.isEnabled('[data-testid=redo]'), true);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.close();
});

test('on a phone the current page\'s link is in sight in the row of links', async () => {
  for (const hash of ['#/learn/who-wins', '#/learn/practice', '#/learn/nimbers']) {
    const page = await open(s.browser, s.site, hash, { width: 390, height: 844 });
    await page.waitForFunction(() => {
      const nav = document.querySelector('.pages').getBoundingClientRect();
      const a = document.querySelector('.pages [aria-current=page]').getBoundingClientRect();
      return a.left >= nav.left && a.right <= nav.right + 1;
    }, null, { timeout: 5000 });
    await page.close();
  }
});

test('where the row of links scrolls, its end fades, and a link the keys reach is clear of it', async () => {
  for (const [query, viewport] of [['?piles=3,4,5', phone], ['?piles=3,4,5&projector=1', projector]]) {
    const page = await open(s.browser, s.site, query, viewport);
    // The fade is as wide as the room left after the last link.
    const strip = () => page.$eval('.top .pages', (e) => ({
      mask: getComputedStyle(e).maskImage, scrolls: e.scrollWidth > e.clientWidth, right: e.getBoundingClientRect().right,
      fade: parseFloat(getComputedStyle(e).paddingRight),
    }));
    const { mask, scrolls } = await strip();
    assert.ok(scrolls, `${query}: the links scroll along one line`);
    assert.match(mask, /linear-gradient/, query);
    // Tab to the last link: scrolled in, it stands clear of the fade.
    await page.focus('.top .pages a:last-child');
    const last = await page.$eval('.top .pages a:last-child', (e) => e.getBoundingClientRect().right);
    const { right, fade } = await strip();
    assert.ok(fade > 0 && last <= right - fade + 1, `${query}: the last link ends at ${last}, the fade starts at ${right - fade}`);
    await page.close();
  }
});

test('a phone on its side shows the board on the first screen', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5', { width: 844, height: 390 });
  // The goal heads the side column, so the board starts higher: two piles in sight.
  const stick = await page.$eval('[data-pile="2"] .stick', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(stick.bottom <= 390, `pile 2's sticks in sight: ${JSON.stringify(stick)}`);
  const [goal, tableau] = await page.$$eval('[data-testid=setup], [data-testid=tableau]', (l) => l.map((e) => e.getBoundingClientRect().toJSON()));
  const board = await page.$eval('[data-testid=board]', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(goal.left >= board.right && goal.bottom <= tableau.top, `the goal above the tableau, beside the board: ${JSON.stringify({ goal, board, tableau })}`);
  const line = await page.evaluate(() => [document.querySelector('.top h1'), document.querySelector('.top .pages')].map((e) => e.getBoundingClientRect().top));
  assert.ok(Math.abs(line[0] - line[1]) < 20, `the links on the title's line: ${line}`);
  // The prediction waits for the game's end, or an open setup, and then says who could win.
  assert.equal(await page.isVisible('[data-testid=prediction]'), false);
  await page.click('[data-testid=setup-open]');
  assert.equal(await page.isVisible('[data-testid=prediction]'), true, 'in an open setup');
  const ended = await open(s.browser, s.site, '?piles=1&vs=friend&moves=1:1', { width: 844, height: 390 });
  await ended.waitForSelector('[data-testid=status][data-winner]');
  assert.equal(await ended.isVisible('[data-testid=prediction]'), true, 'after the game');
  await ended.close();
  await page.close();
  // Held by a finger, in Italian: Hint, Undo, Redo and New game on one row.
  const context = await s.browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  const touch = await context.newPage();
  await touch.goto(`${s.site.url}?piles=3,4,5&lang=it`);
  await loaded(touch);
  const rows = await touch.$$eval('.play-bar > :not(.hidden)', (l) => new Set(l.map((e) => Math.round(e.getBoundingClientRect().top))).size);
  assert.equal(rows, 1, 'the play bar on one row');
  // Northcott's rows beside the tableau: each row's squares on one line.
  await touch.goto(`${s.site.url}#/learn/northcott`);
  await loaded(touch);
  const lines = await touch.$$eval('.northcott-row', (rows) => rows.map((row) => new Set([...row.querySelectorAll('.square')].map((q) => Math.round(q.getBoundingClientRect().top))).size));
  assert.deepEqual(lines, lines.map(() => 1), 'a row of squares wraps');
  await context.close();
});

test('on a phone, upright or on its side, the Italian pace menu stays within its box', async () => {
  for (const viewport of [phone, { width: 844, height: 390 }]) {
    const context = await s.browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${s.site.url}?piles=3,4,5&lang=it`);
    await loaded(page);
    const [menu, box] = await Promise.all(['[data-testid=pace]', 'fieldset:has([data-testid=pace])']
      .map((q) => page.$eval(q, (e) => e.getBoundingClientRect().toJSON())));
    assert.ok(menu.right <= box.right && menu.right <= viewport.width, `the menu ends at ${menu.right}, its box at ${box.right}`);
    await context.close();
  }
});

for (const [lang, viewport] of [['en', { width: 360, height: 640 }], ['en', phone], ['it', phone]]) {
  test(`on a phone (${lang}, ${viewport.width}×${viewport.height}) each hint step is seen with the board it lights, Hint in sight`, async () => {
    const page = await open(s.browser, s.site, `?piles=3,4,5&lang=${lang}`, viewport);
    for (let press = 1; press <= 4; press += 1) {
      await page.click('[data-testid=hint]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, press);
      // The scroll follows in the frame after the step is drawn.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const seen = await page.evaluate(() => {
        const top = (q) => document.querySelector(q).getBoundingClientRect().top;
        return { step: top('[data-testid=hint-steps] li:last-child'), stick: top('[data-testid=board] .stick'), hint: top('[data-testid=hint]'), height: innerHeight };
      });
      assert.ok(seen.step >= 0 && seen.step < seen.height && seen.stick < seen.height - 40, `press ${press}: ${JSON.stringify(seen)}`);
      // The button for the next step too, where the step still shows below it.
      if (viewport === phone) assert.ok(seen.hint >= 0, `press ${press}: ${JSON.stringify(seen)}`);
    }
    await page.close();
  });
}

test('a game in which only the computer has moved is not kept aside by New game', async () => {
  const page = await open(s.browser, s.site, '?piles=5,6,7&first=computer&lang=en');
  await waitForPerson(page);
  const total = async () => (await piles(page)).reduce((a, b) => a + b);
  assert.ok(await total() < 18, 'the computer moved');
  await page.click('[data-testid=new-game]');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-pile]')].every((p, i) => p.dataset.count === String(5 + i)) || null);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone a tableau wider than its box shows a shadow at each edge with more beyond it', async () => {
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=1000000,999999');
  await loaded(page);
  const box = page.locator('[data-testid=tableau] .tableau-scroll');
  await box.scrollIntoViewIfNeeded();
  assert.ok(await box.evaluate((e) => e.scrollWidth > e.clientWidth + 10), 'the tableau is wider than its box');
  /** The mean brightness (0 to 255) of the box's outermost 4 px at each side. */
  const edges = async () => {
    const png = PNG.sync.read(await box.screenshot());
    const mean = (x0) => {
      let sum = 0;
      for (let y = 0; y < png.height; y++) {
        for (let x = x0; x < x0 + 4; x++) {
          const i = (y * png.width + x) * 4;
          sum += (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
        }
      }
      return sum / (4 * png.height);
    };
    return { left: mean(0), right: mean(png.width - 4) };
  };
  // Each side against the same box with no shadows drawn, at the same scroll.
  const bare = async () => {
    await box.evaluate((e) => { e.style.background = 'none'; });
    const seen = await edges();
    await box.evaluate((e) => { e.style.background = ''; });
    return seen;
  };
  const [start, startBare] = [await edges(), await bare()];
  await box.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
  const [end, endBare] = [await edges(), await bare()];
  const at = JSON.stringify({ start, startBare, end, endBare });
  assert.ok(start.right < startBare.right - 10, `a shadow at the right edge while more lies there: ${at}`);
  assert.ok(Math.abs(start.left - startBare.left) < 2, `none at the left edge, reached: ${at}`);
  assert.ok(end.left < endBare.left - 10, `a shadow at the left once scrolled: ${at}`);
  assert.ok(Math.abs(end.right - endBare.right) < 2, `none at the right edge, reached: ${at}`);
  await context.close();
});

test('on a phone a stepper tapped twice in the setup stays under the finger when the game goes aside', async () => {
  const context = await s.browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${s.site.url}?piles=3,4,5&vs=friend&lang=en`);
  await loaded(page);
  await take(page, 1, 1);
  await page.tap('.setup-drawer summary');
  const at = await page.$eval('[data-testid=pile-1-less]', (e) => e.getBoundingClientRect().toJSON());
  const x = at.x + at.width / 2;
  const y = at.y + at.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForSelector('[data-testid=resume]:not(.hidden)');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.touchscreen.tap(x, y);
  await page.waitForFunction(() => document.querySelector('[data-testid=board] [data-pile="1"]')?.dataset.count === '1');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  await context.close();
});

test('a move list longer than its box shows its newest move', async () => {
  const page = await open(s.browser, s.site, '?piles=7,7,7&vs=friend', laptop);
  for (let n = 0; n < 12; n += 1) {
    await take(page, (n % 3) + 1, 1);
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid=history] li').length === count, n + 1);
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const list = await page.$eval('[data-testid=history]', (e) => ({ top: e.scrollTop, client: e.clientHeight, height: e.scrollHeight }));
  assert.ok(list.height > list.client, `the list overflows its box: ${JSON.stringify(list)}`);
  assert.ok(list.top + list.client >= list.height - 1, `the newest move in sight: ${JSON.stringify(list)}`);
  await page.close();
});
