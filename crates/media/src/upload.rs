//! What an uploaded picture becomes, made once at upload: the original, at most
//! [`ORIGINAL_MAX_SIDE`] on its longer side, and each of the storefront's sizes, all as JPEG
//! with a WebP twin for the sizes. Blocking: run it from `spawn_blocking`.

use bytes::Bytes;
use storefront_core::pictures::{fitted, CACHE_SIZES, ORIGINAL_MAX_SIDE};
use storefront_core::validation::Message;

use crate::encode::{at_width, decode, flattened, jpeg, resized, webp};
use crate::keys;

/// Every file of the picture kept at `path`, with its key; or why the upload is refused.
pub fn prepare(bytes: &[u8], path: &str) -> Result<Vec<(String, Bytes)>, Message> {
    let picture = flattened(&decode(bytes)?);
    let source = (picture.width(), picture.height());
    let (width, height) = fitted(source.0, source.1, ORIGINAL_MAX_SIDE);
    let original = resized(&picture, width, height);
    let mut files = vec![(keys::original(path), jpeg(&original))];
    for (size, max_width) in CACHE_SIZES {
        // Sized from the upload itself, so each copy keeps its exact shape; drawn from the
        // smaller original, which is quicker.
        let (width, height) = at_width(source, max_width);
        let copy = resized(&original, width, height);
        files.push((keys::copy(size, path, false), jpeg(&copy)));
        files.push((keys::copy(size, path, true), webp(&copy)));
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;
    use storefront_core::pictures::{kind_of, PictureKind};

    /// A JPEG from a camera: 3000 × 2000, with an EXIF block holding a maker's name.
    fn camera_jpeg() -> Vec<u8> {
        let picture =
            image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(3000, 2000, |x, y| image::Rgb([(x / 12) as u8, (y / 8) as u8, 90])));
        let plain = crate::encode::jpeg(&picture).to_vec();
        // APP1 "Exif\0\0" right after the SOI marker, as cameras write it.
        let payload = b"Exif\0\0II*\0SecretCameraMaker";
        let len = (payload.len() + 2) as u16;
        let mut with_exif = vec![0xFF, 0xD8, 0xFF, 0xE1];
        with_exif.extend_from_slice(&len.to_be_bytes());
        with_exif.extend_from_slice(payload);
        with_exif.extend_from_slice(&plain[2..]);
        with_exif
    }

    #[test]
    fn an_upload_becomes_every_size_without_its_metadata() {
        let files = prepare(&camera_jpeg(), "products/7/a.jpg").unwrap();
        let keys: Vec<&str> = files.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "storage/products/7/a.jpg",
                "cache/small/products/7/a.jpg",
                "cache/small/products/7/a.jpg.webp",
                "cache/medium/products/7/a.jpg",
                "cache/medium/products/7/a.jpg.webp",
                "cache/large/products/7/a.jpg",
                "cache/large/products/7/a.jpg.webp",
            ]
        );
        let widths: Vec<u32> = files.iter().map(|(_, bytes)| decode(bytes).unwrap().width()).collect();
        assert_eq!(widths, [2000, 300, 300, 600, 600, 1200, 1200]);
        for (key, bytes) in &files {
            let expected = if key.ends_with(".webp") { PictureKind::Webp } else { PictureKind::Jpeg };
            assert_eq!(kind_of(bytes), Some(expected), "{key}");
            assert!(!bytes.windows(6).any(|w| w == b"Secret"), "{key} kept the EXIF block");
        }
    }

    #[test]
    fn a_small_picture_is_not_enlarged() {
        let picture = image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(200, 100, image::Rgb([10, 20, 30])));
        let files = prepare(&crate::encode::png(&picture), "p.jpg").unwrap();
        assert!(files.iter().all(|(_, bytes)| decode(bytes).unwrap().width() == 200));
    }
}
