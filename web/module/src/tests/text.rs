//! A board's text, read and written, against texts written here by the
//! judges' rules as the page's contract states them (web/README.md): each
//! puzzle's rows, its symbols and the blank lines between boards.

use super::{BAD_INPUT, NO_ROOM, SMALL, UNSOLVABLE, code, new, region, said, turn};
use crate::play;

/// A board's text as its judge writes it, from the page's bytes.
fn judge_text(game: &str, (_, cols): (i32, i32), board: &[u8]) -> String {
    let cols = usize::try_from(cols).expect("a size");
    let grid = |cells: &[u8], cell: fn(u8) -> String, between: &str| {
        let rows: Vec<String> = cells
            .chunks(cols)
            .map(|row| {
                row.iter()
                    .map(|&v| cell(v))
                    .collect::<Vec<_>>()
                    .join(between)
            })
            .collect();
        rows.join("\n")
    };
    let digit = |v: u8| v.to_string();
    match game {
        "flip-game" => grid(board, |v| if v == 1 { "w" } else { "b" }.into(), ""),
        "fridge" => grid(board, |v| if v == 1 { "+" } else { "-" }.into(), ""),
        "lights" => grid(board, digit, " "),
        "swap-game" => {
            let (start, target) = board.split_at(board.len() / 2);
            format!("{}\n\n{}", grid(start, digit, ""), grid(target, digit, ""))
        }
        "eight" => {
            let tiles: Vec<String> = board
                .iter()
                .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
                .collect();
            tiles.join(" ")
        }
        "fifteen" | "sliding" => grid(board, digit, " "),
        _ if game.starts_with("lights-out") => grid(board, digit, ""),
        _ => panic!("no text for {game}"),
    }
}

/// `flipswap_play_write`: its value and the text.
fn write(game: &str, size: (i32, i32), board: &[u8], room: usize) -> (i32, String) {
    let mut out = vec![0u8; room];
    let value = code(play::write_named(game, size, &mut region(board), &mut out));
    let len = usize::try_from(value).unwrap_or(0);
    (
        value,
        String::from_utf8(out[..len].to_vec()).expect("UTF-8"),
    )
}

/// `flipswap_play_read`: its value, the size and the board.
fn read(game: &str, text: &[u8], room: usize) -> (i32, (i32, i32), Vec<u8>) {
    let mut out = vec![0xAAu8; room];
    let value = code(play::read_named(game, text, &mut out));
    let len = usize::try_from(value).unwrap_or(0);
    match out.get(..len) {
        Some([rows, cols, cells @ ..]) => {
            (value, (i32::from(*rows), i32::from(*cols)), cells.to_vec())
        }
        _ => (value, (0, 0), Vec::new()),
    }
}

/// Every game at its sizes, the small and some of the largest.
fn sizes() -> Vec<(&'static str, (i32, i32))> {
    let mut sizes = SMALL.to_vec();
    sizes.extend([
        ("lights-out", (32, 32)),
        ("lights-out --goal on", (1, 7)),
        ("lights-out --rule x --states 3", (40, 64)),
        ("lights-out --torus --states 3 --goal on", (9, 4)),
        ("swap-game", (4, 4)),
        ("swap-game", (8, 8)),
        ("swap-game", (1, 6)),
        ("fifteen", (4, 4)),
        ("sliding", (4, 3)),
        ("sliding", (4, 4)),
    ]);
    sizes
}

/// Each drawn board is written as its judge writes it, and that text is
/// read back to the same size and cells.
#[test]
fn boards_are_written_as_judges_write_them_and_read_back() {
    let _turn = turn();
    for (game, size) in sizes() {
        let mut drawn = 0;
        for (seed, moves) in [(1, 3), (2, 4), (3, 1)] {
            let (fewest, board) = new(game, size, moves, seed);
            if fewest < 0 {
                // No board of the size needs that many.
                continue;
            }
            drawn += 1;
            let expected = judge_text(game, size, &board);
            let (value, text) = write(game, size, &board, 1 << 16);
            assert_eq!(
                value,
                i32::try_from(text.len()).expect("short"),
                "{game}: {}",
                said()
            );
            assert_eq!(text, expected, "{game} {size:?}");
            let (value, read_size, cells) = read(game, text.as_bytes(), 1 << 14);
            assert_eq!(
                value,
                i32::try_from(board.len() + 2).expect("short"),
                "{game}: {}",
                said()
            );
            assert_eq!((read_size, cells), (size, board), "{game} {size:?}");
        }
        assert!(drawn >= 2, "{game} {size:?}: {drawn} boards drawn");
    }
}

/// What else the readers take: blanks between cells, line ends of `\r\n`,
/// blank lines around the board, a 4 × 4 swap as the judge's eight rows.
#[test]
fn the_readers_other_forms_are_taken() {
    let _turn = turn();
    for (game, text, size, cells) in [
        ("lights-out", "\n0 1\r\n1 1\n\n", (2, 2), vec![0, 1, 1, 1]),
        (
            "lights",
            "010\n111\n010",
            (3, 3),
            vec![0, 1, 0, 1, 1, 1, 0, 1, 0],
        ),
        ("lights-out --states 3", "2 1 0\n", (1, 3), vec![2, 1, 0]),
        (
            "swap-game",
            "1000\n0000\n0000\n0000\n0100\n0000\n0000\n0000",
            (4, 4),
            [
                [1, 0, 0, 0],
                [0; 4],
                [0; 4],
                [0; 4],
                [0, 1, 0, 0],
                [0; 4],
                [0; 4],
                [0; 4],
            ]
            .concat(),
        ),
        ("sliding", "1  2\n 3 0\n", (2, 2), vec![1, 2, 3, 0]),
    ] {
        let (value, read_size, read_cells) = read(game, text.as_bytes(), 256);
        assert!(value > 0, "{game}: {}", said());
        assert_eq!((read_size, read_cells), (size, cells), "{game} {text:?}");
    }
}

/// A text the reader refuses is named by line and column; a board no
/// moves solve and a size past the game's are said; what does not fit
/// its room is refused.
#[test]
fn bad_texts_say_where() {
    let _turn = turn();
    for (game, text, at) in [
        ("flip-game", "bwwb\nbqwb\nbwwb\nbwww", "line 2, column 2: "),
        ("flip-game", "bwwb\nbbwb\nbwwb", "line 4, column 1: "),
        ("fridge", "+--+\n----\n----\n---", "line 4, column 4: "),
        ("lights", "0 1 0\n1 2 1\n0 1 0", "line 2, column 3: "),
        ("lights-out", "010\n11\n", "line 2, column 3: "),
        ("lights-out", &"1".repeat(33), "line 1, column 33: "),
        ("lights-out --states 3", "012\n013", "line 2, column 3: "),
        ("lights-out --rule x", "012", "line 1, column 3: "),
        ("swap-game", "10\n00\n\n11\n00", "line 5, column 1: "),
        ("swap-game", "10\n01\n\n1", "line 4, column 1: "),
        ("eight", "1 2 3\n4 5 6\n7 8 x", "line 1, column 6: "),
        ("eight", "1 2 3 4 5 6 7 7 x", "line 1, column 15: "),
        (
            "fifteen",
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15",
            "line 4, column 9: ",
        ),
        ("sliding", "1 2\n3 3", "line 2, column 3: "),
        ("sliding", "1 2 3 4 5\n6 7 8 9 0", "line 1, column 9: "),
        ("lights-out", "", "line 1, column 1: "),
        ("lights-out", "01\n0\u{e9}", "line 2, column 2: "),
    ] {
        let (value, _, _) = read(game, text.as_bytes(), 1 << 14);
        assert_eq!(value, BAD_INPUT, "{game} {text:?}");
        assert!(said().starts_with(at), "{game} {text:?}: {}", said());
    }
    assert_eq!(read("lights-out", b"01\n0\xFF1", 64).0, BAD_INPUT);
    assert_eq!(said(), "line 2, column 2: byte 0xFF is not UTF-8");
    assert_eq!(read("sliding", b"2 1\n3 0", 64).0, UNSOLVABLE);
    assert!(said().contains("parity"), "{}", said());
    assert_eq!(read("lights-off", b"01", 64).0, super::UNKNOWN_PUZZLE);
    // A rule past the engine's size for the board read.
    assert_eq!(
        read(
            "lights-out --rule row-column",
            "0".repeat(9).repeat(9).as_bytes(),
            64
        )
        .0,
        BAD_INPUT
    );
    assert_eq!(read("lights-out", b"010\n111", 7).0, NO_ROOM);
    assert_eq!(
        said(),
        "the board read has 8 bytes (its rows, its columns, its cells); there is room for 7"
    );
    assert_eq!(read("lights-out", b"010\n111", 1).0, NO_ROOM);
    let board = [1, 0, 1, 0, 1, 1];
    assert_eq!(write("lights-out", (2, 3), &board, 7).0, 7);
    assert_eq!(write("lights-out", (2, 3), &board, 6).0, NO_ROOM);
    assert_eq!(said(), "the text has 7 bytes; there is room for 6");
    assert_eq!(
        write("lights-out", (2, 3), &[1, 0, 2, 0, 1, 1], 64).0,
        BAD_INPUT
    );
    assert!(said().starts_with("cell 2 holds 2;"), "{}", said());
    assert_eq!(write("flip-game", (3, 3), &[0; 9], 64).0, BAD_INPUT);
}

/// The exports' pointers: the text, the board's room and the text's room
/// may overlap no other argument.
#[test]
fn read_and_write_check_their_pointers() {
    let _turn = turn();
    let name = c"lights-out";
    let text = b"01\n10";
    let mut out = [0u8; 16];
    let read = |text: *const u8, len: usize, out: *mut u8, cap: usize| {
        crate::exports::flipswap_play_read(name.as_ptr(), text, len, out, cap)
    };
    assert_eq!(read(text.as_ptr(), text.len(), out.as_mut_ptr(), 16), 6);
    assert_eq!(out[..6], [2, 2, 0, 1, 1, 0]);
    assert_eq!(read(std::ptr::null(), 5, out.as_mut_ptr(), 16), BAD_INPUT);
    assert!(said().starts_with("the text:"), "{}", said());
    let at = out.as_mut_ptr();
    assert_eq!(read(at, 5, at.wrapping_add(2), 8), BAD_INPUT);
    assert!(said().starts_with("the board's room:"), "{}", said());
    let board = [0u8, 1, 1, 0];
    let mut text = [0u8; 8];
    let write = |board: *const u8, out: *mut u8, cap: usize| {
        crate::exports::flipswap_play_write(name.as_ptr(), 2, 2, board, out, cap)
    };
    assert_eq!(write(board.as_ptr(), text.as_mut_ptr(), 8), 5);
    assert_eq!(&text[..5], b"01\n10");
    let at = text.as_mut_ptr();
    assert_eq!(write(at, at.wrapping_add(1), 6), BAD_INPUT);
    assert!(said().starts_with("the board:"), "{}", said());
    assert_eq!(write(board.as_ptr(), std::ptr::null_mut(), 8), BAD_INPUT);
    assert!(said().starts_with("the text's room:"), "{}", said());
}
