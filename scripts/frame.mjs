// What a move's time is, written once for every script that times one
// (bench.mjs, idle-moves.mjs, trace-moves.mjs): from the click (or a script's
// change) to the end of the first frame that begins once the change is in the
// page, that is the frame that shows it. A move is drawn "within one frame"
// when that time is at most FRAME_MS. Every move starts from an idle page:
// IDLE_MS after the last change, when the fade of the taken sticks (0.45 s)
// and the frames that follow a move are over.
//
// The end of a frame is read in the page, so any run can time it, traced or
// not: a message posted from the frame's animation-frame callback runs as soon
// as the frame's rendering task (style, layout, paint and the commit to the
// compositor) is over. When that task ran long, Chromium may run the next
// frame before the message; the next frame's animation-frame callback runs
// only once the frame before it is over too, so whichever of the two comes
// first marks the end.
//
// Installed in a page as `window.__frame` by an init script of this text
// (bench.mjs, pages.mjs), or by `page.evaluate(installFrameClock)`.

/** A frame of a 60 Hz display, in ms. */
export const FRAME_MS = 1000 / 60;
/** How long a page is left alone before each timed move, in ms. */
export const IDLE_MS = 700;

export const installFrameClock = `window.__frame = (${frameClock})(${FRAME_MS}, ${IDLE_MS});`;

function frameClock(FRAME_MS, IDLE_MS) {
  const now = () => performance.now();

  /** Resolves as soon as `cond()` holds: checked at once, then after every change to the page. */
  const until = (cond, timeout = 15000) => new Promise((resolve, reject) => {
    if (cond()) return resolve();
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for the page')); }, timeout);
    const observer = new MutationObserver(() => {
      if (cond()) { observer.disconnect(); clearTimeout(timer); resolve(); }
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  /** `performance.now()` at the end of the next frame (see the top of frame.mjs). */
  const frameEnd = () => new Promise((resolve) => requestAnimationFrame(() => {
    let done = false;
    const end = () => { if (!done) { done = true; resolve(now()); } };
    const channel = new MessageChannel();
    channel.port1.onmessage = end;
    channel.port2.postMessage(null);
    requestAnimationFrame(end);
  }));

  /** ms from `t0` to the end of the first frame that begins once `drawn()` holds. */
  const drawnSince = async (t0, drawn, mark) => {
    await until(drawn);
    const t1 = await frameEnd();
    if (mark) performance.mark(`${mark}-drawn`);
    return t1 - t0;
  };

  // The board as the page shows it, read through the hooks of hooks.mjs.
  const counts = (hooks) => [...document.querySelectorAll(hooks.piles)].map((e) => Number(e.dataset.count));
  const total = (hooks) => counts(hooks).reduce((a, b) => a + b, 0);
  const tableauAgrees = (hooks) => {
    const tableau = document.querySelector(hooks.tableau);
    return !!tableau && Number(tableau.dataset.nimSum) === counts(hooks).reduce((a, b) => a ^ b, 0);
  };

  return {
    FRAME_MS,
    until,
    frameEnd,
    /** Leaves the page alone until it is idle: the last change's fade and frames are over. */
    idle: () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)),
    /**
     * Runs `act` (a click, a script's change) and resolves with its time: ms
     * to the end of the first frame that begins once `drawn()` holds. With
     * `mark`, the span is marked `mark` and `mark-drawn` for a trace.
     */
    time(act, drawn, mark) {
      if (mark) performance.mark(mark);
      const t0 = now();
      act();
      return drawnSince(t0, drawn, mark);
    },
    /** The same for the next click the browser dispatches (a pointer's), from the click event's own time. */
    nextClick(drawn) {
      return new Promise((resolve) => {
        addEventListener('click', (e) => resolve(drawnSince(e.timeStamp, drawn)), { capture: true, once: true });
      });
    },
    /**
     * Whether a move taking `take` sticks, from the board as it is now, is in
     * the page: `take` sticks fewer on the board, and the tableau's nim-sum that
     * of the board's piles (so the tableau follows the board, not a step behind).
     */
    moveDrawn(hooks, take) {
      const target = total(hooks) - take;
      return () => total(hooks) === target && tableauAgrees(hooks);
    },
    counts,
    total,
    tableauAgrees,
  };
}
