//! What keeps accounts safe, apart from HTTP and SQL: password hashes and the random tokens
//! handed out for logins and password resets (kept only as hashes).

pub mod passwords;
pub mod tokens;
