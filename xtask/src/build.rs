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

fn shell() -> Result {
    run(&root().join("app-shell"), "npm", &["run", "build"])
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
    run(&root, "trunk", &["build", "--release"])
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
