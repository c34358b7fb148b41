//! Compressed answers, each compressed once. Every browser asks for brotli or gzip, and
//! compressing a list page costs several times what producing it does; but the same answers come
//! again and again (a category's first page, a product, the translations). So a whole answer of
//! a compressible type is compressed once per content: its compressed bodies are kept under a
//! 128-bit hash of the answer, checked byte for byte, and served to every later request whose
//! answer is the same. Nothing is invalidated: a changed price is a different answer, compressed
//! anew, and what is no longer asked for leaves the bounded cache.
//!
//! Answers to requests that change something (an add to cart, a checkout step) are new every
//! time: they are compressed at brotli's fastest quality, whose tables fit the answer, and not
//! kept. (At quality 4 the encoder zeroed half a megabyte of tables for each cart answer.)
//!
//! Answers that stream, or are larger than [`LARGEST`], are left to tower-http's compression
//! outside this layer; files the build compressed already (`x.js.br`) arrive encoded and pass.

use std::sync::{Arc, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::header::{HeaderValue, ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE, VARY};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use http_body::Body as _;
use http_body_util::BodyExt;

/// Smaller answers go as they are: compressing them saves less than a packet.
const SMALLEST: usize = 1024;
/// Larger answers are compressed as they stream, outside this layer.
const LARGEST: usize = 4 << 20;
/// What the kept compressed bodies (and the answers they are checked against) may weigh.
const CACHE_BYTES: u64 = 48 << 20;
/// About how many answers the cache holds at most (its index is sized for this many).
const CACHE_ITEMS: usize = 4096;
/// brotli's quality for answers: 4 compresses a list page in well under a millisecond, and the
/// result is kept; files are compressed at the highest quality when the shell is built.
const BROTLI_QUALITY: u32 = 4;
const BROTLI_WINDOW: u32 = 22;
const GZIP_LEVEL: u32 = 6;
/// For answers compressed once and sent once.
const BROTLI_ONE_OFF_QUALITY: u32 = 1;
const GZIP_ONE_OFF_LEVEL: u32 = 1;

/// How much work an answer's compression is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effort {
    /// Kept and served again: worth compressing well.
    Kept,
    /// Sent once.
    OneOff,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        })
    }

    pub fn compress(self, body: &[u8], effort: Effort) -> Bytes {
        use std::io::Write;
        match self {
            Encoding::Brotli => {
                let (quality, window) = match effort {
                    Effort::Kept => (BROTLI_QUALITY, BROTLI_WINDOW),
                    // A window no larger than the answer: brotli sizes its buffers by it.
                    Effort::OneOff => (BROTLI_ONE_OFF_QUALITY, body.len().next_power_of_two().ilog2().clamp(10, BROTLI_WINDOW)),
                };
                let mut out = Vec::with_capacity(body.len() / 4);
                {
                    let mut writer = brotli::CompressorWriter::new(&mut out, 16 * 1024, quality, window);
                    writer.write_all(body).expect("writing to memory");
                }
                Bytes::from(out)
            }
            Encoding::Gzip => {
                let level = match effort {
                    Effort::Kept => GZIP_LEVEL,
                    Effort::OneOff => GZIP_ONE_OFF_LEVEL,
                };
                let mut writer = flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 4), flate2::Compression::new(level));
                writer.write_all(body).expect("writing to memory");
                Bytes::from(writer.finish().expect("writing to memory"))
            }
        }
    }
}

/// The encoding to answer a request with: brotli when it is accepted, else gzip, else none
/// (`Accept-Encoding` with its q-values: `br;q=0` refuses brotli, `*` accepts either).
pub fn preferred(headers: &HeaderMap) -> Option<Encoding> {
    let mut brotli = None;
    let mut gzip = None;
    let mut any = None;
    for value in headers.get_all(ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
            let accepted = parts
                .filter_map(|p| p.trim().strip_prefix("q=").or_else(|| p.trim().strip_prefix("Q=")))
                .map(|q| q.trim().parse::<f32>().map(|q| q > 0.0).unwrap_or(false))
                .next_back()
                .unwrap_or(true);
            match name.as_str() {
                "br" => brotli = Some(accepted),
                "gzip" | "x-gzip" => gzip = Some(accepted),
                "*" => any = Some(accepted),
                _ => {}
            }
        }
    }
    if brotli.or(any).unwrap_or(false) {
        Some(Encoding::Brotli)
    } else if gzip.or(any).unwrap_or(false) {
        Some(Encoding::Gzip)
    } else {
        None
    }
}

fn compressible(headers: &HeaderMap) -> bool {
    let Some(kind) = headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()) else { return false };
    let kind = kind.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    kind.starts_with("text/")
        || matches!(
            kind.as_str(),
            "application/json"
                | "application/javascript"
                | "application/wasm"
                | "application/xml"
                | "application/manifest+json"
                | "application/problem+json"
                | "image/svg+xml"
        )
}

/// An answer and its compressed bodies, made when first asked for.
struct Kept {
    body: Bytes,
    brotli: OnceLock<Bytes>,
    gzip: OnceLock<Bytes>,
}

impl Kept {
    fn encoded(&self, encoding: Encoding) -> &Bytes {
        let slot = match encoding {
            Encoding::Brotli => &self.brotli,
            Encoding::Gzip => &self.gzip,
        };
        slot.get_or_init(|| encoding.compress(&self.body, Effort::Kept))
    }
}

#[derive(Clone)]
struct Weight;

impl quick_cache::Weighter<u128, Arc<Kept>> for Weight {
    fn weight(&self, _key: &u128, kept: &Arc<Kept>) -> u64 {
        // The answer and about a quarter of it for each compressed body.
        (kept.body.len() as u64).saturating_mul(3) / 2 + 256
    }
}

/// The compressed answers kept, shared by every request.
#[derive(Clone)]
pub struct Compressed {
    kept: Arc<quick_cache::sync::Cache<u128, Arc<Kept>, Weight>>,
}

impl Default for Compressed {
    fn default() -> Self {
        Compressed { kept: Arc::new(quick_cache::sync::Cache::with_weighter(CACHE_ITEMS, CACHE_BYTES, Weight)) }
    }
}

impl std::fmt::Debug for Compressed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Compressed").field("answers", &self.kept.len()).finish()
    }
}

impl Compressed {
    /// `body` in `encoding`, compressed now or taken from an earlier identical answer.
    pub fn encode(&self, body: Bytes, encoding: Encoding) -> Bytes {
        let key = xxhash_rust::xxh3::xxh3_128(&body);
        if let Some(kept) = self.kept.get(&key).filter(|kept| kept.body == body) {
            return kept.encoded(encoding).clone();
        }
        let kept = Arc::new(Kept { body, brotli: OnceLock::new(), gzip: OnceLock::new() });
        let encoded = kept.encoded(encoding).clone();
        self.kept.insert(key, kept);
        encoded
    }
}

/// Marks an answer this layer took whole (compressed or deliberately not): the streaming
/// compression outside leaves it be ([`streaming_only`]).
#[derive(Debug, Clone, Copy)]
struct TakenWhole;

/// The predicate of tower-http's compression outside this layer: what this layer did not take.
pub fn streaming_only() -> impl tower_http::compression::Predicate {
    use tower_http::compression::predicate::{DefaultPredicate, Predicate};
    DefaultPredicate::new().and(|_: StatusCode, _: axum::http::Version, _: &HeaderMap, extensions: &axum::http::Extensions| {
        extensions.get::<TakenWhole>().is_none()
    })
}

/// The layer's function: compresses whole answers of compressible types through the cache.
pub async fn compress(State(cache): State<Compressed>, request: Request, next: Next) -> Response {
    let encoding = preferred(request.headers());
    let head = request.method() == Method::HEAD;
    let effort = if request.method() == Method::GET { Effort::Kept } else { Effort::OneOff };
    let response = next.run(request).await;
    if head || !compressible(response.headers()) || response.headers().contains_key(CONTENT_ENCODING) {
        return response;
    }
    if matches!(response.status(), StatusCode::PARTIAL_CONTENT | StatusCode::NO_CONTENT | StatusCode::NOT_MODIFIED) {
        return response;
    }
    let no_transform = response
        .headers()
        .get(CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().contains("no-transform"));
    let size = response.body().size_hint().exact().map(|n| n as usize);
    if no_transform || size.is_none_or(|n| n > LARGEST) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    parts.headers.append(VARY, HeaderValue::from_static("accept-encoding"));
    parts.extensions.insert(TakenWhole);
    let body = match body.collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(error) => {
            tracing::warn!(%error, "an answer's body failed while being read for compression");
            return Response::from_parts(parts, Body::empty());
        }
    };
    let Some(encoding) = encoding.filter(|_| body.len() >= SMALLEST) else { return Response::from_parts(parts, Body::from(body)) };
    let encoded = match effort {
        Effort::Kept => cache.encode(body, encoding),
        Effort::OneOff => encoding.compress(&body, Effort::OneOff),
    };
    parts.headers.insert(CONTENT_ENCODING, encoding.header());
    parts.headers.insert(CONTENT_LENGTH, HeaderValue::from(encoded.len()));
    Response::from_parts(parts, Body::from(encoded))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn brotli_first_then_gzip_as_the_browser_allows() {
        assert_eq!(preferred(&accept("gzip, deflate, br, zstd")), Some(Encoding::Brotli));
        assert_eq!(preferred(&accept("gzip, deflate")), Some(Encoding::Gzip));
        assert_eq!(preferred(&accept("br;q=0, gzip;q=0.8")), Some(Encoding::Gzip));
        assert_eq!(preferred(&accept("br;q=0, gzip;q=0")), None);
        assert_eq!(preferred(&accept("identity")), None);
        assert_eq!(preferred(&accept("*")), Some(Encoding::Brotli));
        assert_eq!(preferred(&accept("*;q=0, gzip")), Some(Encoding::Gzip));
        assert_eq!(preferred(&HeaderMap::new()), None);
    }

    #[test]
    fn an_answer_is_compressed_once_and_a_changed_one_anew() {
        use std::io::Read;
        let cache = Compressed::default();
        let page = Bytes::from("{\"price\":\"12,000 ֏\"}".repeat(200));
        let first = cache.encode(page.clone(), Encoding::Brotli);
        assert!(first.len() < page.len() / 10, "{} of {}", first.len(), page.len());
        assert_eq!(cache.encode(page.clone(), Encoding::Brotli).as_ptr(), first.as_ptr(), "the kept body, not a new one");
        let mut unpacked = Vec::new();
        brotli::Decompressor::new(&first[..], 4096).read_to_end(&mut unpacked).unwrap();
        assert_eq!(unpacked, page);

        let changed = Bytes::from("{\"price\":\"11,000 ֏\"}".repeat(200));
        let gzip = cache.encode(changed.clone(), Encoding::Gzip);
        let mut unpacked = Vec::new();
        flate2::read::GzDecoder::new(&gzip[..]).read_to_end(&mut unpacked).unwrap();
        assert_eq!(unpacked, changed);
    }

    #[test]
    fn a_one_off_answer_is_compressed_fast_and_reads_the_same() {
        use std::io::Read;
        let cart = "{\"name\":\"Կանացի վերնաշապիկ\",\"formated_price\":\"12,000 ֏\"}".repeat(60);
        for size in [1024, cart.len()] {
            let body = &cart.as_bytes()[..size];
            let brotli = Encoding::Brotli.compress(body, Effort::OneOff);
            assert!(brotli.len() < body.len() / 3, "{} of {}", brotli.len(), body.len());
            let mut unpacked = Vec::new();
            brotli::Decompressor::new(&brotli[..], 4096).read_to_end(&mut unpacked).unwrap();
            assert_eq!(unpacked, body);
            let gzip = Encoding::Gzip.compress(body, Effort::OneOff);
            let mut unpacked = Vec::new();
            flate2::read::GzDecoder::new(&gzip[..]).read_to_end(&mut unpacked).unwrap();
            assert_eq!(unpacked, body);
        }
    }
}
