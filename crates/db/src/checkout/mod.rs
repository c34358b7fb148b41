//! Carts, orders and the outbox of mail about them.

pub mod carts;
pub mod late_payments;
pub mod order_changes;
pub mod order_list;
pub mod orders;
pub mod outbox;
pub mod payments;
