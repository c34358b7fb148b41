//! `cargo xtask seed [--products N]`: the demo catalogue (and, with `--products`, synthetic
//! products until N are listed) in the database the server would use (`DATABASE_URL`, default
//! the SQLite file in `DATA_DIR`, default `./data`), by the release server's `seed` command.

use crate::process::{run, Result};
use crate::root;

pub fn run_seed(args: &[String]) -> Result {
    let mut products: Option<String> = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let value = match arg.strip_prefix("--products=") {
            Some(value) => value.to_string(),
            None if arg == "--products" => rest.next().cloned().ok_or("--products needs a number")?,
            None => return Err(format!("unknown option {arg} (usage: cargo xtask seed [--products N])")),
        };
        let digits = value.replace('_', "");
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("--products expects a whole number, not {value:?}"));
        }
        products = Some(digits);
    }
    // Cargo itself honours CARGO_TARGET_DIR; the command runs from the repository root so the
    // default DATA_DIR (./data) is the one `cargo xtask run` serves.
    let mut command = vec!["run", "--release", "-p", "storefront-server", "--", "seed"];
    if let Some(n) = products.as_deref() {
        command.extend(["--products", n]);
    }
    run(&root(), "cargo", &command)
}
