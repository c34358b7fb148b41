//! Every answer of every HTTP test, checked against `/api/openapi.json`: an `/api/…` route that
//! answers must be in the document, with the status it answered, and a JSON body must match the
//! schema documented for that status (JSON Schema, `$ref`s into the document's components).
//! Errors too: every status a route answers must be documented (the layers' refusals every route
//! shares are added to each operation by `storefront_api::routes::openapi`). What does not hold is
//! collected and fails the test at [`super::TestApp::stop`].

use std::sync::{Arc, Mutex};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{CONTENT_ENCODING, CONTENT_TYPE};
use axum::middleware::Next;
use axum::response::Response;
use serde_json::{json, Value};

/// The paths tests mount for probes of their own (see `errors.rs`), not part of the API.
const PROBE_PREFIX: &str = "/api/probe";

#[derive(Clone)]
pub struct Contract {
    document: Arc<Value>,
    violations: Arc<Mutex<Vec<String>>>,
}

impl Contract {
    pub fn new() -> Contract {
        let document = serde_json::to_value(storefront_api::routes::openapi::document()).expect("the OpenAPI document serialises");
        Contract { document: Arc::new(document), violations: Arc::default() }
    }

    pub fn violations(&self) -> Vec<String> {
        self.violations.lock().expect("violations lock").clone()
    }

    /// Whether `path` (an address, or a template with `{…}` segments) is one of the document's.
    pub fn documents(&self, path: &str) -> bool {
        self.template(path).is_some()
    }

    /// The document, as `/api/openapi.json` serves it.
    pub fn document(&self) -> &Value {
        &self.document
    }

    fn note(&self, violation: String) {
        self.violations.lock().expect("violations lock").push(violation);
    }

    /// The path template of the document that `path` is an instance of (`/api/products/{slug}`).
    fn template(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.split('/').collect();
        let paths = self.document["paths"].as_object()?;
        // A literal segment beats a parameter (`/api/products/attrs/1` is not `{slug}`).
        paths
            .keys()
            .filter(|template| {
                let parts: Vec<&str> = template.split('/').collect();
                parts.len() == segments.len() && parts.iter().zip(&segments).all(|(part, segment)| part.starts_with('{') || part == segment)
            })
            .min_by_key(|template| template.matches('{').count())
            .map(String::as_str)
    }

    fn matches(&self, schema: &Value, body: &Value) -> Result<(), String> {
        let rooted = json!({ "components": self.document["components"], "allOf": [schema] });
        let validator = jsonschema::validator_for(&rooted).map_err(|e| format!("the documented schema is not valid: {e}"))?;
        let errors: Vec<String> = validator
            .iter_errors(body)
            .take(3)
            .map(|e| format!("{} at {}", e.to_string().chars().take(200).collect::<String>(), e.instance_path()))
            .collect();
        match errors.is_empty() {
            true => Ok(()),
            false => Err(errors.join("; ")),
        }
    }

    pub fn check(&self, method: &str, path: &str, status: u16, content_type: &str, body: &[u8]) {
        let api = path.starts_with("/api/") || path == "/healthz";
        if !api || path.starts_with(PROBE_PREFIX) || path == "/api/openapi.json" {
            return;
        }
        let what = format!("{method} {path} → {status}");
        let Some(template) = self.template(path) else {
            if status != 404 {
                self.note(format!("{what}: the route is not in /api/openapi.json"));
            }
            return;
        };
        let Some(operation) = self.document["paths"][template].get(method.to_ascii_lowercase()) else {
            if status != 405 {
                self.note(format!("{what}: {template} documents no {method}"));
            }
            return;
        };
        let documented = &operation["responses"][status.to_string()];
        let json = content_type.starts_with("application/json");
        let body: Option<Value> = if json { serde_json::from_slice(body).ok() } else { None };
        if json && body.is_none() {
            self.note(format!("{what}: the body is not JSON"));
            return;
        }
        if documented.is_null() {
            self.note(format!("{what}: {template} does not document status {status}"));
            return;
        }
        let Some(body) = body else { return };
        let Some(schema) = documented["content"]["application/json"].get("schema") else {
            self.note(format!("{what}: answered JSON but {template} documents no JSON body for {status}"));
            return;
        };
        if let Err(error) = self.matches(schema, &body) {
            let shown: String = body.to_string().chars().take(300).collect();
            self.note(format!("{what}: the body does not match the documented schema: {error}; body: {shown}"));
        }
    }
}

/// The middleware that checks each answer as it leaves the server.
pub async fn check_answer(State(contract): State<Contract>, request: Request, next: Next) -> Response {
    let method = request.method().as_str().to_owned();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    // A compressed body (tests of compression ask for it) is left to those tests.
    if response.headers().contains_key(CONTENT_ENCODING) {
        return response;
    }
    let content_type = response.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let (parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        contract.note(format!("{method} {path}: the body could not be read"));
        return Response::from_parts(parts, Body::empty());
    };
    contract.check(&method, &path, parts.status.as_u16(), &content_type, &bytes);
    Response::from_parts(parts, Body::from(bytes))
}
