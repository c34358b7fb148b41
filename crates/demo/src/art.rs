//! Demo artwork: tidy product-like pictures drawn from flat shapes, no text, no noise.
//!
//! A picture is a soft pastel gradient, a contact shadow and a silhouette of the item (dress,
//! shirt, drill, pot…) in the item's colour with a few darker and lighter details. Shapes are
//! polygons in a unit square (y down), filled by a small scanline rasteriser with anti-aliased
//! edges; the same drawing renders at any size, so the cache sizes are drawn rather than scaled.

use std::f32::consts::PI;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn hex(value: &str) -> Rgb {
        let v = u32::from_str_radix(value.trim_start_matches('#'), 16).unwrap_or(0x888888);
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    /// Darker (`factor` < 1) or lighter (> 1), keeping the hue.
    pub fn shade(self, factor: f32) -> Rgb {
        let f = |c: u8| (c as f32 * factor).round().clamp(0.0, 255.0) as u8;
        Rgb(f(self.0), f(self.1), f(self.2))
    }

    /// `self` moved `t` of the way towards `other`.
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let f = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgb(f(self.0, other.0), f(self.1, other.1), f(self.2, other.2))
    }

    /// Relative brightness, 0 (black) to 1 (white).
    pub fn luma(self) -> f32 {
        (0.299 * self.0 as f32 + 0.587 * self.1 as f32 + 0.114 * self.2 as f32) / 255.0
    }

    /// A detail colour that stands out on this colour: darker on light colours, lighter on dark.
    fn detail(self) -> Rgb {
        if self.luma() < 0.25 {
            self.mix(WHITE, 0.22)
        } else {
            self.shade(0.78)
        }
    }
}

pub const WHITE: Rgb = Rgb(255, 255, 255);
const STEEL: Rgb = Rgb(0xB8, 0xBF, 0xC6);
const DARK: Rgb = Rgb(0x33, 0x36, 0x3B);
const WOOD: Rgb = Rgb(0xB0, 0x7A, 0x4A);
const LEAF: Rgb = Rgb(0x4C, 0x9A, 0x5B);

/// Pastel backgrounds: (top-left, bottom-right).
const BACKDROPS: [(Rgb, Rgb); 8] = [
    (Rgb(0xF6, 0xEF, 0xE7), Rgb(0xE9, 0xDC, 0xCD)),
    (Rgb(0xEA, 0xF2, 0xF8), Rgb(0xD5, 0xE3, 0xEF)),
    (Rgb(0xF3, 0xEC, 0xF6), Rgb(0xE3, 0xD7, 0xEB)),
    (Rgb(0xEC, 0xF5, 0xEE), Rgb(0xD7, 0xE8, 0xDB)),
    (Rgb(0xFA, 0xF0, 0xEC), Rgb(0xF0, 0xDC, 0xD3)),
    (Rgb(0xF1, 0xF1, 0xEC), Rgb(0xE2, 0xE2, 0xD8)),
    (Rgb(0xEE, 0xF0, 0xF7), Rgb(0xDA, 0xDE, 0xEC)),
    (Rgb(0xFB, 0xF4, 0xE4), Rgb(0xF1, 0xE4, 0xC6)),
];

/// Deeper backdrops for light items (white shirts, beige shoes), so they do not vanish.
const DEEP_BACKDROPS: [(Rgb, Rgb); 4] = [
    (Rgb(0xC9, 0xD3, 0xE0), Rgb(0xAE, 0xBB, 0xCC)),
    (Rgb(0xCF, 0xC6, 0xD9), Rgb(0xB6, 0xAA, 0xC6)),
    (Rgb(0xC5, 0xD6, 0xCC), Rgb(0xA9, 0xC0, 0xB2)),
    (Rgb(0xD9, 0xC9, 0xBE), Rgb(0xC2, 0xAE, 0xA0)),
];

/// What an item looks like.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    Dress,
    Blouse,
    Shirt,
    Tshirt,
    KidsTshirt,
    Jeans,
    KidsTrousers,
    Skirt,
    Jacket,
    KidsJacket,
    Sneaker,
    Pump,
    Boot,
    Drill,
    Grinder,
    Hammer,
    Saw,
    Screwdriver,
    TapeMeasure,
    Wrench,
    Pot,
    Pan,
    Mug,
    Lamp,
    Plant,
    WateringCan,
    Gloves,
}

/// An RGB picture being drawn.
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
    /// Per 8×8 block, row by row: whether anything but the backdrop was drawn on it. The JPEG
    /// encoder treats the other blocks as flat (the backdrop varies by far less than a level
    /// over eight pixels).
    pub touched: Vec<bool>,
}

/// Maps unit coordinates of a drawing onto the canvas: `(ox + x·scale, oy + y·scale)`.
#[derive(Debug, Clone, Copy)]
struct Frame {
    ox: f32,
    oy: f32,
    scale: f32,
}

impl Canvas {
    pub fn new(width: u32, height: u32) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![0; width as usize * height as usize * 3],
            touched: vec![false; width.div_ceil(8) as usize * height.div_ceil(8) as usize],
        }
    }

    /// Notes that pixels in `x0..x1` × `y0..y1` were drawn on.
    fn touch(&mut self, x0: usize, y0: usize, x1: usize, y1: usize) {
        let blocks_w = self.width.div_ceil(8) as usize;
        let blocks_h = self.height.div_ceil(8) as usize;
        for by in y0 / 8..y1.div_ceil(8).min(blocks_h) {
            for bx in x0 / 8..x1.div_ceil(8).min(blocks_w) {
                self.touched[by * blocks_w + bx] = true;
            }
        }
    }

    /// A diagonal two-colour gradient with a soft light from the upper middle.
    fn backdrop(&mut self, (from, to): (Rgb, Rgb)) {
        let (w, h) = (self.width as usize, self.height as usize);
        // Separable: colour = from + (to-from)·(0.35·x/w + 0.65·y/h) + light(x)·light(y).
        let delta = [to.0 as f32 - from.0 as f32, to.1 as f32 - from.1 as f32, to.2 as f32 - from.2 as f32];
        let base = [from.0 as f32, from.1 as f32, from.2 as f32];
        let column: Vec<[f32; 3]> = (0..w)
            .map(|x| {
                let t = 0.35 * x as f32 / w as f32;
                let d = (x as f32 / w as f32 - 0.5) * 2.0;
                let light = (1.0 - d * d).max(0.0) * 10.0;
                [base[0] + delta[0] * t + light, base[1] + delta[1] * t + light, base[2] + delta[2] * t + light]
            })
            .collect();
        for y in 0..h {
            // The gradient moves by a fraction of a level per row: compute every eighth row
            // and copy it to the next seven.
            if y % 8 != 0 {
                self.pixels.copy_within((y - 1) * w * 3..y * w * 3, y * w * 3);
                continue;
            }
            let t = 0.65 * y as f32 / h as f32;
            let d = y as f32 / h as f32;
            let light = (1.0 - d * 1.6).max(0.0);
            let row = &mut self.pixels[y * w * 3..(y + 1) * w * 3];
            for (px, col) in row.chunks_exact_mut(3).zip(&column) {
                // The column's light fades towards the bottom.
                let l = light * 6.0;
                px[0] = (col[0] + delta[0] * t + l).clamp(0.0, 255.0) as u8;
                px[1] = (col[1] + delta[1] * t + l).clamp(0.0, 255.0) as u8;
                px[2] = (col[2] + delta[2] * t + l).clamp(0.0, 255.0) as u8;
            }
        }
    }

    /// Blends `colour` over the pixel at `index` with opacity `a` (0..1).
    #[inline]
    fn blend(&mut self, index: usize, colour: [f32; 3], a: f32) {
        let px = &mut self.pixels[index..index + 3];
        px[0] = (px[0] as f32 + (colour[0] - px[0] as f32) * a) as u8;
        px[1] = (px[1] as f32 + (colour[1] - px[1] as f32) * a) as u8;
        px[2] = (px[2] as f32 + (colour[2] - px[2] as f32) * a) as u8;
    }

    /// A soft elliptical shadow (or glow) with a quadratic fall-off.
    fn soft_ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, colour: Rgb, opacity: f32) {
        let x0 = (cx - rx).floor().max(0.0) as usize;
        let x1 = ((cx + rx).ceil() as usize).min(self.width as usize);
        let y0 = (cy - ry).floor().max(0.0) as usize;
        let y1 = ((cy + ry).ceil() as usize).min(self.height as usize);
        let c = [colour.0 as f32, colour.1 as f32, colour.2 as f32];
        self.touch(x0, y0, x1, y1);
        for y in y0..y1 {
            let dy = (y as f32 + 0.5 - cy) / ry;
            let dy2 = dy * dy;
            if dy2 >= 1.0 {
                continue;
            }
            for x in x0..x1 {
                let dx = (x as f32 + 0.5 - cx) / rx;
                let d = dx * dx + dy2;
                if d < 1.0 {
                    let f = 1.0 - d;
                    let index = (y * self.width as usize + x) * 3;
                    self.blend(index, c, opacity * f * f);
                }
            }
        }
    }

    /// Fills polygons (even-odd, so a reversed or nested polygon makes a hole) with `colour`,
    /// lightened towards the top by `sheen` for a little volume. Edges are anti-aliased: exact
    /// horizontal coverage, four sub-rows vertically.
    fn fill(&mut self, polygons: &[Vec<(f32, f32)>], colour: Rgb, opacity: f32, sheen: f32) {
        const SUB: usize = 4;
        let (mut minx, mut miny, mut maxx, mut maxy) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in polygons.iter().flatten() {
            minx = minx.min(p.0);
            maxx = maxx.max(p.0);
            miny = miny.min(p.1);
            maxy = maxy.max(p.1);
        }
        if minx >= maxx || miny >= maxy {
            return;
        }
        let width = self.width as usize;
        let x0 = minx.floor().max(0.0) as usize;
        let x1 = (maxx.ceil() as usize + 1).min(width);
        let y0 = miny.floor().max(0.0) as usize;
        let y1 = (maxy.ceil() as usize).min(self.height as usize);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        self.touch(x0, y0, x1, y1);
        let mut edges: Vec<(f32, f32, f32, f32)> = Vec::new();
        for poly in polygons {
            for i in 0..poly.len() {
                let a = poly[i];
                let b = poly[(i + 1) % poly.len()];
                if a.1 != b.1 {
                    let (top, bottom) = if a.1 < b.1 { (a, b) } else { (b, a) };
                    let slope = (bottom.0 - top.0) / (bottom.1 - top.1);
                    edges.push((top.1, bottom.1, top.0, slope));
                }
            }
        }
        let span = x1 - x0;
        let mut acc = vec![0f32; span + 2];
        let mut xs: Vec<f32> = Vec::with_capacity(16);
        let height = (maxy - miny).max(1.0);
        let weight = 1.0 / SUB as f32;
        for y in y0..y1 {
            acc.iter_mut().for_each(|a| *a = 0.0);
            let mut any = false;
            for s in 0..SUB {
                let sy = y as f32 + (s as f32 + 0.5) / SUB as f32;
                xs.clear();
                for &(top, bottom, x, slope) in &edges {
                    if sy >= top && sy < bottom {
                        xs.push(x + (sy - top) * slope);
                    }
                }
                if xs.len() < 2 {
                    continue;
                }
                xs.sort_by(|a, b| a.total_cmp(b));
                for pair in xs.chunks_exact(2) {
                    add_step(&mut acc, pair[0] - x0 as f32, weight);
                    add_step(&mut acc, pair[1] - x0 as f32, -weight);
                    any = true;
                }
            }
            if !any {
                continue;
            }
            // Lighter at the top of the shape, darker at its bottom.
            let t = (y as f32 - miny) / height;
            let f = 1.0 + sheen * (0.5 - t);
            let c = [(colour.0 as f32 * f).min(255.0), (colour.1 as f32 * f).min(255.0), (colour.2 as f32 * f).min(255.0)];
            let row = y * width;
            let mut coverage = 0.0f32;
            for (i, step) in acc.iter().take(span).enumerate() {
                coverage += step;
                let a = coverage.clamp(0.0, 1.0) * opacity;
                if a > 0.003 {
                    self.blend((row + x0 + i) * 3, c, a);
                }
            }
        }
    }
}

/// Adds `w`·(coverage of a step rising at `x`) to a difference array: the pixel holding `x`
/// gets the part right of `x`, every pixel after it all of `w` (once summed).
#[inline]
fn add_step(acc: &mut [f32], x: f32, w: f32) {
    let last = (acc.len() - 2) as f32;
    let x = x.clamp(0.0, last);
    let i = x.floor();
    let f = x - i;
    let i = i as usize;
    acc[i] += w * (1.0 - f);
    acc[i + 1] += w * f;
}

/// A polygon in unit coordinates, built from lines and quadratic curves.
#[derive(Debug, Clone, Default)]
struct Path {
    points: Vec<(f32, f32)>,
}

impl Path {
    fn at(x: f32, y: f32) -> Path {
        Path { points: vec![(x, y)] }
    }

    fn line(mut self, x: f32, y: f32) -> Path {
        self.points.push((x, y));
        self
    }

    /// A quadratic curve through control point (cx, cy) to (x, y).
    fn quad(mut self, cx: f32, cy: f32, x: f32, y: f32) -> Path {
        let (sx, sy) = *self.points.last().expect("a path starts with a point");
        for i in 1..=10 {
            let t = i as f32 / 10.0;
            let u = 1.0 - t;
            self.points.push((u * u * sx + 2.0 * u * t * cx + t * t * x, u * u * sy + 2.0 * u * t * cy + t * t * y));
        }
        self
    }

    /// A symmetric outline from its left half, drawn top to bottom.
    fn symmetric(self) -> Path {
        let mirror: Vec<(f32, f32)> = self.points.iter().rev().map(|&(x, y)| (1.0 - x, y)).collect();
        let mut points = self.points;
        points.extend(mirror);
        Path { points }
    }
}

fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> Path {
    rotated_ellipse(cx, cy, rx, ry, 0.0)
}

fn rotated_ellipse(cx: f32, cy: f32, rx: f32, ry: f32, angle: f32) -> Path {
    let (sin, cos) = angle.sin_cos();
    Path {
        points: (0..48)
            .map(|i| {
                let t = i as f32 / 48.0 * 2.0 * PI;
                let (x, y) = (rx * t.cos(), ry * t.sin());
                (cx + x * cos - y * sin, cy + x * sin + y * cos)
            })
            .collect(),
    }
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Path {
    Path { points: vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)] }
}

fn rounded(x0: f32, y0: f32, x1: f32, y1: f32, r: f32) -> Path {
    let r = r.min((x1 - x0) / 2.0).min((y1 - y0) / 2.0);
    let mut points = Vec::with_capacity(40);
    let corners = [(x1 - r, y0 + r, -0.5 * PI), (x1 - r, y1 - r, 0.0), (x0 + r, y1 - r, 0.5 * PI), (x0 + r, y0 + r, PI)];
    for (cx, cy, start) in corners {
        for i in 0..=8 {
            let a = start + i as f32 / 8.0 * 0.5 * PI;
            points.push((cx + r * a.cos(), cy + r * a.sin()));
        }
    }
    Path { points }
}

/// A thick straight stroke from (x0, y0) to (x1, y1).
fn bar(x0: f32, y0: f32, x1: f32, y1: f32, width: f32) -> Path {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    Path { points: vec![(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)] }
}

/// Draws shapes of one picture at one frame.
struct Painter<'a> {
    canvas: &'a mut Canvas,
    frame: Frame,
}

impl Painter<'_> {
    fn map(&self, path: &Path) -> Vec<(f32, f32)> {
        let f = self.frame;
        path.points.iter().map(|&(x, y)| (f.ox + x * f.scale, f.oy + y * f.scale)).collect()
    }

    fn fill(&mut self, path: &Path, colour: Rgb) {
        let polygon = self.map(path);
        self.canvas.fill(&[polygon], colour, 1.0, 0.10);
    }

    fn fill_all(&mut self, paths: &[Path], colour: Rgb) {
        let polygons: Vec<Vec<(f32, f32)>> = paths.iter().map(|p| self.map(p)).collect();
        self.canvas.fill(&polygons, colour, 1.0, 0.10);
    }

    fn tint(&mut self, path: &Path, colour: Rgb, opacity: f32) {
        let polygon = self.map(path);
        self.canvas.fill(&[polygon], colour, opacity, 0.0);
    }

    fn shadow(&mut self, cx: f32, cy: f32, rx: f32, ry: f32) {
        let f = self.frame;
        self.canvas.soft_ellipse(f.ox + cx * f.scale, f.oy + cy * f.scale, rx * f.scale, ry * f.scale, Rgb(0x40, 0x38, 0x30), 0.30);
    }

    fn item(&mut self, shape: Shape, colour: Rgb) {
        draw_item(self, shape, colour);
    }
}

/// Picks a backdrop for an item of `colour`, varied by `seed`.
fn backdrop_for(colour: Rgb, seed: u64) -> (Rgb, Rgb) {
    if colour.luma() > 0.72 {
        DEEP_BACKDROPS[(seed % DEEP_BACKDROPS.len() as u64) as usize]
    } else {
        BACKDROPS[(seed % BACKDROPS.len() as u64) as usize]
    }
}

/// A square product picture: backdrop, shadow, item.
pub fn product(size: u32, shape: Shape, colour: Rgb, seed: u64) -> Canvas {
    let mut canvas = Canvas::new(size, size);
    canvas.backdrop(backdrop_for(colour, seed));
    let mut painter = Painter { canvas: &mut canvas, frame: Frame { ox: 0.0, oy: 0.0, scale: size as f32 } };
    painter.item(shape, colour);
    canvas
}

/// A wide (or square) scene with several items side by side, for sliders and banners. Items
/// sit in the right part of a wide picture, leaving room for the slide's text on the left.
pub fn scene(width: u32, height: u32, items: &[(Shape, Rgb)], backdrop: usize) -> Canvas {
    let mut canvas = Canvas::new(width, height);
    canvas.backdrop(BACKDROPS[backdrop % BACKDROPS.len()]);
    let (w, h) = (width as f32, height as f32);
    let n = items.len().max(1) as f32;
    // Wide pictures: items in the right 60 %; square ones: across the whole width.
    let (area_x, area_w) = if w > h * 1.3 { (w * 0.38, w * 0.60) } else { (0.0, w) };
    let scale = (area_w / n * 1.2).min(h * 1.1);
    for (i, &(shape, colour)) in items.iter().enumerate() {
        let cx = area_x + area_w * (i as f32 + 0.5) / n;
        let mut painter = Painter { canvas: &mut canvas, frame: Frame { ox: cx - scale / 2.0, oy: (h - scale) / 2.0 + h * 0.02, scale } };
        painter.item(shape, colour);
    }
    canvas
}

/// A seller's logo: a coloured disc with a simple white emblem (mountains, wave, house, star,
/// gear), no lettering.
pub fn logo(size: u32, colour: Rgb, emblem: usize) -> Canvas {
    let mut canvas = Canvas::new(size, size);
    canvas.backdrop((Rgb(0xFA, 0xFA, 0xF8), Rgb(0xEE, 0xEE, 0xEA)));
    let mut p = Painter { canvas: &mut canvas, frame: Frame { ox: 0.0, oy: 0.0, scale: size as f32 } };
    p.fill(&ellipse(0.5, 0.5, 0.40, 0.40), colour);
    p.tint(&ellipse(0.5, 0.5, 0.34, 0.34), WHITE, 0.18);
    let w = WHITE;
    match emblem % 5 {
        0 => {
            // Two mountain peaks with snow caps (Ararat).
            p.fill(&Path::at(0.24, 0.64).line(0.42, 0.34).line(0.60, 0.64), w);
            p.fill(&Path::at(0.44, 0.64).line(0.60, 0.42).line(0.76, 0.64), w.mix(colour, 0.25));
            p.fill(&Path::at(0.42, 0.34).line(0.47, 0.42).line(0.37, 0.42), colour.shade(0.85));
        }
        1 => {
            // Waves (Sevan).
            for (i, y) in [0.42f32, 0.52, 0.62].iter().enumerate() {
                let wave = Path::at(0.26, *y)
                    .quad(0.32, y - 0.06, 0.38, *y)
                    .quad(0.44, y + 0.06, 0.50, *y)
                    .quad(0.56, y - 0.06, 0.62, *y)
                    .quad(0.68, y + 0.06, 0.74, *y)
                    .line(0.74, y + 0.035)
                    .quad(0.68, y + 0.095, 0.62, y + 0.035)
                    .quad(0.56, y - 0.025, 0.50, y + 0.035)
                    .quad(0.44, y + 0.095, 0.38, y + 0.035)
                    .quad(0.32, y - 0.025, 0.26, y + 0.035);
                p.tint(&wave, w, 1.0 - i as f32 * 0.15);
            }
        }
        2 => {
            // A house.
            p.fill(&Path::at(0.28, 0.50).line(0.50, 0.30).line(0.72, 0.50), w);
            p.fill(&rect(0.34, 0.49, 0.66, 0.70), w);
            p.fill(&rect(0.45, 0.57, 0.55, 0.70), colour);
        }
        3 => {
            // A star.
            let points = (0..10)
                .map(|i| {
                    let r = if i % 2 == 0 { 0.24 } else { 0.10 };
                    let a = -0.5 * PI + i as f32 * PI / 5.0;
                    (0.5 + r * a.cos(), 0.52 + r * a.sin())
                })
                .collect();
            p.fill(&Path { points }, w);
        }
        _ => {
            // A gear.
            for i in 0..8 {
                let a = i as f32 * PI / 4.0;
                let (s, c) = a.sin_cos();
                p.fill(&bar(0.5 + c * 0.12, 0.5 + s * 0.12, 0.5 + c * 0.25, 0.5 + s * 0.25, 0.08), w);
            }
            p.fill_all(&[ellipse(0.5, 0.5, 0.18, 0.18), ellipse(0.5, 0.5, 0.07, 0.07)], w);
        }
    }
    canvas
}

fn draw_item(p: &mut Painter, shape: Shape, c: Rgb) {
    let d = c.detail();
    let light = c.mix(WHITE, 0.35);
    match shape {
        Shape::Dress => {
            p.shadow(0.5, 0.855, 0.30, 0.035);
            p.fill(&bar(0.425, 0.17, 0.425, 0.27, 0.018), d);
            p.fill(&bar(0.575, 0.17, 0.575, 0.27, 0.018), d);
            let dress = Path::at(0.40, 0.265)
                .quad(0.455, 0.24, 0.50, 0.295)
                .quad(0.545, 0.24, 0.60, 0.265)
                .line(0.59, 0.36)
                .quad(0.572, 0.41, 0.578, 0.45)
                .line(0.77, 0.80)
                .quad(0.50, 0.87, 0.23, 0.80)
                .line(0.422, 0.45)
                .quad(0.428, 0.41, 0.41, 0.36);
            p.fill(&dress, c);
            p.fill(&rounded(0.418, 0.432, 0.582, 0.468, 0.01), d);
            for (top, bottom) in [(0.46f32, 0.36f32), (0.50, 0.50), (0.54, 0.64)] {
                // Folds end just above the curved hem.
                let u = (bottom - 0.5) / 0.27;
                let hem = 0.825 - 0.05 * u * u;
                p.tint(&Path::at(top - 0.004, 0.47).line(top + 0.004, 0.47).line(bottom + 0.012, hem).line(bottom - 0.012, hem), d, 0.35);
            }
        }
        Shape::Skirt => {
            p.shadow(0.5, 0.80, 0.28, 0.035);
            p.fill(&rounded(0.36, 0.28, 0.64, 0.34, 0.01), d);
            let skirt = Path::at(0.365, 0.335).line(0.635, 0.335).line(0.74, 0.74).quad(0.50, 0.79, 0.26, 0.74);
            p.fill(&skirt, c);
            for x in [0.40f32, 0.46, 0.54, 0.60] {
                let bottom = 0.5 + (x - 0.5) * 1.8;
                p.tint(&Path::at(x - 0.003, 0.34).line(x + 0.003, 0.34).line(bottom + 0.01, 0.76).line(bottom - 0.01, 0.76), d, 0.35);
            }
        }
        Shape::Blouse | Shape::Shirt | Shape::Tshirt | Shape::KidsTshirt | Shape::Jacket | Shape::KidsJacket => {
            top_garment(p, shape, c, d, light)
        }
        Shape::Jeans | Shape::KidsTrousers => {
            let kid = shape == Shape::KidsTrousers;
            let (bottom, flare) = if kid { (0.78, 0.02) } else { (0.86, 0.0) };
            p.shadow(0.5, bottom + 0.01, 0.26, 0.03);
            let legs = Path::at(0.33, 0.22)
                .line(0.67, 0.22)
                .line(0.70 + flare, bottom)
                .line(0.535, bottom)
                .line(0.50, 0.40)
                .line(0.465, bottom)
                .line(0.30 - flare, bottom);
            p.fill(&legs, c);
            p.fill(&rect(0.33, 0.18, 0.67, 0.235), d);
            for x in [0.37f32, 0.45, 0.55, 0.63] {
                p.fill(&rect(x - 0.008, 0.175, x + 0.008, 0.245), d.shade(0.9));
            }
            p.fill(&ellipse(0.5, 0.207, 0.011, 0.011), STEEL);
            // Front pockets and the fly's stitching.
            p.tint(&Path::at(0.34, 0.25).quad(0.40, 0.27, 0.41, 0.235).line(0.42, 0.235).quad(0.41, 0.285, 0.34, 0.265), d, 0.8);
            p.tint(&Path::at(0.66, 0.25).quad(0.60, 0.27, 0.59, 0.235).line(0.58, 0.235).quad(0.59, 0.285, 0.66, 0.265), d, 0.8);
            p.tint(&Path::at(0.497, 0.235).line(0.503, 0.235).line(0.503, 0.36).line(0.497, 0.36), d, 0.8);
            if !kid {
                p.tint(&bar(0.315, 0.80, 0.465, 0.80, 0.006), light, 0.6);
                p.tint(&bar(0.535, 0.80, 0.685, 0.80, 0.006), light, 0.6);
            } else {
                p.tint(&bar(0.30, bottom - 0.05, 0.47, bottom - 0.05, 0.03), d, 0.6);
                p.tint(&bar(0.53, bottom - 0.05, 0.70, bottom - 0.05, 0.03), d, 0.6);
            }
        }
        Shape::Sneaker => {
            p.shadow(0.5, 0.73, 0.38, 0.04);
            let upper = Path::at(0.17, 0.68)
                .line(0.17, 0.48)
                .quad(0.18, 0.40, 0.27, 0.40)
                .line(0.35, 0.41)
                .quad(0.40, 0.48, 0.48, 0.46)
                .line(0.52, 0.45)
                .quad(0.66, 0.52, 0.80, 0.57)
                .quad(0.86, 0.60, 0.85, 0.68);
            p.fill(&upper, c);
            let sole_colour = if c.luma() > 0.8 { Rgb(0x3A, 0x3A, 0x3A) } else { Rgb(0xF4, 0xF2, 0xEE) };
            p.fill(&rounded(0.15, 0.665, 0.875, 0.73, 0.03), sole_colour);
            p.tint(&bar(0.16, 0.70, 0.86, 0.70, 0.006), sole_colour.shade(0.85), 1.0);
            for i in 0..4 {
                let x = 0.42 + i as f32 * 0.045;
                p.fill(&bar(x, 0.46 + i as f32 * 0.012, x + 0.035, 0.505 + i as f32 * 0.012, 0.012), light);
            }
            p.tint(&Path::at(0.17, 0.55).quad(0.40, 0.66, 0.64, 0.60).line(0.64, 0.625).quad(0.40, 0.69, 0.17, 0.59), d, 0.8);
        }
        Shape::Pump => {
            p.shadow(0.52, 0.76, 0.34, 0.035);
            let shoe = Path::at(0.22, 0.40)
                .quad(0.26, 0.36, 0.30, 0.40)
                .quad(0.42, 0.56, 0.60, 0.58)
                .quad(0.80, 0.60, 0.84, 0.69)
                .quad(0.84, 0.73, 0.78, 0.73)
                .line(0.46, 0.73)
                .quad(0.34, 0.60, 0.28, 0.62)
                .line(0.27, 0.76)
                .line(0.23, 0.76)
                .line(0.21, 0.58)
                .quad(0.19, 0.48, 0.22, 0.40);
            p.fill(&shoe, c);
            p.tint(&Path::at(0.30, 0.42).quad(0.42, 0.58, 0.60, 0.60).line(0.60, 0.62).quad(0.40, 0.62, 0.28, 0.44), d, 0.7);
            p.fill(&rect(0.225, 0.735, 0.275, 0.765), d.shade(0.7));
        }
        Shape::Boot => {
            p.shadow(0.5, 0.755, 0.36, 0.035);
            let boot = Path::at(0.22, 0.30)
                .line(0.44, 0.30)
                .line(0.45, 0.50)
                .quad(0.62, 0.54, 0.78, 0.60)
                .quad(0.85, 0.64, 0.84, 0.70)
                .line(0.20, 0.70)
                .quad(0.20, 0.50, 0.22, 0.30);
            p.fill(&boot, c);
            p.fill(&rounded(0.19, 0.69, 0.855, 0.745, 0.02), DARK);
            p.fill(&rect(0.20, 0.70, 0.32, 0.745), DARK.shade(0.8));
            p.tint(&rect(0.22, 0.30, 0.44, 0.335), d, 0.9);
            for i in 0..4 {
                let y = 0.38 + i as f32 * 0.035;
                p.fill(&bar(0.37, y, 0.47, y + 0.02, 0.012), light);
            }
            p.tint(&Path::at(0.45, 0.53).quad(0.60, 0.58, 0.84, 0.66).line(0.84, 0.675).quad(0.60, 0.60, 0.45, 0.55), d, 0.7);
        }
        Shape::Drill | Shape::Grinder => power_tool(p, shape, c, d, light),
        Shape::Hammer => {
            p.shadow(0.5, 0.86, 0.16, 0.025);
            p.fill(&rounded(0.475, 0.27, 0.525, 0.84, 0.02), WOOD);
            p.fill(&rounded(0.468, 0.58, 0.532, 0.845, 0.025), c);
            for i in 0..5 {
                let y = 0.61 + i as f32 * 0.045;
                p.tint(&rect(0.468, y, 0.532, y + 0.012), d, 0.8);
            }
            let head = Path::at(0.30, 0.20)
                .line(0.58, 0.20)
                .quad(0.66, 0.20, 0.74, 0.30)
                .line(0.70, 0.31)
                .quad(0.64, 0.26, 0.58, 0.30)
                .line(0.34, 0.30)
                .line(0.30, 0.29);
            p.fill(&head, STEEL);
            p.fill(&rounded(0.27, 0.195, 0.33, 0.305, 0.01), STEEL.shade(0.85));
            p.tint(&rect(0.34, 0.215, 0.58, 0.23), WHITE, 0.5);
        }
        Shape::Saw => {
            p.shadow(0.5, 0.72, 0.36, 0.03);
            let mut blade = Path::at(0.38, 0.40).line(0.86, 0.47).line(0.86, 0.56);
            let teeth = 24;
            for i in 0..teeth {
                let x = 0.86 - (i as f32 + 0.5) * (0.48 / teeth as f32);
                let y = 0.56 + (0.86 - x) * 0.06;
                blade = blade.line(x, y + 0.018).line(x - 0.01, y);
            }
            blade = blade.line(0.38, 0.62);
            p.fill(&blade, STEEL);
            p.tint(&bar(0.40, 0.45, 0.84, 0.50, 0.015), WHITE, 0.5);
            let handle = Path::at(0.14, 0.36)
                .quad(0.22, 0.32, 0.40, 0.37)
                .line(0.41, 0.64)
                .quad(0.30, 0.70, 0.16, 0.66)
                .quad(0.10, 0.52, 0.14, 0.36);
            p.fill_all(&[handle, rounded(0.19, 0.44, 0.33, 0.56, 0.05)], c);
            p.fill(&ellipse(0.37, 0.45, 0.012, 0.012), STEEL);
            p.fill(&ellipse(0.37, 0.57, 0.012, 0.012), STEEL);
        }
        Shape::Screwdriver => {
            p.shadow(0.5, 0.82, 0.30, 0.03);
            for (i, dx) in [-0.16f32, 0.0, 0.16].iter().enumerate() {
                let x = 0.5 + dx;
                let colour = if i == 1 { c } else { c.mix(DARK, 0.15 * i as f32) };
                p.fill(&bar(x, 0.17, x, 0.50, 0.022), STEEL);
                p.fill(&Path::at(x - 0.011, 0.17).line(x + 0.011, 0.17).line(x + 0.004, 0.14).line(x - 0.004, 0.14), STEEL.shade(0.85));
                p.fill(&rounded(x - 0.055, 0.48, x + 0.055, 0.80, 0.04), colour);
                p.tint(&rounded(x - 0.045, 0.50, x - 0.02, 0.78, 0.01), WHITE, 0.25);
                p.fill(&rounded(x - 0.045, 0.47, x + 0.045, 0.50, 0.01), DARK);
            }
        }
        Shape::TapeMeasure => {
            p.shadow(0.48, 0.77, 0.28, 0.035);
            p.fill(&rounded(0.24, 0.28, 0.70, 0.74, 0.12), c);
            p.fill(&ellipse(0.47, 0.51, 0.14, 0.14), d);
            p.fill(&ellipse(0.47, 0.51, 0.05, 0.05), light);
            p.fill(&rect(0.66, 0.66, 0.86, 0.72), Rgb(0xF2, 0xC9, 0x4C));
            for i in 0..8 {
                let x = 0.68 + i as f32 * 0.022;
                p.fill(&rect(x, 0.66, x + 0.004, 0.685), DARK);
            }
            p.fill(&rect(0.855, 0.65, 0.87, 0.73), STEEL);
            p.fill(&rounded(0.30, 0.70, 0.44, 0.75, 0.02), DARK);
        }
        Shape::Wrench => {
            p.shadow(0.5, 0.84, 0.28, 0.03);
            for (i, dx) in [-0.12f32, 0.0, 0.12].iter().enumerate() {
                let x = 0.5 + dx;
                let top = 0.20 + i as f32 * 0.04;
                p.fill(&bar(x, top + 0.08, x, 0.80, 0.045), STEEL.shade(1.0 - 0.05 * i as f32));
                let jaw = ellipse(x, top + 0.05, 0.055, 0.055);
                let gap = rect(x - 0.022, top - 0.01, x + 0.022, top + 0.05);
                p.fill_all(&[jaw, gap], STEEL.shade(0.92));
                p.fill(&rounded(x - 0.03, 0.55, x + 0.03, 0.80, 0.02), c);
            }
        }
        Shape::Pot => {
            p.shadow(0.5, 0.78, 0.30, 0.035);
            p.fill(&rounded(0.17, 0.46, 0.27, 0.50, 0.015), DARK);
            p.fill(&rounded(0.73, 0.46, 0.83, 0.50, 0.015), DARK);
            p.fill(&rounded(0.25, 0.40, 0.75, 0.77, 0.06), c);
            p.tint(&rounded(0.29, 0.46, 0.36, 0.72, 0.03), WHITE, 0.25);
            p.fill(&ellipse(0.5, 0.40, 0.27, 0.05), d);
            p.fill(&ellipse(0.5, 0.385, 0.25, 0.04), c.mix(STEEL, 0.5));
            p.fill(&rounded(0.46, 0.31, 0.54, 0.36, 0.02), DARK);
        }
        Shape::Pan => {
            p.shadow(0.45, 0.68, 0.36, 0.05);
            p.fill(&bar(0.64, 0.56, 0.92, 0.44, 0.05), DARK);
            p.fill(&ellipse(0.40, 0.58, 0.28, 0.13), c);
            p.fill(&ellipse(0.40, 0.57, 0.24, 0.105), DARK.mix(c, 0.2));
            p.tint(&rotated_ellipse(0.34, 0.54, 0.08, 0.03, -0.2), WHITE, 0.15);
        }
        Shape::Mug => {
            p.shadow(0.48, 0.76, 0.24, 0.035);
            p.fill_all(&[ellipse(0.68, 0.52, 0.11, 0.12), ellipse(0.68, 0.52, 0.065, 0.075)], c);
            p.fill(&rounded(0.28, 0.32, 0.68, 0.75, 0.05), c);
            p.fill(&ellipse(0.48, 0.33, 0.20, 0.035), d);
            p.tint(&rounded(0.32, 0.38, 0.37, 0.70, 0.02), WHITE, 0.3);
            p.tint(&ellipse(0.50, 0.55, 0.07, 0.07), WHITE, 0.55);
        }
        Shape::Lamp => {
            p.shadow(0.5, 0.84, 0.22, 0.03);
            p.fill(&ellipse(0.5, 0.82, 0.17, 0.035), DARK);
            p.fill(&rect(0.49, 0.44, 0.51, 0.81), STEEL.shade(0.8));
            p.tint(&ellipse(0.5, 0.50, 0.20, 0.06), Rgb(0xFF, 0xF3, 0xC4), 0.6);
            let shade = Path::at(0.35, 0.18).line(0.65, 0.18).line(0.76, 0.47).line(0.24, 0.47);
            p.fill(&shade, c);
            p.tint(&Path::at(0.37, 0.19).line(0.42, 0.19).line(0.33, 0.46).line(0.28, 0.46), WHITE, 0.18);
            p.fill(&rect(0.24, 0.455, 0.76, 0.47), d);
        }
        Shape::Plant => {
            p.shadow(0.5, 0.83, 0.22, 0.03);
            for (i, (angle, len)) in [(-2.3f32, 0.22f32), (-1.9, 0.27), (-1.57, 0.30), (-1.25, 0.27), (-0.85, 0.22)].iter().enumerate() {
                let (s, co) = angle.sin_cos();
                let cx = 0.5 + co * len * 0.55;
                let cy = 0.52 + s * len * 0.55;
                p.fill(&rotated_ellipse(cx, cy, len * 0.55, 0.05, *angle), LEAF.shade(0.85 + 0.07 * (i % 3) as f32));
            }
            p.fill(&Path::at(0.33, 0.55).line(0.67, 0.55).line(0.62, 0.83).line(0.38, 0.83), c);
            p.fill(&rounded(0.31, 0.53, 0.69, 0.59, 0.01), d);
        }
        Shape::WateringCan => {
            p.shadow(0.52, 0.79, 0.32, 0.035);
            p.fill_all(&[ellipse(0.47, 0.36, 0.14, 0.10), ellipse(0.47, 0.36, 0.095, 0.06)], d);
            p.fill(&Path::at(0.60, 0.62).line(0.86, 0.34).line(0.88, 0.37).line(0.64, 0.70), c);
            p.fill(&rotated_ellipse(0.875, 0.345, 0.035, 0.02, -0.85), d);
            p.fill(&rounded(0.30, 0.42, 0.66, 0.78, 0.05), c);
            p.tint(&rounded(0.34, 0.46, 0.39, 0.74, 0.02), WHITE, 0.25);
            p.fill(&rect(0.30, 0.50, 0.66, 0.52), d);
        }
        Shape::Gloves => {
            p.shadow(0.5, 0.82, 0.30, 0.03);
            for (dx, tone) in [(-0.12f32, 0.88f32), (0.12, 1.0)] {
                let x = 0.5 + dx;
                let colour = c.shade(tone);
                p.fill(&rounded(x - 0.10, 0.40, x + 0.10, 0.68, 0.05), colour);
                for (i, fx) in [-0.075f32, -0.025, 0.025, 0.075].iter().enumerate() {
                    let top = 0.22 + [0.04, 0.0, 0.01, 0.05][i];
                    p.fill(&rounded(x + fx - 0.022, top, x + fx + 0.022, 0.46, 0.022), colour);
                }
                p.fill(&rotated_ellipse(x - 0.115 * dx.signum(), 0.50, 0.10, 0.028, 1.0 * dx.signum()), colour);
                p.fill(&rounded(x - 0.105, 0.66, x + 0.105, 0.80, 0.02), d);
            }
        }
    }
}

fn top_garment(p: &mut Painter, shape: Shape, c: Rgb, d: Rgb, light: Rgb) {
    let kid = matches!(shape, Shape::KidsTshirt | Shape::KidsJacket);
    let long = matches!(shape, Shape::Shirt | Shape::Jacket | Shape::KidsJacket);
    // Kids' clothes are drawn smaller and lower, like a small garment in the same frame.
    let (k, oy) = if kid { (0.82, 0.09) } else { (1.0, 0.0) };
    let t = |x: f32, y: f32| (0.5 + (x - 0.5) * k, oy + 0.5 + (y - 0.5) * k);
    let bottom = if shape == Shape::Jacket { 0.80 } else { 0.82 };
    let left = if long {
        Path::at(t(0.41, 0.19).0, t(0.41, 0.19).1)
            .line(t(0.30, 0.22).0, t(0.30, 0.22).1)
            .quad(t(0.24, 0.25).0, t(0.24, 0.25).1, t(0.22, 0.34).0, t(0.22, 0.34).1)
            .line(t(0.16, 0.70).0, t(0.16, 0.70).1)
            .line(t(0.25, 0.72).0, t(0.25, 0.72).1)
            .line(t(0.32, 0.42).0, t(0.32, 0.42).1)
            .line(t(0.325, bottom).0, t(0.325, bottom).1)
    } else {
        let sleeve = if shape == Shape::Blouse { 0.40 } else { 0.38 };
        Path::at(t(0.41, 0.19).0, t(0.41, 0.19).1)
            .line(t(0.30, 0.22).0, t(0.30, 0.22).1)
            .line(t(0.17, sleeve - 0.04).0, t(0.17, sleeve - 0.04).1)
            .line(t(0.24, sleeve + 0.04).0, t(0.24, sleeve + 0.04).1)
            .line(t(0.32, 0.34).0, t(0.32, 0.34).1)
            .line(t(0.32, bottom).0, t(0.32, bottom).1)
    };
    let (bx, by) = t(0.5, bottom + 0.01);
    p.shadow(bx, by + 0.02, 0.24 * k, 0.03);
    let body = left.symmetric();
    p.fill(&body, c);
    // The neckline: a round or V opening shows the garment's darker inside.
    let (nx, ny) = t(0.5, 0.19);
    let neck_depth = if shape == Shape::Blouse { 0.08 } else { 0.05 } * k;
    p.fill(&Path::at(t(0.41, 0.19).0, ny).quad(nx, ny + neck_depth * 2.0, t(0.59, 0.19).0, ny), d);
    match shape {
        Shape::Shirt => {
            p.fill(&Path::at(0.41, 0.185).line(0.50, 0.30).line(0.45, 0.33).line(0.385, 0.225), light);
            p.fill(&Path::at(0.59, 0.185).line(0.50, 0.30).line(0.55, 0.33).line(0.615, 0.225), light);
            p.tint(&rect(0.494, 0.30, 0.506, 0.82), d, 0.7);
            for i in 0..5 {
                p.fill(&ellipse(0.5, 0.36 + i as f32 * 0.09, 0.008, 0.008), light);
            }
            p.tint(&rect(0.36, 0.36, 0.44, 0.37), d, 0.7);
            p.fill(&rect(0.16, 0.67, 0.25, 0.72), d);
            p.fill(&rect(0.75, 0.67, 0.84, 0.72), d);
        }
        Shape::Blouse => {
            for i in 0..3 {
                p.fill(&ellipse(0.5, 0.32 + i as f32 * 0.06, 0.009, 0.009), light);
            }
            p.tint(&Path::at(0.32, 0.78).quad(0.5, 0.80, 0.68, 0.78).line(0.68, 0.82).line(0.32, 0.82), d, 0.5);
            p.tint(&bar(0.175, 0.355, 0.245, 0.425, 0.015), d, 0.8);
            p.tint(&bar(0.825, 0.355, 0.755, 0.425, 0.015), d, 0.8);
        }
        Shape::Tshirt | Shape::KidsTshirt => {
            // A simple chest print: a sun on adult tees, a star on kids' ones.
            let (cx, cy) = t(0.5, 0.42);
            if kid {
                let points = (0..10)
                    .map(|i| {
                        let r = if i % 2 == 0 { 0.08 } else { 0.035 };
                        let a = -0.5 * PI + i as f32 * PI / 5.0;
                        (cx + r * a.cos(), cy + r * a.sin())
                    })
                    .collect();
                p.fill(&Path { points }, if c.luma() > 0.7 { Rgb(0xF0, 0x8A, 0x3C) } else { WHITE });
            } else {
                p.tint(&ellipse(cx, cy, 0.06, 0.06), light, 0.9);
            }
            let (l0, l1) = (t(0.17, 0.34), t(0.24, 0.42));
            p.tint(&bar(l0.0, l0.1, l1.0, l1.1, 0.012), d, 0.7);
            let (r0, r1) = (t(0.83, 0.34), t(0.76, 0.42));
            p.tint(&bar(r0.0, r0.1, r1.0, r1.1, 0.012), d, 0.7);
        }
        Shape::Jacket | Shape::KidsJacket => {
            if kid {
                // A hood behind the collar.
                let (hx, hy) = t(0.5, 0.17);
                p.fill(
                    &Path::at(hx - 0.09, hy + 0.02).quad(hx, hy - 0.09, hx + 0.09, hy + 0.02).line(hx + 0.06, hy + 0.04).quad(
                        hx,
                        hy - 0.03,
                        hx - 0.06,
                        hy + 0.04,
                    ),
                    d,
                );
            } else {
                p.fill(&Path::at(0.41, 0.18).line(0.59, 0.18).line(0.60, 0.23).line(0.40, 0.23), d);
            }
            let (z0, z1) = (t(0.5, 0.21), t(0.5, bottom));
            p.fill(&rect(z0.0 - 0.006, z0.1, z0.0 + 0.006, z1.1), STEEL);
            let (a, b) = (t(0.35, 0.56), t(0.45, 0.60));
            p.fill(&rect(a.0, a.1, b.0, b.1), d);
            let (a, b) = (t(0.55, 0.56), t(0.65, 0.60));
            p.fill(&rect(a.0, a.1, b.0, b.1), d);
            let (a, b) = (t(0.32, bottom - 0.04), t(0.68, bottom));
            p.fill(&rect(a.0, a.1, b.0, b.1), d);
            let (a, b) = (t(0.16, 0.67), t(0.25, 0.72));
            p.fill(&rect(a.0, a.1, b.0, b.1), d);
            let (a, b) = (t(0.75, 0.67), t(0.84, 0.72));
            p.fill(&rect(a.0, a.1, b.0, b.1), d);
        }
        _ => {}
    }
}

fn power_tool(p: &mut Painter, shape: Shape, c: Rgb, d: Rgb, light: Rgb) {
    if shape == Shape::Drill {
        p.shadow(0.5, 0.82, 0.30, 0.035);
        p.fill(&rounded(0.31, 0.68, 0.61, 0.80, 0.02), DARK);
        p.fill(&Path::at(0.40, 0.42).line(0.55, 0.42).line(0.53, 0.70).line(0.39, 0.70), DARK.mix(c, 0.25));
        p.fill(&rounded(0.24, 0.27, 0.70, 0.45, 0.08), c);
        p.tint(&rounded(0.27, 0.29, 0.66, 0.32, 0.02), WHITE, 0.3);
        for i in 0..4 {
            let x = 0.28 + i as f32 * 0.025;
            p.fill(&rect(x, 0.31, x + 0.01, 0.41), d);
        }
        p.fill(&rounded(0.69, 0.30, 0.79, 0.42, 0.02), DARK);
        p.fill(&rect(0.72, 0.30, 0.735, 0.42), STEEL);
        p.fill(&Path::at(0.79, 0.345).line(0.92, 0.355).line(0.93, 0.36).line(0.92, 0.365).line(0.79, 0.375), STEEL);
        p.fill(&rounded(0.535, 0.45, 0.565, 0.52, 0.01), light);
    } else {
        p.shadow(0.5, 0.74, 0.34, 0.035);
        p.fill(&ellipse(0.70, 0.53, 0.17, 0.17), STEEL);
        p.fill(&ellipse(0.70, 0.53, 0.05, 0.05), DARK);
        p.fill(&Path::at(0.56, 0.43).quad(0.70, 0.34, 0.84, 0.43).line(0.84, 0.50).line(0.56, 0.50), DARK);
        p.fill(&rounded(0.16, 0.42, 0.66, 0.58, 0.07), c);
        p.tint(&rounded(0.20, 0.44, 0.60, 0.47, 0.015), WHITE, 0.3);
        for i in 0..5 {
            let x = 0.20 + i as f32 * 0.025;
            p.fill(&rect(x, 0.46, x + 0.01, 0.54), d);
        }
        p.fill(&bar(0.54, 0.42, 0.50, 0.28, 0.05), DARK);
    }
}

/// The picture as JPEG bytes.
pub fn jpeg(canvas: &Canvas, quality: u8) -> Vec<u8> {
    super::jpeg::encode_rgb(&canvas.pixels, canvas.width, canvas.height, quality, Some(&canvas.touched))
}

/// Every shape, for previews and tests.
#[cfg(test)]
pub const ALL_SHAPES: [Shape; 27] = [
    Shape::Dress,
    Shape::Blouse,
    Shape::Shirt,
    Shape::Tshirt,
    Shape::KidsTshirt,
    Shape::Jeans,
    Shape::KidsTrousers,
    Shape::Skirt,
    Shape::Jacket,
    Shape::KidsJacket,
    Shape::Sneaker,
    Shape::Pump,
    Shape::Boot,
    Shape::Drill,
    Shape::Grinder,
    Shape::Hammer,
    Shape::Saw,
    Shape::Screwdriver,
    Shape::TapeMeasure,
    Shape::Wrench,
    Shape::Pot,
    Shape::Pan,
    Shape::Mug,
    Shape::Lamp,
    Shape::Plant,
    Shape::WateringCan,
    Shape::Gloves,
];
