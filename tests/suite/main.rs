//! flipswap's integration tests, one binary: each module checks one part
//! of the crate against the independent oracles in `common`. One binary
//! compiles the oracles and links once, which keeps a first `cargo test`
//! quick.

#[path = "../common/mod.rs"]
mod common;

mod answer;
mod cli;
mod cli_check;
mod cli_eight;
mod cli_family;
mod cli_fifteen;
mod cli_files;
mod cli_gen;
mod cli_input;
mod cli_interactive;
mod cli_lights_out;
mod cli_lights_rule;
mod cli_limit;
mod cli_press;
mod cli_progress;
mod cli_sliding;
mod cli_special;
mod cli_swap_any;
mod cli_validate;
mod eight;
mod fifteen;
mod flip_game;
mod fridge;
mod fuzz;
mod gen_exact;
mod goal;
mod instances;
mod judge;
mod judge_any;
mod levels_eight;
mod levels_lights_out;
mod levels_swap;
mod levels_tiles;
mod lights;
mod lights_out;
mod parse_errors;
mod press;
mod press_brute;
mod press_grid;
mod press_search;
mod progress;
mod puzzle;
mod readme;
mod sliding;
mod swap_game;
mod swap_grid;
mod toggle;
mod toggle_press;
