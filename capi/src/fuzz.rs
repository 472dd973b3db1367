//! `flipswap_answer` and `flipswap_answer_within` on damaged judges'
//! samples (`tests/common/damage.rs`, shared with the suite, which holds
//! the library's answers on the same inputs to the command's), each with
//! every size of output buffer from 0 to one past what it needs: the C
//! functions against the library's `registry::named`, and the header's
//! promises on their own (the code each outcome gives, the answers whole or
//! not at all, a NUL after them when it fits, a message cut to fit and
//! NUL-terminated, nothing written past the answers' NUL).

use core::ffi::{c_char, c_long};
use std::ffi::CString;
use std::time::Instant;

use flipswap::answer::{How, NoRoom, Room, Stop};
use flipswap::lights_out::Goal;
use flipswap::registry;

use crate::text::{flipswap_answer, flipswap_answer_within};
use crate::{BAD_INPUT, NO_ROOM, OVER_LIMIT};
use damage::LIMIT;

#[path = "../../tests/common/damage.rs"]
#[allow(dead_code)]
mod damage;

/// What the buffer holds before a call: a byte no answer or message ends in.
const UNTOUCHED: u8 = 0xA5;

/// Whether `name` searches, and so is answered within [`LIMIT`].
fn searches(name: &str) -> bool {
    damage::SEARCHES.contains(&name)
}

/// The judge's sample of subcommand `name`.
fn sample(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/samples/{name}.in", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// What the library answers: the bytes of the answers before it stopped (or
/// all of them), and the code and message of the stop.
fn library(name: &str, how: How, input: &[u8]) -> (Vec<u8>, Option<(c_long, String)>) {
    let mut buffer = vec![0; 1 << 16];
    let mut room = Room::new(&mut buffer);
    let result = registry::named(name, input, how, &mut room);
    let stop = match result {
        Ok(_) => None,
        Err(stop @ (Stop::Input { .. } | Stop::Unanswered { .. })) => {
            Some((BAD_INPUT, stop.to_string()))
        }
        Err(stop @ Stop::OverLimit { .. }) => Some((OVER_LIMIT, stop.to_string())),
        Err(stop) => panic!("{name}: {stop:?} with 64 KiB of room"),
    };
    (room.written().to_vec(), stop)
}

/// One call into a buffer of exactly `cap` bytes, each `UNTOUCHED` before:
/// the code and the buffer.
fn call(puzzle: &CString, input: &[u8], cap: usize, limit: Option<u64>) -> (c_long, Vec<u8>) {
    let input = input.to_vec();
    let mut out = vec![UNTOUCHED; cap];
    let name: *const c_char = puzzle.as_ptr();
    let code = match limit {
        None => flipswap_answer(name, input.as_ptr(), input.len(), out.as_mut_ptr(), cap),
        Some(limit) => flipswap_answer_within(
            name,
            input.as_ptr(),
            input.len(),
            out.as_mut_ptr(),
            cap,
            limit,
        ),
    };
    assert_eq!(out.len(), cap);
    (code, out)
}

/// `message` as the buffer must hold it: cut to leave room for its NUL.
fn holds_message(out: &[u8], message: &str, what: &dyn Fn() -> String) {
    let Some(room) = out.len().checked_sub(1) else {
        return;
    };
    let kept = room.min(message.len());
    assert_eq!(&out[..kept], &message.as_bytes()[..kept], "{}", what());
    assert_eq!(out[kept], 0, "no NUL after the message: {}", what());
}

/// Checks one damaged input through the C function with every size of
/// buffer; returns how many calls were made.
fn check(name: &str, how: How, puzzle: &CString, input: &[u8]) -> usize {
    let limit = searches(name).then_some(LIMIT);
    let (answers, stop) = library(name, how, input);
    let what = |cap: usize| {
        move || {
            format!(
                "{puzzle:?} in {cap} bytes, input {:?}",
                String::from_utf8_lossy(input)
            )
        }
    };
    let message_len = stop.as_ref().map_or(0, |(_, message)| message.len() + 1);
    let most = answers.len().max(message_len) + 1;
    for cap in 0..=most {
        let (code, out) = call(puzzle, input, cap, limit);
        if cap < answers.len() {
            assert_eq!(code, NO_ROOM, "{}", what(cap)());
            holds_message(&out, &Stop::Sink(NoRoom).to_string(), &what(cap));
            continue;
        }
        match &stop {
            None => {
                assert_eq!(
                    usize::try_from(code).ok(),
                    Some(answers.len()),
                    "{}",
                    what(cap)()
                );
                assert_eq!(out[..answers.len()], answers[..], "{}", what(cap)());
                if let Some(nul) = out.get(answers.len()) {
                    assert_eq!(*nul, 0, "no NUL after the answers: {}", what(cap)());
                }
                let past = out.get(answers.len() + 1..).unwrap_or_default();
                assert!(
                    past.iter().all(|&byte| byte == UNTOUCHED),
                    "{}",
                    what(cap)()
                );
            }
            Some((wanted, message)) => {
                assert_eq!(code, *wanted, "{}", what(cap)());
                holds_message(&out, message, &what(cap));
            }
        }
    }
    // Unbounded and bounded agree where nothing searches.
    if limit.is_none() {
        let full = call(puzzle, input, most, None);
        assert_eq!(
            full,
            call(puzzle, input, most, Some(LIMIT)),
            "{}",
            what(most)()
        );
    }
    most + 1
}

#[test]
fn damaged_samples_through_flipswap_answer_with_every_size_of_buffer() {
    let started = Instant::now();
    let mut names: Vec<(&str, String, How)> = registry::NAMES
        .iter()
        .map(|&name| (name, name.to_owned(), How::new()))
        .collect();
    for (goal, word) in [(Goal::AllOn, "on"), (Goal::OneColour, "one-colour")] {
        let puzzle = format!("lights-out --goal {word}");
        names.push(("lights-out", puzzle, How::new().goal(goal)));
    }
    let (mut cases, mut calls, mut stopped, mut over) = (0, 0, 0, 0);
    for (name, puzzle, how) in &names {
        let how = if searches(name) {
            how.within(LIMIT)
        } else {
            *how
        };
        let seed = damage::seed(puzzle);
        let puzzle = CString::new(puzzle.as_str()).expect("no NUL in a name");
        for input in damage::damaged(&sample(name), damage::RANDOM, seed) {
            calls += check(name, how, &puzzle, &input);
            let stop = library(name, how, &input).1;
            stopped += usize::from(stop.is_some());
            over += usize::from(stop.is_some_and(|(code, _)| code == OVER_LIMIT));
            cases += 1;
        }
    }
    println!(
        "flipswap_answer: {cases} damaged inputs of {} subcommands ({stopped} stopped by an error, {over} of them over the limit), {calls} calls with every size of buffer, in {:.1} s",
        names.len(),
        started.elapsed().as_secs_f64()
    );
    assert_eq!(names.len(), 26);
    // Most damages stop the answers; some land where any byte goes.
    assert!(
        stopped > cases / 2 && stopped < cases,
        "{stopped} of {cases}"
    );
    assert!(over > 0, "no search passed the limit");
}
