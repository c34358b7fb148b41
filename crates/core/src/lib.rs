//! The storefront's rules, in one place. Pure functions and serde types with no I/O: the server
//! links this crate natively and the shell calls it through `crates/wasm`, so a rule exists
//! exactly once.
//!
//! | module | rules |
//! |---|---|
//! | [`money`] | amounts, currencies, conversion, display format, special price, discount badge |
//! | [`exchange_rates`] | rates in drams as staff type them and the bank publishes them, their inverse, believable imports |
//! | [`cart`] | cart lines and totals, the server's cart resource, Update Cart's changes; [`cart_sync`] the guest-to-customer sync at login |
//! | [`quantity`] | the quantity input |
//! | [`checkout`] | step order, billing and shipping payloads, fixed values, payment methods |
//! | [`account`] | registration and address defaults, edit fallbacks, account notices |
//! | [`orders`] | an order's statuses, staff actions and what each moves (stock, bonuses, refunds), refusals and status mails |
//! | [`order_payment`] | paying an unpaid order again online, or switching it to cash |
//! | [`staff`] | staff roles and the permission each back-office action needs |
//! | [`rewards`] | bonuses earned on completed orders and spent at checkout |
//! | [`shop_settings`] | the settings the owner changes in the back office, their limits and defaults |
//! | [`shop_contacts`] | the shop's phone, e-mail, address and hours as staff save them, and the messages they replace |
//! | [`contact`] | the contact form's inbox: a message's state, a reply's checks and its mail |
//! | [`forms`] | newsletter states, contact, registration and order follow-ups, the thanks page's query |
//! | [`validation`] | every form's checks and messages (with [`email`] patterns) |
//! | [`icu`] | the shell's ICU messages (arguments and plurals) written outside the browser |
//! | [`query`] | the shop page's URL query and filters |
//! | [`menu`] | menu links, label ids, departments order, footer columns |
//! | [`menu_edit`] | the back office's menu item: its names, where it leads, the two levels it may sit at |
//! | [`page_edit`] | the back office's CMS page draft: its texts in three languages, URL key, HTML bound |
//! | [`catalog_csv`] | the catalogue as a CSV file: its columns, values written to read back unchanged, an imported row checked over its product |
//! | [`product_edit`] | the back office's product draft: its checks, prices typed in drams, URL keys, translation states |
//! | [`presentation`] | home blocks, pagination, expanders, carousels and other display rules |
//! | [`state`] | the shopper's client state and its transitions, and the preferences cookie the server reads |
//! | [`routes`] | the storefront's routes |
//! | [`timing`] | timers and delays |
//! | [`translit`] | search keys: Armenian/Cyrillic → Latin transliteration and spelling folds |
//! | [`calendar`] | UTC dates without a clock: stored timestamps, providers' dates |
//! | [`pictures`] | where pictures live and the sizes they are shown at |
//! | [`picture_addresses`] | pictures named by web address in an import: which hosts, kept or fetched |

pub mod account;
pub mod attribute_edit;
pub mod calendar;
pub mod cart;
pub mod cart_sync;
pub mod catalog_csv;
pub mod category_edit;
pub mod checkout;
pub mod checkout_methods;
pub mod contact;
pub mod email;
pub mod exchange_rates;
pub mod forms;
pub mod icu;
pub mod locale;
pub mod menu;
pub mod menu_edit;
pub mod messages;
pub mod money;
pub mod order_payment;
pub mod orders;
pub mod page_edit;
pub mod picture_addresses;
pub mod pictures;
pub mod post_edit;
pub mod presentation;
pub mod product_edit;
pub mod promotion_edit;
pub mod quantity;
pub mod query;
pub mod rewards;
pub mod routes;
pub mod shop_contacts;
pub mod shop_settings;
pub mod social_links;
pub mod staff;
pub mod state;
pub mod timing;
pub mod translit;
pub mod validation;
pub mod variant_edit;
