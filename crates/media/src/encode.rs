//! Decoding within the core's limits, turning upright, resizing and encoding. Everything here
//! blocks: run it from `spawn_blocking`.
//!
//! Decoding keeps only pixels, so nothing of the file's metadata (EXIF with its GPS position,
//! XMP, ICC comments) survives into what the shop serves.

use std::io::Cursor;

use bytes::Bytes;
use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use storefront_core::pictures::{check_pixels, check_size, kind_of, PictureKind};
use storefront_core::validation::Message;

/// The JPEG quality of every file the shop writes.
pub const JPEG_QUALITY: u8 = 82;
/// The WebP quality: at 80 a photo is about a third smaller than the JPEG above, looking alike.
pub const WEBP_QUALITY: f32 = 80.0;

/// Reads a picture the core allows: its type from its bytes, its pixel count from its header
/// before any pixel is decoded, then the pixels, turned the way its EXIF orientation says.
pub fn decode(bytes: &[u8]) -> Result<DynamicImage, Message> {
    check_size(bytes.len())?;
    let format = match kind_of(bytes).ok_or(Message::PictureType)? {
        PictureKind::Jpeg => ImageFormat::Jpeg,
        PictureKind::Png => ImageFormat::Png,
        PictureKind::Webp => ImageFormat::WebP,
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    // Room for the pixels of the largest picture allowed, in RGBA, and the decoder's own.
    limits.max_alloc = Some(storefront_core::pictures::MAX_PICTURE_PIXELS * 4 + 64 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| Message::PictureUnreadable)?;
    let (width, height) = decoder.dimensions();
    check_pixels(width, height)?;
    let orientation = decoder.orientation().ok();
    let mut picture = DynamicImage::from_decoder(decoder).map_err(|_| Message::PictureUnreadable)?;
    if let Some(orientation) = orientation {
        picture.apply_orientation(orientation);
    }
    Ok(picture)
}

/// The picture on a white ground, without transparency (what a JPEG can hold).
pub fn flattened(picture: &DynamicImage) -> DynamicImage {
    if !picture.color().has_alpha() {
        return DynamicImage::ImageRgb8(picture.to_rgb8());
    }
    let rgba = picture.to_rgba8();
    let mut rgb = image::RgbImage::new(rgba.width(), rgba.height());
    for (out, pixel) in rgb.pixels_mut().zip(rgba.pixels()) {
        let [r, g, b, a] = pixel.0;
        let over_white = |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        *out = image::Rgb([over_white(r), over_white(g), over_white(b)]);
    }
    DynamicImage::ImageRgb8(rgb)
}

/// The picture at `width` × `height` (Lanczos, as photo editors do), in 8-bit RGB or RGBA.
pub fn resized(picture: &DynamicImage, width: u32, height: u32) -> DynamicImage {
    let source = match picture {
        DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_) => picture.clone(),
        other if other.color().has_alpha() => DynamicImage::ImageRgba8(other.to_rgba8()),
        other => DynamicImage::ImageRgb8(other.to_rgb8()),
    };
    if (source.width(), source.height()) == (width, height) {
        return source;
    }
    let mut target = DynamicImage::new(width, height, source.color());
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    match Resizer::new().resize(&source, &mut target, &options) {
        Ok(()) => target,
        // Both are 8-bit RGB(A) of nonzero size, which the resizer always takes; should it
        // refuse anyway, the image crate's own filter gives the same picture more slowly.
        Err(_) => source.resize_exact(width, height, image::imageops::FilterType::Lanczos3),
    }
}

/// The size of a `width` × `height` picture scaled to at most `max_width` wide, never enlarged.
pub fn at_width((width, height): (u32, u32), max_width: u32) -> (u32, u32) {
    if width <= max_width {
        return (width, height);
    }
    let scaled = ((u64::from(height) * u64::from(max_width) + u64::from(width) / 2) / u64::from(width)).max(1) as u32;
    (max_width, scaled)
}

pub fn jpeg(picture: &DynamicImage) -> Bytes {
    let rgb = flattened(picture);
    let mut out = Vec::new();
    // Writing to memory cannot fail for an RGB picture of nonzero size.
    let _ = rgb.write_with_encoder(JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY));
    Bytes::from(out)
}

pub fn png(picture: &DynamicImage) -> Bytes {
    let mut out = Vec::new();
    let _ = picture.write_with_encoder(PngEncoder::new(&mut out));
    Bytes::from(out)
}

/// Lossy WebP, keeping transparency where the picture has it.
pub fn webp(picture: &DynamicImage) -> Bytes {
    let (width, height) = (picture.width(), picture.height());
    let encoded = if picture.color().has_alpha() {
        let rgba = picture.to_rgba8();
        webp::Encoder::from_rgba(rgba.as_raw(), width, height).encode(WEBP_QUALITY)
    } else {
        let rgb = picture.to_rgb8();
        webp::Encoder::from_rgb(rgb.as_raw(), width, height).encode(WEBP_QUALITY)
    };
    Bytes::copy_from_slice(&encoded)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gradient(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])))
    }

    #[test]
    fn what_is_refused_says_why() {
        assert_eq!(decode(b"not a picture at all").err(), Some(Message::PictureType));
        let mut cut = jpeg(&gradient(64, 64)).to_vec();
        cut.truncate(40);
        assert_eq!(decode(&cut).err(), Some(Message::PictureUnreadable));
    }

    #[test]
    fn resizing_keeps_the_shape() {
        let picture = gradient(1600, 900);
        assert_eq!(at_width((1600, 900), 600), (600, 338));
        assert_eq!(at_width((1600, 900), 2000), (1600, 900));
        assert_eq!(at_width((3000, 2000), 300), (300, 200));
        let small = resized(&picture, 600, 338);
        assert_eq!((small.width(), small.height()), (600, 338));
    }

    #[test]
    fn transparency_becomes_white_in_a_jpeg() {
        let clear = DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(4, 4, image::Rgba([0, 0, 0, 0])));
        let flat = flattened(&clear).to_rgb8();
        assert_eq!(flat.get_pixel(1, 1).0, [255, 255, 255]);
    }

    #[test]
    fn both_encodings_read_back() {
        let picture = gradient(120, 80);
        let jpeg = jpeg(&picture);
        let webp = webp(&picture);
        assert_eq!(kind_of(&jpeg), Some(PictureKind::Jpeg));
        assert_eq!(kind_of(&webp), Some(PictureKind::Webp));
        assert_eq!(decode(&webp).map(|p| (p.width(), p.height())), Ok((120, 80)));
    }
}
