//! The real server binary on a free port with its own data directory; stopped on drop.

use crate::process::Result;
use crate::root;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// What turns a production server into the demo shop: the demo catalogue on first start and
/// both payment providers simulated. The server does neither unless told.
pub const DEMO: &[(&str, &str)] = &[("SEED_DEMO", "1"), ("PAYMENT_SIMULATORS", "1")];

/// Resident memory in MiB.
#[derive(Debug, Clone, Copy)]
pub struct Rss {
    pub total: f64,
    pub anonymous: f64,
    pub files: f64,
}

impl std::fmt::Display for Rss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.0} MiB ({:.0} MiB its own, {:.0} MiB mapped files)", self.total, self.anonymous, self.files)
    }
}

pub struct Server {
    child: Child,
    pub port: u16,
    data_dir: PathBuf,
    remove_data_on_drop: bool,
}

impl Server {
    /// The server binary of a cargo profile (`debug` or `release`).
    pub fn binary(profile: &str) -> PathBuf {
        let target_dir = std::env::var("CARGO_TARGET_DIR").map(Into::into).unwrap_or_else(|_| root().join("target"));
        target_dir.join(profile).join("storefront-server")
    }

    /// Starts `binary` on a free port with `data_dir`; waits until /healthz answers.
    pub fn start(binary: &Path, data_dir: &Path, remove_data_on_drop: bool, env: &[(&str, &str)]) -> Result<Server> {
        let root = root();
        let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map_err(|e| e.to_string())?.port();
        if remove_data_on_drop {
            let _ = std::fs::remove_dir_all(data_dir);
        }
        let child = Command::new(binary)
            .current_dir(&root)
            .env("PORT", port.to_string())
            .env("HOST", "127.0.0.1")
            .env("DATA_DIR", data_dir)
            .env_remove("DATABASE_URL")
            .env("STATIC_DIR", root.join("app-shell/dist"))
            .env("ADMIN_DIR", root.join("crates/admin/dist"))
            // Request logs of the journeys would drown the test report.
            .env("RUST_LOG", "warn")
            .envs(env.iter().copied())
            .spawn()
            .map_err(|e| format!("cannot start the server: {e}"))?;
        let server = Server { child, port, data_dir: data_dir.to_path_buf(), remove_data_on_drop };
        server.wait_until_healthy()?;
        Ok(server)
    }

    /// The server's resident memory in MiB, where `/proc` tells it: all of it (`VmRSS`), its
    /// own (`RssAnon`: heap and stacks) and the files it maps (`RssFile`: the SQLite file read
    /// through mmap, which the kernel may take back).
    pub fn rss_mib(&self) -> Option<Rss> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let field = |name: &str| -> Option<f64> {
            let kib: f64 = status.lines().find_map(|line| line.strip_prefix(name))?.trim().trim_end_matches("kB").trim().parse().ok()?;
            Some(kib / 1024.0)
        };
        Some(Rss { total: field("VmRSS:")?, anonymous: field("RssAnon:")?, files: field("RssFile:")? })
    }

    /// The resident memory once the server is idle: sampled each second until it has changed by
    /// less than 2 MiB over 5 s (at most a minute). Right after start it still holds what the
    /// search index's build freed, which the allocator returns over the next seconds.
    pub fn idle_rss_mib(&self) -> Option<Rss> {
        let mut samples: Vec<Rss> = Vec::new();
        for _ in 0..60 {
            std::thread::sleep(Duration::from_secs(1));
            samples.push(self.rss_mib()?);
            if let [.., before, _, _, _, _, now] = samples.as_slice() {
                if (now.total - before.total).abs() < 2.0 {
                    return Some(*now);
                }
            }
        }
        samples.last().copied()
    }

    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    fn wait_until_healthy(&self) -> Result {
        // The first start seeds the demo catalogue and builds the search index.
        let deadline = Instant::now() + Duration::from_secs(300);
        while Instant::now() < deadline {
            if healthz_ok(self.port) {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        Err("the server did not become healthy within 300 s".into())
    }
}

fn healthz_ok(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let request = format!("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    let mut response = String::new();
    stream.write_all(request.as_bytes()).is_ok() && stream.read_to_string(&mut response).is_ok() && response.starts_with("HTTP/1.1 200")
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if self.remove_data_on_drop {
            let _ = std::fs::remove_dir_all(&self.data_dir);
        }
    }
}
