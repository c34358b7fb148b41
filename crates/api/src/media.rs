//! Pictures, served from the picture store (`storefront_media`: the data directory, or an
//! S3-compatible bucket).
//!
//! - `GET /storage/{path}`: the original (`storage/{path}` in the store).
//! - `GET /cache/{small|medium|large}/{path}`: the copy 300, 600 or 1200 px wide, as WebP to a
//!   browser whose `Accept` names it, JPEG (or PNG) otherwise, with `Vary: Accept`. Uploads
//!   made every copy at upload; a copy that is missing while its original exists (the demo's
//!   pictures) is made on the first request, off the request threads, and kept.
//!
//! Answers carry `Cache-Control: public, max-age=604800`, the content type, an `ETag` that
//! conditional requests are answered 304 against, and a plain-text 404 for anything that is not
//! a picture in the store, `..` and friends included.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use bytes::Bytes;

use axum::extract::FromRef;
use std::sync::Arc;

use crate::config::ApiConfig;
use storefront_core::pictures::width_of;
use storefront_media::{copies, icons, keys, PictureStore, Stored};

/// A week: pictures change by getting a new path, not by being overwritten.
pub const CACHE_CONTROL: &str = "public, max-age=604800";

/// `GET /storage/{*path}` and `GET /cache/{size}/{*path}`, from the configuration's picture
/// store.
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Arc<ApiConfig>: FromRef<S>,
{
    Router::new().route("/storage/{*path}", get(storage)).route("/cache/{size}/{*path}", get(cached))
}

async fn storage(State(config): State<Arc<ApiConfig>>, request: Request) -> Response {
    let Some(path) = request.uri().path().strip_prefix("/storage/").and_then(safe_relative) else {
        return not_found();
    };
    match config.pictures.read(&keys::original(&path)).await {
        Ok(Some(found)) => answer(&request, found, content_type_of(&path), false),
        // The social links' icons are the shop's own drawings, wherever its pictures are kept.
        Ok(None) => match path.strip_prefix("icons/").and_then(icons::builtin) {
            Some(svg) => answer(&request, Stored { bytes: Bytes::from_static(svg.as_bytes()), etag: None }, content_type_of(&path), false),
            None => not_found(),
        },
        Err(error) => unavailable(error),
    }
}

async fn cached(State(config): State<Arc<ApiConfig>>, request: Request) -> Response {
    let Some((size, path)) = request
        .uri()
        .path()
        .strip_prefix("/cache/")
        .and_then(|rest| rest.split_once('/'))
        .and_then(|(size, raw)| Some((size.to_owned(), safe_relative(raw)?)))
    else {
        return not_found();
    };
    let Some(width) = width_of(&size) else { return not_found() };
    let store = &config.pictures;
    let wants_webp = accepts_webp(request.headers());
    if wants_webp {
        match store.read(&keys::copy(&size, &path, true)).await {
            Ok(Some(found)) => return answer(&request, found, "image/webp", true),
            Ok(None) => {}
            Err(error) => return unavailable(error),
        }
    }
    match store.read(&keys::copy(&size, &path, false)).await {
        Ok(Some(found)) => return answer(&request, found, content_type_of(&path), true),
        Ok(None) => {}
        Err(error) => return unavailable(error),
    }
    let original = match store.read(&keys::original(&path)).await {
        Ok(Some(found)) => found,
        Ok(None) => return not_found(),
        Err(error) => return unavailable(error),
    };
    match make_copies(store, &size, &path, width, original.bytes.clone()).await {
        Some((same_format, webp)) => {
            let (bytes, content_type) = if wants_webp { (webp, "image/webp") } else { (same_format, content_type_of(&path)) };
            answer(&request, Stored { bytes, etag: None }, content_type, true)
        }
        // Better the original than nothing.
        None => answer(&request, original, content_type_of(&path), true),
    }
}

/// Makes and keeps the two copies of a picture at one size; `None` (logged) when the original
/// cannot be read or the copies cannot be kept.
async fn make_copies(store: &PictureStore, size: &str, path: &str, width: u32, original: Bytes) -> Option<(Bytes, Bytes)> {
    let owned_path = path.to_owned();
    let made = tokio::task::spawn_blocking(move || copies::make(&original, &owned_path, width)).await;
    let (same_format, webp) = match made {
        Ok(Ok(copies)) => copies,
        Ok(Err(message)) => {
            tracing::warn!(path, ?message, "cannot make a resized copy");
            return None;
        }
        Err(error) => {
            tracing::error!(%error, "resize task failed");
            return None;
        }
    };
    let files = vec![(keys::copy(size, path, false), same_format.clone()), (keys::copy(size, path, true), webp.clone())];
    if let Err(error) = store.write_all(files).await {
        tracing::warn!(path, %error, "cannot keep a resized copy");
    }
    Some((same_format, webp))
}

/// Whether the browser takes WebP: every current one says so in `Accept` for images.
fn accepts_webp(headers: &HeaderMap) -> bool {
    headers.get_all(header::ACCEPT).iter().filter_map(|v| v.to_str().ok()).any(|v| v.contains("image/webp"))
}

fn content_type_of(path: &str) -> &'static str {
    let lower = path.to_ascii_lowercase();
    if lower.ends_with(".png") {
        "image/png"
    } else if lower.ends_with(".webp") {
        "image/webp"
    } else if lower.ends_with(".svg") {
        "image/svg+xml"
    } else {
        "image/jpeg"
    }
}

/// The picture, or 304 when the browser holds this very one. Copies vary with `Accept`, so
/// their tag names the format too.
fn answer(request: &Request, found: Stored, content_type: &'static str, varies: bool) -> Response {
    let etag = match &found.etag {
        Some(tag) => format!("\"{}-{}\"", tag.trim_matches('"'), if content_type == "image/webp" { "w" } else { "j" }),
        None => format!("\"{:x}-{}\"", found.bytes.len(), content_type.len()),
    };
    let fresh = request
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|held| held.split(',').any(|tag| tag.trim() == etag || tag.trim() == "*"));
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else if request.method() == Method::HEAD {
        let mut head = Response::new(Body::empty());
        head.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(found.bytes.len()));
        head
    } else {
        Response::new(Body::from(found.bytes))
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_CONTROL));
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    if varies {
        headers.insert(header::VARY, HeaderValue::from_static("accept"));
    }
    response
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], "Not Found").into_response()
}

fn unavailable(error: storefront_media::StoreError) -> Response {
    tracing::error!(%error, "cannot read a picture");
    (StatusCode::SERVICE_UNAVAILABLE, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], "Service Unavailable").into_response()
}

/// The picture's path a request names (`products/a.jpg`), or `None` when it could leave the
/// root: empty segments, `.`, `..`, backslashes, drive letters and NUL bytes are refused (after
/// percent-decoding).
pub fn safe_relative(raw: &str) -> Option<String> {
    let decoded = percent_decode(raw)?;
    if decoded.is_empty() {
        return None;
    }
    for segment in decoded.split('/') {
        if segment.is_empty() || segment == "." || segment == ".." || segment.contains(['\\', '\0', ':']) {
            return None;
        }
    }
    Some(decoded)
}

fn percent_decode(raw: &str) -> Option<String> {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_relative_paths_are_served() {
        assert_eq!(safe_relative("products/a.jpg"), Some("products/a.jpg".to_string()));
        assert_eq!(safe_relative("products/%D5%A1.jpg"), Some("products/ա.jpg".to_string()));
        for bad in [
            "",
            "../data.db",
            "products/../../x",
            "..%2f..%2fetc%2fpasswd",
            "%2e%2e/x",
            "a//b",
            "./a",
            "a\\..\\b",
            "%00",
            "C:/x",
            "/etc/passwd",
            "%zz",
        ] {
            assert_eq!(safe_relative(bad), None, "{bad:?}");
        }
    }
}
