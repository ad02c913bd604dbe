// The reference a move of the app is measured against: the same move written
// by a script with no wasm and no framework, making every visible change the
// app makes in the frame that draws a move, and no other (`bench.mjs` pairs
// the two, `idle-moves.mjs` with HAND=1 and `bench.mjs`'s traced moves time
// it too). Run in the app's own page, on a friend's game in English, it takes
// the last stick of `pile` as the app's move does:
//
// - the board: the pile's stick that takes them all goes (a pile drawn as a
//   bundle and ten loose sticks has one fewer in its bundle instead), its
//   count, its label, and a still copy of the taken stick where it was
//   (`.fading`), which starts to fade in the next frame (`go`), when the
//   earlier move's faded copy goes, as in the app (src/view/board.rs);
// - the tableau: the pile's row (its size and binary digits, leading zeros
//   faint), the column sums with the ◆ of an odd one and its words, the
//   nim-sum's digits and words, the caption and the verdict
//   (src/view/tableau.rs);
// - the status: whose turn, the sentence saying the move, and Undo enabled
//   after the first move (src/view/status.rs).
//
// What the app draws a frame later (the move list, the review, the saved
// game) is not written: the move's time ends with the frame that shows the
// move. The board and the game disagree afterwards, so the script is for a
// page of its own, never one the app goes on playing. It handles the boards
// the benchmark plays (one stick taken from a pile that stays above 24 sticks
// or at most 24, no column of the tableau coming or going).
//
// Only the hooks of `hooks.mjs` and the board's and tableau's markup are read.
// Installed in a page as `window.__byHand(hooks, pile)` by
// `page.evaluate(installByHand)` or an init script of the same text.
export const installByHand = `window.__byHand = (() => {
${[grouped, textOf, setText, byHand, board, fade, tableau, status].join('\n')}
return byHand;
})();`;

/** A number as the app writes it in English: 1,000,000. */
function grouped(n) {
  return n.toLocaleString('en-US');
}

/** The text node an element shows (one is added to an element with none). */
function textOf(el) {
  const texts = [...el.childNodes].filter((x) => x.nodeType === Node.TEXT_NODE);
  return texts.find((x) => x.data.trim()) ?? texts[0] ?? el.appendChild(document.createTextNode(''));
}

/** Writes `text` into an element's text node, if it changes. */
function setText(el, text) {
  const node = textOf(el);
  if (node.data !== text) node.data = text;
}

function byHand(hooks, pile) {
  // The nim-sum before the move, as the tableau shows it.
  const before = Number(document.querySelector(hooks.tableau).dataset.nimSum);
  const pileEl = document.querySelector(`${hooks.piles}[data-pile="${pile}"]`);
  board(hooks, pileEl, Number(pileEl.dataset.count) - 1);
  const piles = [...document.querySelectorAll(hooks.piles)].map((e) => Number(e.dataset.count));
  const after = tableau(hooks, pile, piles);
  // A move from an unsafe position that leaves another unsafe one passed a
  // safe one by: the app's line marks it (its mistake marks are on).
  status(hooks, pile, before !== 0 && after !== 0);
}

function board(hooks, pileEl, count) {
  const bundle = pileEl.querySelector('.bundle');
  if (bundle) {
    // The ten loose sticks stay; the bundle holds the rest.
    const bound = grouped(count - 10);
    bundle.title = bundle.title.replace(/^[\d,]+/, bound);
    setText(bundle.querySelector('.bundle-count'), bound);
  } else {
    // The first stick is the one taking them all; the others stay as they are.
    pileEl.querySelector('[data-take]').remove();
  }
  pileEl.dataset.count = count;
  // "Pile 3, 1,000,000 sticks": the last number is the count.
  pileEl.setAttribute('aria-label', pileEl.getAttribute('aria-label').replace(/[\d,]+(?=\D*$)/, grouped(count)));
  setText(pileEl.querySelector('.pile-count'), grouped(count));
  fade(hooks, pileEl);
}

/**
 * A still copy of the taken stick after the pile's sticks, as the app draws
 * it in the move's frame; in the next frame its fade starts and the earlier
 * move's copy, faded out by then, goes (the app's double animation frame).
 */
function fade(hooks, pileEl) {
  const sticks = pileEl.querySelector('.sticks');
  sticks.querySelector(':scope > .fading')?.remove();
  const copies = document.createElement('span');
  copies.className = 'fading';
  copies.setAttribute('aria-hidden', 'true');
  const copy = document.createElement('span');
  copy.className = 'stick gone';
  copies.append(copy);
  sticks.append(copies);
  requestAnimationFrame(() => requestAnimationFrame(() => {
    for (const old of document.querySelectorAll(`${hooks.piles} .fading`)) if (old !== copies) old.remove();
    copies.classList.add('go');
  }));
}

/** The tableau after the move; returns its nim-sum. */
function tableau(hooks, pile, piles) {
  const figure = document.querySelector(hooks.tableau);
  // A row's cells by power of two, the largest first as drawn.
  const digits = (row) => [...row.querySelectorAll('td.bit')].reverse();
  const count = piles[pile - 1];
  const row = figure.querySelectorAll('tbody tr')[pile - 1];
  setText(row.querySelector('td.num'), grouped(count));
  const top = 32 - Math.clz32(count);
  digits(row).forEach((cell, k) => {
    setText(cell, String((count >> k) & 1));
    cell.classList.toggle('lead', k >= top);
  });
  // An odd column sum is outlined and marked ◆ (the style sheet's), its title
  // the words a screen reader says for the mark.
  digits(figure.querySelector('tr.sums')).forEach((cell, k) => {
    const sum = String(piles.filter((x) => (x >> k) & 1).length);
    if (cell.dataset.sum === sum) return;
    cell.dataset.sum = sum;
    setText(cell, sum);
    const odd = Number(sum) % 2 === 1;
    if (cell.classList.contains('odd') !== odd) {
      cell.classList.toggle('odd', odd);
      cell.title = odd ? 'odd column' : 'even column';
    }
  });
  const nimSum = piles.reduce((a, b) => a ^ b, 0);
  figure.dataset.nimSum = nimSum;
  const nimRow = figure.querySelector('tr.nim-sum');
  digits(nimRow).forEach((cell, k) => {
    const bit = String((nimSum >> k) & 1);
    if (cell.dataset.residue !== bit) {
      cell.dataset.residue = bit;
      setText(cell, bit);
    }
  });
  setText(nimRow.querySelector('th'), `Nim-sum ${grouped(nimSum)}`);
  setText(figure.querySelector('figcaption'), `Now: ${piles.map(grouped).join(', ')}`);
  const verdict = nimSum === 0 ? 'safe' : 'unsafe';
  if (figure.dataset.verdict !== verdict) {
    figure.dataset.verdict = verdict;
    const words = figure.querySelector('.verdict');
    words.classList.toggle('safe', verdict === 'safe');
    setText(words.querySelector('strong'), verdict === 'safe' ? 'safe: whoever moves now loses against perfect play' : 'unsafe: whoever moves now can win');
  }
  return nimSum;
}

function status(hooks, pile, mistake) {
  const line = document.querySelector(hooks.status);
  const mover = line.dataset.turn === 'player2' ? 2 : 1;
  const next = 3 - mover;
  line.dataset.turn = `player${next}`;
  // The words are in the status's span, over the room it keeps.
  setText(line.querySelector(':scope > span'), `Player ${next}'s turn: click a stick to take it and every stick after it.`);
  setText(document.querySelector(hooks.lastMove), `Player ${mover} took 1 stick from pile ${pile}${mistake ? ' (a mistake)' : ''}.`);
  const undo = document.querySelector(hooks.undo);
  if (undo.disabled) undo.disabled = false;
}
