//! A vector of up to [`MOST_UNKNOWNS`] values modulo 2 or 3: the unknown
//! presses of a chase, or the combination of its equations that a row of
//! the reduced system is.

use super::MOST_UNKNOWNS;

/// Value `i` is bit `i` of `ones` (it is 1) or of `twos` (it is 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Vector {
    ones: u128,
    twos: u128,
}

impl Vector {
    pub(super) const ZERO: Vector = Vector { ones: 0, twos: 0 };

    /// 1 at `i` (below [`MOST_UNKNOWNS`]), 0 elsewhere.
    pub(super) const fn unit(i: usize) -> Vector {
        Vector::ZERO.with(i, 1)
    }

    /// Value `i` (0 from [`MOST_UNKNOWNS`] on).
    pub(super) const fn get(self, i: usize) -> u8 {
        if i >= MOST_UNKNOWNS {
            return 0;
        }
        ((self.ones >> i) & 1) as u8 + 2 * ((self.twos >> i) & 1) as u8
    }

    /// The vector with value `i` set to `value` (0, 1 or 2); unchanged
    /// from [`MOST_UNKNOWNS`] on.
    pub(super) const fn with(self, i: usize, value: u8) -> Vector {
        if i >= MOST_UNKNOWNS {
            return self;
        }
        let bit = 1u128 << i;
        Vector {
            ones: (self.ones & !bit) | if value == 1 { bit } else { 0 },
            twos: (self.twos & !bit) | if value == 2 { bit } else { 0 },
        }
    }

    /// The `width` (at most 64) values from `from` on, as the bits of a
    /// row: value `from + i` is column `i`.
    pub(super) const fn field(self, from: usize, width: usize) -> (u64, u64) {
        if from >= MOST_UNKNOWNS {
            return (0, 0);
        }
        let mask = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        (
            (self.ones >> from) as u64 & mask,
            (self.twos >> from) as u64 & mask,
        )
    }

    /// The vector with the `width` values from `from` on set from the bits
    /// of a row (columns 0 to `width - 1`, nothing past [`MOST_UNKNOWNS`]).
    pub(super) const fn with_field(self, from: usize, ones: u64, twos: u64) -> Vector {
        if from >= MOST_UNKNOWNS {
            return self;
        }
        Vector {
            ones: self.ones | (ones as u128) << from,
            twos: self.twos | (twos as u128) << from,
        }
    }

    pub(super) const fn is_zero(self) -> bool {
        self.ones | self.twos == 0
    }

    /// `self + other` modulo `p` (2 or 3).
    pub(super) const fn add(self, other: Vector, p: u8) -> Vector {
        let (a1, a2, b1, b2) = (self.ones, self.twos, other.ones, other.twos);
        if p == 2 {
            return Vector {
                ones: a1 ^ b1,
                twos: 0,
            };
        }
        Vector {
            ones: (a1 & !(b1 | b2)) | (b1 & !(a1 | a2)) | (a2 & b2),
            twos: (a2 & !(b1 | b2)) | (b2 & !(a1 | a2)) | (a1 & b1),
        }
    }

    /// `value * self` modulo `p` (`value` 0, 1 or 2).
    pub(super) const fn times(self, value: u8, p: u8) -> Vector {
        match value {
            1 => self,
            2 if p == 3 => Vector {
                ones: self.twos,
                twos: self.ones,
            },
            _ => Vector::ZERO,
        }
    }

    /// `Σ self[i] · other[i]` modulo `p` (2 or 3).
    pub(super) const fn dot(self, other: Vector, p: u8) -> u8 {
        let (a1, a2, b1, b2) = (self.ones, self.twos, other.ones, other.twos);
        let one = (a1 & b1).count_ones() + (a2 & b2).count_ones();
        let two = (a1 & b2).count_ones() + (a2 & b1).count_ones();
        let sum = one + 2 * two;
        (if p == 3 { sum % 3 } else { sum & 1 }) as u8
    }
}
