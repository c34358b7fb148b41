//! The content API (shapes in crates/api/API.md, "Content"): the shell's translations, CMS menus
//! and pages, the blog, social links, the stores and a store's products, the analytics and chat
//! ids, the newsletter and the contact form. SQL lives in `store::content`.

mod analytics;
mod blog;
mod contact;
mod locale;
mod menus;
mod newsletter;
mod pages;
mod social;
mod stores;
pub(crate) mod translations;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub use translations::{messages, SOURCES};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(translations::router())
        .merge(social::router())
        .merge(menus::router())
        .merge(pages::router())
        .merge(blog::router())
        .merge(stores::router())
        .merge(analytics::router())
        .merge(newsletter::router())
        .merge(contact::router())
}
