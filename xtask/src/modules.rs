//! Module cycles inside each crate: two modules that use each other, directly or around a loop,
//! are one room split in two (or two rooms that should not know each other). A module is a file
//! or folder directly under `src/`, or one level inside a folder (`routes/catalog`); an edge is a
//! `crate::…` or `super::…` path written in it. Comments do not count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every cycle between the modules of the crate whose sources are in `src`, each written
/// `a -> b -> a`.
pub fn cycles(src: &Path) -> Vec<String> {
    let edges = edges(src);
    let mut found = BTreeSet::new();
    for start in edges.keys() {
        walk(&edges, vec![start.clone()], &mut found);
    }
    found.into_iter().collect()
}

fn walk(edges: &BTreeMap<String, BTreeSet<String>>, path: Vec<String>, found: &mut BTreeSet<String>) {
    let Some(last) = path.last() else { return };
    for next in edges.get(last).into_iter().flatten() {
        if let Some(at) = path.iter().position(|m| m == next) {
            // One spelling per cycle: started at its smallest module.
            let mut cycle: Vec<String> = path[at..].to_vec();
            let smallest = (0..cycle.len()).min_by_key(|&i| &cycle[i]).unwrap_or(0);
            cycle.rotate_left(smallest);
            cycle.push(cycle[0].clone());
            found.insert(cycle.join(" -> "));
        } else if path.len() < 12 {
            let mut longer = path.clone();
            longer.push(next.clone());
            walk(edges, longer, found);
        }
    }
}

fn edges(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(src) {
        let Ok(relative) = file.strip_prefix(src) else { continue };
        let mut parts: Vec<String> = relative.with_extension("").iter().map(|p| p.to_string_lossy().into_owned()).collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        if parts.is_empty() || parts == ["lib"] || parts == ["main"] {
            continue;
        }
        let from = parts.iter().take(2).cloned().collect::<Vec<_>>().join("::");
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for target in referenced(&text, &parts) {
            let to = module_of(src, &target);
            let related = to == from || from.starts_with(&format!("{to}::")) || to.starts_with(&format!("{from}::"));
            if !related && !to.is_empty() {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    edges
}

/// The module paths (from the crate root) that `text`, the file at `parts`, refers to.
fn referenced(text: &str, parts: &[String]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = find_path_start(rest) {
            let token = rest[at..].split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).next().unwrap_or("");
            let path: Vec<&str> = token.split("::").filter(|s| !s.is_empty()).collect();
            rest = &rest[at + token.len().max(1)..];
            let supers = path.iter().take_while(|s| **s == "super").count();
            let (base, names): (Vec<String>, &[&str]) = match path.first() {
                Some(&"crate") => (Vec::new(), &path[1..]),
                Some(&"super") if supers <= parts.len() => (parts[..parts.len() - supers].to_vec(), &path[supers..]),
                _ => continue,
            };
            let names: Vec<String> =
                names.iter().take_while(|s| s.chars().next().is_some_and(|c| c.is_lowercase())).map(|s| s.to_string()).collect();
            if let Some(first) = names.first() {
                let mut target = base;
                target.push(first.clone());
                target.extend(names.get(1).cloned());
                found.push(target);
            }
        }
    }
    found
}

/// Where the next `crate::` or `super::` path starts in `text`.
fn find_path_start(text: &str) -> Option<usize> {
    let candidates = ["crate::", "super::"].iter().filter_map(|needle| {
        text.match_indices(needle).map(|(i, _)| i).find(|&i| !text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':'))
    });
    candidates.min()
}

/// The module (one or two levels) a path from the crate root lands in.
fn module_of(src: &Path, target: &[String]) -> String {
    let Some(first) = target.first() else { return String::new() };
    let folder = src.join(first);
    match target.get(1) {
        Some(second) if folder.is_dir() && (folder.join(format!("{second}.rs")).exists() || folder.join(second).is_dir()) => {
            format!("{first}::{second}")
        }
        _ => first.clone(),
    }
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return files };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    fn crate_with(files: &[(&str, &str)]) -> PathBuf {
        let root = std::env::temp_dir().join(format!("xtask-modules-{}-{}", std::process::id(), files.len()));
        let _ = std::fs::remove_dir_all(&root);
        for (path, text) in files {
            let file = root.join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, text).unwrap();
        }
        root
    }

    #[test]
    fn a_loop_through_crate_and_super_paths_is_found_once() {
        let src = crate_with(&[
            ("lib.rs", "mod state; mod routes;"),
            ("state.rs", "use crate::routes::cards::Card;"),
            ("routes/mod.rs", "pub mod cards;"),
            ("routes/cards.rs", "use super::super::state::AppState; // crate::nothing"),
        ]);
        assert_eq!(cycles(&src), ["routes::cards -> state -> routes::cards"]);
        let _ = std::fs::remove_dir_all(src);
    }

    #[test]
    fn one_way_uses_pass_and_two_files_of_one_folder_using_each_other_do_not() {
        let src = crate_with(&[
            ("lib.rs", "mod a; mod b; mod c;"),
            ("a.rs", "use crate::b::x;"),
            ("b/mod.rs", "pub mod x; pub mod y;"),
            ("b/x.rs", "use super::y::Y; use crate::c::C;"),
            ("b/y.rs", "use super::x::X;"),
            ("c.rs", "// use crate::a; is a comment"),
        ]);
        assert_eq!(cycles(&src), ["b::x -> b::y -> b::x"]);
        let _ = std::fs::remove_dir_all(src);
    }
}
