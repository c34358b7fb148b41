//! What keeps accounts safe, apart from HTTP and SQL: password hashes, the random tokens handed
//! out for logins and password resets (kept only as hashes), and the login throttle's policy.

pub mod passwords;
pub mod throttle;
pub mod tokens;
