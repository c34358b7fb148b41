//! Connections a client holds without finishing a request: a socket that never speaks, one that
//! sends a header line every so often, one kept alive and left idle. Each is closed by the
//! server within the header-read limit, and no more than the cap are open at once.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::TestApp;

const LIMIT: Duration = Duration::from_millis(600);

/// Reads until the server closes the connection; how long that took, or `None` if it was still
/// open after `patience`.
async fn closed_within(stream: &mut TcpStream, patience: Duration) -> Option<Duration> {
    let start = Instant::now();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout(patience.saturating_sub(start.elapsed()), stream.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(start.elapsed()),
            Ok(Ok(_)) => continue,
            Err(_) => return None,
        }
    }
}

on_both_databases! {
    async fn silent_slow_and_idle_connections_are_closed_and_capped(env) {
        let mut config = env.config();
        config.connections = storefront_server::ConnectionLimits { header_read: LIMIT, max_connections: 3 };
        let app = TestApp::start_configured(config).await;
        let address = app.url.trim_start_matches("http://").to_string();

        // Never sends anything.
        let mut silent = TcpStream::connect(&address).await.unwrap();
        assert!(closed_within(&mut silent, LIMIT * 4).await.is_some(), "a silent socket is closed");

        // Sends one header line, then another well within the limit each time, never finishing.
        let mut slow = TcpStream::connect(&address).await.unwrap();
        slow.write_all(b"GET /healthz HTTP/1.1\r\n").await.unwrap();
        let start = Instant::now();
        let mut closed = false;
        for n in 0..10 {
            tokio::time::sleep(LIMIT / 3).await;
            if slow.write_all(format!("X-Drip-{n}: 1\r\n").as_bytes()).await.is_err() {
                closed = true;
                break;
            }
        }
        closed = closed || closed_within(&mut slow, LIMIT).await.is_some();
        assert!(closed && start.elapsed() < LIMIT * 5, "a dripping client is cut off after the limit, not kept by each line");

        // A finished request on a kept-alive connection, then silence.
        let mut idle = TcpStream::connect(&address).await.unwrap();
        idle.write_all(format!("GET /healthz HTTP/1.1\r\nHost: {address}\r\n\r\n").as_bytes()).await.unwrap();
        let mut answer = vec![0u8; 1024];
        let n = idle.read(&mut answer).await.unwrap();
        assert!(String::from_utf8_lossy(&answer[..n]).starts_with("HTTP/1.1 200"));
        assert!(closed_within(&mut idle, LIMIT * 4).await.is_some(), "an idle kept-alive connection is closed");

        // The cap: three silent sockets are held; a fourth client waits until one is closed.
        let held: Vec<TcpStream> = futures_join(&address, 3).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
        let start = Instant::now();
        let answered = app.client.get(format!("{}/healthz", app.url)).send().await.unwrap();
        assert_eq!(answered.status(), 200);
        assert!(start.elapsed() >= LIMIT / 2, "the fourth connection waited for a slot ({:?})", start.elapsed());
        drop(held);
        app.stop().await;
    }
}

async fn futures_join(address: &str, n: usize) -> Vec<TcpStream> {
    let mut streams = Vec::with_capacity(n);
    for _ in 0..n {
        streams.push(TcpStream::connect(address).await.unwrap());
    }
    streams
}
