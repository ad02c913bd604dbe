// The teaching views in the built app: the tableau beside the board, the preview,
// hints, undo, review, the teacher's switches and the learning pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, piles, waitForPerson, take, withoutModule } from './harness.mjs';

const s = session();

const sums = (page, testid = 'tableau') =>
  page.$$eval(`[data-testid=${testid}] [data-column]`, (cells) =>
    Object.fromEntries(cells.map((c) => [c.dataset.column, Number(c.dataset.sum)])));

/** The page's accessibility tree, as Chromium builds it for a screen reader. */
async function axNodes(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes;
}

/** Each column sum's mark, drawn by the style sheet, and the sums as a screen reader names them. */
async function oddMarks(page) {
  const cells = await page.$$eval('[data-testid=tableau] [data-column]', (cells) =>
    cells.map((c) => ({ mark: getComputedStyle(c, '::after').content, sum: c.textContent })));
  const nodes = await axNodes(page);
  const names = nodes.filter((n) => n.role?.value === 'cell').map((n) => n.name?.value)
    .filter((name) => cells.some(({ sum }) => name?.startsWith(sum)) && / /.test(name));
  return { marks: cells.map(({ mark }) => mark), names };
}

/** How many of each table role the page's accessibility tree holds. */
async function tableRoles(page) {
  const roles = {};
  for (const role of (await axNodes(page)).map((n) => n.role?.value)) {
    if (['table', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell'].includes(role)) roles[role] = (roles[role] ?? 0) + 1;
  }
  return roles;
}

test('the tableau, its rows laid out as grids of their own, is still a table to a screen reader', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  // A head row (Pile, Sticks, 4, 2, 1), a row for each pile (its number a row
  // header, its size and three digits cells), the column sums and the nim-sum.
  assert.deepEqual(await tableRoles(page),
    { table: 1, rowgroup: 2, row: 6, columnheader: 5, rowheader: 5, cell: 18 });
  // And its columns line up: every row's cells start where the head's do.
  const starts = await page.$$eval('[data-testid=tableau] tr', (rows) => rows.map((row) =>
    [...row.children].map((cell) => Math.round(cell.getBoundingClientRect().left))));
  const head = starts[0];
  for (const row of starts.slice(1, 4)) assert.deepEqual(row, head);
  // The sums' label spans the Pile and Sticks columns.
  for (const row of starts.slice(4)) assert.deepEqual(row, [head[0], ...head.slice(2)]);
  await page.close();
});

test('the tableau reads like the seed: 3, 4, 5 has column sums 2 1 2 and nim-sum 2', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  assert.deepEqual(await sums(page), { 2: 2, 1: 1, 0: 2 });
  // The odd column's sum is marked ◆, with a word for a screen reader, in the page's language.
  assert.deepEqual(await oddMarks(page), { marks: ['none', '"◆" / "odd column"', 'none'], names: ['1 odd column'] });
  const tableau = await page.$('[data-testid=tableau]');
  assert.equal(await tableau.getAttribute('data-nim-sum'), '2');
  assert.equal(await tableau.getAttribute('data-verdict'), 'unsafe');
  assert.match(await tableau.textContent(), /unsafe: whoever moves now can win/);
  // After the seed's move (3,4,5) -> (1,4,5) every column is even; the computer answers.
  await take(page, 1, 2);
  await page.waitForSelector('[data-testid=tableau][data-verdict="safe"]');
  await waitForPerson(page);
  assert.equal(await page.getAttribute('[data-testid=tableau]', 'data-verdict'), 'unsafe');
  await page.close();
  const italian = await open(s.browser, s.site, '?piles=3,4,5&lang=it');
  assert.deepEqual(await oddMarks(italian), { marks: ['none', '"◆" / "colonna dispari"', 'none'], names: ['1 colonna dispari'] });
  await italian.close();
});

test('at the end of a game the verdict is said of the player who cannot move', async () => {
  for (const [query, said] of [
    ['?piles=1,1&vs=friend&moves=1:1,2:1', /safe: no stick is left, so whoever would move now has lost/],
    ['?piles=1,1&mode=misere&vs=friend&moves=1:1,2:1', /unsafe: no stick is left, so whoever would move now has won, as taking the last stick loses/],
    ['?piles=1,1&mode=misere&vs=friend&moves=1:1,2:1&lang=it', /non sicura: non resta nessun bastoncino, quindi chi dovrebbe muovere ora ha vinto/],
  ]) {
    const page = await open(s.browser, s.site, query);
    assert.match(await page.textContent('[data-testid=tableau] .verdict'), said, query);
    await page.close();
  }
});

test('the tableau\'s head fits its words, a take limit\'s Value column too, in English and Italian', async () => {
  for (const lang of ['en', 'it']) {
    const page = await open(s.browser, s.site, `?piles=3,4,5&mode=misere&max=3&lang=${lang}`);
    const cut = await page.$$eval('[data-testid=tableau] thead th',
      (l) => l.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    assert.deepEqual(cut, [], `${lang}: head cells wider than their columns`);
    await page.close();
  }
});

test('in the bundles view a block of 524,288 sticks has room for its size', async () => {
  const page = await open(s.browser, s.site, '?piles=1000000,999999');
  await page.click('[data-testid=bundles]');
  await page.waitForSelector('.stick.block');
  const cut = await page.$$eval('.stick.block', (l) => l
    .filter((e) => e.querySelector('.block-size').getBoundingClientRect().width > e.getBoundingClientRect().width)
    .map((e) => e.textContent));
  assert.deepEqual(cut, [], 'blocks narrower than their size');
  await page.click('[data-testid=bundles]');
  await page.close();
});

test('hovering a stick previews the tableau it would leave, and moves nothing', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,8');
  await page.hover('[data-pile="3"] [data-take="1"]');
  await page.waitForSelector('[data-testid=tableau-preview]');
  assert.equal(await page.getAttribute('[data-testid=tableau-preview]', 'data-verdict'), 'safe');
  // A screen reader is told the preview's caption and verdict, not the whole tableau.
  assert.equal(await page.$('[data-testid=tableau-preview] [aria-live], .preview[aria-live]'), null);
  assert.match(await page.textContent('[data-testid=preview-said]'), /^If you take 1 stick from pile 3: 3, 4, 7: safe/);
  assert.deepEqual(await piles(page), [3, 4, 8]);
  await page.mouse.move(0, 0);
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'detached' });
  await page.close();
});

test('a preview that follows another straight away shows its own sums, once each', async () => {
  // The keys' cursor, a clicker's steps and a pointer moving from stick to
  // stick change the preview without taking it down in between.
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  const shown = () => page.$eval('[data-testid=tableau-preview]', (figure) => {
    const cells = (row) => [...figure.querySelectorAll(`tfoot tr.${row} td.bit`)].map((td) => td.textContent);
    const rows = [...figure.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td.bit')].map((td) => td.textContent).join(''));
    return { rows, sums: cells('sums').join(' '), nimSum: cells('nim-sum').join('') };
  });
  const expected = (piles) => {
    const bits = (n) => [2, 1, 0].map((k) => (n >> k) & 1);
    const sums = [0, 1, 2].map((i) => piles.reduce((sum, n) => sum + bits(n)[i], 0));
    return { rows: piles.map((n) => bits(n).join('')), sums: sums.join(' '), nimSum: sums.map((x) => x % 2).join('') };
  };
  await page.focus('[data-testid=board]');
  const steps = [
    ['ArrowDown', [2, 4, 5]], // pile 1, take 1
    ['ArrowLeft', [1, 4, 5]], // take 2
    ['ArrowDown', [3, 2, 5]], // pile 2, take 2
    ['ArrowDown', [3, 4, 3]], // pile 3, take 2
    ['ArrowRight', [3, 4, 4]], // take 1
  ];
  for (const [key, piles] of steps) {
    await page.keyboard.press(key);
    await page.waitForFunction((listing) => document.querySelector('[data-testid=tableau-preview] figcaption')?.textContent.endsWith(listing), piles.join(', '));
    assert.deepEqual(await shown(), expected(piles), `after ${key}: ${piles}`);
  }
  await page.close();
});

test('pressing a stick the pointer previews keeps its preview as it is until the click', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,8&vs=friend');
  await page.hover('[data-pile="3"] [data-take="2"]');
  await page.waitForSelector('[data-testid=tableau-preview]');
  // The press moves the focus from the board to the stick: the preview is the
  // same element, not taken down and drawn again.
  await page.focus('[data-testid=board]');
  await page.evaluate(() => { document.querySelector('[data-testid=tableau-preview]').dataset.seen = '1'; });
  await page.mouse.down();
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), '2');
  assert.equal(await page.getAttribute('[data-testid=tableau-preview]', 'data-seen'), '1');
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('[data-pile="3"]').dataset.count === '6');
  // Focus leaving the board ends the preview.
  await page.mouse.move(0, 0);
  await page.focus('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a click on a previewed stick draws the move first and ends the preview a frame later', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,8&vs=friend');
  await page.hover('[data-pile="3"] [data-take="2"]');
  await page.waitForSelector('[data-testid=tableau-preview]');
  await page.waitForTimeout(300);
  const frames = await page.evaluate(async () => {
    const seen = () => [
      document.querySelector('[data-testid=tableau] figcaption').textContent,
      document.querySelector('[data-testid=tableau-preview] figcaption')?.textContent ?? 'none',
      `lifting ${document.querySelector('[data-pile="3"] .sticks').style.getPropertyValue('--preview')}`,
    ].join(' | ');
    document.querySelector('[data-pile="3"] [data-take="2"]').click();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(seen())));
    return [await frame(), await frame(), await frame()];
  });
  // The click's frame: the live tableau has the move, the preview is as it was.
  // and the pile lifts what it lifted (restyling its sticks can wait too).
  assert.equal(frames[0], 'Now: 3, 4, 6 | If you take 2 sticks from pile 3: 3, 4, 6 | lifting 2');
  // Then the preview goes: the sticks it showed are gone, the pointer is on a fading one.
  assert.equal(frames[2], 'Now: 3, 4, 6 | none | lifting 0');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('hovering a stick lifts it and the sticks after it, the ones a click would take', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,8&max=5&vs=friend');
  // Which sticks of a pile are drawn lifted (faded), by their take, the first stick first.
  const lifted = (pile) => page.$$eval(`[data-pile="${pile}"] .stick`,
    (sticks) => sticks.filter((e) => Number(getComputedStyle(e).opacity) < 1).map((e) => Number(e.dataset.take)));
  assert.deepEqual(await lifted(3), []);
  await page.hover('[data-pile="3"] [data-take="3"]');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-pile="3"] .stick')]
    .filter((e) => getComputedStyle(e).opacity < 1).length === 3);
  assert.deepEqual(await lifted(3), [3, 2, 1]);
  assert.deepEqual(await lifted(2), [], 'another pile is left as it is');
  // Off the sticks, on the pile's label: nothing lifted, no preview.
  await page.hover('[data-pile="3"] .pile-label');
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'detached' });
  await page.waitForFunction(() => [...document.querySelectorAll('.stick')].every((e) => getComputedStyle(e).opacity === '1'));
  // A stick over the take limit (5) makes no move: hovering it lifts nothing,
  // also straight from a stick that lifted some.
  await page.hover('[data-pile="3"] [data-take="5"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-pile="3"] [data-take="5"]')).opacity < 1);
  await page.hover('[data-pile="3"] [data-take="7"]', { force: true });
  await page.waitForTimeout(300);
  assert.deepEqual(await lifted(3), []);
  assert.equal(await page.$('[data-testid=tableau-preview]'), null);
  await page.close();
});

test('a column sum of two digits and its odd mark fit their column, on a projector too', async () => {
  for (const projector of ['', '&projector=1']) {
    const page = await open(s.browser, s.site, `?piles=${Array(11).fill(15).join(',')},1000&vs=friend${projector}`);
    const sums = await page.$$eval('[data-testid=tableau] td.sum',
      (cells) => cells.map((e) => ({ sum: e.textContent, odd: e.classList.contains('odd'), over: e.scrollWidth - e.clientWidth })));
    assert.ok(sums.some((c) => c.sum === '11' && c.odd), JSON.stringify(sums));
    assert.deepEqual(sums.filter((c) => c.over > 0), [], projector);
    await page.close();
  }
});

test('the preview never moves the page under a pointer resting on a stick', async () => {
  // Scrolled to the end of the page, the preview makes the page longer. The
  // browser's scroll anchoring used to follow it, which moved the stick from
  // under the pointer, took the preview away, shortened the page and started again.
  const page = await open(s.browser, s.site, '?piles=3,4,5&moore=2');
  await page.click('[data-pile="1"] [data-take="1"]');
  await page.evaluate(() => window.scrollTo(0, 1e5));
  await page.waitForTimeout(100);
  const box = await (await page.$('[data-pile="3"] [data-take="1"]')).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector('[data-testid=tableau-preview]', { state: 'attached', timeout: 5000 });
  await page.evaluate(() => window.scrollTo(0, 1e5));
  await page.waitForTimeout(400);
  const frames = await page.evaluate(async () => {
    const seen = [];
    for (let i = 0; i < 30; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      seen.push(`${scrollY} ${!!document.querySelector('[data-testid=tableau-preview]')}`);
    }
    return seen;
  });
  assert.equal(new Set(frames).size, 1, `the page moved: ${[...new Set(frames)].join(', ')}`);
  assert.match(frames[0], / true$/);
  await page.close();
});

test('the hint lists every winning move and no other, each leaving a safe position', async () => {
  // Worked out here from Bouton's rule: each pile p with p ⊕ nim-sum below p, taking
  // the difference; with a limit of 3, one pile of 21 leaves a multiple of 4.
  const bouton = (sizes) => {
    const sum = sizes.reduce((a, b) => a ^ b, 0);
    return sizes.flatMap((p, i) => ((p ^ sum) < p ? [`${i + 1}:${p - (p ^ sum)}`] : []));
  };
  const cases = [['?piles=7,6,4&vs=friend', bouton([7, 6, 4])], ['?piles=6,3,7&vs=friend', bouton([6, 3, 7])], ['?piles=21&max=3&vs=friend', ['1:1']]];
  for (const [query, winning] of cases) {
    const page = await open(s.browser, s.site, query);
    // The graded hint's last step lists the winning moves.
    for (let press = 0; press < 8 && !(await page.$('[data-winning-move]')); press++) await page.click('[data-testid=hint]');
    const moves = await page.$$eval('[data-winning-move]', (els) => els.map((e) => [e.dataset.pile, e.dataset.take]));
    assert.deepEqual(moves.map(([pile, n]) => `${pile}:${n}`).sort(), [...winning].sort(), query);
    for (const [pile, n] of moves) {
      await take(page, pile, Number(n));
      await page.waitForSelector('[data-testid=tableau][data-verdict="safe"]');
      await page.click('[data-testid=undo]');
      await page.waitForSelector('[data-testid=tableau][data-verdict="unsafe"]');
    }
    await page.close();
  }
});

test('the move list says it is empty until the first move, in the language on show', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&lang=en');
  // The style sheet draws the words in the list's place while it has no line.
  const said = () => page.$eval('[data-testid=history]', (list) => {
    const shown = getComputedStyle(list, '::before').content;
    return { lines: list.querySelectorAll('li').length, words: shown === 'none' ? null : JSON.parse(shown) };
  });
  assert.deepEqual(await said(), { lines: 0, words: 'No moves yet: each move will be listed here.' });
  await take(page, 1, 1);
  await page.waitForSelector('[data-testid=history] li');
  assert.deepEqual(await said(), { lines: 1, words: null });
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=history] li'));
  await page.click('[data-testid=lang] [lang=it]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.deepEqual(await said(), { lines: 0, words: 'Ancora nessuna mossa: ogni mossa sarà elencata qui.' });
  await page.close();
});

test('a finished game can be reviewed move by move, with mistakes marked', async () => {
  const page = await open(s.browser, s.site, '?piles=1,2&first=you');
  // (1,2) -> (1,1) is right; play a mistake instead: take 2 from pile 2.
  await take(page, 2, 2);
  await waitForPerson(page);
  const status = await page.$eval('[data-testid=status]', (e) => e.dataset.winner);
  assert.equal(status, 'computer');
  assert.equal(await page.getAttribute('[data-testid=history] [data-move="1"]', 'data-mistake'), 'true');
  // Nothing is said of the review before it is stepped; each step then is.
  assert.equal(await page.textContent('[data-testid=review-said]'), '');
  await page.click('[data-testid=review-next]');
  assert.match(await page.textContent('[data-testid=review-step]'), /1 \/ 2/);
  assert.match(await page.textContent('[data-testid=review]'), /a mistake/);
  assert.equal(await page.textContent('[data-testid=review-said]'), await page.textContent('[data-testid=tableau-review] figcaption'));
  assert.match(await page.getAttribute('[data-testid=review-said]', 'aria-live'), /polite/);
  await page.close();
});

test('at a projector, where the list of moves is not drawn, the last move\'s line marks a mistake', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&projector=1', { width: 1024, height: 768 });
  const line = () => page.textContent('[data-testid=last-move]');
  // From 3, 4, 5 a safe position is within reach: taking 1 from pile 1 leaves none.
  await take(page, 1, 1);
  await page.waitForFunction(() => /a mistake/.test(document.querySelector('[data-testid=last-move]').textContent));
  assert.equal(await line(), 'Player 1 took 1 stick from pile 1 (a mistake).');
  // 2, 4, 5 to 1, 4, 5, safe: no mark.
  await take(page, 1, 1);
  await page.waitForFunction(() => document.querySelector('[data-testid=last-move]').textContent.includes('Player 2'));
  assert.equal(await line(), 'Player 2 took 1 stick from pile 1.');
  // The teacher's switch hides the marks here too.
  await page.uncheck('[data-testid=show-mistakes]');
  await page.click('[data-testid=undo]');
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '3');
  await take(page, 1, 1);
  await page.waitForFunction(() => /^Player 1 took 1 stick from pile 1\.$/.test(document.querySelector('[data-testid=last-move]').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a laptop the review is brought into sight when stepped with the keys or gone to', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&moves=3:1,1:3,2:3,3:3,2:1,3:1', { width: 1366, height: 768 });
  await page.waitForSelector('[data-testid=status][data-winner]');
  const inSight = () => page.$eval('[data-testid=review]', (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= -1 && r.top < innerHeight / 2;
  });
  assert.equal(await inSight(), false, 'below the board at first');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('[data-testid=review-step]').textContent === '1 / 6');
  assert.ok(await inSight(), 'a clicker\'s step shows what it changed');
  // Only in projector mode does the review's picture take the board's place.
  assert.equal(await page.isVisible('[data-testid=review-board]'), false);
  await page.evaluate(() => scrollTo(0, 0));
  await page.click('[data-testid=to-review]');
  await page.waitForFunction(() => document.activeElement?.id === 'review');
  assert.ok(await inSight(), 'Review goes to it');
  await page.close();
});

test('the review says how many winning moves there are when it lists only some', async () => {
  // Ten piles of one, up to 3 piles a move: taking 2 of the ten leaves 8, a
  // multiple of 4: 45 winning moves at the start, 8 of them listed.
  const ones = Array(10).fill(1).join(',');
  const page = await open(s.browser, s.site, `?piles=${ones}&moore=3&vs=friend&moves=1:1+2:1+3:1,4:1+5:1+6:1,7:1+8:1+9:1,10:1`);
  await page.waitForSelector('[data-testid=status][data-winner]');
  // The review opens on the start.
  assert.match(await page.textContent('[data-testid=review-step]'), /0 \/ 4/);
  const text = await page.textContent('[data-testid=review]');
  const listed = text.match(/45 winning moves \(the first 8 shown\): ([^.]*)\./);
  assert.ok(listed, text);
  assert.equal(listed[1].split('; ').length, 8, listed[1]);
  await page.close();
});

test('the tableau\'s column headers are named by their place alone', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  const tableau = page.locator('[data-testid=tableau]');
  // "4", not "2 2 4": the power beside it is for the eye.
  for (const place of ['4', '2', '1']) {
    assert.equal(await tableau.getByRole('columnheader', { name: place, exact: true }).count(), 1, place);
  }
  await page.close();
});

test('the teacher can hide the tableau, and the choice survives a reload', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await page.uncheck('[data-testid=show-tableau]');
  assert.equal(await page.isVisible('[data-testid=tableau]'), false);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.isVisible('[data-testid=tableau]'), false);
  // Nor does the analysis show elsewhere: who wins from the start, and what each move left.
  assert.equal(await page.isVisible('[data-testid=prediction]'), false);
  await page.click('[data-pile="3"] [data-take="1"]');
  await page.waitForSelector('[data-testid=history] li');
  const left = page.locator('[data-testid=history] li .analysis').first();
  assert.equal(await page.locator('[data-testid=history] li .line').first().textContent(), 'Player 1 took 1 stick from pile 3');
  assert.equal(await left.isVisible(), false);
  await page.check('[data-testid=show-tableau]');
  assert.equal(await page.isVisible('[data-testid=tableau]'), true);
  assert.equal(await page.isVisible('[data-testid=prediction]'), true);
  assert.equal(await left.isVisible(), true);
  assert.match(await left.textContent(), /^: nim-sum \d+, (un)?safe$/);
  await page.close();
});

test('each learning page renders its numbers and opens a game in one click', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await page.click('text=Nim-addition table');
  await page.waitForSelector('[data-testid=nim-table]');
  await page.hover('[data-r="5"][data-c="3"]');
  assert.match(await page.textContent('[data-testid=cell-explanation]'), /5 ⊕ 3 = 6/);

  await page.click('text=Nim-sum calculator');
  await page.fill('[data-testid=calc-input]', '11, 22, 33');
  assert.match(await page.textContent('[data-testid=calc-result]'), /11 ⊕ 22 ⊕ 33 = 32 ⊕ 16 ⊕ 8 ⊕ 4 = 60/);
  await page.fill('[data-testid=calc-input]', '5, -3');
  assert.match(await page.textContent('[data-testid=calc-error]'), /negative/);
  // Said politely as it is typed, not as an alert at every keystroke.
  assert.equal(await page.getAttribute('[data-testid=calc-error]', 'role'), 'status');
  // Piles with no stick work out, but are no game to play.
  await page.fill('[data-testid=calc-input]', '0');
  // Said once: a 0 is not written out in powers before the sum's line.
  await page.waitForFunction(() => document.querySelector('[data-testid=calc-result] li')?.textContent === '0 = 0');
  assert.equal(await page.locator('[data-testid=calc-result] li', { hasText: /^0 = 0$/ }).count(), 1);
  assert.equal(await page.isVisible('text=Play these piles'), false);
  await page.fill('[data-testid=calc-input]', '4, 4, 4');
  assert.match(await page.textContent('[data-testid=calc-result]'), /keeps one after its pairs cancel: 4\..*4 ⊕ 4 ⊕ 4 = 4/);
  assert.equal(await page.isVisible('text=Play these piles'), true);

  await page.click('text=Safe positions');
  assert.equal(await page.getAttribute('[data-testid=safe-count]', 'data-count'), '35');
  await page.fill('[data-testid=safe-max]', '7');
  await page.press('[data-testid=safe-max]', 'Enter');
  await page.waitForSelector('[data-testid=safe-count][data-count="7"]');
  await page.fill('[data-testid=safe-max]', '1');
  await page.press('[data-testid=safe-max]', 'Enter');
  await page.waitForSelector('[data-testid=safe-count][data-count="0"]');
  assert.match(await page.textContent('[data-testid=safe-count]'), /of at most 1 stick: 0 \(plus 1 of the form/);

  await page.click('text=One pile, take 1 to K');
  await page.waitForSelector('[data-testid=coins] .coin.safe');
  assert.equal((await page.$$('[data-testid=coins] .coin.safe')).length, 3);
  // 13 coins, take 2: 11 is a safe spot for the computer (a multiple of 4 away
  // is 8), so it takes 3, and the status line says so before what is left.
  await page.click('[data-testid=coin-take-2]');
  assert.equal(await page.textContent('[data-testid=coin-status]'),
    'The computer took 3. 8 coins left. Your turn: take 1 to 3.');
  assert.equal(await page.getAttribute('[data-testid=coin-status]', 'aria-live'), 'polite');
  // Taking 1 twice, the pupil never stops on a marked spot: the computer takes
  // the last coin, and the line says what to try next time.
  await page.click('[data-testid=coin-take-1]');
  await page.click('[data-testid=coin-take-1]');
  assert.equal(await page.textContent('[data-testid=coin-status]'),
    'The computer took the last coin: it wins. Next time, end each of your turns on a marked spot.');
  assert.equal(await page.isDisabled('[data-testid=coin-take-1]'), true);
  // With K = 1 there is one take to make, said as one.
  await page.fill('[data-testid=coin-limit]', '1');
  await page.press('[data-testid=coin-limit]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=coin-status]').textContent.endsWith('Your turn: take 1.'));

  await page.click('text=Who wins');
  assert.match(await page.textContent('[data-testid=who-wins]'), /Safe \(nim-sum 0\)/);
  await page.click('text=Safe start, computer first');
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => location.search.includes('piles=1,4,5'));
  assert.deepEqual(await piles(page), [1, 4, 5]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the learning pages are a module of their own: not fetched with the game, fetched once, in the language on show, each kept', async () => {
  // The module cannot be fetched at first (no network): the page says so, in
  // the language on show, and offers to try again.
  const { context, page, fetched, online } = await withoutModule(s.browser, 'learn');
  await page.goto(s.site.url + '?piles=3,4,5&lang=it');
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(fetched, [], 'the game does not fetch the learning pages');
  await page.click('nav.pages a[href="#/learn/calculator"]');
  const note = '[data-testid=learn-page] [role=status]';
  await page.waitForFunction((note) => /Non è stato possibile caricare/.test(document.querySelector(note).textContent), note);
  online();
  await page.click('[data-testid=learn-page] button:has-text("Riprova")');
  await page.waitForSelector('[data-testid=calc-input]');
  assert.ok(await page.isHidden(note));
  // The pages follow the app's language, and a page left and opened again
  // keeps its state without the module being fetched again.
  assert.match(await page.textContent('[data-testid=learn-page] h2'), /Calcolatrice/);
  await page.click('[data-testid=lang] button[lang=en]');
  await page.waitForFunction(() => /calculator/i.test(document.querySelector('[data-testid=learn-page] h2').textContent));
  const before = fetched.length;
  await page.click('nav.pages a[href="#/learn/one-pile"]');
  await page.click('[data-testid=coin-take-2]');
  const status = await page.textContent('[data-testid=coin-status]');
  await page.click('nav.pages a[href="#"]');
  await page.waitForSelector('[data-testid=board]');
  assert.ok(await page.isHidden('[data-testid=learn-page]'));
  await page.click('nav.pages a[href="#/learn/one-pile"]');
  assert.equal(await page.textContent('[data-testid=coin-status]'), status);
  // So do the calculator's numbers, the table's chosen cell and the safe
  // positions' choices.
  await page.click('nav.pages a[href="#/learn/calculator"]');
  await page.fill('[data-testid=calc-input]', '13, 27, 6');
  await page.click('nav.pages a[href="#/learn/table"]');
  await page.click('[data-testid=nim-table] td[data-r="7"][data-c="4"]');
  await page.click('nav.pages a[href="#/learn/safe"]');
  await page.fill('[data-testid=safe-max]', '7');
  await page.press('[data-testid=safe-max]', 'Enter');
  await page.check('.choice input[type=checkbox]');
  await page.click('nav.pages a[href="#/learn/calculator"]');
  assert.equal(await page.inputValue('[data-testid=calc-input]'), '13, 27, 6');
  await page.click('nav.pages a[href="#/learn/table"]');
  assert.match(await page.textContent('[data-testid=cell-explanation]'), /7 ⊕ 4 = 3/);
  await page.click('nav.pages a[href="#/learn/safe"]');
  assert.equal(await page.inputValue('[data-testid=safe-max]'), '7');
  assert.equal(await page.isChecked('.choice input[type=checkbox]'), true);
  assert.equal(fetched.length, before, 'fetched once');
  assert.deepEqual(page.errors ?? [], []);
  await context.close();
});

test('the nim-addition table is one tab stop, and the arrow keys move through its cells', async () => {
  // Opened from a link copied with the full stop that ended its sentence.
  const page = await open(s.browser, s.site, '#/learn/table.');
  await page.waitForSelector('[data-testid=nim-table]');
  // One cell takes Tab (the one explained), not all 256.
  assert.equal(await page.locator('[data-testid=nim-table] td[tabindex="0"]').count(), 1);
  await page.focus('[data-testid=nim-table] td[tabindex="0"]');
  const at = () => page.evaluate(() => [document.activeElement.dataset.r, document.activeElement.dataset.c].join(','));
  assert.equal(await at(), '5,3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await at(), '7,4');
  assert.match(await page.textContent('[data-testid=cell-explanation]'), /7 ⊕ 4 = 3/);
  await page.keyboard.press('End');
  assert.equal(await at(), '7,15');
  await page.keyboard.press('ArrowRight');
  assert.equal(await at(), '7,15');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await at(), '7,0');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowUp');
  assert.equal(await at(), '0,0');
  assert.match(await page.textContent('[data-testid=cell-explanation]'), /0 ⊕ 0 = 0/);
  // The tab stop stays where the arrows left it: Tab leaves the table, Shift+Tab comes back there.
  assert.equal(await page.locator('[data-testid=nim-table] td[tabindex="0"]').count(), 1);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-testid=nim-table]')), null);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await at(), '0,0');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a clicker walks the nim-addition table cell by cell, row by row, from wherever the focus is', async () => {
  const page = await open(s.browser, s.site, '?projector=1&lang=en#/learn/table', { width: 1024, height: 768 });
  await page.waitForSelector('[data-testid=nim-table]');
  const at = () => page.evaluate(() => [document.activeElement.dataset.r, document.activeElement.dataset.c].join(','));
  const explained = () => page.textContent('[data-testid=cell-explanation]');
  // The page as opened: the focus on no cell, as a teacher's clicker finds it.
  assert.equal(await at(), ',');
  await page.keyboard.press('PageDown');
  assert.equal(await at(), '5,4');
  assert.match(await explained(), /5 ⊕ 4 = 1/);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  assert.equal(await at(), '5,2');
  for (let i = 0; i < 13; i++) await page.keyboard.press('PageDown');
  assert.equal(await at(), '5,15');
  // The end of a row goes on to the start of the next, and back.
  await page.keyboard.press('PageDown');
  assert.equal(await at(), '6,0');
  assert.match(await explained(), /6 ⊕ 0 = 6/);
  assert.match(await page.getAttribute('[data-testid=play-cell]', 'href'), /piles=6(,|%2C)0/);
  await page.keyboard.press('PageUp');
  assert.equal(await at(), '5,15');
  // From a button in the header too, and the first cell is where PgUp stops.
  await page.focus('[data-testid=page-fullscreen]');
  await page.keyboard.press('PageDown');
  assert.equal(await at(), '6,0');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('PageUp');
  assert.equal(await at(), '0,0');
  assert.equal(await page.locator('[data-testid=nim-table] td[tabindex="0"]').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('choosing a winning move from the keyboard keeps focus on it and lights it up', async () => {
  const page = await open(s.browser, s.site, '?piles=7,6,4&vs=friend');
  for (let press = 0; press < 8 && !(await page.$('[data-winning-move]')); press++) await page.keyboard.press('h');
  await page.focus('[data-winning-move][data-pile="2"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-winning-move][data-pile="2"][aria-pressed="true"]');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pile), '2');
  // (7,6,4) -> (7,3,4): the three sticks of pile 2 light up.
  assert.equal(await page.getAttribute('[data-testid=board] [data-pile="2"]', 'data-hinted'), '3');
  await page.close();
});

test('a touch screen is told to tap a stick, not to click it', async () => {
  const page = await s.browser.newPage({ viewport: { width: 800, height: 900 } });
  // A finger as the main pointer: the app asks `(pointer: coarse)` once, at start.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query) => (query === '(pointer: coarse)'
      ? { matches: true, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }
      : real(query));
  });
  await page.goto(`${s.site.url}?piles=3,4,5`);
  await page.waitForSelector('html[data-ready="true"]');
  const status = await page.textContent('[data-testid=status]');
  assert.match(status, /tap a stick/);
  assert.doesNotMatch(status, /click/);
  assert.match(await page.textContent('[data-testid=how-to]'), /tap a stick/);
  await page.close();
});

test('on a laptop the nim-addition table\'s working sits beside it, in sight', async () => {
  for (const [width, height] of [[1366, 768], [1024, 768]]) {
    const page = await open(s.browser, s.site, '#/learn/table', { width, height });
    await page.hover('[data-testid=nim-table] td[data-r="12"][data-c="9"]');
    await page.waitForFunction(() => document.querySelector('[data-testid=cell-explanation]').textContent.includes('12 ⊕ 9'));
    const [table, lines] = await page.$$eval('[data-testid=nim-table], [data-testid=cell-explanation]', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    assert.ok(lines.left >= table.right && lines.top < height, `beside the table at ${width}×${height}: ${JSON.stringify(lines)}`);
    await page.close();
  }
});
