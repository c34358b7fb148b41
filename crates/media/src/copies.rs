//! The copies of a picture kept before uploads made them all at once (the demo's pictures,
//! written as originals only): made from the original on the first request for them, then kept.
//! Blocking: run it from `spawn_blocking`.

use bytes::Bytes;
use storefront_core::validation::Message;

use crate::encode::{at_width, decode, jpeg, png, resized, webp};

/// The copy of `original` at most `max_width` wide, in the original's own format (PNG for a
/// `.png` path, keeping transparency; JPEG otherwise), and its WebP twin.
pub fn make(original: &[u8], path: &str, max_width: u32) -> Result<(Bytes, Bytes), Message> {
    let picture = decode(original)?;
    let (width, height) = at_width((picture.width(), picture.height()), max_width);
    let copy = resized(&picture, width, height);
    let same_format = if path.to_ascii_lowercase().ends_with(".png") { png(&copy) } else { jpeg(&copy) };
    Ok((same_format, webp(&copy)))
}
