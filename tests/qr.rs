//! `bouton::qr` draws what Project Nayuki's `qrcodegen` draws for the same bytes
//! (byte mode, level M raised when it fits, the mask by penalty), module for
//! module: at every length where the version or the level changes, on short
//! and long links, and on arbitrary bytes. (tests/share.rs reads the app's QR
//! codes back with a decoder.)
#![cfg(not(target_arch = "wasm32"))]

use bouton::qr::QrCode;
use proptest::prelude::*;
use qrcodegen::QrCodeEcc;

/// Asserts that both encoders draw the same modules for `data`, or both refuse it.
fn same(data: &[u8]) {
    let reference = qrcodegen::QrCode::encode_binary(data, QrCodeEcc::Medium).ok();
    let ours = QrCode::encode(data);
    match (reference, ours) {
        (None, None) => {}
        (Some(reference), Some(ours)) => {
            let size = reference.size() as usize;
            assert_eq!(ours.size(), size, "size for {} bytes", data.len());
            for y in 0..size {
                for x in 0..size {
                    assert_eq!(
                        ours.dark(x, y),
                        reference.get_module(x as i32, y as i32),
                        "module ({x}, {y}) of version {} for {} bytes",
                        reference.version().value(),
                        data.len()
                    );
                }
            }
        }
        (reference, ours) => panic!(
            "{} bytes: qrcodegen {}, ours {}",
            data.len(),
            if reference.is_some() {
                "encodes"
            } else {
                "refuses"
            },
            if ours.is_some() { "encodes" } else { "refuses" }
        ),
    }
}

/// `len` bytes of a link-like text (the bytes vary, so the masks do).
fn link(len: usize) -> Vec<u8> {
    let text = "https://example.org/nim/?piles=3,4,5&mode=misere&vs=friend&moves=2:3,1:1,";
    text.bytes().cycle().take(len).collect()
}

#[test]
fn short_texts_of_every_length() {
    for len in 0..=120 {
        same(&link(len));
    }
}

/// Where the version or the level changes: the last length that fits at each
/// level (M, Q, H) of each version and the first that does not, up to the
/// longest text a QR code holds and the first one too long.
#[test]
fn every_version_and_level_at_its_edges() {
    let mut edges = Vec::new();
    for version in 1..=40 {
        for ecl in [QrCodeEcc::Medium, QrCodeEcc::Quartile, QrCodeEcc::High] {
            let version = qrcodegen::Version::new(version);
            // The longest text that fits this version at this level.
            let fits = |len: usize| {
                qrcodegen::QrCode::encode_segments_advanced(
                    &[qrcodegen::QrSegment::make_bytes(&link(len))],
                    ecl,
                    version,
                    version,
                    Some(qrcodegen::Mask::new(0)),
                    false,
                )
                .is_ok()
            };
            // Lengths that fit come first: the first that does not, less one.
            let first_too_long = (0..=2954)
                .collect::<Vec<usize>>()
                .partition_point(|&len| fits(len));
            if first_too_long > 0 {
                edges.extend([first_too_long - 1, first_too_long]);
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    assert!(edges.contains(&2331) && edges.contains(&2332), "{edges:?}");
    for len in edges {
        same(&link(len));
    }
}

#[test]
fn the_longest_text_and_one_too_long() {
    assert_eq!(QrCode::encode(&[b'x'; 2331]).map(|c| c.size()), Some(177));
    assert_eq!(QrCode::encode(&[b'x'; 2332]), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn arbitrary_bytes(data in prop::collection::vec(any::<u8>(), 0..400)) {
        same(&data);
    }
}
