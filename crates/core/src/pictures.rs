//! Where the shop's pictures live and the sizes they are shown at: originals under
//! `DATA_DIR/storage` (served at `/storage/…`), copies resized to each width under
//! `DATA_DIR/cache/{small,medium,large}` (served at `/cache/{size}/…`). The server serves and
//! resizes them; the demo seed writes its drawn pictures in the same places.

use std::path::{Path, PathBuf};

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
}
