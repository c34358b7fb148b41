//! Where the shop's pictures live and the sizes they are shown at: originals under
//! `DATA_DIR/storage` (served at `/storage/…`), copies resized to each width under
//! `DATA_DIR/cache/{small,medium,large}` (served at `/cache/{size}/…`). The server serves and
//! resizes them; the demo seed writes its drawn pictures in the same places.
//!
//! Also what an upload may be: its type read from its first bytes (never from its name), its
//! size and its pixel count, and how many pictures a product holds.

use std::path::{Path, PathBuf};

use crate::validation::Message;

/// The largest upload read, in bytes.
pub const MAX_PICTURE_BYTES: usize = 20 * 1024 * 1024;
/// The most pixels a picture may have: decoding one takes 4 bytes a pixel, 160 MB here.
pub const MAX_PICTURE_PIXELS: u64 = 40_000_000;
/// The most pictures one product holds.
pub const MAX_PICTURES_PER_PRODUCT: usize = 30;
/// The stored original is at most this wide and tall: enough for any screen's zoom, and what
/// the shop keeps instead of a camera's 6000 px file.
pub const ORIGINAL_MAX_SIDE: u32 = 2000;

/// The kinds of picture an upload may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PictureKind {
    Jpeg,
    Png,
    Webp,
}

/// The kind of picture `bytes` hold, by their signature; `None` for anything else, whatever the
/// file was called.
pub fn kind_of(bytes: &[u8]) -> Option<PictureKind> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(PictureKind::Jpeg)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(PictureKind::Png)
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(PictureKind::Webp)
    } else {
        None
    }
}

/// Whether an upload of `len` bytes may be read at all.
pub fn check_size(len: usize) -> Result<(), Message> {
    if len > MAX_PICTURE_BYTES {
        Err(Message::PictureTooLarge)
    } else {
        Ok(())
    }
}

/// Whether a picture of these dimensions may be decoded (read from its header first).
pub fn check_pixels(width: u32, height: u32) -> Result<(), Message> {
    if width == 0 || height == 0 {
        Err(Message::PictureUnreadable)
    } else if u64::from(width) * u64::from(height) > MAX_PICTURE_PIXELS {
        Err(Message::PictureTooManyPixels)
    } else {
        Ok(())
    }
}

/// Whether a product holding `count` pictures may take one more.
pub fn check_room(count: usize) -> Result<(), Message> {
    if count >= MAX_PICTURES_PER_PRODUCT {
        Err(Message::TooManyPictures)
    } else {
        Ok(())
    }
}

/// Where an uploaded picture of a product is kept, relative to the storage root: a new name each
/// time (`token` is random), so a cached copy never has to be invalidated.
pub fn upload_path(product_id: i64, token: &str) -> String {
    format!("products/{product_id}/{token}.jpg")
}

/// Where an uploaded picture of a category is kept, named as a product's are.
pub fn category_upload_path(category_id: i64, token: &str) -> String {
    format!("categories/{category_id}/{token}.jpg")
}

/// Where an uploaded picture of a blog post is kept, named as a product's are.
pub fn post_upload_path(post_id: i64, token: &str) -> String {
    format!("posts/{post_id}/{token}.jpg")
}

/// Where an uploaded picture of a home slide or banner is kept (`slides/…`, `banners/…`), named
/// as a product's are.
pub fn promotion_upload_path(kind: crate::promotion_edit::PromotionKind, id: i64, token: &str) -> String {
    format!("{}s/{id}/{token}.jpg", kind.code())
}

/// The width and height of a `width` × `height` picture fitted into `side` × `side`, never
/// enlarged.
pub fn fitted(width: u32, height: u32, side: u32) -> (u32, u32) {
    if width <= side && height <= side {
        return (width, height);
    }
    let scale = f64::from(side) / f64::from(width.max(height));
    let scaled = |n: u32| ((f64::from(n) * scale).round() as u32).max(1);
    (scaled(width), scaled(height))
}

/// The cache sizes and their widths in pixels.
pub const CACHE_SIZES: [(&str, u32); 3] = [("small", 300), ("medium", 600), ("large", 1200)];

/// The storage root: `DATA_DIR/storage`.
pub fn storage_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("storage")
}

/// The root of the resized copies: `DATA_DIR/cache` (holding `small/`, `medium/`, `large/`).
pub fn cache_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("cache")
}

/// The width of a cache size, `None` for an unknown size.
pub fn width_of(size: &str) -> Option<u32> {
    CACHE_SIZES.iter().find(|(name, _)| *name == size).map(|(_, w)| *w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_grow_and_unknown_ones_have_no_width() {
        assert_eq!(width_of("small"), Some(300));
        assert_eq!(width_of("large"), Some(1200));
        assert_eq!(width_of("huge"), None);
        assert!(CACHE_SIZES.windows(2).all(|pair| pair[0].1 < pair[1].1));
        assert_eq!(cache_dir(Path::new("/data")), Path::new("/data/cache"));
    }

    #[test]
    fn the_type_comes_from_the_bytes() {
        assert_eq!(kind_of(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]), Some(PictureKind::Jpeg));
        assert_eq!(kind_of(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some(PictureKind::Png));
        assert_eq!(kind_of(b"RIFF\x10\0\0\0WEBPVP8 "), Some(PictureKind::Webp));
        // A GIF, an SVG and a text file named .jpg are not pictures the shop takes.
        assert_eq!(kind_of(b"GIF89a\x01\0"), None);
        assert_eq!(kind_of(b"<svg xmlns="), None);
        assert_eq!(kind_of(b"hello.jpg"), None);
        assert_eq!(kind_of(b""), None);
    }

    #[test]
    fn limits_refuse_with_their_own_message() {
        assert_eq!(check_size(MAX_PICTURE_BYTES), Ok(()));
        assert_eq!(check_size(MAX_PICTURE_BYTES + 1), Err(Message::PictureTooLarge));
        assert_eq!(check_pixels(8000, 5000), Ok(()));
        assert_eq!(check_pixels(8000, 5001), Err(Message::PictureTooManyPixels));
        assert_eq!(check_pixels(65_535, 65_535), Err(Message::PictureTooManyPixels));
        assert_eq!(check_pixels(0, 10), Err(Message::PictureUnreadable));
        assert_eq!(check_room(MAX_PICTURES_PER_PRODUCT - 1), Ok(()));
        assert_eq!(check_room(MAX_PICTURES_PER_PRODUCT), Err(Message::TooManyPictures));
    }

    #[test]
    fn fitting_keeps_the_shape_and_never_enlarges() {
        assert_eq!(fitted(6000, 4000, 2000), (2000, 1333));
        assert_eq!(fitted(4000, 6000, 1200), (800, 1200));
        assert_eq!(fitted(800, 600, 1200), (800, 600));
        assert_eq!(fitted(10_000, 1, 300), (300, 1));
        assert_eq!(upload_path(7, "a1b2"), "products/7/a1b2.jpg");
    }
}
