//! Torre core: the FIDE Swiss rules (C.04), tie-breaks (C.07) and TRF files, in pure Rust.
//! No UI, wasm or I/O types live here.

pub mod absolute;
pub mod acceleration;
pub mod articles;
pub mod bye;
pub mod burstein;
pub mod dubov;
pub mod dutch;
pub mod explain;
pub mod generator;
pub mod initial_order;
pub mod matching;
pub mod model;
pub mod pairing;
pub mod prizes;
pub mod round;
pub mod roundrobin;
pub mod score;
pub mod sort;
pub mod tiebreak;
pub mod trf;

pub use model::*;
pub use score::Score;
