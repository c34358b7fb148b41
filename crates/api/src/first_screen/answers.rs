//! The API answers a first screen is drawn from: asked of the server's own endpoints (the same
//! handlers, caches and JSON the shell's calls get), kept as they came, and embedded in the
//! document so the shell starts from them instead of asking again.

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use serde_json::Value;
use tower::ServiceExt;

/// The largest answer embedded; a bigger one is drawn from but left for the shell to ask.
const LARGEST_EMBEDDED: usize = 512 * 1024;
const LARGEST_READ: usize = 4 * 1024 * 1024;

/// The answers asked so far, keyed as the shell keys them.
pub struct Answers<'a> {
    api: &'a Router,
    /// Each answer's key and its JSON as it came.
    kept: Vec<(String, String)>,
}

/// `path?query` with the parameters sorted by name, written as the browser's `URLSearchParams`
/// writes them: the key both sides look an answer up by (the shell's
/// `app-shell/src/shared/api/firstScreen.ts` sorts the same way).
pub fn answer_key(path: &str, params: &[(&str, String)]) -> String {
    let mut sorted: Vec<&(&str, String)> = params.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (name, value) in sorted {
        query.append_pair(name, value);
    }
    let query = query.finish();
    if query.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{query}")
    }
}

impl<'a> Answers<'a> {
    pub fn new(api: &'a Router) -> Self {
        Answers { api, kept: Vec::new() }
    }

    /// `GET path?params` of the API: the answer when it is a 200 with JSON, else `None` (the
    /// screen is then drawn without it, or not at all).
    pub async fn get(&mut self, path: &str, params: &[(&str, String)]) -> Option<Value> {
        let key = answer_key(path, params);
        let request = Request::get(&key).header(header::ACCEPT, "application/json").body(Body::empty()).ok()?;
        let response = self.api.clone().oneshot(request).await.ok()?;
        if response.status() != StatusCode::OK {
            return None;
        }
        let bytes = axum::body::to_bytes(response.into_body(), LARGEST_READ).await.ok()?;
        // Read once; the text that read is one JSON value, embedded as it came.
        let value = serde_json::from_slice(&bytes).ok()?;
        if bytes.len() <= LARGEST_EMBEDDED {
            self.kept.push((key, String::from_utf8(bytes.to_vec()).ok()?));
        }
        Some(value)
    }

    /// The answers as the JSON of the document's data block, safe inside `<script>`: every `<`
    /// is written `\u003c`, so no `</script>` or `<!--` can end or change the element.
    pub fn embedded(&self) -> String {
        let mut json = String::from("{");
        for (index, (key, raw)) in self.kept.iter().enumerate() {
            if index > 0 {
                json.push(',');
            }
            json.push_str(&serde_json::to_string(key).unwrap_or_default());
            json.push(':');
            json.push_str(raw);
        }
        json.push('}');
        json.replace('<', "\\u003c")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_sort_parameters_and_encode_as_browsers_do() {
        let key = answer_key("/api/products", &[("locale", "hy".into()), ("currency", "AMD".into()), ("search", "red dress&co".into())]);
        assert_eq!(key, "/api/products?currency=AMD&locale=hy&search=red+dress%26co");
        assert_eq!(answer_key("/api/translations", &[]), "/api/translations");
    }

    #[test]
    fn embedded_answers_cannot_end_their_script_element() {
        let api = Router::new();
        let mut answers = Answers::new(&api);
        let hostile = r#"{"name":"</script><script>alert(1)</script><!--"}"#;
        answers.kept.push(("/api/products/x".into(), hostile.into()));
        let embedded = answers.embedded();
        assert!(!embedded.contains('<'), "{embedded}");
        let read: serde_json::Value = serde_json::from_str(&embedded).unwrap();
        assert_eq!(read["/api/products/x"]["name"], "</script><script>alert(1)</script><!--");
    }
}
