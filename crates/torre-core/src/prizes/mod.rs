//! Prizes and prize categories: who is in a category, the category's ranking, and how the
//! prize money of a prize list is distributed among tied players.
//!
//! FIDE leaves prizes to the tournament's regulations: C.07 (2026) Art. 2.1 says the
//! regulations specify "whether tied participants will share the same place in the standings
//! or, if not, a method for ranking them". The three distributions arbiters use are offered
//! ([`Method`]); which one applies is the regulations' choice, a parameter here:
//! - [`Method::TieBreak`]: the standings' order (tie-breaks included) gives each place its
//!   prize; nothing is shared.
//! - [`Method::Shared`]: the prizes of the places that tied players occupy are added up and
//!   divided equally among them (the usual "pooling" rule of open tournaments).
//! - [`Method::Hort`]: the system proposed by Vlastimil Hort: each tied player keeps half of
//!   the prize of the place the tie-breaks give them, the other halves of the tied places are
//!   added up and divided equally among the tied players. A player tied with nobody keeps the
//!   whole prize.
//!
//! A category's ranking is the tournament's standings filtered to the category's players
//! ([`category`]), as arbiters expect: no separate tie-breaks. With [`PrizeRules::one_per_player`]
//! (the common "prizes are not cumulative" clause) a player receives one prize only, the higher
//! one, and the prize they leave passes to the next player of that list ([`distribute`]).

pub mod category;
pub mod distribute;
pub mod money;

pub use category::{Age, Category};
pub use distribute::{distribute, Award, Method, PrizeList, PrizeRules, Ranked};
