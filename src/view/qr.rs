//! QR codes of links, drawn by the QR module (`qr/`): a module of its own, so
//! the app's download does not carry the encoder. It is fetched the first time
//! a code is drawn (Share opened, a worksheet made) and kept for the next ones;
//! offline, the service worker has it.

use bouton_qr::QrPath;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::follow::effect;
use super::nimbers_host::module_url;

#[wasm_bindgen(inline_js = "let module, tries = 0;
export function qr_code(url, text, done) {
    module ??= import(new URL(tries ? `${url}?try=${tries}` : url, document.baseURI).href).then(async (m) => {
        await m.default();
        return m;
    });
    module.then((m) => done(m.qr(text)), () => {
        module = undefined;
        tries += 1;
        done(undefined);
    });
}")]
extern "C" {
    /// Calls `done` with `text`'s code as the module writes it, or with
    /// nothing if the module could not be fetched. The next call tries again,
    /// under a new address: a failed import is remembered by its address.
    fn qr_code(url: &str, text: &str, done: &JsValue);
}

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
    fn read(answer: JsValue) -> Qr {
        match answer.as_string() {
            None => Qr::Failed,
            Some(text) if text.is_empty() => Qr::TooLong,
            Some(text) => QrPath::from_text(&text).map_or(Qr::Failed, Qr::Code),
        }
    }
}

/// The QR code of `link`, drawn again whenever `link` is read anew (a new
/// link, or the same one asked again after a failure). Answers come back in
/// the order asked, so the last one is the link's.
pub fn qr_of(link: Signal<String>) -> ReadSignal<Qr> {
    let (qr, set) = signal(Qr::Drawing);
    effect(Box::new(move |_| {
        let done = Closure::once_into_js(move |answer: JsValue| {
            // (Unless the view asking is gone meanwhile.)
            set.try_set(Qr::read(answer));
        });
        link.with(|link| qr_code(&module_url("qr"), link, &done));
    }));
    qr
}
