//! The top floor: the safe Rust API's services over the floors below (the grid model, the
//! engine, the logic solver, generation), as methods of [`Grid`](crate::Grid). Nothing
//! below imports this floor.

pub(crate) mod options;
mod services;
