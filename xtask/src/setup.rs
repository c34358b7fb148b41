//! Installs what a fresh Debian machine with rustup and Node 20 lacks; each step checks first,
//! so a second run costs nothing.

use crate::process::{output, run, Result};
use crate::root;
use std::path::Path;

const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";

pub fn for_running() -> Result {
    wasm_target()?;
    wasm_bindgen_cli()?;
    trunk()?;
    npm_install(&root().join("app-shell"))
}

/// What `cargo xtask generate` runs: openapi-typescript, a dev dependency of the shell.
pub fn for_generating() -> Result {
    npm_install(&root().join("app-shell"))
}

pub fn for_testing() -> Result {
    for_running()?;
    chromium()?;
    npm_install(&root().join("e2e"))
}

fn wasm_target() -> Result {
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed.lines().any(|line| line.trim() == WASM_TARGET) {
        return Ok(());
    }
    run(&root(), "rustup", &["target", "add", WASM_TARGET])
}

/// The CLI must be exactly the version of the `wasm-bindgen` crate the WASM crate pins.
pub fn pinned_wasm_bindgen_version() -> Result<String> {
    let manifest = std::fs::read_to_string(root().join("crates/wasm/Cargo.toml")).map_err(|e| e.to_string())?;
    manifest
        .lines()
        .find_map(|line| line.trim().strip_prefix("wasm-bindgen = \"="))
        .and_then(|rest| rest.split('"').next())
        .map(str::to_string)
        .ok_or_else(|| "crates/wasm/Cargo.toml must pin wasm-bindgen with '='".to_string())
}

fn wasm_bindgen_cli() -> Result {
    let version = pinned_wasm_bindgen_version()?;
    let installed = output("wasm-bindgen", &["--version"]).unwrap_or_default();
    if installed.split_whitespace().nth(1) == Some(version.as_str()) {
        return Ok(());
    }
    run(&root(), "cargo", &["install", "wasm-bindgen-cli", "--version", &version])
}

/// Trunk builds the back office. 0.22 needs a newer compiler than this toolchain; 0.21.14 builds
/// only with its own lock file. The first install compiles it (about ten minutes on 2 cores).
const TRUNK_VERSION: &str = "0.21.14";

fn trunk() -> Result {
    let installed = output("trunk", &["--version"]).unwrap_or_default();
    if installed.split_whitespace().nth(1) == Some(TRUNK_VERSION) {
        return Ok(());
    }
    run(&root(), "cargo", &["install", "trunk", "--version", TRUNK_VERSION, "--locked"])
}

/// Installs the locked packages when node_modules is missing or older than the lock file.
/// `npm install` rather than `npm ci`: npm 11 writes only this platform's optional packages
/// into the lock and its own `npm ci` then rejects the lock as out of sync; `npm install`
/// installs the same locked versions and leaves the lock as it is.
pub fn npm_install(dir: &Path) -> Result {
    let lock = dir.join("package-lock.json");
    let marker = dir.join("node_modules/.package-lock.json");
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    match (modified(&lock), modified(&marker)) {
        (Some(lock_time), Some(marker_time)) if marker_time >= lock_time => Ok(()),
        _ => run(dir, "npm", &["install", "--no-audit", "--no-fund"]),
    }
}

/// Debian's Chromium drives the browser tests (browser downloads do not work here).
fn chromium() -> Result {
    if Path::new(CHROMIUM).exists() {
        return Ok(());
    }
    let as_root = output("id", &["-u"]).as_deref() == Some("0");
    let (program, prefix): (&str, &[&str]) = if as_root { ("apt-get", &[]) } else { ("sudo", &["apt-get"]) };
    fn with<'a>(prefix: &[&'a str], args: &[&'a str]) -> Vec<&'a str> {
        [prefix, args].concat()
    }
    run(&root(), program, &with(prefix, &["update", "-qq"]))?;
    crate::process::run_with_env(
        &root(),
        program,
        &with(prefix, &["install", "-y", "-qq", "chromium"]),
        &[("DEBIAN_FRONTEND", "noninteractive")],
    )
}
