//! Sliding tiles over rows × columns, 2 × 2 to 4 × 4: what every size
//! shares.

pub(crate) mod rules;
