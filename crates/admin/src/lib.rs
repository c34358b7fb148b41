//! The back office: the Leptos app the shop's staff run the shop with, and its server side.
//!
//! | module | job | build |
//! |---|---|---|
//! | [`api`] | the server functions (fixed URLs under `/admin/api/`) | both |
//! | [`shapes`] | what they carry: requests, answers, errors | both |
//! | [`i18n`] | the app's texts in Armenian, Russian and English | both |
//! | [`audit_text`] | an audit entry in words: its action, what it acted on, each change | both |
//! | `server` | the functions' bodies: sessions, permissions, the audit, orders; the router the server mounts | `ssr` |
//! | `ui` | the pages and the design system's components | `csr` (Trunk) |
//!
//! Rules (order transitions, money, roles) are the core's; this crate only asks them.

pub mod api;
pub mod audit_text;
pub mod i18n;
#[cfg(feature = "ssr")]
pub mod server;
pub mod shapes;
#[cfg(feature = "csr")]
mod ui;

/// The browser app's entry point, run when Trunk's loader has instantiated the module.
#[cfg(feature = "csr")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(ui::App);
}
