//! Login and password-reset tokens: 256 random bits shown once as 64 hex characters; the
//! database keeps only their SHA-256, so reading it does not let anyone sign in.

use sha2::{Digest, Sha256};

pub fn new_token() -> String {
    rand::random::<[u8; 32]>().iter().map(|b| format!("{b:02x}")).collect()
}

pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` has the shape of a token we hand out (checked before any database read).
pub fn is_token_shaped(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_stored_hashed() {
        let (a, b) = (new_token(), new_token());
        assert!(is_token_shaped(&a) && is_token_shaped(&b));
        assert_ne!(a, b);
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_ne!(token_hash(&a), a);
        assert!(!is_token_shaped("abc"));
    }
}
