//! What keeps accounts safe, for customers (the storefront API) and staff (the back office)
//! alike, apart from HTTP and SQL: password hashes, the random tokens handed out for sessions
//! and password resets (kept only as hashes), and the throttle's policy.

pub mod client_address;
pub mod passwords;
pub mod throttle;
pub mod tokens;
pub mod totp;
