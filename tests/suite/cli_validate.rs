//! `flipswap validate` through the built binary: whatever `gen` writes is
//! valid for every subcommand when it holds as many cases as the judge
//! gives, each judge's cases are counted as PUZZLES.md states them, and
//! each fault a test's input can have is refused with status 1, its case,
//! line and column, and what was expected, in the words of the other parse
//! errors.

use std::fs;

use crate::common::cli::{run, text};
use crate::common::press::Matrix;

/// The subcommands, as the binary lists them when a puzzle is unknown: a
/// new one is validated here without a row of its own.
fn subcommands() -> Vec<String> {
    let output = run(&["validate", "no-such-puzzle"], "");
    let message = text(&output.stderr);
    let list = message
        .split_once("the puzzles are ")
        .and_then(|(_, rest)| rest.split_once(" (see"))
        .map(|(list, _)| list.to_owned())
        .expect("the error lists the puzzles");
    let (rest, last) = list.rsplit_once(" and ").expect("two puzzles or more");
    let mut names: Vec<String> = rest.split(", ").map(str::to_owned).collect();
    names.push(last.to_owned());
    names
}

/// `flipswap gen <puzzle> <args>`, which must succeed.
fn generated(puzzle: &str, args: &[&str]) -> Vec<u8> {
    let mut words = vec!["gen", puzzle];
    words.extend_from_slice(args);
    let output = run(&words, "");
    assert_eq!(output.status.code(), Some(0), "gen {words:?}");
    output.stdout
}

/// `flipswap validate <puzzle> <args>` on `input`: status, stdout, stderr.
fn validate(puzzle: &str, args: &[&str], input: impl AsRef<[u8]>) -> (Option<i32>, String, String) {
    let mut words = vec!["validate", puzzle];
    words.extend_from_slice(args);
    let output = run(&words, input);
    (
        output.status.code(),
        text(&output.stdout).to_owned(),
        text(&output.stderr).to_owned(),
    )
}

/// Asserts that `input` is valid.
fn valid(puzzle: &str, args: &[&str], input: impl AsRef<[u8]>) {
    let input = input.as_ref();
    let (status, out, err) = validate(puzzle, args, input);
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (Some(0), "", ""),
        "validate {puzzle} {args:?} on {:?}",
        String::from_utf8_lossy(input)
    );
}

/// Asserts that `input` is refused with exactly `error` after
/// `flipswap validate <puzzle>: `, and nothing on stdout.
fn refused(puzzle: &str, args: &[&str], input: impl AsRef<[u8]>, error: &str) {
    let input = input.as_ref();
    let (status, out, err) = validate(puzzle, args, input);
    let expected = format!("flipswap validate {puzzle}: {error}\n");
    assert_eq!(
        (status, out.as_str(), err.as_str()),
        (Some(1), "", expected.as_str()),
        "validate {puzzle} {args:?} on {:?}",
        String::from_utf8_lossy(input)
    );
}

/// The sizes `--size` pins for the subcommands whose boards vary in size.
fn sizes(puzzle: &str) -> &'static [&'static str] {
    match puzzle {
        "lights-out" => &["4x6", "1x1", "7x3"],
        "fliptile" => &["3x4", "2x2"],
        "painter" => &["4x4", "6x6"],
        "water-bowls" => &["1x12"],
        "flip-cards" => &["1x9"],
        "swap-game" | "moving-toys" => &["4x4", "3x5", "2x2"],
        "sliding" => &["2x3", "3x3", "2x2"],
        "flip-game" | "fridge" => &["4x4"],
        "lights" => &["3x3"],
        _ => &[],
    }
}

/// How many cases a judge gives, as PUZZLES.md states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gives {
    /// Exactly one ("the judge gives one case"; a fixed board, one line).
    One,
    /// A first line with their number, then that many.
    Counted,
    /// One or more, to the end of the input (or to `end`).
    OneOrMore,
}

/// Each judge's rule, from PUZZLES.md: the POJ, Luogu and AOJ judges of one
/// board give one case (Flip Game, the refrigerator, the lights, the swap
/// game, Fliptile, the water bowls, moving toys, the eight-digit puzzle, 15
/// Puzzle, Lights, the harmonious matrix); POJ 1222, POJ 1681, P10449,
/// HDU 3567, UVa 10181, POJ 1830, HDU 3364 and HDU 5755 open with a count; HDU 1043, HDU 2209, UVa 10309 (up to `end`) and flipswap's own
/// formats read on to the end.
fn gives(puzzle: &str) -> Gives {
    match puzzle {
        "flip-game" | "fridge" | "lights" | "swap-game" | "fliptile" | "water-bowls"
        | "moving-toys" | "eight-digits" | "fifteen-count" | "graph-lights" | "harmonious" => {
            Gives::One
        }
        "extended-lights-out"
        | "painter"
        | "switches"
        | "eight-ii"
        | "fifteen"
        | "switch-problem"
        | "lanterns"
        | "gambler-bo" => Gives::Counted,
        "lights-out" | "lights-off" | "flip-cards" | "eight" | "sliding" => Gives::OneOrMore,
        other => panic!("no rule for {other}"),
    }
}

#[test]
fn what_gen_writes_is_valid_for_every_subcommand_with_the_cases_its_judge_gives() {
    let subcommands = subcommands();
    assert_eq!(subcommands.len(), 24, "{subcommands:?}");
    for puzzle in &subcommands {
        let many = gives(puzzle) != Gives::One;
        for seed in ["1", "2", "77"] {
            let input = generated(puzzle, &["--count", "3", "--seed", seed]);
            let (status, _, err) = validate(puzzle, &[], &input);
            if many {
                assert_eq!((status, err.as_str()), (Some(0), ""), "{puzzle}");
            } else {
                assert_eq!(status, Some(1), "{puzzle}: three cases");
                assert!(err.contains("case 2, line "), "{puzzle}: {err}");
            }
        }
        let one = generated(puzzle, &["--seed", "5"]);
        valid(puzzle, &[], &one);
        for &size in sizes(puzzle) {
            let count = if many { "3" } else { "1" };
            let input = generated(puzzle, &["--size", size, "--count", count, "--seed", "9"]);
            valid(puzzle, &["--size", size], &input);
            valid(puzzle, &[&format!("--size={size}")], &input);
        }
    }
}

#[test]
fn an_input_with_no_case_is_refused() {
    refused(
        "lights",
        &[],
        "",
        "case 1, line 1, column 1: expected a case (the judge gives one), found end of input",
    );
    refused(
        "lights",
        &[],
        "\n",
        "case 1, line 1, column 1: expected a case (the judge gives one), found a blank line",
    );
    refused(
        "switches",
        &[],
        "0\n",
        "case 1, line 1, column 1: expected a number of cases from 1, found 0",
    );
    refused(
        "lights-off",
        &[],
        "end\n",
        "case 1, line 1, column 1: expected a case (the judge gives one or more), found 'e'",
    );
    refused(
        "lights-off",
        &[],
        "",
        "case 1, line 1, column 1: expected a case (the judge gives one or more), found end of input",
    );
}

/// Lights (Luogu P2040): 3 rows of 3, spaced; the judge gives one case.
const LIGHTS: &str = "0 0 1\n0 1 1\n1 0 0\n";

#[test]
fn each_fault_of_a_line_is_named_at_its_column() {
    valid("lights", &[], LIGHTS);
    let with = |from: &str, to: &str| LIGHTS.replacen(from, to, 1);
    let cases = [
        (
            with("0 1 1\n", "0 1 1\r\n"),
            "case 1, line 2, column 6: expected end of line (LF alone), found control character U+000D",
        ),
        (
            format!("\u{FEFF}{LIGHTS}"),
            "case 1, line 1, column 1: expected the first line, found a byte order mark",
        ),
        (
            with("0 1 1\n", "0 1 1 \n"),
            "case 1, line 2, column 6: expected end of line, found ' '",
        ),
        (
            with("0 1 1\n", "0 1  1\n"),
            "case 1, line 2, column 5: expected one space between tokens, found a second ' '",
        ),
        (
            with("0 1 1\n", "0\t1 1\n"),
            "case 1, line 2, column 2: expected ' ', found control character U+0009",
        ),
        (
            with("0 1 1\n", " 0 1 1\n"),
            "case 1, line 2, column 1: expected no blank at the start of the line, found ' '",
        ),
        (
            LIGHTS.trim_end().to_owned(),
            "case 1, line 3, column 6: expected a line end (LF) after the last line, found end of input",
        ),
        (
            with("0 1 1\n", "011\n"),
            "case 1, line 2, column 2: expected ' ', found '1'",
        ),
        (
            with("0 1 1\n", "0 1 2\n"),
            "case 1, line 2, column 5: expected '0' or '1', found '2'",
        ),
    ];
    for (input, error) in cases {
        refused("lights", &[], input, error);
    }
}

#[test]
fn blank_lines_stand_only_where_the_format_has_them() {
    // Fifteen (UVa 10181) puts no blank line between its boards.
    let board = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
    valid("fifteen", &[], format!("2\n{board}{board}"));
    refused(
        "fifteen",
        &[],
        format!("2\n{board}\n{board}"),
        "case 2, line 6, column 1: expected '1', found a blank line",
    );
    refused(
        "lights",
        &[],
        format!("{LIGHTS}\n"),
        "case 2, line 4, column 1: expected end of input (the judge gives one case), found a blank line",
    );
    // Lights Out: one blank line between boards, none after the last.
    valid("lights-out", &[], "01\n10\n\n111\n");
    refused(
        "lights-out",
        &[],
        "01\n10\n\n\n111\n",
        "case 2, line 4, column 1: expected '1', found a blank line",
    );
    refused(
        "lights-out",
        &[],
        "01\n10\n\n111\n\n",
        "case 3, line 5, column 1: expected end of input, found a blank line",
    );
    // The swap game writes a 4 x 4 case as eight rows; moving toys puts a
    // blank line between start and target.
    let start = "1111\n0000\n1110\n0010\n";
    let target = "1010\n0101\n1010\n0101\n";
    valid("swap-game", &[], format!("{start}{target}"));
    valid("moving-toys", &[], format!("{start}\n{target}"));
    refused(
        "swap-game",
        &[],
        format!("{start}\n{target}"),
        "case 1, line 5, column 1: expected '1', found a blank line",
    );
    refused(
        "moving-toys",
        &[],
        format!("{start}{target}"),
        "case 1, line 5, column 1: expected a blank line, found '1'",
    );
}

#[test]
fn the_count_line_matches_the_cases_and_nothing_follows_the_last() {
    // Luogu P10449 writes a blank line between boards.
    let board = "00000\n".repeat(5);
    valid("switches", &[], format!("2\n{board}\n{board}"));
    refused(
        "switches",
        &[],
        format!("2\n{board}{board}"),
        "case 2, line 7, column 1: expected a blank line, found '0'",
    );
    refused(
        "switches",
        &[],
        format!("2\n{board}"),
        "case 2, line 7, column 1: expected 2 cases, found end of input after 1",
    );
    refused(
        "switches",
        &[],
        format!("1\n{board}\n{board}"),
        "case 2, line 7, column 1: expected end of input (the count line says 1 case), found a blank line",
    );
    refused(
        "switches",
        &[],
        format!("01\n{board}"),
        "case 1, line 1, column 1: expected '1', found '0'",
    );
    let lights_off = format!("puzzle1\n{}end\n", "##########\n".repeat(10));
    valid("lights-off", &[], &lights_off);
    refused(
        "lights-off",
        &[],
        format!("{lights_off}more\n"),
        "case 2, line 13, column 1: expected end of input, found 'm'",
    );
    refused(
        "lights-off",
        &[],
        lights_off.replace("end\n", ""),
        "case 2, line 12, column 1: expected 'e', found end of input",
    );
}

#[test]
fn sizes_out_of_range_and_off_the_pinned_size_are_refused() {
    refused(
        "fliptile",
        &[],
        "2 40\n0 1\n1 0\n",
        "case 1, line 1, column 3: expected a size from 1 to 32, found 40",
    );
    valid("fliptile", &["--size", "2x2"], "2 2\n0 1\n1 0\n");
    refused(
        "fliptile",
        &["--size", "3x3"],
        "2 2\n0 1\n1 0\n",
        "case 1, line 1, column 1: expected a board of 3x3 (--size), found one of 2x2",
    );
    refused(
        "lights-out",
        &["--size", "2x2"],
        "01\n10\n\n111\n",
        "case 2, line 4, column 1: expected a board of 2x2 (--size), found one of 1x3",
    );
    let pairs = generated("sliding", &["--size", "2x3", "--count", "2"]);
    valid("sliding", &["--size", "2x3"], &pairs);
    refused(
        "sliding",
        &["--size", "3x3"],
        pairs,
        "case 1, line 1, column 1: expected a board of 3x3 (--size), found one of 2x3",
    );
}

#[test]
fn usage_errors_exit_2_and_name_validate_help() {
    for (args, error) in [
        (
            &["validate"][..],
            "flipswap: no puzzle given to validate (see 'flipswap help validate')\n",
        ),
        (
            &["validate", "lights", "--size", "5x5"],
            "flipswap: no board of 5x5 here: the format holds boards of 3 rows and 3 columns (see 'flipswap help validate')\n",
        ),
        (
            &["validate", "lights-out", "--size"],
            "flipswap: --size needs a value (see 'flipswap help validate')\n",
        ),
        (
            &["validate", "lights-out", "--sise", "2x2"],
            "flipswap: unknown option '--sise' of validate; did you mean '--size'? (see 'flipswap help validate')\n",
        ),
        (
            &["valdate", "lights"],
            "flipswap: unknown subcommand 'valdate'; did you mean 'validate'? (see 'flipswap --help')\n",
        ),
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&output.stderr), error, "{args:?}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn help_lists_validate_beside_gen_and_check() {
    let help = run(&["help", "validate"], "");
    assert_eq!(help.status.code(), Some(0));
    assert!(
        text(&help.stdout).starts_with("usage: flipswap validate <puzzle> [--size RxC] [FILE...]")
    );
    assert_eq!(run(&["validate", "--help"], "").stdout, help.stdout);
    let usage = run(&["--help"], "");
    let usage = text(&usage.stdout);
    let at = |needle: &str| {
        usage
            .find(needle)
            .unwrap_or_else(|| panic!("{needle} in {usage}"))
    };
    assert!(at("flipswap check <puzzle>") < at("flipswap gen <puzzle>"));
    assert!(at("flipswap gen <puzzle>") < at("flipswap validate <puzzle> [--size RxC] [FILE...]"));
}

#[test]
fn each_file_is_validated_and_named_and_a_fault_does_not_stop_the_next() {
    let dir = std::env::temp_dir().join(format!("flipswap-validate-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    let bad = dir.join("bad.txt");
    fs::write(&good, LIGHTS).unwrap();
    fs::write(&bad, LIGHTS.replacen("0 1 1\n", "0 1 1 \n", 1)).unwrap();
    let (good, bad) = (good.to_str().unwrap(), bad.to_str().unwrap());
    let missing = dir.join("missing.txt");
    let missing = missing.to_str().unwrap();
    let (status, out, err) = validate("lights", &[good, bad, missing, good], "");
    assert_eq!(status, Some(1));
    assert_eq!(out, "");
    assert_eq!(
        err,
        format!(
            "flipswap validate lights: {bad}: case 1, line 2, column 6: expected end of line, found ' '\n\
             flipswap validate lights: cannot read '{missing}': No such file or directory\n"
        )
    );
    let (status, _, err) = validate("lights", &[good, "-"], LIGHTS);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    fs::remove_dir_all(&dir).unwrap();
}

/// Asserts that `input` is refused, the message holding `words`.
fn refused_with(puzzle: &str, input: impl AsRef<[u8]>, words: &str) {
    let input = input.as_ref();
    let (status, out, err) = validate(puzzle, &[], input);
    assert!(
        status == Some(1) && out.is_empty() && err.contains(words) && err.lines().count() == 1,
        "validate {puzzle} on {:?}: {status:?} {err:?}, not {words:?}",
        String::from_utf8_lossy(input)
    );
}

#[test]
fn each_fault_is_named_at_its_line_and_column_in_every_layout() {
    for puzzle in [
        "lights",
        "lights-out",
        "fliptile",
        "painter",
        "lights-off",
        "switches",
        "water-bowls",
        "swap-game",
        "moving-toys",
        "eight",
        "eight-ii",
        "fifteen",
        "sliding",
    ] {
        let count = if gives(puzzle) == Gives::One {
            "1"
        } else {
            "3"
        };
        let input = String::from_utf8(generated(puzzle, &["--count", count, "--seed", "11"]))
            .expect("gen writes ASCII");
        let lines: Vec<&str> = input.lines().collect();
        let last = lines.len();
        // The second line, or the only one.
        let at = 1.min(last - 1);
        let second = lines[at].len();
        let edit = |at: usize, line: &str| {
            let mut lines: Vec<String> = lines.iter().map(|&l| l.to_owned()).collect();
            lines[at] = line.to_owned();
            lines.join("\n") + "\n"
        };
        refused_with(
            puzzle,
            format!("\u{FEFF}{input}"),
            "line 1, column 1: expected the first line, found a byte order mark",
        );
        refused_with(
            puzzle,
            edit(at, &format!("{}\r", lines[at])),
            &format!(
                "line {}, column {}: expected end of line (LF alone)",
                at + 1,
                second + 1
            ),
        );
        refused_with(
            puzzle,
            edit(at, &format!("{} ", lines[at])),
            &format!(
                "line {}, column {}: expected end of line, found ' '",
                at + 1,
                second + 1
            ),
        );
        refused_with(puzzle, format!("\n{input}"), "line 1, column 1: expected ");
        refused_with(
            puzzle,
            format!("{input}\n"),
            &format!("line {}, column 1: expected end of input", last + 1),
        );
        refused_with(
            puzzle,
            input.trim_end_matches('\n'),
            &format!(
                "line {last}, column {}: expected a line end (LF) after the last line",
                lines[last - 1].len() + 1
            ),
        );
        refused_with(
            puzzle,
            format!("{input}x\n"),
            &format!("line {}, column ", last + 1),
        );
        if let Some((at, line)) = lines.iter().enumerate().find(|(_, l)| l.contains(' ')) {
            let space = line.find(' ').expect("a space");
            refused_with(
                puzzle,
                edit(at, &line.replacen(' ', "  ", 1)),
                &format!(
                    "line {}, column {}: expected one space between tokens",
                    at + 1,
                    space + 2
                ),
            );
            refused_with(
                puzzle,
                edit(at, &line.replacen(' ', "\t", 1)),
                &format!(
                    "line {}, column {}: expected ' ', found control character U+0009",
                    at + 1,
                    space + 1
                ),
            );
        }
    }
}

/// Two cases of each judge, from PUZZLES.md's samples (without a count
/// line or `end`), and what stands between two cases of a batch: a blank
/// line where a blank line ends a board or the judge writes one.
fn two_cases(puzzle: &str) -> ([String; 2], &'static str) {
    const OFF: &str = "##########\n##########\n##########\n##########\n##########\n\
                       ##########\n##########\n##########\n##########\n##########\n";
    const SIMPLE: &str = "#O########\nOOO#######\n#O########\n####OO####\n###O##O###\n\
                          ####OO####\n##########\n########O#\n#######OOO\n########O#\n";
    let (cases, between): ([&str; 2], &str) = match puzzle {
        "flip-game" => (["bwwb\nbbwb\nbwwb\nbwww\n", "bwbw\nwwww\nwwww\nwwww\n"], ""),
        "fridge" => (["-+--\n----\n----\n-+--\n", "++++\n++++\n++++\n++++\n"], ""),
        "lights" => (["0 0 1\n0 1 1\n1 0 0\n", "1 1 1\n1 1 1\n1 1 0\n"], ""),
        "lights-out" => (["1111\n1111\n1111\n1111\n", "101\n010\n"], "\n"),
        "swap-game" => (
            [
                "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n",
                "10\n01\n\n01\n10\n",
            ],
            "\n",
        ),
        "fliptile" => (
            ["4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n", "1 3\n1 1 0\n"],
            "",
        ),
        "extended-lights-out" => (
            [
                "0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n",
                "0 0 1 0 1 0\n1 0 1 0 1 1\n0 0 1 0 1 1\n1 0 1 1 0 0\n0 1 0 1 0 0\n",
            ],
            "",
        ),
        "painter" => (
            [
                "3\nyyy\nyyy\nyyy\n",
                "5\nwwwww\nwwwww\nwwwww\nwwwww\nwwwww\n",
            ],
            "",
        ),
        "lights-off" => {
            let cases = [format!("all_off\n{OFF}"), format!("simple\n{SIMPLE}")];
            return (cases, "");
        }
        "switches" => (
            [
                "00111\n01011\n10001\n11010\n11100\n",
                "11101\n11101\n11110\n11111\n11111\n",
            ],
            "\n",
        ),
        "water-bowls" => (
            [
                "0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\n",
                "1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            ],
            "",
        ),
        "flip-cards" => (["011\n", "01\n"], ""),
        "moving-toys" => (
            [
                "1111\n0000\n1110\n0010\n\n1010\n0101\n1010\n0101\n",
                "0000\n0000\n0000\n0001\n\n1000\n0000\n0000\n0000\n",
            ],
            "\n",
        ),
        "eight" => (["2 3 4 1 5 x 7 6 8\n", "1 2 3 4 5 6 7 8 x\n"], ""),
        "eight-ii" => (["12X453786\n12345678X\n", "564178X23\n7568X4123\n"], ""),
        "eight-digits" => (["283104765\n", "123804765\n"], ""),
        "fifteen" => (
            [
                "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
                "13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n",
            ],
            "",
        ),
        "fifteen-count" => (
            [
                "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n",
                "2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
            ],
            "",
        ),
        "sliding" => (
            ["1 2 3\n4 5 0\n\n1 2 3\n4 0 5\n", "1 2\n3 0\n\n0 1\n3 2\n"],
            "\n",
        ),
        "graph-lights" => (["5 6\n1 2\n1 3\n4 2\n3 4\n2 5\n5 3\n", "2 1\n1 2\n"], ""),
        "switch-problem" => (
            [
                "3\n0 0 0\n1 1 1\n1 2\n1 3\n2 1\n2 3\n3 1\n3 2\n0 0\n",
                "3\n0 0 0\n1 0 1\n1 2\n2 1\n0 0\n",
            ],
            "",
        ),
        "lanterns" => (
            [
                "3 2\n2 1 2\n2 1 3\n2\n0 1 1\n1 1 1\n",
                "3 3\n0\n0\n0\n2\n0 0 0\n1 0 0\n",
            ],
            "",
        ),
        "gambler-bo" => (["2 3\n2 1 2\n0 2 0\n", "3 3\n1 0 1\n0 1 0\n1 0 1\n"], ""),
        "harmonious" => (["4 4\n", "2 3\n"], ""),
        other => panic!("no sample of {other}"),
    };
    (cases.map(str::to_owned), between)
}

/// The input of `puzzle` holding `cases`, as its judge lays them out: the
/// count line `count` where the judge gives one, `between` between cases,
/// `end` after the last where the judge ends so.
fn input_of(puzzle: &str, count: Option<usize>, cases: &[String], between: &str) -> String {
    let mut input = count.map(|n| format!("{n}\n")).unwrap_or_default();
    input.push_str(&cases.join(between));
    if puzzle == "lights-off" {
        input.push_str("end\n");
    }
    input
}

/// Lines in `text`, every one ended by a LF.
fn lines_in(text: &str) -> usize {
    text.matches('\n').count()
}

/// What `validate` names at the start of `text`.
fn found(text: &str) -> String {
    match text.chars().next() {
        Some('\n') => "a blank line".to_owned(),
        Some(c) => format!("'{c}'"),
        None => "end of input".to_owned(),
    }
}

#[test]
fn each_judge_gives_its_own_number_of_cases_no_fewer_and_no_more() {
    let subcommands = subcommands();
    assert_eq!(subcommands.len(), 24, "{subcommands:?}");
    for puzzle in &subcommands {
        let ([first, second], between) = two_cases(puzzle);
        let both = [first.clone(), second.clone()];
        let gives = gives(puzzle);
        match gives {
            Gives::One => {
                valid(puzzle, &[], input_of(puzzle, None, &both[..1], between));
                valid(puzzle, &[], input_of(puzzle, None, &both[1..], between));
                refused(
                    puzzle,
                    &[],
                    "",
                    "case 1, line 1, column 1: expected a case (the judge gives one), found end of input",
                );
                // One too many: the second case, where it starts.
                let at = lines_in(&first) + 1;
                refused(
                    puzzle,
                    &[],
                    input_of(puzzle, None, &both, between),
                    &format!(
                        "case 2, line {at}, column 1: expected end of input (the judge gives one case), found {}",
                        found(&format!("{between}{second}"))
                    ),
                );
                // One too few: the case cut short of its last line.
                let cut = first.trim_end_matches('\n');
                let cut = &cut[..cut.rfind('\n').map_or(0, |at| at + 1)];
                let (status, out, err) = validate(puzzle, &[], cut);
                assert_eq!((status, out.as_str()), (Some(1), ""), "{puzzle} on {cut:?}");
                let expected = format!("flipswap validate {puzzle}: case 1, line ");
                assert!(err.starts_with(&expected), "{puzzle} on {cut:?}: {err}");
            }
            Gives::Counted => {
                valid(puzzle, &[], input_of(puzzle, Some(2), &both, between));
                valid(puzzle, &[], input_of(puzzle, Some(1), &both[1..], between));
                refused(
                    puzzle,
                    &[],
                    "",
                    "case 1, line 1, column 1: expected the number of cases, found end of input",
                );
                // HDU 3364 gives at most 5 cases, HDU 5755 at most 10.
                let most = match puzzle.as_str() {
                    "lanterns" => Some(5),
                    "gambler-bo" => Some(10),
                    _ => None,
                };
                let range = most.map_or(String::new(), |most| format!(" to {most}"));
                refused(
                    puzzle,
                    &[],
                    "0\n",
                    &format!(
                        "case 1, line 1, column 1: expected a number of cases from 1{range}, found 0"
                    ),
                );
                if let Some(most) = most {
                    let past = most + 1;
                    refused(
                        puzzle,
                        &[],
                        format!("{past}\n"),
                        &format!(
                            "case 1, line 1, column 1: expected a number of cases from 1 to {most}, found {past}"
                        ),
                    );
                }
                // One too many: two cases after a count of 1.
                let at = 1 + lines_in(&first) + 1;
                refused(
                    puzzle,
                    &[],
                    input_of(puzzle, Some(1), &both, between),
                    &format!(
                        "case 2, line {at}, column 1: expected end of input (the count line says 1 case), found {}",
                        found(&format!("{between}{second}"))
                    ),
                );
                // One too few: two cases after a count of 3.
                let input = input_of(puzzle, Some(3), &both, between);
                refused(
                    puzzle,
                    &[],
                    &input,
                    &format!(
                        "case 3, line {}, column 1: expected 3 cases, found end of input after 2",
                        lines_in(&input) + 1
                    ),
                );
            }
            Gives::OneOrMore => {
                valid(puzzle, &[], input_of(puzzle, None, &both[..1], between));
                valid(puzzle, &[], input_of(puzzle, None, &both, between));
                let three = [first.clone(), second.clone(), first.clone()];
                valid(puzzle, &[], input_of(puzzle, None, &three, between));
                // One too few: none.
                let none = input_of(puzzle, None, &[], between);
                refused(
                    puzzle,
                    &[],
                    &none,
                    &format!(
                        "case 1, line 1, column 1: expected a case (the judge gives one or more), found {}",
                        found(&none)
                    ),
                );
            }
        }
    }
}

#[test]
fn help_validate_lists_each_subcommand_under_the_cases_its_judge_gives() {
    let help = run(&["help", "validate"], "");
    let help = text(&help.stdout);
    let (_, list) = help
        .split_once("The cases each judge gives")
        .expect("the list in the help");
    let mut group = None;
    let mut listed = Vec::new();
    for line in list.lines().skip(2) {
        if line.is_empty() {
            break;
        }
        if let Some(heading) = line.strip_prefix("  ").filter(|l| !l.starts_with(' ')) {
            group = Some(match heading {
                "exactly one:" => Gives::One,
                h if h.starts_with("as many as the line") => Gives::Counted,
                h if h.starts_with("one or more") => Gives::OneOrMore,
                other => panic!("a heading {other:?}"),
            });
            continue;
        }
        for name in line.trim().split(", ").map(|n| n.trim_end_matches(',')) {
            assert_eq!(Some(gives(name)), group, "{name} in {help}");
            listed.push(name.to_owned());
        }
    }
    listed.sort();
    let mut all = subcommands();
    all.sort();
    assert_eq!(listed, all);
}

// What each press judge's statement guarantees beyond its format
// (PUZZLES.md): `gen` writes only such cases, `validate` refuses the
// others.

/// `flipswap gen <puzzle> <args>`: status and stderr.
fn gen_refused(puzzle: &str, args: &[&str]) -> (Option<i32>, String) {
    let mut words = vec!["gen", puzzle];
    words.extend_from_slice(args);
    let output = run(&words, "");
    assert!(output.stdout.is_empty(), "gen {words:?}");
    (output.status.code(), text(&output.stderr).to_owned())
}

#[test]
fn graph_lights_holds_to_p2962_lights_edges_and_no_loop_or_repeat() {
    // 1 to 35 lights, 1 to 595 edges, no loop, no edge twice.
    for size in ["1x1", "36x1", "3x4", "5x11"] {
        let (code, err) = gen_refused("graph-lights", &["--size", size]);
        assert_eq!(code, Some(2), "{size}: {err}");
    }
    for seed in 0..10 {
        let seed = seed.to_string();
        for size in ["2x1", "7x21", "35x1", "35x255"] {
            let input = generated("graph-lights", &["--size", size, "--seed", &seed]);
            valid("graph-lights", &[], &input);
            let input = String::from_utf8(input).unwrap();
            let mut seen = std::collections::BTreeSet::new();
            for line in input.lines().skip(1) {
                let (a, b) = line.split_once(' ').unwrap();
                let (a, b): (u8, u8) = (a.parse().unwrap(), b.parse().unwrap());
                assert!(
                    a != b && seen.insert((a.min(b), a.max(b))),
                    "{line} in {input}"
                );
            }
        }
    }
    refused(
        "graph-lights",
        &[],
        "3 0\n",
        "case 1, line 1, column 3: expected the number of edges from 1 to 595, found 0",
    );
    refused(
        "graph-lights",
        &[],
        "36 1\n1 2\n",
        "case 1, line 1, column 1: expected the number of lights from 1 to 35, found 36",
    );
    refused(
        "graph-lights",
        &[],
        "3 2\n1 2\n3 3\n",
        "case 1, line 3, column 3: the edge 3 3 joins a light to itself",
    );
    refused(
        "graph-lights",
        &[],
        "3 2\n1 2\n2 1\n",
        "case 1, line 3, column 3: the edge 2 1 comes twice",
    );
    refused(
        "graph-lights",
        &[],
        "3 1\n1 4\n",
        "case 1, line 2, column 3: expected a light from 1 to 3, found 4",
    );
}

#[test]
fn switch_problem_holds_to_poj_1830_switches_and_no_pair_for_itself() {
    // 0 < N < 29; a pair I J names another switch J that I toggles.
    for seed in 0..20 {
        let input = generated(
            "switch-problem",
            &["--count", "3", "--seed", &seed.to_string()],
        );
        valid("switch-problem", &[], &input);
        let input = String::from_utf8(input).unwrap();
        let mut lines = input.lines().skip(1);
        for _ in 0..3 {
            let n: usize = lines.next().unwrap().parse().unwrap();
            assert!((1..=28).contains(&n));
            lines.next();
            lines.next();
            for line in lines.by_ref() {
                let (i, j) = line.split_once(' ').unwrap();
                if line == "0 0" {
                    break;
                }
                assert_ne!(i, j, "{input}");
            }
        }
    }
    refused(
        "switch-problem",
        &[],
        "1\n0\n",
        "case 1, line 2, column 1: expected the number of switches from 1 to 28, found 0",
    );
    refused(
        "switch-problem",
        &[],
        "1\n29\n",
        "case 1, line 2, column 1: expected the number of switches from 1 to 28, found 29",
    );
    refused(
        "switch-problem",
        &[],
        "1\n3\n0 0 0\n1 1 1\n1 2\n2 2\n0 0\n",
        "case 1, line 2, column 1: the pair 2 2 names a switch for itself, which the judge does not pose (a switch always toggles itself)",
    );
    // A pair may come again.
    valid("switch-problem", &[], "1\n3\n0 0 0\n1 1 1\n1 2\n1 2\n0 0\n");
}

#[test]
fn lanterns_holds_to_hdu_3364_cases_queries_and_sets_of_lanterns() {
    // T at most 5; 1 <= n, m <= 50; 1 <= Q <= 1000; a switch a set.
    let input = generated("lanterns", &["--count", "5", "--size", "50x50"]);
    valid("lanterns", &[], &input);
    let (code, err) = gen_refused("lanterns", &["--count", "6"]);
    assert_eq!(
        (code, err.as_str()),
        (
            Some(2),
            "flipswap gen lanterns: the judge gives at most 5 cases an input: --count 6 is not drawn here (see 'flipswap help gen')\n"
        )
    );
    refused(
        "lanterns",
        &[],
        "1\n3 1\n2 2 2\n1\n0 0 0\n",
        "case 1, line 3, column 5: the lantern 2 is listed twice for this switch",
    );
    refused(
        "lanterns",
        &[],
        "1\n3 1\n1 2\n0\n",
        "case 1, line 4, column 1: expected the number of queries from 1 to 1000, found 0",
    );
    refused(
        "lanterns",
        &[],
        "1\n3 1\n1 2\n1001\n",
        "case 1, line 4, column 1: expected the number of queries from 1 to 1000, found 1001",
    );
    refused(
        "lanterns",
        &[],
        "1\n51 1\n",
        "case 1, line 2, column 1: expected the number of lanterns from 1 to 50, found 51",
    );
    refused(
        "lanterns",
        &[],
        "1\n3 0\n",
        "case 1, line 2, column 3: expected the number of switches from 1 to 50, found 0",
    );
    refused(
        "lanterns",
        &[],
        "1\n3 1\n4 1 2 3 1\n",
        "case 1, line 3, column 1: expected the number of lanterns the switch toggles from 0 to 3, found 4",
    );
}

/// HDU 5755's rule: a press adds 2 to its cell, 1 to each neighbour.
const GAMBLER: &[&[u8]] = &[&[0, 1, 0], &[1, 2, 1], &[0, 1, 0]];

#[test]
fn gambler_bo_holds_to_hdu_5755_boards_that_some_presses_clear() {
    // Every 2 x 2 board (the rule's kernel there is not 0, so some boards
    // no presses clear): valid exactly where the test's elimination
    // clears it.
    let matrix = Matrix::grid(2, 2, GAMBLER, false, 3);
    let mut refusals = 0;
    for number in 0..81u32 {
        let board: Vec<u8> = (0..4).map(|i| (number / 3u32.pow(i) % 3) as u8).collect();
        let input = format!(
            "1\n2 2\n{} {}\n{} {}\n",
            board[0], board[1], board[2], board[3]
        );
        if matrix.solvable(&board, &[0; 4]) {
            valid("gambler-bo", &[], &input);
        } else {
            refusals += 1;
            refused(
                "gambler-bo",
                &[],
                &input,
                "case 1, line 2, column 1: no presses make every value 0, and the judge guarantees that some do",
            );
        }
    }
    assert_eq!(refusals, 81 - 27);
    // What gen draws, some presses clear; at most 10 cases.
    for seed in ["1", "2", "3"] {
        let input = generated(
            "gambler-bo",
            &["--count", "10", "--size", "4x5", "--seed", seed],
        );
        valid("gambler-bo", &[], &input);
        let input = String::from_utf8(input).unwrap();
        let mut lines = input.lines().skip(1);
        let matrix = Matrix::grid(4, 5, GAMBLER, false, 3);
        for _ in 0..10 {
            lines.next();
            let board: Vec<u8> = lines
                .by_ref()
                .take(4)
                .flat_map(|row| {
                    row.split(' ')
                        .map(|v| v.parse::<u8>().unwrap())
                        .collect::<Vec<_>>()
                })
                .collect();
            assert!(matrix.solvable(&board, &[0; 20]), "{input}");
        }
    }
    let (code, _) = gen_refused("gambler-bo", &["--count", "11"]);
    assert_eq!(code, Some(2));
}

/// The cross.
const CROSS: &[&[u8]] = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];

#[test]
fn harmonious_holds_to_p3164_sizes_that_have_a_matrix() {
    // A size is posed exactly where the cross's presses that change
    // nothing are more than none: by the test's own elimination.
    let mut posed = 0;
    for rows in 1..=9u8 {
        for cols in 1..=9u8 {
            let matrix = Matrix::grid(rows.into(), cols.into(), CROSS, false, 2);
            let has = matrix.rank() < usize::from(rows) * usize::from(cols);
            let size = format!("{rows}x{cols}");
            let input = format!("{rows} {cols}\n");
            if has {
                posed += 1;
                valid("harmonious", &[], &input);
                assert_eq!(
                    generated("harmonious", &["--size", &size]),
                    input.as_bytes()
                );
            } else {
                let none = format!(
                    "no matrix of {size} but all 0 is harmonious, and the judge guarantees that one is"
                );
                refused(
                    "harmonious",
                    &[],
                    &input,
                    &format!("case 1, line 1, column 1: {none}"),
                );
                let (code, err) = gen_refused("harmonious", &["--size", &size]);
                assert_eq!(
                    (code, err),
                    (
                        Some(2),
                        format!("flipswap gen harmonious: {none} (see 'flipswap help gen')\n")
                    )
                );
            }
        }
    }
    assert!(posed > 10 && posed < 81, "{posed}");
    // Drawn sizes have one.
    for seed in 0..20 {
        let input =
            String::from_utf8(generated("harmonious", &["--seed", &seed.to_string()])).unwrap();
        let (rows, cols) = input.trim_end().split_once(' ').unwrap();
        let (rows, cols): (usize, usize) = (rows.parse().unwrap(), cols.parse().unwrap());
        assert!(
            Matrix::grid(rows, cols, CROSS, false, 2).rank_mod2() < rows * cols,
            "{input}"
        );
    }
}
