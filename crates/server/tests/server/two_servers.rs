//! Two server processes on one PostgreSQL database, as behind a load balancer: what a catalogue
//! editor saves through the first is listed, found and shown with its new price by the second
//! within two seconds, through the feed of catalogue changes alone (the second server is never
//! told; its full rebuild runs only once a minute).

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use storefront_core::staff::Role;
use storefront_db::Db;

use crate::back_office::{create_in, Staff};
use crate::common::{run, Backend, TestEnv};

const WITHIN: Duration = Duration::from_secs(2);

/// A production server (no demo, no simulators) on its own port and data directory.
struct Server {
    url: String,
    client: reqwest::Client,
    process: Child,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

impl Server {
    async fn start(env: &TestEnv, name: &str) -> Server {
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let process = Command::new(env!("CARGO_BIN_EXE_storefront-server"))
            .env_clear()
            .env("DATABASE_URL", &env.database_url)
            .env("DATA_DIR", env.dir.join(name))
            .env("STATIC_DIR", env.static_dir())
            .env("HOST", "127.0.0.1")
            .env("PORT", port.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the server binary");
        let server =
            Server { url: format!("http://127.0.0.1:{port}"), client: reqwest::Client::builder().no_proxy().build().unwrap(), process };
        let deadline = Instant::now() + Duration::from_secs(30);
        while !server.client.get(format!("{}/healthz", server.url)).send().await.is_ok_and(|r| r.status().is_success()) {
            assert!(Instant::now() < deadline, "the {name} server did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        server
    }

    async fn get(&self, path: &str) -> Value {
        let response = self.client.get(format!("{}{path}", self.url)).send().await.unwrap();
        if !response.status().is_success() {
            return Value::Null;
        }
        response.json().await.unwrap()
    }

    /// Asks until `seen` holds, at most [`WITHIN`] from `since`; answers whether it did.
    async fn shows(&self, path: &str, since: Instant, seen: impl Fn(&Value) -> bool) -> bool {
        loop {
            if seen(&self.get(path).await) {
                return true;
            }
            if since.elapsed() > WITHIN {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

fn has(answer: &Value, id: i64) -> bool {
    answer.as_array().or_else(|| answer["data"].as_array()).is_some_and(|items| items.iter().any(|p| p["id"] == id))
}

#[tokio::test]
async fn a_product_saved_through_one_server_is_listed_found_and_repriced_on_the_other_within_two_seconds() {
    run(Backend::Postgres, |env| async move {
        let first = Server::start(&env, "first").await;
        let second = Server::start(&env, "second").await;
        let db = Db::connect(&env.database_url).await.unwrap();
        create_in(&db, "editor@shuka.am", Role::CatalogueEditor).await;
        let mut editor = Staff::at(&first.url);
        editor.sign_in("editor@shuka.am").await;
        // The second server has answered its lists and search before the product exists.
        assert!(!has(&second.get("/api/search?search=lusnayin").await, 0));
        second.get("/api/products?locale=hy").await;

        let draft =
            json!({ "sku": "LMP-1", "price": "15900", "stock": "4", "enabled": true, "texts": { "hy": { "name": "Լուսնային լապտեր" } } });
        let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft })).await;
        assert_eq!(status, 200, "{saved}");
        let saved_at = Instant::now();
        let id = saved["id"].as_i64().unwrap();
        assert!(second.shows("/api/products?locale=hy", saved_at, |list| has(list, id)).await, "listed by the second server");
        assert!(second.shows("/api/search?search=lusnayin", saved_at, |hits| has(hits, id)).await, "found by the second server");

        let edit = json!({ "edit": { "id": id, "version": saved["version"], "price": "13900", "stock": "4" } });
        let (status, row) = editor.call("products/inline", edit).await;
        assert_eq!(status, 200, "{row}");
        let repriced_at = Instant::now();
        let page = "/api/products/lusnayin-lapter?locale=hy";
        assert!(second.shows(page, repriced_at, |product| product["data"]["price"] == "13900.0000").await, "shown with its new price");
        let in_list =
            |list: &Value| list["data"].as_array().is_some_and(|items| items.iter().any(|p| p["id"] == id && p["price"] == "13900.0000"));
        assert!(second.shows("/api/products?locale=hy", repriced_at, in_list).await, "listed with its new price");
        db.close().await;
    })
    .await;
}
