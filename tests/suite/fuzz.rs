//! Never a panic: arbitrary bytes and strings to every parser and to the
//! judge, arbitrary bit patterns and cells to every constructor, solver and
//! hint. Each returns a value or an error; a panic fails the property.

use flipswap::check::{self, Judge, LineJudge};
use flipswap::{Case, Cell, Reader, flip_game, fridge, lights, lights_out, swap_game};
use proptest::prelude::*;

/// Lines of arbitrary bytes, or of bytes near the puzzles' alphabets (which
/// reach deeper into the parsers than noise does).
fn lines() -> impl Strategy<Value = Vec<Vec<u8>>> {
    let near = prop::sample::select(b"bw-+01234 5\t\r\n\xEF\xBB\xBFx\xFF\xC3\xA9\0I".to_vec());
    let line = prop_oneof![
        prop::collection::vec(any::<u8>(), 0..24),
        prop::collection::vec(near, 0..12),
    ];
    prop::collection::vec(line, 0..40)
}

/// Text made of the puzzles' symbols, blanks, line ends and a little else.
fn texts() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[bw+01\\- \t\r\n\u{feff}é2I]{0,80}",
        "([bw]{4}\n){3,5}",
        "([01]{4}\r?\n){7,9}",
        "([01] [01] [01]\n){2,4}",
    ]
}

/// Feeds every line to a reader of `C`, then finishes; checks that errors
/// point at a line that was read (or the one after the end) and that they
/// display.
fn read_all<C: Case + std::fmt::Debug>(lines: &[Vec<u8>]) -> Result<(), TestCaseError> {
    let mut reader = Reader::<C>::new();
    for line in lines {
        match reader.push_line(line) {
            Ok(case) => {
                let _ = format!("{case:?}");
            }
            Err(error) => {
                prop_assert_eq!(error.line(), reader.line());
                prop_assert!(error.column() >= 1);
                prop_assert!(!error.to_string().is_empty());
                return Ok(());
            }
        }
    }
    if let Err(error) = reader.finish() {
        prop_assert_eq!(error.line(), reader.line() + 1);
        prop_assert!(reader.in_case());
        prop_assert!(!error.to_string().is_empty());
    }
    Ok(())
}

/// Feeds every line to a Lights Out reader, then finishes; checks that
/// errors point at the line just read, that every board read is a size,
/// and that `lights_out::boards` reads the same from the lines joined.
fn read_lights_out(lines: &[Vec<u8>]) -> Result<(), TestCaseError> {
    let mut reader = lights_out::Reader::new();
    let mut read = Vec::new();
    let mut failed = None;
    for line in lines {
        match reader.push_line(line) {
            Ok(board) => read.extend(board),
            Err(error) => {
                prop_assert_eq!(error.line(), reader.line());
                prop_assert!(error.column() >= 1);
                prop_assert!(!error.to_string().is_empty());
                failed = Some(error);
                break;
            }
        }
    }
    if failed.is_none() {
        read.extend(reader.finish().ok().flatten());
        prop_assert!(!reader.in_case());
    }
    for board in &read {
        prop_assert!((1..=32).contains(&board.rows()) && (1..=32).contains(&board.cols()));
    }
    // The same lines as one text, when they are text and hold no `\n` of
    // their own: the iterator reads the same boards, or the same error.
    let texts: Option<Vec<&str>> = lines
        .iter()
        .map(|line| std::str::from_utf8(line).ok().filter(|l| !l.contains('\n')))
        .collect();
    if let Some(texts) = texts {
        let mut from_text = Vec::new();
        for board in lights_out::boards(&texts.join("\n")) {
            match board {
                Ok(board) => from_text.push(board),
                Err(error) => {
                    prop_assert_eq!(Some(error), failed);
                    break;
                }
            }
        }
        prop_assert_eq!(from_text, read);
    }
    Ok(())
}

/// Parses `text` as a `T`; what parses must print and parse back the same.
fn parse<T>(text: &str) -> Result<(), TestCaseError>
where
    T: std::str::FromStr<Err = flipswap::ParseError>
        + std::fmt::Display
        + PartialEq
        + std::fmt::Debug,
{
    match text.parse::<T>() {
        Ok(value) => prop_assert_eq!(value.to_string().parse::<T>(), Ok(value)),
        Err(error) => prop_assert!(error.line() >= 1 && error.column() >= 1),
    }
    Ok(())
}

/// Judges `text` as an answer to `case`, whole and line by line, and checks
/// that both ways agree.
fn judge<C: check::Checkable + Copy>(case: C, text: &str) -> Result<(), TestCaseError> {
    let whole = check::answer(case, text);
    if let Err(rejection) = whole {
        prop_assert!(rejection.line() >= 1);
        prop_assert!(!rejection.to_string().is_empty());
    }
    let mut judge = Judge::new(case);
    for line in text.split('\n') {
        judge.push_line(line.as_bytes());
    }
    prop_assert_eq!(judge.finish(), whole);

    // As a stream of cases and answers is read: lines while the judge takes
    // them. The verdict is the whole-text verdict on the lines taken.
    let mut judge = Judge::new(case);
    let mut taken = Vec::new();
    for line in text.split('\n') {
        if !judge.takes(line.as_bytes()) {
            break;
        }
        judge.push_line(line.as_bytes());
        taken.push(line);
    }
    prop_assert_eq!(judge.finish(), check::answer(case, &taken.join("\n")));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn readers_of_every_case_type_take_any_bytes(lines in lines()) {
        read_all::<flip_game::Board>(&lines)?;
        read_all::<fridge::Board>(&lines)?;
        read_all::<lights::Board>(&lines)?;
        read_all::<swap_game::Board>(&lines)?;
        read_all::<swap_game::Pair>(&lines)?;
        read_lights_out(&lines)?;
    }

    #[test]
    fn every_from_str_takes_any_text(text in texts()) {
        parse::<flip_game::Board>(&text)?;
        parse::<fridge::Board>(&text)?;
        parse::<lights::Board>(&text)?;
        parse::<swap_game::Board>(&text)?;
        parse::<swap_game::Pair>(&text)?;
        parse::<lights_out::Board>(&text)?;
    }

    #[test]
    fn every_board_type_takes_any_bits(bits in any::<u16>(), row in any::<u8>(), col in any::<u8>()) {
        let cell = Cell::new(row, col);
        let on_board = |width: u8, height: u8| row < height && col < width;

        let board = flip_game::Board::from_bits(bits).expect("sixteen bits");
        prop_assert_eq!(board.bits(), bits);
        prop_assert_eq!(board.press(cell).is_some(), on_board(4, 4));
        prop_assert_eq!(board.colour(cell).is_some(), on_board(4, 4));
        let _ = board.is_solved();

        let door = fridge::Board::from_bits(bits).expect("sixteen bits");
        prop_assert_eq!(door.press(cell).is_some(), on_board(4, 4));
        prop_assert_eq!(door.is_closed(cell).is_some(), on_board(4, 4));

        match lights::Board::from_bits(bits) {
            Some(lamps) => {
                prop_assert!(bits < 512);
                prop_assert_eq!(lamps.press(cell).is_some(), on_board(3, 3));
                prop_assert_eq!(lamps.is_on(cell).is_some(), on_board(3, 3));
            }
            None => prop_assert!(bits >= 512),
        }

        let pieces = swap_game::Board::from_bits(bits).expect("sixteen bits");
        prop_assert_eq!(pieces.is_black(cell).is_some(), on_board(4, 4));
        let _ = pieces.swap(cell, Cell::new(row.wrapping_add(1), col));
        let _ = pieces.swap(cell, Cell::new(row, col.wrapping_add(1)));
        let _ = pieces.swap(cell, cell);
    }

    #[test]
    fn every_solver_and_hint_takes_any_bits(bits in any::<u16>()) {
        let board = flip_game::Board::from_bits(bits).expect("sixteen bits");
        match flip_game::solve(board) {
            Some(solution) => {
                prop_assert_eq!(solution.presses().count(), solution.len());
                prop_assert_eq!(flip_game::hint(board), solution.presses().next());
                let _ = solution.colour();
            }
            None => prop_assert_eq!(flip_game::hint(board), None),
        }

        let door = fridge::Board::from_bits(bits).expect("sixteen bits");
        let solution = fridge::solve(door).expect("every door opens");
        prop_assert_eq!(solution.presses().count(), solution.len());
        prop_assert_eq!(fridge::hint(door), solution.presses().next());

        let lamps = lights::Board::from_bits(bits & 0x1FF).expect("nine bits");
        let solution = lights::solve(lamps).expect("every board can be lit");
        prop_assert_eq!(lights::hint(lamps), solution.presses().next());
        prop_assert!(solution.len() <= 9);
    }

    #[test]
    fn the_swap_game_solver_takes_any_two_boards(start in any::<u16>(), target in any::<u16>()) {
        let (start, target) = (swap_game::Board::from_bits(start).expect("sixteen bits"), swap_game::Board::from_bits(target).expect("sixteen bits"));
        match swap_game::Pair::new(start, target) {
            Ok(pair) => {
                let solution = swap_game::solve(pair);
                prop_assert!(solution.is_some_and(|solution| solution.len() <= swap_game::MAX_SWAPS));
                prop_assert_eq!(swap_game::hint(pair), solution.and_then(|solution| solution.first()));
            }
            Err(error) => {
                prop_assert_ne!(start.count(), target.count());
                prop_assert_eq!(error, flipswap::Mismatch::Count { start: start.count(), target: target.count() });
            }
        }
    }

    #[test]
    fn the_judge_takes_any_answer_to_any_case(
        bits in any::<u16>(),
        target in any::<u16>(),
        text in texts(),
    ) {
        judge(flip_game::Board::from_bits(bits).expect("sixteen bits"), &text)?;
        judge(fridge::Board::from_bits(bits).expect("sixteen bits"), &text)?;
        judge(lights::Board::from_bits(bits & 0x1FF).expect("nine bits"), &text)?;
        if let Ok(pair) = swap_game::Pair::new(
            swap_game::Board::from_bits(bits).expect("sixteen bits"),
            swap_game::Board::from_bits(target).expect("sixteen bits"),
        ) {
            judge(pair, &text)?;
        }
        let pair = swap_game::Pair::new(
            swap_game::Board::from_bits(bits).expect("sixteen bits"),
            swap_game::Board::from_bits(bits.rotate_right(target.into())).expect("sixteen bits"),
        )
        .expect("a rotation keeps the count");
        judge(pair, &text)?;
    }

    #[test]
    fn the_judge_takes_answers_that_look_almost_right(
        bits in any::<u16>(),
        count in 0u32..20,
        moves in prop::collection::vec("[0-6] ?[0-6]( [0-6])?|[0-6]{3,5}", 0..20),
    ) {
        let text = format!("{count}\n{}", moves.join("\n"));
        judge(fridge::Board::from_bits(bits).expect("sixteen bits"), &text)?;
        let pair = swap_game::Pair::new(
            swap_game::Board::from_bits(bits).expect("sixteen bits"),
            swap_game::Board::from_bits(bits.rotate_left(count)).expect("sixteen bits"),
        )
        .expect("a rotation keeps the count");
        judge(pair, &text)?;
    }

    #[test]
    fn the_streaming_judge_takes_any_bytes(bits in any::<u16>(), lines in lines()) {
        let mut judges = [
            Judge::new(flip_game::Board::from_bits(bits).expect("sixteen bits")),
            Judge::new(fridge::Board::from_bits(bits).expect("sixteen bits")),
            Judge::new(lights::Board::from_bits(bits & 0x1FF).expect("nine bits")),
            Judge::new(
                swap_game::Pair::new(
                    swap_game::Board::from_bits(bits).expect("sixteen bits"),
                    swap_game::Board::from_bits(bits.reverse_bits()).expect("sixteen bits"),
                )
                .expect("a reversal keeps the count"),
            ),
        ];
        for judge in &mut judges {
            for line in &lines {
                let _ = judge.wants_line();
                let _ = judge.takes(line);
                judge.push_line(line);
            }
            let _ = judge.has_begun();
            if let Err(rejection) = judge.finish() {
                prop_assert!(!rejection.to_string().is_empty());
            }
        }
    }
}
