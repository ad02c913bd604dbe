// Every hook into the app's markup that the measuring scripts (bench.mjs,
// idle-moves.mjs, trace-moves.mjs, by-hand.mjs, frame.mjs) use, in one place.
// Only these stable hooks are used, so that builds from before and after a
// rewrite of the views compare.
export const HOOKS = {
  piles: '[data-testid="board"] [data-pile]',
  stick: '[data-testid="board"] [data-pile="{pile}"] [data-take="{take}"]',
  sticks: '[data-testid="board"] [data-pile] [data-take]:not([disabled])',
  tableau: '[data-testid="tableau"]',
  status: '[data-testid="status"]',
  lastMove: '[data-testid="last-move"]',
  undo: '[data-testid="undo"]',
};
