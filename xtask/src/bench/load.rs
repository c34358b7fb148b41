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

/// One client's work for one round: any preparation it needs (not timed), then the measured
/// part, whose duration it answers; `None` counts an error.
pub type Task = Box<dyn FnMut(&mut Connection) -> Option<Duration> + Send>;

/// A task that GETs `paths[(client + k * clients) % len]` and times each answer (until its last
/// byte arrives, as sent).
pub fn get_rotating(paths: Arc<Vec<String>>, client: usize, clients: usize) -> Task {
    let mut next = client;
    Box::new(move |connection| {
        let path = &paths[next % paths.len()];
        next += clients;
        let sent = Instant::now();
        match connection.get_encoded(path) {
            Ok((200, _)) => Some(sent.elapsed()),
            _ => None,
        }
    })
}

/// Runs `clients` threads for `duration`, each on the connection `connect(client)` makes (with
/// its headers), repeating the task `task_for(client)` gives it.
pub fn run_with(connect: &dyn Fn(usize) -> Connection, clients: usize, duration: Duration, task_for: &dyn Fn(usize) -> Task) -> Outcome {
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let handles: Vec<_> = (0..clients)
        .map(|client| {
            let (mut task, stop, mut connection) = (task_for(client), stop.clone(), connect(client));
            std::thread::spawn(move || {
                let (mut latencies, mut errors) = (Vec::new(), 0usize);
                while !stop.load(Ordering::Relaxed) {
                    match task(&mut connection) {
                        Some(latency) => latencies.push(latency),
                        None => errors += 1,
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
