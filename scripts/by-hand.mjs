// The least a move must change on the app's page, written by a script with no
// wasm and no framework: the measuring scripts time it beside the app's own
// moves (`bench.mjs`'s traced moves, `idle-moves.mjs` with HAND=1). It runs in
// the page and takes one stick from `pile`, as the app draws it: a pile drawn
// stick by stick loses its last stick (the app removes the pile's first stick,
// the one taking them all, and keeps the others), a big pile drawn as a bundle
// and ten loose sticks has its bundle's count and title rewritten. It then
// writes the pile's count and label, the tableau's row, column sums, nim-sum,
// caption and verdict, and the status line, numbers grouped as the app writes
// them in English. No fade, no move list, no saved game, and the sums' titles
// are left as they were. The board and the game disagree afterwards, so it is
// for a page of its own, never one the app goes on playing.
//
// Only the hooks of `hooks.mjs` and the board's and tableau's markup are read.
// Installed in a page as `window.__byHand` by `page.evaluate(installByHand)` or
// an init script of the same text.
export const installByHand = `window.__byHand = ${byHand};`;

function byHand(hooks, pile) {
  const grouped = (n) => n.toLocaleString('en-US');
  const pileEl = document.querySelector(`${hooks.piles}[data-pile="${pile}"]`);
  const count = Number(pileEl.dataset.count) - 1;
  const bundle = pileEl.querySelector('.bundle');
  if (bundle) {
    const bound = count - 10;
    bundle.title = bundle.title.replace(/^[\d,]+/, grouped(bound));
    bundle.querySelector('.bundle-count').firstChild.data = grouped(bound);
  } else {
    pileEl.querySelector('[data-take]').remove();
  }
  pileEl.dataset.count = count;
  // "Pile 3, 1,000,000 sticks": the last number is the count.
  pileEl.setAttribute('aria-label', pileEl.getAttribute('aria-label').replace(/[\d,]+(?=\D*$)/, grouped(count)));
  pileEl.querySelector('.pile-count').firstChild.data = grouped(count);
  const tableau = document.querySelector(hooks.tableau);
  const setText = (cell, text) => { if (cell.firstChild.data !== text) cell.firstChild.data = text; };
  // Cells of a row by power of two, the largest first as drawn.
  const digits = (row) => [...row.querySelectorAll('td.bit')].reverse();
  const row = tableau.querySelectorAll('tbody tr')[pile - 1];
  setText(row.querySelector('td.num'), grouped(count));
  digits(row).forEach((cell, k) => setText(cell, String((count >> k) & 1)));
  const piles = [...document.querySelectorAll(hooks.piles)].map((e) => Number(e.dataset.count));
  digits(tableau.querySelector('tr.sums')).forEach((cell, k) => {
    const sum = String(piles.filter((x) => (x >> k) & 1).length);
    if (cell.dataset.sum !== sum) { cell.dataset.sum = sum; setText(cell, sum); }
  });
  const nimSum = piles.reduce((a, b) => a ^ b, 0);
  tableau.dataset.nimSum = nimSum;
  const nimRow = tableau.querySelector('tr.nim-sum');
  digits(nimRow).forEach((cell, k) => setText(cell, String((nimSum >> k) & 1)));
  setText(nimRow.querySelector('th'), nimRow.querySelector('th').textContent.replace(/[\d,]+/, grouped(nimSum)));
  setText(tableau.querySelector('figcaption'), tableau.querySelector('figcaption').textContent.replace(/\d.*/, piles.map(grouped).join(', ')));
  const verdict = nimSum === 0 ? 'safe' : 'unsafe';
  if (tableau.dataset.verdict !== verdict) {
    tableau.dataset.verdict = verdict;
    const words = tableau.querySelector('.verdict');
    words.classList.toggle('safe', verdict === 'safe');
    setText(words.querySelector('strong'), verdict === 'safe' ? 'safe: whoever moves now loses against perfect play' : 'unsafe: whoever moves now can win');
  }
  const status = document.querySelector(hooks.status);
  const text = [...status.childNodes].find((x) => x.nodeType === Node.TEXT_NODE && x.data.trim());
  text.data = text.data.includes('1') ? text.data.replace('1', '2') : text.data.replace('2', '1');
  status.dataset.turn = status.dataset.turn === 'player1' ? 'player2' : 'player1';
}
