// Projector mode: large, high-contrast, everything on one screen, every action on a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, overflow, piles, waitForPerson } from './harness.mjs';

const s = session();
const eight = '?piles=15,15,15,15,15,15,15,15&vs=friend&projector=1';

const odd = '?piles=1,3,5,7,9,11,13,15&vs=friend&projector=1';

for (const [width, height, query, name] of [
  [1024, 768, eight, '8 piles of 15'], [1920, 1080, eight, '8 piles of 15'],
  [1024, 768, odd, '1, 3, 5, …, 15'], [1920, 1080, odd, '1, 3, 5, …, 15'],
]) {
  test(`projector mode fits ${name} and the tableau at ${width}×${height}`, async () => {
    const page = await open(s.browser, s.site, query, { width, height });
    assert.equal(await page.$eval('html', (e) => e.classList.contains('projector')), true);
    const past = await overflow(page);
    assert.ok(past.x <= 0 && past.y <= 0, `no scrollbars (the page ${past.y} px past a height of ${height})`);
    for (const id of ['board', 'tableau']) {
      const box = await page.$eval(`[data-testid=${id}]`, (e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, right: r.right };
      });
      assert.ok(box.top >= 0 && box.bottom <= height && box.right <= width, `${id} is on screen: ${JSON.stringify(box)}`);
    }
    // Sticks as large as fit: each pile takes its share of the board's height.
    const stick = await page.$eval('[data-pile="8"] .stick', (e) => e.getBoundingClientRect().height);
    assert.ok(stick >= height / 24, `sticks ${stick} px high at ${height}`);
    // The tableau's headings are read from the back of the room too, not only its digits.
    const heading = await page.$eval('[data-testid=tableau] thead th', (e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(heading >= 16, `the tableau's headings ${heading} px`);
    await page.close();
  });
}

for (const [width, height] of [[1024, 768], [1920, 1080]]) {
  test(`at ${width}×${height} every hint step keeps the board readable and the newest step in sight`, async () => {
    const page = await open(s.browser, s.site, odd, { width, height });
    await page.click('[data-pile="8"] [data-take="3"]');
    await waitForPerson(page);
    // Each press adds a step; the fifth lists the winning moves. Every step is
    // measured, and the board's rows are those of the first: the hint takes its
    // room once, and the sticks do not shrink at each press of the clicker.
    let first;
    for (let step = 1; step <= 5; step++) {
      await page.keyboard.press('h');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, step);
      // As painted: the box brings its newest step in before the frame.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const seen = await page.evaluate(() => {
        const box = (e) => e.getBoundingClientRect();
        const labels = [...document.querySelectorAll('.pile-label')].map(box);
        const hints = box(document.querySelector('.hints'));
        const moves = [...document.querySelectorAll('.winning-moves button')];
        const newest = box(moves.pop() ?? [...document.querySelectorAll('[data-testid=hint-steps] li')].pop());
        return {
          overlaps: labels.slice(1).filter((l, i) => l.top < labels[i].bottom - 0.5).length,
          row: Math.min(...[...document.querySelectorAll('.pile')].map((p) => box(p).height)),
          label: Math.min(...[...document.querySelectorAll('.pile-label')].map((l) => parseFloat(getComputedStyle(l).fontSize))),
          newestInSight: newest.top >= hints.top && newest.bottom <= hints.bottom,
        };
      });
      assert.equal((await overflow(page)).y, 0, `no vertical scrollbar at step ${step}`);
      assert.equal(seen.overlaps, 0, `no pile label prints over the next at step ${step}`);
      assert.ok(seen.row >= height / 40, `each pile keeps a row of ${seen.row} px at step ${step}`);
      // Read from the back of a classroom: the hint scrolls rather than shrink them.
      assert.ok(seen.label >= 14, `the pile labels keep ${seen.label} px at step ${step}`);
      assert.ok(seen.newestInSight, `the newest step (${step}) is in sight`);
      first ??= seen.row;
      assert.equal(seen.row, first, `the rows at step ${step} as at the first`);
    }
    assert.ok(await page.$('.winning-moves button'), 'the last step lists the winning moves');
    await page.close();
  });
}

/** Asserts, after the frame's layout, that the side column shows both the
 * tableau's first line and the newest of the computer's reasons. */
async function tableauAndReasonInSight(page, label) {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const seen = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const side = box(document.querySelector('.side'));
    return {
      side,
      caption: box(document.querySelector('[data-testid=tableau] figcaption')),
      step: box([...document.querySelectorAll('[data-testid=aloud-steps] li')].pop()),
    };
  });
  assert.ok(seen.caption.top >= seen.side.top - 1, `${label}the tableau's first line in sight: ${JSON.stringify(seen.caption)}`);
  assert.ok(seen.step.bottom <= seen.side.bottom + 1, `${label}the newest reason in sight: ${JSON.stringify(seen.step)}`);
}

test('at 1024×768 with 8 piles the computer\'s reasons and the whole tableau are in sight together', async () => {
  const page = await open(s.browser, s.site, '?piles=15,15,15,15,15,15,15,14&projector=1', { width: 1024, height: 768 });
  await page.click('[data-pile="1"] [data-take="1"]');
  await page.waitForSelector('[data-testid=aloud-steps] li');
  await waitForPerson(page);
  await tableauAndReasonInSight(page, '');
  await page.close();
});

test('at 1024×768 a variant\'s rule gives the computer\'s reasons its room: the tableau stays in sight', async () => {
  for (const query of ['?piles=3,4,5,6&mode=misere&max=3', '?piles=3,4,5,6&max=3']) {
    const page = await open(s.browser, s.site, `${query}&projector=1`, { width: 1024, height: 768 });
    assert.ok(await page.isVisible('[data-testid=tableau] .note'), `${query}: the rule under the tableau`);
    await page.click('[data-pile="1"] [data-take="1"]');
    await page.waitForSelector('[data-testid=aloud-steps] li');
    await tableauAndReasonInSight(page, `${query}: `);
    // The rule is back once the reasons go, at the next move.
    await page.waitForSelector('[data-testid=status][data-turn=you]', { timeout: 20000 });
    await page.uncheck('[data-testid=show-aloud]');
    // Without reasons on show, from the next move, the rule is drawn during
    // the computer's turn and after its move.
    const rule = () => page.$eval('[data-testid=tableau] .note', (e) => e.offsetParent !== null);
    const sizes = await page.$$eval('[data-testid=board] .pile', (piles) => piles.map((p) => Number(p.dataset.count)));
    const pile = sizes.findIndex((n) => n > 0) + 1;
    await page.click(`[data-pile="${pile}"] [data-take="1"]`);
    await page.mouse.move(1000, 10);
    await page.waitForFunction(() => document.querySelector('[data-testid=status]').dataset.turn === 'computer'
      && document.querySelector('[data-testid=tableau] .note')?.offsetParent, null, { timeout: 3000 });
    await page.waitForSelector('[data-testid=status][data-turn=you]', { timeout: 20000 });
    assert.ok(await rule(), `${query}: the rule after its move`);
    await page.close();
  }
});

test('at 1024×768 a game kept aside is said in a notice that leaves the board its room', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  await page.click('[data-pile="1"] [data-take="2"]');
  await page.keyboard.press('n');
  await page.waitForSelector('[data-testid=resume]', { state: 'visible' });
  const notice = await page.$eval('[data-testid=link-notice]', (e) => e.getBoundingClientRect().height);
  assert.ok(notice <= 90, `the notice ${notice} px high`);
  assert.equal((await overflow(page)).y, 0, 'no vertical scrollbar');
  await page.close();
});

test('at 1024×768 a hint step taller than its box is shown from its first line', async () => {
  const page = await open(s.browser, s.site, eight, { width: 1024, height: 768 });
  for (let step = 1; step <= 2; step++) {
    await page.keyboard.press('h');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, step);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const [box, newest] = await page.evaluate(() => [
      document.querySelector('.hints').getBoundingClientRect().toJSON(),
      [...document.querySelectorAll('[data-testid=hint-steps] li')].pop().getBoundingClientRect().toJSON(),
    ]);
    assert.ok(newest.top >= box.top, `step ${step} begins in sight: ${newest.top} against ${box.top}`);
  }
  await page.close();
});

for (const [width, height, query, name] of [[1024, 768, eight, '8 piles of 15'], [1920, 1080, odd, '1, 3, 5, …, 15']]) {
  test(`at ${width}×${height} with ${name} a move's preview takes the live tableau's place, its verdict in sight`, async () => {
    const page = await open(s.browser, s.site, query, { width, height });
    await page.hover('[data-pile="8"] [data-take="3"]');
    await page.waitForSelector('[data-testid=tableau-preview]');
    const seen = await page.evaluate(() => ({
      live: document.querySelector('[data-testid=tableau]').offsetParent !== null,
      verdict: document.querySelector('[data-testid=tableau-preview] .verdict').getBoundingClientRect().bottom,
      side: document.querySelector('.side').getBoundingClientRect().bottom,
    }));
    assert.equal(seen.live, false, 'the live tableau gives way to the preview');
    assert.ok(seen.verdict <= seen.side && seen.side <= height, `the preview's verdict in sight: ${JSON.stringify(seen)}`);
    assert.equal((await overflow(page)).y, 0, 'no vertical scrollbar');
    // The pointer leaves the board: the live tableau is back.
    await page.mouse.move(width - 5, 5);
    await page.waitForSelector('[data-testid=tableau]', { state: 'visible' });
    assert.equal(await page.$('[data-testid=tableau-preview]'), null);
    await page.close();
  });
}

for (const [width, height, query, name] of [[1024, 768, odd, '1, 3, 5, …, 15'], [1920, 1080, eight, '8 piles of 15']]) {
  test(`at ${width}×${height} with ${name} the bundles view fits, each bundle's size under it and over no other pile`, async () => {
    const page = await open(s.browser, s.site, query, { width, height });
    await page.click('[data-testid=bundles]');
    await page.waitForSelector('.binary-bundle');
    const seen = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const piles = [...document.querySelectorAll('[data-pile]')];
      const overlaps = [];
      for (const pile of piles) {
        for (const label of pile.querySelectorAll('.bundle-size')) {
          const l = box(label);
          for (const other of piles.filter((p) => p !== pile)) {
            for (const stick of other.querySelectorAll('.stick')) {
              const r = box(stick);
              if (l.left < r.right && r.left < l.right && l.top < r.bottom && r.top < l.bottom) {
                overlaps.push(`${label.textContent} of pile ${pile.dataset.pile} over pile ${other.dataset.pile}`);
              }
            }
          }
        }
      }
      const labels = [...document.querySelectorAll('.bundle-size')].map((e) => box(e).bottom);
      return { overlaps, lowest: Math.max(...labels), board: box(document.querySelector('[data-testid=board]')).bottom };
    });
    assert.deepEqual(seen.overlaps, []);
    assert.ok(seen.lowest <= seen.board + 1, `the last sizes within the board: ${JSON.stringify(seen)}`);
    const past = await overflow(page);
    assert.ok(past.x <= 0 && past.y <= 0, 'no scrollbars');
    await page.close();
  });
}

test('a move chosen with the keys is previewed in the tableau\'s place, and the hint brings the live tableau back', async () => {
  const page = await open(s.browser, s.site, eight, { width: 1024, height: 768 });
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-testid=tableau-preview]');
  assert.equal(await page.$eval('[data-testid=tableau]', (e) => e.offsetParent === null), true);
  // The hint lights its columns on the live tableau: the keys' choice gives way.
  await page.keyboard.press('h');
  await page.waitForSelector('[data-testid=hint-panel]');
  await page.waitForSelector('[data-testid=tableau]', { state: 'visible' });
  assert.equal(await page.$('[data-testid=tableau-preview]'), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with the keys\' choice given way to the hint, Enter plays the move the hint lights', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-testid=tableau-preview]');
  // As its Play it button does: the hint took the keys' choice away.
  for (let press = 0; press < 8 && !(await page.isVisible('[data-testid=play-hinted]')); press++) await page.keyboard.press('h');
  const lit = await page.getAttribute('[data-winning-move][aria-pressed=true]', 'data-winning-move');
  const before = await piles(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((before) => [...document.querySelectorAll('[data-testid=board] [data-pile]')]
    .some((e, i) => Number(e.dataset.count) !== before[i]), before);
  const [pile, take] = lit.split(':').map(Number);
  assert.deepEqual(await piles(page), before.map((n, i) => (i === pile - 1 ? n - take : n)));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with a hint open the clicker\'s PgDn shows its next step, and once it is whole goes round its winning moves', async () => {
  const page = await open(s.browser, s.site, '?piles=5,7,9,12&projector=1', { width: 1024, height: 768 });
  await page.keyboard.press('h');
  await page.waitForSelector('[data-testid=hint-steps] li');
  let shown = 1;
  while (!(await page.textContent('[data-testid=hint]')).includes('Hide')) {
    await page.keyboard.press('PageDown');
    shown += 1;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, shown);
    assert.equal(await page.$('[data-pile][data-chosen]'), null, `step ${shown}: a move chosen while the hint goes on`);
    assert.ok(shown < 10, 'the hint never ends');
  }
  assert.ok(shown > 2, `a hint of ${shown} steps`);
  // PgUp goes back a step, lighting what it names, and from the first
  // closes the hint: no move is chosen over what it explains.
  await page.keyboard.press('PageUp');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, shown - 1);
  assert.equal(await page.$('[data-pile][data-chosen]'), null);
  await page.keyboard.press('PageDown');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, shown);
  // The reasoning whole, the clicker lights the winning moves it lists one
  // after another (PgUp back), and after the last the first again.
  const listed = await page.$$eval('[data-winning-move]', (l) => l.map((e) => e.dataset.winningMove));
  assert.ok(listed.length > 1, `${listed.length} winning moves`);
  const lit = () => page.getAttribute('[data-winning-move][aria-pressed=true]', 'data-winning-move');
  assert.equal(await lit(), listed[0]);
  for (const [key, at] of [...listed.slice(1).map((_, i) => ['PageDown', i + 1]), ['PageUp', listed.length - 2], ['PageDown', listed.length - 1]]) {
    await page.keyboard.press(key);
    await page.waitForFunction((mv) => document.querySelector('[data-winning-move][aria-pressed=true]')?.dataset.winningMove === mv, listed[at]);
    assert.equal(await page.$('[data-pile][data-chosen]'), null, `${key} to winning move ${at + 1}: no move chosen`);
  }
  // A press too many never leaves a losing move for the blank-screen button.
  await page.keyboard.press('PageDown');
  await page.waitForFunction((mv) => document.querySelector('[data-winning-move][aria-pressed=true]')?.dataset.winningMove === mv, listed[0]);
  assert.equal(await page.$('[data-pile][data-chosen]'), null, 'no move chosen past the list');
  // A move the arrows choose, the hint still open, is the one lit: the
  // hint's move gives way, and Enter (or the blank-screen button) plays it.
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('[data-pile][data-chosen]');
  assert.equal(await page.$('[data-winning-move][aria-pressed=true]'), null, 'no winning move lit beside the choice');
  assert.equal(await page.isVisible('[data-testid=play-hinted]'), false);
  // Escape lets go of it and closes the hint: PgDn then chooses any move.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-pile][data-chosen]'));
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-pile][data-chosen]');
  assert.equal(await page.$('[data-winning-move][aria-pressed=true]'), null);
  // From the first winning move, PgUp is the hint's step before.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-pile][data-chosen]'));
  await page.keyboard.press('h');
  await page.waitForSelector('[data-testid=hint-steps] li');
  while (!(await page.textContent('[data-testid=hint]')).includes('Hide')) await page.keyboard.press('PageDown');
  assert.equal(await lit(), listed[0]);
  await page.keyboard.press('PageUp');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, shown - 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at a projector a clicker walks every winning move the hint lists, each brought into the hint\'s box, and plays the one lit', async () => {
  // Seven winning moves, every step at once: more than the hint's box shows.
  const page = await open(s.browser, s.site, '?piles=8,9,10,11,12,13,14&vs=friend&projector=1', { width: 1024, height: 768 });
  await page.evaluate(() => localStorage.setItem('bouton.display', 'tableau=1;hints=1;mistakes=1;projector=1;bundles=0;answers=1;aloud=0;projector_aloud=1;pace=normal'));
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.keyboard.press('h');
  await page.waitForSelector('[data-winning-move][aria-pressed=true]');
  const listed = await page.$$eval('[data-winning-move]', (l) => l.map((e) => e.dataset.winningMove));
  assert.equal(listed.length, 7);
  const seen = (mv) => page.evaluate((mv) => {
    const box = document.querySelector('.hints').getBoundingClientRect();
    const it = document.querySelector(`[data-winning-move="${mv}"]`).getBoundingClientRect();
    return it.top >= box.top - 1 && it.bottom <= box.bottom + 1;
  }, mv);
  assert.ok(await page.$eval('.hints', (e) => e.scrollHeight > e.clientHeight), 'the list is longer than the box');
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  assert.equal(await seen(listed.at(-1)), false, 'the last move out of sight at first');
  for (const mv of listed.slice(1)) {
    await page.keyboard.press('PageDown');
    await page.waitForSelector(`[data-winning-move="${mv}"][aria-pressed=true]`);
    await frames();
    assert.equal(await seen(mv), true, `${mv} in sight`);
  }
  // The blank-screen button plays the last one lit: 13 from pile 7 (14 ⊕ 15 = 1).
  assert.equal(listed.at(-1), '7:13');
  await page.keyboard.press('.');
  await page.waitForFunction(() => document.querySelector('[data-testid=board] [data-pile="7"]').dataset.count === '1');
  assert.deepEqual(await piles(page), [8, 9, 10, 11, 12, 13, 1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with more piles than the tableau has room for, it scrolls within its column, not off the screen', async () => {
  const query = `?piles=${Array(16).fill(15).join(',')}&vs=friend&projector=1`;
  const page = await open(s.browser, s.site, query, { width: 1024, height: 768 });
  assert.equal((await overflow(page)).y, 0, 'no page scrollbar');
  const side = await page.$eval('.side', (e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
  assert.ok(side.scroll > side.client, `the column holds more than it shows: ${JSON.stringify(side)}`);
  // Its last line, the verdict, can be scrolled into sight.
  await page.$eval('[data-testid=tableau] .verdict', (e) => e.scrollIntoView({ block: 'end' }));
  const verdict = await page.$eval('[data-testid=tableau] .verdict', (e) => e.getBoundingClientRect().bottom);
  assert.ok(verdict <= 768, `the verdict reached, at ${verdict}`);
  await page.close();
});

test('piles of many binary digits: every column sum in sight, and each big pile on one row', async () => {
  for (const [query, viewport] of [
    ['?piles=100,200,300,400&projector=1', { width: 1024, height: 768 }],
    ['?piles=1000000,999999,524288&max=1000', { width: 1366, height: 768 }],
    ['?piles=1000000,999999,524288', { width: 1366, height: 768 }],
  ]) {
    const page = await open(s.browser, s.site, query, viewport);
    const seen = await page.evaluate(() => {
      const scroll = document.querySelector('[data-testid=tableau] .tableau-scroll').getBoundingClientRect();
      const sums = [...document.querySelectorAll('[data-testid=tableau] td.sum')].map((c) => c.getBoundingClientRect());
      return { hidden: sums.filter((c) => c.left < scroll.left - 0.5 || c.right > scroll.right + 0.5).length, sums: sums.length };
    });
    assert.ok(seen.sums >= 9, query);
    assert.equal(seen.hidden, 0, `${query}: every column sum in sight`);
    await page.close();
  }
  const page = await open(s.browser, s.site, '?piles=1000000,999999,524288&projector=1', { width: 1024, height: 768 });
  const seen = await page.evaluate(() => {
    const board = document.querySelector('.board');
    const rows = [...document.querySelectorAll('.pile .sticks')].map((p) => new Set([...p.children].map((c) => Math.round(c.getBoundingClientRect().top))).size);
    return { rows, scroll: board.scrollHeight - board.clientHeight };
  });
  assert.deepEqual(seen.rows, [1, 1, 1], 'each bundle and its ten loose sticks on one row');
  assert.ok(seen.scroll <= 1, `the board fits: ${seen.scroll} px more`);
  await page.close();
});

test('a learning page is inset from the screen\'s edges, at a projector and on a phone', async () => {
  for (const [query, viewport] of [['?projector=1', { width: 1024, height: 768 }], ['?projector=1', { width: 1366, height: 768 }], ['', { width: 390, height: 844 }], ['', { width: 1000, height: 768 }]]) {
    const page = await open(s.browser, s.site, `${query}#/learn/table`, viewport);
    await page.waitForSelector('[data-testid=learn-page]');
    const { left, right } = await page.$eval('main.learn', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(left >= 8 && viewport.width - right >= 8, `${query} at ${viewport.width} px: ${left} to ${right}`);
    assert.ok(Math.abs(left - (viewport.width - right)) < 1, 'centred');
    await page.close();
  }
});

test('a learning page in projector mode scrolls to its end', async () => {
  const page = await open(s.browser, s.site, '?projector=1#/learn/safe', { width: 1024, height: 768 });
  await page.waitForSelector('[data-testid=learn-page]');
  assert.ok((await overflow(page)).y > 0, 'the page is longer than the screen');
  await page.mouse.move(500, 400);
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction(() => scrollY + innerHeight >= document.scrollingElement.scrollHeight - 1);
  await page.close();
});

test('projector mode on a phone scrolls rather than squeeze the board', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 390, height: 844 });
  const seen = await page.evaluate(() => ({
    stick: document.querySelector('.stick').getBoundingClientRect().height,
    tableau: document.querySelector('[data-testid=tableau]').getBoundingClientRect().height,
    pages: document.querySelector('.top .pages').getBoundingClientRect().width,
  }));
  assert.equal((await overflow(page)).x, 0, 'no horizontal scrollbar');
  // The pages' links a line of their own, not a sliver beside the title.
  assert.ok(seen.pages > 300, `the links ${seen.pages} px wide`);
  assert.ok(seen.stick >= 44, `sticks ${seen.stick} px high`);
  assert.ok(seen.tableau > 100, 'the tableau is drawn below the board');
  await page.close();
});

test('projector mode on a phone held sideways scrolls to the board and the way out', async () => {
  const context = await s.browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${s.site.url}?piles=3,4,5&projector=1&lang=it`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok((await overflow(page)).y > 0, 'the page is longer than the screen, and scrolls');
  // Each pile whole, and the Projector button within a scroll's reach.
  const stick = await page.$eval('[data-pile="3"] .stick', (e) => e.getBoundingClientRect().height);
  assert.ok(stick >= 44, `sticks ${stick} px high`);
  await page.locator('[data-testid=projector]').scrollIntoViewIfNeeded();
  await page.tap('[data-testid=projector]');
  assert.equal(await page.$eval('html', (e) => e.classList.contains('projector')), false);
  await context.close();
});

test('the projector toggle and the p key switch the mode, and it is remembered', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  const on = () => page.$eval('html', (e) => e.classList.contains('projector'));
  assert.equal(await on(), false);
  await page.click('[data-testid=projector]');
  assert.equal(await on(), true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), true, 'a reload keeps projector mode');
  await page.keyboard.press('p');
  assert.equal(await on(), false);
  await page.close();
  // Opened from a link that names the mode, switched off on a learning page:
  // the address follows, so a reload does not switch it back on.
  const linked = await open(s.browser, s.site, '?piles=3,4,5&projector=1#/learn/table', { width: 1024, height: 768 });
  const linkedOn = () => linked.$eval('html', (e) => e.classList.contains('projector'));
  assert.equal(await linkedOn(), true);
  await linked.keyboard.press('p');
  assert.equal(await linkedOn(), false);
  await linked.waitForFunction(() => location.search.includes('projector=0') && location.hash === '#/learn/table');
  await linked.reload();
  await linked.waitForSelector('[data-testid=learn-page]');
  assert.equal(await linkedOn(), false, 'a reload keeps projector mode off');
  assert.deepEqual(linked.errors, []);
  await linked.close();
});

test('a learning page has its own projector switch and the p and f keys, which leave what is typed alone', async () => {
  const page = await open(s.browser, s.site, '#/learn/calculator', { width: 1024, height: 768 });
  const on = () => page.$eval('html', (e) => e.classList.contains('projector'));
  await page.waitForSelector('[data-testid=calc-input]');
  assert.equal(await page.isVisible('[data-testid=page-projector]'), true);
  await page.click('[data-testid=page-projector]');
  assert.equal(await on(), true);
  assert.equal(await page.getAttribute('[data-testid=page-projector]', 'aria-pressed'), 'true');
  // Typed into the calculator, p and f are letters, not keys.
  await page.fill('[data-testid=calc-input]', '');
  await page.keyboard.type('p f');
  assert.equal(await on(), true);
  assert.equal(await page.inputValue('[data-testid=calc-input]'), 'p f');
  await page.click('h2');
  await page.keyboard.press('p');
  assert.equal(await on(), false);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement === null);
  // The game has its own switch: the page's is not shown there.
  await page.click('nav.pages a[href="#"]');
  await page.waitForSelector('[data-testid=projector]');
  assert.equal(await page.isVisible('[data-testid=page-projector]'), false);
  await page.keyboard.press('p');
  assert.equal(await on(), true, 'the game\'s p key switches once');
  await page.close();
});

test('a projector value that is neither 1 nor 0 is reported, and the mode stays as it was', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1');
  const on = () => page.$eval('html', (e) => e.classList.contains('projector'));
  const notice = () => page.textContent('[data-testid=link-notice]');
  assert.equal(await on(), true);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  for (const value of ['2', 'on']) {
    await page.goto(`${s.site.url}?piles=3,4,5&projector=${value}`);
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await on(), true, `projector=${value} leaves projector mode on`);
    assert.match(await notice(), new RegExp(`“projector=${value}” was ignored: projector mode is 1 \\(on\\) or 0 \\(off\\)\\.`));
    assert.deepEqual(await piles(page), [3, 4, 5], 'the rest of the link still counts');
    // Reported once: the address no longer carries it, so a reload is quiet.
    assert.doesNotMatch(await page.evaluate(() => location.search), /projector/);
  }
  // Read as the link reader reads it: %30 is 0, and the name alone is on, as
  // a teacher types it.
  await page.goto(`${s.site.url}?piles=3,4,5&projector=0`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), false);
  await page.goto(`${s.site.url}?piles=3,4,5&projector`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), true, 'the name alone is on');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.match(await page.evaluate(() => location.search), /projector=1/);
  await page.goto(`${s.site.url}?piles=3,4,5&projector=%30&lang=it`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), false);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.goto(`${s.site.url}?piles=3,4,5&projector=si&lang=it`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), false);
  assert.match(await notice(), /“projector=si”.*: la modalità proiettore è 1 \(attiva\) o 0 \(disattivata\)\./);
  // Given twice, the first counts, and a bad one is reported wherever it stands.
  await page.goto(`${s.site.url}?piles=3,4,5&projector=1&projector=on`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), true);
  assert.match(await notice(), /“projector=on” was ignored/);
  const kept = await page.evaluate(() => location.search);
  assert.ok(kept.includes('projector=1') && !kept.includes('projector=on'), kept);
  // Spaces around the value (a + is one) are passed over, as in every other part.
  await page.goto(`${s.site.url}?piles=3,4,5&projector=+0`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await on(), false);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a whole game with the keys alone: arrows, Enter, u, n, h, t and the ? help', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1');
  await page.keyboard.press('ArrowDown'); // pile 1, take 1
  await page.keyboard.press('ArrowDown'); // pile 2
  await page.keyboard.press('ArrowLeft'); // take 2
  // The pile says how many of its last sticks are chosen, and they are drawn so.
  assert.equal(await page.getAttribute('[data-pile="2"]', 'data-chosen'), '2');
  await page.waitForTimeout(300);
  // The one the keys' focus is on stands whole, before the faded one that goes with it.
  assert.deepEqual(await page.$$eval('[data-pile="2"] button.stick',
    (l) => l.map((el) => getComputedStyle(el).opacity).slice(-2)), ['1', '0.45']);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), '2');
  assert.equal(await page.$eval('[data-testid=tableau-preview]', (e) => e.dataset.nimSum), String(3 ^ 2 ^ 5));
  await page.keyboard.press('Enter');
  assert.deepEqual(await piles(page), [3, 2, 5]);
  await page.keyboard.press('u');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await page.keyboard.press('r');
  assert.deepEqual(await piles(page), [3, 2, 5]);
  await page.keyboard.press('u');
  await page.keyboard.press('h');
  await page.waitForSelector('[data-testid=hint-panel]');
  await page.keyboard.press('t');
  assert.equal(await page.$eval('[data-testid=tableau]', (e) => e.offsetParent === null), true, 't hides the tableau');
  await page.keyboard.press('t');
  // A clicker: with the hint closed, PageDown walks through every move.
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=hint-panel]', { state: 'detached' });
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  await page.keyboard.press('n');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await page.keyboard.press('?');
  const help = await page.waitForSelector('[data-testid=help][open]');
  const text = await help.textContent();
  for (const key of ['Enter', 'Undo', 'New game', 'Hint', 'tableau', 'Share', 'Fullscreen']) assert.ok(text.includes(key), key);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.deepEqual(await piles(page), [3, 4, 5], 'keys wait while the help is open');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=help]:not([open])', { state: 'attached' });
  await page.close();
});

test('eight piles of bundles at a projector, under a hint: the pile the hint names or the keys choose is scrolled into sight', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2,3,4,5,6,7,15&projector=1', { width: 1024, height: 768 });
  await page.keyboard.press('g');
  await page.waitForSelector('.board.bundled');
  const hint = async (n) => {
    await page.keyboard.press('h');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=hint-steps] li').length === n, n);
  };
  await hint(1);
  await hint(2);
  const board = () => page.$eval('[data-testid=board]', (e) => ({ height: e.scrollHeight, client: e.clientHeight }));
  const { height, client } = await board();
  assert.ok(height > client, `the board scrolls within itself: ${height} in ${client}`);
  const inside = (n) => page.evaluate((n) => {
    const box = document.querySelector('[data-testid=board]').getBoundingClientRect();
    const pile = document.querySelector(`[data-testid=board] [data-pile="${n}"]`).getBoundingClientRect();
    return pile.top >= box.top - 1 && pile.bottom <= box.bottom + 1;
  }, n);
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.$eval('[data-testid=board]', (e) => { e.scrollTop = 0; });
  assert.equal(await inside(8), false, 'pile 8 out of sight at the board\'s top');
  // The third step names the pile to take from, before any move is shown.
  await hint(3);
  assert.match(await page.textContent('[data-testid=hint-steps] li:last-child'), /^Only pile 8 has a 1/);
  await frames();
  assert.equal(await inside(8), true, 'the pile the hint names in sight');
  await page.$eval('[data-testid=board]', (e) => { e.scrollTop = 0; });
  for (let n = 0; n < 8; n += 1) await page.keyboard.press('ArrowDown');
  await page.waitForSelector('[data-pile="8"][data-chosen]');
  await frames();
  assert.equal(await inside(8), true, 'pile 8 in sight');
  for (let n = 0; n < 7; n += 1) await page.keyboard.press('ArrowUp');
  await page.waitForSelector('[data-pile="1"][data-chosen]');
  await frames();
  assert.equal(await inside(1), true, 'pile 1 in sight again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a clicker alone plays a game: PgDn and PgUp choose, its blank-screen button takes', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  // A Logitech R400 sends PageUp, PageDown, F5 or Escape, and "." for a blank screen.
  // After a move nothing stays chosen, and nothing was refused.
  const clear = async () => {
    assert.equal(await page.$$eval('[data-pile][data-chosen]', (l) => l.length), 0, 'nothing chosen');
    assert.equal(await page.textContent('[data-testid=move-error]'), '');
  };
  for (const key of ['PageDown', 'PageDown', 'PageDown', 'PageUp', '.']) await page.keyboard.press(key);
  assert.deepEqual(await piles(page), [1, 4, 5]);
  await clear();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('.');
  assert.deepEqual(await piles(page), [1, 4, 0], 'PgUp from nothing chosen starts at the last pile\'s largest take');
  await clear();
  await page.keyboard.press('.');
  assert.deepEqual(await piles(page), [1, 4, 0], 'with nothing chosen the button takes nothing');
  await clear();
  // Some clickers send "b" for a blank screen (Keynote's key, and PowerPoint's
  // too): the same button.
  for (const key of ['PageDown', 'b']) await page.keyboard.press(key);
  assert.deepEqual(await piles(page), [0, 4, 0]);
  assert.equal(await page.$$eval('.binary-bundle', (l) => l.length), 0, 'not the bundles view');
  await clear();
  await page.keyboard.press('u');
  assert.deepEqual(await piles(page), [1, 4, 0]);
  // Escape lets go of a choice, and closes the hint: the board as it stands.
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-pile][data-chosen]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-pile][data-chosen]'));
  // The tableau of now, not of the move that was chosen.
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'detached' });
  await page.keyboard.press('h');
  await page.waitForSelector('[data-testid=hint-panel]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=hint-panel]', { state: 'detached' });
  assert.equal(await page.$$eval('[data-pile][data-hinted]', (l) => l.length), 0, 'nothing lit');
  assert.deepEqual(await piles(page), [1, 4, 0]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in projector mode the review follows the game in the tableau\'s place, and the clicker steps through it', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&vs=friend&projector=1', { width: 1024, height: 768 });
  assert.equal(await page.isVisible('[data-testid=review]'), false);
  // Played with the clicker: 2 from pile 2, then the last stick.
  for (const key of ['PageDown', 'PageDown', 'PageDown', '.', 'PageDown', '.']) await page.keyboard.press(key);
  await page.waitForSelector('[data-testid=status][data-winner]');
  await page.waitForSelector('[data-testid=review]', { state: 'visible' });
  assert.equal(await page.isVisible('[data-testid=tableau]'), false, 'the review takes the live tableau\'s place');
  assert.equal(await page.isVisible('[data-testid=history]'), false, 'without the move list');
  const step = () => page.textContent('[data-testid=review-step]');
  assert.equal(await step(), '0 / 2');
  // Until the review is stepped the board shows the end: empty.
  assert.equal(await page.$('[data-testid=review-board]'), null);
  // The review has its column to itself from the start: stepping it moves nothing there.
  const top = () => page.$eval('[data-testid=review]', (e) => e.getBoundingClientRect().top);
  const before = await top();
  assert.equal(await page.isVisible('[data-testid=setup-open]'), false, 'Game setup waits for the next game');
  const matches = () => page.$$eval('[data-testid=review-board] .pr-match', (m) => m.length);
  // The first PgDn draws the start where the emptied piles stood, then each move.
  for (const [key, shown, sticks] of [['PageDown', '0 / 2', 3], ['PageDown', '1 / 2', 1], ['PageDown', '2 / 2', 0], ['PageDown', '2 / 2', 0], ['PageUp', '1 / 2', 1]]) {
    await page.keyboard.press(key);
    assert.equal(await step(), shown, key);
    // The position stepped to takes the empty board's place, for the room to see.
    await page.waitForSelector('[data-testid=review-board]', { state: 'visible' });
    assert.equal(await page.isVisible('[data-testid=board]'), false, 'the review\'s picture in the board\'s place');
    assert.equal(await matches(), sticks, shown);
    // The keys' focus goes with it, to the review, not to the page.
    await page.waitForFunction(() => document.activeElement?.id === 'review');
    assert.equal(await top(), before, `${key}: the review moved`);
  }
  assert.match(await page.textContent('[data-testid=review-board]'), /^Move 1: player 1 took 2 sticks from pile 2 \(a mistake\)\. Piles now: 1, 0/);
  // Its sticks drawn for the back of the room, as the game's are.
  const stick = await page.$eval('[data-testid=review-board] .pr-match', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(stick.width >= 16 && stick.height >= 96, `a stick of ${stick.width} by ${stick.height}`);
  // The status's button goes to it too, and it is in sight.
  await page.click('[data-testid=to-review]');
  await page.waitForFunction(() => document.activeElement?.id === 'review');
  const heading = await page.$eval('#review', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(heading.top >= 0 && heading.bottom <= 768, `the review's heading in sight: ${JSON.stringify(heading)}`);
  const past = await overflow(page);
  assert.ok(past.x <= 0 && past.y <= 0, 'no scrollbars');
  // A new game brings the live tableau and the board back: the clicker's
  // blank-screen button starts it, as `n` does, once a first press has left
  // the stepped review for the board as the game ended.
  await page.keyboard.press('.');
  await page.waitForFunction(() => !document.querySelector('[data-testid=review-board]'));
  assert.equal(await page.isVisible('[data-testid=review]'), true, 'the game is still there to discuss');
  await page.keyboard.press('.');
  await page.waitForSelector('[data-testid=tableau]', { state: 'visible' });
  assert.equal(await page.isVisible('[data-testid=review]'), false);
  assert.equal(await page.isVisible('[data-testid=setup-open]'), true, 'Game setup back with the next game');
  assert.equal(await page.$('[data-testid=review-board]'), null);
  assert.ok(await page.isVisible('[data-testid=board]'));
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
  // The next game's review starts at its start, and leaves the board in place until stepped.
  for (const key of ['PageDown', 'PageDown', 'PageDown', '.', 'PageDown', '.']) await page.keyboard.press(key);
  await page.waitForSelector('[data-testid=review]', { state: 'visible' });
  assert.equal(await step(), '0 / 2');
  assert.equal(await page.$('[data-testid=review-board]'), null);
  // PgUp steps back from the end the board shows.
  await page.keyboard.press('PageUp');
  assert.equal(await step(), '1 / 2');
  await page.waitForSelector('[data-testid=review-board]', { state: 'visible' });
  assert.equal(await matches(), 1);
  // A keyboard's arrows step it too, Home and End go to its ends, and Escape
  // leaves it for the board as the game ended.
  for (const [key, shown, sticks] of [['Home', '0 / 2', 3], ['ArrowRight', '1 / 2', 1], ['End', '2 / 2', 0], ['ArrowLeft', '1 / 2', 1]]) {
    await page.keyboard.press(key);
    assert.equal(await step(), shown, key);
    assert.equal(await matches(), sticks, key);
  }
  const left = await page.evaluate(() => document.timeline.currentTime);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=review-board]', { state: 'detached' });
  assert.ok(await page.isVisible('[data-testid=board]'), 'the board as the game ended');
  // With the keys' focus, and without the last move's sticks fading once more.
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
  // Two frames on, any animation started anew has its start time.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const again = await page.evaluate((left) => document.getAnimations()
    .filter((a) => (a.startTime === null || a.startTime > left) && a.effect?.target?.closest?.('[data-testid=board]')).length, left);
  assert.equal(again, 0, 'the last move drawn again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [width, height] of [[1024, 768], [1366, 768], [1920, 1080]]) {
  test(`at ${width}×${height} the review of a game on 8 piles keeps its verdict, best moves and turning point in sight`, async () => {
    const page = await open(s.browser, s.site, eight, { width, height });
    for (let p = 1; p <= 8; p++) await page.click(`[data-pile="${p}"] [data-take="15"]`);
    await page.waitForSelector('[data-testid=review]', { state: 'visible' });
    await page.keyboard.press('PageDown');
    const seen = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const side = box(document.querySelector('.side'));
      const review = document.querySelector('[data-testid=review]');
      return {
        side: { top: side.top, bottom: side.bottom },
        verdict: box(review.querySelector('.verdict')).bottom,
        best: box(review.querySelector('figure + p')).bottom,
        turning: box(review.querySelector('[data-testid=turning-point]')).bottom,
        scrolled: document.querySelector('.side').scrollTop,
      };
    });
    assert.equal(seen.scrolled, 0);
    assert.ok(seen.verdict <= seen.side.bottom && seen.best <= seen.side.bottom, `in sight: ${JSON.stringify(seen)}`);
    assert.ok(seen.turning <= seen.side.bottom, `the turning point in sight: ${JSON.stringify(seen)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a pointer resting on the board keeps it still while the preview changes beside it', async () => {
  // The board's column once followed the width of the tableau's preview: the
  // board moved under the pointer, which then chose another stick, each frame.
  const page = await open(s.browser, s.site, eight, { width: 1366, height: 768 });
  for (let p = 1; p <= 4; p++) await page.click(`[data-pile="${p}"] [data-take="15"]`);
  const stick = await page.$eval('[data-pile="5"] [data-take="15"]', (e) => e.getBoundingClientRect().toJSON());
  await page.mouse.move(stick.x + stick.width - 2, stick.y + stick.height / 2);
  const seen = await page.evaluate(async () => {
    const out = new Set();
    for (let i = 0; i < 12; i++) {
      await new Promise((ok) => requestAnimationFrame(ok));
      const b = document.querySelector('[data-pile="5"] .sticks').getBoundingClientRect();
      out.add(`${b.x} ${b.width} ${document.querySelector('[data-pile="5"] .sticks').style.getPropertyValue('--preview')}`);
    }
    return [...out];
  });
  assert.equal(seen.length, 1, `the pile stays where it is, one stick previewed: ${seen.join(' | ')}`);
  assert.equal(await page.$eval('.layout', (e) => Math.round(e.getBoundingClientRect().width)), 1366);
  await page.close();
});

test('f asks for fullscreen and f again leaves it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement !== null);
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.fullscreenElement === null);
  await page.close();
});

test('every move, the computer\'s too, is announced in a live region', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&first=you');
  const live = '[data-testid=last-move][aria-live=polite]';
  await page.click('[data-pile="1"] [data-take="2"]');
  // The person's move first (the computer thinks for a moment), then the computer's.
  await page.waitForFunction((sel) => document.querySelector(sel).textContent.startsWith('You took 2 sticks from pile 1'), live);
  await page.waitForFunction((sel) => document.querySelector(sel).textContent.startsWith('The computer took'), live);
  await waitForPerson(page);
  await page.close();
});

test('an undo, a redo and a new game are announced too, though the status line stays the same', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&first=you');
  const live = '[data-testid=last-move][aria-live=polite]';
  const said = () => page.textContent(live);
  await page.click('[data-pile="1"] [data-take="2"]');
  await page.waitForFunction((sel) => document.querySelector(sel).textContent.startsWith('The computer took'), live);
  const answer = await said();
  await waitForPerson(page);
  const turn = await page.textContent('[data-testid=status]');
  // The undo takes back the computer's answer and the move: "your turn" again.
  await page.click('[data-testid=undo]');
  assert.equal(await said(), 'You took 2 sticks from pile 1, and the computer\'s answer: undone.');
  assert.equal(await page.textContent('[data-testid=status]'), turn);
  await page.click('[data-testid=redo]');
  assert.equal(await said(), answer);
  await page.click('[data-testid=new-game]');
  assert.equal(await said(), 'New game from 3, 4, 5.');
  // A friend's game undoes one move at a time, and in Italian.
  await page.goto(s.site.url + '?piles=3,4,5&vs=friend&lang=it');
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await said(), '');
  await page.click('[data-pile="3"] [data-take="5"]');
  await page.click('[data-pile="2"] [data-take="1"]');
  await page.click('[data-testid=undo]');
  assert.match(await said(), /^Il giocatore 2 ha preso .*: mossa annullata\.$/);
  await page.click('[data-testid=undo]');
  assert.match(await said(), /^Il giocatore 1 ha preso .*: mossa annullata\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in projector mode the Nim-addition table\'s sixteen rows fit the screen', async () => {
  for (const [width, height] of [[1024, 768], [1366, 768], [1920, 1080]]) {
    const page = await open(s.browser, s.site, '?projector=1#/learn/table', { width, height });
    const table = await page.$eval('[data-testid=nim-table]', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(table.bottom <= height, `at ${width}×${height} the table ends at ${table.bottom}`);
    const cell = await page.$eval('.nim-table td', (e) => e.getBoundingClientRect().height);
    assert.ok(cell >= 30, `cells of ${cell} px`);
    await page.close();
  }
});

test('in projector mode the pages\' links and the page\'s tools share the title\'s line: a learning page leads back to the game', async () => {
  for (const [width, height] of [[1024, 768], [1920, 1080]]) {
    const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1#/learn/table', { width, height });
    const line = await page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { title: box('.top h1'), pages: box('.top .pages'), current: box('.pages [aria-current=page]'), tools: box('[data-testid=page-projector]') };
    });
    assert.ok(Math.abs(line.pages.top - line.title.top) < line.title.height, `one line: ${JSON.stringify(line)}`);
    // The page's projector and fullscreen buttons too: the page keeps the screen's height.
    assert.ok(line.tools.top < line.title.bottom && line.tools.bottom > line.title.top && line.tools.left >= line.pages.right, `the page's tools on it: ${JSON.stringify(line)}`);
    assert.ok(line.current.left >= line.pages.left && line.current.right <= line.pages.right + 1, 'the current page\'s link in sight');
    // Tab goes along the line as it reads: the language, then the tools.
    await page.focus('.lang button');
    const along = [];
    for (let i = 0; i < 4; i++) {
      along.push(await page.evaluate(() => document.activeElement.getBoundingClientRect().left));
      await page.keyboard.press('Tab');
    }
    assert.deepEqual(along, [...along].sort((a, b) => a - b), `left to right: ${along}`);
    // The Play link, or the title, scrolled out of sight or not.
    await page.click(width === 1024 ? '.top h1 .home' : '.pages a[href="#"]');
    await page.waitForSelector('[data-testid=board]');
    assert.equal(await page.$eval('html', (e) => e.classList.contains('projector')), true);
    const past = await overflow(page);
    assert.ok(past.x <= 0 && past.y <= 0, `still no scrollbars: ${JSON.stringify(past)}`);
    await page.close();
  }
});

test('in projector mode each page link reached with Tab is scrolled wholly into sight', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=it&projector=1', { width: 1024, height: 768 });
  const count = await page.$$eval('nav.pages a', (as) => as.length);
  await page.focus('nav.pages a');
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const row = document.querySelector('nav.pages').getBoundingClientRect();
      const link = document.activeElement.getBoundingClientRect();
      return { name: document.activeElement.textContent, left: link.left - row.left, right: row.right - link.right };
    });
    // A pixel's fraction: the last link ends where the row can scroll no further.
    assert.ok(seen.left >= -1 && seen.right >= -1, `${seen.name} wholly in its row: ${JSON.stringify(seen)}`);
  }
  await page.close();
});

test('in projector mode a mouse wheel over the page links takes them along to the last', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  const last = () => page.$eval('nav.pages', (row) => {
    const link = row.querySelector('a:last-child').getBoundingClientRect();
    return Math.round(row.getBoundingClientRect().right - link.right);
  });
  assert.ok(await last() < 0, 'the last link starts out of sight');
  const box = await page.$eval('nav.pages', (row) => row.getBoundingClientRect().toJSON());
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let turn = 0; turn < 12 && (await last()) < 0; turn++) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(50);
  }
  assert.ok(await last() >= 0, 'the last link came into sight');
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page stayed where it was');
  await page.close();
});

for (const lang of ['en', 'it']) {
  test(`at 1024×768 (${lang}) the board stays put from the first move to the end of the game`, async () => {
    const page = await open(s.browser, s.site, `?piles=2,3,4&vs=friend&projector=1&lang=${lang}`, { width: 1024, height: 768 });
    const rows = () => page.$$eval('[data-testid=board] .pile', (els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    const start = await rows();
    // The teacher's tools on one row under the board, leaving it the room.
    const tools = await page.$$eval('.tools :is(button, summary)', (els) => els.filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect().top));
    assert.ok(tools.length >= 5 && Math.max(...tools) - Math.min(...tools) < 4, `the tools on one row: ${tools}`);
    // Pile 1 emptied: its row stays, and so do the others, after the next move too.
    await page.click('[data-pile="1"] [data-take="2"]');
    await page.click('[data-pile="2"] [data-take="1"]');
    assert.deepEqual(await rows(), start);
    await page.click('[data-pile="2"] [data-take="2"]');
    await page.click('[data-pile="3"] [data-take="4"]');
    await page.waitForSelector('[data-testid=status][data-winner]');
    await page.waitForSelector('[data-testid=to-review]', { state: 'visible' });
    assert.deepEqual(await rows(), start, 'the review\'s button found room in the bar\'s one row');
    const tops = await page.$$eval('.play-bar > :not(.hidden)', (els) => els.map((e) => e.getBoundingClientRect().top));
    assert.ok(Math.max(...tops) - Math.min(...tops) < 4, `one row: ${tops}`);
    await page.close();
  });
}

test('a clicker\'s blank-screen button in the review leaves it first: the game discussed stays', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&vs=friend&projector=1', { width: 1024, height: 768 });
  for (const key of ['PageDown', '.', 'PageDown', '.', 'PageDown', '.']) await page.keyboard.press(key);
  await page.waitForFunction(() => document.querySelector('[data-testid=status]').dataset.winner);
  await page.waitForFunction(() => location.search.split('moves=')[1]?.split('&')[0].split(',').length === 3);
  const over = page.url();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-testid=review-board]');
  await page.keyboard.press('.');
  await page.waitForFunction(() => !document.querySelector('[data-testid=review-board]'));
  assert.equal(page.url(), over, 'the same game, its moves in the address');
  assert.ok(await page.$eval('[data-testid=status]', (e) => e.dataset.winner), 'still over');
  // A second press starts the next game.
  await page.keyboard.press('.');
  await page.waitForFunction(() => !document.querySelector('[data-testid=status]').dataset.winner);
  await page.waitForURL((url) => url.href !== over);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a clicker\'s key closes the setup first, from a choice left focused there, and changes nothing in it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  await page.click('[data-testid=setup-open]');
  await page.focus('[data-testid=opponent]');
  const url = page.url();
  await page.keyboard.press('PageDown');
  assert.equal(await page.inputValue('[data-testid=opponent]'), 'perfect', 'the opponent is unchanged');
  assert.equal(page.url(), url, 'no other game started');
  // Closed, the tableau back in sight; no move chosen yet.
  assert.equal(await page.$('.setup-drawer[open]'), null);
  assert.equal(await page.isVisible('[data-testid=tableau]'), true);
  assert.equal(await page.$('[data-pile][data-chosen]'), null);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'board', 'the board has the key');
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-pile][data-chosen]');
  await page.keyboard.press('.');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=board] [data-pile]')].some((p) => p.dataset.count !== p.dataset.pile * 1 + 2 + ''));
  // A text field still takes "." as a character.
  await page.click('[data-testid=setup-open]');
  await page.fill('[data-testid=setup-pile-1]', '1');
  await page.press('[data-testid=setup-pile-1]', '.');
  assert.equal(await page.inputValue('[data-testid=setup-pile-1]'), '1.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a letter pressed just after ticking a choice is the app\'s key; the arrows stay the radio buttons\'', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5', { width: 1366, height: 768 });
  await page.click('[data-testid=show-hints]');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'show-hints');
  await page.keyboard.press('g');
  await page.waitForSelector('.binary-bundle');
  await page.keyboard.press('t');
  await page.waitForSelector('[data-testid=tableau]', { state: 'hidden' });
  await page.keyboard.press('t');
  await page.click('.setup-drawer summary');
  await page.click('[data-testid=mode-normal]');
  // Between radio buttons the arrows choose, as in any form.
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.isChecked('[data-testid=mode-misere]'), true);
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await page.keyboard.press('g');
  await page.waitForSelector('.binary-bundle', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('in projector mode an open setup takes the tableau\'s column, and gives it back when closed', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  const box = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());
  assert.ok(await page.isVisible('[data-testid=tableau]'));
  await page.click('[data-testid=setup-open]');
  // Not squeezed into a row or two under the setup: out of the way while the game is set.
  assert.equal(await page.isVisible('[data-testid=tableau]'), false);
  const [setup, play] = [await box('[data-testid=setup]'), await box('.play')];
  assert.ok(Math.abs(setup.bottom - play.bottom) < 2, `the setup reaches the board's foot: ${setup.bottom} against ${play.bottom}`);
  assert.deepEqual(await overflow(page), { x: 0, y: 0 });
  // Its last choices are reached by scrolling within it.
  await page.focus('[data-testid=opponent]');
  const opponent = await box('[data-testid=opponent]');
  assert.ok(opponent.top >= setup.top && opponent.bottom <= setup.bottom + 1, 'a focused choice is in sight');
  // Its button stays in sight however far its choices are scrolled.
  await page.$eval('[data-testid=setup]', (e) => { e.scrollTop = e.scrollHeight; });
  const button = await box('[data-testid=setup-open]');
  assert.ok(button.top >= setup.top - 1 && button.bottom <= setup.bottom, `Game setup in sight: ${JSON.stringify(button)}`);
  await page.click('[data-testid=setup-open]');
  assert.ok(await page.isVisible('[data-testid=tableau]'));
  // Escape closes it too, from a choice inside it, and its button takes the focus back.
  await page.click('[data-testid=setup-open]');
  await page.focus('[data-testid=opponent]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=tableau]', { state: 'visible' });
  assert.equal(await page.$eval('.setup-drawer', (d) => d.open), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'setup-open');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with bundles and every hint step open on 8 piles nothing prints over anything: the board scrolls', async () => {
  for (const [width, height] of [[1024, 768], [1920, 1080]]) {
    const page = await open(s.browser, s.site, '?piles=15,14,13,12,11,10,9,7&vs=friend&projector=1', { width, height });
    await page.keyboard.press('g');
    for (let i = 0; i < 5; i++) await page.keyboard.press('h');
    await page.waitForSelector('.winning-moves button');
    const seen = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const rows = [...document.querySelectorAll('[data-testid=board] .pile')].map((p) => ({
        row: box(p), parts: [...p.querySelectorAll('.pile-label, .bundle, .bundle-size')].map(box),
      }));
      // Each row's label, bundles and sizes inside its own band, clear of the next.
      const crossings = rows.slice(1).filter((r, i) => rows[i].parts.some((part) => part.bottom > r.row.top + 0.5)).length;
      const board = document.querySelector('[data-testid=board]');
      return { crossings, scrolls: board.scrollHeight > board.clientHeight };
    });
    assert.equal(seen.crossings, 0, `at ${width}×${height}`);
    if (width === 1024) assert.ok(seen.scrolls, 'at 1024×768 the rows do not all fit: the board scrolls');
    assert.equal((await overflow(page)).y <= 0, true);
    await page.close();
  }
});

test('the game setup opened at the projector leaves the goal above it whole', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  await page.click('[data-testid=setup-open]');
  await page.waitForSelector('.setup-drawer[open]');
  // The goal's lower edge is its own, not the sticky setup button's cover.
  const seen = await page.evaluate(() => {
    const goal = document.querySelector('.setup .goal').getBoundingClientRect();
    const at = document.elementFromPoint(goal.left + 10, goal.bottom - 3);
    return at?.closest('.goal') !== null;
  });
  assert.equal(seen, true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at the projector the teacher\'s switches stay within reach: thinking aloud turned on there, a step a press', async () => {
  // Three piles leave room under the tableau: the switches are in sight.
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  const inSight = () => page.$eval('[data-testid=show-aloud]', (e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.bottom <= e.closest('.side').getBoundingClientRect().bottom + 1;
  });
  assert.equal(await inSight(), true, 'the switches in sight beside three piles');
  // Eight piles and misère's note fill the column: they wait below its fold.
  await page.goto(s.site.url + '?piles=15,14,13,12,11,10,9,7&mode=misere&projector=1');
  await page.waitForSelector('[data-testid=tableau] .note');
  assert.equal(await inSight(), false, 'the tableau keeps the column');
  // Its rows drawn tight, so the rules' note above the fold is read whole.
  assert.ok(await page.$eval('[data-testid=tableau] .note', (e) =>
    e.getBoundingClientRect().bottom <= e.closest('.side').getBoundingClientRect().bottom + 1), 'misère\'s note cut');
  assert.equal((await overflow(page)).y <= 0, true, 'no page scrollbar');
  // At the projector the computer thinks aloud unless the teacher says not, and its switch says so.
  assert.equal(await page.isChecked('[data-testid=show-aloud]'), true);
  await page.selectOption('[data-testid=pace]', 'step');
  assert.equal(await page.$eval('html', (e) => e.classList.contains('projector')), true);
  await page.click('[data-pile="8"] [data-take="1"]');
  await page.waitForSelector('[data-testid=aloud-steps] li');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=aloud-steps] li').length === 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at the projector the teacher turns thinking aloud off there, apart from the choice elsewhere', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&projector=1', { width: 1024, height: 768 });
  await page.uncheck('[data-testid=show-aloud]');
  await page.click('[data-pile="3"] [data-take="1"]');
  await waitForPerson(page);
  assert.notDeepEqual(await piles(page), [3, 4, 4], 'the computer moved');
  assert.equal(await page.isVisible('[data-testid=aloud-steps]'), false, 'it moved without thinking aloud');
  // Out of projector mode the choice is the one made there: off, as it started.
  await page.keyboard.press('p');
  await page.waitForFunction(() => !document.documentElement.classList.contains('projector'));
  assert.equal(await page.isChecked('[data-testid=show-aloud]'), false);
  await page.check('[data-testid=show-aloud]');
  // And back at the projector, off as the teacher left it there.
  await page.keyboard.press('p');
  await page.waitForFunction(() => document.documentElement.classList.contains('projector'));
  assert.equal(await page.isChecked('[data-testid=show-aloud]'), false);
  assert.match(await page.evaluate(() => localStorage.getItem('bouton.display')), /aloud=1;projector_aloud=0/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at the projector the board stays put between turns, in either language', async () => {
  for (const lang of ['en', 'it']) {
    const page = await open(s.browser, s.site, `?piles=3,4,5&projector=1&lang=${lang}`, { width: 1024, height: 768 });
    const top = () => page.$eval('[data-testid=board]', (e) => e.getBoundingClientRect().top);
    const yours = await top();
    await page.click('[data-pile="3"] [data-take="1"]');
    await page.waitForSelector('[data-testid=status][data-turn=computer]');
    assert.equal(await top(), yours, `${lang}: the board moved when the computer's turn came`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
