// Never lose a game: reloads continue it, damaged storage is survived, a shared
// game opens where it stood, and a link to another game keeps the saved one aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, piles, status, take, waitForPerson } from './harness.mjs';

const s = session();

test('reloading during a game continues it where it stood', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await take(page, 3, 1);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 2);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [1, 4, 4]);
  assert.equal((await status(page)).turn, 'player1');
  assert.equal(await page.$$eval('[data-testid=history] li', (l) => l.length), 2);
  // Opening the app again at its bare address continues too.
  await page.goto(s.site.url);
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [1, 4, 4]);
  await page.close();
});

test('moves undone before a reload can still be redone after it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  const moves = () => page.$$eval('[data-testid=history] li', (l) => l.map((li) => li.textContent));
  await take(page, 1, 2);
  await waitForPerson(page);
  // The move list is drawn a frame after the computer's move.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 2);
  const played = await moves();
  const after = await piles(page);
  // The undo takes back the move and the computer's answer.
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 0);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  assert.equal(await page.$eval('[data-testid=redo]', (b) => b.disabled), false);
  await page.click('[data-testid=redo]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 2);
  assert.deepEqual(await moves(), played);
  assert.deepEqual(await piles(page), after);
  assert.equal(await page.$eval('[data-testid=redo]', (b) => b.disabled), true);
  // Nothing left to redo, and the reload after the redo says so too.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), after);
  assert.equal(await page.$eval('[data-testid=redo]', (b) => b.disabled), true);
  await page.close();
});

test('a move is kept when the page hides or goes away before the frame that would save it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  const saved = () => page.evaluate(() => localStorage.getItem('bouton.game').split('\n')[2]);
  // The game is written in the frame after a move's; with no more frames,
  // only the page hiding or going away writes it.
  await page.evaluate(() => { window.requestAnimationFrame = () => 0; });
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1', null, { polling: 50 });
  assert.equal(await saved(), '', 'not written in the click');
  // A tab switched away from gets no frames: hiding writes the game.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  assert.equal(await saved(), '1:2');
  await take(page, 2, 1);
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '3', null, { polling: 50 });
  assert.equal(await saved(), '1:2');
  // Going away (a reload, a closed tab) writes it too.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [1, 3, 5]);
  await page.close();
});

test('corrupted saved data gives a notice and a working game', async () => {
  // A friend's game: no computer move still to be saved when the storage is spoilt.
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  for (const junk of ['{"piles":[1,2]}', 'bouton-save-1\npiles=3,4,5\n1:99', 'bouton-save-1\n<img src=x onerror=alert(1)>\n']) {
    // Spoilt in the tab's own storage and in the browser's; the address back
    // at the start (it carries the moves played).
    await page.evaluate((j) => {
      sessionStorage.setItem('bouton.game', j);
      localStorage.setItem('bouton.game', j);
      history.replaceState(null, '', '?piles=3,4,5&vs=friend');
    }, junk);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.isVisible('[data-testid=link-notice]'), true, junk);
    assert.equal(await page.$('[data-testid=link-notice] img'), null);
    assert.deepEqual(await piles(page), [3, 4, 5]);
    await take(page, 1, 2);
    await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
    // Saved the frame after the move; the next round spoils what was saved.
    await page.waitForFunction(() => localStorage.getItem('bouton.game').endsWith('\n1:2'));
    assert.deepEqual(page.errors, [], junk);
  }
  await page.close();
});

test('a damaged copy of a game does not let go of a good one', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => localStorage.getItem('bouton.game')?.endsWith('\n1:2'));
  // The tab's copy of `key` spoilt, the address back at the bare page, reloaded.
  const spoil = async (key) => {
    await page.evaluate((key) => {
      sessionStorage.setItem(key, 'garbage');
      history.replaceState(null, '', location.pathname);
    }, key);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
  };
  // The tab's copy spoilt, the browser's whole: the game goes on.
  await spoil('bouton.game');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  // A game aside spoilt: said of that game, not of the one on the board.
  await spoil('bouton.aside');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  assert.match(await page.textContent('[data-testid=link-notice]'), /The game put aside could not be restored.*the game on the board is as it was/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a browser that refuses storage still opens and plays the game', async () => {
  // As Chromium does when a site's data is blocked: touching either storage throws.
  const context = await s.browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
      });
    }
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${s.site.url}?piles=3,4,5&vs=friend`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a shared game opens at the position reached, dropping illegal moves', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&moves=1:2,3:1,2:9,1:1');
  assert.deepEqual(await piles(page), [1, 4, 4]);
  assert.match(await page.textContent('[data-testid=link-notice]'), /move 3 \(2:9, player 1's\) cannot be played: pile 2 has only 4 sticks/i);
  await page.close();
});

test('a link to another game keeps the saved one aside and can resume it', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await page.goto(s.site.url + '?piles=7,7&vs=friend');
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [7, 7]);
  assert.match(await page.textContent('[data-testid=link-notice]'), /The link's game is open now/);
  // Leaving and coming back does not lose it: it is offered again.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [7, 7]);
  assert.match(await page.textContent('[data-testid=link-notice]'), /can still be resumed/);
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => location.search.includes('piles=3,4,5'));
  assert.deepEqual(await piles(page), [1, 4, 5]);
  // The notice and its buttons are gone: the focus is on the board, not lost.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'board');
  assert.equal((await status(page)).turn, 'player2');
  // Resumed, it is no longer offered.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.close();
});

test('a game put aside and discarded is not offered again; closed, it is', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await page.goto(s.site.url + '?piles=6,6&vs=friend');
  await page.waitForSelector('[data-testid=resume]:visible');
  // Close hides the notice and keeps the game aside: the next visit offers it.
  await page.click('[data-testid=close-notice]');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.reload();
  await page.waitForSelector('[data-testid=resume]:visible');
  assert.match(await page.textContent('[data-testid=link-notice]'), /from 3, 4, 5, now at 1, 4, 5/);
  assert.equal(await page.textContent('[data-testid=discard]'), 'Discard the game put aside');
  await page.focus('[data-testid=discard]');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'board');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  assert.deepEqual(await piles(page), [6, 6]);
  await page.close();
});

test('a game put aside in place of another says which it let go', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=resume]:visible');
  await take(page, 2, 1);
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '3');
  await page.click('[data-testid=new-game]');
  const said = await page.textContent('[data-testid=link-notice]');
  assert.match(said, /The game you were playing \(from 3, 4, 5, now at 3, 3, 5; moves played: 1\) is kept aside/);
  assert.match(said, /It takes the place of the game put aside before \(from 3, 4, 5, now at 1, 4, 5; moves played: 1\): one game waits aside at a time\./);
  // Resumed over a game in progress, the two swap places: nothing is let go.
  await take(page, 3, 1);
  await page.waitForFunction(() => document.querySelector('[data-pile="3"]').dataset.count === '4');
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-pile="2"]').dataset.count === '3');
  const swapped = await page.textContent('[data-testid=link-notice]');
  assert.match(swapped, /The game you were playing \(from 3, 4, 5, now at 3, 4, 4; moves played: 1\) is kept aside/);
  assert.doesNotMatch(swapped, /takes the place/);
  await page.close();
});

test('a game kept aside waits on the play page while a learning page is read', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=resume]:visible');
  // The teacher goes on to the table: its page, not the game's notice, comes first.
  await page.click('.pages a[href="#/learn/table"]');
  await page.waitForSelector('[data-testid=learn-page]');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  // Back at the game, the notice is there again, and Resume brings the game back.
  await page.click('.pages a[href="#"]');
  await page.waitForSelector('[data-testid=resume]:visible');
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  // A learning page's own link's notice is said over that page.
  await page.goto(`${s.site.url}?lang=xx#/learn/table`);
  await page.waitForSelector('[data-testid=learn-page]');
  assert.match(await page.textContent('[data-testid=link-notice]:visible'), /“lang=xx” was ignored/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link to a learning page copied with a game in its address leaves the games alone', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 1);
  // A teacher's address bar on the safe positions page, after a game of theirs.
  await page.goto(`${s.site.url}?piles=7,7&vs=friend&moves=1:2#/learn/safe`);
  await page.waitForSelector('[data-testid=learn-page]');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false, 'no game put aside');
  await page.click('.pages a[href="#"]');
  await page.waitForSelector('[data-testid=board]');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link with only display parts, such as a teacher\'s projector bookmark, continues the saved game', async () => {
  const page = await open(s.browser, s.site, '?piles=7,7&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '5');
  for (const query of ['?projector=1', '?lang=it&projector=0', '?utm_source=chat']) {
    await page.goto(s.site.url + query);
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await piles(page), [5, 7], query);
    assert.equal(await page.isVisible('[data-testid=resume]'), false, query);
  }
  await page.close();
});

test('a link whose game parts were all ignored continues the saved game, saying what was ignored', async () => {
  const page = await open(s.browser, s.site, '?piles=7,7&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '5');
  for (const query of ['?piles=0,0', '?piles=abc', '?piles=-3,4&mode=both']) {
    await page.goto(s.site.url + query);
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await piles(page), [5, 7], query);
    assert.equal(await page.isVisible('[data-testid=resume]'), false, query);
    assert.match(await page.textContent('[data-testid=link-notice]'), /was ignored/, query);
  }
  await page.close();
});

test('Back and Forward keep the address a link to the game on the board', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await page.click('.pages a[href="#/learn/table"]');
  await page.waitForSelector('[data-testid=learn-page]');
  // An entry of this page whose address names another game (as a page of the
  // app that pushes its own address would leave), then the table again.
  await page.evaluate(() => history.pushState(null, '', '?piles=9,9&vs=friend'));
  await page.click('.pages a[href="#/learn/table"]');
  await page.waitForFunction(() => location.hash === '#/learn/table');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '');
  await page.waitForSelector('[data-testid=board]');
  assert.equal(await page.isVisible('[data-testid=learn-page]'), false);
  // The address is written again from the game on the board.
  await page.waitForFunction(() => location.search.includes('piles=3,4,5'));
  assert.deepEqual(await piles(page), [3, 4, 5]);
  await page.goForward();
  await page.waitForSelector('[data-testid=learn-page]');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('going back to the link of the game put aside resumes it, and puts the other one aside', async () => {
  const page = await open(s.browser, s.site, '?piles=7,7&vs=friend');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '5');
  // A link from a learning page opens 3,4,5 and keeps 7,7 aside; a move there.
  await page.goto(s.site.url + '?piles=3,4,5&vs=friend');
  await page.waitForSelector('html[data-ready="true"]');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  // Back to the first link (from the back/forward cache or not): 7,7 where it
  // stood, 3,4,5 aside.
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('[data-testid=link-notice]')?.textContent
    .includes('from 3, 4, 5, now at 1, 4, 5; moves played: 1'));
  assert.deepEqual(await piles(page), [5, 7]);
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => location.search.includes('piles=3,4,5'));
  assert.deepEqual(await piles(page), [1, 4, 5]);
  await page.close();
});

test('two tabs each keep their own game through a reload, and a new tab continues the newest', async () => {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = async (query) => {
    const page = await context.newPage();
    await page.goto(s.site.url + query);
    await page.waitForSelector('html[data-ready="true"]');
    return page;
  };
  const moves = (page, n) => page.waitForFunction((n) => document.querySelectorAll('[data-testid=history] li').length === n, n);
  const a = await tab('?piles=3,4,5&vs=friend');
  await take(a, 1, 2);
  await moves(a, 1);
  const b = await tab('?piles=7,7&vs=friend');
  await take(b, 2, 3);
  await moves(b, 1);
  await b.waitForFunction(() => localStorage.getItem('bouton.game').includes('piles=7,7'));
  // The first tab moves again, after the second saved its game.
  await a.bringToFront();
  await take(a, 3, 1);
  await moves(a, 2);
  await a.waitForFunction(() => localStorage.getItem('bouton.game').includes('piles=3,4,5'));
  // Each tab reloads to its own game.
  await b.bringToFront();
  await b.reload();
  await b.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(b), [7, 4]);
  await moves(b, 1);
  await a.bringToFront();
  await a.reload();
  await a.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(a), [1, 4, 4]);
  await moves(a, 2);
  // The first tab put nothing aside: no notice offers the second tab's doings.
  assert.equal(await a.isVisible('[data-testid=link-notice]'), false);
  // A new tab at the bare address continues the game saved last.
  const c = await tab('');
  assert.deepEqual(await piles(c), [1, 4, 4]);
  await context.close();
});

test('a lesson\'s link to the piles of the game in play starts them afresh, keeping the game aside', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await take(page, 1, 2);
  await waitForPerson(page);
  const played = await piles(page);
  await page.click('nav.pages a[href="#/learn/who-wins"]');
  await page.click('text=Unsafe start, you first');
  await page.waitForFunction(() => !location.hash && document.querySelector('[data-testid=history] li') === null);
  assert.deepEqual(await piles(page), [3, 4, 5]);
  // The game in play is offered back, and resumed where it stood.
  await page.click('[data-testid=resume]');
  await page.waitForFunction((played) => [...document.querySelectorAll('[data-testid=board] [data-pile]')]
    .every((e, i) => Number(e.dataset.count) === played[i]), played);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link to a position halfway through the game in play opens that position', async () => {
  // A teacher's link to a position the pupil has since played on from.
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&moves=1:2,3:1');
  await take(page, 2, 1);
  await page.waitForFunction(() => location.search.includes('moves=1:2,3:1,2:1'));
  await page.goto(s.site.url + '?piles=3,4,5&vs=friend&moves=1:2,3:1');
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [1, 4, 4]);
  assert.match(await page.textContent('[data-testid=link-notice]'), /The link's game is open now/);
  await page.click('[data-testid=resume]');
  await page.waitForFunction(() => location.search.includes('moves=1:2,3:1,2:1'));
  assert.deepEqual(await piles(page), [1, 3, 4]);
  assert.deepEqual(page.errors, []);
  await page.close();
});
