//! A link as a QR code, drawn as one SVG path. The encoder runs in a module of
//! its own (`src/main.rs`), which hands the code to the app as text; the app
//! reads it back with [`QrPath::from_text`].
#![forbid(unsafe_code)]

use std::fmt::Write;

use qrcodegen::{QrCode, QrCodeEcc};

/// Light modules around the code, as the QR standard asks.
const QUIET_ZONE: usize = 4;

/// A QR code as one SVG path of dark runs, one unit per module, in a square of
/// `size` units that includes the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrPath {
    pub size: usize,
    pub d: String,
}

impl QrPath {
    /// The code as the module hands it over: its size, a space, its path.
    pub fn to_text(&self) -> String {
        format!("{} {}", self.size, self.d)
    }

    /// Reads what [`QrPath::to_text`] wrote: a size, a space, a path; `None`
    /// without them.
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton_qr::{qr_path, QrPath};
    /// let code = qr_path("https://example.org/?piles=3,4,5").unwrap();
    /// assert_eq!(QrPath::from_text(&code.to_text()), Some(code));
    /// assert_eq!(QrPath::from_text(""), None);
    /// ```
    pub fn from_text(text: &str) -> Option<QrPath> {
        let (size, d) = text.split_once(' ')?;
        Some(QrPath {
            size: size.parse().ok()?,
            d: d.into(),
        })
    }
}

/// `text` as a QR code (byte mode, error correction level M or better where it
/// fits); `None` if the text is too long for a QR code.
pub fn qr_path(text: &str) -> Option<QrPath> {
    let code = QrCode::encode_binary(text.as_bytes(), QrCodeEcc::Medium).ok()?;
    let width = code.size() as usize;
    let dark = |x: usize, y: usize| code.get_module(x as i32, y as i32);
    let mut d = String::with_capacity(width * width);
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if dark(x, y) {
                let run = (x..width).take_while(|&i| dark(i, y)).count();
                let _ = write!(d, "M{} {}h{run}v1h-{run}z", x + QUIET_ZONE, y + QUIET_ZONE);
                x += run;
            } else {
                x += 1;
            }
        }
    }
    Some(QrPath {
        size: width + 2 * QUIET_ZONE,
        d,
    })
}
