//! Carts, orders and the outbox of mail about them, and the shipping and payment methods.

pub mod carts;
pub mod late_payments;
pub mod methods;
pub mod order_changes;
pub mod order_list;
pub mod orders;
pub mod outbox;
pub mod payments;
