//! The React shell: Vite's hashed files under `/assets/` (cached for a year), other static files
//! (short cache), and `index.html` for every other path, with status 200 on a storefront route
//! and 404 elsewhere so the shell shows its not-found page and crawlers see the truth.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use storefront_core::routes::is_storefront_route;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use crate::catalog::Catalogue;
use crate::config::ApiConfig;
use crate::error::ApiError;
use crate::first_screen::kept::Page;
use crate::first_screen::{Drawing, Drawn};
use crate::seo::PageHead;
use storefront_core::state::Preferences;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const SHORT: &str = "public, max-age=3600";
const NO_CACHE: &str = "no-cache";
const HTML: &str = "text/html; charset=utf-8";

const NOT_BUILT: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<title>Storefront</title></head><body><h1>The storefront shell is not built</h1>\
<p>Build it with <code>cargo xtask build</code> (or <code>npm run build</code> in \
<code>app-shell/</code>), or point <code>STATIC_DIR</code> at a built shell.</p></body></html>\n";

#[derive(Debug, Clone)]
pub struct Shell {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    dir: PathBuf,
    files: ServeDir,
    /// `index.html` as last read, with its modification time and length then.
    index: std::sync::Mutex<Option<(FileStamp, Arc<str>)>>,
}

type FileStamp = (Option<std::time::SystemTime>, u64);

impl Shell {
    pub fn new(static_dir: &Path) -> Self {
        let files = ServeDir::new(static_dir)
            // Directories are not pages; `/` and friends get the shell document below.
            .append_index_html_on_directories(false)
            // Uses `x.js.br` / `x.js.gz` when the build wrote them, else compresses on the fly.
            .precompressed_br()
            .precompressed_gzip();
        Shell { inner: Arc::new(Inner { dir: static_dir.to_owned(), files, index: std::sync::Mutex::default() }) }
    }

    pub fn static_dir(&self) -> &Path {
        &self.inner.dir
    }

    /// The shell document for `path`: 200 on a storefront route, 404 otherwise, 503 with a
    /// built-in page when the shell is not built.
    pub async fn document(&self, path: &str) -> Response {
        self.document_with(path, None, "").await
    }

    /// `index.html`, read again when the file changed (a deploy swaps the built shell in under
    /// a running server, `cargo xtask publish-shell`). Looking costs one `stat`, a few
    /// microseconds, not worth a trip to the blocking pool.
    async fn index(&self) -> std::io::Result<Arc<str>> {
        let path = self.inner.dir.join("index.html");
        let metadata = std::fs::metadata(&path)?;
        let stamp = (metadata.modified().ok(), metadata.len());
        let kept = self.inner.index.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone();
        if let Some((kept_stamp, html)) = kept {
            if kept_stamp == stamp {
                return Ok(html);
            }
        }
        let html: Arc<str> = String::from_utf8_lossy(&tokio::fs::read(&path).await?).into();
        *self.inner.index.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some((stamp, html.clone()));
        Ok(html)
    }

    /// The shell document, with the page's own head (title, description, structured data)
    /// written in when there is one (URLs absolute under `base`) and its first screen when the
    /// server drew one; 404 when the page's product or category does not exist. A kept page
    /// keeps its document too, for as long as `index.html` stays the same.
    pub async fn document_with(&self, path: &str, page: Option<&Page>, base: &str) -> Response {
        match self.index().await {
            Ok(index) => {
                let head = page.map_or(&PageHead::Other, |page| &page.head);
                let html = match page {
                    Some(page) => page.document(&index, || assembled(&index, head, base, page.drawn.as_ref())),
                    None => assembled(&index, head, base, None),
                };
                let status = if is_storefront_route(path) && *head != PageHead::Missing { StatusCode::OK } else { StatusCode::NOT_FOUND };
                // Drawn in the language and currency of the preferences cookie.
                let headers = [(header::CONTENT_TYPE, HTML), (header::CACHE_CONTROL, NO_CACHE), (header::VARY, "Cookie")];
                (status, headers, html).into_response()
            }
            Err(error) => {
                if error.kind() != std::io::ErrorKind::NotFound {
                    tracing::error!(dir = %self.inner.dir.display(), %error, "cannot read the shell document");
                }
                let headers = [(header::CONTENT_TYPE, HTML), (header::CACHE_CONTROL, "no-store")];
                (StatusCode::SERVICE_UNAVAILABLE, headers, NOT_BUILT).into_response()
            }
        }
    }

    async fn respond(&self, request: Request, page: Option<&Page>, base: &str) -> Response {
        if !matches!(*request.method(), Method::GET | Method::HEAD) {
            let mut response = ApiError::MethodNotAllowed.into_response();
            response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return response;
        }
        let path = request.uri().path().to_owned();
        // A page drawn for a storefront route is no file: the file lookup (a trip to the
        // blocking pool) is spared on the documents' hot path.
        if path != "/" && page.is_none() {
            let response = match self.inner.files.clone().oneshot(request).await {
                Ok(response) => response.map(Body::new),
                Err(never) => match never {},
            };
            if response.status() != StatusCode::NOT_FOUND {
                return with_cache_policy(&path, response);
            }
            if is_asset(&path) {
                // A missing hashed file must not turn into an HTML page a script tag would run.
                return (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, NO_CACHE)], "Not found").into_response();
            }
        }
        self.document_with(&path, page, base).await
    }
}

/// `index` with the page's head and its first screen written in.
fn assembled(index: &str, head: &PageHead, base: &str, drawn: Option<&Drawn>) -> Bytes {
    let html = match head {
        PageHead::Found(head) => head.inject(index, base),
        PageHead::Other | PageHead::Missing => index.to_owned(),
    };
    match drawn {
        Some(drawn) => with_first_screen(&html, drawn).into(),
        None => html.into(),
    }
}

/// The shell's root as `index.html` holds it: empty, or a preloader until the script renders.
const ROOT_OPEN: &str = r#"<div id="root">"#;
const ROOT_PRELOADER: &str = r#"<div class="preloader" role="progressbar" aria-busy="true"></div>"#;

/// Where the shell's empty root is in `document`: its start and its end.
fn empty_root(document: &str) -> Option<(usize, usize)> {
    let at = document.find(ROOT_OPEN)?;
    let inside = at + ROOT_OPEN.len();
    let inside = if document[inside..].starts_with(ROOT_PRELOADER) { inside + ROOT_PRELOADER.len() } else { inside };
    document[inside..].starts_with("</div>").then_some((at, inside + "</div>".len()))
}

/// The document with the drawn screen in the shell's root, its answers after it as a JSON data
/// block (not a script: the policy runs none inline) and its pictures preloaded ahead of the
/// styles and scripts. The shell's own preloads (its messages, the WebAssembly core) are left
/// out: over a drawn screen the shell starts once the page has loaded (`app-shell/src/boot.ts`),
/// and on a slow line they would take the bandwidth the pictures on screen need. A document
/// without the expected root is left as it is.
fn with_first_screen(document: &str, drawn: &Drawn) -> String {
    let Some((at, end)) = empty_root(document) else { return document.to_string() };
    let mut out = String::with_capacity(document.len() + drawn.html.len() + drawn.answers.len() + 256);
    let head_end = document[..at].find("</head>").unwrap_or(at);
    let preload_at = ["<link", "<script"].iter().filter_map(|tag| document[..head_end].find(tag)).min().unwrap_or(head_end);
    out.push_str(&document[..preload_at]);
    for preload in &drawn.preloads {
        out.push_str(&preload.tag());
        out.push_str("\n    ");
    }
    out.push_str(&without_fetch_preloads(&document[preload_at..at]));
    out.push_str(r#"<div id="root" data-first-screen="">"#);
    out.push_str(&drawn.html);
    out.push_str(r#"</div><script type="application/json" id="first-screen-answers">"#);
    out.push_str(&drawn.answers);
    out.push_str("</script>");
    out.push_str(&document[end..]);
    out
}

/// The router's fallback: everything that is not an endpoint. `drawing` draws (or keeps) the
/// storefront pages' first screens.
pub async fn fallback(
    State(shell): State<Shell>,
    State(catalogue): State<Catalogue>,
    State(config): State<Arc<ApiConfig>>,
    drawing: Drawing,
    request: Request,
) -> Response {
    let base = config.shop_url.clone();
    let page = if request.method() == Method::GET && is_storefront_route(request.uri().path()) {
        let uri = request.uri();
        let preferences = preferences_of(&request);
        Some(drawing.page(&catalogue, uri.path(), uri.query().unwrap_or_default(), preferences).await)
    } else {
        None
    };
    let mut response = shell.respond(request, page.as_deref(), &base).await;
    let is_document = response.headers().get(header::CONTENT_TYPE).is_some_and(|t| t.as_bytes().starts_with(b"text/html"));
    if is_document {
        if let Ok(policy) = HeaderValue::from_str(&content_security_policy(&config)) {
            response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
        }
    }
    response
}

/// The shop's policy for its pages: its own scripts and WebAssembly (`'wasm-unsafe-eval'`, never
/// `'unsafe-eval'`, and no inline script), the bank's receipt in a frame, pictures from anywhere
/// on https (CMS pages may show them), inline styles (React's style attributes), and the
/// analytics and chat hosts only when they are configured (`ANALYTICS_CODE`, `CHAT_PAGE_ID`).
pub fn content_security_policy(config: &ApiConfig) -> String {
    let receipt = origin_of(&config.payments.ameria.receipt_url.resolve(&config.shop_url));
    let (mut scripts, mut connect, mut frames, mut images) = (String::new(), String::new(), format!(" {receipt}"), String::new());
    if config.site.analytics_code.is_some() {
        scripts.push_str(" https://www.googletagmanager.com");
        connect.push_str(" https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com");
    }
    if config.site.chat_page_id.is_some() {
        scripts.push_str(" https://connect.facebook.net");
        connect.push_str(" https://*.facebook.com");
        frames.push_str(" https://*.facebook.com");
        images.push_str(" https://*.fbcdn.net");
    }
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{scripts}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob: https:{images}; font-src 'self' data:; connect-src 'self'{connect}; frame-src 'self'{frames}; \
         object-src 'none'; base-uri 'self'; frame-ancestors 'self'"
    )
}

/// `https://host:port` of a URL (its scheme and authority).
fn origin_of(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("https", url));
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    format!("{scheme}://{authority}")
}

/// `html` without its `<link rel="preload" … as="fetch" …>` tags.
fn without_fetch_preloads(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<link rel=\"preload\"") {
        let Some(length) = rest[start..].find('>') else { break };
        let tag = &rest[start..start + length + 1];
        out.push_str(&rest[..start]);
        if !tag.contains(r#"as="fetch""#) {
            out.push_str(tag);
        }
        rest = &rest[start + length + 1..];
    }
    out.push_str(rest);
    out
}

/// The shopper's language and currency: the preferences cookie the shell writes, the language
/// a URL asks for first (`?locale=`, as the hreflang links write it).
fn preferences_of(request: &Request) -> Preferences {
    let cookies = request.headers().get_all(header::COOKIE).iter().filter_map(|value| value.to_str().ok()).collect::<Vec<_>>().join("; ");
    let mut preferences = Preferences::from_cookie_header(&cookies);
    let query = request.uri().query();
    if query.is_some_and(|query| form_urlencoded::parse(query.as_bytes()).any(|(name, _)| name == "locale")) {
        preferences.locale = crate::extract::message_locale(query);
    }
    preferences
}

fn is_asset(path: &str) -> bool {
    path.starts_with("/assets/")
}

fn with_cache_policy(path: &str, mut response: Response) -> Response {
    let status = response.status();
    if !(status.is_success() || status == StatusCode::NOT_MODIFIED) {
        return response;
    }
    let policy = if is_asset(path) {
        IMMUTABLE
    } else if path.ends_with(".html") {
        NO_CACHE
    } else {
        SHORT
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    response
}
