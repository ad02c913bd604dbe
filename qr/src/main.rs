//! The QR module's entry: the app imports its script, starts it, and calls
//! [`qr`] for each link it draws (src/view/qr.rs).

use wasm_bindgen::prelude::*;

/// `text`'s QR code in the form [`bouton_qr::QrPath::to_text`] writes, or an
/// empty string if the text is too long for a QR code.
#[wasm_bindgen]
pub fn qr(text: &str) -> String {
    bouton_qr::qr_path(text)
        .map(|code| code.to_text())
        .unwrap_or_default()
}

fn main() {}
