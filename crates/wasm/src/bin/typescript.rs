//! Prints `crates/wasm/src/types.d.ts` as the types generate it; run by `cargo xtask generate`
//! and by the lint suite's drift check (`xtask/src/generated.rs`).

fn main() {
    print!("{}", storefront_wasm::typescript_declarations());
}
