//! The library parser on every kind of input the issue names: each variant
//! that is accepted, and each that is rejected with its exact line, column
//! and message.

use flipswap::{Case, Found, ParseError, ParseErrorKind, Reader};
use flipswap::{flip_game, fridge, lights, swap_game};

/// Feeds `input` to a reader line by line, as the CLI does (a final line
/// without a newline counts), and returns the cases or the first error.
fn read<C: Case>(input: &[u8]) -> Result<Vec<C>, ParseError> {
    let mut reader = Reader::<C>::new();
    let mut cases = Vec::new();
    for line in input.split_inclusive(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        if let Some(case) = reader.push_line(line)? {
            cases.push(case);
        }
    }
    reader.finish()?;
    Ok(cases)
}

/// The error `input` gives, as the CLI prints it after the case number.
fn error<C: Case + std::fmt::Debug>(input: &[u8]) -> String {
    match read::<C>(input) {
        Ok(cases) => panic!("{input:?} was accepted as {cases:?}"),
        Err(error) => error.to_string(),
    }
}

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";
const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";

fn flip_sample() -> flip_game::Board {
    FLIP.parse().expect("the sample parses")
}

fn swap_sample() -> swap_game::Pair {
    SWAP.parse().expect("the sample parses")
}

// ---- accepted ------------------------------------------------------------

#[test]
fn crlf_line_ends_are_accepted_by_every_puzzle() {
    let crlf = |text: &str| text.replace('\n', "\r\n").into_bytes();
    assert_eq!(
        read::<flip_game::Board>(&crlf(FLIP)),
        Ok(vec![flip_sample()])
    );
    assert_eq!(read::<fridge::Board>(&crlf(FRIDGE)).map(|c| c.len()), Ok(1));
    assert_eq!(read::<lights::Board>(&crlf(LIGHTS)).map(|c| c.len()), Ok(1));
    assert_eq!(
        read::<swap_game::Pair>(&crlf(SWAP)),
        Ok(vec![swap_sample()])
    );
}

#[test]
fn trailing_spaces_and_tabs_are_accepted() {
    let input = "bwwb  \nbbwb\t\nbwwb \t \r\nbwww  \r\n";
    assert_eq!(
        read::<flip_game::Board>(input.as_bytes()),
        Ok(vec![flip_sample()])
    );
}

#[test]
fn a_carriage_return_stands_only_just_before_a_line_feed() {
    let error = read::<flip_game::Board>(b"bwwb\nbbwb\nbwwb\nbwww\r  \n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 4, column 5: expected end of line, found control character U+000D (a row holds 4 cells)"
    );
    let error = read::<flip_game::Board>(b"bw\rwb\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 3: expected 'b' or 'w', found control character U+000D"
    );
}

#[test]
fn leading_spaces_and_spaces_between_symbols_are_accepted() {
    let input = "  b w w b\n\tbbwb\n bwwb\nbw  ww\n";
    assert_eq!(
        read::<flip_game::Board>(input.as_bytes()),
        Ok(vec![flip_sample()])
    );
    let lights: Vec<lights::Board> = read("001\n0 11\n1  0  0\n".as_bytes()).expect("accepted");
    assert_eq!(
        lights,
        read::<lights::Board>(LIGHTS.as_bytes()).expect("accepted")
    );
}

#[test]
fn a_byte_order_mark_opening_the_input_is_accepted() {
    let input = [b"\xEF\xBB\xBF".as_slice(), FLIP.as_bytes()].concat();
    assert_eq!(read::<flip_game::Board>(&input), Ok(vec![flip_sample()]));
    // With CRLF line ends too, as a Windows editor saves it.
    let input = [
        b"\xEF\xBB\xBF".as_slice(),
        SWAP.replace('\n', "\r\n").as_bytes(),
    ]
    .concat();
    assert_eq!(read::<swap_game::Pair>(&input), Ok(vec![swap_sample()]));
}

#[test]
fn columns_after_a_byte_order_mark_do_not_count_it() {
    assert_eq!(
        error::<flip_game::Board>(b"\xEF\xBB\xBFbwxb\n"),
        "line 1, column 3: expected 'b' or 'w', found 'x'"
    );
}

#[test]
fn a_missing_final_newline_is_accepted() {
    for (input, cases) in [
        (FLIP.trim_end(), 1),
        ("bwwb\nbbwb\nbwwb\nbwww\r", 1),
        (&*[FLIP, "\n", FLIP.trim_end()].concat(), 2),
    ] {
        let cases_read = read::<flip_game::Board>(input.as_bytes()).map(|c| c.len());
        assert_eq!(cases_read, Ok(cases), "{input:?}");
    }
    assert_eq!(
        read::<swap_game::Pair>(SWAP.trim_end().as_bytes()),
        Ok(vec![swap_sample()])
    );
}

#[test]
fn blank_lines_between_cases_are_accepted() {
    let input = ["\n \n", FLIP, "\n\r\n\t\n", FLIP, "  \r\n"].concat();
    assert_eq!(
        read::<flip_game::Board>(input.as_bytes()),
        Ok(vec![flip_sample(); 2])
    );
    let cases: Vec<lights::Board> = read([LIGHTS, "\n", LIGHTS].concat().as_bytes()).expect("ok");
    assert_eq!(cases.len(), 2);
}

#[test]
fn blank_lines_between_the_two_swap_game_boards_are_accepted() {
    let input = "1111\n0000\n1110\n0010\n\n\r\n1010\n0101\n1010\n0101\n";
    assert_eq!(
        read::<swap_game::Pair>(input.as_bytes()),
        Ok(vec![swap_sample()])
    );
}

#[test]
fn empty_and_blank_inputs_hold_no_cases() {
    for input in ["", "\n", "\n\n  \n", "\r\n", "\u{feff}", "\u{feff}\n\n"] {
        assert_eq!(
            read::<flip_game::Board>(input.as_bytes()),
            Ok(vec![]),
            "{input:?}"
        );
        assert_eq!(
            read::<swap_game::Pair>(input.as_bytes()),
            Ok(vec![]),
            "{input:?}"
        );
    }
}

#[test]
fn swap_game_boards_with_equal_counts_other_than_eight_are_accepted() {
    let pair: swap_game::Pair = "0000\n0000\n0000\n0001\n1000\n0000\n0000\n0000"
        .parse()
        .expect("one piece each");
    assert_eq!((pair.start().count(), pair.target().count()), (1, 1));
}

// ---- rejected -----------------------------------------------------------

#[test]
fn a_foreign_character_is_named_with_its_line_and_column() {
    assert_eq!(
        error::<flip_game::Board>(b"bwwb\nbbwb\nbxwb\nbwww\n"),
        "line 3, column 2: expected 'b' or 'w', found 'x'"
    );
    assert_eq!(
        error::<fridge::Board>(b"-+--\n--x-\n"),
        "line 2, column 3: expected '-' or '+', found 'x'"
    );
    assert_eq!(
        error::<lights::Board>(b"0 0 1\n0 2 1\n"),
        "line 2, column 3: expected '0' or '1', found '2'"
    );
    assert_eq!(
        error::<swap_game::Pair>(b"1111\n0000\n1110\n0010\n1010\n0101\n1a10\n"),
        "line 7, column 2: expected '0' or '1', found 'a'"
    );
}

#[test]
fn a_foreign_character_has_the_kind_that_names_it() {
    let error = read::<flip_game::Board>(b"bwwb\nbbwb\nbxwb\n").expect_err("rejected");
    assert_eq!((error.line(), error.column()), (3, 2));
    assert_eq!(
        error.kind(),
        ParseErrorKind::Unexpected {
            expected: ['b', 'w'],
            found: Found::Char('x'),
        }
    );
}

#[test]
fn the_other_puzzles_symbols_are_foreign() {
    assert_eq!(
        error::<flip_game::Board>(b"----\n"),
        "line 1, column 1: expected 'b' or 'w', found '-'"
    );
    assert_eq!(
        error::<fridge::Board>(b"bwwb\n"),
        "line 1, column 1: expected '-' or '+', found 'b'"
    );
}

#[test]
fn control_characters_are_foreign_and_named_by_code_point() {
    assert_eq!(
        error::<flip_game::Board>(b"bw\0b\n"),
        "line 1, column 3: expected 'b' or 'w', found control character U+0000"
    );
    // A `\r` ends a line only at its end.
    assert_eq!(
        error::<flip_game::Board>(b"bw\rwb\n"),
        "line 1, column 3: expected 'b' or 'w', found control character U+000D"
    );
    // Old Mac line ends: the whole input is one line, and the `\r` is
    // named rather than skipped.
    assert_eq!(
        error::<flip_game::Board>(b"bwwb\rbbwb\rbwwb\rbwww\r"),
        "line 1, column 5: expected end of line, found control character U+000D (a row holds 4 cells)"
    );
    assert_eq!(
        error::<lights::Board>(b"0\x0c0 1\n"),
        "line 1, column 2: expected '0' or '1', found control character U+000C"
    );
}

#[test]
fn a_row_that_is_too_short_is_named_at_its_end() {
    assert_eq!(
        error::<flip_game::Board>(b"bwwb\nbwb\n"),
        "line 2, column 4: expected 'b' or 'w', found end of line (the row holds 3 of 4 cells)"
    );
    // Trailing blanks and a CRLF line end do not move the column.
    assert_eq!(
        error::<flip_game::Board>(b"bwb  \r\n"),
        "line 1, column 4: expected 'b' or 'w', found end of line (the row holds 3 of 4 cells)"
    );
    assert_eq!(
        error::<lights::Board>(b"0 0\n"),
        "line 1, column 4: expected '0' or '1', found end of line (the row holds 2 of 3 cells)"
    );
    let error = read::<fridge::Board>(b"-\n").expect_err("rejected");
    assert_eq!(
        error.kind(),
        ParseErrorKind::RowTooShort {
            expected: ['-', '+'],
            found: 1,
            width: 4,
        }
    );
}

#[test]
fn a_row_that_is_too_long_is_named_at_its_first_extra_symbol() {
    assert_eq!(
        error::<flip_game::Board>(b"bwwbw\n"),
        "line 1, column 5: expected end of line, found 'w' (a row holds 4 cells)"
    );
    assert_eq!(
        error::<lights::Board>(b"0 0 1 1\n"),
        "line 1, column 7: expected end of line, found '1' (a row holds 3 cells)"
    );
    // Whatever the extra thing is, the row is too long first.
    assert_eq!(
        error::<swap_game::Pair>(b"1111 x\n"),
        "line 1, column 6: expected end of line, found 'x' (a row holds 4 cells)"
    );
}

#[test]
fn rows_missing_at_the_end_of_the_input_are_counted() {
    assert_eq!(
        error::<flip_game::Board>(b"bwwb\nbbwb\n"),
        "line 3, column 1: expected 4 rows, found end of input after 2"
    );
    assert_eq!(
        error::<swap_game::Pair>(b"1111\n0000\n1110\n0010\n\n1010\n"),
        "line 7, column 1: expected 8 rows, found end of input after 5"
    );
    let error = read::<lights::Board>(b"0 0 1\n").expect_err("rejected");
    assert_eq!(
        error.kind(),
        ParseErrorKind::MissingRows {
            expected: 3,
            found: 1
        }
    );
}

#[test]
fn a_blank_line_inside_a_board_is_a_missing_row() {
    assert_eq!(
        error::<flip_game::Board>(b"bwwb\nbbwb\nbwwb\n\nbwww\n"),
        "line 4, column 1: expected row 4 of 4, found a blank line (blank lines may stand only between boards)"
    );
    // Between the swap game's boards a blank line is fine, inside one it is not.
    assert_eq!(
        error::<swap_game::Pair>(b"1111\n0000\n1110\n0010\n1010\n  \r\n"),
        "line 6, column 1: expected row 6 of 8, found a blank line (blank lines may stand only between boards)"
    );
    let error = read::<fridge::Board>(b"----\n\n").expect_err("rejected");
    assert_eq!(error.kind(), ParseErrorKind::BlankLine { row: 2, rows: 4 });
}

#[test]
fn non_ascii_characters_and_bytes_are_named() {
    assert_eq!(
        error::<flip_game::Board>("bwéb\n".as_bytes()),
        "line 1, column 3: expected 'b' or 'w', found 'é' (U+00E9, not ASCII)"
    );
    assert_eq!(
        error::<fridge::Board>("——\n".as_bytes()),
        "line 1, column 1: expected '-' or '+', found '—' (U+2014, not ASCII)"
    );
    assert_eq!(
        error::<flip_game::Board>(b"bw\xFFb\n"),
        "line 1, column 3: expected 'b' or 'w', found byte 0xFF (not ASCII)"
    );
    // UTF-16, as some Windows tools save text.
    assert_eq!(
        error::<flip_game::Board>(b"\xFF\xFEb\0w\0"),
        "line 1, column 1: expected 'b' or 'w', found byte 0xFF (not ASCII)"
    );
    // A character cut short by the end of the line.
    assert_eq!(
        error::<flip_game::Board>(b"bw\xC3\n"),
        "line 1, column 3: expected 'b' or 'w', found byte 0xC3 (not ASCII)"
    );
    let error = read::<flip_game::Board>("b😀\n".as_bytes()).expect_err("rejected");
    assert_eq!(
        error.kind(),
        ParseErrorKind::Unexpected {
            expected: ['b', 'w'],
            found: Found::Char('😀'),
        }
    );
}

#[test]
fn a_byte_order_mark_after_the_first_line_is_foreign() {
    let input = [FLIP.as_bytes(), b"\xEF\xBB\xBFbwwb\n"].concat();
    assert_eq!(
        error::<flip_game::Board>(&input),
        "line 5, column 1: expected 'b' or 'w', found '\u{feff}' (U+FEFF, not ASCII)"
    );
}

#[test]
fn swap_game_boards_whose_counts_differ_name_both_counts() {
    assert_eq!(
        error::<swap_game::Pair>(b"1111\n0000\n1110\n0010\n1111\n0101\n1010\n0101\n"),
        "line 8, column 1: the start board has 8 '1's but the target board has 10; they must match"
    );
    let error =
        read::<swap_game::Pair>(b"0000\n0000\n0000\n0000\n1111\n1111\n1111\n1111\n").expect_err("");
    assert_eq!(
        error.kind(),
        ParseErrorKind::Mismatch(flipswap::Mismatch::Count {
            start: 0,
            target: 16
        })
    );
}

#[test]
fn line_numbers_count_from_the_start_of_the_input() {
    // The bad row is in the third case, after blank lines.
    let input = [FLIP, "\n", FLIP, "\n\n", "bwwb\nbbwb\nbwwq\n"].concat();
    assert_eq!(
        error::<flip_game::Board>(input.as_bytes()),
        "line 14, column 4: expected 'b' or 'w', found 'q'"
    );
}

#[test]
fn skipped_lines_count_towards_line_numbers() {
    let mut reader = Reader::<lights::Board>::new();
    reader.skip_line();
    reader.skip_line();
    let error = reader.push_line(b"0 0 7").expect_err("rejected");
    assert_eq!((error.line(), error.column()), (3, 5));
}

#[test]
fn the_reader_says_whether_it_is_inside_a_case() {
    let mut reader = Reader::<fridge::Board>::new();
    assert!(!reader.in_case());
    assert_eq!(reader.push_line(b"----"), Ok(None));
    assert!(reader.in_case());
    assert_eq!(reader.line(), 1);
    for _ in 0..3 {
        let _ = reader.push_line(b"----");
    }
    assert!(!reader.in_case());
    assert_eq!(reader.finish(), Ok(None));
}

#[test]
fn from_str_reads_exactly_one_board() {
    let board: flip_game::Board = "\r\nbwwb\r\nbbwb\r\nbwwb\r\nbwww\r\n\r\n"
        .parse()
        .expect("one board");
    assert_eq!(board, flip_sample());
    assert_eq!(
        "".parse::<flip_game::Board>()
            .expect_err("empty")
            .to_string(),
        "line 1, column 1: expected a board, found end of input"
    );
    assert_eq!(
        [FLIP, "\n", FLIP]
            .concat()
            .parse::<flip_game::Board>()
            .expect_err("two boards")
            .to_string(),
        "line 6, column 1: expected end of input, found 'b'"
    );
    assert_eq!(
        "0 0 1\n0 1 1\n1 0 0\n  x"
            .parse::<lights::Board>()
            .expect_err("text after the board")
            .to_string(),
        "line 4, column 3: expected end of input, found 'x'"
    );
    assert_eq!(
        "1111\n0000\n1110"
            .parse::<swap_game::Board>()
            .expect_err("three rows")
            .to_string(),
        "line 4, column 1: expected 4 rows, found end of input after 3"
    );
    assert_eq!(
        "-+--\n----\n----\n-+--\n\r\n"
            .parse::<fridge::Board>()
            .map(fridge::Board::bits),
        Ok(0x2002)
    );
}

#[test]
fn parse_errors_are_errors_that_display_their_position() {
    let error = "bwwx".parse::<flip_game::Board>().expect_err("rejected");
    let shown: &dyn std::error::Error = &error;
    assert_eq!(
        shown.to_string(),
        "line 1, column 4: expected 'b' or 'w', found 'x'"
    );
    assert!(shown.source().is_none());
}
