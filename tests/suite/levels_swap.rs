//! Swap-game starts of an exact difficulty against the oracles of `common`:
//! on 4 × 4 the breadth-first search over every board from the target
//! (`swap_distances`), at any size the search of `swap_grid::bfs` on every
//! board of at most 16 cells and the minimum-cost flow of
//! `swap_grid::fewest_swaps` on the larger ones.

use crate::common;

use common::swap_grid::{FAR, bfs, fewest_swaps, random_board};
use common::{UNREACHABLE, swap_distances};
use flipswap::levels::{Every, Level, LevelError, Moves, Rng};
use flipswap::swap_game::{AnyPair, Board, Grid, Pair};

/// The judge's target (Luogu P1225's sample): `1010/0101/1010/0101`.
const JUDGES_TARGET: u16 = 0xA5A5;

/// The 4 × 4 targets checked in full: the judge's, one drawn at random
/// with eight pieces, and one, seven and fifteen pieces.
fn four_targets() -> Vec<u16> {
    let mut rng = common::Rng::new(1225);
    vec![
        JUDGES_TARGET,
        rng.board_with(8),
        rng.board_with(1),
        rng.board_with(7),
        rng.board_with(15),
    ]
}

#[test]
fn needing_lists_every_start_the_search_finds_at_each_distance_in_order() {
    for bits in four_targets() {
        let target = Board::from_bits(bits).expect("sixteen bits");
        let distance = swap_distances(bits);
        let most = distance
            .iter()
            .filter(|&&d| d != UNREACHABLE)
            .max()
            .copied()
            .map(u32::from);
        assert_eq!(Pair::most(&target), most, "target {bits:04x}");
        let most = most.expect("the target itself is reached");
        for n in 0..=most + 1 {
            let listed: Vec<u16> = Pair::needing(&target, n)
                .map(|pair| {
                    assert_eq!(pair.target(), target);
                    pair.start().bits()
                })
                .collect();
            let expected: Vec<u16> = (0..=u16::MAX)
                .filter(|&start| u32::from(distance[usize::from(start)]) == n)
                .collect();
            // The search's boards at distance n, in increasing order, are
            // exactly the list: each listed start needs n, none is missed.
            assert_eq!(listed, expected, "target {bits:04x}, {n} swaps");
        }
    }
}

#[test]
fn four_by_four_draws_need_what_was_asked_and_stop_at_the_most() {
    let mut rng = Rng::new(17);
    for bits in four_targets() {
        let target = Board::from_bits(bits).expect("sixteen bits");
        let distance = swap_distances(bits);
        let needs = |pair: Pair| {
            assert_eq!(pair.target(), target);
            distance[usize::from(pair.start().bits())]
        };
        let most = u32::from(
            *distance
                .iter()
                .filter(|&&d| d != UNREACHABLE)
                .max()
                .expect("the target itself is reached"),
        );
        for n in 0..=most {
            let pair = Pair::random(&target, Moves::Exactly(n), &mut rng).expect("n is reached");
            assert_eq!(u32::from(needs(pair)), n, "target {bits:04x}");
        }
        let hardest = Pair::random(&target, Moves::Most, &mut rng).expect("the most is known");
        assert_eq!(u32::from(needs(hardest)), most);
        for _ in 0..20 {
            let any = Pair::random(&target, Moves::Any, &mut rng).expect("any start");
            assert_ne!(needs(any), UNREACHABLE, "the target's count");
        }
        assert_eq!(
            Pair::random(&target, Moves::Exactly(most + 1), &mut rng),
            Err(LevelError::TooMany {
                asked: most + 1,
                most
            })
        );
    }
}

#[test]
fn exact_draws_on_4_by_4_reach_every_start_needing_n() {
    // On the judge's target, the few starts that need the most (found by
    // weighing every start, since random draws miss them): every one is
    // drawn, none is favoured tenfold.
    let target = Board::from_bits(JUDGES_TARGET).expect("sixteen bits");
    let distance = swap_distances(JUDGES_TARGET);
    let most = *distance
        .iter()
        .filter(|&&d| d != UNREACHABLE)
        .max()
        .expect("reached");
    let mut rng = Rng::new(5);
    for n in [most] {
        let starts: Vec<u16> = (0..=u16::MAX)
            .filter(|&start| distance[usize::from(start)] == n)
            .collect();
        let mut seen = vec![0u32; starts.len()];
        let draws = 10 * starts.len();
        for _ in 0..draws {
            let pair = Pair::random(&target, Moves::Exactly(n.into()), &mut rng).expect("reached");
            let place = starts.binary_search(&pair.start().bits()).expect("needs n");
            seen[place] += 1;
        }
        assert!(
            seen.iter().all(|&count| (1..=100).contains(&count)),
            "{n} swaps: {seen:?}"
        );
    }
}

/// The search's distances from `target` on a `rows` × `cols` board, and
/// the most any start of its count needs.
fn searched(rows: usize, cols: usize, target: u64) -> (Vec<u16>, u32) {
    let distance = bfs(rows, cols, target);
    let most = distance.iter().filter(|&&d| d != FAR).max().copied();
    (
        distance,
        u32::from(most.expect("the target itself is reached")),
    )
}

#[test]
fn small_boards_know_their_most_and_reach_every_count_up_to_it() {
    let mut oracle = common::Rng::new(4289);
    let mut rng = Rng::new(4289);
    for rows in 1..=4 {
        for cols in 1..=4 {
            let cells = rows * cols;
            if cells > 12 {
                continue;
            }
            for ones in 0..=cells {
                let bits = random_board(&mut oracle, rows, cols, ones);
                let target = Grid::from_bits(rows as u8, cols as u8, bits).expect("in size");
                let (distance, most) = searched(rows, cols, bits);
                let case = format!("{rows} × {cols}, target {bits:b}");
                assert_eq!(AnyPair::most(&target), Some(most), "{case}");
                for n in 0..=most {
                    let pair = AnyPair::random(&target, Moves::Exactly(n), &mut rng)
                        .unwrap_or_else(|error| panic!("{case}, {n} swaps: {error}"));
                    assert_eq!(pair.target(), target);
                    let needs = distance[pair.start().bits() as usize];
                    assert_eq!(u32::from(needs), n, "{case}");
                }
                let hardest = AnyPair::random(&target, Moves::Most, &mut rng).expect("known");
                assert_eq!(u32::from(distance[hardest.start().bits() as usize]), most);
                assert_eq!(
                    AnyPair::random(&target, Moves::Exactly(most + 1), &mut rng),
                    Err(LevelError::TooMany {
                        asked: most + 1,
                        most
                    }),
                    "{case}"
                );
            }
        }
    }
}

/// The fewest swaps from `start` to `target` by the oracles: the search
/// on at most 16 cells, the flow above.
fn oracle_swaps(rows: usize, cols: usize, start: u64, target: u64) -> u32 {
    if rows * cols <= 16 {
        u32::from(bfs(rows, cols, target)[start as usize])
    } else {
        fewest_swaps(start, target, cols) as u32
    }
}

#[test]
fn large_boards_draw_starts_needing_what_was_asked() {
    let mut oracle = common::Rng::new(1);
    let mut rng = Rng::new(1);
    for case in 0..40 {
        let (rows, cols) = (
            4 + oracle.next_u64() as usize % 5,
            4 + oracle.next_u64() as usize % 5,
        );
        let cells = rows * cols;
        let ones = oracle.next_u64() as usize % (cells + 1);
        let bits = random_board(&mut oracle, rows, cols, ones);
        let target = Grid::from_bits(rows as u8, cols as u8, bits).expect("in size");
        // Uniform starts have the target's size and count; the most that
        // four of them need is a count some start needs, so starts needing
        // every count up to it exist. Ask for one in its upper half.
        let mut reached = 0;
        for _ in 0..4 {
            let any = AnyPair::random(&target, Moves::Any, &mut rng).expect("any start");
            assert_eq!(any.target(), target);
            assert_eq!(any.start().count(), target.count());
            reached = reached.max(oracle_swaps(rows, cols, any.start().bits(), bits));
        }
        let n = reached - (oracle.next_u64() % (u64::from(reached / 2) + 1)) as u32;
        let pair = AnyPair::random(&target, Moves::Exactly(n), &mut rng)
            .unwrap_or_else(|error| panic!("case {case}, {rows} × {cols}, {n} swaps: {error}"));
        assert_eq!(pair.target(), target);
        assert_eq!(
            oracle_swaps(rows, cols, pair.start().bits(), bits),
            n,
            "case {case}, {rows} × {cols}, target {bits:x}"
        );
    }
}

#[test]
fn large_boards_need_their_most_known_or_say_so() {
    let mut rng = Rng::new(2);
    let half = Grid::from_bits(8, 8, u64::from(u32::MAX)).expect("8 × 8");
    assert_eq!(AnyPair::most(&half), None);
    assert_eq!(
        AnyPair::random(&half, Moves::Most, &mut rng),
        Err(LevelError::MostUnknown)
    );
    // Past any start's reach (32 pieces, none more than 14 steps from
    // anywhere): given up at once, the most being unknown.
    assert_eq!(
        AnyPair::random(&half, Moves::Exactly(449), &mut rng),
        Err(LevelError::NotFound { asked: 449 })
    );
    // Two pieces in a corner of 8 × 8: 2,016 starts, all weighed; the
    // flow weighs them too.
    let corner = Grid::from_bits(8, 8, 0b11).expect("8 × 8");
    let (starts, most) = (0..64)
        .flat_map(|a| (a + 1..64).map(move |b| 1u64 << a | 1u64 << b))
        .fold((0, 0), |(count, most), start| {
            (count + 1, most.max(fewest_swaps(start, 0b11, 8)))
        });
    assert_eq!(starts, 2016);
    assert_eq!(AnyPair::most(&corner), Some(most as u32));
    let hardest = AnyPair::random(&corner, Moves::Most, &mut rng).expect("known");
    assert_eq!(fewest_swaps(hardest.start().bits(), 0b11, 8), most);
    assert_eq!(
        AnyPair::random(&corner, Moves::Exactly(most as u32 + 1), &mut rng),
        Err(LevelError::TooMany {
            asked: most as u32 + 1,
            most: most as u32
        })
    );
}

#[test]
fn the_same_seed_draws_the_same_pair() {
    let four = Board::from_bits(JUDGES_TARGET).expect("sixteen bits");
    let grid = Grid::from_bits(7, 6, 0x000F_0F0F_0F0F).expect("7 × 6");
    for moves in [
        Moves::Any,
        Moves::Exactly(0),
        Moves::Exactly(6),
        Moves::Most,
    ] {
        for seed in [0, 1, 99] {
            let draw = || Pair::random(&four, moves, &mut Rng::new(seed));
            assert_eq!(draw(), draw(), "{moves:?}, seed {seed}");
        }
    }
    for moves in [Moves::Any, Moves::Exactly(0), Moves::Exactly(25)] {
        for seed in [0, 1, 99] {
            let draw = || AnyPair::random(&grid, moves, &mut Rng::new(seed));
            let first = draw();
            assert!(first.is_ok(), "{moves:?}, seed {seed}");
            assert_eq!(first, draw(), "{moves:?}, seed {seed}");
        }
    }
}
