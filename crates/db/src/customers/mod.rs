//! Customer accounts: the customers, their login sessions and password resets, address books,
//! seller applications and bonus histories.

pub mod accounts;
pub mod addresses;
pub mod directory;
pub mod resets;
pub mod rewards;
pub mod sessions;

/// Whether `error` is a UNIQUE constraint refusing a duplicate (both databases).
pub fn is_duplicate(error: &sqlx::Error) -> bool {
    error.as_database_error().is_some_and(|e| e.is_unique_violation())
}
