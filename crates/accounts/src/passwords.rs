//! argon2id password hashes (PHC strings with their own salt and parameters, so parameters can
//! be raised later without breaking stored hashes). Hashing costs tens of milliseconds of CPU on
//! purpose, so it runs on the blocking pool, never on the async workers.

use std::sync::OnceLock;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;

/// Hashing failed: a broken salt or parameters, or the blocking pool is gone (shutting down).
#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

fn hash_now(password: &str) -> Result<String, HashError> {
    let salt = SaltString::encode_b64(&rand::random::<[u8; 16]>()).map_err(|e| HashError(e.to_string()))?;
    Argon2::default().hash_password(password.as_bytes(), &salt).map(|hash| hash.to_string()).map_err(|e| HashError(e.to_string()))
}

fn verify_now(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|hash| Argon2::default().verify_password(password.as_bytes(), &hash).is_ok())
}

/// A hash of a password no one knows, checked when the e-mail has no account, so an unknown
/// e-mail costs the same time as a wrong password and answers cannot tell them apart.
fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_now(&format!("{:032x}", rand::random::<u128>())).unwrap_or_default())
}

/// A password to hand over once (a new account's, or after a reset): 20 characters without
/// look-alikes (no 0/O, 1/l/I), about 115 bits. Its holder must choose their own at first use.
pub fn one_time() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    (0..20).map(|_| ALPHABET[rand::random_range(0..ALPHABET.len())] as char).collect()
}

pub async fn hash(password: String) -> Result<String, HashError> {
    tokio::task::spawn_blocking(move || hash_now(&password)).await.map_err(|e| HashError(e.to_string()))?
}

/// Whether `password` matches `stored`; with no stored hash the decoy is checked (always false).
pub async fn verify(password: String, stored: Option<String>) -> Result<bool, HashError> {
    tokio::task::spawn_blocking(move || match stored {
        Some(stored) => verify_now(&password, &stored),
        None => {
            verify_now(&password, decoy_hash());
            false
        }
    })
    .await
    .map_err(|e| HashError(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let stored = hash_now("secret1").unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(verify_now("secret1", &stored));
        assert!(!verify_now("secret2", &stored));
        assert!(!verify_now("secret1", "not a hash"));
        assert_ne!(hash_now("secret1").unwrap(), stored, "every hash has its own salt");
    }
}
