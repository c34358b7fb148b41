//! Every repository path a document names in backticks exists, so the code map cannot go stale
//! silently. A path is read from the repository's root, or from the folder that the section it
//! sits under names in its heading (`## crates/api: …` makes `routes/` mean `crates/api/routes/`
//! or `crates/api/src/routes/`).

use std::path::Path;

/// The documents held to their paths.
pub const DOCUMENTS: [&str; 2] = ["ARCHITECTURE.md", "README.md"];

/// File endings that make a backticked word a path even without a slash.
const PATH_ENDINGS: [&str; 12] = [".rs", ".ts", ".tsx", ".md", ".toml", ".sql", ".scss", ".json", ".html", ".css", ".sh", ".mjs"];

/// The paths `text` names that exist neither from `root` nor from its section's folder, each with
/// its line number.
pub fn missing(root: &Path, text: &str) -> Vec<(usize, String)> {
    let mut missing = Vec::new();
    let mut section: Option<String> = None;
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') {
            section = backticked(line).into_iter().find(|word| looks_like_path(word)).map(|word| clean(&word).to_string());
            continue;
        }
        for word in backticked(line) {
            if !looks_like_path(&word) {
                continue;
            }
            let path = clean(&word);
            let mut bases = vec![root.to_path_buf()];
            if let Some(folder) = &section {
                bases.push(root.join(folder));
                bases.push(root.join(folder).join("src"));
            }
            if !bases.iter().any(|base| base.join(path).exists()) {
                missing.push((index + 1, word));
            }
        }
    }
    missing
}

/// The texts between pairs of backticks on one line.
fn backticked(line: &str) -> Vec<String> {
    line.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// A repository path: no spaces, no Rust path or generic, no URL route, no glob or placeholder,
/// and a slash or a file ending.
fn looks_like_path(word: &str) -> bool {
    let forbidden = [' ', ':', '<', '>', '*', '{', '}', '$', '=', '(', '|', '?', '&', '@', ','];
    if word.is_empty() || word.starts_with('/') || word.starts_with('.') || word.starts_with('-') || word.contains(forbidden) {
        return false;
    }
    word.contains('/') || PATH_ENDINGS.iter().any(|ending| word.ends_with(ending))
}

/// The path without a trailing slash.
fn clean(word: &str) -> &str {
    word.trim_end_matches('/')
}

/// Checks every document: an error lists each missing path with its document and line.
pub fn check(root: &Path) -> Result<(), String> {
    let mut found = Vec::new();
    for document in DOCUMENTS {
        let text = std::fs::read_to_string(root.join(document)).map_err(|e| format!("cannot read {document}: {e}"))?;
        for (line, path) in missing(root, &text) {
            found.push(format!("{document}:{line}: `{path}` does not exist"));
        }
    }
    match found.is_empty() {
        true => Ok(()),
        false => Err(found.join("\n")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_path_is_found_from_the_root_or_its_section_and_other_code_is_not_a_path() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let text = "\
Start at `xtask/src/main.rs` and `README.md`; run `cargo xtask test`, call `storefront_db::Db`, POST `/admin/api/orders/list`.
## `crates/db`: the database
`migrations/` and `pool.rs` and `src/lib.rs` are here; `list_cache.rs` moved and `accounts/` is elsewhere.
## Elsewhere
`pool.rs` means nothing outside its section.
";
        let missing: Vec<(usize, String)> = missing(root, text);
        assert_eq!(
            missing,
            [(3, "list_cache.rs".to_string()), (3, "accounts/".to_string()), (5, "pool.rs".to_string())],
            "stale paths named, commands, Rust paths and routes left alone"
        );
    }
}
