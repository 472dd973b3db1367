//! The searches' bound and what a long search keeps, through the built
//! binary: `--limit N` stops the run at the first case that searches more
//! than N positions, with the answers before it printed and exit status 4;
//! and the answers before a long case reach standard output before it is
//! searched, so that a run killed during it loses none.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::common::cli::{BIN, flipswap};

/// A board one move from the goal, then one of the boards that need 80
/// moves (the most any needs), in 15 Puzzle's format (AOJ ALDS1_13_C).
const EASY_THEN_HARDEST: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n\
                                 0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n";

#[test]
fn a_case_over_the_limit_stops_the_run_after_the_answers_before_it() {
    assert_eq!(
        flipswap(&["fifteen-count", "--limit", "1000000"], EASY_THEN_HARDEST),
        (
            "1\n".to_owned(),
            "flipswap fifteen-count: case 2: no answer within --limit 1000000 positions\n"
                .to_owned(),
            Some(4)
        )
    );
    // UVa 10181's format: a count, then the boards; the judge's search
    // goes no deeper than 50 moves, so the far board is one of 26.
    let uva = "2\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n\
               1 2 7 4\n5 6 10 8\n13 12 15 3\n14 0 9 11\n";
    assert_eq!(
        flipswap(&["fifteen", "--limit=500"], uva),
        (
            "R\n".to_owned(),
            "flipswap fifteen: case 2: no answer within --limit 500 positions\n".to_owned(),
            Some(4)
        )
    );
    // Sliding tiles: a 3 × 3 pair from a table, then a far 4 × 4 pair.
    let sliding = "1 2 3\n0 4 5\n\n1 2 3\n4 5 0\n\n\
                   0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n\n\
                   1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n";
    assert_eq!(
        flipswap(&["sliding", "--limit", "1000"], sliding),
        (
            "2\nrr\n".to_owned(),
            "flipswap sliding: case 2: no answer within --limit 1000 positions\n".to_owned(),
            Some(4)
        )
    );
}

/// With `--keep-going`, each case over the limit is named on stderr as it
/// is met and the run goes on; the exit status is 4 at the end. The
/// answers are those of the cases within it, in order: the goal's 0 and
/// the one-move board's 1 by the puzzle's rules, AOJ's sample's 8 by the
/// judge.
#[test]
fn keep_going_names_each_case_over_the_limit_and_answers_the_rest() {
    let aoj = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n";
    let goal = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
    let input = format!("{EASY_THEN_HARDEST}{aoj}{EASY_THEN_HARDEST}{goal}");
    let (out, err, status) = flipswap(
        &["fifteen-count", "--limit", "1000000", "--keep-going"],
        &input,
    );
    assert_eq!(out, "1\n8\n1\n0\n");
    assert_eq!(
        err,
        "flipswap fifteen-count: case 2: no answer within --limit 1000000 positions; going on\n\
         flipswap fifteen-count: case 5: no answer within --limit 1000000 positions; going on\n\
         flipswap fifteen-count: 2 cases with no answer within --limit; the others answered\n"
    );
    assert_eq!(status, Some(4));
    // Every case within the limit: as without it.
    let easy = format!("{aoj}{goal}");
    let going = flipswap(
        &["fifteen-count", "--limit", "1000000", "--keep-going"],
        &easy,
    );
    assert_eq!(going, ("8\n0\n".to_owned(), String::new(), Some(0)));
    // A bad case after a skipped one still stops the run, as bad input.
    let bad = format!("{EASY_THEN_HARDEST}1 2 3\n");
    let (out, err, status) = flipswap(
        &["fifteen-count", "--limit", "1000000", "--keep-going"],
        &bad,
    );
    assert_eq!((out.as_str(), status), ("1\n", Some(1)), "{err}");
    assert!(
        err.contains("case 2: no answer within") && err.contains("case 3, line 9"),
        "{err}"
    );
    // It asks for a limit, and only the searches take it.
    for args in [
        &["fifteen-count", "--keep-going"][..],
        &["lights", "--keep-going"],
        &["check", "fifteen", "--keep-going"],
    ] {
        let (out, err, status) = flipswap(args, "");
        assert_eq!((out.as_str(), status), ("", Some(2)), "{args:?}");
        assert!(err.contains("--keep-going"), "{args:?}: {err}");
    }
}

#[test]
fn cases_within_the_limit_answer_as_without_it() {
    let easy =
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n1 2 3 4\n5 6 0 8\n9 10 7 12\n13 14 11 15\n";
    let bounded = flipswap(&["fifteen-count", "--limit", "1000"], easy);
    assert_eq!(bounded, flipswap(&["fifteen-count"], easy));
    assert_eq!(bounded, ("1\n3\n".to_owned(), String::new(), Some(0)));
    // Unsolvable boards and the goal need no search at all.
    let goal_and_swapped = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n\
                            2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
    assert_eq!(
        flipswap(&["fifteen-count", "--limit", "1"], goal_and_swapped),
        (
            "0\nThis puzzle is not solvable.\n".to_owned(),
            String::new(),
            Some(0)
        )
    );
}

#[test]
fn the_answers_before_a_long_search_reach_standard_output_before_it() {
    let mut child = Command::new(BIN)
        .arg("fifteen-count")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin
        .write_all(EASY_THEN_HARDEST.as_bytes())
        .expect("the input is written");
    drop(stdin);
    let stdout = child.stdout.take().expect("stdout is piped");
    let (sent, received) = mpsc::channel();
    thread::spawn(move || {
        let mut first = String::new();
        let _ = BufReader::new(stdout).read_line(&mut first);
        let _ = sent.send(first);
    });
    // The hardest board takes minutes; the easy one's answer comes within
    // milliseconds of its search passing a few milliseconds.
    let first = received.recv_timeout(Duration::from_secs(30));
    child.kill().expect("the search is stopped");
    child.wait().expect("the child ends");
    assert_eq!(first.as_deref(), Ok("1\n"));
}
