//! The Share QR code decodes to the link: the SVG the app draws is rasterised and
//! read back with an independent QR decoder (rqrr).
#![cfg(not(target_arch = "wasm32"))]

use bouton::engine::Move;
use bouton::game::{game_query, parse_query, to_query, Game};
use bouton_qr::{qr_path, QrPath};

/// Pixels per QR module in the rasterised image.
const SCALE: usize = 4;

/// Paints the path's `M{x} {y}h{n}v1h-{n}z` runs into a greyscale image and decodes it.
fn decode(qr: &QrPath) -> String {
    let (size, path) = (qr.size, qr.d.as_str());
    let mut dark = vec![false; size * size];
    for run in path.split('M').filter(|r| !r.is_empty()) {
        let (xy, rest) = run.split_once('h').expect("a run");
        let (x, y) = xy.split_once(' ').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        let n: usize = rest.split('v').next().unwrap().parse().unwrap();
        assert!(rest.ends_with(&format!("v1h-{n}z")), "{run}");
        for i in 0..n {
            dark[y * size + x + i] = true;
        }
    }
    let pixels = size * SCALE;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(pixels, pixels, |x, y| {
        if dark[(y / SCALE) * size + x / SCALE] {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the image");
    grids[0].decode().expect("the QR code decodes").1
}

#[test]
fn the_qr_code_of_a_start_decodes_to_its_link() {
    let (setup, _) = parse_query("piles=3,4,5&mode=misere&vs=computer&level=good&first=computer");
    let link = format!("https://example.org/nim/?{}", to_query(&setup));
    assert!(link.contains("?piles=3,4,5&"), "literal commas: {link}");
    assert_eq!(decode(&qr_path(&link).unwrap()), link);
}

#[test]
fn the_qr_code_of_a_game_so_far_decodes_to_its_link() {
    let (setup, _) = parse_query("piles=7,6,4&vs=friend");
    let mut game = Game::new(setup, 1);
    for mv in [Move { pile: 1, take: 3 }, Move { pile: 0, take: 1 }] {
        game.play(mv).unwrap();
    }
    let link = format!("http://127.0.0.1:8080/?{}", game_query(&game));
    assert!(link.ends_with("&vs=friend&moves=2:3,1:1"), "{link}");
    assert_eq!(decode(&qr_path(&link).unwrap()), link);
}

#[test]
fn long_links_still_decode_and_impossible_ones_are_refused() {
    let piles = vec!["1000000"; 32].join(",");
    let link = format!("https://example.org/a/very/long/path/?piles={piles}&vs=friend");
    assert_eq!(decode(&qr_path(&link).unwrap()), link);
    assert_eq!(qr_path(&"x".repeat(5000)), None);
}
