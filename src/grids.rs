//! Press puzzles on grids past 64 cells, from two judges, each a rule of
//! the [`press`](crate::press) engine's grids ([`Grid`]):
//!
//! | subcommand | judge | rule | answer |
//! |---|---|---|---|
//! | `gambler-bo` | Gambler Bo (HDU 5755) | up to 30 × 30, values 0 to 2; a press adds 2 to its cell and 1 to each of its four neighbours, modulo 3 | presses that make every cell 0 (any such, as the special judge accepts) |
//! | `harmonious` | 和谐矩阵, the harmonious matrix (Luogu P3164) | up to 40 × 40; the cross, modulo 2 | a matrix of 0 and 1, not all 0, in which every cell and its neighbours sum to an even number |
//!
//! Each size's solver is built once ([`GridSolver::new`]) and kept while
//! the cases keep that size.
//!
//! # Examples
//!
//! ```
//! use flipswap::answer::{self, How, Room};
//! use flipswap::grids::{GamblerBo, Harmonious};
//!
//! let mut buffer = [0; 64];
//! let mut out = Room::new(&mut buffer);
//! answer::answer_all::<GamblerBo, _>(b"1\n2 3\n2 1 2\n0 2 0\n", How::new(), &mut out)?;
//! assert_eq!(out.written(), b"1\n1 2\n");
//!
//! let mut out = Room::new(&mut buffer);
//! answer::answer_all::<Harmonious, _>(b"2 3\n", How::new(), &mut out)?;
//! assert_eq!(out.written(), b"0 1 0\n1 1 1\n");
//! # Ok::<(), answer::Stop<answer::NoRoom>>(())
//! ```

use crate::error::ParseErrorKind;
use crate::format::{self, Format};
use crate::press::{Cells, Edges, Grid, GridSolver, Stencil};
use crate::read::{Raw, Sealed};

mod answer;
mod check;
#[cfg(feature = "lights-out")]
mod lights;
mod pose;

pub(crate) use answer::{GAMBLER_BO, HARMONIOUS};
pub use check::{GambleJudge, HarmonyJudge};
#[cfg(feature = "lights-out")]
pub(crate) use lights::RULED_WORDS;
#[cfg(feature = "lights-out")]
pub use lights::{Engine, Engines, Found, RuledJudge, RuledLights, Setup, engine};
pub use pose::Sizes;

/// Gambler Bo's rule (HDU 5755): a press adds 2 to its cell and 1 to each
/// of its four neighbours.
pub static GAMBLER_BO_RULE: Stencil = Stencil::of(3, 3, &[0, 1, 0, 1, 2, 1, 0, 1, 0]).unwrap();

/// A case of `gambler-bo`: a board of up to 30 × 30 values, 0 to 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamblerBo {
    rows: u8,
    cols: u8,
    board: Cells,
}

/// A case of `harmonious`: the size of the matrix asked for, up to
/// 40 × 40.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Harmonious {
    rows: u8,
    cols: u8,
}

/// A size's solver, kept from one case to the next.
pub type Kept = Option<((u8, u8), GridSolver)>;

/// The grid of `rows` × `cols` with `stencil`, modulo `states`, bounded:
/// its solver, built unless `kept` holds it already.
fn solver<'k>(
    kept: &'k mut Kept,
    (rows, cols): (u8, u8),
    stencil: &Stencil,
    states: u8,
) -> Option<&'k GridSolver> {
    if kept.as_ref().is_none_or(|(size, _)| *size != (rows, cols)) {
        let grid = Grid::new(rows.into(), cols.into(), stencil, Edges::Bounded, states)?;
        *kept = Some(((rows, cols), GridSolver::new(&grid)));
    }
    kept.as_ref().map(|(_, solver)| solver)
}

impl GamblerBo {
    /// A board of `rows` × `cols` (1 to 30 each), its values `board`'s.
    #[must_use]
    pub fn new(rows: u8, cols: u8, board: &Cells) -> Option<GamblerBo> {
        if !(1..=30).contains(&rows) || !(1..=30).contains(&cols) {
            return None;
        }
        let mut kept = Cells::ZERO;
        for r in 0..usize::from(rows) {
            for c in 0..usize::from(cols) {
                kept.set(r, c, board.get(r, c) % 3);
            }
        }
        Some(GamblerBo {
            rows,
            cols,
            board: kept,
        })
    }

    /// Its rows and columns.
    #[must_use]
    pub const fn size(&self) -> (u8, u8) {
        (self.rows, self.cols)
    }

    /// Its values.
    #[must_use]
    pub const fn board(&self) -> &Cells {
        &self.board
    }

    /// Its rule: HDU 5755's stencil on its size.
    #[must_use]
    pub fn grid(&self) -> Option<Grid> {
        Grid::new(
            self.rows.into(),
            self.cols.into(),
            &GAMBLER_BO_RULE,
            Edges::Bounded,
            3,
        )
    }
}

impl Harmonious {
    /// A matrix of `rows` × `cols`, 1 to 40 each.
    #[must_use]
    pub fn new(rows: u8, cols: u8) -> Option<Harmonious> {
        ((1..=40).contains(&rows) && (1..=40).contains(&cols)).then_some(Harmonious { rows, cols })
    }

    /// Its rows and columns.
    #[must_use]
    pub const fn size(&self) -> (u8, u8) {
        (self.rows, self.cols)
    }
}

impl Sealed for GamblerBo {
    const FORMAT: Format = format::GAMBLER_BO;

    fn build(raw: &Raw) -> Result<GamblerBo, ParseErrorKind> {
        let (rows, cols) = raw.sizes.first().copied().unwrap_or_default();
        let board = digits(raw, (rows, cols));
        Ok(GamblerBo { rows, cols, board })
    }
}

/// The presses of `map` on a board of `rows` × `cols`, in reading order,
/// a cell as often as the map presses it.
pub(crate) fn presses(map: &Cells, (rows, cols): (u8, u8)) -> impl Iterator<Item = (usize, usize)> {
    let (rows, cols) = (usize::from(rows), usize::from(cols.max(1)));
    (0..rows * cols).flat_map(move |i| {
        let (r, c) = (i / cols, i % cols);
        core::iter::repeat_n((r, c), map.get(r, c).into())
    })
}

/// Draws `board` before and after each press of `map` ([`presses`]), as
/// `press` presses and `draw` draws: what `--show` prints.
pub(crate) fn show_map<S: crate::answer::Sink>(
    sink: &mut S,
    board: Cells,
    map: &Cells,
    size: (u8, u8),
    press: impl Fn(&Cells, usize, usize) -> Option<Cells>,
    draw: fn(&mut dyn core::fmt::Write, &Cells, (u8, u8)) -> core::fmt::Result,
) -> crate::answer::Put<S> {
    crate::answer::show_moves(
        sink,
        board,
        presses(map, size),
        |board, (r, c)| press(&board, r, c),
        |out, (r, c)| write!(out, "press {} {}", r + 1, c + 1),
        |out, board| draw(out, &board, size),
    )
}

/// The board of digits the reader read, of `rows` × `cols`.
pub(crate) fn digits(raw: &Raw, (rows, cols): (u8, u8)) -> Cells {
    let mut board = Cells::ZERO;
    let [ones, twos] = &raw.digits;
    for (r, (&one, &two)) in ones.iter().zip(twos).enumerate().take(usize::from(rows)) {
        for c in 0..usize::from(cols) {
            let value = (one >> (c & 63) & 1) + 2 * (two >> (c & 63) & 1);
            board.set(r, c, value as u8);
        }
    }
    board
}

impl Sealed for Harmonious {
    const FORMAT: Format = format::HARMONIOUS;

    fn build(raw: &Raw) -> Result<Harmonious, ParseErrorKind> {
        let (rows, cols) = raw.sizes.first().copied().unwrap_or_default();
        Ok(Harmonious { rows, cols })
    }
}
