//! Lines of input, and the moment to show the answers so far.
//!
//! [`Lines`] splits its input into lines inside one buffer of its own, so a
//! line costs a scan for its `\n` and no copy. Before any read that may
//! block, that is whenever no whole line is left in the buffer, it flushes
//! the output it is given: an answer appears as soon as its case is
//! complete when the input comes a case at a time (a terminal, a pipe from
//! another program), while batch input, which keeps the buffer full, still
//! writes once per buffer refill.

use std::io::{self, Read, Write};
use std::ops::Range;

/// The longest line read. No case or answer line comes near it; the limit
/// keeps memory bounded on input that has no newlines (`< /dev/zero`).
pub use flipswap::MAX_LINE;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// A line, without its `\n`.
    Text(&'a [u8]),
    /// The first `MAX_LINE` bytes of a line that goes on past them.
    TooLong(&'a [u8]),
    /// The end of the input.
    End,
}

/// Why no next line could be had.
#[derive(Debug)]
pub enum Broken {
    /// Reading the input failed.
    Read(io::Error),
    /// Flushing the output before a read failed.
    Write(io::Error),
}

/// The lines of `R`; only a line that straddles two reads is moved, to the
/// front of the buffer.
pub struct Lines<R> {
    input: R,
    buffer: Vec<u8>,
    /// The unread bytes are `buffer[start..end]`.
    start: usize,
    end: usize,
    /// The input has ended.
    done: bool,
    /// The last read left room in the buffer: the writer had sent no more
    /// at that moment, so the next read may wait.
    drained: bool,
    /// The last line had no `\n` after it, which only a validator minds.
    unended: bool,
}

impl<R: Read> Lines<R> {
    pub fn new(input: R) -> Self {
        Lines {
            input,
            buffer: vec![0; 2 * MAX_LINE + 2],
            start: 0,
            end: 0,
            done: false,
            drained: false,
            unended: false,
        }
    }

    /// Whether the next line needs a read that may wait: no whole line is
    /// held, and the last read took all the input there was (it did not
    /// fill the buffer). Reading a file, only its end leaves room, so batch
    /// input is read the same way whatever the size of the buffer.
    pub fn would_wait(&self) -> bool {
        let held = self.buffer.get(self.start..self.end).unwrap_or_default();
        !self.done && self.drained && find_newline(held).is_none()
    }

    /// Whether the input's last line, once read, had no `\n` after it.
    pub fn unended(&self) -> bool {
        self.unended
    }

    /// The next line, holding at most `MAX_LINE` bytes of it. When no whole
    /// line is held, `output` is flushed before the input is read.
    #[inline]
    pub fn next<W: Write>(&mut self, output: &mut W) -> Result<Line<'_>, Broken> {
        if let Some(line) = self.take_held_line() {
            return Ok(Line::Text(self.buffer.get(line).unwrap_or_default()));
        }
        self.refill_and_next(output)
    }

    /// Where in the buffer the next line is, when it is held whole and is
    /// not too long; it is then read.
    #[inline]
    fn take_held_line(&mut self) -> Option<Range<usize>> {
        let held = self.buffer.get(self.start..self.end)?;
        let newline = find_newline(held).filter(|&i| i <= MAX_LINE)?;
        let line = self.start..self.start + newline;
        self.start += newline + 1;
        Some(line)
    }

    /// [`next`](Self::next) when no whole line is held: reads more input
    /// until one is, or the line is too long, or the input ends.
    #[cold]
    fn refill_and_next<W: Write>(&mut self, output: &mut W) -> Result<Line<'_>, Broken> {
        loop {
            if let Some(line) = self.take_held_line() {
                return Ok(Line::Text(self.buffer.get(line).unwrap_or_default()));
            }
            let held = self.start..self.end;
            if held.len() > MAX_LINE {
                return Ok(Line::TooLong(
                    self.buffer
                        .get(held.start..held.start + MAX_LINE)
                        .unwrap_or_default(),
                ));
            }
            if self.done {
                if held.is_empty() {
                    return Ok(Line::End);
                }
                // The last line, with no newline after it.
                self.start = self.end;
                self.unended = true;
                return Ok(Line::Text(self.buffer.get(held).unwrap_or_default()));
            }
            // The read may wait for input that comes only once the answers
            // so far are seen.
            output.flush().map_err(Broken::Write)?;
            self.buffer.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
            let room = self.buffer.get_mut(self.end..).unwrap_or_default();
            let room_len = room.len();
            match self.input.read(room) {
                Ok(0) => self.done = true,
                Ok(read) => {
                    self.end += read;
                    self.drained = read < room_len;
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(Broken::Read(error)),
            }
        }
    }
}

/// Where the first `\n` in `bytes` is. Eight bytes at a time: a byte of
/// `word ^ 0x0A…` is zero where `word` holds a newline, and the lowest such
/// byte is the lowest whose top bit survives `(x - 0x01…) & !x & 0x80…`.
///
/// It earns its lines: by callgrind, a batch Flip Game case costs 472
/// instructions with it and 544 with `iter().position(|&b| b == b'\n')`
/// (lights 449 and 521, the refrigerator 765 and 833).
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut chunks = bytes.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
        let zeros = x.wrapping_sub(ONES) & !x & (ONES << 7);
        if zeros != 0 {
            return Some(offset + (zeros.trailing_zeros() / 8) as usize);
        }
        offset += 8;
    }
    let rest = chunks.remainder().iter().position(|&b| b == b'\n');
    rest.map(|i| offset + i)
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// A reader that gives at most `step` bytes per read, as a pipe or a
    /// terminal may.
    pub struct Trickle<'a> {
        pub bytes: &'a [u8],
        pub step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(buffer.len()).min(self.bytes.len());
            let (head, rest) = self.bytes.split_at(n);
            buffer[..n].copy_from_slice(head);
            self.bytes = rest;
            Ok(n)
        }
    }

    /// Input given in `chunks`, one per read, that notes how much output
    /// had been flushed to `seen` by the time of each read.
    pub struct Script<'a> {
        pub chunks: std::collections::VecDeque<&'a [u8]>,
        pub seen: Rc<RefCell<Vec<u8>>>,
        pub flushed_at_read: Vec<String>,
    }

    impl<'a> Script<'a> {
        pub fn new(chunks: &[&'a [u8]], seen: &Rc<RefCell<Vec<u8>>>) -> Self {
            Script {
                chunks: chunks.iter().copied().collect(),
                seen: Rc::clone(seen),
                flushed_at_read: Vec::new(),
            }
        }
    }

    impl Read for Script<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let seen = String::from_utf8_lossy(&self.seen.borrow()).into_owned();
            self.flushed_at_read.push(seen);
            let Some(chunk) = self.chunks.pop_front() else {
                return Ok(0);
            };
            buffer[..chunk.len()].copy_from_slice(chunk);
            Ok(chunk.len())
        }
    }

    /// The far end of an output: what has been flushed to it.
    pub struct Seen(pub Rc<RefCell<Vec<u8>>>);

    impl Write for Seen {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn collect<R: Read>(input: R) -> Vec<Result<Vec<u8>, Vec<u8>>> {
        let mut lines = Lines::new(input);
        let mut all = Vec::new();
        loop {
            match lines.next(&mut io::sink()).expect("no I/O error") {
                Line::Text(line) => all.push(Ok(line.to_vec())),
                Line::TooLong(head) => {
                    all.push(Err(head.to_vec()));
                    break;
                }
                Line::End => break,
            }
        }
        all
    }

    fn texts(lines: &[&str]) -> Vec<Result<Vec<u8>, Vec<u8>>> {
        lines
            .iter()
            .map(|line| Ok(line.as_bytes().to_vec()))
            .collect()
    }

    #[test]
    fn lines_come_out_whatever_the_size_of_the_reads() {
        let input = b"bwwb\nbbwb\r\n\nlast without newline";
        let want = texts(&["bwwb", "bbwb\r", "", "last without newline"]);
        assert_eq!(collect(&input[..]), want);
        for step in 1..=9 {
            assert_eq!(collect(Trickle { bytes: input, step }), want, "{step}");
        }
    }

    #[test]
    fn empty_input_has_no_lines_and_a_final_newline_no_empty_line() {
        assert_eq!(collect(&b""[..]), texts(&[]));
        assert_eq!(collect(&b"\n"[..]), texts(&[""]));
        assert_eq!(collect(&b"a\n"[..]), texts(&["a"]));
    }

    #[test]
    fn a_line_past_the_limit_is_cut_at_it() {
        let mut input = b"ok\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', MAX_LINE + 1));
        let lines = collect(Trickle {
            bytes: &input,
            step: 1000,
        });
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1], Err(vec![b'x'; MAX_LINE]));

        // A line of exactly the limit is still a line.
        let mut input = vec![b'y'; MAX_LINE];
        input.push(b'\n');
        assert_eq!(collect(&input[..]), vec![Ok(vec![b'y'; MAX_LINE])]);
    }

    #[test]
    fn long_input_over_many_refills_loses_no_line() {
        let input: String = (0..100_000).map(|i| format!("{i}\n")).collect();
        let lines = collect(Trickle {
            bytes: input.as_bytes(),
            step: 4093,
        });
        assert_eq!(lines.len(), 100_000);
        assert!(
            lines
                .iter()
                .enumerate()
                .all(|(i, line)| *line == Ok(i.to_string().into_bytes()))
        );
    }

    #[test]
    fn output_is_flushed_before_each_read_and_only_then() {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let mut output = io::BufWriter::new(Seen(Rc::clone(&seen)));
        let mut lines = Lines::new(Script::new(&[b"a\nb\n", b"c\n"], &seen));
        let mut read = Vec::new();
        while let Line::Text(line) = lines.next(&mut output).expect("no I/O error") {
            read.push(String::from_utf8_lossy(line).into_owned());
            // An answer for every line, held in the buffer until a read.
            output.write_all(line).expect("written");
        }
        assert_eq!(read, ["a", "b", "c"]);
        assert_eq!(lines.input.flushed_at_read, ["", "ab", "abc"]);
    }

    #[test]
    fn the_fast_scan_finds_the_first_newline_anywhere() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'a'; len];
                if at < len {
                    bytes[at] = b'\n';
                    if at + 3 < len {
                        bytes[at + 3] = b'\n';
                    }
                }
                let want = bytes.iter().position(|&b| b == b'\n');
                assert_eq!(find_newline(&bytes), want, "{len} {at}");
            }
        }
    }
}
