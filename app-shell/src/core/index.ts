// The shop's rules, compiled from crates/core to WebAssembly (crates/wasm, built by
// `cargo xtask`). Every price, cart change, validation and query rule comes from here.
export * from "../wasm-pkg/storefront";
