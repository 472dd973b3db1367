//! The toggle puzzles of one fixed board (`flip-game`, `fridge`,
//! `lights`): drawn from their tables, written as their `Display`.

use flipswap::{flip_game, fridge, lights};

use crate::generate::pose_fixed;

pose_fixed!(flip_game::Board, fridge::Board, lights::Board);
