//! `flipswap::answer`: each subcommand's answers written by the library
//! into a buffer, against the judges' own answers to their samples
//! (`capi/tests/samples`, as the judges' problem statements give them).

use flipswap::answer::{How, NoRoom, Room, Stop};
use flipswap::lights_out::{self, Goal};
use flipswap::registry;

/// The judge's sample input and answer for subcommand `name`.
fn sample(name: &str) -> (Vec<u8>, Vec<u8>) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/capi/tests/samples");
    let read = |ext: &str| {
        std::fs::read(format!("{dir}/{name}.{ext}")).unwrap_or_else(|e| panic!("{name}.{ext}: {e}"))
    };
    (read("in"), read("out"))
}

/// `registry::named` into a buffer of `cap` bytes: the result and the bytes
/// written.
fn named(name: &str, input: &[u8], how: How, cap: usize) -> (Result<u64, Stop<NoRoom>>, Vec<u8>) {
    let mut buffer = vec![0; cap];
    let mut room = Room::new(&mut buffer);
    let result = registry::named(name, input, how, &mut room);
    (result, room.written().to_vec())
}

#[test]
fn every_subcommand_answers_its_judge_s_sample_as_the_judge_does() {
    assert_eq!(registry::NAMES.len(), 24);
    for name in registry::NAMES {
        let (input, expected) = sample(name);
        let (result, written) = named(name, &input, How::new(), 1 << 16);
        assert!(result.is_ok_and(|cases| cases > 0), "{name}: {result:?}");
        assert_eq!(
            String::from_utf8_lossy(&written),
            String::from_utf8_lossy(&expected),
            "{name}"
        );
    }
}

#[test]
fn too_small_a_buffer_stops_the_answers_and_keeps_only_whole_writes() {
    for name in registry::NAMES {
        let (input, expected) = sample(name);
        for cap in 0..expected.len() {
            let (result, written) = named(name, &input, How::new(), cap);
            assert_eq!(result, Err(Stop::Sink(NoRoom)), "{name} in {cap} bytes");
            assert!(expected.starts_with(&written), "{name} in {cap} bytes");
        }
    }
}

#[test]
fn bad_input_names_its_case_line_and_column_after_the_answers_before_it() {
    let (result, written) = named("lights", b"0 0 1\n0 1 1\n1 0 0\n1 1 2\n", How::new(), 64);
    assert_eq!(written, b"4\n");
    let error = result.expect_err("a bad second case");
    assert_eq!(
        error.to_string(),
        "case 2, line 4, column 5: expected '0' or '1', found '2'"
    );
    let long = [b'0'; flipswap::MAX_LINE + 1];
    let (result, _) = named("lights-out", &long, How::new(), 64);
    assert!(
        matches!(result, Err(Stop::Input { case: 1, error }) if error.line() == 1),
        "{result:?}"
    );
    let (result, _) = named("flip-gme", b"bbbb\n", How::new(), 64);
    assert_eq!(result, Err(Stop::UnknownPuzzle));
}

#[test]
fn a_search_over_its_limit_stops_at_its_case() {
    // A board of 80 moves after one of none.
    let input =
        b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n\n0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n";
    let (result, written) = named("fifteen-count", input, How::new().within(10_000), 64);
    assert_eq!(written, b"0\n");
    assert_eq!(
        result,
        Err(Stop::OverLimit {
            case: 2,
            limit: 10_000
        })
    );
    assert_eq!(
        result.unwrap_err().to_string(),
        "case 2: no answer within 10000 positions"
    );
}

#[test]
fn lights_out_s_goal_is_the_one_given() {
    // 1 x 2 boards: `11` goes off with either press (the map `01` reads
    // first) and is on already; `10` reaches neither goal (a press toggles
    // both lights).
    let board = b"11\n\n10\n";
    let (_, off) = named("lights-out", board, How::new(), 64);
    let (_, on) = named("lights-out", board, How::new().goal(Goal::AllOn), 64);
    assert_eq!(off, b"1\n01\nImpossible\n");
    assert_eq!(on, b"0\n00\nImpossible\n");
}

#[test]
fn lights_out_answers_are_the_text_of_the_solutions_display() {
    for rows in [1u8, 2, 5, 9, 15, 32] {
        for cols in [1u8, 3, 7, 8, 9, 16, 17, 31, 32] {
            let solver = lights_out::Solver::new(rows, cols).expect("a size");
            // Every light on, and a checkerboard; some have no answer.
            for pattern in [u32::MAX, 0x5555_5555] {
                let lights: Vec<u32> = (0..rows)
                    .map(|r| pattern.rotate_left(u32::from(r)))
                    .collect();
                let board = lights_out::Board::from_rows(cols, &lights).expect("a board");
                let solution = solver.solve(&board, Goal::AllOff).expect("its size");
                let input = format!("{board}\n");
                let (result, written) = named("lights-out", input.as_bytes(), How::new(), 4096);
                assert_eq!(result, Ok(1));
                let expected = solution.map_or("Impossible\n".to_owned(), |s| format!("{s}\n"));
                assert_eq!(String::from_utf8(written).expect("UTF-8"), expected);
            }
        }
    }
}

/// Each judge's sample with a mistake put in it (a byte changed, the input
/// cut short, a line added at the end): the library's answers before the
/// mistake and its message are the command's stdout and stderr, case
/// numbers and all (the command's loop and `answer_all` count apart).
#[test]
fn a_mistake_in_a_sample_stops_the_library_where_it_stops_the_command() {
    let (mut compared, mut stopped) = (0, 0);
    for name in registry::NAMES {
        let (input, _) = sample(name);
        let mut variants: Vec<Vec<u8>> = Vec::new();
        for at in [0, input.len() / 3, input.len() / 2, input.len() - 2] {
            let mut changed = input.clone();
            changed[at] = b'z';
            variants.push(changed);
        }
        for keep in [input.len() / 4, input.len() * 3 / 4] {
            variants.push(input[..keep].to_vec());
        }
        let mut longer = input.clone();
        longer.extend_from_slice(b"1 2 z\n");
        variants.push(longer);
        for variant in variants {
            let (result, written) = named(name, &variant, How::new(), 1 << 16);
            let out = crate::common::cli::run(&[name], &variant);
            assert_eq!(
                crate::common::cli::text(&out.stdout),
                crate::common::cli::text(&written),
                "{name} {:?}",
                crate::common::cli::text(&variant)
            );
            let stderr = match result {
                Ok(_) => String::new(),
                Err(stop) => {
                    stopped += 1;
                    format!("flipswap {name}: {stop}\n")
                }
            };
            assert_eq!(crate::common::cli::text(&out.stderr), stderr, "{name}");
            compared += 1;
        }
    }
    assert_eq!(compared, 24 * 7);
    // Most variants hold a mistake (a `z` may land where any byte goes, a
    // cut may fall between cases).
    assert!(stopped > 24 * 4, "{stopped} of {compared} stopped");
}

/// Every `step`th damaged input of each judge's sample (every 250th in a
/// plain `cargo test`, every `FLIPSWAP_DAMAGED_STEP`th where that is set:
/// CI sets 10), and every one whose search the library stops over the limit
/// (`common::damage`, the inputs the C package's fuzz test feeds to
/// `flipswap_answer` with every size of buffer): the library's answers
/// before the stop and its message are the command's stdout and stderr, and
/// how the library stops is the command's exit status (0 none, 1 bad input,
/// 4 over `--limit`).
#[test]
fn damaged_samples_stop_the_library_where_they_stop_the_command() {
    use crate::common::damage::{self, LIMIT, SEARCHES};
    let step: usize = std::env::var("FLIPSWAP_DAMAGED_STEP")
        .ok()
        .and_then(|step| step.parse().ok())
        .filter(|&step| step > 0)
        .unwrap_or(250);
    let started = std::time::Instant::now();
    let mut names: Vec<(&str, Vec<String>, How)> = registry::NAMES
        .iter()
        .map(|&name| (name, vec![name.to_owned()], How::new()))
        .collect();
    for (goal, word) in [(Goal::AllOn, "on"), (Goal::OneColour, "one-colour")] {
        let args = ["lights-out", "--goal", word].map(str::to_owned).to_vec();
        names.push(("lights-out", args, How::new().goal(goal)));
    }
    let (mut compared, mut by_status) = (0, [0_usize; 5]);
    for (name, mut args, mut how) in names {
        let seed = damage::seed(&args.join(" "));
        if SEARCHES.contains(&name) {
            how = how.within(LIMIT);
            args.extend(["--limit".to_owned(), LIMIT.to_string()]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (input, _) = sample(name);
        let inputs = damage::damaged(&input, damage::RANDOM, seed);
        for (at, variant) in inputs.iter().enumerate() {
            let (result, written) = named(name, variant, how, 1 << 16);
            if at % step != 0 && !matches!(result, Err(Stop::OverLimit { .. })) {
                continue;
            }
            let out = crate::common::cli::run(&args, variant);
            let what = || format!("{args:?} on {:?}", String::from_utf8_lossy(variant));
            let (status, stderr) = match result {
                Ok(_) => (0, String::new()),
                Err(stop @ (Stop::Input { .. } | Stop::Unanswered { .. })) => {
                    (1, format!("flipswap {name}: {stop}\n"))
                }
                Err(Stop::OverLimit { case, limit }) => (
                    4,
                    format!(
                        "flipswap {name}: case {case}: no answer within --limit {limit} positions\n"
                    ),
                ),
                Err(stop) => panic!("{}: {stop:?}", what()),
            };
            assert_eq!(out.status.code(), i32::try_from(status).ok(), "{}", what());
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&written),
                "{}",
                what()
            );
            assert_eq!(out.stdout, written, "{}", what());
            assert_eq!(String::from_utf8_lossy(&out.stderr), stderr, "{}", what());
            by_status[status] += 1;
            compared += 1;
        }
    }
    println!(
        "the library against the command: {compared} damaged inputs ({} answered, {} bad, {} over --limit), in {:.1} s",
        by_status[0],
        by_status[1],
        by_status[4],
        started.elapsed().as_secs_f64()
    );
    assert!(by_status[0] > 0 && by_status[1] > compared / 2 && by_status[4] > 0);
}
