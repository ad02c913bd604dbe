// The statistics of the benchmark's ratios (bench.mjs, idle-moves.mjs): each
// sample of the app is paired with the reference's sample taken next to it in
// the same run, and a figure is the median of the pairs' ratios with a
// bootstrap interval (the pairs resampled), so a change in the machine's load
// during a run falls on both sides of a pair and not on the ratio.

/** How many times the pairs are resampled for an interval. */
export const RESAMPLES = 2000;
/** Fixed, so that the same samples always give the same interval. */
export const SEED = 45;
/** The normal quantile of a two-sided 95 % interval. */
const Z = 1.96;

/** A seeded generator of numbers in [0, 1) (mulberry32): small, fast, and enough for resampling. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile of sorted numbers, by nearest rank (a value that was measured). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median: the middle value, or the mean of the two middle ones. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The 95 % percentile-bootstrap interval of `stat` over `pairs`: the pairs are
 * drawn with replacement `resamples` times, each draw as many as there are.
 */
export function bootstrap(pairs, stat, { resamples = RESAMPLES, seed = SEED } = {}) {
  const random = seeded(seed);
  const stats = [];
  for (let r = 0; r < resamples; r++) {
    const draw = Array.from(pairs, () => pairs[Math.floor(random() * pairs.length)]);
    stats.push(stat(draw));
  }
  stats.sort((a, b) => a - b);
  return { low: percentile(stats, 2.5), high: percentile(stats, 97.5) };
}

const round = (x, places) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * Pairs `[app, reference]` of times in ms (a pair with a side missing is left
 * out) as a ratio: the median of app ÷ reference over the pairs, its 95 %
 * interval, how many pairs, and each side's median and 90th percentile.
 */
export function pairedRatio(pairs) {
  const whole = pairs.filter(([a, r]) => Number.isFinite(a) && Number.isFinite(r) && r > 0);
  if (whole.length === 0) return null;
  const ratio = (ps) => median(ps.map(([a, r]) => a / r));
  const { low, high } = bootstrap(whole, ratio);
  const side = (i) => whole.map((p) => p[i]).sort((a, b) => a - b);
  return {
    median: round(ratio(whole), 3),
    low: round(low, 3),
    high: round(high, 3),
    n: whole.length,
    appMedian: round(median(side(0)), 1),
    appP90: round(percentile(side(0), 90), 1),
    referenceMedian: round(median(side(1)), 1),
    referenceP90: round(percentile(side(1), 90), 1),
  };
}

/**
 * The share of `samples` that `hit`, in %, with its 95 % Wilson interval (a
 * bootstrap interval of a share of 72 out of 72 would be 100 to 100).
 */
export function share(samples, hit) {
  const n = samples.length;
  if (n === 0) return null;
  const p = samples.filter(hit).length / n;
  const centre = (p + (Z * Z) / (2 * n)) / (1 + (Z * Z) / n);
  const half = (Z / (1 + (Z * Z) / n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n));
  return { percent: round(100 * p, 1), low: round(100 * Math.max(0, centre - half), 1), high: round(100 * Math.min(1, centre + half), 1), n };
}

/**
 * The fewest samples a share needs for its interval to reach `percent` when
 * every sample is a hit: with fewer, a share can never be shown to meet a goal
 * of at least `percent`. (All hits put the interval's lower end at n / (n + z²).)
 */
export function samplesToSettle(percent) {
  const p = percent / 100;
  return Math.ceil((Z * Z * p) / (1 - p));
}

/**
 * Whether an interval meets a goal: `met` when all of it does, `not met` when
 * none of it does, `not settled` when it spans the goal (more samples decide).
 */
export function verdict({ low, high }, goal, atMost = true) {
  const [good, bad] = atMost ? [high <= goal, low > goal] : [low >= goal, high < goal];
  return good ? 'met' : bad ? 'not met' : 'not settled';
}
