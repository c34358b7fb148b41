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
        // `x.br`/`x.gz` written beside each file at build time are sent as they are to a browser
        // that accepts them (`cargo xtask build`).
        let files = ServeDir::new(dir).append_index_html_on_directories(false).precompressed_br().precompressed_gzip();
        App { dir: Arc::new(dir.to_owned()), files }
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
        // What the browser accepts picks the file compressed at build time.
        if let Some(accepted) = request.headers().get(header::ACCEPT_ENCODING) {
            inner.headers_mut().insert(header::ACCEPT_ENCODING, accepted.clone());
        }
        let Ok(mut response) = app.files.oneshot(inner).await;
        if response.status() == StatusCode::OK {
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
            response.headers_mut().insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
            return response.map(Body::new);
        }
        return (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, NO_CACHE)], "Not found").into_response();
    }
    match tokio::fs::read_to_string(app.dir.join("index.html")).await {
        Ok(html) => {
            let policy = content_security_policy(&html);
            let headers = [(header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()), (header::CACHE_CONTROL, NO_CACHE.to_string())];
            let mut response = (headers, html).into_response();
            let headers = response.headers_mut();
            if let Ok(policy) = HeaderValue::from_str(&policy) {
                headers.insert(header::CONTENT_SECURITY_POLICY, policy);
            }
            // For browsers that predate `frame-ancestors`.
            headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
            headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
            response
        }
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], NOT_BUILT).into_response(),
    }
}

/// The back office's policy: its own files only, no other site may frame it, and of inline
/// scripts only the ones the document holds as built (Trunk's loader), by their hashes; the
/// WebAssembly compiles under `'wasm-unsafe-eval'`, never `'unsafe-eval'`. Styles may be inline
/// (the QR code and Leptos's style attributes); an image may be a `data:` URL.
pub fn content_security_policy(html: &str) -> String {
    let hashes: String = inline_scripts(html).map(|script| format!(" 'sha256-{}'", sha256_base64(script))).collect();
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
         connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// The text of every `<script>` without a `src` in the document.
fn inline_scripts(html: &str) -> impl Iterator<Item = &str> {
    html.split("<script").skip(1).filter_map(|rest| {
        let (attributes, body) = rest.split_once('>')?;
        let (script, _) = body.split_once("</script>")?;
        (!attributes.contains("src=")).then_some(script)
    })
}

fn sha256_base64(text: &str) -> String {
    use base64::Engine;
    use sha2::Digest;
    base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text.as_bytes()))
}
