//! Running the built `flipswap` binary.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::thread;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_flipswap");

/// Runs `flipswap <args>` with `input` on stdin and collects its output.
pub fn run(args: &[&str], input: impl AsRef<[u8]>) -> Output {
    run_with(Command::new(BIN).args(args), input)
}

/// Runs `flipswap <args>` in directory `dir` with `input` on stdin.
pub fn run_in(dir: &Path, args: &[&str], input: impl AsRef<[u8]>) -> Output {
    run_with(Command::new(BIN).args(args).current_dir(dir), input)
}

/// Runs `command` with `input` on stdin and collects its output.
fn run_with(command: &mut Command, input: impl AsRef<[u8]>) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.as_ref().to_vec();
    // Written from a thread so a large input cannot dead-lock against a full
    // stdout pipe; a CLI that stops early (or rejects its arguments before
    // reading) closes its stdin, which is not a failure of the test.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary runs");
    writer.join().expect("the writer thread ends");
    output
}

/// Output as text.
pub fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}

/// Runs `flipswap <args>` on `input`: standard output, standard error and
/// the exit status.
pub fn flipswap(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let output = run(args, input);
    let out = text(&output.stdout).to_owned();
    let err = text(&output.stderr).to_owned();
    (out, err, output.status.code())
}
