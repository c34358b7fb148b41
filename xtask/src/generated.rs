//! Files generated from the code and committed, so that what they are generated from and what
//! reads them cannot drift apart: `cargo xtask generate` rewrites them all, and the lint suite
//! (`check`) fails when one differs from what its generator produces now.
//!
//! To add one, add an entry to [`FILES`]: its path and a function producing its contents.

use crate::process::{stdout_of, Result};
use crate::root;

/// A committed file and how to produce it.
pub struct Generated {
    /// The file, relative to the repository root.
    pub path: &'static str,
    /// What it holds, for messages.
    pub what: &'static str,
    /// Its contents as they should be now (the same bytes on every run).
    pub contents: fn() -> Result<String>,
}

pub const FILES: &[Generated] = &[
    Generated {
        path: "crates/wasm/src/types.d.ts",
        what: "the TypeScript declarations of the serde types the WASM package hands the shell",
        contents: wasm_types,
    },
    Generated {
        path: "app-shell/src/shared/api/openapi.json",
        what: "the API's OpenAPI document, as /api/openapi.json serves it",
        contents: openapi_document,
    },
    Generated {
        path: "app-shell/src/shared/api/schema.d.ts",
        what: "the shell's TypeScript types of the API, made from that document by openapi-typescript",
        contents: shell_api_types,
    },
];

/// Printed by the WASM crate's `typescript` binary, built with its feature `ts` (and so the
/// core's), which no other build turns on.
fn wasm_types() -> Result<String> {
    stdout_of(&root(), "cargo", &["run", "--quiet", "-p", "storefront-wasm", "--features", "ts", "--bin", "typescript"])
}

/// Printed by the server binary (`storefront-server openapi`), which needs no configuration.
fn openapi_document() -> Result<String> {
    stdout_of(&root(), "cargo", &["run", "--quiet", "-p", "storefront-server", "--", "openapi"])
}

/// openapi-typescript (the shell's dev dependency) over the document as it is now.
fn shell_api_types() -> Result<String> {
    let document = openapi_document()?;
    let input = std::env::temp_dir().join(format!("storefront-openapi-{}.json", std::process::id()));
    std::fs::write(&input, document).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let shell = root().join("app-shell");
    let program = shell.join("node_modules/.bin/openapi-typescript");
    let types = stdout_of(&shell, &program.to_string_lossy(), &[&input.to_string_lossy()]);
    let _ = std::fs::remove_file(&input);
    types
}

/// `cargo xtask generate`: rewrites every generated file that differs.
pub fn generate() -> Result {
    for file in FILES {
        let contents = (file.contents)()?;
        let path = root().join(file.path);
        if std::fs::read_to_string(&path).ok().as_deref() == Some(contents.as_str()) {
            println!("{}: up to date", file.path);
        } else {
            std::fs::write(&path, contents).map_err(|e| format!("cannot write {}: {e}", file.path))?;
            println!("{}: written", file.path);
        }
    }
    Ok(())
}

/// Fails, naming each file, when a generated file is not what its generator produces now.
pub fn check() -> Result {
    println!("$ generated files up to date ({})", FILES.len());
    let mut stale = Vec::new();
    for file in FILES {
        let expected = (file.contents)()?;
        let committed = std::fs::read_to_string(root().join(file.path)).unwrap_or_default();
        if committed != expected {
            stale.push(format!("{}, {}, is not what generates it{}", file.path, file.what, first_difference(&committed, &expected)));
        }
    }
    match stale.is_empty() {
        true => Ok(()),
        false => Err(format!("{}\nrun `cargo xtask generate` and commit what it writes", stale.join("\n"))),
    }
}

/// Where two texts part, for the message: `, first at line N`.
fn first_difference(committed: &str, expected: &str) -> String {
    let mut committed_lines = committed.lines();
    let mut expected_lines = expected.lines();
    for number in 1.. {
        match (committed_lines.next(), expected_lines.next()) {
            (None, None) => return String::new(),
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return format!(
                    ", first at line {number}:\n  the file:  {}\n  generated: {}",
                    a.unwrap_or("(end of file)"),
                    b.unwrap_or("(end of file)")
                )
            }
        }
    }
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_difference_names_its_line() {
        assert_eq!(first_difference("a\nb\n", "a\nb\n"), "");
        assert_eq!(first_difference("a\nb\n", "a\nc\n"), ", first at line 2:\n  the file:  b\n  generated: c");
        assert_eq!(first_difference("a\n", "a\nb\n"), ", first at line 2:\n  the file:  (end of file)\n  generated: b");
    }

    #[test]
    fn every_generated_file_is_committed_once() {
        for (i, file) in FILES.iter().enumerate() {
            assert!(root().join(file.path).is_file(), "{} is missing", file.path);
            assert!(FILES[..i].iter().all(|other| other.path != file.path), "{} is listed twice", file.path);
        }
    }
}
