//! Every test suite of the project, run in order; all run even when one fails, and a closing
//! line sums up the counts of all of them.

use crate::process::{run, run_captured, Result};
use crate::root;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

const SUITES: [&str; 4] = ["core", "server", "shell", "e2e"];

#[derive(Default, Clone, Copy)]
struct Counts {
    passed: u64,
    failed: u64,
}

/// `cargo xtask test [suite…]`: all suites, or only those named.
pub fn run_all(only: &[String]) -> Result {
    if let Some(unknown) = only.iter().find(|name| !SUITES.contains(&name.as_str())) {
        return Err(format!("unknown suite '{unknown}' (suites: {})", SUITES.join(", ")));
    }
    let mut report: Vec<(&str, bool, Counts)> = Vec::new();
    for suite in SUITES.into_iter().filter(|s| only.is_empty() || only.iter().any(|o| o == s)) {
        println!("\n==== {suite} ====");
        let (ok, counts) = match suite {
            "core" => cargo_tests(&["test", "-p", "storefront-core", "-p", "storefront-wasm"]),
            "server" => cargo_tests(&["test", "-p", "storefront-server"]),
            "shell" => node_tests(&root().join("app-shell"), &["vitest", "run"], vitest_counts),
            _ => e2e(),
        }
        .unwrap_or_else(|error| {
            eprintln!("{suite}: {error}");
            (false, Counts::default())
        });
        report.push((suite, ok, counts));
    }
    println!("\n==== results ====");
    let mut total = Counts::default();
    for (suite, ok, counts) in &report {
        println!("{suite:<8} {} ({} passed, {} failed)", if *ok { "ok" } else { "FAILED" }, counts.passed, counts.failed);
        total.passed += counts.passed;
        total.failed += counts.failed;
    }
    let all_ok = report.iter().all(|(_, ok, _)| *ok);
    // Counted failures, or a suite that failed without counting any, both fail the run.
    let failed = if all_ok { total.failed } else { total.failed.max(1) };
    println!("summary: {} passed, {} failed", total.passed, failed);
    if all_ok { Ok(()) } else { Err("some tests failed".into()) }
}

fn cargo_tests(args: &[&str]) -> Result<(bool, Counts)> {
    let (ok, lines) = run_captured(&root(), "cargo", args, &[])?;
    let mut counts = Counts::default();
    for line in lines.iter().filter_map(|l| l.trim().strip_prefix("test result:")) {
        counts.passed += number_before(line, " passed");
        counts.failed += number_before(line, " failed");
    }
    Ok((ok, counts))
}

fn node_tests(dir: &Path, args: &[&str], count: fn(&[String]) -> Counts) -> Result<(bool, Counts)> {
    let (ok, lines) = run_captured(dir, "npx", args, &[("NO_COLOR", "1"), ("FORCE_COLOR", "0"), ("CI", "true")])?;
    Ok((ok, count(&lines)))
}

/// Vitest's closing `Tests  1 failed | 9 passed (10)`.
fn vitest_counts(lines: &[String]) -> Counts {
    lines
        .iter()
        .rev()
        .find_map(|line| line.trim().strip_prefix("Tests ").map(|rest| Counts {
            passed: number_before(rest, " passed"),
            failed: number_before(rest, " failed"),
        }))
        .unwrap_or_default()
}

/// Playwright's list reporter closes with `  12 passed (8.1s)` and `  1 failed`.
fn playwright_counts(lines: &[String]) -> Counts {
    let mut counts = Counts::default();
    for line in lines.iter().map(|l| l.trim()) {
        let mut words = line.split_whitespace();
        if let (Some(n), Some(word)) = (words.next().and_then(|n| n.parse::<u64>().ok()), words.next()) {
            match word {
                "passed" | "flaky" => counts.passed += n,
                "failed" => counts.failed += n,
                _ => {}
            }
        }
    }
    counts
}

/// The number written just before `label` in `text` ("3 passed" → 3), or 0.
fn number_before(text: &str, label: &str) -> u64 {
    text.find(label)
        .and_then(|end| text[..end].split(|c: char| !c.is_ascii_digit()).next_back())
        .and_then(|digits| digits.parse().ok())
        .unwrap_or(0)
}

/// The Playwright journeys in Chromium against a real server on a fresh SQLite database.
fn e2e() -> Result<(bool, Counts)> {
    let root = root();
    run(&root, "cargo", &["build", "-p", "storefront-server"])?;
    let server = TestServer::start(&root)?;
    let base_url = format!("http://127.0.0.1:{}", server.port);
    let (ok, lines) = run_captured(
        &root.join("e2e"),
        "npx",
        &["playwright", "test"],
        &[("BASE_URL", &base_url), ("NO_COLOR", "1"), ("FORCE_COLOR", "0"), ("CI", "true")],
    )?;
    Ok((ok, playwright_counts(&lines)))
}

/// The real server binary on a free port with its own data directory; stopped on drop.
struct TestServer {
    child: Child,
    port: u16,
    data_dir: PathBuf,
}

impl TestServer {
    fn start(root: &Path) -> Result<TestServer> {
        let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map_err(|e| e.to_string())?.port();
        let data_dir = std::env::temp_dir().join(format!("storefront-e2e-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data_dir);
        let target_dir = std::env::var("CARGO_TARGET_DIR").map(Into::into).unwrap_or_else(|_| root.join("target"));
        let child = Command::new(target_dir.join("debug/storefront-server"))
            .current_dir(root)
            .env("PORT", port.to_string())
            .env("HOST", "127.0.0.1")
            .env("DATA_DIR", &data_dir)
            .env_remove("DATABASE_URL")
            .env("STATIC_DIR", root.join("app-shell/dist"))
            // Request logs of the journeys would drown the test report.
            .env("RUST_LOG", "warn")
            .spawn()
            .map_err(|e| format!("cannot start the server: {e}"))?;
        let server = TestServer { child, port, data_dir };
        server.wait_until_healthy()?;
        Ok(server)
    }

    fn wait_until_healthy(&self) -> Result {
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if healthz_ok(self.port) {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        Err("the server did not become healthy within 60 s".into())
    }
}

fn healthz_ok(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let request = format!("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    let mut response = String::new();
    stream.write_all(request.as_bytes()).is_ok()
        && stream.read_to_string(&mut response).is_ok()
        && response.starts_with("HTTP/1.1 200")
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_counts_of_each_runner() {
        assert_eq!(number_before("ok. 76 passed; 2 failed; 0 ignored", " passed"), 76);
        assert_eq!(number_before("ok. 76 passed; 2 failed; 0 ignored", " failed"), 2);
        let vitest = vitest_counts(&["      Tests  1 failed | 9 passed (10)".to_string()]);
        assert_eq!((vitest.passed, vitest.failed), (9, 1));
        let pw = playwright_counts(&["  3 failed".into(), "  12 passed (8.1s)".into(), "  1 flaky".into()]);
        assert_eq!((pw.passed, pw.failed), (13, 3));
    }
}
