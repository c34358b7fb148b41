//! The checks that keep the code as it was agreed, run as the first suite of `cargo xtask test`:
//! no module cycles inside a crate (`modules.rs`), every path the code map and the README name
//! existing (`doc_paths.rs`), the generated files as their generators make them now
//! (`generated.rs`), rustfmt's layout, clippy with every warning an error (also on the production
//! build, without the demo and the simulators, on the TypeScript generator's feature `ts`, and on
//! the back office's browser build), and ESLint on the shell (the react-hooks rules, and no
//! feature importing another: `app-shell/eslint.config.js`). Each check counts as one test.

use crate::process::{output, run, Result};
use crate::root;

/// (name, directory under the root, program, arguments)
const CHECKS: [(&str, &str, &str, &[&str]); 6] = [
    ("rustfmt", ".", "cargo", &["fmt", "--all", "--", "--check"]),
    ("clippy", ".", "cargo", &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]),
    // The production build: the server without the demo shop and the payment simulators.
    (
        "clippy (production build)",
        ".",
        "cargo",
        &["clippy", "-p", "storefront-server", "--no-default-features", "--all-targets", "--", "-D", "warnings"],
    ),
    // The TypeScript generator, built by no other check (ts-rs on the core's and the WASM
    // crate's types).
    (
        "clippy (TypeScript generator)",
        ".",
        "cargo",
        &["clippy", "-p", "storefront-core", "-p", "storefront-wasm", "--features", "ts", "--all-targets", "--", "-D", "warnings"],
    ),
    // The back office as Trunk builds it for the browser (the workspace check builds its server
    // side only).
    (
        "clippy (back office, browser)",
        ".",
        "cargo",
        &[
            "clippy",
            "-p",
            "storefront-admin",
            "--no-default-features",
            "--features",
            "csr",
            "--target",
            "wasm32-unknown-unknown",
            "--",
            "-D",
            "warnings",
        ],
    ),
    ("eslint", "app-shell", "npm", &["run", "--silent", "lint"]),
];

/// No crate's modules use each other in a loop (see `crate::modules`).
fn module_cycles() -> Result {
    println!("$ module cycles in crates/*/src");
    let mut found = Vec::new();
    let crates = std::fs::read_dir(root().join("crates")).map_err(|e| format!("cannot list crates/: {e}"))?;
    for entry in crates.flatten() {
        for cycle in crate::modules::cycles(&entry.path().join("src")) {
            found.push(format!("{}: {cycle}", entry.file_name().to_string_lossy()));
        }
    }
    match found.is_empty() {
        true => Ok(()),
        false => Err(found.join("\n")),
    }
}

/// The components the checks need; rustup's default profile has them, a minimal one does not.
pub fn components() -> Result {
    for (component, probe) in [("rustfmt", "fmt"), ("clippy", "clippy")] {
        if output("cargo", &[probe, "--version"]).is_none() {
            run(&root(), "rustup", &["component", "add", component])?;
        }
    }
    Ok(())
}

/// Runs every check, even after one failed: (passed, failed).
pub fn run_checks() -> (u64, u64) {
    let mut passed = 0;
    let mut failed = 0;
    match module_cycles() {
        Ok(()) => passed += 1,
        Err(error) => {
            eprintln!("module cycles: {error}");
            failed += 1;
        }
    }
    match crate::doc_paths::check(&root()) {
        Ok(()) => passed += 1,
        Err(error) => {
            eprintln!("paths in documents:\n{error}");
            failed += 1;
        }
    }
    match crate::generated::check() {
        Ok(()) => passed += 1,
        Err(error) => {
            eprintln!("generated files: {error}");
            failed += 1;
        }
    }
    for (name, dir, program, args) in CHECKS {
        match run(&root().join(dir), program, args) {
            Ok(()) => passed += 1,
            Err(error) => {
                eprintln!("{name}: {error}");
                failed += 1;
            }
        }
    }
    (passed, failed)
}
