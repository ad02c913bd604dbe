// The interface in Italian: from the link, from the browser's language, and by the
// on-screen switch; and no accessibility violations in Italian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { session, open, piles, take } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const s = session();

async function violations(page) {
  // Evaluated through the DevTools protocol: the page's policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
}

const search = (page) => page.evaluate(() => location.search);
const htmlLang = (page) => page.getAttribute('html', 'lang');

test('lang=it opens in Italian; a move is told in Italian; the switch goes both ways', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=it');
  assert.equal(await htmlLang(page), 'it');
  assert.match(await page.textContent('[data-testid=status]'), /Tocca a te/);
  const tableau = await page.textContent('[data-testid=tableau]');
  assert.match(tableau, /Somme delle colonne/);
  assert.match(tableau, /Somma nim 2/);
  assert.match(tableau, /non sicura: chi muove ora può vincere/);
  assert.match(await page.textContent('[data-testid=prediction]'), /una partenza non sicura/i);
  assert.equal(await page.getAttribute('[data-pile="1"]', 'aria-label'), 'Pila 1, 3 bastoncini');
  // The word the style sheet writes before each pile number follows <html lang> too.
  const before = () => page.$eval('.pile-number', (e) => getComputedStyle(e, '::before').content);
  assert.equal(await before(), '"Pila "');
  assert.equal(await page.getAttribute('[data-testid=lang] [lang=it]', 'aria-pressed'), 'true');

  await take(page, 3, 1);
  await page.waitForFunction(() => document.querySelector('[data-testid=last-move]').textContent.startsWith('Il computer ha preso'));
  // The move list follows a move a frame later.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] li').length === 2);
  assert.match(await page.textContent('[data-testid=history]'), /Hai preso 1 bastoncino dalla pila 3: somma nim \d+, non sicura/);
  const position = await piles(page);

  await page.click('[data-testid=lang] [lang=en]');
  assert.equal(await htmlLang(page), 'en');
  assert.match(await page.textContent('[data-testid=last-move]'), /^The computer took/);
  assert.match(await page.textContent('[data-testid=status]'), /Your turn/);
  assert.equal(await before(), '"Pile "');
  assert.deepEqual(await piles(page), position, 'the game goes on');
  let address = await search(page);
  assert.match(address, /lang=en/);
  assert.match(address, /piles=3,4,5/);

  await page.click('[data-testid=lang] [lang=it]');
  assert.equal(await htmlLang(page), 'it');
  assert.match(await page.textContent('[data-testid=last-move]'), /^Il computer ha preso/);
  address = await search(page);
  assert.match(address, /lang=it/);
  assert.doesNotMatch(address, /lang=en/);

  // A reload keeps the language (from the address) and the game (from storage).
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(page), 'it');
  assert.deepEqual(await piles(page), position);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a browser set to Italian opens in Italian without lang=, and English stays English', async () => {
  const context = await s.browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=3,4,5');
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(page), 'it');
  assert.match(await page.textContent('[data-testid=status]'), /Tocca a te/);
  assert.doesNotMatch(await search(page), /lang=/);
  // The link's lang wins over the browser's.
  await page.goto(s.site.url + '?piles=3,4,5&lang=en');
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(page), 'en');
  assert.match(await page.textContent('[data-testid=status]'), /Your turn/);
  await context.close();

  const english = await open(s.browser, s.site, '?piles=3,4,5');
  assert.equal(await htmlLang(english), 'en');
  assert.match(await english.textContent('[data-testid=status]'), /Your turn/);
  await english.close();
});

test('the language chosen with the switch opens the next visit whose link names none', async () => {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(s.site.url + '?piles=3,4,5');
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  // A new tab from the home screen or a bookmark: no lang in its address.
  const later = await context.newPage();
  await later.goto(s.site.url);
  await later.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(later), 'it');
  assert.match(await search(later), /lang=it/);
  // A link's own language counts over it, and is not kept.
  await later.goto(s.site.url + '?piles=7,7&lang=en');
  await later.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(later), 'en');
  await later.goto(s.site.url + '#/learn/table');
  await later.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(later), 'it');
  await context.close();
});

test('Italian writes big numbers with points between the thousands', async () => {
  const page = await open(s.browser, s.site, '?piles=1000000,12345&vs=friend&lang=it');
  assert.equal(await page.textContent('[data-pile="1"] .pile-count'), '1.000.000');
  assert.match(await page.textContent('[data-testid=tableau] figcaption'), /1\.000\.000, 12\.345/);
  assert.equal(await page.textContent('[data-testid=tableau] tbody tr:nth-child(2) td.num'), '12.345');
  await page.close();
  // The link notice's limits too.
  const notice = await open(s.browser, s.site, '?max=0&lang=it');
  assert.match(await notice.textContent('[data-testid=link-notice]'), /1\.000\.000/);
  await notice.close();
});

test('a lang the app does not speak is reported and falls back', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=xx');
  assert.match(await page.textContent('[data-testid=link-notice]'), /lang=xx/);
  assert.equal(await htmlLang(page), 'en');
  assert.deepEqual(await piles(page), [3, 4, 5]);
  // The address drops it, and names no language: none was chosen.
  await page.waitForFunction(() => !location.search.includes('lang'));
  assert.equal(await page.evaluate(() => location.search), '?piles=3,4,5');
  await page.close();
});

test('a lang written with escapes, as a link may come, is read like the setup', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=%69t');
  assert.equal(await htmlLang(page), 'it');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.close();
  // An escaped language the app does not speak is reported as it reads.
  const other = await open(s.browser, s.site, '?piles=3,4,5&lang=%66r');
  assert.match(await other.textContent('[data-testid=link-notice]'), /lang=fr/);
  assert.equal(await htmlLang(other), 'en');
  await other.close();
});

test('a learning page\'s link may carry the language and projector mode after its #', async () => {
  const page = await open(s.browser, s.site, '#/learn/practice?seed=7&lang=it&projector=1');
  await page.waitForSelector('[data-testid=practice-exercise]');
  assert.equal(await htmlLang(page), 'it');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), true);
  assert.match(await page.textContent('main.learn:not(.hidden) h2'), /Esercizi/);
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  // Moved before the #, where the address keeps them as the page changes.
  assert.equal(await page.evaluate(() => location.hash), '#/learn/practice?seed=7');
  const options = () => page.evaluate(() => ['lang', 'projector'].map((n) => new URLSearchParams(location.search).get(n)));
  assert.deepEqual(await options(), ['it', '1']);
  await page.click('[data-testid=practice-kind-move]');
  await page.waitForFunction(() => location.hash.includes('kind=move'));
  assert.deepEqual(await options(), ['it', '1']);
  // A reload reads them once: nothing is said to be given twice.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await htmlLang(page), 'it');
  assert.equal(await page.isVisible('[data-testid=link-notice]'), false);
  await page.close();
  // What is wrong there is reported as it is before the #: an unknown
  // language, a switch that is neither on nor off, a language given twice.
  for (const [link, said, lang] of [
    ['#/learn/table?lang=xx', /lang=xx/, 'en'],
    ['#/learn/table?projector=2', /projector=2/, 'en'],
    ['?lang=en#/learn/practice?lang=it', /“lang=it” was ignored/, 'en'],
  ]) {
    const other = await open(s.browser, s.site, link);
    assert.match(await other.textContent('[data-testid=link-notice]'), said, link);
    assert.equal(await htmlLang(other), lang, link);
    await other.close();
  }
});

test('the language and projector mode added after the # of an open tab are read at once', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5#/learn/table');
  await page.evaluate(() => { location.hash = '#/learn/table?lang=it&projector=1'; });
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), true);
  assert.match(await page.textContent('main.learn:not(.hidden) h2'), /addizione nim/i);
  // Moved before the #, as a link's are at its first load; the game stays.
  assert.equal(await page.evaluate(() => location.hash), '#/learn/table');
  const options = () => page.evaluate(() => ['lang', 'projector', 'piles'].map((n) => new URLSearchParams(location.search).get(n)));
  assert.deepEqual(await options(), ['it', '1', '3,4,5']);
  // Newer than the address's own: they count over it, and back again.
  await page.evaluate(() => { location.hash = '#/learn/table?lang=en&projector=0'; });
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), false);
  assert.deepEqual(await options(), ['en', '0', '3,4,5']);
  // What cannot be read is said, and the rest goes on.
  await page.evaluate(() => { location.hash = '#/learn/table?lang=xx'; });
  await page.waitForSelector('[data-testid=link-notice]');
  assert.match(await page.textContent('[data-testid=link-notice]'), /lang=xx/);
  assert.equal(await htmlLang(page), 'en');
  await page.close();
});

test('a game\'s parts added after the # of an open tab open that game', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  await take(page, 1, 1);
  await page.waitForFunction(() => location.search.includes('moves='));
  await page.evaluate(() => { location.hash = '#?piles=7,7&vs=friend'; });
  await page.waitForFunction(() => location.search.includes('piles=7,7'));
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await piles(page), [7, 7]);
  assert.equal(await page.evaluate(() => location.hash), '');
  // The game played before is kept aside, as when a link is followed.
  assert.equal(await page.isVisible('[data-testid=resume]'), true);
  await page.close();
});

test('a lang given twice: the first counts, and the copy is named', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=it&lang=en');
  assert.equal(await htmlLang(page), 'it');
  assert.match(await page.textContent('[data-testid=link-notice]'), /“lang=en” è stato ignorato: è già stato indicato; vale il primo\./);
  await page.close();
});

test('the learning pages speak Italian and their links keep the language', async () => {
  const page = await open(s.browser, s.site, '?lang=it#/learn/who-wins');
  assert.match(await page.textContent('[data-testid=who-wins]'), /Sicura \(somma nim 0\)/);
  assert.match(await page.textContent('nav'), /Tavola dell'addizione nim/);
  await page.click('text=Partenza sicura, prima il computer');
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => location.search.includes('piles=1,4,5'));
  assert.equal(await htmlLang(page), 'it');
  assert.deepEqual(await piles(page), [1, 4, 5]);
  await page.close();
});

const screens = [
  ['play', '?piles=3,4,5&lang=it', async () => {}],
  ['hint open', '?piles=7,6,4&lang=it', async (page) => { await page.click('[data-testid=hint]'); }],
  ['limited', '?piles=21&max=3&lang=it', async () => {}],
  ['link notice', '?piles=3,x&level=god&lang=it', async () => {}],
  ['nim-addition table', '?lang=it#/learn/table', async () => {}],
  ['calculator', '?lang=it#/learn/calculator', async () => {}],
  ['safe positions', '?lang=it#/learn/safe', async () => {}],
  ['one pile', '?lang=it#/learn/one-pile', async () => {}],
  ['who wins', '?lang=it#/learn/who-wins', async () => {}],
];

for (const [name, query, act] of screens) {
  test(`no accessibility violations in Italian: ${name}`, async () => {
    const page = await open(s.browser, s.site, query);
    await act(page);
    assert.equal(await htmlLang(page), 'it');
    assert.deepEqual(await violations(page), []);
    await page.close();
  });
}

test('a refused setup entry\'s message follows a language switch; the language in use changes nothing', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&lang=en');
  await page.click('[data-testid=setup-open]');
  await page.fill('[data-testid=setup-count]', '99');
  await page.press('[data-testid=setup-count]', 'Tab');
  await page.waitForFunction(() => document.querySelector('[data-testid=setup-error]').textContent.includes('99'));
  // English again: nothing is drawn again, the drawer stays open with its message.
  await page.click('[data-testid=lang] button[lang=en]');
  assert.equal(await page.$eval('.setup-drawer', (d) => d.open), true);
  assert.match(await page.textContent('[data-testid=setup-error]'), /99/);
  // Italian: the same refusal, in Italian, and the typed value stays.
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.equal(await page.textContent('[data-testid=setup-error]'), '“99”: il numero di pile deve essere da 1 a 32.');
  assert.equal(await page.$eval('.setup-drawer', (d) => d.open), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A switch of language changes words, never what is drawn: the same elements
// stay (marked before the switch, found again after it), the focus stays on
// the switch, and what is typed stays typed.
async function markAll(page, selector) {
  await page.$$eval(selector, (els) => { window.marked = els; });
  return page.$$eval(selector, (els) => els.length);
}
const sameElements = (page, selector) => page.$$eval(selector, (els) =>
  els.length === window.marked.length && els.every((e, i) => e === window.marked[i] && e.isConnected));
async function switchByKeyboard(page, code) {
  await page.focus(`[data-testid=lang] button[lang=${code}]`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}
const focusedLang = (page) => page.evaluate(() => document.activeElement?.closest('[data-testid=lang]') ? document.activeElement.lang : null);

test('switching the language mid-game keeps every stick, the focus and the game', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend');
  await take(page, 3, 2);
  await page.click('[data-testid=setup-open]');
  await page.fill('[data-testid=setup-pile-1]', '-3');
  await page.press('[data-testid=setup-pile-1]', 'Tab');
  assert.match(await page.textContent('[data-testid=setup-error]'), /negative/);
  const sticks = await markAll(page, '[data-testid=board] .stick');
  assert.ok(sticks > 0);
  await switchByKeyboard(page, 'it');
  assert.equal(await sameElements(page, '[data-testid=board] .stick'), true, 'the same sticks');
  assert.equal(await focusedLang(page), 'it', 'the focus stays on the switch');
  assert.match(await page.textContent('[data-testid=status]'), /Giocatore [12], fai clic/);
  assert.match(await page.getAttribute('[data-pile="1"] .stick >> nth=0', 'aria-label'), /Prendi/);
  assert.match(await page.textContent('[data-testid=last-move]'), /pila 3/);
  assert.match(await page.textContent('[data-testid=history]'), /Il giocatore 1 ha preso 2 bastoncini dalla pila 3/);
  // A refusal is a fact, worded again in the new language.
  assert.match(await page.textContent('[data-testid=setup-error]'), /negativ/);
  assert.doesNotMatch(await page.textContent('[data-testid=setup-error]'), /negative:/);
  assert.deepEqual(await piles(page), [3, 4, 3]);
  await switchByKeyboard(page, 'en');
  assert.equal(await sameElements(page, '[data-testid=board] .stick'), true);
  assert.equal(await focusedLang(page), 'en');
  assert.match(await page.textContent('[data-testid=status]'), /Player/);
  assert.match(await page.textContent('[data-testid=history]'), /Player 1 took 2 sticks from pile 3/);
  assert.match(await page.getAttribute('[data-pile="1"] .stick >> nth=0', 'aria-label'), /^Take/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('switching the language keeps a one-pile game and its coins', async () => {
  const page = await open(s.browser, s.site, '#/learn/one-pile');
  await page.click('[data-testid=coin-take-2]');
  await markAll(page, '[data-testid=coins] .coin, .coin-buttons button');
  const before = await page.textContent('[data-testid=coin-status]');
  await switchByKeyboard(page, 'it');
  assert.equal(await sameElements(page, '[data-testid=coins] .coin, .coin-buttons button'), true);
  assert.equal(await focusedLang(page), 'it');
  const after = await page.textContent('[data-testid=coin-status]');
  assert.notEqual(after, before);
  assert.match(after, /Restano 8 monete/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('switching the language keeps what is typed on the worksheet', async () => {
  const page = await open(s.browser, s.site, '#/learn/worksheet');
  await page.fill('[data-testid=worksheet-input]', '3,4,5; 1,2,3');
  const heading = await page.textContent('h2');
  await markAll(page, '[data-testid=worksheet-input]');
  await switchByKeyboard(page, 'it');
  assert.equal(await sameElements(page, '[data-testid=worksheet-input]'), true);
  assert.equal(await page.inputValue('[data-testid=worksheet-input]'), '3,4,5; 1,2,3');
  assert.equal(await focusedLang(page), 'it');
  assert.notEqual(await page.textContent('h2'), heading);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the list of keys names the keys as an Italian keyboard labels them', async () => {
  const keys = async (lang) => {
    const page = await open(s.browser, s.site, `?piles=3,4,5&lang=${lang}`);
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid=help][open] kbd');
    const names = await page.$$eval('[data-testid=help] kbd', (l) => l.map((e) => e.textContent));
    assert.deepEqual(page.errors, []);
    await page.close();
    return names;
  };
  const en = await keys('en');
  const it = await keys('it');
  for (const name of ['PgUp', 'PgDn', 'Enter', '↑', 'u', '?']) assert.ok(en.includes(name), `English: ${name} in ${en}`);
  for (const name of ['Pag↑', 'Pag↓', 'Invio', '↑', 'u', '?']) assert.ok(it.includes(name), `Italian: ${name} in ${it}`);
  assert.equal(it.length, en.length);
});

test('at a projector the list of keys fits the screen in either language, Close beside its heading', async () => {
  for (const lang of ['en', 'it']) {
    const page = await open(s.browser, s.site, `?piles=3,4,5&projector=1&lang=${lang}`, { width: 1024, height: 768 });
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid=help][open] kbd');
    const fits = await page.$eval('[data-testid=help]', (d) => [d.scrollHeight, d.clientHeight]);
    assert.ok(fits[0] <= fits[1], `${lang}: ${fits[0]} px of keys in ${fits[1]}`);
    const [heading, close] = await Promise.all(['#keys-title', '[data-testid=help-close]'].map((q) => page.$eval(q, (e) => e.getBoundingClientRect().toJSON())));
    assert.ok(close.top < heading.bottom && close.left > heading.right, `${lang}: Close beside the heading`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("on a phone the current page's link stays in sight after a switch of language", async () => {
  const page = await open(s.browser, s.site, '?lang=en#/learn/worksheet', { width: 390, height: 844 });
  await page.click('[data-testid=lang] [lang=it]');
  await page.waitForFunction(() => document.querySelector('.pages [aria-current=page]').textContent.startsWith('Scheda'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const link = await page.evaluate(() => {
    const a = document.querySelector('.pages [aria-current=page]').getBoundingClientRect();
    return { left: a.left, right: a.right, width: innerWidth };
  });
  assert.ok(link.left >= 0 && link.right <= link.width, `the link at ${JSON.stringify(link)}`);
  await page.close();
});

test('the tab names the page on screen, in the language on screen', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5');
  assert.equal(await page.title(), 'Bouton · Nim');
  await page.click('nav.pages a[href="#/learn/practice"]');
  await page.waitForFunction(() => document.title === 'Practice · Bouton');
  await page.click('[data-testid=lang] button[lang=it]');
  await page.waitForFunction(() => document.title === 'Esercizi · Bouton');
  await page.goBack();
  await page.waitForFunction(() => document.title === 'Bouton · Nim');
  await page.close();
});

test('a learning page\'s links to games name the language only once it is chosen', async () => {
  // Followed from the browser: not written into the link, so a link passed on
  // opens in its reader's language.
  const page = await open(s.browser, s.site, '#/learn/safe');
  const link = () => page.getAttribute('text=(1, 4, 5)', 'href');
  await page.waitForSelector('text=(1, 4, 5)');
  assert.equal(await link(), '?piles=1,4,5');
  // Chosen with the switch: the address names it, and so do the links.
  await page.click('[data-testid=lang] [lang=it]');
  await page.waitForFunction(() => document.querySelector('a[href^="?piles=1,4,5"]')?.getAttribute('href').endsWith('lang=it'));
  assert.match(await search(page), /lang=it/);
  await page.click('text=(1, 4, 5)');
  await page.waitForFunction(() => location.search.includes('piles=1,4,5'));
  assert.equal(await htmlLang(page), 'it');
  assert.match(await page.textContent('[data-testid=status]'), /Tocca a te/);
  // Chosen, then Back to an address from before the choice: the address names
  // it again, and so do the links of the next learning page.
  const back = await open(s.browser, s.site, '?piles=3,4,5');
  await back.click('nav.pages a[href="#/learn/safe"]');
  await back.waitForSelector('text=(1, 4, 5)');
  await back.click('[data-testid=lang] [lang=it]');
  await back.waitForFunction(() => location.search.includes('lang=it'));
  await back.goBack();
  await back.waitForFunction(() => location.hash === '' && location.search.includes('lang=it'));
  await back.click('nav.pages a[href="#/learn/safe"]');
  await back.waitForFunction(() => document.querySelector('a[href^="?piles=1,4,5"]')?.getAttribute('href').endsWith('lang=it'));
  assert.deepEqual(back.errors, []);
  await back.close();
  // Chosen in the link that opened the page.
  const linked = await open(s.browser, s.site, '?lang=it#/learn/safe');
  await linked.waitForSelector('text=(1, 4, 5)');
  assert.equal(await linked.getAttribute('text=(1, 4, 5)', 'href'), '?piles=1,4,5&lang=it');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(linked.errors, []);
  await page.close();
  await linked.close();
});
