//! One module per view of the app (issue 14). Each view takes the state from context
//! (`crate::state::App`).

pub mod backup;
pub mod banner;
pub mod byes;
pub mod create;
pub mod crosstable;
pub mod data;
pub mod display;
pub mod explain;
pub mod labels;
pub mod list;
pub mod pairing_editor;
pub mod players;
pub mod print;
pub mod prizes;
pub mod rating_list;
pub mod registration;
pub mod report;
pub mod root;
pub mod rounds;
pub mod schedule;
pub mod standings;
pub mod tournament;

pub use backup::{BackupCard, BackupReminder};
pub use banner::*;
pub use byes::*;
pub use create::*;
pub use crosstable::*;
pub use data::*;
pub use display::*;
pub use labels::*;
pub use list::*;
pub use pairing_editor::*;
pub use players::*;
pub use prizes::*;
pub use rating_list::*;
pub use report::*;
pub use rounds::*;
pub use schedule::*;
pub use standings::*;
pub use tournament::*;
