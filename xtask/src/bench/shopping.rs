//! The write paths a shopper takes: adding to a cart, and the four checkout steps. Each client
//! keeps its own carts, as a browser would; only the calls named in the row are timed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::http::Connection;
use super::load::Task;

/// Lines a cart collects before the client starts a new one (a large but real cart).
const LINES_PER_CART: usize = 10;

/// The answer's JSON when the call answered 200.
fn ok_json(answer: std::io::Result<(u16, Vec<u8>)>) -> Option<Value> {
    match answer {
        Ok((200, body)) => serde_json::from_slice(&body).ok(),
        _ => None,
    }
}

fn new_cart(connection: &mut Connection) -> Option<String> {
    let answer = ok_json(connection.get("/api/checkout/cart/token"))?;
    answer["api_token"].as_str().map(str::to_string)
}

/// The answer read to its last byte but not decompressed nor parsed when all that is checked is
/// its status: the load generator shares the server's cores.
fn answered_200(answer: std::io::Result<(u16, Vec<u8>)>) -> Option<()> {
    matches!(answer, Ok((200, _))).then_some(())
}

fn add(connection: &mut Connection, token: &str, product: u64) -> Option<()> {
    let body = json!({ "api_token": token, "product_id": product, "quantity": 1 });
    answered_200(connection.post_json_encoded(&format!("/api/checkout/cart/add/{product}"), &body))
}

/// `POST /api/checkout/cart/add/{id}`, timed; a new cart every `LINES_PER_CART` lines (not timed).
pub fn add_to_cart(products: Arc<Vec<u64>>, client: usize, clients: usize) -> Task {
    let (mut next, mut cart, mut lines) = (client, None::<String>, 0usize);
    Box::new(move |connection| {
        if cart.is_none() || lines >= LINES_PER_CART {
            cart = Some(new_cart(connection)?);
            lines = 0;
        }
        let product = products[next % products.len()];
        next += clients;
        lines += 1;
        let sent = Instant::now();
        add(connection, cart.as_deref()?, product)?;
        Some(sent.elapsed())
    })
}

fn billing(client: usize) -> Value {
    json!({ "use_for_shipping": true, "save_as_address": false, "address1": ["Աբովյան 12, բն. 5"],
            "email": format!("shopper{client}@example.am"), "first_name": "Անի", "last_name": "Սարգսյան",
            "city": "Երևան", "country": "AM", "state": "Երևան", "postcode": "0010", "phone": "+374 91 123456",
            "company_name": "", "additional": "" })
}

/// A cart with one product (not timed), then save-address → save-shipping → save-payment →
/// save-order with cash on delivery, timed together: one placed order per round.
pub fn checkout(products: Arc<Vec<u64>>, client: usize, clients: usize) -> Task {
    let mut next = client;
    Box::new(move |connection| {
        let product = products[next % products.len()];
        next += clients;
        let token = new_cart(connection)?;
        add(connection, &token, product)?;
        let sent = Instant::now();
        let steps = [
            ("save-address", json!({ "api_token": token, "billing": billing(client), "shipping": {} })),
            ("save-shipping", json!({ "api_token": token, "shipping_method": "flatrate" })),
            ("save-payment", json!({ "api_token": token, "payment": { "method": "cashondelivery" } })),
            ("save-order", json!({ "api_token": token })),
        ];
        let [first @ .., (order, order_body)] = steps;
        for (step, body) in first {
            answered_200(connection.post_json_encoded(&format!("/api/checkout/{step}"), &body))?;
        }
        let placed = ok_json(connection.post_json(&format!("/api/checkout/{order}"), &order_body))?;
        let elapsed: Duration = sent.elapsed();
        (placed["success"] == true).then_some(elapsed)
    })
}
