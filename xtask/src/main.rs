//! `cargo xtask …`: the one driver for setting up, building, running and testing the shop.
//!
//! - `cargo xtask run`   installs what is missing, builds the WASM core and the shell, serves
//!   the shop at http://127.0.0.1:8080 on the embedded SQLite default.
//! - `cargo xtask test`  the same set-up plus Chromium, then every test suite; fails if any fails.
//! - `cargo xtask build` set-up and build only.
//! - `cargo xtask seed [--products N]` the demo catalogue (plus generated products up to N) in
//!   the default data directory, by the release server's `seed` command.
//! - `cargo xtask bench` the release server on a 100,000-product catalogue under load; writes
//!   BENCHMARKS.md. `bench orders` the back office's order list over a million orders;
//!   `bench editing` editors saving products beside the storefront's reads; `bench csv` the
//!   catalogue's CSV export, dry run and import beside the storefront's reads;
//!   `bench lighthouse` Lighthouse on a phone profile over five pages.
//! - `cargo xtask generate` rewrites the committed generated files (`generated.rs`: the WASM
//!   package's TypeScript declarations, the API's OpenAPI document and the shell's API types
//!   made from it); the lint suite fails when one is out of date.
//! - `cargo xtask doc-paths` checks that every path ARCHITECTURE.md and README.md name exists
//!   (also part of the lint suite).
//! - `cargo xtask publish-shell <new build> <dist>` puts a built shell in place of the served one,
//!   keeping the last week's hashed files (what `build` does with its own build).

mod bench;
mod build;
mod doc_paths;
mod generated;
mod lint;
mod modules;
mod process;
mod seed;
mod server;
mod setup;
mod suites;

use std::path::PathBuf;
use std::process::ExitCode;

/// The repository root (xtask lives one level below it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask sits inside the repository").to_path_buf()
}

fn usage() -> ExitCode {
    eprintln!("usage: cargo xtask <run|test|build|bench|seed|generate|publish-shell|doc-paths>");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("run") => setup::for_running().and_then(|_| build::all()).and_then(|_| build::serve()),
        Some("build") => setup::for_running().and_then(|_| build::all()),
        Some("bench") => bench::run(&args[1..]),
        Some("seed") => seed::run_seed(&args[1..]),
        Some("generate") => setup::for_generating().and_then(|_| generated::generate()),
        Some("publish-shell") => build::publish_command(&args[1..]),
        Some("doc-paths") => doc_paths::check(&root()),
        Some("test") => setup::for_testing().and_then(|_| build::all()).and_then(|_| suites::run_all(&args[1..])),
        _ => return usage(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error}");
            ExitCode::FAILURE
        }
    }
}
