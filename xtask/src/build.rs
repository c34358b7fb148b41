//! Builds the WASM core package, the shell and the back office, and serves the shop.

use crate::process::{run, run_with_env, Result};
use crate::root;

const WASM_PROFILE: &str = "wasm-release";

pub fn all() -> Result {
    wasm_package()?;
    shell()?;
    back_office()
}

/// The core compiled to WebAssembly, with its JS bindings and TypeScript types, where the
/// shell imports it (`app-shell/src/wasm-pkg`).
fn wasm_package() -> Result {
    let root = root();
    run(&root, "cargo", &["build", "-p", "storefront-wasm", "--target", "wasm32-unknown-unknown", "--profile", WASM_PROFILE])?;
    let target_dir = std::env::var("CARGO_TARGET_DIR").map(Into::into).unwrap_or_else(|_| root.join("target"));
    let wasm = target_dir.join("wasm32-unknown-unknown").join(WASM_PROFILE).join("storefront_wasm.wasm");
    let out_dir = root.join("app-shell/src/wasm-pkg");
    run(
        &root,
        "wasm-bindgen",
        &["--target", "bundler", "--out-name", "storefront", "--out-dir", &out_dir.to_string_lossy(), &wasm.to_string_lossy()],
    )
}

/// The shell, built beside the one a running server may be serving (`dist.next`), given the
/// code files of earlier builds that are still recent, then swapped in: a page opened before a
/// deploy keeps finding its scripts, and the server never sees a half-written `dist`.
fn shell() -> Result {
    let app = root().join("app-shell");
    run(&app, "npm", &["run", "build", "--", "--outDir", NEXT_DIST, "--emptyOutDir"])?;
    publish_shell(&app.join(NEXT_DIST), &app.join("dist"))
}

/// `cargo xtask publish-shell <new build> <served dist>`: how a build of the shell replaces the
/// one a server is serving (also what the deploy journey of the e2e suite runs under a live
/// server).
pub fn publish_command(args: &[String]) -> Result {
    match args {
        [next, dist] => publish_shell(std::path::Path::new(next), std::path::Path::new(dist)),
        _ => Err("usage: cargo xtask publish-shell <new build directory> <served dist directory>".into()),
    }
}

/// The new build `next` takes the recent hashed files of `dist` it lacks, then becomes `dist`.
fn publish_shell(next: &std::path::Path, dist: &std::path::Path) -> Result {
    let now = std::time::SystemTime::now();
    keep_recent_assets(&dist.join("assets"), &next.join("assets"), now, KEEP_ASSETS_FOR)
        .map_err(|e| format!("keeping the previous build's files: {e}"))?;
    swap_in(next, dist).map_err(|e| format!("replacing {}: {e}", dist.display()))
}

const NEXT_DIST: &str = "dist.next";

/// How long a build's hashed files stay after the next build: longer than a shopper keeps a page
/// open, so a deploy never takes a script from under one.
const KEEP_ASSETS_FOR: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

/// Copies into `to` the files of `from` that `to` lacks and that are younger than `keep` (by
/// their modification time, which the copy keeps, so a file's age counts from its own build).
fn keep_recent_assets(
    from: &std::path::Path,
    to: &std::path::Path,
    now: std::time::SystemTime,
    keep: std::time::Duration,
) -> std::io::Result<()> {
    let Ok(entries) = std::fs::read_dir(from) else { return Ok(()) };
    std::fs::create_dir_all(to)?;
    for entry in entries {
        let entry = entry?;
        let meta = entry.metadata()?;
        let target = to.join(entry.file_name());
        let age = now.duration_since(meta.modified()?).unwrap_or_default();
        if !meta.is_file() || target.exists() || age > keep {
            continue;
        }
        std::fs::copy(entry.path(), &target)?;
        std::fs::File::options().write(true).open(&target)?.set_modified(meta.modified()?)?;
    }
    Ok(())
}

/// `next` becomes `dist` with two renames, the old one removed after.
fn swap_in(next: &std::path::Path, dist: &std::path::Path) -> std::io::Result<()> {
    let old = dist.with_extension("old");
    if old.exists() {
        std::fs::remove_dir_all(&old)?;
    }
    if dist.exists() {
        std::fs::rename(dist, &old)?;
    }
    std::fs::rename(next, dist)?;
    if old.exists() {
        std::fs::remove_dir_all(&old)?;
    }
    Ok(())
}

/// Where the back office's stylesheet and fonts are prepared for Trunk (`crates/admin/index.html`
/// links them from here).
const ADMIN_STYLE_DIR: &str = "target/admin-style";

/// The storefront's bundled fonts the back office uses too (`style/admin/_fonts.scss`).
const ADMIN_FONTS: [(&str, &str); 3] = [
    ("@fontsource/noto-sans-armenian", "noto-sans-armenian-armenian"),
    ("@fontsource/noto-sans", "noto-sans-latin"),
    ("@fontsource/noto-sans", "noto-sans-cyrillic"),
];

/// The back office: its stylesheet from `style/admin.scss` (Sass from the shell's packages, so
/// Trunk needs no Sass of its own), the fonts, then Trunk's release build into
/// `crates/admin/dist`, which the server serves under `/admin`.
fn back_office() -> Result {
    let root = root();
    let style_dir = root.join(ADMIN_STYLE_DIR);
    let fonts_dir = style_dir.join("fonts");
    std::fs::create_dir_all(&fonts_dir).map_err(|e| format!("cannot create {}: {e}", fonts_dir.display()))?;
    let sass = root.join("app-shell/node_modules/.bin/sass");
    let css = style_dir.join("admin.css");
    run(&root, &sass.to_string_lossy(), &["--no-source-map", "--style=compressed", "style/admin.scss", &css.to_string_lossy()])?;
    for (package, file) in ADMIN_FONTS {
        for weight in ["400", "600", "700"] {
            let name = format!("{file}-{weight}-normal.woff2");
            let from = root.join("app-shell/node_modules").join(package).join("files").join(&name);
            std::fs::copy(&from, fonts_dir.join(&name)).map_err(|e| format!("cannot copy {}: {e}", from.display()))?;
        }
    }
    // Trunk builds offline (it must never download a tool), which cargo takes to mean crates too:
    // on a fresh machine the browser build's own crates are not in the registry yet.
    run(&root, "cargo", &["fetch", "--locked"])?;
    // Trunk finds binaryen's wasm-opt, an exact dev dependency of the shell, on the PATH
    // (`Trunk.toml` names its version; Debian 12's binaryen 108 breaks wasm-bindgen's table).
    let path = format!("{}:{}", root.join("app-shell/node_modules/.bin").display(), std::env::var("PATH").unwrap_or_default());
    run_with_env(&root, "trunk", &["build", "--release"], &[("PATH", &path)])?;
    precompress(&root.join("crates/admin/dist"))
}

/// Files worth compressing: text and WebAssembly (fonts are compressed already).
const COMPRESSIBLE: [&str; 4] = ["wasm", "js", "css", "svg"];
/// Smaller files go as they are.
const SMALLEST: u64 = 1024;

/// Writes `x.br` and `x.gz` beside each of the back office's built files worth it, at the highest
/// levels: the server sends these to browsers that accept them, so its WebAssembly (most of what
/// a phone downloads) is not compressed again on every request. The shell's build does the same
/// for its files (`app-shell/precompress.ts`, a Vite plugin).
fn precompress(dir: &std::path::Path) -> Result {
    use std::io::Write;
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let worth = path.extension().and_then(|e| e.to_str()).is_some_and(|e| COMPRESSIBLE.contains(&e))
            && entry.metadata().is_ok_and(|m| m.is_file() && m.len() >= SMALLEST);
        if !worth {
            continue;
        }
        let body = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut brotli = Vec::new();
        let params = brotli::enc::BrotliEncoderParams { quality: 11, lgwin: 24, ..Default::default() };
        brotli::BrotliCompress(&mut body.as_slice(), &mut brotli, &params).map_err(|e| format!("brotli {}: {e}", path.display()))?;
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gzip.write_all(&body).map_err(|e| format!("gzip {}: {e}", path.display()))?;
        let gzip = gzip.finish().map_err(|e| format!("gzip {}: {e}", path.display()))?;
        for (suffix, compressed) in [("br", brotli), ("gz", gzip)] {
            let target = format!("{}.{suffix}", path.display());
            std::fs::write(&target, compressed).map_err(|e| format!("cannot write {target}: {e}"))?;
        }
    }
    Ok(())
}

/// Serves the demo shop with the optimised server on the embedded SQLite default: the demo
/// catalogue and the payment simulators are switched on here, explicitly (a server started with
/// nothing set is a production server and does neither). A variable already set wins.
pub fn serve() -> Result {
    let root = root();
    let static_dir = root.join("app-shell/dist");
    println!("The demo shop will be at http://127.0.0.1:{}", std::env::var("PORT").unwrap_or_else(|_| "8080".into()));
    let mut env = vec![
        ("STATIC_DIR", static_dir.to_string_lossy().to_string()),
        ("ADMIN_DIR", root.join("crates/admin/dist").to_string_lossy().to_string()),
    ];
    for (name, value) in crate::server::DEMO {
        if std::env::var_os(name).is_none() {
            env.push((name, value.to_string()));
        }
    }
    let env: Vec<(&str, &str)> = env.iter().map(|(name, value)| (*name, value.as_str())).collect();
    run_with_env(&root, "cargo", &["run", "--release", "-p", "storefront-server"], &env)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, SystemTime};

    #[test]
    fn a_new_build_keeps_the_recent_files_of_the_last_and_drops_the_old() {
        let dir = std::env::temp_dir().join(format!("xtask-assets-{}", std::process::id()));
        let (dist, next) = (dir.join("dist"), dir.join("dist.next"));
        for (folder, name) in
            [(&dist, "CartPage-old1.js"), (&dist, "main-old1.js"), (&dist, "shared.css"), (&next, "main-new2.js"), (&next, "shared.css")]
        {
            std::fs::create_dir_all(folder.join("assets")).unwrap();
            std::fs::write(folder.join("assets").join(name), format!("{} {name}", folder.display())).unwrap();
        }
        std::fs::write(dist.join("index.html"), "old").unwrap();
        std::fs::write(next.join("index.html"), "new").unwrap();
        let month_old = SystemTime::now() - Duration::from_secs(30 * 24 * 3600);
        std::fs::File::options().write(true).open(dist.join("assets/main-old1.js")).unwrap().set_modified(month_old).unwrap();

        keep_recent_assets(&dist.join("assets"), &next.join("assets"), SystemTime::now(), KEEP_ASSETS_FOR).unwrap();
        swap_in(&next, &dist).unwrap();

        let mut names: Vec<String> =
            std::fs::read_dir(dist.join("assets")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into()).collect();
        names.sort();
        assert_eq!(names, ["CartPage-old1.js", "main-new2.js", "shared.css"], "last week's chunk stays; last month's goes");
        assert!(std::fs::read_to_string(dist.join("assets/shared.css")).unwrap().contains("dist.next"), "the new build's file wins");
        assert_eq!(std::fs::read_to_string(dist.join("index.html")).unwrap(), "new");
        assert!(!next.exists() && !dist.with_extension("old").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
