//! The first screen in two steps: the board and what sits above it are built
//! and painted first; what is below and beside it (the tableau among them) is
//! built in the task after that paint. The board is on screen as early as it
//! can be, and nothing it already shows moves when the rest arrives.

use leptos::prelude::*;
use std::time::Duration;

/// How far the start has gone: the first screen painted, then the rest built.
#[derive(Clone, Copy)]
pub struct Start {
    pub painted: ReadSignal<bool>,
    pub built: ReadSignal<bool>,
}

impl Start {
    /// Provides the start's progress for the app's views. `painted` turns true
    /// in a task queued by the first animation frame, so once that frame is
    /// painted; `built` a task later, once the views it woke are built.
    pub fn provide() -> Start {
        let (painted, set_painted) = signal(false);
        let (built, set_built) = signal(false);
        request_animation_frame(move || {
            set_timeout(
                move || {
                    set_painted.set(true);
                    set_timeout(move || set_built.set(true), Duration::ZERO);
                },
                Duration::ZERO,
            );
        });
        let start = Start { painted, built };
        provide_context(start);
        start
    }

    pub fn get() -> Start {
        expect_context()
    }
}

/// Its children, built once the first screen is painted.
#[component]
pub fn AfterPaint(children: ChildrenFn) -> impl IntoView {
    let painted = Start::get().painted;
    move || painted.get().then(|| children())
}
