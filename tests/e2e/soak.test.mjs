// A soak in the browser: ACTIONS random actions, legal and illegal (clicks,
// keys, undo, redo, new games, setup changes, language and projector switches,
// typed moves, reloads), then the page must have logged no error, the board must
// be the game kept in storage, and the tableau must be the board's.
//
// The sequence comes from SOAK_SEED (default below), so a failure reproduces:
//   SOAK_SEED=12345 node --test tests/e2e/soak.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, piles } from './harness.mjs';

/** Actions per run: about 30 s on this machine. */
const ACTIONS = 300;
const SEED = Number(process.env.SOAK_SEED ?? 20241123);

const s = session();

function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** Clicks the first element matching `selector`, enabled or not, as a script would. */
async function poke(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (el) el.click();
    return Boolean(el);
  }, selector);
}

/** Types into a field, hidden or not (projector mode hides the form), as a person would. */
async function type(page, selector, text) {
  return page.evaluate(([sel, value]) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  }, [selector, text]);
}

/** Sets a field or a list and leaves it, which is when the app reads it. */
async function change(page, selector, value) {
  return page.evaluate(([sel, v]) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    if (el.matches(':disabled')) return true;
    el.value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }, [selector, value]);
}

async function press(page, key) {
  // Keys go to the page, not to a field that may hold the focus.
  await page.evaluate(() => document.activeElement?.blur?.());
  await page.keyboard.press(key);
}

const KEYS = ['u', 'r', 'n', 'h', 't', 'p', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'PageUp', 'PageDown', '.'];
const JUNK = ['', '0', '-1', '3.5', 'x', '99999999999999999999999', '1000001', ' 2 ', '１', '<b>1</b>'];

/** The actions, each with its weight. An action returns false when what it
 * acts on is not on the page (the test fails if that is so every time). */
const ACTIONS_TABLE = [
  [30, 'click a stick', async (page, r) => {
    const sticks = await page.$$('[data-testid=board] [data-pile] [data-take]');
    if (sticks.length) await sticks[r.below(sticks.length)].evaluate((el) => el.click());
    return sticks.length > 0;
  }],
  [20, 'press a key', async (page, r) => press(page, r.pick(KEYS))],
  [8, 'undo', async (page) => poke(page, '[data-testid=undo]')],
  [6, 'redo', async (page) => poke(page, '[data-testid=redo]')],
  [4, 'new game', async (page) => poke(page, '[data-testid=new-game]')],
  // The setup's choices are built when it is first opened.
  [3, 'open or close the setup', async (page) => poke(page, '[data-testid=setup-open]')],
  [4, 'random piles', async (page) => poke(page, '[data-testid=random]')],
  [3, 'one pile more or less', async (page, r) => poke(page, r.pick(['[data-testid=count-more]', '[data-testid=count-less]']))],
  [3, 'a preset', async (page, r) => {
    const presets = await page.$$('.presets button');
    if (presets.length) await presets[r.below(presets.length)].evaluate((el) => el.click());
    return presets.length > 0;
  }],
  [3, 'a friend or the computer', async (page, r) => {
    return change(page, '[data-testid=opponent]', r.pick(['friend', 'perfect', 'good', 'beginner']));
  }],
  [2, 'misère or normal play', async (page, r) => poke(page, r.pick(['[data-testid=mode-misere]', '[data-testid=mode-normal]']))],
  [2, 'a take limit', async (page, r) => {
    if (r.chance(0.5)) return poke(page, '[data-testid=limit-on]');
    return change(page, '[data-testid=limit]', r.pick(['1', '3', '7', ...JUNK]));
  }],
  [2, 'a pile size', async (page, r) => {
    return change(page, `[data-testid=setup-pile-${1 + r.below(4)}]`, r.pick(['0', '1', '9', '15', '1000000', ...JUNK]));
  }],
  [3, 'switch the language', async (page, r) => poke(page, `[data-testid=lang] button[lang=${r.pick(['en', 'it'])}]`)],
  [3, 'projector mode', async (page) => poke(page, '[data-testid=projector]')],
  [3, 'the hint', async (page) => poke(page, '[data-testid=hint]')],
  [6, 'type a move', async (page, r) => {
    const sizes = await piles(page);
    const take = r.chance(0.5) ? String(1 + r.below(Math.max(1, Math.max(...sizes)) + 2)) : r.pick(JUNK);
    const pile = r.chance(0.7) ? String(1 + r.below(sizes.length + 1)) : r.pick(JUNK);
    const typed = await type(page, '[data-testid=move-take]', take) && await type(page, '[data-testid=move-pile]', pile);
    // The button is disabled while the computer thinks: submit as the form would.
    return typed && page.evaluate(() => {
      const form = document.querySelector('[data-testid=move-form]');
      form?.requestSubmit();
      return Boolean(form);
    });
  }],
  [2, 'open and close the keys help', async (page) => {
    await press(page, '?');
    await page.keyboard.press('Escape');
  }],
  [2, 'reload', async (page) => {
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
  }],
];

function chooseAction(r) {
  const total = ACTIONS_TABLE.reduce((n, [w]) => n + w, 0);
  let at = r.below(total);
  for (const action of ACTIONS_TABLE) {
    if (at < action[0]) return action;
    at -= action[0];
  }
  return ACTIONS_TABLE[0];
}

/** The game in storage, replayed: its piles and the take limit of its rules. */
function replaySaved(text) {
  const [format, query, moves] = text.split('\n');
  assert.equal(format, 'bouton-save-1');
  const params = new URLSearchParams(query);
  const sizes = params.get('piles').split(',').map(Number);
  for (const mv of moves ? moves.split(',') : []) {
    const [pile, take] = mv.split(':').map(Number);
    assert.ok(sizes[pile - 1] >= take, `saved move ${mv} is legal`);
    sizes[pile - 1] -= take;
  }
  return { sizes, max: params.has('max') ? Number(params.get('max')) : null };
}

test(`${ACTIONS} random actions leave a consistent page (seed ${SEED})`, async () => {
  const r = rng(SEED);
  const page = await open(s.browser, s.site, '?piles=3,4,5,6&vs=friend');
  const done = [];
  const found = new Set();
  for (let i = 0; i < ACTIONS; i++) {
    const [, name, act] = chooseAction(r);
    done.push(name);
    try {
      if ((await act(page, r)) !== false) found.add(name);
    } catch (e) {
      throw new Error(`action ${i + 1} (${name}) failed, seed ${SEED}: ${e.message}\nlast actions: ${done.slice(-10).join(', ')}`);
    }
    if (r.chance(0.3)) await page.waitForTimeout(r.below(120));
  }
  // Let a thinking computer move, then compare.
  await page.evaluate(() => document.querySelector('dialog[open]')?.close());
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-testid=status]');
    return status && status.dataset.turn !== 'computer';
  }, null, { timeout: 20000 }); // in projector mode the computer thinks aloud first
  await page.waitForTimeout(100);

  assert.deepEqual(page.errors, [], `console errors, seed ${SEED}`);
  // An action that never found what it acts on tested nothing (a selector gone stale).
  assert.deepEqual([...new Set(done)].filter((name) => !found.has(name)), [], 'actions that never found their target');
  const saved = await page.evaluate(() => localStorage.getItem('bouton.game'));
  assert.ok(saved, 'a game is saved');
  const { sizes, max } = replaySaved(saved);
  assert.deepEqual(await piles(page), sizes, `the board is the saved game, seed ${SEED}`);
  console.log(`soak: board ${sizes.join(',')}${max ? ` (take at most ${max})` : ''}, saved ${saved.split('\n')[2].split(',').filter(Boolean).length} moves`);

  const tableau = await page.$eval('[data-testid=tableau]', (t) => ({
    nimSum: Number(t.dataset.nimSum),
    rows: [...t.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td').textContent.replace(/[^0-9]/g, '')).map(Number),
    sums: [...t.querySelectorAll('[data-column]')].map((td) => [Number(td.dataset.column), Number(td.dataset.sum)]),
  }));
  const value = (n) => (max ? n % (max + 1) : n);
  assert.deepEqual(tableau.rows, sizes, 'a tableau row per pile, with its size');
  assert.equal(tableau.nimSum, sizes.reduce((x, n) => x ^ value(n), 0), 'the nim-sum');
  for (const [column, sum] of tableau.sums) {
    assert.equal(sum, sizes.filter((n) => (value(n) >> column) & 1).length, `column 2^${column}`);
  }
  await page.close();
});
