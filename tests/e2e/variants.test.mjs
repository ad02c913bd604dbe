// The variants of issue 13 as a person plays them: misère with a take limit to
// the computer's win, and each Nim in disguise played to its end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, overflow, piles, status, waitForPerson, take } from './harness.mjs';

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

/**
 * Clicks the first enabled control matching `selector` until the status says who
 * won. After each of the computer's answers the status line (a live region) must
 * begin with its move in words, `said`, for a screen reader to hear it.
 */
async function playToTheEnd(page, selector, said) {
  for (let i = 0; i < 200; i++) {
    await page.waitForFunction(() => document.querySelector('[data-testid=disguise-status]').dataset.turn !== 'computer');
    const turn = await page.getAttribute('[data-testid=disguise-status]', 'data-turn');
    if (i > 0 && turn !== 'won') assert.match(await page.textContent('[data-testid=disguise-status]'), said);
    if (turn === 'won' || turn === 'lost') return turn;
    await page.click(`${selector}:enabled >> nth=0`);
  }
  throw new Error('the game did not end');
}

test('a press on a stick over the take limit says why it takes nothing, above the board', async () => {
  for (const [viewport, touch] of [[{ width: 390, height: 844 }, true], [{ width: 1024, height: 768 }, false]]) {
    const context = await s.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await page.goto(s.site.url + '?piles=21&max=3&vs=friend' + (touch ? '' : '&projector=1'));
    await page.waitForSelector('html[data-ready="true"]');
    const stick = page.locator('[data-take="20"]');
    await (touch ? stick.tap({ force: true }) : stick.click({ force: true }));
    const said = await page.waitForSelector('[data-testid=refusal]', { state: 'visible' });
    assert.equal(await said.textContent(), 'At most 3 sticks per move, not 20.');
    assert.equal(await page.isVisible('[data-testid=last-move]'), false, 'in the last move\'s place');
    assert.deepEqual(await piles(page), [21]);
    // Said once on screen: the move form's alert is a screen reader's.
    const shown = await page.$$eval('.error', (l) => l.filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 1 && getComputedStyle(e).color !== 'rgba(0, 0, 0, 0)' && /not 20/.test(e.textContent)).length);
    assert.equal(shown, 1, 'said twice');
    assert.match(await page.textContent('[data-testid=move-error]'), /not 20/);
    // Above the board, in sight on a phone.
    const box = await said.boundingBox();
    assert.ok(box.y + box.height <= viewport.height, `the reason at ${box.y}`);
    // A move taken next clears it.
    await (touch ? page.tap('[data-take="2"]') : page.click('[data-take="2"]'));
    await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '19');
    assert.equal(await page.isVisible('[data-testid=refusal]'), false);
    // A move typed in the form is refused beside it instead, once.
    if (touch) {
      await page.fill('[data-testid=move-take]', '9');
      await page.fill('[data-testid=move-pile]', '1');
      await page.tap('[data-testid=move-submit]');
      await page.waitForSelector('[data-testid=move-error]:has-text("not 9")', { state: 'visible' });
      assert.equal(await page.isVisible('[data-testid=refusal]'), false, 'said twice');
      assert.equal(await page.isVisible('[data-testid=last-move]'), true);
    }
    await context.close();
  }
});

test("Moore's Nim on a phone: a pick from one pile too many is refused once, and does not look chosen", async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&moore=2&vs=friend', { width: 390, height: 844 });
  await page.click('[data-pile="1"] [data-take="1"]');
  await page.click('[data-pile="2"] [data-take="2"]');
  await page.click('[data-pile="3"] [data-take="1"]');
  assert.match(await page.textContent('.moore-take .error'), /at most 2 piles, not from 3/);
  // Shown once: not again under the typed move's field, which a screen reader
  // still hears (the bar's copy is hidden from it).
  const shown = await page.$$eval('.error', (l) => l.filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 1 && /not from 3/.test(e.textContent)).length);
  assert.equal(shown, 1);
  assert.match(await page.textContent('.move-form .error[role=alert]'), /not from 3/);
  // The refused stick is not lifted as if it were part of the move.
  const lifted = await page.$eval('[data-pile="3"]', (e) => getComputedStyle(e.querySelector('.sticks') ?? e).getPropertyValue('--preview').trim());
  assert.ok(lifted === '' || lifted === '0', `pile 3 previews ${lifted}`);
  assert.match(await page.textContent('[data-testid=chosen]'), /^1 stick from pile 1 \+ 2 sticks from pile 2$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Moore's Nim with the keys alone: a part of the move per Enter, Enter again takes them", async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&moore=2&vs=friend');
  const chosen = () => page.$$eval('[data-pile]', (l) => l.map((e) => Number(e.dataset.chosen ?? 0)));
  // Sums 2, 1, 2 mod 3: marked, but not called odd (nor 3 even) to a screen reader.
  assert.deepEqual(await page.$$eval('[data-testid=tableau] td.sum', (l) => l.map((e) => [e.textContent, e.title])),
    [['2', ''], ['1', ''], ['2', '']]);
  // Enter on the stick the keys gave the focus (a screen reader names it).
  const on = (pile, take) => page.waitForFunction(([pile, take]) => document.activeElement?.matches(`[data-pile="${pile}"] .stick[data-take="${take}"]`), [pile, take]);
  await page.keyboard.press('ArrowDown'); // pile 1, take 1
  await page.keyboard.press('ArrowDown'); // pile 2
  await on(2, 1);
  await page.keyboard.press('Enter'); // 1 from pile 2 joins the move
  await page.keyboard.press('ArrowDown'); // pile 3, take 1
  await page.keyboard.press('ArrowLeft'); // take 2
  await on(3, 2);
  await page.keyboard.press('Enter'); // 2 from pile 3 joins it
  assert.deepEqual(await piles(page), [3, 4, 5], 'choosing takes nothing');
  assert.deepEqual(await chosen(), [0, 1, 2]);
  assert.match(await page.textContent('[data-testid=chosen]'), /pile 2 \+ .* pile 3/);
  // The preview is of the whole move, the part chosen before and the one under the keys.
  assert.match(await page.textContent('[data-testid=preview-said]'), /^If you take 1 stick from pile 2 and 2 sticks from pile 3: 3, 3, 3: /);
  // The only winning move: 3, 3, 3 has every column sum a multiple of 3.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '3');
  assert.deepEqual(await piles(page), [3, 3, 3]);
  assert.equal(await page.$eval('[data-testid=tableau]', (e) => e.dataset.verdict), 'safe');
  // 3, 3, 3 has nim-sum 3 and is safe here: no nim-sum is given as the reason.
  const line = await page.waitForSelector('[data-testid=history] li');
  assert.match(await line.textContent(), /: safe$/);
  assert.match(await page.textContent('[data-testid=prediction]'), /^An unsafe start/);
  // A clicker's PgDn and Enter twice: a move from one pile.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '2');
  assert.deepEqual(await piles(page), [2, 3, 3]);
  // "Take them" is disabled once the move is taken: the board keeps the focus.
  await page.click('[data-pile="2"] [data-take="1"]');
  await page.focus('[data-testid=take-chosen]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '2');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("in projector mode a third pile for a Moore move of two is refused at once, with why", async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&moore=2&vs=friend&projector=1', { width: 1024, height: 768 });
  const chosen = () => page.$$eval('[data-testid=board] [data-pile]', (l) => l.map((e) => Number(e.dataset.chosen ?? 0)));
  for (const pile of [1, 2, 3]) await page.click(`[data-pile="${pile}"] [data-take="1"]`);
  const error = await page.waitForSelector('[data-testid=move-error]', { state: 'visible' });
  assert.match(await error.textContent(), /at most 2 piles/);
  assert.equal(await page.isVisible('[data-testid=refusal]'), false, 'said once on screen');
  assert.deepEqual(await chosen(), [1, 1, 0], 'the third pile is not chosen');
  assert.equal(await page.isVisible('[data-testid=move-take]'), false, 'the rest of the form stays hidden');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  assert.deepEqual(await overflow(page), { x: 0, y: 0 });
  // The two chosen are taken as one move.
  await page.click('[data-testid=take-chosen]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '2');
  assert.deepEqual(await piles(page), [2, 3, 5]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at the projector eight piles of Moore's Nim leave the tools in sight", async () => {
  const page = await open(s.browser, s.site, `?piles=${Array(8).fill(15).join(',')}&moore=2&projector=1`, { width: 1024, height: 768 });
  // The status says the rule; the form under the board does not say it again.
  assert.match(await page.textContent('[data-testid=status]'), /up to 2 piles/);
  const [tools, play] = await Promise.all(['.play .tools', '.play'].map((sel) => page.$eval(sel, (e) => e.getBoundingClientRect().bottom)));
  assert.ok(tools <= play, `the tools end at ${tools}, the play column at ${play}`);
  assert.deepEqual(await overflow(page), { x: 0, y: 0 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("on a phone Moore's Take them and why a pick was refused stay in sight below the board", async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5,6&moore=2&vs=friend', { width: 390, height: 844 });
  const inSight = (selector) => page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });
  for (const pile of [1, 2, 3]) await page.click(`[data-pile="${pile}"] [data-take="1"]`);
  assert.equal(await inSight('[data-testid=take-chosen]'), true);
  assert.equal(await inSight('.moore-take .error'), true);
  assert.match(await page.textContent('.moore-take .error'), /at most 2 piles, not from 3/);
  // Heard once, from the move form's alert.
  assert.equal(await page.getAttribute('.moore-take .error', 'aria-hidden'), 'true');
  await page.click('[data-testid=take-chosen]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '2');
  assert.equal(await page.textContent('.moore-take .error'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Staircase Nim is played to the end, and its tableau shows the odd steps', async () => {
  const page = await open(s.browser, s.site, '#/learn/staircase');
  const odd = await page.$$eval('.step', (steps) => steps
    .filter((st) => Number(st.dataset.step) % 2 === 1)
    .map((st) => Number(st.dataset.count))
    .reverse());
  const rows = await page.$$eval('[data-testid=tableau] tbody tr', (trs) => trs.map((tr) => Number(tr.children[1].textContent)));
  assert.equal(odd.length, 3, 'steps 1, 3 and 5');
  assert.deepEqual(rows, odd, 'the piles are the coins on steps 1, 3, 5');
  // Counted in coins, not sticks.
  const heads = await page.$$eval('[data-testid=tableau] thead th', (ths) => ths.map((th) => th.textContent));
  assert.ok(heads.includes('Size') && !heads.includes('Sticks'), heads.join(' | '));
  // A move from the keyboard redraws the coins: the staircase keeps the focus.
  await page.focus('[data-testid=staircase] .coin:enabled');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'staircase');
  await playToTheEnd(page, '[data-testid=staircase] .coin', /^The computer (carried \d+ coins? down from step [2-5]|took \d+ coins? off step 1)\. (Your move\.|The computer)/);
  assert.equal(await page.$$eval('.step', (steps) => steps.every((st) => st.dataset.count === '0')), true,
    'every coin reached the ground');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a staircase\'s coins stay beside their step\'s name, however many wrap', async () => {
  for (const width of [320, 1024]) {
    const page = await open(s.browser, s.site, '#/learn/staircase', { width, height: 768 });
    // Each step made as narrow as a high step of a tall staircase: its coins wrap.
    await page.evaluate(() => document.querySelectorAll('.step').forEach((st) => { st.style.marginLeft = `${document.querySelector('.staircase, [data-testid=staircase]').clientWidth - 150}px`; }));
    const under = await page.$$eval('.step', (steps) => steps.flatMap((st) => {
      const label = st.querySelector('.step-label').getBoundingClientRect();
      return [...st.querySelectorAll('.coin')].filter((c) => c.getBoundingClientRect().left < label.right).map(() => st.dataset.step);
    }));
    assert.deepEqual(under, [], `coins under their step's name at ${width}`);
    await page.close();
  }
});

test('on a phone the top step\'s four coins of a new game stay on one row', async () => {
  for (const width of [360, 390]) {
    for (const lang of ['en', 'it']) {
      const page = await open(s.browser, s.site, `?lang=${lang}#/learn/staircase`, { width, height: 800 });
      // A new game puts up to four coins on each step: step 5 given four.
      const tops = await page.$eval('.step[data-step="5"] .step-coins', (row) => {
        const coin = document.querySelector('.step .coin');
        row.replaceChildren(...[1, 2, 3, 4].map(() => coin.cloneNode(true)));
        return [...row.children].map((c) => c.getBoundingClientRect().top);
      });
      assert.ok(tops.every((top) => top === tops[0]), `${lang} at ${width}: the coins wrap`);
      const coin = await page.$eval('.step .coin', (e) => e.getBoundingClientRect().width);
      assert.ok(coin >= 24, `a coin ${coin}px wide`);
      assert.equal((await overflow(page)).x, 0);
      await page.close();
    }
  }
});

test("Northcott's game is played to the end, and its tableau shows the gaps", async () => {
  const page = await open(s.browser, s.site, '#/learn/northcott');
  const gaps = await page.$$eval('.northcott-row', (rows) => rows.map((r) => Number(r.dataset.gap)));
  const rows = await page.$$eval('[data-testid=tableau] tbody tr', (trs) => trs.map((tr) => Number(tr.children[1].textContent)));
  assert.equal(gaps.length, 4, 'a gap for each of the four rows');
  assert.deepEqual(rows, gaps, 'the piles are the gaps');
  // The squares past the computer's counter are drawn and named as out of
  // reach; every other empty square is one your counter can slide to.
  const squares = await page.$$eval('.northcott-row', (rows) => rows.map((r) => {
    const all = [...r.querySelectorAll('.square')];
    const at = (side) => all.findIndex((q) => q.dataset.counter === side);
    const [white, black] = [at('white'), at('black')];
    return all.map((q, i) => ({ i, white, black, beyond: q.classList.contains('beyond'), enabled: !q.disabled, label: q.getAttribute('aria-label') }))
      .filter((q) => q.i !== white && q.i !== black);
  }).flat());
  for (const q of squares) {
    const past = (q.i < q.black) !== (q.white < q.black);
    assert.equal(q.beyond, past, `square ${q.i + 1}: past the black counter`);
    assert.equal(q.enabled, !past);
    assert.match(q.label, past ? /past the computer's counter: out of reach$/ : /^Slide your counter in row/);
  }
  await playToTheEnd(page, '[data-testid=northcott] .square', /^The computer slid its counter in row [1-4] to square [1-8]\. (Your move\.|The computer)/);
  // Whoever cannot move lost: every gap is closed.
  assert.deepEqual(await page.$$eval('.northcott-row', (rows) => rows.map((r) => r.dataset.gap)), ['0', '0', '0', '0']);
  // Over is over: the winner's counters could still slide back, but take no move.
  assert.equal(await page.locator('[data-testid=northcott] .square:enabled').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the one-pile game keeps the focus in its buttons\' box when its last move disables them', async () => {
  const page = await open(s.browser, s.site, '#/learn/one-pile');
  await page.fill('[data-testid=coins-start]', '5');
  await page.press('[data-testid=coins-start]', 'Tab');
  await page.waitForFunction(() => document.querySelector('[data-testid=coin-status]').textContent.startsWith('5 '));
  // Take 3 of 5: the computer takes the last 2, and every take button is disabled.
  await page.focus('[data-testid=coin-take-3]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=coin-take-1]').disabled);
  assert.equal(await page.evaluate(() => document.activeElement.className), 'coin-buttons');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'BUTTON', 'Start again is the next stop');
  await page.close();
});

test('a refused number on the one-pile page is quoted, and its field shows the number in use', async () => {
  const page = await open(s.browser, s.site, '#/learn/one-pile');
  const coins = await page.inputValue('[data-testid=coins-start]');
  await page.fill('[data-testid=coins-start]', '99');
  await page.press('[data-testid=coins-start]', 'Tab');
  assert.match(await page.textContent('.error[role=alert]'), /99/);
  assert.equal(await page.inputValue('[data-testid=coins-start]'), coins, 'not the refused 99');
  // A good number in the other field is taken, and does not hide why the
  // first was refused; a good one there then clears that.
  await page.fill('[data-testid=coins-start]', '1001');
  await page.fill('[data-testid=coin-limit]', '2');
  await page.press('[data-testid=coin-limit]', 'Tab');
  await page.waitForFunction(() => document.querySelector('[data-testid=coin-take-2]') && !document.querySelector('[data-testid=coin-take-3]'));
  assert.match(await page.textContent('.error[role=alert]'), /1001/);
  assert.equal(await page.inputValue('[data-testid=coins-start]'), coins);
  assert.match(await page.textContent('[data-testid=coin-status]'), new RegExp(`^${coins} `));
  await page.fill('[data-testid=coins-start]', '12');
  await page.press('[data-testid=coins-start]', 'Tab');
  assert.equal(await page.textContent('.error[role=alert]'), '');
  assert.match(await page.textContent('[data-testid=coin-status]'), /^12 /);
  // Typing the number in use again sends no change: the message goes all the same.
  await page.fill('[data-testid=coins-start]', '0');
  await page.press('[data-testid=coins-start]', 'Tab');
  assert.match(await page.textContent('.error[role=alert]'), /“0”/);
  await page.fill('[data-testid=coins-start]', '12');
  assert.equal(await page.textContent('.error[role=alert]'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('leaving a Nim-in-disguise page while the computer thinks, or switching its language, keeps the app and the game', async () => {
  // The computer answers after a pause; the page it would answer on may be drawn
  // again (another language) or gone (another page) by then.
  const steps = (page) => page.$$eval('.step', (l) => Object.fromEntries(l.map((e) => [e.dataset.step, Number(e.dataset.count)])));
  const page = await open(s.browser, s.site, '#/learn/staircase');
  await page.click('[data-testid=staircase] .coin:enabled >> nth=0');
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), 'computer');
  const mine = await steps(page);
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForSelector('[data-testid=disguise-status]:is([data-turn=you], [data-turn=lost])');
  assert.equal(await page.isVisible('[data-testid=crash]'), false, 'no crash notice');
  assert.deepEqual(page.errors, []);
  // The same game, one move of the computer's on: coins carried from one step
  // to the one below it (or off the stairs from step 1).
  const now = await steps(page);
  const changed = Object.keys(mine).filter((k) => mine[k] !== now[k]).map(Number).sort();
  const from = changed.at(-1);
  assert.ok(mine[from] > now[from], `coins left step ${from}`);
  assert.ok(changed.length === 1 ? from === 1 : changed[0] === from - 1 && now[from - 1] - mine[from - 1] === mine[from] - now[from],
    `the game kept: ${JSON.stringify(mine)} then ${JSON.stringify(now)}`);
  // Said in the language of the moment it moved.
  assert.match(await page.textContent('[data-testid=disguise-status]'), /^Il computer ha (portato giù \d+ monet[ae] dal gradino [2-5]|tolto \d+ monet[ae] dal gradino 1)\. /);
  assert.match(await page.textContent('h2'), /Nim a scala/);
  await page.close();

  const other = await open(s.browser, s.site, '#/learn/northcott');
  const gaps = () => other.$$eval('.northcott-row', (l) => l.map((e) => e.dataset.gap));
  await other.click('[data-testid=northcott] .square:enabled >> nth=0');
  const left = await gaps();
  await other.click('nav.pages a[href="#"]');
  // Longer than the computer's pause at the normal pace.
  await other.waitForTimeout(2000);
  assert.equal(await other.isVisible('[data-testid=crash]'), false, 'no crash notice');
  assert.deepEqual(other.errors, []);
  assert.equal(await other.isVisible('[data-testid=board]'), true, 'the game is there');
  // Back on the page, the game is there and the computer has answered the
  // move left behind: one gap changed, and it is the person's turn.
  await other.click('nav.pages a[href="#/learn/northcott"]');
  await other.waitForSelector('[data-testid=disguise-status]:is([data-turn=you], [data-turn=lost])');
  const back = await gaps();
  assert.equal(back.filter((g, i) => g !== left[i]).length, 1, `${left} then ${back}`);
  assert.deepEqual(other.errors, []);
  await other.close();
});

test('the one-pile game is kept when the language changes', async () => {
  const page = await open(s.browser, s.site, '#/learn/one-pile');
  await page.click('[data-testid=coin-take-2]');
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForSelector('[data-testid=coin-status]');
  assert.equal(await page.textContent('[data-testid=coin-status]'),
    'Il computer ha preso 3. Restano 8 monete. Tocca a te: prendine da 1 a 3.');
  assert.equal(await page.$$eval('[data-testid=coins] .coin', (l) => l.length), 8);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a learning page\'s game goes on after a reload of its tab, and one that cannot be read is said and replaced', async () => {
  const page = await open(s.browser, s.site, '#/learn/one-pile');
  await page.click('[data-testid=coin-take-2]');
  const status = await page.textContent('[data-testid=coin-status]');
  await page.reload();
  await page.waitForSelector('[data-testid=coin-status]');
  assert.equal(await page.textContent('[data-testid=coin-status]'), status);
  assert.equal(await page.$$eval('[data-testid=coins] .coin', (l) => l.length), 8);
  // "Play it on the board" goes on from where the game stands.
  assert.match(await page.getAttribute('a.button:has-text("Play it on the board")', 'href'), /^\?piles=8&max=3/);

  // The staircase as dealt, then after the computer's answer: the same
  // coins, and still your move. Reloaded while the computer thinks, the move
  // is given back.
  const steps = () => page.$$eval('.step', (l) => l.map((e) => e.dataset.count).join(','));
  await page.click('nav.pages a[href="#/learn/staircase"]');
  await page.waitForSelector('[data-testid=staircase]');
  const dealt = await steps();
  await page.reload();
  await page.waitForSelector('[data-testid=staircase]');
  assert.equal(await steps(), dealt, 'the staircase dealt is kept');
  await page.click('[data-testid=staircase] .coin:enabled >> nth=0');
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), 'computer');
  await page.reload();
  await page.waitForSelector('[data-testid=staircase]');
  assert.equal(await steps(), dealt, 'the move the computer was thinking over is given back');
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), 'you');
  await page.click('[data-testid=staircase] .coin:enabled >> nth=0');
  await page.waitForSelector('[data-testid=disguise-status]:is([data-turn=you], [data-turn=lost])');
  const [coins, turn] = [await steps(), await page.getAttribute('[data-testid=disguise-status]', 'data-turn')];
  const said = await page.textContent('[data-testid=disguise-status]');
  await page.reload();
  await page.waitForSelector('[data-testid=staircase]');
  assert.equal(await steps(), coins);
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), turn);
  // With what the computer did, as it was said.
  assert.equal(await page.textContent('[data-testid=disguise-status]'), said);
  assert.equal(await page.isVisible('.page-notice'), false);

  // Northcott's board kept wrong (a counter off the board): said, and a new game dealt.
  await page.evaluate(() => sessionStorage.setItem('bouton.page.northcott', 'you 8:1-9'));
  await page.goto(`${s.site.url}#/learn/northcott`);
  await page.waitForSelector('[data-testid=northcott]');
  assert.equal(await page.textContent('.page-notice'), 'The game this tab kept could not be read, so a new one was started.');
  assert.equal(await page.$$eval('.northcott-row', (l) => l.length), 4);
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), 'you');
  await page.reload();
  await page.waitForSelector('[data-testid=northcott]');
  assert.equal(await page.isVisible('.page-notice'), false, 'said once');
  assert.equal(await page.isVisible('[data-testid=crash]'), false, 'no crash notice');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on the staircase and Northcott\'s board the arrow keys walk to a move: one Tab stop each, that follows them', async () => {
  const page = await open(s.browser, s.site, '?projector=1', { width: 1024, height: 768 });
  // Steps 1 to 5 hold 2, 1, 0, 3 and 1 coins; the boards are kept by the tab.
  await page.evaluate(() => {
    sessionStorage.setItem('bouton.page.staircase', 'them 2,1,0,3,1');
    sessionStorage.setItem('bouton.page.northcott', 'them 8:1-5,3-4,1-2,2-8');
  });
  await page.goto(`${s.site.url}?projector=1#/learn/staircase`);
  await page.waitForSelector('[data-testid=staircase] .coin');
  // What a key did: whether the page was left to scroll.
  await page.evaluate(() => window.addEventListener('keydown', (e) => { window.kept = e.defaultPrevented; }));
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.classList.contains('coin') ? `${e.closest('.step').dataset.step}:${e.dataset.take}` : e.dataset.testid ?? e.tagName;
  });
  assert.equal(await page.$$eval('[data-testid=staircase] .coin[tabindex="0"]', (l) => l.length), 1, 'one Tab stop');
  await page.focus('[data-testid=staircase]');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), '5:1', 'the top step\'s first coin');
  for (const [key, to] of [['ArrowDown', '4:3'], ['ArrowRight', '4:2'], ['End', '4:1'], ['ArrowRight', '4:1'], ['ArrowDown', '2:1'], ['ArrowUp', '4:3'], ['Home', '4:3']]) {
    await page.keyboard.press(key);
    assert.equal(await focused(), to, key);
  }
  // The Tab stop went with the focus: Shift+Tab leaves the board, Tab comes back to it.
  await page.keyboard.press('Shift+Tab');
  assert.doesNotMatch(await focused(), /^\d:\d$/);
  await page.keyboard.press('Tab');
  assert.equal(await focused(), '4:3');
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'staircase', 'the board keeps the focus after the move');
  // While the computer thinks there is no coin to go to: the key is the page's.
  assert.equal(await page.getAttribute('[data-testid=disguise-status]', 'data-turn'), 'computer');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => window.kept), false);
  assert.equal(await focused(), 'staircase');
  await page.waitForSelector('[data-testid=disguise-status][data-turn=you]');
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(), /^\d:\d$/, 'from the board, an arrow goes to a coin');
  assert.equal(await page.evaluate(() => window.kept), true);
  // From Start again the arrows are the page's.
  await page.focus('[data-testid=staircase] > button');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => window.kept), false);

  // Row 1: white on 1, black on 5; row 2 closed, white can widen it; row 3
  // closed at the edge; row 4 white on 2, black on 8.
  await page.goto(`${s.site.url}?projector=1#/learn/northcott`);
  await page.waitForSelector('[data-testid=northcott] .square');
  assert.equal(await page.$$eval('[data-testid=northcott] .square[tabindex="0"]', (l) => l.length), 1, 'one Tab stop');
  await page.focus('[data-testid=northcott]');
  await page.keyboard.press('Tab');
  const square = () => page.evaluate(() => {
    const e = document.activeElement;
    return `${e.closest('.northcott-row')?.dataset.row}:${e.dataset.square}`;
  });
  assert.equal(await square(), '1:2');
  for (const [key, to] of [['End', '1:4'], ['ArrowDown', '2:2'], ['ArrowDown', '4:3'], ['ArrowDown', '4:3'], ['Home', '4:1'], ['ArrowUp', '2:1']]) {
    await page.keyboard.press(key);
    assert.equal(await square(), to, key);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a touch phone a staircase\'s coins stay round, a fingertip wide', async () => {
  const phone = await open(s.browser, s.site, '#/learn/staircase', { width: 390, height: 844 }, { touch: true });
  await phone.waitForSelector('.step .coin');
  const shapes = await phone.$$eval('.step .coin', (l) => l.map((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height]; }));
  assert.ok(shapes.length > 0 && shapes.every(([w, h]) => Math.abs(w - h) < 1 && w >= 43), `${shapes}`);
  await phone.close();
});

test('"How to play" says where the game set up changes what a move may take', async () => {
  const page = await open(s.browser, s.site, '?piles=5,2&mode=misere&max=3&lang=en');
  assert.equal(await page.textContent('[data-testid=how-to-here]'), 'In this game: Take at most 3 sticks a move.');
  await page.goto(`${s.site.url}?piles=3,4,5&moore=2&lang=it`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.textContent('[data-testid=how-to-here]'), 'In questa partita: Una mossa può prendere da non più di 2 pile.');
  await page.goto(`${s.site.url}?piles=3,4,5&lang=en`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.$('[data-testid=how-to-here]'), null, 'plain Nim: the rules as written');
  await page.close();
});
