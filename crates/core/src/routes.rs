//! The storefront's routes. The server answers these with the shell document and status 200; any
//! other path gets the shell with status 404 so the shell shows its not-found page and crawlers see
//! the truth.

/// A category's page in the shop.
pub fn category_path(slug: &str) -> String {
    format!("/shop/catalog/{slug}")
}

/// `text` as one path segment, escaped as JavaScript's `encodeURIComponent` escapes it (what the
/// shell's links write), so both sides link to the same address.
pub fn path_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Route patterns; `:name` matches exactly one non-empty path segment.
pub const STOREFRONT_ROUTES: &[&str] = &[
    "/",
    "/shop",
    "/shop/catalog",
    "/shop/catalog/:categorySlug",
    "/shop/catalog/search/:word",
    "/shop/products/:productSlug/:parentId",
    "/shop/newCollection",
    "/shop/saledProducts",
    "/shop/cart",
    "/checkout",
    "/thanks",
    "/thanksforMessage",
    "/thanks-for-registration",
    "/account",
    "/account/dashboard",
    "/account/profile",
    "/account/orders",
    "/account/orders/:orderId",
    "/account/bonuses",
    "/account/addresses",
    "/account/addresses/new",
    "/account/addresses/:addressId",
    "/account/login",
    "/account/register",
    "/forgot/password",
    "/forgot/password/reset",
    "/page/:urlKeyOrPageIdOrCustomUrl",
    "/stores",
    "/stores/:url",
    "/blog",
    "/blog/:blogSlug",
    "/contact-us",
    "/footer/ContactWithUs.jsx",
    "/wishlist",
    "/compare",
    "/404",
];

fn segments(path: &str) -> Vec<&str> {
    path.split('/').filter(|s| !s.is_empty()).collect()
}

fn matches(pattern: &str, path: &str) -> bool {
    let (p, s) = (segments(pattern), segments(path));
    p.len() == s.len() && p.iter().zip(&s).all(|(p, s)| p.starts_with(':') || p == s)
}

/// True when `path` (without query string) is one of the storefront's routes. A trailing slash is
/// tolerated (login lands on `/account/profile/`).
pub fn is_storefront_route(path: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or(path);
    STOREFRONT_ROUTES.iter().any(|pattern| matches(pattern, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_escaped_as_encode_uri_component_does() {
        assert_eq!(path_segment("summer-floral_dress.1"), "summer-floral_dress.1");
        assert_eq!(path_segment("a b/c?d"), "a%20b%2Fc%3Fd");
        assert_eq!(path_segment("զգեստ"), "%D5%A6%D5%A3%D5%A5%D5%BD%D5%BF");
    }

    #[test]
    fn every_listed_route_is_known() {
        for path in [
            "/",
            "/shop/catalog/womens-clothing",
            "/shop/catalog/search/hagust",
            "/shop/products/red-dress/-1",
            "/account/orders/15",
            "/account/profile/",
            "/page/bonus-system",
            "/stores/armtools",
            "/blog/spring-sale",
            "/footer/ContactWithUs.jsx",
            "/thanks?id=3&orderID=100000003",
        ] {
            assert!(is_storefront_route(path), "{path} should be a route");
        }
    }

    #[test]
    fn unknown_paths_are_not_routes() {
        for path in ["/nope", "/shop/products/only-slug", "/account/orders/1/extra", "/api/x"] {
            assert!(!is_storefront_route(path), "{path} should not be a route");
        }
    }
}
