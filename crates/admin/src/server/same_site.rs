//! Server functions do no CSRF checking of their own (leptos #3786), and a form on another site
//! can post to them with the staff's cookie where SameSite is not honoured. Every call must come
//! from the back office's own pages: `Sec-Fetch-Site: same-origin`, or, from a browser that does
//! not send it, an `Origin` that is the shop's own. A call with neither is refused too.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{HOST, ORIGIN};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::AdminConfig;
use crate::shapes::error::AdminError;

pub async fn only_same_origin(State(config): State<Arc<AdminConfig>>, request: Request<Body>, next: Next) -> Response {
    if is_same_origin(request.headers(), &config.public_url) {
        next.run(request).await
    } else {
        let body = serde_json::to_string(&AdminError::Forbidden).unwrap_or_default();
        (StatusCode::FORBIDDEN, [(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response()
    }
}

fn origin_of(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    let end = url[after_scheme..].find('/').map_or(url.len(), |i| after_scheme + i);
    &url[..end]
}

pub fn is_same_origin(headers: &HeaderMap, public_url: &str) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        return site.as_bytes() == b"same-origin";
    }
    let Some(origin) = headers.get(ORIGIN).and_then(|v| v.to_str().ok()) else { return false };
    if origin == origin_of(public_url) {
        return true;
    }
    // The page's own host as the browser reached it (a server known by two names).
    let scheme = if public_url.starts_with("https://") { "https" } else { "http" };
    headers.get(HOST).and_then(|v| v.to_str().ok()).is_some_and(|host| origin == format!("{scheme}://{host}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn only_the_shops_own_pages_may_call() {
        let shop = "https://shuka.am";
        assert!(is_same_origin(&headers(&[("sec-fetch-site", "same-origin")]), shop));
        assert!(!is_same_origin(&headers(&[("sec-fetch-site", "cross-site"), ("origin", "https://shuka.am")]), shop));
        assert!(!is_same_origin(&headers(&[("sec-fetch-site", "same-site")]), shop), "a sibling subdomain is another site's page");
        assert!(is_same_origin(&headers(&[("origin", "https://shuka.am")]), shop));
        assert!(!is_same_origin(&headers(&[("origin", "https://evil.example")]), shop));
        assert!(!is_same_origin(&headers(&[("origin", "http://shuka.am")]), shop), "another scheme is another origin");
        assert!(!is_same_origin(&headers(&[]), shop), "no evidence at all");
        assert!(is_same_origin(&headers(&[("origin", "http://127.0.0.1:8080"), ("host", "127.0.0.1:8080")]), "http://localhost:8080"));
        assert!(!is_same_origin(&headers(&[("origin", "http://evil.example"), ("host", "127.0.0.1:8080")]), "http://localhost:8080"));
    }
}
