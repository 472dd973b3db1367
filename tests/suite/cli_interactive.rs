//! The built binary as a co-process: a case goes in, its answer comes out
//! while standard input is still open, then the next case. A CLI that held
//! its answers back until the end of the input would fail here (after a
//! guard of some seconds) rather than hang.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use crate::common;

use common::cli::BIN;

/// How long an answer may take before the test calls it held back.
const GUARD: Duration = Duration::from_secs(10);

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nwwww\nwwww\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";

/// `flipswap <args>` with a pipe to its stdin and its stdout read line by
/// line on a thread of its own.
struct CoProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl CoProcess {
    fn start(args: &[&str]) -> CoProcess {
        let mut child = Command::new(BIN)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout is piped");
        let (send, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        CoProcess {
            child,
            stdin,
            lines,
        }
    }

    /// Writes `text` to flipswap's stdin, which stays open.
    fn write(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(text.as_bytes()).expect("flipswap reads");
        stdin.flush().expect("flushed");
    }

    /// The next line flipswap writes.
    fn line(&self) -> String {
        match self.lines.recv_timeout(GUARD) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => {
                panic!("no output within {GUARD:?}: the answer was held back")
            }
            Err(RecvTimeoutError::Disconnected) => panic!("flipswap closed its stdout"),
        }
    }

    /// The next `count` lines, each with its newline.
    fn lines(&self, count: usize) -> String {
        (0..count).map(|_| self.line() + "\n").collect()
    }

    /// Closes stdin, checks nothing more is written, and waits for the exit.
    fn finish(mut self) -> (ExitStatus, String) {
        drop(self.stdin.take());
        let rest: Vec<String> = self.lines.iter().collect();
        assert!(rest.is_empty(), "more output than expected: {rest:?}");
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("waitable") {
                break status;
            }
            if start.elapsed() > GUARD {
                let _ = self.child.kill();
                panic!("flipswap did not exit within {GUARD:?} of the end of its input");
            }
            thread::sleep(Duration::from_millis(5));
        };
        let mut stderr = String::new();
        self.child
            .stderr
            .take()
            .expect("stderr is piped")
            .read_to_string(&mut stderr)
            .expect("stderr reads");
        (status, stderr)
    }
}

#[test]
fn each_answer_comes_out_while_stdin_is_still_open() {
    let mut flipswap = CoProcess::start(&["flip-game"]);
    flipswap.write(FLIP);
    assert_eq!(flipswap.line(), "4");
    flipswap.write(FLIP_IMPOSSIBLE);
    assert_eq!(flipswap.line(), "Impossible");
    // A case that comes in pieces, a line cut in two.
    flipswap.write("\nbwwb\nbb");
    flipswap.write("wb\nbwwb\nbw");
    flipswap.write("ww\n");
    assert_eq!(flipswap.line(), "4");
    let (status, stderr) = flipswap.finish();
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn a_many_line_answer_comes_out_whole() {
    let mut flipswap = CoProcess::start(&["fridge"]);
    for _ in 0..3 {
        flipswap.write(FRIDGE);
        assert_eq!(flipswap.lines(7), FRIDGE_ANSWER);
    }
    let (status, stderr) = flipswap.finish();
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn bad_input_at_a_pipe_ends_the_run_after_the_answers_before_it() {
    let mut flipswap = CoProcess::start(&["flip-game"]);
    flipswap.write(FLIP);
    assert_eq!(flipswap.line(), "4");
    flipswap.write("bwwb\nbxwb\n");
    let (status, stderr) = flipswap.finish();
    assert_eq!(
        stderr,
        "flipswap flip-game: case 2, line 6, column 2: expected 'b' or 'w', found 'x'\n"
    );
    assert_eq!(status.code(), Some(1));
}

#[test]
fn each_verdict_comes_out_while_stdin_is_still_open() {
    let mut flipswap = CoProcess::start(&["check", "fridge"]);
    flipswap.write(&[FRIDGE, FRIDGE_ANSWER].concat());
    assert_eq!(flipswap.line(), "case 1: ok");
    flipswap.write(&[FRIDGE, "5\n"].concat());
    flipswap.write("1 1\n1 3\n1 4\n4 1\n4 3\n");
    assert_eq!(
        flipswap.line(),
        "case 2: line 1 of the answer (input line 16): the least number of moves is 6, so 5 cannot reach the goal"
    );
    drop(flipswap.stdin.take());
    assert_eq!(flipswap.line(), "2 cases judged, 1 wrong");
    let (status, stderr) = flipswap.finish();
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(3));
}
