//! The doc links to items that a puzzle's feature brings, for the docs of
//! items outside that puzzle: `OUT_DIR/links.md` holds a Markdown link
//! definition for each, to the item where its feature is on and to the
//! crate page's Features where it is off, so that the docs of every
//! feature alone link nowhere broken. A doc that names such an item writes
//! `` [`text`][crate::path] `` and ends with
//! `#[doc = include_str!(concat!(env!("OUT_DIR"), "/links.md"))]`.

use std::fmt::Write as _;
use std::{env, fs, path::Path};

/// Each link's target, and the features that bring it (any one of them).
const LINKS: &[(&str, &[&str])] = &[
    ("crate::press", &["press"]),
    ("crate::press::Game", &["press"]),
    ("crate::press::Game::new", &["press"]),
    ("crate::press::Presses", &["press"]),
    ("crate::press::GridGame", &["press"]),
    ("crate::press::GridGame::new", &["press"]),
    ("crate::press::GridPresses", &["press"]),
    ("crate::graphs", &["press"]),
    ("crate::grids", &["press"]),
    ("crate::flip_game", &["flip-game"]),
    ("crate::flip_game::Board", &["flip-game"]),
    ("crate::flip_game::IMPOSSIBLE", &["flip-game"]),
    ("fn@crate::check::flip_game", &["flip-game"]),
    ("crate::fridge", &["fridge"]),
    ("fn@crate::check::fridge", &["fridge"]),
    ("crate::lights", &["lights"]),
    ("fn@crate::check::lights", &["lights"]),
    ("crate::swap_game", &["swap-game"]),
    ("crate::swap_game::Pair", &["swap-game"]),
    ("crate::swap_game::AnyPair", &["swap-game"]),
    ("crate::swap_game::Board", &["swap-game"]),
    ("crate::swap_game::Pair::new", &["swap-game"]),
    ("crate::swap_game::AnyPair::new", &["swap-game"]),
    ("crate::swap_game::Grid", &["swap-game"]),
    ("crate::swap_game::Grid::new", &["swap-game"]),
    ("fn@crate::check::swap_game", &["swap-game"]),
    ("crate::check::Judge::count_only", &["swap-game"]),
    ("crate::swap_game::MovingToys", &["swap-game"]),
    ("crate::swap_game::SwapJudge", &["swap-game"]),
    ("crate::lights_out", &["lights-out"]),
    ("crate::lights_out::Board", &["lights-out"]),
    ("crate::lights_out::Board::new", &["lights-out"]),
    ("crate::lights_out::Board::row", &["lights-out"]),
    ("crate::lights_out::Solution", &["lights-out"]),
    ("crate::lights_out::Solution::row", &["lights-out"]),
    ("crate::lights_out::Solver", &["lights-out"]),
    ("crate::lights_out::Solvers", &["lights-out"]),
    ("crate::check::LightsOutJudge", &["lights-out"]),
    ("crate::check::FirstMap", &["lights-out"]),
    ("crate::family", &["family"]),
    ("crate::family::reader", &["family"]),
    // `type@`: Markdown labels ignore case, and `family::reader` is the
    // function.
    ("type@crate::family::Reader", &["family"]),
    ("crate::check::FamilyJudge", &["family"]),
    ("crate::eight::Board", &["eight"]),
    ("crate::eight::Board::from_cells", &["eight"]),
    ("crate::eight::Digits", &["eight"]),
    ("crate::eight::Pair", &["eight"]),
    ("crate::eight::Pair::new", &["eight"]),
    ("crate::fifteen::Board", &["fifteen"]),
    ("crate::fifteen::Board::from_cells", &["fifteen"]),
    ("crate::fifteen::FifteenCount", &["fifteen"]),
    ("crate::fifteen::FifteenJudge", &["fifteen"]),
    ("crate::Error::OverLimit", &["eight", "fifteen"]),
    ("crate::fridge::Board", &["fridge"]),
    ("crate::lights::Board", &["lights"]),
    ("crate::swap_game::Solution", &["swap-game"]),
    ("crate::swap_game::AnySolution", &["swap-game"]),
    ("crate::lights_out::Game", &["lights-out"]),
    ("crate::lights_out::Game::new", &["lights-out"]),
    ("crate::family::Of", &["family"]),
    ("crate::eight", &["eight"]),
    ("crate::fifteen", &["fifteen"]),
    ("crate::fifteen::solve", &["fifteen"]),
    ("crate::fifteen::solve_within", &["fifteen"]),
    ("crate::fifteen::solve_watching", &["fifteen"]),
    ("crate::tiles", &["eight", "fifteen"]),
    ("crate::tiles::Move", &["eight", "fifteen"]),
    ("crate::tiles::Solution", &["eight", "fifteen"]),
    ("crate::tiles::Unreachable", &["eight", "fifteen"]),
    ("crate::tiles::Pair", &["sliding"]),
    ("crate::tiles::Pair::new", &["sliding"]),
    ("crate::tiles::Pair::solve", &["sliding"]),
    ("crate::tiles::Pair::solve_within", &["sliding"]),
    ("crate::tiles::Pair::solve_watching", &["sliding"]),
    ("crate::tiles::Boards", &["sliding"]),
    ("crate::tiles::most_moves", &["sliding"]),
    ("crate::tiles::SEARCH_STACK_BYTES", &["sliding"]),
    ("crate::fifteen::Among", &["fifteen"]),
    ("crate::check::SlideJudge", &["sliding"]),
];

/// Writes `links.md` into `dir` for the features of this build.
pub fn write(dir: &Path) {
    let on = |feature: &str| {
        let name = format!("CARGO_FEATURE_{}", feature.to_uppercase().replace('-', "_"));
        env::var_os(name).is_some()
    };
    // A blank line first: a definition does not end a paragraph.
    let mut text = String::from("\n");
    for (target, features) in LINKS {
        let to = if features.iter().any(|feature| on(feature)) {
            target
        } else {
            "crate#features"
        };
        let _ = writeln!(text, "[{target}]: {to}");
    }
    fs::write(dir.join("links.md"), text).expect("OUT_DIR is writable");
}
