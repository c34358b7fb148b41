//! The shapes the server functions carry, shared by the browser app, the functions' signatures
//! (`crate::api`) and their bodies (`crate::server`), so neither of the last two needs the other's
//! module for its types.

pub mod attributes;
pub mod audit;
pub mod catalog_files;
pub mod categories;
pub mod checkout_methods;
pub mod contact;
pub mod customers;
pub mod dashboard;
pub mod error;
pub mod menus;
pub mod newsletter;
pub mod orders;
pub mod pages;
pub mod pictures;
pub mod posts;
pub mod products;
pub mod promotions;
pub mod rates;
pub mod session;
pub mod settings;
pub mod social_links;
pub mod staff;
