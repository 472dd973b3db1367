//! The 8-puzzle through the built binary: the three judges' samples byte
//! for byte, bad boards named at their line and column with the answers
//! before them printed, `--show`, and `check` of each judge, right answers
//! accepted and wrong ones refused at the right line.

use crate::common;

use common::cli::flipswap;

#[test]
fn the_three_judges_samples_print_byte_for_byte() {
    let (out, _, status) = flipswap(&["eight"], "2 3 4 1 5 x 7 6 8\n");
    assert_eq!((out.as_str(), status), ("ullddrurdllurdruldr\n", Some(0)));
    let eight_ii = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
    let (out, _, status) = flipswap(&["eight-ii"], eight_ii);
    assert_eq!(
        (out.as_str(), status),
        ("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n", Some(0))
    );
    let (out, _, status) = flipswap(&["eight-digits"], "283104765\n");
    assert_eq!((out.as_str(), status), ("4\n", Some(0)));
}

#[test]
fn the_goal_an_unsolvable_board_and_no_moves_print_as_the_judges_want() {
    let input = "1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n";
    let (out, _, status) = flipswap(&["eight"], input);
    assert_eq!((out.as_str(), status), ("\nunsolvable\n", Some(0)));
    let (out, _, _) = flipswap(&["eight-ii"], "1\n12345678X\n12345678X\n");
    assert_eq!(out, "Case 1: 0\n\n");
    let (out, _, _) = flipswap(&["eight-digits"], "123804765\n");
    assert_eq!(out, "0\n");
}

#[test]
fn a_bad_board_is_named_at_its_line_and_column_after_the_answers_before_it() {
    let good = "2 3 4 1 5 x 7 6 8\n";
    for (bad, message) in [
        (
            "2 3 4 1 5 x 7 3 8",
            "case 2, line 2, column 15: expected each tile once, found 3 a second time",
        ),
        (
            "2 3 4 1 5 6 7 9 8",
            "case 2, line 2, column 15: expected a tile from 1 to 8, found 9",
        ),
        (
            "2 3 4 1 5 x 7 6 8 1",
            "case 2, line 2, column 19: expected end of line, found '1'",
        ),
        (
            "2 3 4 1 q x 7 6 8",
            "case 2, line 2, column 9: expected a tile, found 'q'",
        ),
        (
            "2 3 4 1 5 6 7 8 4",
            "case 2, line 2, column 17: expected each tile once, found 4 a second time",
        ),
    ] {
        let (out, err, status) = flipswap(&["eight"], &[good, bad, "\n", good].concat());
        assert_eq!(out, "ullddrurdllurdruldr\n", "{bad}");
        assert_eq!(err, format!("flipswap eight: {message}\n"), "{bad}");
        assert_eq!(status, Some(1), "{bad}");
    }
    let (out, err, status) = flipswap(
        &["eight-ii"],
        "2\n12X453786\n12345678X\n12X453786\n21345678X\n",
    );
    assert_eq!(out, "Case 1: 2\ndd\n");
    assert!(
        err.starts_with("flipswap eight-ii: case 2, line 5, column 1: no moves take the start"),
        "{err}"
    );
    assert_eq!(status, Some(1));
    let (_, err, status) = flipswap(&["eight-digits"], "213804765\n");
    assert!(
        err.starts_with("flipswap eight-digits: case 1, line 1, column 1: no moves"),
        "{err}"
    );
    assert_eq!(status, Some(1));
}

#[test]
fn show_draws_the_start_and_the_board_after_each_move() {
    let (out, _, status) = flipswap(&["eight", "--show"], "1 2 3 4 5 6 x 7 8\n");
    assert_eq!(status, Some(0));
    assert_eq!(
        out,
        "rr\n\nstart:\n1 2 3\n4 5 6\nx 7 8\n\nmove r:\n1 2 3\n4 5 6\n7 x 8\n\nmove r:\n1 2 3\n4 5 6\n7 8 x\n\n"
    );
}

#[test]
fn check_eight_takes_any_moves_that_reach_the_goal_and_unsolvable_only_where_it_is() {
    let input = "2 3 4 1 5 x 7 6 8\nullddrurdllurdruldrud\n\
                 1 2 3 4 5 6 7 8 x\n\
                 2 1 3 4 5 6 7 8 x\nunsolvable\n\
                 2 3 4 1 5 x 7 6 8\nunsolvable\n\
                 2 3 4 1 5 x 7 6 8\nuu\n\
                 2 3 4 1 5 x 7 6 8\nullddrurdllurdrul\n\
                 2 3 4 1 5 x 7 6 8\nullxd\n";
    let (out, _, status) = flipswap(&["check", "eight"], input);
    assert_eq!(
        out,
        "case 1: ok\ncase 2: ok\ncase 3: ok\n\
         case 4: line 1 of the answer (input line 7): the goal can be reached in 19 moves, so the answer is not 'unsolvable'\n\
         case 5: line 1 of the answer (input line 9): move 2 takes the blank off the board\n\
         case 6: line 1 of the answer (input line 11): the moves do not reach the goal\n\
         case 7: line 1 of the answer (input line 13): expected a move 'u', 'd', 'l' or 'r', found 'x'\n\
         7 cases judged, 4 wrong\n"
    );
    assert_eq!(status, Some(3));
}

#[test]
fn check_eight_ii_wants_the_count_and_the_least_string() {
    let case = "12X453786\n12345678X\n";
    let input = [
        "4\n",
        case,
        "Case 1: 2\ndd\n",
        case,
        "Case 2: 3\ndd\n",
        case,
        "Case 3: 2\ndl\n",
        "1234X8765\n12345678X\n",
        "Case 4: 6\nrdlurd\n",
    ]
    .concat();
    let (out, _, status) = flipswap(&["check", "eight-ii"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "case 1: ok");
    assert_eq!(
        lines[1],
        "case 2: line 1 of the answer (input line 8): the least number of moves is 2, so 3 is not minimal"
    );
    assert_eq!(
        lines[2],
        "case 3: line 2 of the answer (input line 13): the moves do not reach the goal"
    );
    assert!(
        lines[3].starts_with("case 4: line 2 of the answer (input line 17): ")
            && lines[3].ends_with("'druldr' reads earlier in the order d, l, r, u"),
        "{out}"
    );
    assert_eq!(status, Some(3));
}

#[test]
fn check_eight_digits_wants_the_count() {
    let input = "283104765\n4\n283104765\n5\n123804765\n0\n";
    let (out, _, status) = flipswap(&["check", "eight-digits"], input);
    assert_eq!(
        out,
        "case 1: ok\n\
         case 2: line 1 of the answer (input line 4): the least number of moves is 4, so 5 is not minimal\n\
         case 3: ok\n3 cases judged, 1 wrong\n"
    );
    assert_eq!(status, Some(3));
}

#[test]
fn a_missing_answer_is_named_in_each_judges_terms() {
    for (args, input, expected) in [
        (
            &["check", "eight"][..],
            "2 3 4 1 5 x 7 6 8\n",
            "the moves (u, d, l, r) or 'unsolvable'",
        ),
        (
            &["check", "eight-ii"],
            "1\n12X453786\n12345678X\n",
            "'Case k: n' and the moves",
        ),
        (
            &["check", "eight-digits"],
            "283104765\n",
            "the number of moves",
        ),
        (
            &["check", "fifteen"],
            "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
            "the moves (L, R, U, D) or 'This puzzle is not solvable.'",
        ),
        (
            &["check", "sliding"],
            "1 2 3\n0 4 5\n\n1 2 3\n4 5 0\n",
            "the number of moves or 'Impossible'",
        ),
    ] {
        let (out, err, status) = flipswap(args, input);
        assert_eq!(status, Some(3), "{args:?}: {err}");
        assert!(
            out.contains(&format!("expected {expected}, found the end of the answer")),
            "{args:?}: {out}"
        );
    }
}
