//! `lights-out` with a rule (`--rule`, `--torus`, `--states`): the cross
//! as plain `lights-out` answers it, other rules against the tests' own
//! elimination with every free press weighed, bad options and bad cells
//! named, and `gen | validate | answer | check`.

use std::fmt::Write as _;

use crate::common::Random;
use crate::common::cli::flipswap;
use crate::common::press::Matrix;

/// `values` as rows of `cols` digits.
fn rows(values: &[u8], cols: usize) -> String {
    values
        .chunks(cols)
        .map(|row| row.iter().map(|v| char::from(b'0' + v)).collect::<String>() + "\n")
        .collect()
}

#[test]
fn the_cross_answers_as_plain_lights_out_at_every_goal() {
    let mut rng = Random(0x5EED_0001_2345_6789);
    let mut input = String::new();
    for _ in 0..60 {
        let (r, c) = (1 + rng.below(32) as usize, 1 + rng.below(32) as usize);
        let board: Vec<u8> = (0..r * c).map(|_| rng.below(2) as u8).collect();
        input.push_str(&rows(&board, c));
        input.push('\n');
    }
    for goal in ["off", "on", "one-colour"] {
        let plain = flipswap(&["lights-out", "--goal", goal], &input);
        let ruled = flipswap(
            &["lights-out", "--goal", goal, "--rule", ".#./###/.#."],
            &input,
        );
        assert_eq!(plain.2, Some(0), "{}", plain.1);
        assert_eq!(ruled, plain, "{goal}");
    }
}

#[test]
fn other_rules_give_the_fewest_presses_and_the_least_map() {
    let mut rng = Random(0x0BAD_CAFE_F00D_0042);
    let stencils: [(&str, &[&[u8]]); 4] = [
        ("x", &[&[1, 0, 1], &[0, 1, 0], &[1, 0, 1]]),
        ("king", &[&[1, 1, 1], &[1, 1, 1], &[1, 1, 1]]),
        ("010/121/010", &[&[0, 1, 0], &[1, 2, 1], &[0, 1, 0]]),
        ("cross", &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]]),
    ];
    for (name, stencil) in stencils {
        for torus in [false, true] {
            for states in [2u8, 3] {
                if stencil
                    .iter()
                    .flat_map(|row| row.iter())
                    .any(|&w| w >= states)
                {
                    continue; // refused: see bad_rules_and_cells_are_named
                }
                let mut args = vec!["lights-out", "--rule", name];
                let states_text = states.to_string();
                args.extend(["--states", &states_text]);
                if torus {
                    args.push("--torus");
                }
                let (mut input, mut expected) = (String::new(), String::new());
                for _ in 0..6 {
                    let (r, c) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
                    let board: Vec<u8> = (0..r * c)
                        .map(|_| rng.below(u64::from(states)) as u8)
                        .collect();
                    input.push_str(&rows(&board, c));
                    input.push('\n');
                    let matrix = Matrix::grid(r, c, stencil, torus, states);
                    match matrix.fewest(&board, &vec![0; r * c]) {
                        None => expected.push_str("Impossible\n"),
                        Some(map) => {
                            let presses: u32 = map.iter().map(|&v| u32::from(v)).sum();
                            writeln!(expected, "{presses}").unwrap();
                            expected.push_str(&rows(&map, c));
                        }
                    }
                }
                let (out, err, code) = flipswap(&args, &input);
                assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
                assert_eq!(out, expected, "{args:?}\n{input}");
            }
        }
    }
}

#[test]
fn bad_rules_and_cells_are_named() {
    let usage = |args: &[&str], problem: &str| {
        let (out, err, code) = flipswap(args, "");
        assert_eq!((out.as_str(), code), ("", Some(2)), "{args:?}");
        assert_eq!(err, format!("flipswap: {problem}\n"), "{args:?}");
    };
    usage(
        &["lights-out", "--states", "4"],
        "--states takes 2 or 3, not '4' (see 'flipswap help lights-out')",
    );
    usage(
        &["lights-out", "--rule", "11/11"],
        "--rule '11/11': a stencil has an odd number of rows and of columns, up to 7 each: found 2 rows (see 'flipswap help lights-out')",
    );
    usage(
        &["lights-out", "--rule", "010/121/010"],
        "--rule '010/121/010': a stencil's weight of 2 needs 3 states (--states 3) (see 'flipswap help lights-out')",
    );
    usage(
        &["lights-out", "--rule", "1.1/.5./1.1", "--states", "3"],
        "--rule '1.1/.5./1.1': a stencil's weights are 0, 1 or 2 ('#' is 1, '.' is 0): found 5 (see 'flipswap help lights-out')",
    );
    usage(
        &["lights-out", "--rule", "1a1"],
        "--rule '1a1': expected cross, x, king, row-column or a stencil of digits, '#' and '.' in rows split by '/', found 'a' (see 'flipswap help lights-out')",
    );
    usage(
        &["fridge", "--torus"],
        "--torus does not go with fridge; it goes with lights-out (see 'flipswap --help')",
    );
    usage(
        &["fridge", "--limit", "5"],
        "--limit does not go with fridge; it goes with lights-out, fifteen, fifteen-count, sliding, graph-lights (see 'flipswap --help')",
    );
    let (_, err, code) = flipswap(&["lights-out", "--states", "3"], "012\n013\n");
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "flipswap lights-out: case 1, line 2, column 3: expected a cell's value from 0 to 2, found 3\n"
    );
    let (_, err, code) = flipswap(&["lights-out", "--rule", "x"], "01\n2\n");
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        "flipswap lights-out: case 1, line 2, column 1: expected a cell's value from 0 to 1, found 2\n"
    );
    // The refrigerator's rule is taken up to 64 cells.
    let (out, _, code) = flipswap(
        &["lights-out", "--rule", "row-column"],
        "1001\n0000\n0000\n1001\n",
    );
    assert_eq!(code, Some(0));
    assert!(out.starts_with(char::is_numeric), "{out}");
    let (_, err, code) = flipswap(
        &["lights-out", "--rule", "row-column"],
        &"000000000\n".repeat(9),
    );
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("row-column past 64 cells"), "{err}");
    assert!(err.contains("board of 9 x 9"), "{err}");
}

#[test]
fn ruled_boards_gen_validate_answer_and_check() {
    for (rule, size, moves) in [
        ("x", "6x7", "4"),
        ("010/121/010", "5x5", "3"),
        ("king", "9x3", "any"),
    ] {
        let mut args = vec![
            "gen",
            "lights-out",
            "--rule",
            rule,
            "--states",
            "3",
            "--size",
            size,
            "--count",
            "3",
            "--seed",
            "7",
        ];
        if moves != "any" {
            args.extend(["--moves", moves]);
        }
        let (input, err, code) = flipswap(&args, "");
        assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
        let ruled = ["--rule", rule, "--states", "3"];
        let validate: Vec<&str> = ["validate", "lights-out"]
            .into_iter()
            .chain(ruled)
            .collect();
        let (_, err, code) = flipswap(&validate, &input);
        assert_eq!((err.as_str(), code), ("", Some(0)), "{args:?}");
        let answer: Vec<&str> = ["lights-out"].into_iter().chain(ruled).collect();
        let (answers, err, code) = flipswap(&answer, &input);
        assert_eq!((err.as_str(), code), ("", Some(0)));
        if moves != "any" {
            assert!(answers.starts_with(&format!("{moves}\n")), "{answers}");
        }
        // Each case, then its answer, judged inline.
        let cases: Vec<&str> = input.split("\n\n").collect();
        let mut judged = String::new();
        let mut answer_lines = answers.lines();
        for case in &cases {
            let case = case.trim_end();
            let rows = case.lines().count();
            judged.push_str(case);
            judged.push_str("\n\n");
            let first = answer_lines.next().unwrap();
            judged.push_str(first);
            judged.push('\n');
            if first != "Impossible" {
                for _ in 0..rows {
                    judged.push_str(answer_lines.next().unwrap());
                    judged.push('\n');
                }
            }
        }
        let check: Vec<&str> = ["check", "lights-out"].into_iter().chain(ruled).collect();
        let (out, err, code) = flipswap(&check, &judged);
        assert_eq!(code, Some(0), "{out}{err}\n{judged}");
    }
}

#[test]
fn check_names_what_is_wrong_with_a_ruled_answer() {
    let check = |answer: &str| {
        let input = format!("101\n010\n101\n\n{answer}");
        let (out, err, code) = flipswap(
            &["check", "lights-out", "--states", "3", "--rule", "x"],
            &input,
        );
        (format!("{out}{err}"), code)
    };
    // The X mod 3 on 3 x 3, the centre pressed once: pressing it twice
    // more clears it.
    let (right, _, _) = flipswap(
        &["lights-out", "--states", "3", "--rule", "x"],
        "101\n010\n101\n",
    );
    assert_eq!(right, "2\n000\n020\n000\n");
    assert_eq!(check(&right).1, Some(0), "{right}");
    let (said, code) = check("Impossible\n");
    assert_eq!(code, Some(3), "a wrong answer");
    assert!(said.contains("so the answer is not 'Impossible'"), "{said}");
    let (said, code) = check("0\n000\n000\n000\n");
    assert_eq!(code, Some(3), "a wrong answer");
    assert!(
        said.contains("presses cannot reach the goal") || said.contains("not the fewest"),
        "{said}"
    );
    let count = right.lines().next().unwrap();
    let (said, code) = check(&format!("{count}\n000\n000\n001\n"));
    assert_eq!(code, Some(3), "a wrong answer");
    assert!(said.contains("do not reach the goal"), "{said}");
}

#[test]
fn the_library_answers_lights_out_with_its_options_by_name_as_the_command_does() {
    use flipswap::answer::{How, Room, Stop};
    use flipswap::registry;
    let input = "101\n010\n101\n\n0110\n1001\n";
    let mut buffer = vec![0; 1 << 12];
    for options in [
        "--rule x --states 3",
        "--rule=king --torus",
        "--states 3 --goal on",
        "--rule 010/121/010 --states=3 --goal one-colour",
    ] {
        let mut room = Room::new(&mut buffer);
        let cases = registry::named(
            &format!("lights-out {options}"),
            input.as_bytes(),
            How::new(),
            &mut room,
        );
        assert_eq!(cases, Ok(2), "{options}");
        let mut args = vec!["lights-out"];
        args.extend(options.split(' '));
        let (out, err, code) = flipswap(&args, input);
        assert_eq!((err.as_str(), code), ("", Some(0)), "{options}");
        assert_eq!(String::from_utf8_lossy(room.written()), out, "{options}");
    }
    for wrong in [
        "lights-out --rule",
        "lights-out --rule 11/11",
        "lights-out --states 4",
        "lights-out --goal up",
        "lights-out --show",
    ] {
        let mut room = Room::new(&mut buffer);
        let answered = registry::named(wrong, input.as_bytes(), How::new(), &mut room);
        assert_eq!(answered, Err(Stop::UnknownPuzzle), "{wrong}");
    }
}

/// `--limit` and `--keep-going` on plain `lights-out` as with a rule: a
/// board whose kernel has more maps than the limit stops the run (exit 4)
/// after the answers before it, or, with `--keep-going`, is named and
/// skipped; the boards within it answer as without a limit. The kernel's
/// size comes from the tests' own elimination.
#[test]
fn plain_lights_out_takes_limit_and_keep_going() {
    // 4 x 4 has a kernel of 4 dimensions (16 maps), 5 x 5 of 2 (4 maps),
    // 3 x 3 none.
    let cross: &[&[u8]] = &[&[0, 1, 0], &[1, 1, 1], &[0, 1, 0]];
    let kernel = |n: usize| n * n - Matrix::grid(n, n, cross, false, 2).rank();
    assert_eq!((kernel(3), kernel(4), kernel(5)), (0, 4, 2));
    let board = |n: usize| format!("{}\n", vec!["1".repeat(n); n].join("\n"));
    let input = format!("{}\n{}\n{}", board(3), board(4), board(5));
    let (plain, err, code) = flipswap(&["lights-out"], &input);
    assert_eq!((err.as_str(), code), ("", Some(0)));
    let answers: Vec<&str> = plain.split_inclusive('\n').collect();
    let first = answers[..4].concat(); // 3 x 3: the count and three rows
    let last = answers[answers.len() - 6..].concat();

    // 16 maps weighed for 4 x 4 are past a limit of 8, 4 for 5 x 5 are not.
    let (out, err, code) = flipswap(&["lights-out", "--limit", "8"], &input);
    assert_eq!(code, Some(4), "{err}");
    assert_eq!(out, first);
    assert!(
        err.contains("case 2: no answer within --limit 8 positions"),
        "{err}"
    );
    let (out, err, code) = flipswap(&["lights-out", "--limit", "8", "--keep-going"], &input);
    assert_eq!(code, Some(4), "{err}");
    assert_eq!(out, format!("{first}{last}"));
    assert!(
        err.contains("case 2: no answer within --limit 8 positions; going on"),
        "{err}"
    );
    let (out, _, code) = flipswap(&["lights-out", "--limit", "1000"], &input);
    assert_eq!((out.as_str(), code), (plain.as_str(), Some(0)));
}
