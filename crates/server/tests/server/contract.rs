//! The contract between the server and its clients: `/api/openapi.json` names every call the
//! shell makes, and the check every HTTP test runs (tests/common/contract.rs) refuses answers
//! the document does not describe.

use serde_json::json;

use crate::common::contract::Contract;
use crate::common::{json_of, run, Backend, TestApp};

/// The `/api/…` addresses the shell's sources call, `${…}` parts as `{param}`.
fn shell_calls() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../app-shell/src");
    let mut files = vec![root];
    let mut calls = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).expect("read app-shell/src").flatten().map(|e| e.path()));
            continue;
        }
        let name = path.to_string_lossy().to_string();
        let source = name.ends_with(".ts") || name.ends_with(".tsx");
        if !source || name.contains(".test.") || name.contains("/test/") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read a source file");
        for (start, _) in text.match_indices("\"/api/").chain(text.match_indices("`/api/")) {
            let rest = &text[start + 1..];
            let end = rest.find(['"', '`', '?']).unwrap_or(rest.len());
            let mut call = String::new();
            let mut chars = rest[..end].chars().peekable();
            while let Some(c) = chars.next() {
                if c == '$' && chars.peek() == Some(&'{') {
                    for inner in chars.by_ref() {
                        if inner == '}' {
                            break;
                        }
                    }
                    call.push_str("{param}");
                } else {
                    call.push(c);
                }
            }
            // A prefix test (`startsWith("/api/")`) and the document itself are not calls of it.
            if call != "/api/" && call != "/api/openapi.json" {
                calls.push(call.trim_end_matches('/').to_string());
            }
        }
    }
    calls.sort();
    calls.dedup();
    calls
}

#[test]
fn every_call_the_shell_makes_is_in_the_document() {
    let contract = Contract::new();
    let calls = shell_calls();
    assert!(calls.len() > 30, "the shell's calls were found: {calls:?}");
    let missing: Vec<&String> = calls.iter().filter(|call| !contract.documents(call)).collect();
    assert!(missing.is_empty(), "calls of the shell that /api/openapi.json does not describe: {missing:?}");
}

#[test]
fn arrays_are_documented_as_arrays() {
    let contract = Contract::new();
    let schema =
        |path: &str| contract.document()["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]["schema"].clone();
    for path in ["/api/sellers", "/api/social", "/api/search", "/api/sliders", "/api/banners", "/api/shippings", "/api/payments"] {
        assert_eq!(schema(path)["type"], "array", "{path}: {}", schema(path));
    }
}

#[test]
fn an_answer_the_document_does_not_describe_is_a_violation() {
    let contract = Contract::new();
    let store = json!([{ "id": 1, "url": "ararat", "logo": null, "logo_url": null, "shop_title": "Ararat", "description": "" }]);
    contract.check("GET", "/api/sellers", 200, "application/json", store.to_string().as_bytes());
    assert!(contract.violations().is_empty(), "a store as documented passes: {:?}", contract.violations());

    let wrong_type = json!([{ "id": "one", "url": "ararat", "logo": null, "logo_url": null, "shop_title": "Ararat", "description": "" }]);
    contract.check("GET", "/api/sellers", 200, "application/json", wrong_type.to_string().as_bytes());
    let not_an_array = json!({ "data": [] });
    contract.check("GET", "/api/sellers", 200, "application/json", not_an_array.to_string().as_bytes());
    contract.check("GET", "/api/not-a-route", 200, "application/json", b"{}");
    contract.check("GET", "/api/sellers", 201, "application/json", b"[]");
    contract.check("GET", "/api/sellers", 418, "application/json", b"{\"error\": \"I am a teapot\"}");
    // Every status must be documented, errors too: a client must know what a route answers.
    contract.check("DELETE", "/api/addresses/99999999999999999999", 409, "application/json", b"{\"error\": \"no\"}");
    let violations = contract.violations();
    assert_eq!(violations.len(), 6, "{violations:#?}");
    assert!(violations[0].contains("\"one\""), "{}", violations[0]);
    assert!(violations[2].contains("not in /api/openapi.json"), "{}", violations[2]);
    assert!(violations[3].contains("does not document status 201"), "{}", violations[3]);
    assert!(violations[4].contains("does not document status 418"), "{}", violations[4]);
    assert!(violations[5].contains("does not document status 409"), "{}", violations[5]);
}

#[test]
fn every_route_documents_the_refusals_of_the_layers_around_it() {
    let contract = Contract::new();
    let responses = |path: &str, method: &str| contract.document()["paths"][path][method]["responses"].clone();
    let delete = responses("/api/addresses/{id}", "delete");
    for status in ["400", "401", "404", "500", "503"] {
        assert!(delete.get(status).is_some(), "a malformed id, no token, not found, failure, time limit: {status}");
    }
    let register = responses("/api/customer/register", "post");
    for status in ["400", "413", "415", "422"] {
        assert!(register.get(status).is_some(), "a body's refusals: {status}");
    }
    contract.check("DELETE", "/api/addresses/99999999999999999999", 400, "application/json", b"{\"error\": \"bad id\", \"field\": \"id\"}");
    assert!(contract.violations().is_empty(), "{:?}", contract.violations());
}

#[test]
fn a_store_page_is_documented_as_its_four_parts() {
    let contract = Contract::new();
    let page = json!([
        { "data": [], "current_page": 1, "last_page": 1, "per_page": 24, "total": 0 },
        { "id": 1, "url": "ararat", "logo": null, "logo_url": null, "shop_title": "Ararat", "description": "" },
        { "maxPrice": 0.0 },
        { "minPrice": 0.0 }
    ]);
    contract.check("GET", "/api/market/products", 200, "application/json", page.to_string().as_bytes());
    assert!(contract.violations().is_empty(), "{:?}", contract.violations());
    contract.check("GET", "/api/market/products", 200, "application/json", json!([{ "maxPrice": 0.0 }]).to_string().as_bytes());
    assert_eq!(contract.violations().len(), 1, "a page without its store is refused");
}

#[tokio::test]
async fn the_served_document_is_the_one_clients_generate_their_types_from() {
    run(Backend::Sqlite, |env| async move {
        let app = TestApp::start(&env).await;
        let served = json_of(app.get("/api/openapi.json").send().await.unwrap(), 200).await;
        let printed = serde_json::to_value(storefront_api::routes::openapi::document()).unwrap();
        assert_eq!(served, printed, "GET /api/openapi.json and `storefront-server openapi` differ");
        app.stop().await;
    })
    .await
}

#[test]
fn every_call_that_takes_a_body_documents_it() {
    let contract = Contract::new();
    let mut missing = Vec::new();
    for (path, operations) in contract.document()["paths"].as_object().unwrap() {
        // Idram's landings take its form or a query, whichever it sends: their parameters say so.
        if path.starts_with("/api/payments/idram/") && path != "/api/payments/idram/result" {
            continue;
        }
        for method in ["post", "put"] {
            if let Some(operation) = operations.get(method) {
                if operation["requestBody"]["content"].as_object().is_none_or(|c| c.is_empty()) {
                    missing.push(format!("{method} {path}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "calls that take a body without documenting it: {missing:?}");
    let login = &contract.document()["paths"]["/api/customer/login"]["post"]["requestBody"]["content"]["application/json"]["schema"];
    assert_eq!(login["$ref"], "#/components/schemas/LoginRequest");
    let schemas = &contract.document()["components"]["schemas"];
    assert!(schemas["LoginRequest"]["properties"]["password"].is_object(), "{}", schemas["LoginRequest"]);
    assert!(schemas["BillingPayload"]["properties"]["first_name"].is_object(), "the core's forms are described too");
}

#[test]
fn every_handler_has_its_own_operation_id() {
    let contract = Contract::new();
    let mut seen: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    for (path, operations) in contract.document()["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let Some(id) = operation["operationId"].as_str() else { continue };
            // One handler may answer two methods of one path (Idram's landings).
            if let Some(other) = seen.insert(id.to_string(), path.clone()) {
                assert_eq!(&other, path, "operationId {id} names {method} {path} and a call of {other}");
            }
        }
    }
}

/// Two described types of one name would share one entry of the document, and one call would be
/// documented with the other's shape (as the address book's body once was with checkout's).
#[test]
fn no_two_described_types_share_a_name() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![root.join("api/src"), root.join("core/src")];
    let mut names: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    let mut twins = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().flatten().map(|e| e.path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let mut described = false;
        for line in text.lines().map(str::trim) {
            if line.starts_with("#[") && line.contains("ToSchema") && line.contains("derive") {
                described = true;
            } else if described && !line.starts_with("#[") && !line.starts_with("///") {
                let declared = line.trim_start_matches("pub ").trim_start_matches("pub(crate) ");
                let name = declared
                    .strip_prefix("struct ")
                    .or_else(|| declared.strip_prefix("enum "))
                    .map(|rest| rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or_default().to_string());
                if let Some(name) = name {
                    let file = path.display().to_string();
                    if let Some(other) = names.insert(name.clone(), file.clone()) {
                        twins.push(format!("{name}: {other} and {file}"));
                    }
                }
                described = false;
            }
        }
    }
    assert!(names.len() > 50, "the described types were found: {}", names.len());
    assert!(twins.is_empty(), "described types sharing a name: {twins:?}");
}
