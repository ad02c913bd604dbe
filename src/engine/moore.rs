//! Moore's Nim (E. H. Moore, 1910): a move takes at least one stick in all, from at
//! most k piles.
//!
//! Write the piles in binary: the position is safe exactly when every column sum is
//! divisible by k+1 (for k = 1, Bouton's even columns). In misère play, while every
//! pile holds 0 or 1 stick the position is safe exactly when the number of ones is
//! 1 more than a multiple of k+1; otherwise the rule of normal play holds. Both
//! rules are checked against a search of every small position in
//! `tests/engine_search.rs`.

use super::multi_move::MultiMove;
use super::position::Move;
use super::rng::Rng;
use super::rules::Ending;

/// How much counting [`winning`] may do before it settles for a lower bound: one
/// unit is one step of its column-by-column count. Every position of up to 32
/// piles with k up to 3 is counted exactly well within it.
pub(crate) const COUNT_BUDGET: u64 = 4_000_000;

/// Columns needed to write every pile in binary (at least one).
pub(crate) fn width(piles: &[u32]) -> u32 {
    let widest = piles.iter().copied().max().unwrap_or(0);
    (u32::BITS - widest.leading_zeros()).max(1)
}

/// How many piles have a 1 in each column; index j is the column of 2^j.
pub(crate) fn column_sums(piles: &[u32]) -> Vec<u32> {
    (0..width(piles))
        .map(|j| piles.iter().filter(|&&p| p >> j & 1 == 1).count() as u32)
        .collect()
}

/// Whether the player who left `piles` wins with perfect play.
pub(crate) fn is_safe(piles: &[u32], k: u32, ending: Ending) -> bool {
    let modulus = k + 1;
    if ending == Ending::Misere && piles.iter().all(|&p| p <= 1) {
        let ones = piles.iter().filter(|&&p| p == 1).count() as u32;
        return ones % modulus == 1;
    }
    column_sums(piles).iter().all(|&sum| sum % modulus == 0)
}

/// The size pile `pile` must shrink to, all others untouched, to make every
/// column sum divisible by k+1; `None` when no size does (or only a larger one).
pub(crate) fn single_target(piles: &[u32], k: u32, pile: usize) -> Option<u32> {
    let modulus = k + 1;
    let size = piles[pile];
    let mut target = 0u32;
    for (j, &sum) in column_sums(piles).iter().enumerate() {
        let rest = sum - (size >> j & 1);
        let needed = (modulus - rest % modulus) % modulus;
        match needed {
            0 => {}
            1 => target |= 1 << j,
            _ => return None,
        }
    }
    (target < size).then_some(target)
}

/// Binomial coefficients up to 32 choose 32.
fn binomials() -> Vec<Vec<u128>> {
    let mut rows: Vec<Vec<u128>> = Vec::with_capacity(33);
    for n in 0..=32usize {
        let row = (0..=n)
            .map(|r| {
                if r == 0 || r == n {
                    1
                } else {
                    rows[n - 1][r - 1] + rows[n - 1][r]
                }
            })
            .collect();
        rows.push(row);
    }
    rows
}

/// The winning moves of one set of piles, all of which the move shrinks while
/// the others stay as they are.
///
/// Going down the columns from the highest, a changed pile is "tight" (equal to its
/// old size so far) until the column where it drops a 1 to a 0; below that column
/// its digits are free. Column j must then hold exactly `needed[j]` ones among the
/// changed piles: fewer than k+1 piles can only reach a multiple of k+1 that way.
/// `ways[j][tight]` counts the completions from column j down with the piles of
/// `tight` still tight.
struct PileSet<'a> {
    piles: &'a [u32],
    chosen: Vec<usize>,
    needed: Vec<u32>,
    /// For each column, the chosen piles (as bits of a mask) with a 1 there.
    ones: Vec<u32>,
    /// `ways[j + 1]` is the table for column j; `ways[0]` the end of the number.
    ways: Vec<Vec<u128>>,
}

impl<'a> PileSet<'a> {
    /// `None` when no move of this set can make every column sum a multiple of k+1.
    fn new(
        piles: &'a [u32],
        chosen: Vec<usize>,
        sums: &[u32],
        k: u32,
        binomial: &[Vec<u128>],
    ) -> Option<PileSet<'a>> {
        let modulus = k + 1;
        let size = chosen.len();
        let mut needed = Vec::with_capacity(sums.len());
        let mut ones = Vec::with_capacity(sums.len());
        for (j, &sum) in sums.iter().enumerate() {
            let mut mask = 0u32;
            for (bit, &pile) in chosen.iter().enumerate() {
                if piles[pile] >> j & 1 == 1 {
                    mask |= 1 << bit;
                }
            }
            let rest = sum - mask.count_ones();
            let want = (modulus - rest % modulus) % modulus;
            if want as usize > size {
                return None;
            }
            needed.push(want);
            ones.push(mask);
        }
        let states = 1usize << size;
        let mut ways = vec![vec![0u128; states]];
        // Past the units column every changed pile must have dropped.
        ways[0][0] = 1;
        for j in 0..sums.len() {
            let below = &ways[j];
            let mut table = vec![0u128; states];
            for (tight, cell) in table.iter_mut().enumerate() {
                let tight = tight as u32;
                let free = size as u32 - tight.count_ones();
                let droppable = tight & ones[j];
                let mut drop = droppable;
                loop {
                    let stay = droppable.count_ones() - drop.count_ones();
                    if let Some(x) = needed[j].checked_sub(stay).filter(|&x| x <= free) {
                        let through = binomial[free as usize][x as usize]
                            .saturating_mul(below[(tight & !drop) as usize]);
                        *cell = cell.saturating_add(through);
                    }
                    if drop == 0 {
                        break;
                    }
                    drop = (drop - 1) & droppable;
                }
            }
            ways.push(table);
        }
        Some(PileSet {
            piles,
            chosen,
            needed,
            ones,
            ways,
        })
    }

    /// Work of [`PileSet::new`] for `size` piles over `columns` columns.
    fn cost(size: usize, columns: u32) -> u64 {
        u64::from(columns).saturating_mul(3u64.saturating_pow(size as u32))
    }

    fn count(&self) -> u128 {
        let all = (1usize << self.chosen.len()) - 1;
        self.ways[self.ways.len() - 1][all]
    }

    /// Lists moves of this set into `out` until it holds `show`; `keep` filters them.
    fn list(&self, show: usize, out: &mut Vec<MultiMove>, keep: &dyn Fn(&[u32]) -> bool) {
        let all = (1u32 << self.chosen.len()) - 1;
        let mut values = vec![0u32; self.chosen.len()];
        self.walk(self.needed.len(), all, &mut values, show, out, keep);
    }

    fn walk(
        &self,
        column: usize,
        tight: u32,
        values: &mut Vec<u32>,
        show: usize,
        out: &mut Vec<MultiMove>,
        keep: &dyn Fn(&[u32]) -> bool,
    ) {
        if out.len() >= show {
            return;
        }
        if column == 0 {
            if tight == 0 && keep(values) {
                out.push(self.moves_to(values));
            }
            return;
        }
        let j = column - 1;
        let size = self.chosen.len() as u32;
        let all = (1u32 << size) - 1;
        let droppable = tight & self.ones[j];
        let free = all & !tight;
        // Keeping a 1 first, so smaller takes come first.
        let mut drop = 0u32;
        loop {
            let next = tight & !drop;
            let stay = droppable.count_ones() - drop.count_ones();
            let x = self.needed[j].checked_sub(stay);
            if let Some(x) = x.filter(|_| self.ways[j][next as usize] > 0) {
                // Every choice of x free piles for the ones of this column.
                let mut set = free;
                loop {
                    if set.count_ones() == x {
                        let saved = values.clone();
                        for (bit, value) in values.iter_mut().enumerate() {
                            let bit = 1u32 << bit;
                            let one = if tight & bit != 0 {
                                droppable & bit != 0 && drop & bit == 0
                            } else {
                                set & bit != 0
                            };
                            if one {
                                *value |= 1 << j;
                            }
                        }
                        self.walk(j, next, values, show, out, keep);
                        *values = saved;
                        if out.len() >= show {
                            return;
                        }
                    }
                    if set == 0 {
                        break;
                    }
                    set = (set - 1) & free;
                }
            }
            if drop == droppable {
                break;
            }
            // The next submask of `droppable`, counting upwards.
            drop = drop.wrapping_sub(droppable) & droppable;
        }
    }

    /// The move that leaves the chosen piles at `values`.
    fn moves_to(&self, values: &[u32]) -> MultiMove {
        let parts = self
            .chosen
            .iter()
            .zip(values)
            .map(|(&pile, &value)| Move {
                pile,
                take: self.piles[pile] - value,
            })
            .collect();
        MultiMove::new(parts).expect("distinct piles")
    }
}

/// How many winning moves there are, or at least how many when too many to count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveCount {
    /// Exactly this many.
    Exactly(u64),
    /// At least this many: counting them all would take too long (or the number
    /// does not fit in a `u64`).
    AtLeast(u64),
}

impl MoveCount {
    /// The number counted, exact or not.
    pub fn at_least(self) -> u64 {
        match self {
            MoveCount::Exactly(n) | MoveCount::AtLeast(n) => n,
        }
    }
}

/// Every winning move of Moore's Nim with `k` from `piles`: the first `show` of
/// them, one-pile moves first, and how many there are. When counting stops at
/// [`COUNT_BUDGET`] before finding any, the move [`winning_move`] builds is shown.
pub(crate) fn winning(
    piles: &[u32],
    k: u32,
    ending: Ending,
    show: usize,
) -> (Vec<MultiMove>, MoveCount) {
    let modulus = k + 1;
    let sums = column_sums(piles);
    let columns = sums.len() as u32;
    let binomial = binomials();
    let nonempty: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    let most = (k as usize).min(nonempty.len());
    let misere = ending == Ending::Misere;
    let mut first = Vec::new();
    let mut count: u128 = 0;
    let mut work: u64 = 0;
    let mut complete = true;
    'sizes: for size in 1..=most {
        let mut pick: Vec<usize> = (0..size).collect();
        loop {
            let chosen: Vec<usize> = pick.iter().map(|&i| nonempty[i]).collect();
            let cost = PileSet::cost(size, columns) + (1u64 << size.min(40));
            if work.saturating_add(cost) > COUNT_BUDGET {
                complete = false;
                break 'sizes;
            }
            // The cheap test of PileSet::new is one pass over the columns; the
            // count itself is charged only when it runs.
            work += u64::from(columns);
            let set = PileSet::new(piles, chosen.clone(), &sums, k, &binomial);
            if let Some(set) = &set {
                work += cost;
                count = count.saturating_add(set.count());
            }
            if misere {
                let (unsafe_ends, safe_ends) = endgame_moves(piles, &chosen, modulus);
                // Moves to all-0-or-1 positions whose ones are a multiple of k+1 are
                // safe in normal play but not in misère; those with one more win.
                count = count
                    .saturating_sub(unsafe_ends.len() as u128)
                    .saturating_add(safe_ends.len() as u128);
                if let Some(set) = set.as_ref().filter(|_| first.len() < show) {
                    let rest_small = (0..piles.len())
                        .filter(|i| !chosen.contains(i))
                        .all(|i| piles[i] <= 1);
                    set.list(show, &mut first, &|values| {
                        !(rest_small && values.iter().all(|&v| v <= 1))
                    });
                }
                for mv in safe_ends {
                    if first.len() < show {
                        first.push(mv);
                    }
                }
            } else if let Some(set) = set.as_ref().filter(|_| first.len() < show) {
                set.list(show, &mut first, &|_| true);
            }
            if !next_pick(&mut pick, nonempty.len()) {
                break;
            }
        }
    }
    if !complete && first.is_empty() && show > 0 {
        // The sets searched before the budget ran out held no winning move: show
        // the one built column by column, if the position has one.
        if let Some(mv) = winning_move(piles, k, ending, &mut Rng::new(0)) {
            first.push(mv);
            count = count.max(1);
        }
    }
    let exact = u64::try_from(count).ok().filter(|_| complete);
    let count = match exact {
        Some(n) => MoveCount::Exactly(n),
        None => MoveCount::AtLeast(u64::try_from(count).unwrap_or(u64::MAX)),
    };
    (first, count)
}

/// The next combination of `pick.len()` indices below `n`, in lexicographic order.
fn next_pick(pick: &mut [usize], n: usize) -> bool {
    let size = pick.len();
    for i in (0..size).rev() {
        if pick[i] < n - size + i {
            pick[i] += 1;
            for next in i + 1..size {
                pick[next] = pick[next - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// Moves that shrink exactly the `chosen` piles to 0 or 1 and leave every pile at
/// 0 or 1: those leaving a multiple of k+1 ones, and those leaving one more.
fn endgame_moves(
    piles: &[u32],
    chosen: &[usize],
    modulus: u32,
) -> (Vec<MultiMove>, Vec<MultiMove>) {
    let mut multiple = Vec::new();
    let mut one_more = Vec::new();
    let others: Vec<usize> = (0..piles.len()).filter(|i| !chosen.contains(i)).collect();
    if others.iter().any(|&i| piles[i] > 1) {
        return (multiple, one_more);
    }
    let ones_left = others.iter().filter(|&&i| piles[i] == 1).count() as u32;
    for kept in 0u64..1 << chosen.len() {
        // Bit b of `kept`: chosen pile b is left with one stick (it must have had two).
        let valid = chosen
            .iter()
            .enumerate()
            .all(|(b, &pile)| kept >> b & 1 == 0 || piles[pile] >= 2);
        if !valid {
            continue;
        }
        let parts = chosen
            .iter()
            .enumerate()
            .map(|(b, &pile)| Move {
                pile,
                take: piles[pile] - (kept >> b & 1) as u32,
            })
            .collect();
        let mv = MultiMove::new(parts).expect("distinct piles");
        match (ones_left + kept.count_ones()) % modulus {
            0 => multiple.push(mv),
            1 => one_more.push(mv),
            _ => {}
        }
    }
    (multiple, one_more)
}

/// A winning move of Moore's Nim with `k`, built column by column, or `None` from
/// a safe position. Where there is a choice (which piles to shrink, which to give a
/// 1) `rng` makes it, so games differ.
///
/// Going down from the highest column: the piles already shrunk ("touched") may
/// take any digit below the column where they dropped. In each column, with s
/// ones among the untouched piles and t touched piles: drop s mod (k+1) of those
/// ones, if that touches no more than k piles in all; otherwise give a 1 to
/// k+1 − (s mod (k+1)) touched piles, which there are enough of.
pub(crate) fn winning_move(
    piles: &[u32],
    k: u32,
    ending: Ending,
    rng: &mut Rng,
) -> Option<MultiMove> {
    if is_safe(piles, k, ending) || piles.iter().all(|&p| p == 0) {
        return None;
    }
    let big = piles.iter().filter(|&&p| p >= 2).count();
    if ending == Ending::Misere && big <= k as usize {
        return endgame_move(piles, k, rng);
    }
    let modulus = k as usize + 1;
    let mut touched = vec![false; piles.len()];
    let mut values = piles.to_vec();
    for j in (0..width(piles)).rev() {
        let ones: Vec<usize> = (0..piles.len())
            .filter(|&i| !touched[i] && piles[i] >> j & 1 == 1)
            .collect();
        let free: Vec<usize> = (0..piles.len()).filter(|&i| touched[i]).collect();
        let excess = ones.len() % modulus;
        let can_drop = excess + free.len() <= k as usize;
        let can_fill = excess > 0 && free.len() >= modulus - excess;
        for &i in &free {
            values[i] &= !(1 << j);
        }
        if can_drop && !(can_fill && rng.below(2) == 0) {
            for i in choose(&ones, excess, rng) {
                values[i] &= !(1 << j);
                touched[i] = true;
            }
        } else {
            for i in choose(&free, modulus - excess, rng) {
                values[i] |= 1 << j;
            }
        }
    }
    let parts = (0..piles.len())
        .filter(|&i| touched[i])
        .map(|i| Move {
            pile: i,
            take: piles[i] - values[i],
        })
        .collect();
    MultiMove::new(parts).ok()
}

/// Misère with at most k piles of two or more: every winning move leaves only piles
/// of 0 or 1, one more than a multiple of k+1 of them with one stick.
fn endgame_move(piles: &[u32], k: u32, rng: &mut Rng) -> Option<MultiMove> {
    let modulus = k + 1;
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= 2).collect();
    let ones: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] == 1).collect();
    let spare = k as usize - big.len();
    // (how many big piles keep one stick, how many single sticks are taken)
    let mut choices = Vec::new();
    for kept in 0..=big.len() {
        for taken in 0..=spare.min(ones.len()) {
            let left = (kept + ones.len() - taken) as u32;
            if left % modulus == 1 && big.len() + taken > 0 {
                choices.push((kept, taken));
            }
        }
    }
    if choices.is_empty() {
        return None;
    }
    let (kept, taken) = choices[rng.below(choices.len() as u64) as usize];
    let keep_one = choose(&big, kept, rng);
    let mut parts: Vec<Move> = big
        .iter()
        .map(|&pile| Move {
            pile,
            take: piles[pile] - u32::from(keep_one.contains(&pile)),
        })
        .collect();
    parts.extend(
        choose(&ones, taken, rng)
            .into_iter()
            .map(|pile| Move { pile, take: 1 }),
    );
    MultiMove::new(parts).ok()
}

/// `n` of `from`, drawn at random (a partial shuffle).
fn choose(from: &[usize], n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut pool = from.to_vec();
    for i in 0..n.min(pool.len()) {
        let j = i + rng.below((pool.len() - i) as u64) as usize;
        pool.swap(i, j);
    }
    pool.truncate(n);
    pool
}

/// A legal move of Moore's Nim with `k`, at random: from 1 to k non-empty piles,
/// each losing from one stick to all of its sticks. `None` when no stick is left.
pub(crate) fn random_move(piles: &[u32], k: u32, rng: &mut Rng) -> Option<MultiMove> {
    let nonempty: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    if nonempty.is_empty() {
        return None;
    }
    let most = (k as usize).min(nonempty.len());
    let how_many = 1 + rng.below(most as u64) as usize;
    let parts = choose(&nonempty, how_many, rng)
        .into_iter()
        .map(|pile| Move {
            pile,
            take: 1 + rng.below(u64::from(piles[pile])) as u32,
        })
        .collect();
    MultiMove::new(parts).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_sums_decide() {
        // 1, 2, 3 with k = 2: columns 2 and 2, not multiples of 3: unsafe.
        assert!(!is_safe(&[1, 2, 3], 2, Ending::Normal));
        // 3, 3, 3: columns 3 and 3.
        assert!(is_safe(&[3, 3, 3], 2, Ending::Normal));
        assert!(is_safe(&[1, 1, 1, 1], 2, Ending::Misere));
        assert!(!is_safe(&[1, 1, 1], 2, Ending::Misere));
        assert_eq!(single_target(&[3, 3, 5], 2, 2), Some(3));
        assert_eq!(single_target(&[3, 3, 1], 2, 2), None);
    }

    #[test]
    fn lists_and_counts_agree() {
        let (first, count) = winning(&[3, 4, 5], 2, Ending::Normal, usize::MAX);
        assert_eq!(count, MoveCount::Exactly(first.len() as u64));
        assert!(!first.is_empty());
        for mv in &first {
            let mut after = vec![3, 4, 5];
            for part in mv.parts() {
                after[part.pile] -= part.take;
            }
            assert!(is_safe(&after, 2, Ending::Normal), "{mv}");
        }
        // 1, 1, 1, 1 with k = 2: leave three ones, four ways.
        let (shown, count_again) = winning(&[1, 1, 1, 1], 2, Ending::Normal, 2);
        let (all, _) = winning(&[1, 1, 1, 1], 2, Ending::Normal, usize::MAX);
        assert_eq!(all.len(), 4);
        assert_eq!(shown, all[..2].to_vec());
        assert_eq!(count_again, MoveCount::Exactly(4));
    }

    #[test]
    fn huge_positions_are_counted_or_bounded_quickly() {
        let piles: Vec<u32> = (0..32).map(|i| 1_000_000 - 37 * i).collect();
        let (first, count) = winning(&piles, 3, Ending::Normal, 5);
        assert_eq!(first.len(), 5);
        assert!(count.at_least() > 5, "{count:?}");
        let (first, count) = winning(&piles, 16, Ending::Misere, 5);
        assert!(!first.is_empty());
        assert!(
            matches!(count, MoveCount::AtLeast(n) if n >= 1),
            "{count:?}"
        );
        let mut rng = Rng::new(1);
        assert!(winning_move(&piles, 16, Ending::Misere, &mut rng).is_some());
    }
}
