//! The command line's parsing, checked apart from running it.

use super::*;

fn parse_words(words: &[&str]) -> Result<Command, UsageError> {
    parse(words.iter().map(OsString::from))
}

fn files(names: &[&str]) -> Vec<OsString> {
    names.iter().map(OsString::from).collect()
}

/// The one line a usage error prints after `flipswap: `.
fn error(words: &[&str]) -> String {
    match parse_words(words) {
        Err(error) => error.to_string(),
        Ok(command) => panic!("{words:?} parsed as {command:?}"),
    }
}

/// Checks that each case's words are refused with its line.
fn refused(cases: &[(&[&str], &str)]) {
    for (words, message) in cases {
        assert_eq!(error(words), *message, "{words:?}");
    }
}

/// Answering `name`'s cases in `given` (standard input when none), drawing
/// the boards or not.
fn solve(name: &str, show: bool, given: &[&str]) -> Result<Command, UsageError> {
    let (puzzle, files) = (crate::puzzle::named(name), files(given));
    let options = Options::new(show, Goal::AllOff);
    Ok(Command::Solve {
        puzzle,
        options,
        files,
    })
}

/// Judging `name`'s answers in `given` for `goal`.
fn check(name: &str, goal: Goal, given: &[&str]) -> Result<Command, UsageError> {
    let (puzzle, files) = (crate::puzzle::named(name), files(given));
    Ok(Command::Check {
        puzzle,
        options: Options::new(false, goal),
        files,
    })
}

#[test]
fn a_puzzle_alone_reads_standard_input() {
    for puzzle in registry::ROWS {
        assert_eq!(parse_words(&[puzzle.name]), solve(puzzle.name, false, &[]));
    }
}

#[test]
fn files_follow_the_puzzle_and_show_goes_anywhere_before_a_double_dash() {
    let given = ["a.txt", "-", "b.txt"];
    let words = ["--show", "fridge", "a.txt", "-", "b.txt"];
    assert_eq!(parse_words(&words), solve("fridge", true, &given));
    let words = ["lights", "a.txt", "--show"];
    assert_eq!(parse_words(&words), solve("lights", true, &["a.txt"]));
    let (words, given) = (["lights", "--", "--show", "-h", "-"], ["--show", "-h", "-"]);
    assert_eq!(parse_words(&words), solve("lights", false, &given));
}

#[test]
fn a_search_takes_a_limit_of_positions_and_the_others_refuse_it() {
    for (words, limit) in [
        (&["fifteen", "--limit", "5000"][..], 5_000),
        (&["--limit=7", "sliding"][..], 7),
        (
            &["fifteen-count", "--limit", "18446744073709551615"],
            u64::MAX,
        ),
    ] {
        let command = parse_words(words);
        assert!(
            matches!(command, Ok(Command::Solve { options, .. }) if options.limit == limit),
            "{words:?}: {command:?}"
        );
    }
    refused(&[
        (
            &["fifteen", "--limit", "0"],
            "--limit takes a number of positions from 1 to 18446744073709551615, not '0' (see 'flipswap --help')",
        ),
        (
            &["fifteen", "--limit", "5", "--limit=6"],
            "--limit is given twice; give it once (see 'flipswap --help')",
        ),
        (
            &["eight", "--limit", "5"],
            "--limit does not go with eight; it goes with lights-out, fifteen, fifteen-count, sliding, graph-lights (see 'flipswap --help')",
        ),
        (
            &["check", "fifteen", "--limit", "5"],
            "--limit does not go with check (see 'flipswap help check')",
        ),
        (
            &["fifteen", "--limt", "5"],
            "unknown option '--limt'; did you mean '--limit'? (see 'flipswap --help')",
        ),
    ]);
}

#[test]
fn a_search_takes_quiet_and_the_others_refuse_it() {
    for words in [
        &["fifteen", "--quiet"][..],
        &["--quiet", "fifteen-count", "a.txt"][..],
        &["sliding", "--limit", "9", "--quiet", "--show"][..],
    ] {
        let command = parse_words(words);
        assert!(
            matches!(command, Ok(Command::Solve { options, .. }) if options.quiet),
            "{words:?}: {command:?}"
        );
    }
    assert!(matches!(
        parse_words(&["fifteen"]),
        Ok(Command::Solve { options, .. }) if !options.quiet
    ));
    for puzzle in registry::ROWS {
        let name = puzzle.name;
        let quiet = parse_words(&[name, "--quiet"]);
        assert_eq!(quiet.is_ok(), puzzle.takes(Opt::Quiet), "{name}");
    }
    refused(&[
        (
            &["eight", "--quiet"],
            "--quiet does not go with eight; it goes with lights-out, fifteen, fifteen-count, sliding, graph-lights (see 'flipswap --help')",
        ),
        (
            &["sliding", "--quiet", "--quiet"],
            "--quiet is given twice; give it once (see 'flipswap --help')",
        ),
        (
            &["check", "fifteen", "--quiet"],
            "--quiet does not go with check (see 'flipswap help check')",
        ),
        (
            &["fifteen", "--quite"],
            "unknown option '--quite'; did you mean '--quiet'? (see 'flipswap --help')",
        ),
        (
            &["fifteen", "-quiet"],
            "unknown option '-quiet'; did you mean '--quiet'? (see 'flipswap --help')",
        ),
    ]);
}

#[test]
fn check_takes_a_puzzle_and_files() {
    let words = ["check", "swap-game"];
    assert_eq!(parse_words(&words), check("swap-game", Goal::AllOff, &[]));
    let (words, goal) = (
        ["check", "lights-out", "--goal=one-colour"],
        Goal::OneColour,
    );
    assert_eq!(parse_words(&words), check("lights-out", goal, &[]));
    let (words, given) = (
        ["check", "flip-game", "answers.txt", "-"],
        ["answers.txt", "-"],
    );
    assert_eq!(
        parse_words(&words),
        check("flip-game", Goal::AllOff, &given)
    );
}

#[test]
fn help_comes_as_a_subcommand_or_an_option() {
    let help = |words: &[&str]| parse_words(words).map_err(|e| e.to_string());
    for words in [
        &["help"][..],
        &["help", "help"],
        &["--help"],
        &["-h"],
        &["--version", "-h"],
    ] {
        assert_eq!(help(words), Ok(Command::Help(Topic::General)), "{words:?}");
    }
    for words in [
        &["help", "check"][..],
        &["check", "--help"],
        &["check", "fridge", "-h"],
        &["-h", "check", "lights", "a.txt"],
    ] {
        assert_eq!(help(words), Ok(Command::Help(Topic::Check)), "{words:?}");
    }
    for words in [
        &["help", "swap-game"][..],
        &["swap-game", "--help"],
        &["swap-game", "--show", "a.txt", "-h"],
    ] {
        assert_eq!(
            help(words),
            Ok(Command::Help(Topic::Puzzle(crate::puzzle::named(
                "swap-game"
            )))),
            "{words:?}"
        );
    }
    assert_eq!(help(&["-V"]), Ok(Command::Version));
    assert_eq!(help(&["fridge", "--version"]), Ok(Command::Version));
}

#[test]
fn every_help_text_describes_every_option_it_lists() {
    for topic in [Topic::General, Topic::Check]
        .into_iter()
        .chain(registry::ROWS.iter().map(Topic::Puzzle))
    {
        let text = topic.text();
        let options = text
            .split_once("\noptions:\n")
            .map(|(_, rest)| rest)
            .expect("an options section");
        let section = options.split("\n\n").next().unwrap_or_default();
        for line in section.lines() {
            let (names, description) = line.trim_start().split_once("  ").expect(line);
            assert!(names.starts_with('-'), "{line:?}");
            assert!(
                !description.trim().is_empty(),
                "{line:?} has no description"
            );
        }
        assert!(text.lines().all(|line| line.len() <= 100), "{text}");
    }
}

#[test]
fn an_unknown_puzzle_names_the_nearest_in_one_line() {
    for (typo, meant) in [
        ("FlipGame", "flip-game"),
        ("flip game", "flip-game"),
        ("firdge", "fridge"),
        ("fridg", "fridge"),
        ("light", "lights"),
        ("swap", "swap-game"),
        ("swapgame", "swap-game"),
        ("Swap_Game", "swap-game"),
    ] {
        assert_eq!(
            error(&[typo]),
            format!("unknown puzzle '{typo}'; did you mean '{meant}'? (see 'flipswap --help')")
        );
    }
    refused(&[
        (
            &["sudoku"],
            "unknown puzzle 'sudoku'; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap --help')",
        ),
        (
            &["check", "lihgts"],
            "unknown puzzle 'lihgts'; did you mean 'lights'? (see 'flipswap help check')",
        ),
        (
            &["help", "chekc"],
            "unknown puzzle 'chekc'; did you mean 'check'? (see 'flipswap --help')",
        ),
        (
            &["flip_game"],
            "unknown puzzle 'flip_game'; did you mean 'flip-game'? (see 'flipswap --help')",
        ),
    ]);
}

#[test]
fn an_option_given_twice_or_to_a_subcommand_that_does_not_take_it_is_refused() {
    refused(&[
        (
            &["lights-out", "--goal", "on", "--goal=off"],
            "--goal is given twice; give it once (see 'flipswap --help')",
        ),
        (
            &["--show", "fridge", "--show"],
            "--show is given twice; give it once (see 'flipswap --help')",
        ),
        (
            &["swap-game", "--goal", "on"],
            "--goal does not go with swap-game; it goes with lights-out (see 'flipswap --help')",
        ),
    ]);
    for puzzle in registry::ROWS {
        let name = puzzle.name;
        let shown = parse_words(&[name, "--show"]);
        assert_eq!(shown.is_ok(), puzzle.takes(Opt::Show), "{name}");
        let goal = parse_words(&[name, "--goal", "on"]);
        assert_eq!(goal.is_ok(), puzzle.takes(Opt::Goal), "{name}");
    }
}

#[test]
fn a_misspelt_subcommand_names_the_one_meant() {
    refused(&[
        (
            &["chek", "fridge"],
            "unknown subcommand 'chek'; did you mean 'check'? (see 'flipswap --help')",
        ),
        (
            &["hlep"],
            "unknown subcommand 'hlep'; did you mean 'help'? (see 'flipswap --help')",
        ),
        (
            &["check", "fridg"],
            "unknown puzzle 'fridg'; did you mean 'fridge'? (see 'flipswap help check')",
        ),
        // Two letters swapped, even in a word of three.
        (
            &["gne", "fridge"],
            "unknown subcommand 'gne'; did you mean 'gen'? (see 'flipswap --help')",
        ),
        (
            &["help", "valiadte"],
            "unknown puzzle 'valiadte'; did you mean 'validate'? (see 'flipswap --help')",
        ),
    ]);
    assert!(
        error(&["help", "nosuch"])
            .ends_with("harmonious, check, gen and validate (see 'flipswap --help')")
    );
}

#[test]
fn other_usage_errors_are_one_line_pointing_at_the_help() {
    refused(&[
        (
            &[],
            "no puzzle given; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap --help')",
        ),
        (
            &["check"],
            "no puzzle given to check; the puzzles are flip-game, fridge, lights, lights-out, swap-game, fliptile, extended-lights-out, painter, lights-off, switches, water-bowls, flip-cards, moving-toys, eight, eight-ii, eight-digits, fifteen, fifteen-count, sliding, graph-lights, switch-problem, lanterns, gambler-bo and harmonious (see 'flipswap help check')",
        ),
        (
            &["flip-game", "--xyzzy"],
            "unknown option '--xyzzy' (see 'flipswap --help')",
        ),
        (
            &["flip-game", "--shwo"],
            "unknown option '--shwo'; did you mean '--show'? (see 'flipswap --help')",
        ),
        (
            &["-show", "fridge"],
            "unknown option '-show'; did you mean '--show'? (see 'flipswap --help')",
        ),
        (
            &["check", "fridge", "--show"],
            "--show does not go with check (see 'flipswap help check')",
        ),
        (
            &["help", "fridge", "lights"],
            "unexpected argument 'lights' (see 'flipswap --help')",
        ),
    ]);
    assert!(error(&["-s"]).starts_with("unknown option '-s' ("));
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_unicode_are_files_or_shown_as_they_look() {
    use std::os::unix::ffi::OsStringExt;
    let odd = OsString::from_vec(b"boards\xFF.txt".to_vec());
    assert_eq!(
        parse([OsString::from("lights"), odd.clone()]),
        Ok(Command::Solve {
            puzzle: crate::puzzle::named("lights"),
            options: Options::new(false, Goal::AllOff),
            files: vec![odd],
        })
    );
    let name = OsString::from_vec(b"flip\xFFgame".to_vec());
    assert_eq!(
        parse([name]).map_err(|e| e.to_string()),
        Err(
            "unknown puzzle 'flip\u{FFFD}game'; did you mean 'flip-game'? (see 'flipswap --help')"
                .to_owned()
        )
    );
}

#[test]
fn check_as_a_special_judge_takes_its_protocol_s_three_files() {
    assert_eq!(
        parse_words(&["check", "fridge", "--testlib", "in", "out", "ans"]),
        Ok(Command::Special {
            puzzle: crate::puzzle::named("fridge"),
            options: Options::new(false, Goal::AllOff),
            special: Special::Testlib {
                input: "in".into(),
                output: "out".into(),
                answer: "ans".into(),
            },
        })
    );
    assert_eq!(
        parse_words(&[
            "check",
            "lights-out",
            "in",
            "ans",
            "dir",
            "--domjudge",
            "--goal=on"
        ]),
        Ok(Command::Special {
            puzzle: crate::puzzle::named("lights-out"),
            options: Options::new(false, Goal::AllOn),
            special: Special::Domjudge {
                input: "in".into(),
                answer: "ans".into(),
                feedback: "dir".into(),
            },
        })
    );
    assert_eq!(
        parse_words(&["check", "fridge", "--testlib", "--help"]),
        Ok(Command::Help(Topic::Check))
    );
}

#[test]
fn a_special_judge_s_usage_errors_are_one_line_pointing_at_check_s_help() {
    refused(&[
        (
            &["check", "fridge", "--testlib", "in", "out"],
            "--testlib takes three files, INPUT OUTPUT ANSWER; 2 files given (see 'flipswap help check')",
        ),
        (
            &["check", "fridge", "--domjudge"],
            "--domjudge takes three files, INPUT ANSWER FEEDBACKDIR; 0 files given (see 'flipswap help check')",
        ),
        (
            &["check", "fridge", "--testlib", "--domjudge", "a", "b", "c"],
            "--testlib and --domjudge do not go together; give one (see 'flipswap help check')",
        ),
        (
            &["check", "fridge", "--testlib", "a", "b", "c", "--testlib"],
            "--testlib is given twice; give it once (see 'flipswap --help')",
        ),
        (
            &["fridge", "--domjudge", "a", "b", "c"],
            "--domjudge goes with check only (see 'flipswap help check')",
        ),
        (
            &["check", "fridge", "--show", "--testlib", "a", "b", "c"],
            "--show does not go with check (see 'flipswap help check')",
        ),
        (
            &[
                "check",
                "swap-game",
                "--goal",
                "on",
                "--testlib",
                "a",
                "b",
                "c",
            ],
            "--goal does not go with check swap-game; it goes with check lights-out (see 'flipswap help check')",
        ),
        (
            &["check", "fridge", "--testlb", "a", "b", "c"],
            "unknown option '--testlb'; did you mean '--testlib'? (see 'flipswap --help')",
        ),
    ]);
}

#[test]
fn validate_takes_a_puzzle_a_size_and_files() {
    assert_eq!(
        parse_words(&[
            "validate",
            "lights-out",
            "--size",
            "6x7",
            "a.txt",
            "-",
            "--",
            "-b"
        ]),
        Ok(Command::Validate {
            puzzle: crate::puzzle::named("lights-out"),
            size: Some((6, 7)),
            rule: flipswap::press::LightsRule::PLAIN,
            files: files(&["a.txt", "-", "-b"]),
        })
    );
    assert_eq!(
        parse_words(&["validate", "--size=4x4", "swap-game"]),
        Ok(Command::Validate {
            puzzle: crate::puzzle::named("swap-game"),
            size: Some((4, 4)),
            rule: flipswap::press::LightsRule::PLAIN,
            files: vec![],
        })
    );
    assert_eq!(
        parse_words(&["validate", "fliptile", "--help"]),
        Ok(Command::Help(Topic::Validate))
    );
    assert_eq!(
        parse_words(&["help", "validate"]),
        Ok(Command::Help(Topic::Validate))
    );
    refused(&[
        (
            &["validate", "sliding", "--size", "3x3", "--size", "3x3"],
            "--size is given twice; give it once (see 'flipswap help validate')",
        ),
        (
            &["gen", "flip-game", "--seed", "1", "--seed=2"],
            "--seed is given twice; give it once (see 'flipswap help gen')",
        ),
        (
            &["gen", "eight-ii", "--count", "0"],
            "--count takes a number of cases from 1, not '0' (see 'flipswap help gen')",
        ),
        (
            &["validate", "sliding", "--size", "3by3"],
            "--size takes rows and columns like 5x5, not '3by3' (see 'flipswap help validate')",
        ),
        (
            &["validate", "--show", "flip-game"],
            "unknown option '--show' of validate (see 'flipswap help validate')",
        ),
    ]);
    assert!(matches!(
        parse_words(&["gen", "fifteen", "--quiet", "--count", "3"]),
        Ok(Command::Gen { spec, .. }) if spec.quiet && spec.count == 3
    ));
}

#[test]
fn a_rule_turns_lights_out_to_its_row_and_goes_with_no_other_puzzle() {
    use flipswap::press::{Edges, Stencil};
    use flipswap::press::{LightsRule, Shape};
    let Ok(Command::Solve {
        puzzle, options, ..
    }) = parse_words(&[
        "lights-out",
        "--rule=x",
        "--torus",
        "--states",
        "3",
        "--limit",
        "9",
    ])
    else {
        panic!("a command to answer");
    };
    assert_eq!(puzzle, &flipswap::registry::RULED_LIGHTS_OUT);
    let rule = LightsRule {
        shape: Shape::Stencil(Stencil::X),
        edges: Edges::Torus,
        states: 3,
    };
    assert_eq!((options.rule, options.limit), (rule, 9));
    let Ok(Command::Validate { puzzle, rule, .. }) =
        parse_words(&["validate", "lights-out", "--states=3"])
    else {
        panic!("a command to validate");
    };
    assert_eq!(
        (puzzle, rule.states),
        (&flipswap::registry::RULED_LIGHTS_OUT, 3)
    );
    assert_eq!(
        error(&["gen", "fridge", "--rule", "king"]),
        "--rule does not go with gen fridge; it goes with gen lights-out (see 'flipswap help gen')"
    );
    assert_eq!(
        error(&["lights-out", "--torus", "--torus"]),
        "--torus is given twice; give it once (see 'flipswap --help')"
    );
}
