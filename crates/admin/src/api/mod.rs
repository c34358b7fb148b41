//! The back office's server functions, compiled into both builds: the browser app calls them
//! (POST, JSON) and the server runs their bodies (`crate::server`). What they carry lives in
//! `crate::shapes`, which the bodies use too, so neither side needs the other's module. Each has
//! a fixed URL under `/admin/api/` so a browser app and a server of one build always agree.

pub mod attributes;
pub mod audit;
pub mod catalog_files;
pub mod categories;
pub mod checkout_methods;
pub mod contact;
pub mod contact_details;
pub mod customers;
pub mod dashboard;
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

use crate::shapes::error::AdminError;

/// Where the server functions are mounted.
pub const API_PREFIX: &str = "/admin/api";
