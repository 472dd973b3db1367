//! The floor for the CLI's whole-process cost: a Rust program that only
//! reads standard input and prints a number (how many lines it read).
//! `benches/callgrind.sh` counts its instructions, start-up included, next to
//! `flipswap`'s on the same input. Not a benchmark of its own: `cargo bench`
//! does not run it.

use std::io::Read as _;

fn main() {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .expect("standard input is readable");
    println!("{}", input.lines().count());
}
