//! QR codes for the app's links (ISO/IEC 18004), plain Rust.
//!
//! Only what a link needs: the byte mode, error correction level M raised to Q
//! or H when the text still fits the same version, and the mask with the lowest
//! penalty. It draws module for module what Project Nayuki's `qrcodegen` draws
//! (`QrCode::encode_binary(text, Medium)`; `tests/qr.rs` compares the two), and
//! without the other modes it ships 0.4 KB less (README, "Size").

/// Error correction codewords per block, by level (L, M, Q, H) and version 1 to 40.
const ECC_PER_BLOCK: [[u8; 40]; 4] = [
    [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30,
        30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ],
    [
        13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30,
        30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
];

/// Error correction blocks, by level (L, M, Q, H) and version 1 to 40.
const BLOCKS: [[u8; 40]; 4] = [
    [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13,
        14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    ],
    [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23,
        25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ],
    [
        1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29,
        34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
    ],
    [
        1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35,
        37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
    ],
];

/// A QR code: `size` × `size` modules, without the quiet zone around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrCode {
    size: usize,
    /// Bit 0: dark; bit 1: a module of the fixed patterns, which the data and
    /// the mask leave alone.
    modules: Vec<u8>,
    /// The error correction level, as the format bits write it (M 0, Q 3, H 2).
    level: u32,
}

impl QrCode {
    /// `data` in the smallest version that holds it; `None` if none does
    /// (more than 2,331 bytes).
    ///
    /// # Examples
    ///
    /// ```
    /// use bouton::qr::QrCode;
    ///
    /// // 32 bytes: version 3, 29 modules a side, its top-left finder dark at the corner.
    /// let code = QrCode::encode(b"https://example.org/?piles=3,4,5").unwrap();
    /// assert_eq!(code.size(), 29);
    /// assert!(code.dark(0, 0) && !code.dark(7, 7));
    /// assert!(QrCode::encode(&[b'x'; 2332]).is_none());
    /// ```
    pub fn encode(data: &[u8]) -> Option<QrCode> {
        // The character count's width: 8 bits up to version 9, then 16.
        let count_bits = |version: usize| if version > 9 { 16 } else { 8 };
        // Mode, character count and the bytes.
        let used = |version: usize| 4 + count_bits(version) + 8 * data.len();
        let version = (1..=40).find(|&v| used(v) <= 8 * data_codewords(v, 1))?;
        // The highest level (M, Q, H by the tables' order) the data still fits.
        let level = (1..4)
            .filter(|&l| used(version) <= 8 * data_codewords(version, l))
            .max()?;
        let capacity = data_codewords(version, level);

        // The data codewords: header, bytes, terminator, padding.
        let mut bits = Bits::default();
        bits.push(4, 4);
        bits.push(data.len() as u32, count_bits(version));
        for &byte in data {
            bits.push(byte.into(), 8);
        }
        bits.push(0, (8 * capacity - bits.len).min(4));
        bits.push(0, bits.len.wrapping_neg() & 7);
        for pad in [0xEC, 0x11].into_iter().cycle() {
            if bits.len >= 8 * capacity {
                break;
            }
            bits.push(pad, 8);
        }

        let size = 4 * version + 17;
        let mut code = QrCode {
            size,
            modules: vec![0; size * size],
            level: [1, 0, 3, 2][level],
        };
        code.draw_patterns(version);
        code.draw_data(&interleave(&bits.bytes, version, level));

        // Each mask in turn, with its format bits; the lowest penalty wins.
        let mask = (0..8)
            .min_by_key(|&mask| {
                code.apply(mask);
                code.draw_format(mask);
                let penalty = code.penalty();
                code.apply(mask);
                penalty
            })
            .unwrap_or(0);
        code.apply(mask);
        code.draw_format(mask);
        Some(code)
    }

    /// Modules along one side.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn dark(&self, x: usize, y: usize) -> bool {
        self.modules[y * self.size + x] & 1 == 1
    }

    fn set(&mut self, x: usize, y: usize, dark: bool) {
        self.modules[y * self.size + x] = 2 | u8::from(dark);
    }

    /// Timing lines, finders, alignment patterns, version bits, and the format
    /// bits' places (drawn again once the mask is chosen).
    fn draw_patterns(&mut self, version: usize) {
        let size = self.size;
        for i in 0..size {
            self.set(6, i, i % 2 == 0);
            self.set(i, 6, i % 2 == 0);
        }
        // Finders with their light separators: the rings 0, 1 and 3 modules
        // from the centre dark, 2 and 4 light.
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in 0..9 {
                for dx in 0..9 {
                    let (xx, yy) = ((x + dx).wrapping_sub(4), (y + dy).wrapping_sub(4));
                    if xx < size && yy < size {
                        let ring = dx.abs_diff(4).max(dy.abs_diff(4));
                        self.set(xx, yy, ring != 2 && ring != 4);
                    }
                }
            }
        }
        let places = alignment_places(version);
        let last = places.len().wrapping_sub(1);
        for (i, &x) in places.iter().enumerate() {
            for (j, &y) in places.iter().enumerate() {
                // Not over the three finders.
                if (i, j) != (0, 0) && (i, j) != (0, last) && (i, j) != (last, 0) {
                    for dy in 0..5usize {
                        for dx in 0..5usize {
                            let ring = dx.abs_diff(2).max(dy.abs_diff(2));
                            self.set(x + dx - 2, y + dy - 2, ring != 1);
                        }
                    }
                }
            }
        }
        self.draw_format(0);
        if version >= 7 {
            let bits = version << 12 | bch(version, 12, 0x1F25);
            for i in 0..18 {
                let (a, b) = (size - 11 + i % 3, i / 3);
                self.set(a, b, bits >> i & 1 == 1);
                self.set(b, a, bits >> i & 1 == 1);
            }
        }
    }

    /// The level and the mask, twice, with their BCH code.
    fn draw_format(&mut self, mask: usize) {
        let data = (self.level as usize) << 3 | mask;
        let bits = (data << 10 | bch(data, 10, 0x537)) ^ 0x5412;
        let size = self.size;
        for i in 0..15 {
            let bit = bits >> i & 1 == 1;
            let (x, y) = match i {
                0..=5 => (8, i),
                6 => (8, 7),
                7 => (8, 8),
                8 => (7, 8),
                _ => (14 - i, 8),
            };
            self.set(x, y, bit);
            let (x, y) = if i < 8 {
                (size - 1 - i, 8)
            } else {
                (8, size - 15 + i)
            };
            self.set(x, y, bit);
        }
        self.set(8, size - 8, true);
    }

    /// The codewords' bits in the two-column zigzag from the bottom right,
    /// around the fixed patterns.
    fn draw_data(&mut self, codewords: &[u8]) {
        let size = self.size;
        let mut i = 0;
        let mut right = size - 1;
        while right >= 1 {
            if right == 6 {
                right = 5;
            }
            for vert in 0..size {
                for j in 0..2 {
                    let x = right - j;
                    let y = if (right + 1) & 2 == 0 {
                        size - 1 - vert
                    } else {
                        vert
                    };
                    // Neither fixed nor written yet.
                    if self.modules[y * size + x] == 0 && i < codewords.len() * 8 {
                        self.modules[y * size + x] = codewords[i >> 3] >> (7 - (i & 7)) & 1;
                        i += 1;
                    }
                }
            }
            right = right.saturating_sub(2);
        }
    }

    /// Inverts the data modules where `mask`'s pattern says (applied twice, undone).
    fn apply(&mut self, mask: usize) {
        let size = self.size;
        for y in 0..size {
            for x in 0..size {
                let invert = match mask {
                    0 => (x + y) % 2 == 0,
                    1 => y % 2 == 0,
                    2 => x % 3 == 0,
                    3 => (x + y) % 3 == 0,
                    4 => (x / 3 + y / 2) % 2 == 0,
                    5 => x * y % 2 + x * y % 3 == 0,
                    6 => (x * y % 2 + x * y % 3) % 2 == 0,
                    _ => ((x + y) % 2 + x * y % 3) % 2 == 0,
                };
                let fixed = self.modules[y * size + x] >> 1;
                self.modules[y * size + x] ^= u8::from(invert) & (fixed ^ 1);
            }
        }
    }

    /// The standard's penalty: runs of five or more, finder-like runs (1:1:3:1:1
    /// with four light modules on a side), 2×2 blocks of one colour, and the
    /// share of dark modules away from half.
    fn penalty(&self) -> usize {
        let n = self.size;
        let mut score = 0;
        for across in [true, false] {
            for a in 0..n {
                let (mut colour, mut run, mut runs) = (false, 0, [0; 7]);
                for b in 0..n {
                    let dark = if across {
                        self.dark(b, a)
                    } else {
                        self.dark(a, b)
                    };
                    if dark == colour {
                        run += 1;
                        score += match run {
                            5 => 3,
                            6.. => 1,
                            _ => 0,
                        };
                    } else {
                        push_run(&mut runs, run, n);
                        if !colour {
                            score += finder_like(&runs) * 40;
                        }
                        (colour, run) = (dark, 1);
                    }
                }
                // The light border after the line ends it.
                if colour {
                    push_run(&mut runs, run, n);
                    run = 0;
                }
                push_run(&mut runs, run + n, n);
                score += finder_like(&runs) * 40;
            }
        }
        for y in 0..n - 1 {
            for x in 0..n - 1 {
                let c = self.dark(x, y);
                if c == self.dark(x + 1, y)
                    && c == self.dark(x, y + 1)
                    && c == self.dark(x + 1, y + 1)
                {
                    score += 3;
                }
            }
        }
        let dark = self.modules.iter().filter(|&&m| m & 1 == 1).count();
        let total = n * n;
        score + (dark * 20).abs_diff(total * 10).div_ceil(total) * 10 - 10
    }
}

/// A run's length in front of the previous six; the first run of a line gets
/// the light border before it.
fn push_run(runs: &mut [usize; 7], mut run: usize, n: usize) {
    if runs[0] == 0 {
        run += n;
    }
    runs.rotate_right(1);
    runs[0] = run;
}

/// How many finder-like patterns (0 to 2) the runs end with, just after a light run.
fn finder_like(runs: &[usize; 7]) -> usize {
    let n = runs[1];
    let core = n > 0 && runs[2] == n && runs[3] == n * 3 && runs[4] == n && runs[5] == n;
    usize::from(core && runs[0] >= n * 4 && runs[6] >= n)
        + usize::from(core && runs[6] >= n * 4 && runs[0] >= n)
}

/// `data`'s BCH remainder of `bits` bits by the generator `poly`.
fn bch(data: usize, bits: u32, poly: usize) -> usize {
    (0..bits).fold(data, |rem, _| (rem << 1) ^ ((rem >> (bits - 1)) * poly))
}

/// The data bits as the big-endian bytes they fill.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, width: usize) {
        for i in (0..width).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                if let Some(byte) = self.bytes.last_mut() {
                    *byte |= 0x80 >> (self.len % 8);
                }
            }
            self.len += 1;
        }
    }
}

/// Modules of a version left for data and error correction (with remainder bits).
fn raw_modules(version: usize) -> usize {
    let mut modules = (16 * version + 128) * version + 64;
    if version >= 2 {
        let align = version / 7 + 2;
        modules -= (25 * align - 10) * align - 55;
        if version >= 7 {
            modules -= 36;
        }
    }
    modules
}

/// Data codewords of a version at a level (0 to 3: L, M, Q, H).
fn data_codewords(version: usize, level: usize) -> usize {
    let (v, l) = (version - 1, level);
    raw_modules(version) / 8 - usize::from(ECC_PER_BLOCK[l][v]) * usize::from(BLOCKS[l][v])
}

/// Centres of the alignment patterns along either axis.
fn alignment_places(version: usize) -> Vec<usize> {
    if version == 1 {
        return Vec::new();
    }
    let count = version / 7 + 2;
    let step = if version == 32 {
        26
    } else {
        (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
    };
    let size = 4 * version + 17;
    let mut places: Vec<usize> = (0..count - 1).map(|i| size - 7 - i * step).collect();
    places.push(6);
    places.reverse();
    places
}

/// The data split into blocks, each with its Reed-Solomon codewords, and the
/// blocks' bytes interleaved: first bytes of every block, then second bytes, ...
fn interleave(data: &[u8], version: usize, level: usize) -> Vec<u8> {
    let blocks = usize::from(BLOCKS[level][version - 1]);
    let ecc = usize::from(ECC_PER_BLOCK[level][version - 1]);
    let raw = raw_modules(version) / 8;
    let short_blocks = blocks - raw % blocks;
    let short_len = raw / blocks;

    // The generator polynomial (x - 1)(x - 2)(x - 2²)… of degree `ecc`, without its leading 1.
    let mut divisor = vec![0u8; ecc];
    divisor[ecc - 1] = 1;
    let mut root = 1;
    for _ in 0..ecc {
        for j in 0..ecc {
            divisor[j] = multiply(divisor[j], root);
            if j + 1 < ecc {
                divisor[j] ^= divisor[j + 1];
            }
        }
        root = multiply(root, 2);
    }

    // Block j's byte i goes to i * blocks + j, less the gaps of the short
    // blocks (one byte shorter in data) before it.
    let mut out = vec![0u8; raw];
    let mut start = 0;
    for j in 0..blocks {
        let len = short_len - ecc + usize::from(j >= short_blocks);
        let block = &data[start..start + len];
        start += len;
        let mut rem = vec![0u8; ecc];
        for &b in block {
            let factor = b ^ rem[0];
            rem.rotate_left(1);
            rem[ecc - 1] = 0;
            for (r, &d) in rem.iter_mut().zip(&divisor) {
                *r ^= multiply(d, factor);
            }
        }
        for (i, &b) in block.iter().chain(&rem).enumerate() {
            // The ECC bytes of every block start at one index.
            let i = if i < len {
                i
            } else {
                i + usize::from(j < short_blocks)
            };
            let gaps = if i >= short_len - ecc {
                short_blocks
            } else {
                0
            };
            out[i * blocks + j - gaps] = b;
        }
    }
    out
}

/// Multiplication in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1.
fn multiply(x: u8, y: u8) -> u8 {
    (0..8).rev().fold(0, |z: u8, i| {
        (z << 1) ^ ((z >> 7) * 0x1D) ^ ((y >> i & 1) * x)
    })
}
