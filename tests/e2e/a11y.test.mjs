// axe-core on every screen the app has so far: zero violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { session, open, take } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const s = session();

async function violations(page) {
  // Evaluated through the DevTools protocol: the page's policy refuses inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // Projector mode promises text contrast of at least 7:1 (WCAG AAA).
    const aaa = document.documentElement.classList.contains('projector');
    const rules = { 'color-contrast-enhanced': { enabled: aaa } };
    const r = await window.axe.run(document, { resultTypes: ['violations'], rules });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
  return result;
}

const screens = [
  ['play', '?piles=3,4,5', async () => {}],
  ['hint open', '?piles=7,6,4', async (page) => { await page.click('[data-testid=hint]'); }],
  ['graded hint to its last step', '?piles=7,6,4', async (page) => { for (let i = 0; i < 5; i++) await page.click('[data-testid=hint]'); await page.waitForSelector('[data-winning-move]'); }],
  ['the computer thinking aloud, projector mode', '?piles=3,4,5&first=computer&projector=1', async (page) => { await page.keyboard.press('PageDown'); await page.waitForSelector('[data-testid=aloud-steps] li'); }],
  ['the computer thinking aloud a step per press', '?piles=3,4,5&first=computer', async (page) => {
    await page.evaluate(() => localStorage.setItem('bouton.display', 'aloud=1;pace=step'));
    await page.reload();
    await page.waitForSelector('[data-testid=aloud-next]');
  }],
  ['review with its turning point', '?piles=1,2&vs=friend', async (page) => { await page.click('[data-pile="2"] [data-take="2"]'); await page.click('[data-pile="1"] [data-take="1"]'); await page.waitForSelector('[data-testid=turning-point]'); }],
  ['review in projector mode, stepped by the clicker', '?piles=1,2&vs=friend&projector=1', async (page) => { await page.click('[data-pile="2"] [data-take="2"]'); await page.click('[data-pile="1"] [data-take="1"]'); await page.keyboard.press('PageDown'); await page.waitForSelector('[data-testid=turning-point]'); }],
  ['preview', '?piles=3,4,5', async (page) => { await page.hover('[data-pile="1"] [data-take="2"]'); }],
  ['limited and misère notes', '?piles=21&max=3', async () => {}],
  ['link notice', '?piles=3,x&level=god', async () => {}],
  ['game over and review', '?piles=1&first=you', async (page) => { await page.click('[data-pile="1"] [data-take="1"]'); await page.waitForSelector('[data-testid=status][data-winner]'); }],
  ['share open', '?piles=3,4,5', async (page) => { await page.click('[data-testid=share]'); await page.waitForSelector('svg[data-testid=qr]'); }],
  ['share open, projector mode', '?piles=3,4,5&projector=1', async (page) => { await page.click('[data-testid=share]'); await page.waitForSelector('svg[data-testid=qr]'); }],
  ['setup open, projector mode', '?piles=3,4,5&projector=1', async (page) => { await page.click('[data-testid=setup-open]'); }],
  ['a game kept aside by New game', '?piles=3,4,5&vs=friend', async (page) => { await page.click('[data-pile="1"] [data-take="1"]'); await page.click('[data-testid=new-game]'); await page.waitForSelector('[data-testid=resume]:visible'); }],
  ['review in sight, phone', '?piles=1&first=you', async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('[data-pile="1"] [data-take="1"]');
    await page.click('[data-testid=to-review]');
    await page.waitForSelector('[data-testid=review] [data-testid=piles-picture]');
  }],
  ['tableau of large piles, phone', '?piles=1000000,524288,3', async (page) => { await page.setViewportSize({ width: 390, height: 844 }); }],
  ['northcott, phone', '#/learn/northcott', async (page) => { await page.setViewportSize({ width: 390, height: 844 }); }],
  ['nim-addition table, phone', '#/learn/table', async (page) => { await page.setViewportSize({ width: 390, height: 844 }); }],
  ['setup open', '?piles=3,4,5', async (page) => { await page.click('[data-testid=setup-open]'); }],
  ['bundles view', '?piles=13,6,11', async (page) => { await page.click('[data-testid=bundles]'); }],
  ['bundles view, projector', '?piles=1000000,13,6&projector=1', async (page) => { await page.keyboard.press('g'); await page.waitForSelector('.binary-bundle'); }],
  ['phone', '?piles=3,4,5', async (page) => { await page.setViewportSize({ width: 390, height: 844 }); }],
  ['projector mode', '?piles=15,15,15,15,15,15,15,15&projector=1', async () => {}],
  ['projector mode, hint open', '?piles=7,6,4&projector=1', async (page) => { await page.keyboard.press('h'); }],
  ['keys help', '?piles=3,4,5', async (page) => { await page.keyboard.press('?'); await page.waitForSelector('[data-testid=help][open]'); }],
  ['nim-addition table', '#/learn/table', async () => {}],
  ['calculator', '#/learn/calculator', async () => {}],
  ['safe positions', '#/learn/safe', async () => {}],
  ['one pile', '#/learn/one-pile', async () => {}],
  ['who wins', '#/learn/who-wins', async () => {}],
  ['staircase', '#/learn/staircase', async () => {}],
  ['northcott', '#/learn/northcott', async () => {}],
  ["Moore's Nim, sticks chosen, hint open", '?piles=3,4,5&moore=2', async (page) => {
    await page.click('[data-pile="1"] [data-take="1"]');
    await page.click('[data-testid=hint]');
  }],
  ['misère with a limit, the machine chooses', '?piles=4,6&mode=misere&max=3&first=auto', async () => {}],
];

for (const [name, query, act] of screens) {
  test(`no accessibility violations: ${name}`, async () => {
    const page = await open(s.browser, s.site, query);
    await act(page);
    assert.deepEqual(await violations(page), []);
    await page.close();
  });
}

test('the first Tab offers to skip the header: to a kept game\'s notice, the board, or the page', async () => {
  const page = await open(s.browser, s.site, '?piles=3,4,5&vs=friend&lang=en');
  await take(page, 1, 2);
  await page.waitForFunction(() => document.querySelector('[data-pile="1"]').dataset.count === '1');
  // Someone opens a link to another game: their own waits aside, Resume in the notice.
  await page.goto(s.site.url + '?piles=7,7&vs=friend&lang=en');
  await page.waitForSelector('[data-testid=resume]:visible');
  const skip = () => page.$eval('[data-testid=skip]', (e) => e.getBoundingClientRect().toJSON());
  const focused = () => page.evaluate(() => document.activeElement.dataset.testid);
  assert.ok((await skip()).width <= 1, 'out of sight until it has the focus');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'skip');
  const box = await skip();
  assert.ok(box.width > 40 && box.top >= 0 && box.bottom < 100, `in sight at the top: ${JSON.stringify(box)}`);
  assert.equal(await page.textContent('[data-testid=skip]'), 'Skip to content');
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'resume');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.search.includes('piles=3,4,5'));
  // No notice now: to the board, where the arrows choose a move.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'board');
  // On a learning page, to the page, whose first control is the next Tab.
  await page.goto(s.site.url + '?lang=it#/learn/calculator');
  await page.waitForSelector('[data-testid=learn-page]:not(.hidden) input');
  await page.keyboard.press('Tab');
  assert.equal(await page.textContent('[data-testid=skip]'), 'Vai al contenuto');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.matches('main.learn')), true);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('main.learn') !== null), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
