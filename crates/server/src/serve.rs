//! The connection loop. `axum::serve` keeps every connection for as long as the client likes: a
//! client that never sends a request, or sends one header line every ten seconds, holds its
//! socket and its file descriptor forever. Here each connection must deliver its request headers
//! within [`ConnectionLimits::header_read`], which also bounds how long a kept-alive connection
//! may sit idle between requests, and at most [`ConnectionLimits::max_connections`] are open at
//! once (further clients wait in the listen backlog).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// How long and how many connections the server keeps (`HEADER_READ_TIMEOUT_SECS`,
/// `MAX_CONNECTIONS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// From the connection's start, or the end of its previous answer, to the end of the next
    /// request's headers.
    pub header_read: Duration,
    pub max_connections: usize,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits { header_read: Duration::from_secs(10), max_connections: 4096 }
    }
}

/// How long the requests in flight may take to finish once shutdown begins.
const DRAIN: Duration = Duration::from_secs(30);

/// Serves `app` on `listener` within `limits` until `shutdown` completes, then finishes the
/// requests in flight (for at most 30 s).
pub async fn serve_until(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_read);
    tokio::pin!(shutdown);
    loop {
        let slot = tokio::select! {
            () = &mut shutdown => break,
            slot = slots.clone().acquire_owned() => slot.expect("the semaphore is never closed"),
        };
        let (stream, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors or a connection reset before it was accepted: the
                // listener itself is fine, so wait a moment and go on.
                Err(error) => {
                    tracing::warn!(%error, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let _ = stream.set_nodelay(true);
        let service = app.clone().map_request(move |mut request: hyper::Request<Incoming>| {
            // What handlers read the client's address from (login throttling).
            request.extensions_mut().insert(ConnectInfo(peer));
            request
        });
        let service = TowerToHyperService::new(service);
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that leaves or times out is no error of ours.
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN) => tracing::warn!("requests still running {DRAIN:?} after shutdown began were cut off"),
    }
    Ok(())
}
