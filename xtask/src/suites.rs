//! Every test suite of the project, run in order; all run even when one fails, and a closing
//! line sums up the counts of all of them.

use crate::process::{run, run_captured, Result};
use crate::root;
use crate::server::Server;
use std::path::Path;

const SUITES: [&str; 5] = ["lint", "core", "server", "shell", "e2e"];

#[derive(Default, Clone, Copy)]
struct Counts {
    passed: u64,
    failed: u64,
    /// Tests left out on purpose (the PostgreSQL half with `SKIP_POSTGRES=1`): never counted as
    /// passed.
    skipped: u64,
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
            "lint" => crate::lint::components().map(|()| {
                let (passed, failed) = crate::lint::run_checks();
                (failed == 0, Counts { passed, failed, skipped: 0 })
            }),
            "core" => cargo_tests(&["test", "-p", "storefront-core", "-p", "storefront-wasm", "-p", "xtask"]),
            "server" => server_tests(),
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
        println!(
            "{suite:<8} {} ({} passed, {} failed, {} skipped)",
            if *ok { "ok" } else { "FAILED" },
            counts.passed,
            counts.failed,
            counts.skipped
        );
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
    }
    let all_ok = report.iter().all(|(_, ok, _)| *ok);
    // Counted failures, or a suite that failed without counting any, both fail the run.
    let failed = if all_ok { total.failed } else { total.failed.max(1) };
    println!("summary: {} passed, {} failed, {} skipped", total.passed, failed, total.skipped);
    if all_ok {
        Ok(())
    } else {
        Err("some tests failed".into())
    }
}

/// The server side's crates, tested together in the `server` suite.
const SERVER_CRATES: [&str; 13] = [
    "storefront-settings",
    "storefront-db",
    "storefront-accounts",
    "storefront-admin",
    "storefront-search",
    "storefront-payments",
    "storefront-central-bank",
    "storefront-catalog-csv",
    "storefront-simulators",
    "storefront-mail",
    "storefront-demo",
    "storefront-api",
    "storefront-server",
];

fn server_tests() -> Result<(bool, Counts)> {
    let mut args = vec!["test"];
    for name in SERVER_CRATES {
        args.extend(["-p", name]);
    }
    if skip_postgres() {
        println!("SKIP_POSTGRES=1: the PostgreSQL half of the server tests is left out and reported as skipped");
        args.extend(["--", "--skip", "::postgres"]);
    }
    cargo_tests(&args)
}

fn cargo_tests(args: &[&str]) -> Result<(bool, Counts)> {
    let (ok, lines) = run_captured(&root(), "cargo", args, &[])?;
    let mut counts = Counts::default();
    let filtering = args.contains(&"--skip");
    for line in lines.iter().filter_map(|l| l.trim().strip_prefix("test result:")) {
        counts.passed += number_before(line, " passed");
        counts.failed += number_before(line, " failed");
        counts.skipped += number_before(line, " ignored");
        if filtering {
            counts.skipped += number_before(line, " filtered out");
        }
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
        .find_map(|line| {
            line.trim().strip_prefix("Tests ").map(|rest| Counts {
                passed: number_before(rest, " passed"),
                failed: number_before(rest, " failed"),
                skipped: number_before(rest, " skipped"),
            })
        })
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
                "skipped" => counts.skipped += n,
                _ => {}
            }
        }
    }
    counts
}

fn skip_postgres() -> bool {
    std::env::var("SKIP_POSTGRES").is_ok_and(|v| v.trim() == "1")
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
    let data_dir = std::env::temp_dir().join(format!("storefront-e2e-{}", std::process::id()));
    let server = Server::start(&Server::binary("debug"), &data_dir, true, crate::server::DEMO)?;
    let base_url = format!("http://127.0.0.1:{}", server.port);
    // Journeys that need an operator (completing an order, reading the outbox) run the server's
    // own commands against the same data directory.
    let binary = Server::binary("debug").to_string_lossy().to_string();
    let data = data_dir.to_string_lossy().to_string();
    let xtask = std::env::current_exe().map_err(|e| format!("the xtask binary: {e}"))?.to_string_lossy().to_string();
    let dist = root.join("app-shell/dist").to_string_lossy().to_string();
    let (ok, lines) = run_captured(
        &root.join("e2e"),
        "npx",
        &["playwright", "test"],
        &[
            ("BASE_URL", &base_url),
            ("SERVER_BINARY", &binary),
            ("SERVER_DATA_DIR", &data),
            // The deploy journey publishes a build under a server of its own, as `build` does.
            ("XTASK_BINARY", &xtask),
            ("SHELL_DIST", &dist),
            ("NO_COLOR", "1"),
            ("FORCE_COLOR", "0"),
            ("CI", "true"),
        ],
    )?;
    Ok((ok, playwright_counts(&lines)))
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
        let pw = playwright_counts(&["  3 failed".into(), "  12 passed (8.1s)".into(), "  1 flaky".into(), "  2 skipped".into()]);
        assert_eq!((pw.passed, pw.failed, pw.skipped), (13, 3, 2));
        let vitest = vitest_counts(&["      Tests  9 passed | 1 skipped (10)".to_string()]);
        assert_eq!((vitest.passed, vitest.skipped), (9, 1));
    }
}
