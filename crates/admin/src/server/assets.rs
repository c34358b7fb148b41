//! The app Trunk built (`ADMIN_DIR`, `target/admin` by default) under `/admin`: its hashed files
//! cached for a year, and its document, never cached, for every other path under `/admin`
//! (the app routes itself).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeDir;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";

const NOT_BUILT: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Back office</title></head>\
<body><h1>The back office is not built</h1><p>Build it with <code>cargo xtask build</code>, or point <code>ADMIN_DIR</code> \
at a built back office.</p></body></html>\n";

#[derive(Clone)]
pub struct App {
    dir: Arc<PathBuf>,
    files: ServeDir,
}

impl App {
    pub fn new(dir: &Path) -> App {
        App { dir: Arc::new(dir.to_owned()), files: ServeDir::new(dir).append_index_html_on_directories(false) }
    }
}

/// A file of the build, or the app's document.
pub async fn serve(State(app): State<App>, request: Request<Body>) -> Response {
    // `strip_prefix`, not `trim_start_matches`: the stylesheet is `/admin/admin-….css`.
    let path = request.uri().path().strip_prefix("/admin").unwrap_or_default().trim_start_matches('/').to_string();
    let is_asset = !path.is_empty() && !path.ends_with(".html") && path.rsplit('/').next().is_some_and(|name| name.contains('.'));
    if is_asset {
        let mut inner = Request::new(Body::empty());
        *inner.uri_mut() = format!("/{path}").parse().unwrap_or_default();
        let Ok(mut response) = app.files.oneshot(inner).await;
        if response.status() == StatusCode::OK {
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
            return response.map(Body::new);
        }
        return (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, NO_CACHE)], "Not found").into_response();
    }
    match tokio::fs::read(app.dir.join("index.html")).await {
        Ok(html) => ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, NO_CACHE)], html).into_response(),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], NOT_BUILT).into_response(),
    }
}
