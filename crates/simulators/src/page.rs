//! What the simulator pages share: an HTML frame with inline styles, the Armenian font (the
//! built shell's own copy), escaping, redirects, form bodies and the providers' date formats.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use super::Simulated;

/// Where the pages load the Armenian face from: `armenian-{400,600,700}.woff2`.
pub const FONT_ROUTE: &str = "/simulator/fonts/{file}";
const FONT_WEIGHTS: [&str; 3] = ["400", "600", "700"];

/// Amounts end in ֏ (U+058F), which many systems' default fonts lack (a box is drawn instead):
/// the pages use the shop's Noto Sans Armenian for that range, everything else in the system
/// font.
const FONT_FACES: &str = "@font-face{font-family:Armenian;font-weight:400;src:url(/simulator/fonts/armenian-400.woff2) format(\"woff2\");unicode-range:U+0530-058F,U+FB13-FB17}\
@font-face{font-family:Armenian;font-weight:600;src:url(/simulator/fonts/armenian-600.woff2) format(\"woff2\");unicode-range:U+0530-058F,U+FB13-FB17}\
@font-face{font-family:Armenian;font-weight:700;src:url(/simulator/fonts/armenian-700.woff2) format(\"woff2\");unicode-range:U+0530-058F,U+FB13-FB17}";

const STYLE: &str = "body{margin:0;background:#f2f4f7;font:15px/1.45 Armenian,system-ui,sans-serif;color:#1d2433}\
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem}\
@media(max-width:30rem){main{margin:0;border-radius:0;box-shadow:none;padding:1.25rem 1rem}}\
h1{font-size:1.2rem;margin:0 0 1rem}.sim{font-size:.75rem;color:#a15c00;text-transform:uppercase;letter-spacing:.05em}\
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0 0 1rem}dt{color:#667}dd{margin:0;font-weight:600}\
label{display:block;margin:.6rem 0 .2rem;color:#445}input{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #bbc;border-radius:6px;font:inherit}\
.row{display:flex;gap:.75rem}.row>div{flex:1}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:0;cursor:pointer}\
.pay{background:#1a7f37;color:#fff;width:100%;margin-top:1rem}.alt{background:#eef;color:#334;width:100%;margin-top:.5rem}\
.link{background:none;color:#0a58ca;text-decoration:underline;padding:.5rem 0}.note{font-size:.85rem;color:#556;background:#f7f7fb;padding:.6rem;border-radius:6px}\
.error{color:#b42318;font-weight:600}.ok{color:#1a7f37;font-weight:600}";

/// Text for HTML content and double- or single-quoted attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page; `body` is HTML the caller has escaped. Never cached: every page shows live
/// payment state.
pub fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><meta name=\"robots\" content=\"noindex\">\
<title>{title}</title><style>{FONT_FACES}{STYLE}</style></head><body><main><p class=\"sim\">Simulator · no real money</p>{body}</main></body></html>\n",
        title = escape(title),
    );
    let mut response = (status, html).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `GET /simulator/fonts/armenian-{weight}.woff2`: the Noto Sans Armenian file the shell's
/// build put under `STATIC_DIR/assets/` (its name carries a content hash, so it is looked up;
/// a rebuilt shell is picked up without a restart). 404 without a built shell: the pages then
/// fall back to the system's fonts.
pub async fn armenian_font(State(state): State<Arc<Simulated>>, Path(file): Path<String>) -> Response {
    let weight = file.strip_prefix("armenian-").and_then(|rest| rest.strip_suffix(".woff2"));
    let Some(weight) = weight.filter(|w| FONT_WEIGHTS.contains(w)) else { return StatusCode::NOT_FOUND.into_response() };
    let prefix = format!("noto-sans-armenian-armenian-{weight}-normal-");
    let assets = state.static_dir.join("assets");
    let Ok(mut entries) = tokio::fs::read_dir(&assets).await else { return StatusCode::NOT_FOUND.into_response() };
    while let Ok(Some(entry)) = entries.next_entry().await {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(&prefix) && name.ends_with(".woff2")) {
            continue;
        }
        return match tokio::fs::read(entry.path()).await {
            Ok(bytes) => (
                [
                    (header::CONTENT_TYPE, HeaderValue::from_static("font/woff2")),
                    (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600")),
                ],
                bytes,
            )
                .into_response(),
            Err(_) => StatusCode::NOT_FOUND.into_response(),
        };
    }
    StatusCode::NOT_FOUND.into_response()
}

/// A small page saying what went wrong.
pub fn problem(status: StatusCode, message: &str) -> Response {
    page(status, "Payment simulator", &format!("<h1>Payment simulator</h1><p class=\"error\">{}</p>", escape(message)))
}

/// `303 See Other`, so the browser follows a form post with a GET.
pub fn see_other(location: &str) -> Response {
    match HeaderValue::from_str(location) {
        Ok(value) => (StatusCode::SEE_OTHER, [(header::LOCATION, value)]).into_response(),
        Err(_) => problem(StatusCode::BAD_REQUEST, "The return address is not a valid URL."),
    }
}

/// `url` with `pairs` added to its query string.
pub fn with_query(url: &str, pairs: &[(&str, &str)]) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (name, value) in pairs {
        query.append_pair(name, value);
    }
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}{}", query.finish())
}

/// A form-urlencoded body as ordered pairs (the Idram simulator passes foreign fields back in
/// their order).
pub fn form_pairs(body: &[u8]) -> Vec<(String, String)> {
    form_urlencoded::parse(body).into_owned().collect()
}

pub fn form_map(body: &[u8]) -> HashMap<String, String> {
    form_urlencoded::parse(body).into_owned().collect()
}

/// A hidden input.
pub fn hidden(name: &str, value: &str) -> String {
    format!("<input type=\"hidden\" name=\"{}\" value=\"{}\">", escape(name), escape(value))
}

/// A fresh random number. The simulators need unguessable-looking ids, not cryptography:
/// std's hasher keys come from the operating system's randomness.
pub fn random_u64() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    hasher.finish()
}

/// Now in UTC as `(dd/MM/yyyy, HH:mm:ss)`, the providers' formats.
pub fn now_parts() -> (String, String) {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_secs() as i64;
    let stamp = storefront_core::calendar::format_utc(now);
    let (date, time) = stamp.trim_end_matches('Z').split_once('T').unwrap_or((&stamp, "00:00:00"));
    let mut ymd = date.splitn(3, '-');
    let (y, m, d) = (ymd.next().unwrap_or(""), ymd.next().unwrap_or(""), ymd.next().unwrap_or(""));
    (format!("{d}/{m}/{y}"), time.to_string())
}

/// The current two-digit year, for test cards that do not expire.
pub fn current_year() -> u32 {
    now_parts().0.rsplit('/').next().and_then(|y| y.parse().ok()).unwrap_or(2025)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_content_and_attributes() {
        assert_eq!(escape(r#"<a href="x" title='y'>&</a>"#), "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    }

    #[test]
    fn queries_are_appended() {
        assert_eq!(with_query("http://s/back", &[("a", "1 2")]), "http://s/back?a=1+2");
        assert_eq!(with_query("http://s/back?x=1", &[("a", "&")]), "http://s/back?x=1&a=%26");
    }

    #[test]
    fn dates_in_provider_format() {
        let (date, time) = now_parts();
        assert_eq!(date.len(), 10, "{date}");
        assert_eq!(&date[2..3], "/");
        assert_eq!(time.len(), 8, "{time}");
        assert!(current_year() >= 2024);
    }
}
