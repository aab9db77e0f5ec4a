//! Maximum-weight matching on general graphs (Edmonds' blossom algorithm, primal-dual,
//! O(n³)), generic over the weight type so that pairing criteria can be packed into wide
//! integers (see `weight`).

mod blossom;
mod cardinality;
mod choices;
pub mod weight;

pub use blossom::{max_weight_matching, max_weight_matching_from, max_weight_matching_tight, max_weight_matching_tight_from, max_weight_matching_warm, Optimum};
pub use cardinality::{max_cardinality_matching, missable};
pub use choices::Choices;
pub use weight::{Weight, Wide};

#[cfg(test)]
mod tests;
