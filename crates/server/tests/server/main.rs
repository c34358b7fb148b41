//! The server over real HTTP, against real SQLite and PostgreSQL. One test binary (one link on
//! a small machine); each area's tests live in `tests/server/<area>.rs`.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod attribute_editing;
mod back_office;
mod blog;
mod catalog;
mod catalog_csv;
mod catalog_csv_pictures;
mod catalog_fixture;
mod catalogue_editing;
mod category_editing;
mod checkout;
mod checkout_methods;
mod cms;
mod connections;
mod contact_details;
mod contact_inbox;
mod content;
mod content_fixture;
mod contract;
mod customer;
mod database;
mod demo_content;
mod errors;
mod exchange_rates;
mod first_screen;
mod forms;
mod health;
mod hostile_input;
mod mail;
mod menu_editing;
mod newsletter_admin;
mod order_payment;
mod page_editing;
mod payments_simulator;
mod pictures;
mod post_editing;
mod promotion_editing;
mod rates_import;
mod rewards;
mod search;
mod seed;
mod sellers_market;
mod seo;
mod settings;
mod shell;
mod social_links;
mod staff_passwords;
mod throttle;
mod two_servers;
mod variant_editing;
