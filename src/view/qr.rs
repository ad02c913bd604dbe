//! QR codes of links, drawn by the QR module (`qr/`): a module of its own, so
//! the app's download does not carry the encoder. It is fetched the first time
//! a code is drawn (Share opened, a worksheet made).

use bouton_qr::QrPath;
use leptos::prelude::*;

use super::follow::effect;
use super::module::{self, Exports, Module};

/// A link's QR code, as far as it is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Qr {
    /// The module has not answered yet.
    Drawing,
    Code(QrPath),
    /// The link is too long for a QR code.
    TooLong,
    /// The module could not be fetched (offline before the app was cached).
    Failed,
}

impl Qr {
    fn of(exports: Option<Exports>, link: &str) -> Qr {
        let Some(exports) = exports else {
            return Qr::Failed;
        };
        match exports.qr(link) {
            text if text.is_empty() => Qr::TooLong,
            text => QrPath::from_text(&text).map_or(Qr::Failed, Qr::Code),
        }
    }
}

/// Asks the module for `link`'s code, to be written into `qr` (unless the view
/// asking is gone meanwhile). Answers come back in the order asked.
fn draw(link: String, qr: WriteSignal<Qr>) {
    module::load(Module::Qr, move |exports| {
        qr.try_set(Qr::of(exports, &link));
    });
}

/// The QR code of `link`.
pub fn qr_once(link: String) -> ReadSignal<Qr> {
    let (qr, set) = signal(Qr::Drawing);
    draw(link, set);
    qr
}

/// The QR code of `link`, drawn again whenever `link` is read anew (a new
/// link, or the same one asked again after a failure).
pub fn qr_of(link: Signal<String>) -> ReadSignal<Qr> {
    let (qr, set) = signal(Qr::Drawing);
    effect(Box::new(move |_| draw(link.get(), set)));
    qr
}
