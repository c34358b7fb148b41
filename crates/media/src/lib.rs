//! The shop's pictures, wherever they are kept.
//!
//! - `store.rs`: the place, behind object_store's interface: a directory (the data directory by
//!   default) or an S3-compatible bucket, chosen by configuration
//! - `settings.rs`: which place, from the environment
//! - `keys.rs`: the names pictures are kept under, the same in every place
//! - `encode.rs`: decoding within the core's limits, turning upright, resizing, JPEG and WebP
//! - `upload.rs`: what an uploaded picture becomes: every file the storefront asks for, made once
//! - `icons.rs`: the social links' icons, drawn here and served whatever the store holds
//! - `copies.rs`: the copies of a picture kept before uploads made them (the demo's), made on
//!   first request
//!
//! Decoding and encoding block: callers run them off the request threads (`spawn_blocking`).

pub mod copies;
pub mod encode;
pub mod icons;
pub mod keys;
pub mod settings;
pub mod store;
pub mod upload;

pub use store::{PictureStore, S3Settings, StoreError, StoreSettings, Stored};
