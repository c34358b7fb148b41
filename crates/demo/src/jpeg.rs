//! A small baseline JPEG encoder for the demo artwork (4:4:4, standard Huffman tables).
//!
//! Why not `image`'s encoder: in a debug build it runs unoptimised (its loops are generic and
//! instantiated in this crate) and takes about half a second per 1200×1200 picture, which made
//! the demo seed take minutes. The artwork is mostly flat colour, so this encoder skips the DCT of
//! blocks whose pixels are (almost) all the same, which is most of them; the output is an ordinary
//! baseline JFIF file, checked by decoding it with the `image` crate in the tests below.

use std::f32::consts::PI;

/// Standard luminance and chrominance quantisation tables (ITU T.81 Annex K), natural order.
const LUMA_Q: [u16; 64] = [
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
    37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_Q: [u16; 64] = [
    17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];

/// Zig-zag position → natural (row-major) index.
const ZIGZAG: [usize; 64] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56,
    57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

// Standard Huffman tables (Annex K.3): code counts per length 1..16, then the symbols.
const DC_LUMA_BITS: [u8; 16] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_LUMA_VALS: [u8; 12] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const DC_CHROMA_BITS: [u8; 16] = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const DC_CHROMA_VALS: [u8; 12] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_LUMA_BITS: [u8; 16] = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_LUMA_VALS: [u8; 162] = [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91,
    0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a,
    0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53,
    0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79,
    0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5,
    0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9,
    0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2,
    0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];
const AC_CHROMA_BITS: [u8; 16] = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77];
const AC_CHROMA_VALS: [u8; 162] = [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14,
    0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17,
    0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a,
    0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78,
    0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3,
    0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7,
    0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2,
    0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];

/// (code, length) per symbol.
struct Huffman {
    codes: [(u16, u8); 256],
}

impl Huffman {
    fn new(bits: &[u8; 16], vals: &[u8]) -> Huffman {
        let mut codes = [(0u16, 0u8); 256];
        let mut code = 0u16;
        let mut k = 0;
        for (len, &count) in bits.iter().enumerate() {
            for _ in 0..count {
                codes[vals[k] as usize] = (code, len as u8 + 1);
                code += 1;
                k += 1;
            }
            code <<= 1;
        }
        Huffman { codes }
    }
}

struct BitWriter {
    out: Vec<u8>,
    acc: u32,
    count: u8,
}

impl BitWriter {
    fn put(&mut self, bits: u16, len: u8) {
        if len == 0 {
            return;
        }
        self.acc = (self.acc << len) | (bits as u32 & ((1u32 << len) - 1));
        self.count += len;
        while self.count >= 8 {
            let byte = (self.acc >> (self.count - 8)) as u8;
            self.out.push(byte);
            if byte == 0xFF {
                self.out.push(0);
            }
            self.count -= 8;
        }
        self.acc &= (1u32 << self.count) - 1;
    }

    /// Pads the last byte with ones.
    fn finish(&mut self) {
        if self.count > 0 {
            let pad = 8 - self.count;
            self.put((1u16 << pad) - 1, pad);
        }
    }
}

/// The magnitude category and bits of a coefficient.
fn category(value: i32) -> (u8, u16) {
    let magnitude = value.unsigned_abs();
    let size = (32 - magnitude.leading_zeros()) as u8;
    let bits = if value < 0 { value - 1 } else { value };
    (size, (bits as u32 & ((1u32 << size).wrapping_sub(1))) as u16)
}

fn scaled_table(base: &[u16; 64], quality: u8) -> [u16; 64] {
    let q = quality.clamp(1, 100) as u32;
    let scale = if q < 50 { 5000 / q } else { 200 - 2 * q };
    let mut out = [0u16; 64];
    for (o, b) in out.iter_mut().zip(base) {
        *o = ((*b as u32 * scale + 50) / 100).clamp(1, 255) as u16;
    }
    out
}

struct Channel<'a> {
    dc: &'a Huffman,
    ac: &'a Huffman,
    /// Reciprocals of the quantisation table, natural order, DCT normalisation folded in.
    scale: [f32; 64],
    previous_dc: i32,
}

/// Encodes an RGB buffer (`width × height × 3` bytes) as a baseline JPEG. `touched`, when
/// given, tells per 8×8 block (row by row) whether it may hold detail; untouched blocks are
/// encoded as flat, from their centre pixel.
pub fn encode_rgb(pixels: &[u8], width: u32, height: u32, quality: u8, touched: Option<&[bool]>) -> Vec<u8> {
    let (w, h) = (width as usize, height as usize);
    assert!(w > 0 && h > 0 && w <= 65_535 && h <= 65_535 && pixels.len() >= w * h * 3);
    let luma_q = scaled_table(&LUMA_Q, quality);
    let chroma_q = scaled_table(&CHROMA_Q, quality);
    let (dc_l, ac_l) = (Huffman::new(&DC_LUMA_BITS, &DC_LUMA_VALS), Huffman::new(&AC_LUMA_BITS, &AC_LUMA_VALS));
    let (dc_c, ac_c) = (Huffman::new(&DC_CHROMA_BITS, &DC_CHROMA_VALS), Huffman::new(&AC_CHROMA_BITS, &AC_CHROMA_VALS));

    let mut out = Vec::with_capacity(w * h / 8);
    write_headers(&mut out, width as u16, height as u16, &luma_q, &chroma_q);

    // c[u][x] = C(u)/2 · cos((2x+1)uπ/16): a block's coefficients are c·f·cᵀ.
    let mut cos = [[0f32; 8]; 8];
    for (u, row) in cos.iter_mut().enumerate() {
        let cu = if u == 0 { std::f32::consts::FRAC_1_SQRT_2 } else { 1.0 };
        for (x, c) in row.iter_mut().enumerate() {
            *c = 0.5 * cu * ((2 * x + 1) as f32 * u as f32 * PI / 16.0).cos();
        }
    }
    let reciprocal = |q: &[u16; 64]| {
        let mut r = [0f32; 64];
        for (r, q) in r.iter_mut().zip(q) {
            *r = 1.0 / *q as f32;
        }
        r
    };
    let mut channels = [
        Channel { dc: &dc_l, ac: &ac_l, scale: reciprocal(&luma_q), previous_dc: 0 },
        Channel { dc: &dc_c, ac: &ac_c, scale: reciprocal(&chroma_q), previous_dc: 0 },
        Channel { dc: &dc_c, ac: &ac_c, scale: reciprocal(&chroma_q), previous_dc: 0 },
    ];
    let mut bits = BitWriter { out, acc: 0, count: 0 };
    let mut block = [[0f32; 64]; 3];
    let mut rgb = [[0u8; 3]; 64];
    let mut coefficients = [0i32; 64];
    let mut temp = [0f32; 64];

    let blocks_w = w.div_ceil(8);
    for by in (0..h).step_by(8) {
        for bx in (0..w).step_by(8) {
            if touched.is_some_and(|t| !t[(by / 8) * blocks_w + bx / 8]) {
                let i = ((by + 4).min(h - 1) * w + (bx + 4).min(w - 1)) * 3;
                let mean = ycbcr(pixels[i] as f32, pixels[i + 1] as f32, pixels[i + 2] as f32);
                write_flat(&mut bits, &mut channels, &mut coefficients, mean);
                continue;
            }
            // Gather the block, repeating edge pixels past the picture, and note whether its
            // pixels are all nearly the same. (Plain loops and scalars: this runs unoptimised in
            // debug builds.)
            let (mut rlo, mut rhi, mut glo, mut ghi, mut blo, mut bhi) = (255u8, 0u8, 255u8, 0u8, 255u8, 0u8);
            let (mut rsum, mut gsum, mut bsum) = (0u32, 0u32, 0u32);
            for y in 0..8 {
                let yy = if by + y < h { by + y } else { h - 1 };
                let row = &pixels[yy * w * 3..(yy + 1) * w * 3];
                for x in 0..8 {
                    let xx = if bx + x < w { bx + x } else { w - 1 };
                    let (r, g, b) = (row[xx * 3], row[xx * 3 + 1], row[xx * 3 + 2]);
                    rlo = rlo.min(r);
                    rhi = rhi.max(r);
                    glo = glo.min(g);
                    ghi = ghi.max(g);
                    blo = blo.min(b);
                    bhi = bhi.max(b);
                    rsum += r as u32;
                    gsum += g as u32;
                    bsum += b as u32;
                    rgb[y * 8 + x] = [r, g, b];
                }
            }
            let flat = rhi - rlo <= 2 && ghi - glo <= 2 && bhi - blo <= 2;
            if flat {
                let (r, g, b) = (rsum as f32 / 64.0, gsum as f32 / 64.0, bsum as f32 / 64.0);
                write_flat(&mut bits, &mut channels, &mut coefficients, ycbcr(r, g, b));
                continue;
            }
            for (k, [r, g, b]) in rgb.iter().enumerate() {
                let v = ycbcr(*r as f32, *g as f32, *b as f32);
                block[0][k] = v[0];
                block[1][k] = v[1];
                block[2][k] = v[2];
            }
            for (c, channel) in channels.iter_mut().enumerate() {
                fdct(&block[c], &cos, &mut temp, &mut coefficients, &channel.scale);
                write_block(&mut bits, channel, &coefficients);
            }
        }
    }
    bits.finish();
    let mut out = bits.out;
    out.extend_from_slice(&[0xFF, 0xD9]);
    out
}

/// A block of one colour: only the DC coefficient, 8 × the mean.
fn write_flat(bits: &mut BitWriter, channels: &mut [Channel; 3], coefficients: &mut [i32; 64], mean: [f32; 3]) {
    *coefficients = [0; 64];
    for (c, channel) in channels.iter_mut().enumerate() {
        coefficients[0] = (mean[c] * 8.0 * channel.scale[0]).round() as i32;
        write_block(bits, channel, coefficients);
    }
}

/// JFIF YCbCr, level-shifted to be centred on zero.
#[inline]
fn ycbcr(r: f32, g: f32, b: f32) -> [f32; 3] {
    [0.299 * r + 0.587 * g + 0.114 * b - 128.0, -0.168_736 * r - 0.331_264 * g + 0.5 * b, 0.5 * r - 0.418_688 * g - 0.081_312 * b]
}

/// The quantised DCT of one 8×8 block, natural order.
fn fdct(block: &[f32; 64], cos: &[[f32; 8]; 8], temp: &mut [f32; 64], out: &mut [i32; 64], scale: &[f32; 64]) {
    // Rows: temp[y][u] = Σx c[u][x] · f[y][x].
    for y in 0..8 {
        let row = &block[y * 8..y * 8 + 8];
        for u in 0..8 {
            let c = &cos[u];
            temp[y * 8 + u] = row[0] * c[0]
                + row[1] * c[1]
                + row[2] * c[2]
                + row[3] * c[3]
                + row[4] * c[4]
                + row[5] * c[5]
                + row[6] * c[6]
                + row[7] * c[7];
        }
    }
    // Columns: F[v][u] = Σy c[v][y] · temp[y][u].
    for (v, c) in cos.iter().enumerate() {
        for u in 0..8 {
            let sum = temp[u] * c[0]
                + temp[8 + u] * c[1]
                + temp[16 + u] * c[2]
                + temp[24 + u] * c[3]
                + temp[32 + u] * c[4]
                + temp[40 + u] * c[5]
                + temp[48 + u] * c[6]
                + temp[56 + u] * c[7];
            let k = v * 8 + u;
            out[k] = (sum * scale[k]).round() as i32;
        }
    }
}

fn write_block(bits: &mut BitWriter, channel: &mut Channel, coefficients: &[i32; 64]) {
    let dc = coefficients[0];
    let (size, value) = category(dc - channel.previous_dc);
    channel.previous_dc = dc;
    let (code, len) = channel.dc.codes[size as usize];
    bits.put(code, len);
    bits.put(value, size);
    let mut zeros = 0u8;
    for &natural in &ZIGZAG[1..] {
        let coefficient = coefficients[natural];
        if coefficient == 0 {
            zeros += 1;
            continue;
        }
        while zeros >= 16 {
            let (code, len) = channel.ac.codes[0xF0];
            bits.put(code, len);
            zeros -= 16;
        }
        let (size, value) = category(coefficient);
        let (code, len) = channel.ac.codes[((zeros << 4) | size) as usize];
        bits.put(code, len);
        bits.put(value, size);
        zeros = 0;
    }
    if zeros > 0 {
        let (code, len) = channel.ac.codes[0x00];
        bits.put(code, len);
    }
}

fn segment(out: &mut Vec<u8>, marker: u8, body: &[u8]) {
    out.extend_from_slice(&[0xFF, marker]);
    out.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
    out.extend_from_slice(body);
}

fn write_headers(out: &mut Vec<u8>, width: u16, height: u16, luma_q: &[u16; 64], chroma_q: &[u16; 64]) {
    out.extend_from_slice(&[0xFF, 0xD8]);
    // JFIF 1.01, no density, no thumbnail.
    segment(out, 0xE0, &[b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    for (id, table) in [(0u8, luma_q), (1, chroma_q)] {
        let mut body = vec![id];
        body.extend(ZIGZAG.iter().map(|&n| table[n] as u8));
        segment(out, 0xDB, &body);
    }
    let [wh, wl] = width.to_be_bytes();
    let [hh, hl] = height.to_be_bytes();
    segment(out, 0xC0, &[8, hh, hl, wh, wl, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
    for (class_id, bits, vals) in [
        (0x00u8, &DC_LUMA_BITS, &DC_LUMA_VALS[..]),
        (0x10, &AC_LUMA_BITS, &AC_LUMA_VALS[..]),
        (0x01, &DC_CHROMA_BITS, &DC_CHROMA_VALS[..]),
        (0x11, &AC_CHROMA_BITS, &AC_CHROMA_VALS[..]),
    ] {
        let mut body = vec![class_id];
        body.extend_from_slice(bits);
        body.extend_from_slice(vals);
        segment(out, 0xC4, &body);
    }
    segment(out, 0xDA, &[3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Mean absolute difference per channel between a picture and its decoded JPEG.
    fn roundtrip_error(pixels: &[u8], width: u32, height: u32) -> f64 {
        let jpeg = encode_rgb(pixels, width, height, 82, None);
        let decoded = image::load_from_memory_with_format(&jpeg, image::ImageFormat::Jpeg).expect("a decodable JPEG").to_rgb8();
        assert_eq!(decoded.dimensions(), (width, height));
        let total: u64 = decoded.as_raw().iter().zip(pixels).map(|(a, b)| (*a as i32 - *b as i32).unsigned_abs() as u64).sum();
        total as f64 / pixels.len() as f64
    }

    #[test]
    fn flat_gradient_and_sharp_pictures_decode_faithfully() {
        // Odd sizes exercise the partial edge blocks.
        let (w, h) = (101u32, 37u32);
        let mut pixels = Vec::new();
        for y in 0..h {
            for x in 0..w {
                let edge = x > 50 && y > 10;
                pixels.extend_from_slice(&if edge { [200, 40, 60] } else { [(x * 2) as u8, (y * 5) as u8, 180] });
            }
        }
        let error = roundtrip_error(&pixels, w, h);
        assert!(error < 4.0, "mean error {error}");
        let flat = vec![90u8; 64 * 64 * 3];
        assert!(roundtrip_error(&flat, 64, 64) < 1.0);
    }

    #[test]
    fn categories() {
        assert_eq!(category(0), (0, 0));
        assert_eq!(category(1), (1, 1));
        assert_eq!(category(-1), (1, 0));
        assert_eq!(category(5), (3, 5));
        assert_eq!(category(-5), (3, 2));
        assert_eq!(category(-1023), (10, 0));
    }
}
