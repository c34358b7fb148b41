//! Closed-loop load: N clients, each on its own keep-alive connection, sending the next request
//! as soon as the last answered, for a fixed time. Latencies are recorded per request.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::http::Connection;

pub struct Outcome {
    pub requests: usize,
    pub errors: usize,
    pub elapsed: Duration,
    /// Sorted latencies of successful requests.
    pub latencies: Vec<Duration>,
}

impl Outcome {
    pub fn percentile(&self, p: f64) -> Duration {
        if self.latencies.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((p / 100.0) * self.latencies.len() as f64).ceil() as usize;
        self.latencies[rank.clamp(1, self.latencies.len()) - 1]
    }

    pub fn throughput(&self) -> f64 {
        self.requests as f64 / self.elapsed.as_secs_f64()
    }
}

/// Runs `clients` threads for `duration`; client `c` requests `paths[(c + k * clients) % len]`.
pub fn run(address: &str, paths: Arc<Vec<String>>, clients: usize, duration: Duration) -> Outcome {
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let handles: Vec<_> = (0..clients)
        .map(|client| {
            let (paths, stop, address) = (paths.clone(), stop.clone(), address.to_string());
            std::thread::spawn(move || {
                let mut connection = Connection::new(&address);
                let (mut latencies, mut errors, mut next) = (Vec::new(), 0usize, client);
                while !stop.load(Ordering::Relaxed) {
                    let path = &paths[next % paths.len()];
                    next += clients;
                    let sent = Instant::now();
                    match connection.get(path) {
                        Ok((200, _)) => latencies.push(sent.elapsed()),
                        _ => errors += 1,
                    }
                }
                (latencies, errors)
            })
        })
        .collect();
    std::thread::sleep(duration);
    stop.store(true, Ordering::Relaxed);
    let mut outcome = Outcome { requests: 0, errors: 0, elapsed: Duration::ZERO, latencies: Vec::new() };
    for handle in handles {
        let (latencies, errors) = handle.join().unwrap_or_default();
        outcome.requests += latencies.len() + errors;
        outcome.errors += errors;
        outcome.latencies.extend(latencies);
    }
    outcome.elapsed = started.elapsed();
    outcome.latencies.sort_unstable();
    outcome
}
