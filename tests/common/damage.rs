//! Judges' samples damaged in many ways, the same every run: the inputs the
//! fuzz tests feed to the library, to the command and (from the C package's
//! tests, which include this file) to `flipswap_answer`.
//!
//! [`damaged`] gives, for one sample, the sample cut short at every length,
//! each number in it replaced by each of [`HUGE`], each two numbers side by
//! side swapped, the whole input and each
//! line with CR LF (or CR alone) for LF, each line doubled and each line
//! removed, and then `random` inputs with one to four random damages each
//! (a byte changed, inserted or removed, a line doubled, removed or moved,
//! a line end changed, a huge number put in, two numbers swapped, the input
//! cut short or doubled), from a
//! fixed-seed xorshift. Nothing here knows a puzzle but which ones search
//! ([`SEARCHES`], answered within [`LIMIT`]); it only needs std.

/// Numbers put where the samples have counts, sizes and cells: past every
/// integer type the readers use, negative, zero, and just past a power of
/// two.
pub static HUGE: &[&[u8]] = &[
    b"99999999999999999999",
    b"-1",
    b"4294967296",
    b"18446744073709551616",
    b"2147483648",
    b"65536",
    b"256",
    b"0",
    b"000000000000000000000000000001",
    b"+3",
];

/// The subcommands whose cases are searched, which the fuzz tests answer
/// within [`LIMIT`] positions (`--limit`), so that a damaged board is cut
/// off rather than searched for seconds.
pub static SEARCHES: &[&str] = &["fifteen", "fifteen-count", "sliding"];

/// The positions a search of a damaged input may weigh.
pub const LIMIT: u64 = 5_000;

/// Random damages a sample, beside the systematic ones, in every fuzz
/// test that feeds these inputs.
pub const RANDOM: usize = 4000;

/// The seed of `puzzle`'s random damages (FNV-1a of its name as the C
/// function takes it), so every test damages a sample alike.
pub fn seed(puzzle: &str) -> u64 {
    puzzle.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Bytes a changed or inserted byte is drawn from half of the time: the
/// puzzles' symbols, blanks, line ends and a few that are none of them.
static NEAR: &[u8] = b"0123456789bw+-xXO#.yen \t\r\n\0\xFF\xC3\xA9\xEF";

/// A fixed-seed xorshift64 random source.
pub struct Xorshift(u64);

impl Xorshift {
    /// A source from `seed` (0 is taken as 1).
    pub fn new(seed: u64) -> Xorshift {
        Xorshift(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number from 0 to below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }
}

/// The lines of `text`, each with its `\n` (the last may have none).
fn lines(text: &[u8]) -> Vec<&[u8]> {
    text.split_inclusive(|&byte| byte == b'\n').collect()
}

/// Where the numbers of `text` are: each run of ASCII digits.
fn numbers(text: &[u8]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = None;
    for (at, byte) in text.iter().enumerate() {
        match (byte.is_ascii_digit(), start) {
            (true, None) => start = Some(at),
            (false, Some(from)) => {
                found.push((from, at));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        found.push((from, text.len()));
    }
    found
}

/// `text` with the bytes `from..to` replaced by `with`.
fn spliced(text: &[u8], (from, to): (usize, usize), with: &[u8]) -> Vec<u8> {
    let mut out = text[..from].to_vec();
    out.extend_from_slice(with);
    out.extend_from_slice(&text[to..]);
    out
}

/// `text` with the bytes at `a` and at `b` (`a` before `b`) swapped.
fn swapped(text: &[u8], a: (usize, usize), b: (usize, usize)) -> Vec<u8> {
    let mut out = text[..a.0].to_vec();
    out.extend_from_slice(&text[b.0..b.1]);
    out.extend_from_slice(&text[a.1..b.0]);
    out.extend_from_slice(&text[a.0..a.1]);
    out.extend_from_slice(&text[b.1..]);
    out
}

/// Each line of `text` with its `\n` as `end`, or only line `only`.
fn line_ends(text: &[u8], end: &[u8], only: Option<usize>) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() * 2);
    for (at, line) in lines(text).into_iter().enumerate() {
        match line.strip_suffix(b"\n") {
            Some(body) if only.is_none_or(|only| only == at) => {
                out.extend_from_slice(body);
                out.extend_from_slice(end);
            }
            _ => out.extend_from_slice(line),
        }
    }
    out
}

/// `text` with one random damage.
fn damage_once(text: &[u8], rng: &mut Xorshift) -> Vec<u8> {
    let byte = |rng: &mut Xorshift| {
        if rng.below(2) == 0 {
            NEAR[rng.below(NEAR.len())]
        } else {
            rng.next_u64() as u8
        }
    };
    let all = lines(text);
    match rng.below(12) {
        0 | 1 if !text.is_empty() => {
            let at = rng.below(text.len());
            spliced(text, (at, at + 1), &[byte(rng)])
        }
        2 => {
            let at = rng.below(text.len() + 1);
            spliced(text, (at, at), &[byte(rng)])
        }
        3 if !text.is_empty() => {
            let at = rng.below(text.len());
            spliced(text, (at, at + 1), b"")
        }
        4 if !all.is_empty() => {
            let at = rng.below(all.len());
            let mut out: Vec<&[u8]> = all.clone();
            out.insert(at, all[at]);
            out.concat()
        }
        5 if !all.is_empty() => {
            let mut out = all.clone();
            out.remove(rng.below(all.len()));
            out.concat()
        }
        6 if !all.is_empty() => {
            let mut out = all.clone();
            let line = out.remove(rng.below(all.len()));
            out.insert(rng.below(out.len() + 1), line);
            out.concat()
        }
        7 if !all.is_empty() => {
            let end: &[u8] = [&b"\r\n"[..], b"\r", b" \n", b"\n\n"][rng.below(4)];
            line_ends(text, end, Some(rng.below(all.len())))
        }
        8 => {
            let huge = HUGE[rng.below(HUGE.len())];
            let found = numbers(text);
            if found.is_empty() {
                let at = rng.below(text.len() + 1);
                spliced(text, (at, at), huge)
            } else {
                spliced(text, found[rng.below(found.len())], huge)
            }
        }
        9 => [text, text].concat(),
        10 if numbers(text).len() > 1 => {
            let found = numbers(text);
            let a = rng.below(found.len());
            let b = (a + 1 + rng.below(found.len() - 1)) % found.len();
            swapped(text, found[a.min(b)], found[a.max(b)])
        }
        _ => {
            let at = rng.below(text.len() + 1);
            text[..at].to_vec()
        }
    }
}

/// Every damaged input made from `sample`, in a fixed order: the damages
/// the module's page lists, then `random` inputs damaged from `seed`.
pub fn damaged(sample: &[u8], random: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for keep in 0..sample.len() {
        out.push(sample[..keep].to_vec());
    }
    let found = numbers(sample);
    for &number in &found {
        for huge in HUGE {
            out.push(spliced(sample, number, huge));
        }
    }
    for pair in found.windows(2) {
        out.push(swapped(sample, pair[0], pair[1]));
    }
    out.push(line_ends(sample, b"\r\n", None));
    out.push(line_ends(sample, b"\r", None));
    let all = lines(sample);
    for at in 0..all.len() {
        out.push(line_ends(sample, b"\r\n", Some(at)));
        let mut doubled = all.clone();
        doubled.insert(at, all[at]);
        out.push(doubled.concat());
        let mut removed = all.clone();
        removed.remove(at);
        out.push(removed.concat());
    }
    let mut rng = Xorshift::new(seed);
    for _ in 0..random {
        let mut text = sample.to_vec();
        for _ in 0..=rng.below(4) {
            text = damage_once(&text, &mut rng);
        }
        out.push(text);
    }
    out
}
