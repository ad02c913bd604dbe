//! Signals that follow what many views draw from one source, and tell them
//! only when it changes.
//!
//! A memo tells every reader to check it whenever something it read changed,
//! even when its own value stays the same: each effect below it is woken to
//! ask. A board of many piles, each drawn from a memo of the game, woke every
//! pile's views with every move. What those views draw is read instead from
//! signals that one effect writes after each change, and only where the value
//! changed: a move wakes the views of the pile it took from, and no others.

use leptos::prelude::*;

/// A signal holding `value()`, computed now and again whenever what it reads
/// changes, and written only when the result differs.
pub fn follow<T>(value: impl Fn() -> T + 'static) -> ReadSignal<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let signal = RwSignal::new(untrack(&value));
    effect(Box::new(move |_| {
        let now = value();
        if signal.with_untracked(|shown| *shown != now) {
            signal.set(now);
        }
    }));
    signal.read_only()
}

/// An effect running `f` (given what it returned the last time), boxed: each
/// effect of a closure type of its own is a copy of the effect's machinery in
/// the download.
pub fn effect<T: 'static>(f: Box<dyn FnMut(Option<T>) -> T>) {
    Effect::new(f);
}

/// A list following `list()` as [`follow`] does, each item read through an
/// [`Item`] of its own: a change tells only the items that differ. (The items
/// keep their values in one list beside a trigger each, rather than each in a
/// signal: a signal for each type of item is more code to download.)
pub struct Items<T: 'static> {
    values: StoredValue<Vec<T>>,
    changes: StoredValue<Vec<ArcTrigger>>,
    len: RwSignal<usize>,
}

impl<T: 'static> Clone for Items<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Items<T> {}

impl<T> Items<T>
where
    T: PartialEq + Send + Sync + 'static,
{
    pub fn follow(list: impl Fn() -> Vec<T> + 'static) -> Items<T> {
        let first = untrack(&list);
        let items = Items {
            len: RwSignal::new(first.len()),
            changes: StoredValue::new(first.iter().map(|_| ArcTrigger::new()).collect()),
            values: StoredValue::new(first),
        };
        effect(Box::new(move |_| items.write(list())));
        items
    }

    fn write(&self, list: Vec<T>) {
        let len = list.len();
        let mut changed = Vec::new();
        self.values.update_value(|values| {
            values.truncate(len);
            for (i, value) in list.into_iter().enumerate() {
                match values.get_mut(i) {
                    Some(shown) if *shown != value => {
                        *shown = value;
                        changed.push(i);
                    }
                    Some(_) => {}
                    None => values.push(value),
                }
            }
        });
        let changed: Vec<ArcTrigger> = self
            .changes
            .try_update_value(|changes| {
                changes.truncate(len);
                changes.resize_with(len, ArcTrigger::new);
                changed.iter().map(|&i| changes[i].clone()).collect()
            })
            .unwrap_or_default();
        // Told once the list is stored: a view woken by one may read the others.
        for item in changed {
            item.notify();
        }
        if self.len.get_untracked() != len {
            self.len.set(len);
        }
    }

    /// How many items there are (tracked).
    pub fn len(&self) -> usize {
        self.len.get()
    }

    /// Item `i`, for a view drawn for it.
    pub fn item(&self, i: usize) -> Item<T> {
        Item { items: *self, i }
    }
}

/// One item of [`Items`].
pub struct Item<T: 'static> {
    items: Items<T>,
    i: usize,
}

impl<T: 'static> Clone for Item<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Item<T> {}

impl<T: Send + Sync + 'static> Item<T> {
    /// `f` of the item (tracked), or `None` once the list no longer has it
    /// (for the moment before its view goes).
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> Option<R> {
        self.items.changes.with_value(|changes| {
            if let Some(change) = changes.get(self.i) {
                change.track();
            }
        });
        self.items
            .values
            .with_value(|values| values.get(self.i).map(f))
    }
}
