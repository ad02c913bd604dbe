// The least a move must change on the app's page, written by a script with no
// wasm and no framework, for comparing the app's moves with (`bench.mjs`'s
// traced moves, `idle-moves.mjs` with HAND=1). Runs in the page: it takes the
// last stick of `pile` (the app removes the pile's first stick, the one taking
// them all, and keeps the others; on a bundle and ten loose sticks, the first
// loose one), writes the pile's count and label, the tableau's
// row, column sums and nim-sum, its caption and verdict, and the status line.
// No fade, no move list, no saved game. The app's pages show no stick or cell
// of it afterwards: only for a page of its own.
//
// Only the stable hooks (`hooks.piles`, `hooks.tableau`, `hooks.status`) and
// the tableau's and board's markup are read, so builds from before and after a
// rewrite of the views compare. Installed in a page as `window.__byHand` by
// `page.evaluate(installByHand)` or an init script of the same text.
export const installByHand = `window.__byHand = ${byHand};`;

function byHand(hooks, pile) {
  const counts = () => [...document.querySelectorAll(hooks.piles)].map((e) => Number(e.dataset.count));
  const el = document.querySelector(`${hooks.piles}[data-pile="${pile}"]`);
  const n = Number(el.dataset.count) - 1;
  el.querySelector('[data-take]').remove();
  el.dataset.count = n;
  el.setAttribute('aria-label', el.getAttribute('aria-label').replace(/\d+(?=\D*$)/, n));
  el.querySelector('.pile-count').firstChild.data = String(n);
  const tableau = document.querySelector(hooks.tableau);
  const setText = (cell, text) => { if (cell.firstChild.data !== text) cell.firstChild.data = text; };
  // Cells of a row by power of two, the largest first as drawn.
  const digits = (row) => [...row.querySelectorAll('td.bit')].reverse();
  const row = tableau.querySelectorAll('tbody tr')[pile - 1];
  setText(row.querySelector('td.num'), String(n));
  digits(row).forEach((cell, k) => setText(cell, String((n >> k) & 1)));
  const piles = counts();
  digits(tableau.querySelector('tr.sums')).forEach((cell, k) => {
    const sum = String(piles.filter((x) => (x >> k) & 1).length);
    if (cell.dataset.sum !== sum) { cell.dataset.sum = sum; setText(cell, sum); }
  });
  const nimSum = piles.reduce((a, b) => a ^ b, 0);
  tableau.dataset.nimSum = nimSum;
  const nimRow = tableau.querySelector('tr.nim-sum');
  digits(nimRow).forEach((cell, k) => setText(cell, String((nimSum >> k) & 1)));
  setText(nimRow.querySelector('th'), nimRow.querySelector('th').textContent.replace(/\d+/, nimSum));
  setText(tableau.querySelector('figcaption'), tableau.querySelector('figcaption').textContent.replace(/\d.*/, piles.join(', ')));
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
