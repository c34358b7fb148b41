//! The demo pictures: which files exist (a plan derived from the catalogue), and writing them,
//! originals under the storage root and resized copies under the cache root, on every core.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::art::{self, Rgb, Shape};
use super::catalog::{self, ProductSpec};
use super::random::hash;
use super::SeedError;
use storefront_core::pictures::CACHE_SIZES;

/// Originals of product pictures are this wide (and tall); the `large` cache size equals it.
pub const PRODUCT_SIZE: u32 = 1200;
pub const JPEG_QUALITY: u8 = 82;

#[derive(Debug, Clone)]
pub enum Art {
    /// A square product picture; also written in every cache size.
    Product {
        shape: Shape,
        colour: Rgb,
        seed: u64,
    },
    /// A square picture of one item, original only (categories).
    Square {
        size: u32,
        shape: Shape,
        colour: Rgb,
        seed: u64,
    },
    Logo {
        size: u32,
        colour: Rgb,
        emblem: usize,
    },
    Scene {
        width: u32,
        height: u32,
        items: Vec<(Shape, Rgb)>,
        backdrop: usize,
    },
}

#[derive(Debug, Clone)]
pub struct Job {
    /// Relative to the storage root, e.g. `products/red-summer-dress.jpg`.
    pub path: String,
    pub art: Art,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct ImageStats {
    pub written: usize,
    pub reused: usize,
}

pub fn colour_of(code: &str) -> Rgb {
    Rgb::hex(catalog::colour_option(code).swatch.unwrap_or("#888888"))
}

/// The picture of a product in one of its colours: `products/<url_key>.jpg` for a simple
/// product, `products/<url_key>-<colour>.jpg` for a configurable product's colour.
pub fn product_image(spec: &ProductSpec, colour: &str) -> String {
    if spec.configurable() {
        format!("products/{}-{colour}.jpg", spec.url_key)
    } else {
        format!("products/{}.jpg", spec.url_key)
    }
}

pub fn category_image(slug: &str) -> String {
    format!("categories/{slug}.jpg")
}

pub fn seller_logo(url: &str) -> String {
    format!("sellers/{url}.jpg")
}

pub fn slider_image(n: usize, mobile: bool) -> String {
    if mobile {
        format!("sliders/slide-{n}-mobile.jpg")
    } else {
        format!("sliders/slide-{n}.jpg")
    }
}

pub fn banner_image(n: usize) -> String {
    format!("banners/banner-{n}.jpg")
}

/// Every picture of the demo catalogue.
pub fn plan() -> Vec<Job> {
    let mut jobs = Vec::new();
    for spec in catalog::PRODUCTS {
        for colour in spec.colours {
            let path = product_image(spec, colour);
            jobs.push(Job { art: Art::Product { shape: spec.shape, colour: colour_of(colour), seed: hash(&path) }, path });
        }
    }
    for category in catalog::CATEGORIES {
        let path = category_image(category.slug);
        jobs.push(Job {
            art: Art::Square { size: 800, shape: category.shape, colour: colour_of(category.colour), seed: hash(&path) },
            path,
        });
    }
    for seller in catalog::SELLERS {
        jobs.push(Job {
            path: seller_logo(seller.url),
            art: Art::Logo { size: 400, colour: Rgb::hex(seller.colour), emblem: seller.emblem },
        });
    }
    for (i, slide) in catalog::SLIDERS.iter().enumerate() {
        let items: Vec<(Shape, Rgb)> = slide.items.iter().map(|(s, c)| (*s, colour_of(c))).collect();
        jobs.push(Job {
            path: slider_image(i + 1, false),
            art: Art::Scene { width: 1600, height: 600, items: items.clone(), backdrop: slide.backdrop },
        });
        jobs.push(Job {
            path: slider_image(i + 1, true),
            art: Art::Scene { width: 800, height: 800, items: items[..2.min(items.len())].to_vec(), backdrop: slide.backdrop },
        });
    }
    for (i, banner) in catalog::BANNERS.iter().enumerate() {
        let items = banner.items.iter().map(|(s, c)| (*s, colour_of(c))).collect();
        jobs.push(Job { path: banner_image(i + 1), art: Art::Scene { width: 1200, height: 500, items, backdrop: banner.backdrop } });
    }
    jobs
}

/// The files a job writes: its original and, for product pictures, one copy per cache size
/// (with the width of each).
fn targets(job: &Job, storage: &Path, cache: &Path) -> Vec<(PathBuf, Option<u32>)> {
    let mut files = vec![(storage.join(&job.path), None)];
    if matches!(job.art, Art::Product { .. }) {
        for (name, width) in CACHE_SIZES {
            files.push((cache.join(name).join(&job.path), Some(width)));
        }
    }
    files
}

/// Draws and writes every job whose files are not all there yet, on all cores. Blocking.
pub fn write_all(jobs: &[Job], storage: &Path, cache: &Path) -> Result<ImageStats, SeedError> {
    let next = AtomicUsize::new(0);
    let written = AtomicUsize::new(0);
    let reused = AtomicUsize::new(0);
    let failure: Mutex<Option<SeedError>> = Mutex::new(None);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 8);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                if failure.lock().map(|f| f.is_some()).unwrap_or(true) {
                    break;
                }
                match write_job(job, storage, cache) {
                    Ok(true) => written.fetch_add(1, Ordering::Relaxed),
                    Ok(false) => reused.fetch_add(1, Ordering::Relaxed),
                    Err(error) => {
                        if let Ok(mut slot) = failure.lock() {
                            slot.get_or_insert(error);
                        }
                        break;
                    }
                };
            });
        }
    });
    if let Some(error) = failure.into_inner().ok().flatten() {
        return Err(error);
    }
    Ok(ImageStats { written: written.into_inner(), reused: reused.into_inner() })
}

/// Writes the job's files; false when they all existed already (pictures are deterministic,
/// so an existing file is the same picture).
fn write_job(job: &Job, storage: &Path, cache: &Path) -> Result<bool, SeedError> {
    let files = targets(job, storage, cache);
    if files.iter().all(|(path, _)| path.is_file()) {
        return Ok(false);
    }
    let mut original: Option<Vec<u8>> = None;
    for (path, width) in files {
        let bytes = match (&job.art, width) {
            // The large copy is as wide as the original: the same bytes.
            (Art::Product { .. }, Some(w)) if w == PRODUCT_SIZE => match &original {
                Some(bytes) => bytes.clone(),
                None => render(job, Some(w)),
            },
            _ => render(job, width),
        };
        write(&path, &bytes)?;
        if width.is_none() {
            original = Some(bytes);
        }
    }
    Ok(true)
}

fn render(job: &Job, width: Option<u32>) -> Vec<u8> {
    let canvas = match &job.art {
        Art::Product { shape, colour, seed } => art::product(width.unwrap_or(PRODUCT_SIZE), *shape, *colour, *seed),
        Art::Square { size, shape, colour, seed } => art::product(*size, *shape, *colour, *seed),
        Art::Logo { size, colour, emblem } => art::logo(*size, *colour, *emblem),
        Art::Scene { width, height, items, backdrop } => art::scene(*width, *height, items, *backdrop),
    };
    art::jpeg(&canvas, JPEG_QUALITY)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), SeedError> {
    let io = |source| SeedError::Io { path: path.to_owned(), source };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    // Written aside and renamed, so a reader never sees half a file.
    let partial = path.with_extension("jpg.partial");
    std::fs::write(&partial, bytes).map_err(io)?;
    std::fs::rename(&partial, path).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_names_every_picture_once() {
        let jobs = plan();
        let mut paths: Vec<&str> = jobs.iter().map(|j| j.path.as_str()).collect();
        let count = paths.len();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), count, "unique paths");
        assert!(count > 100, "{count} pictures");
    }

    #[test]
    fn pictures_encode_faithfully() {
        for (i, shape) in [Shape::Dress, Shape::Drill, Shape::Sneaker].iter().enumerate() {
            let canvas = art::product(304, *shape, colour_of("navy"), i as u64);
            let decoded = image::load_from_memory(&art::jpeg(&canvas, JPEG_QUALITY)).unwrap().to_rgb8();
            let error: u64 = decoded.as_raw().iter().zip(&canvas.pixels).map(|(a, b)| (*a as i32 - *b as i32).unsigned_abs() as u64).sum();
            let mean = error as f64 / canvas.pixels.len() as f64;
            assert!(mean < 2.5, "{shape:?}: mean error {mean}");
        }
    }

    #[test]
    fn every_shape_draws_inside_its_frame() {
        for (i, shape) in art::ALL_SHAPES.iter().enumerate() {
            let canvas = art::product(64, *shape, colour_of("red"), i as u64);
            assert_eq!(canvas.pixels.len(), 64 * 64 * 3);
            // The corners stay backdrop: the item does not touch the edges.
            let corner = &canvas.pixels[0..3];
            assert!(corner.iter().all(|c| *c > 150), "{shape:?} corner {corner:?}");
        }
    }
}
