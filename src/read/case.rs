//! What the reader builds: one case as read ([`Raw`]), and the sealed
//! trait by which a puzzle's value is built from it.

/// The longest name a case may have (Turn the Lights Off).
pub const MAX_NAME: usize = 100;

/// The most rows a board may have.
pub(crate) const MAX_ROWS: usize = 32;

/// One case as the reader read it, before it becomes a puzzle's value: its
/// number, its name, and each board's size and rows (bit `c` of a row for
/// cell `c`; four bits a tile for numbered tiles).
#[derive(Clone, Copy, Debug)]
pub struct Raw {
    pub number: u32,
    pub name: [u8; MAX_NAME],
    pub name_len: u8,
    /// Each board's rows and columns.
    pub sizes: [(u8, u8); 2],
    pub rows: [[u32; MAX_ROWS]; 2],
    /// A case written as numbers: its rule and states.
    #[cfg(feature = "press")]
    pub listed: super::listed::Listed,
    /// A board of digits ([`Cells::Digits`](crate::format::Cells::Digits)),
    /// up to 64 × 64: bit `c` of row `r` of the first plane where cell
    /// `(r, c)` holds 1, of the second where it holds 2.
    #[cfg(feature = "press")]
    pub digits: [[u64; 64]; 2],
}

impl Raw {
    pub(crate) const EMPTY: Raw = Raw {
        number: 0,
        name: [0; MAX_NAME],
        name_len: 0,
        sizes: [(0, 0); 2],
        rows: [[0; MAX_ROWS]; 2],
        #[cfg(feature = "press")]
        listed: super::listed::Listed::EMPTY,
        #[cfg(feature = "press")]
        digits: [[0; 64]; 2],
    };

    /// The rows of board `board`.
    pub(crate) fn board(&self, board: usize) -> &[u32] {
        let rows = self.sizes.get(board).map_or(0, |size| size.0);
        self.rows
            .get(board)
            .and_then(|rows_of| rows_of.get(..usize::from(rows)))
            .unwrap_or_default()
    }

    /// Board `board`'s cells in one word, bit `cols * row + col`, for a
    /// format that fixes its size at `rows` × `cols` (a constant, so the
    /// loop unrolls).
    #[inline(always)]
    pub(crate) fn fixed_bits(&self, (rows, cols): (u8, u8), board: usize) -> u64 {
        let mut bits = 0u64;
        if let Some(cells) = self.rows.get(board & 1) {
            for row in 0..usize::from(rows).min(MAX_ROWS) {
                let shift = (row as u32 * u32::from(cols)) & 63;
                bits |= u64::from(cells.get(row).copied().unwrap_or(0)) << shift;
            }
        }
        bits
    }

    /// Board `board`'s numbered tiles in one word, four bits a cell, cell
    /// `cols * row + col` in bits `4 * (cols * row + col)` up, for a format
    /// that fixes its size at `rows` × `cols` (at most 16 cells).
    #[inline(always)]
    pub(crate) fn fixed_tiles(&self, (rows, cols): (u8, u8), board: usize) -> u64 {
        let mut tiles = 0u64;
        if let Some(cells) = self.rows.get(board & 1) {
            for row in 0..usize::from(rows).min(MAX_ROWS) {
                let shift = (4 * row as u32 * u32::from(cols)) & 63;
                tiles |= u64::from(cells.get(row).copied().unwrap_or(0)) << shift;
            }
        }
        tiles
    }

    /// Board `board`'s cells in one word, bit `cols * row + col`.
    pub(crate) fn bits(&self, board: usize) -> u64 {
        let (rows, cols) = self.sizes.get(board).copied().unwrap_or_default();
        let rows = usize::from(rows);
        let Some(cells) = self.rows.get(board).filter(|_| rows <= MAX_ROWS) else {
            return 0;
        };
        // One shift a row; a row past the 64th bit adds nothing.
        let mut bits = 0u64;
        let mut shift = 0u32;
        for &row in cells.iter().take(rows) {
            if shift < 64 {
                bits |= u64::from(row) << shift;
            }
            shift += u32::from(cols);
        }
        bits
    }
}

/// Keeps [`Case`](super::Case) closed to this crate's types.
pub trait Sealed: Sized {
    /// The judge's format its cases are read in.
    const FORMAT: crate::format::Format;
    /// Whether its reader is made for one of several formats (the
    /// family's), rather than always `FORMAT`, which the compiler then
    /// folds into the reader's code.
    const ANY_FORMAT: bool = false;
    /// The value of a case read.
    fn build(raw: &Raw) -> Result<Self, crate::error::ParseErrorKind>;
}

/// `FromStr` of each value, read as its judge writes it (see
/// [`Sealed::FORMAT`]): exactly one case, by [`one`](crate::read::one).
#[cfg(any(feature = "eight", feature = "fifteen"))]
macro_rules! from_text {
    ($($value:ty),*) => {$(
        #[doc = concat!("Reads a `", stringify!($value), "` as its judge writes it.")]
        impl core::str::FromStr for $value {
            type Err = $crate::error::ParseError;
            fn from_str(text: &str) -> Result<$value, $crate::error::ParseError> {
                $crate::read::one(text)
            }
        }
    )*};
}
#[cfg(any(feature = "eight", feature = "fifteen"))]
pub(crate) use from_text;
