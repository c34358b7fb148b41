//! Pictures on disk, served as files.
//!
//! - `GET /storage/{path}`: originals under `DATA_DIR/storage`.
//! - `GET /cache/{small|medium|large}/{path}`: copies 300, 600 and 1200 px wide under
//!   `DATA_DIR/cache/{size}`. A copy that is missing while its original exists is made on the
//!   first request and kept, so pictures added later (uploads) work too. Pictures narrower than
//!   the size are not enlarged: the copy is the original.
//!
//! Both answer with `Cache-Control: public, max-age=604800`, the file's content type, range and
//! conditional requests (tower-http's `ServeDir`), and a plain-text 404 for anything that is not
//! a file inside the root, `..` and friends included.

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use axum::extract::FromRef;

use crate::config::ApiConfig;
use storefront_core::pictures::{cache_dir, storage_dir, width_of};

/// A week: pictures change by getting a new path, not by being overwritten.
pub const CACHE_CONTROL: &str = "public, max-age=604800";
/// The JPEG quality of resized copies.
pub const JPEG_QUALITY: u8 = 82;

/// `GET /storage/{*path}` and `GET /cache/{size}/{*path}`, reading the data directory from the
/// configuration (`DATA_DIR`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Arc<ApiConfig>: FromRef<S>,
{
    Router::new().route("/storage/{*path}", get(storage)).route("/cache/{size}/{*path}", get(cached))
}

async fn storage(State(config): State<Arc<ApiConfig>>, request: Request) -> Response {
    let Some(raw) = request.uri().path().strip_prefix("/storage/").map(str::to_owned) else {
        return not_found();
    };
    if safe_relative(&raw).is_none() {
        return not_found();
    }
    serve(storage_dir(&config.data_dir), &raw, request).await
}

async fn cached(State(config): State<Arc<ApiConfig>>, request: Request) -> Response {
    let Some((size, raw)) = request
        .uri()
        .path()
        .strip_prefix("/cache/")
        .and_then(|rest| rest.split_once('/'))
        .map(|(size, raw)| (size.to_owned(), raw.to_owned()))
    else {
        return not_found();
    };
    let (Some(width), Some(relative)) = (width_of(&size), safe_relative(&raw)) else {
        return not_found();
    };
    let data_dir = &config.data_dir;
    let root = cache_dir(data_dir).join(&size);
    let target = root.join(&relative);
    if !is_file(&target).await {
        let original = storage_dir(data_dir).join(&relative);
        if !is_file(&original).await {
            return not_found();
        }
        let made = {
            let (original, target) = (original.clone(), target.clone());
            tokio::task::spawn_blocking(move || resize_file(&original, &target, width)).await
        };
        match made {
            Ok(Ok(())) => {}
            Ok(Err(error)) => {
                // Better the original than nothing.
                tracing::warn!(path = %original.display(), %error, "cannot make a resized copy");
                return serve(storage_dir(data_dir), &raw, request).await;
            }
            Err(error) => {
                tracing::error!(%error, "resize task failed");
                return serve(storage_dir(data_dir), &raw, request).await;
            }
        }
    }
    serve(root, &raw, request).await
}

async fn is_file(path: &Path) -> bool {
    tokio::fs::metadata(path).await.is_ok_and(|m| m.is_file())
}

/// Serves `raw` (still percent-encoded, already checked) from `root` with the request's
/// method and headers.
async fn serve(root: PathBuf, raw: &str, request: Request) -> Response {
    let (mut parts, body) = request.into_parts();
    parts.uri = match format!("/{raw}").parse::<Uri>() {
        Ok(uri) => uri,
        Err(_) => return not_found(),
    };
    let files = ServeDir::new(root).append_index_html_on_directories(false);
    let response = match files.oneshot(Request::from_parts(parts, body)).await {
        Ok(response) => response,
        Err(never) => match never {},
    };
    let status = response.status();
    if status == StatusCode::NOT_FOUND {
        return not_found();
    }
    let mut response = response.map(Body::new);
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_CONTROL));
    }
    response
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], "Not Found").into_response()
}

/// The relative file path a request names, or `None` when it could leave the root: empty
/// segments, `.`, `..`, backslashes, drive letters and NUL bytes are refused (after
/// percent-decoding).
pub fn safe_relative(raw: &str) -> Option<PathBuf> {
    let decoded = percent_decode(raw)?;
    if decoded.is_empty() {
        return None;
    }
    let mut path = PathBuf::new();
    for segment in decoded.split('/') {
        if segment.is_empty() || segment == "." || segment == ".." || segment.contains(['\\', '\0', ':']) {
            return None;
        }
        path.push(segment);
    }
    path.components().all(|c| matches!(c, Component::Normal(_))).then_some(path)
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

#[derive(Debug, thiserror::Error)]
pub enum ResizeError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Image(#[from] image::ImageError),
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes a copy of `original` at most `width` pixels wide to `target` (same format as the
/// target's extension: JPEG at quality 82, or PNG). A picture that is already narrow enough, or
/// in a format this build cannot decode, is copied as it is. The file appears atomically.
/// Blocking: call it from `spawn_blocking`.
pub fn resize_file(original: &Path, target: &Path, width: u32) -> Result<(), ResizeError> {
    if let Some(dir) = target.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let name = target.file_name().and_then(|n| n.to_str()).unwrap_or("copy");
    let temp = target.with_file_name(format!(".{name}.{}.{}.partial", std::process::id(), TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)));
    let result = write_resized(original, &temp, target, width);
    match result {
        Ok(()) => std::fs::rename(&temp, target).map_err(|e| {
            let _ = std::fs::remove_file(&temp);
            e.into()
        }),
        Err(error) => {
            let _ = std::fs::remove_file(&temp);
            Err(error)
        }
    }
}

fn write_resized(original: &Path, temp: &Path, target: &Path, width: u32) -> Result<(), ResizeError> {
    let decoded = image::ImageReader::open(original)?.with_guessed_format()?.decode();
    let picture = match decoded {
        Ok(picture) => picture,
        Err(image::ImageError::Unsupported(_)) => {
            std::fs::copy(original, temp)?;
            return Ok(());
        }
        Err(error) => return Err(error.into()),
    };
    if picture.width() <= width {
        std::fs::copy(original, temp)?;
        return Ok(());
    }
    let height = ((picture.height() as u64 * width as u64) / picture.width() as u64).max(1) as u32;
    let small = picture.thumbnail_exact(width, height);
    let format = image::ImageFormat::from_path(target).unwrap_or(image::ImageFormat::Jpeg);
    let file = std::io::BufWriter::new(std::fs::File::create(temp)?);
    match format {
        image::ImageFormat::Png => small.write_with_encoder(image::codecs::png::PngEncoder::new(file))?,
        _ => small.to_rgb8().write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(file, JPEG_QUALITY))?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_relative_paths_are_served() {
        assert_eq!(safe_relative("products/a.jpg"), Some(PathBuf::from("products/a.jpg")));
        assert_eq!(safe_relative("products/%D5%A1.jpg"), Some(PathBuf::from("products/ա.jpg")));
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
