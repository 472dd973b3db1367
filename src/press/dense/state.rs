//! A board of a press puzzle, or a press map: a value `0` to `states - 1`
//! per cell, and the arithmetic modulo 2 or 3 that the engine needs.

use core::fmt;

use super::MAX_CELLS;

/// The cells of a board and the value of each, `0` to `states - 1`: cell
/// `i` is bit `i` of `ones` (it holds 1) or of `twos` (it holds 2), never
/// both. A press map is a `State` too, each value how often its cell is
/// pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct State {
    ones: u64,
    twos: u64,
}

impl State {
    /// Every cell 0.
    pub const ZERO: State = State { ones: 0, twos: 0 };

    /// The state whose cell `i` holds `values[i]`; `None` for more than
    /// [`MAX_CELLS`] values, `states` other than 2 or 3, or a value not
    /// below `states`.
    ///
    /// ```
    /// use flipswap::press::State;
    ///
    /// assert_eq!(State::from_values(&[1, 0, 1], 2), Some(State::of_bits(0b101)));
    /// assert_eq!(State::from_values(&[2], 2), None);
    /// assert_eq!(State::from_values(&[2], 3).map(|s| s.get(0)), Some(2));
    /// ```
    #[must_use]
    pub const fn from_values(values: &[u8], states: u8) -> Option<State> {
        if values.len() > MAX_CELLS || !(states == 2 || states == 3) {
            return None;
        }
        let mut state = State::ZERO;
        let mut i = 0;
        while i < values.len() {
            if values[i] >= states {
                return None;
            }
            state = state.with(i, values[i]);
            i += 1;
        }
        Some(state)
    }

    /// Whether every cell past the first `cells` is 0, and, modulo 2,
    /// no cell holds 2.
    #[must_use]
    pub const fn fits(self, cells: usize, states: u8) -> bool {
        let outside = !mask(cells);
        (self.ones | self.twos) & outside == 0 && (states == 3 || self.twos == 0)
    }

    /// The two-state board whose cell `i` holds bit `i` of `bits`.
    #[must_use]
    pub const fn of_bits(bits: u64) -> State {
        State {
            ones: bits,
            twos: 0,
        }
    }

    /// Every one of the first `cells` cells `value` (`value` 0, 1 or 2).
    #[must_use]
    pub const fn uniform(cells: usize, value: u8) -> State {
        let all = mask(cells);
        match value {
            1 => State { ones: all, twos: 0 },
            2 => State { ones: 0, twos: all },
            _ => State::ZERO,
        }
    }

    /// The value of cell `i` (0 past the board).
    #[must_use]
    pub const fn get(self, i: usize) -> u8 {
        if i >= MAX_CELLS {
            return 0;
        }
        ((self.ones >> i) & 1) as u8 + 2 * ((self.twos >> i) & 1) as u8
    }

    /// The state with cell `i` set to `value` (0, 1 or 2).
    #[must_use]
    pub const fn with(self, i: usize, value: u8) -> State {
        if i >= MAX_CELLS {
            return self;
        }
        let bit = 1u64 << i;
        State {
            ones: (self.ones & !bit) | if value == 1 { bit } else { 0 },
            twos: (self.twos & !bit) | if value == 2 { bit } else { 0 },
        }
    }

    /// The sum of the values: a press map's number of presses.
    #[must_use]
    pub const fn presses(self) -> u32 {
        self.ones.count_ones() + 2 * self.twos.count_ones()
    }

    /// Whether every cell is 0.
    #[must_use]
    pub const fn is_zero(self) -> bool {
        self.ones | self.twos == 0
    }

    /// `self + other`, cell by cell, modulo `states` (2 or 3).
    #[must_use]
    pub const fn add(self, other: State, states: u8) -> State {
        let (a1, a2, b1, b2) = (self.ones, self.twos, other.ones, other.twos);
        if states == 2 {
            return State {
                ones: a1 ^ b1,
                twos: 0,
            };
        }
        // Each cell's sum of two values in 0..3, by its two bits.
        State {
            ones: (a1 & !(b1 | b2)) | (b1 & !(a1 | a2)) | (a2 & b2),
            twos: (a2 & !(b1 | b2)) | (b2 & !(a1 | a2)) | (a1 & b1),
        }
    }

    /// `-self`, cell by cell, modulo `states` (2 or 3).
    #[must_use]
    pub const fn neg(self, states: u8) -> State {
        if states == 2 {
            return self;
        }
        State {
            ones: self.twos,
            twos: self.ones,
        }
    }

    /// `value * self`, cell by cell, modulo `states` (`value` 0, 1 or 2).
    #[must_use]
    pub const fn times(self, value: u8, states: u8) -> State {
        match value % modulus(states) {
            0 => State::ZERO,
            1 => self,
            _ => self.neg(states),
        }
    }

    /// `Σ self[i] · other[i]` modulo `states` (2 or 3).
    #[must_use]
    pub const fn dot(self, other: State, states: u8) -> u8 {
        let (a1, a2, b1, b2) = (self.ones, self.twos, other.ones, other.twos);
        if states != 3 {
            // Modulo 2 every value is 0 or 1: the parity of the products,
            // with no division (three times as fast on a rule of 64 cells,
            // as `cargo bench` measured).
            return ((a1 & b1).count_ones() & 1) as u8;
        }
        // Products of 1 (1·1, 2·2) and of 2 (1·2, 2·1). A cell holds at
        // most one of its two bits, so the two products of a value are on
        // cells apart: one count of their union (a tenth faster than two).
        let one = ((a1 & b1) | (a2 & b2)).count_ones();
        let two = ((a1 & b2) | (a2 & b1)).count_ones();
        ((one + 2 * two) % 3) as u8
    }

    /// The bits of the cells that are not 0.
    pub(crate) const fn support(self) -> u64 {
        self.ones | self.twos
    }

    /// The cells of `mask` as they are, every other cell 0.
    pub(super) const fn within(self, mask: u64) -> State {
        State {
            ones: self.ones & mask,
            twos: self.twos & mask,
        }
    }

    /// Whether `self` reads before `other` in reading order: the first
    /// cell where they differ holds less in `self`.
    #[must_use]
    pub const fn reads_before(self, other: State) -> bool {
        let differ = (self.ones ^ other.ones) | (self.twos ^ other.twos);
        if differ == 0 {
            return false;
        }
        let i = differ.trailing_zeros() as usize;
        self.get(i) < other.get(i)
    }
}

/// The bits of the first `cells` cells.
const fn mask(cells: usize) -> u64 {
    if cells >= MAX_CELLS {
        u64::MAX
    } else {
        (1u64 << cells) - 1
    }
}

/// The modulus of a rule of `states` states: 3 for 3, else 2.
pub(crate) const fn modulus(states: u8) -> u8 {
    if states == 3 { 3 } else { 2 }
}

impl fmt::Display for State {
    /// The values of the first cells as digits, up to the last that is not
    /// 0: a state holds no shape; `press::Board` (feature `press`) prints one
    /// in its rows.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let last = MAX_CELLS - (self.ones | self.twos).leading_zeros() as usize;
        for i in 0..last {
            write!(f, "{}", self.get(i))?;
        }
        Ok(())
    }
}
