//! Progress where a person waits, through the built binary: `--quiet` on
//! the three searches (`fifteen`, `fifteen-count`, `sliding`) and nowhere
//! else, and a long case's progress line never written when standard error
//! is not a terminal (here a pipe). The line's words, and when it is shown,
//! are unit tests of the command line's `progress.rs`.

use crate::common::cli::flipswap;
use crate::common::sliding::Grid;

/// A quick case of each search, and its answer.
const QUICK: [(&str, &str, &str); 3] = [
    (
        "fifteen",
        "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
        "LLLDRDRDR\n",
    ),
    (
        "fifteen-count",
        "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n",
        "8\n",
    ),
    ("sliding", "1 2 3\n0 4 5\n\n1 2 3\n4 5 0\n", "2\nrr\n"),
];

#[test]
fn the_searches_take_quiet_and_answer_as_without_it() {
    for (name, input, answer) in QUICK {
        for args in [&[name][..], &[name, "--quiet"], &["--quiet", name, "-"]] {
            assert_eq!(
                flipswap(args, input),
                (answer.to_owned(), String::new(), Some(0)),
                "{args:?}"
            );
        }
    }
}

#[test]
fn the_others_refuse_quiet_with_the_usual_words() {
    let searches = "it goes with lights-out, fifteen, fifteen-count, sliding, graph-lights";
    for (args, problem) in [
        (
            &["eight", "--quiet"][..],
            format!("--quiet does not go with eight; {searches} (see 'flipswap --help')"),
        ),
        (
            &["fridge", "--quiet"],
            format!("--quiet does not go with fridge; {searches} (see 'flipswap --help')"),
        ),
        (
            &["check", "fifteen", "--quiet"],
            "--quiet does not go with check (see 'flipswap help check')".to_owned(),
        ),
        (
            &["sliding", "--quiet", "--quiet"],
            "--quiet is given twice; give it once (see 'flipswap --help')".to_owned(),
        ),
        (
            &["fifteen", "--quite"],
            "unknown option '--quite'; did you mean '--quiet'? (see 'flipswap --help')".to_owned(),
        ),
    ] {
        let (out, err, code) = flipswap(args, "");
        assert_eq!(
            (out.as_str(), err, code),
            ("", format!("flipswap: {problem}\n"), Some(2)),
            "{args:?}"
        );
    }
}

#[test]
fn help_lists_quiet_where_it_is_taken() {
    for (name, _, _) in QUICK {
        let (help, _, _) = flipswap(&["help", name], "");
        assert!(help.contains(" [--quiet] "), "{name}: {help}");
        assert!(help.contains("\n  --quiet "), "{name}: {help}");
    }
    let (help, _, _) = flipswap(&["help", "eight"], "");
    assert!(!help.contains("--quiet"), "{help}");
    let (help, _, _) = flipswap(&["--help"], "");
    assert!(help.contains("\n  --quiet "), "{help}");
}

/// A 3 × 4 start 53 moves from the goal, the most any start needs: about
/// 2 s of search on the 2-core machine of the help's figures.
const FAR_THREE_BY_FOUR: [u8; 12] = [0, 8, 2, 9, 11, 3, 6, 5, 4, 7, 10, 1];

#[test]
fn a_long_case_writes_nothing_on_standard_error_when_it_is_not_a_terminal() {
    let start = Grid {
        rows: 3,
        cols: 4,
        cells: FAR_THREE_BY_FOUR.to_vec(),
    };
    let target = Grid::goal(3, 4);
    let input = format!("{}\n\n{}\n", start.text(), target.text());
    let (out, err, code) = flipswap(&["sliding"], &input);
    // Standard error is a pipe: no progress line, nothing at all.
    assert_eq!((err.as_str(), code), ("", Some(0)));
    let (count, moves) = out.split_once('\n').expect("two lines");
    let moves = moves.trim_end();
    assert_eq!(count, moves.len().to_string(), "{out}");
    // No start needs more than 53 moves to this target.
    assert!(moves.len() <= 53, "{out}");
    assert_eq!(start.replay(moves), Some(target));
}
