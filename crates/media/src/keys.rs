//! The names pictures are kept under, relative to the store's root. The layout is the one the
//! URLs show, so a directory store is the same tree the server has always served:
//! `storage/{path}` for the original and `cache/{size}/{path}` for each size, with a WebP twin at
//! `cache/{size}/{path}.webp`.

/// The original picture: `storage/{path}`.
pub fn original(path: &str) -> String {
    format!("storage/{path}")
}

/// The copy at a cache size, as JPEG (or PNG, for an original that is one) or as WebP.
pub fn copy(size: &str, path: &str, webp: bool) -> String {
    if webp {
        format!("cache/{size}/{path}.webp")
    } else {
        format!("cache/{size}/{path}")
    }
}

/// Every file kept for one picture, original first.
pub fn all_of(path: &str) -> Vec<String> {
    let mut keys = vec![original(path)];
    for (size, _) in storefront_core::pictures::CACHE_SIZES {
        keys.push(copy(size, path, false));
        keys.push(copy(size, path, true));
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_mirror_the_urls() {
        assert_eq!(original("products/7/ab.jpg"), "storage/products/7/ab.jpg");
        assert_eq!(copy("small", "products/7/ab.jpg", false), "cache/small/products/7/ab.jpg");
        assert_eq!(copy("large", "products/7/ab.jpg", true), "cache/large/products/7/ab.jpg.webp");
        assert_eq!(all_of("p.jpg").len(), 7);
    }
}
