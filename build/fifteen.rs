//! The 15-puzzle's pattern databases: for each group of tiles, the fewest
//! moves of its own tiles that bring them home, from every placing.

use crate::Tables;
use crate::fifteen;

/// Writes the pattern databases (feature `fifteen`): for each of
/// `fifteen::GROUPS`, half of each placing's fewest moves less its
/// Manhattan distance, four bits a placing; and, for sliding tiles' targets
/// of 4 × 4 (feature `sliding`), those of a blank elsewhere.
pub fn write(tables: &mut Tables) {
    if !cfg!(feature = "fifteen") {
        return;
    }
    for (number, group) in fifteen::GROUPS.iter().enumerate() {
        let doc = format!(
            "Group {number}, tiles {group:?}: half of each placing's fewest moves\n\
             less its Manhattan distance, four bits a placing by its cells'\n\
             nibbles (see `rules`), the even number in the low nibble."
        );
        let bytes = fifteen::table_bytes(number as u8);
        tables.bytes(
            &format!("FIFTEEN_GROUP_{number}"),
            &doc,
            &fifteen_table(fifteen::CELLS - 1, group, bytes),
        );
    }
    let blanks: &[u8] = if cfg!(feature = "sliding") {
        &fifteen::TARGET_BLANKS
    } else {
        &[]
    };
    for &blank in blanks {
        let Some(number) = fifteen::own_group(blank) else {
            continue;
        };
        let group = fifteen::GROUPS[usize::from(number)];
        let doc = format!(
            "Group {number}, tiles {group:?}, to the target with its blank in cell\n\
             {blank} (see `rules::home`): as `FIFTEEN_GROUP_{number}`."
        );
        tables.bytes(
            &format!("FIFTEEN_BLANK_{blank}"),
            &doc,
            &fifteen_table(blank, group, fifteen::table_bytes(number)),
        );
    }
}

/// A breadth-first search over the placings of `group`'s tiles and the
/// blank, from their placing at home in the target whose blank is in cell
/// `target` (15 for the goal: see `rules::home`), with the blank in any cell the group
/// leaves free. A move of the blank into a cell the group leaves free costs
/// nothing (another group's tile moves), a move that slides one of the
/// group's tiles costs one: so moves of 0 and 1 go to the front and the
/// back of one queue. A placing's entry is the least over the blank's
/// cells. States are looked up by their nibbles as they stand, the
/// placing's then the blank's (a 2^(4k + 4) array for k tiles, no
/// ranking), and the table, of `bytes` bytes, is indexed the same way, by
/// the placing's nibbles.
fn fifteen_table(target: u8, group: &[u8], bytes: usize) -> Vec<u8> {
    const UNSEEN: u8 = u8::MAX;
    let tiles = group.len();
    let neighbours: Vec<Vec<u32>> = (0..fifteen::CELLS)
        .map(|cell| {
            (0..4)
                .filter_map(|dir| fifteen::neighbour(cell, dir))
                .map(u32::from)
                .collect()
        })
        .collect();
    let goal = (0..tiles).fold(0u32, |placing, i| {
        placing | u32::from(fifteen::home(target, group[i])) << (4 * i)
    });
    let taken =
        |placing: u32| (0..tiles).fold(0u32, |mask, i| mask | 1 << (placing >> (4 * i) & 15));
    let mut distance = vec![UNSEEN; 1 << (4 * tiles + 4)];
    let mut queue = std::collections::VecDeque::new();
    for blank in (0..16).filter(|&cell| taken(goal) & 1 << cell == 0) {
        let state = goal << 4 | blank;
        distance[state as usize] = 0;
        queue.push_back(state);
    }
    // Plain loops and an array of the group's tiles by cell: the build
    // script runs unoptimised, where iterator adapters cost many calls.
    while let Some(state) = queue.pop_front() {
        let (placing, blank) = (state >> 4, state & 15);
        let here = distance[state as usize];
        let mut owner = [tiles; 16];
        let mut i = 0;
        while i < tiles {
            owner[(placing >> (4 * i) & 15) as usize] = i;
            i += 1;
        }
        for &to in &neighbours[blank as usize] {
            let i = owner[to as usize];
            let (next, moves) = if i < tiles {
                let moved = placing & !(15 << (4 * i)) | blank << (4 * i);
                (moved << 4 | to, here + 1)
            } else {
                (placing << 4 | to, here)
            };
            if moves < distance[next as usize] {
                distance[next as usize] = moves;
                if moves == here {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    let mut fewest = vec![UNSEEN; 1 << (4 * tiles)];
    for (state, &moves) in distance.iter().enumerate() {
        let least = &mut fewest[state >> 4];
        *least = (*least).min(moves);
    }
    let mut table = vec![0u8; bytes];
    let mut placings = 0;
    for (placing, &moves) in fewest.iter().enumerate() {
        if moves == UNSEEN {
            continue;
        }
        placings += 1;
        let placing = placing as u32;
        let manhattan: u8 = (0..tiles)
            .map(|i| fifteen::distance_to(target, group[i], (placing >> (4 * i) & 15) as u8))
            .sum();
        let extra = moves - manhattan;
        assert!(
            extra % 2 == 0 && extra / 2 < 16,
            "half the extra fits a nibble"
        );
        let index = placing as usize;
        table[index / 2] |= (extra / 2) << (4 * (index % 2));
    }
    assert_eq!(
        placings,
        (17 - tiles..=16).product::<usize>(),
        "every placing"
    );
    table
}
