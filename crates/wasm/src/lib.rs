//! The shell's door to the core rules. Every function here converts JS values to core types,
//! calls the core and converts back; no rule lives here. [`store::Store`] holds the shopper's
//! client state and persists it in local storage.

mod convert;
mod rules;
mod store;
mod types;

pub use rules::*;
pub use store::Store;
#[cfg(feature = "ts")]
pub use types::declarations as typescript_declarations;
