//! Carts, orders and the outbox of mail about them.

pub mod carts;
pub mod orders;
pub mod outbox;
