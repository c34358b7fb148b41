//! Stateless rules exported to the shell, one module per area as in the core.

mod browse;
mod cart;
mod forms;
mod money;

pub use browse::*;
pub use cart::*;
pub use forms::*;
pub use money::*;
