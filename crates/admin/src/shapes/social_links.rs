//! The social links page (content editors, managers and the owner).

pub use storefront_core::social_links::LinkDraft;
