//! The views' random choices (a random position, a lesson's opening, a new
//! worksheet) drawn from the engine's generator, seeded once from the browser:
//! what they draw is the engine's to decide, and tested natively.

use leptos::prelude::*;

use crate::engine::Rng;

/// A generator's random choices, shared through context: the app's (a random
/// position) and the learning pages' (a new worksheet or practice set).
#[derive(Clone, Copy)]
pub struct Dice(StoredValue<Rng>);

impl Dice {
    /// Provides a generator whose sequence `seed` fixes.
    pub fn provide(seed: u64) {
        provide_context(Dice(StoredValue::new(Rng::new(seed))));
    }

    /// A seed from the browser, different at each start.
    pub fn browser_seed() -> u64 {
        (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
    }

    /// The generator from context; the app and the learning pages each provide one.
    pub fn get() -> Dice {
        expect_context::<Dice>()
    }

    /// Draws with the generator.
    pub fn roll<T>(self, draw: impl FnOnce(&mut Rng) -> T) -> T {
        self.0
            .try_update_value(draw)
            .expect("the generator lives as long as the views that roll it")
    }

    /// A seed for a new set of exercises, from 1 to 999,999 and not `old`.
    pub fn new_seed(self, old: u64) -> u64 {
        let seed = 1 + self.roll(|rng| rng.below(999_999));
        if seed == old {
            seed % 999_999 + 1
        } else {
            seed
        }
    }
}
