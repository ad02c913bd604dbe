// A person trying everything at once: on every page, in both layouts, quick
// clicks on whatever is enabled, keys, bad values in the fields and Back, with
// no pause for the computer's answer. Whatever the order, the app must never
// stop (the crash notice) nor log an error, every pile draws its sticks and
// every tableau on show adds up. Random but repeatable: each run's choices
// come from its own seed, printed with the steps that led to a failure.
// (Leaving a learning page while its computer thought once stopped the app.)
// The last step of `make test`, about 4 minutes; `make explore` runs it alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from '../e2e/harness.mjs';

const s = session();

const starts = ['', '?piles=3,4,5&moore=2', '?piles=7,6,4&vs=friend', '?piles=4,6&mode=misere&max=3&first=computer',
  '?projector=1', '#/learn/table', '#/learn/calculator', '#/learn/safe', '#/learn/one-pile', '#/learn/who-wins',
  '#/learn/staircase', '#/learn/northcott', '#/learn/worksheet'];
const keys = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Enter', 'h', 't', 'b', 'p', 'PageDown', 'PageUp', '?',
  'Escape', 'Tab', 'Home', 'End', '.'];
const values = ['-3', '0', '999999999', 'abc', '1,000', '5', '', '3 4 5', '7;6;4'];

/**
 * What is wrong with the tableaux on the page, if anything: every row has
 * one cell for each column, and each column's sum is the sum of its digits.
 * (Figures drawn again in place once appended a second set of sums.)
 */
const tableauxWrong = (page) => page.$$eval('figure.tableau', (figures) => figures.flatMap((figure) => {
  const cells = (row) => [...row.querySelectorAll(':scope > .bit')].map((c) => Number(c.textContent));
  const columns = figure.querySelectorAll('thead th.bit').length;
  const digits = [...figure.querySelectorAll('tbody tr')].map(cells);
  const footer = [...figure.querySelectorAll('tfoot tr')].map(cells);
  const name = `${figure.dataset.testid} (${figure.querySelector('figcaption')?.textContent})`;
  if ([...digits, ...footer].some((row) => row.length !== columns)) {
    return [`${name}: rows of ${[...digits, ...footer].map((r) => r.length)} cells for ${columns} columns`];
  }
  const sums = digits.reduce((total, row) => total.map((x, k) => x + row[k]), Array(columns).fill(0));
  return footer[0] && footer[0].join() !== sums.join() ? [`${name}: sums ${footer[0]}, digits add up to ${sums}`] : [];
}));

/**
 * What is wrong with the piles on the board, if anything: each pile draws as
 * many sticks as it says it holds (up to 24 one by one, beyond that a bundle
 * of all but 10 and 10 loose ones; the bundles view draws its binary digits).
 */
const boardWrong = (page) => page.$$eval('.board:not(.bundled) [data-pile]', (piles) => piles.flatMap((pile) => {
  const count = Number(pile.dataset.count);
  const sticks = pile.querySelectorAll('.sticks > button.stick').length;
  const bundled = pile.querySelector('.bundle') !== null;
  const right = count > 24 ? bundled && sticks === 10 : !bundled && sticks === count;
  return right ? [] : [`pile ${pile.dataset.pile} holds ${count}: ${sticks} sticks drawn${bundled ? ' and a bundle' : ''}`];
}));

for (const [i, start] of starts.entries()) {
  test(`tried every which way, the app keeps working: ${start || 'the game'}`, async () => {
    let seed = 1 + i;
    const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor((seed / 2147483648) * n); };
    const viewport = i % 2 ? { width: 390, height: 800 } : { width: 1280, height: 800 };
    const page = await open(s.browser, s.site, start, viewport);
    const steps = [];
    for (let step = 0; step < 40; step++) {
      const r = random(100);
      try {
        if (r < 55) {
          // An open modal (the keys, Share on a projector) leaves only its own controls to press.
          const within = (await page.$('dialog:modal')) ? 'dialog:modal ' : '';
          const controls = await page.$$(['button:enabled:visible', 'a[href^="#"]:visible', 'input[type=checkbox]:visible', 'summary:visible']
            .map((control) => within + control).join(', '));
          const control = controls[random(controls.length)];
          if (control) {
            steps.push(`click ${await control.evaluate((e) => e.outerHTML.slice(0, 70))}`);
            await control.click({ timeout: 1000 });
          }
        } else if (r < 85) {
          const key = keys[random(keys.length)];
          steps.push(`key ${key}`);
          await page.keyboard.press(key);
        } else if (r < 90) {
          steps.push('back');
          await page.goBack({ timeout: 2000 }).catch(() => {});
          // Back from the first address leaves the app for the blank page it was
          // opened from, where nothing would be tried: Forward into it again.
          if (!page.url().startsWith(s.site.url)) {
            steps.push('forward');
            await page.goForward();
            await page.waitForSelector('html[data-ready="true"]');
          }
        } else {
          const fields = await page.$$('input[type=text]:visible');
          const field = fields[random(fields.length)];
          if (field) {
            const value = values[random(values.length)];
            steps.push(`type "${value}" and Enter`);
            await field.fill(value, { timeout: 1000 });
            await page.keyboard.press('Enter');
          }
        }
      } catch (e) {
        // A control gone between finding and clicking it: the page moved on.
        steps.push(`(skipped: ${e.message.split('\n')[0].slice(0, 60)})`);
      }
      await page.waitForTimeout(random(10) < 3 ? 700 : 60);
      const crashed = await page.isVisible('[data-testid=crash]');
      assert.ok(!crashed && page.errors.length === 0,
        `stopped after: ${steps.slice(-8).join(' / ')}; errors: ${page.errors.join(' | ')}`);
      assert.deepEqual(await tableauxWrong(page), [], `a tableau drawn wrong after: ${steps.slice(-8).join(' / ')}`);
      assert.deepEqual(await boardWrong(page), [], `a pile drawn wrong after: ${steps.slice(-8).join(' / ')}`);
    }
    // Steps that found nothing to act on tested nothing: most must have acted.
    const skipped = steps.filter((step) => step.startsWith('(skipped')).length;
    assert.ok(skipped <= steps.length / 4, `${skipped} of ${steps.length} steps skipped: ${steps.join(' / ')}`);
    await page.close();
  });
}
