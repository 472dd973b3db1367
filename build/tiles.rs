//! Sliding tiles' tables: one breadth-first search over the boards of a
//! size that reach a goal, run for the 8-puzzle's three goals and for every
//! goal of the sizes of fewer than nine cells.

use crate::Tables;
use crate::eight;
use crate::tiles::rules as tiles;

/// Writes the 8-puzzle's tables (feature `eight`) and those of the small
/// sizes (feature `sliding`).
pub fn write(tables: &mut Tables) {
    if cfg!(feature = "eight") {
        eight_tables(tables);
    }
    if cfg!(feature = "sliding") {
        small_tables(tables);
    }
}

/// The 8-puzzle's tables: for each of `eight::GOALS`, the fewest moves of
/// every board that reaches it, modulo 3, two bits a board, and how many
/// boards need each number of moves.
fn eight_tables(tables: &mut Tables) {
    let names = ["CORNER", "EDGE", "CENTRE"];
    for (goal, name) in eight::GOALS.into_iter().zip(names) {
        let (table, mut histogram) = tile_table(eight::WIDTH, eight::WIDTH, goal);
        let most = usize::from(eight::MOST_MOVES);
        assert!(histogram.len() <= most + 1, "no board needs more than 31");
        histogram.resize(most + 1, 0);
        let doc = format!(
            "The fewest moves modulo 3 of each board that reaches `{goal:#011x}`\n\
             (see `rules`), two bits a board from the low bits of each byte."
        );
        tables.bytes(&format!("EIGHT_{name}"), &doc, &table);
        let counts: Vec<u16> = histogram
            .iter()
            .map(|&count| u16::try_from(count).expect("a count fits 16 bits"))
            .collect();
        let doc = format!(
            "How many boards need each number of moves, 0 to {most}, to reach\n\
             `{goal:#011x}`."
        );
        tables.words(&format!("EIGHT_{name}_HISTOGRAM"), &doc, &counts);
    }
}

/// Sliding tiles at the sizes of `tiles::SMALL`: for each size its tables,
/// one a cell of the goal's blank in the order of the cells, each the
/// fewest moves modulo 3 of every board that reaches `tiles::goal`, two
/// bits a board; and the most moves any board needs to reach each goal,
/// the last depth of its search.
fn small_tables(tables: &mut Tables) {
    for (rows, cols) in tiles::SMALL {
        let cells = rows * cols;
        let mut bytes = Vec::new();
        let mut most = Vec::new();
        for blank in 0..cells {
            let (table, histogram) = tile_table(rows, cols, tiles::goal(cells, blank));
            bytes.extend(table);
            let deepest = u8::try_from(histogram.len() - 1).expect("at most 255 moves");
            assert!(deepest <= tiles::MOST_MOVES, "no board needs more than 80");
            most.push(deepest);
        }
        let doc = format!(
            "{rows} × {cols}: for each cell of the goal's blank, {each} bytes: the\n\
             fewest moves modulo 3 of each board that reaches `rules::goal`, two\n\
             bits a board from the low bits of each byte.",
            each = tiles::table_bytes(cells),
        );
        tables.bytes(&format!("TILES_{rows}X{cols}"), &doc, &bytes);
        let doc = format!(
            "{rows} × {cols}: for each cell of the goal's blank, the most moves any\n\
             board needs to reach `rules::goal`: the depth of the last boards its\n\
             breadth-first search finds."
        );
        tables.bytes(&format!("TILES_{rows}X{cols}_MOST"), &doc, &most);
    }
}

/// A breadth-first search from `goal`, a board of `rows × cols` (at most
/// nine cells), over every board that reaches it; moves undo themselves,
/// so the distance from the goal is the distance to it. Each board's
/// fewest moves modulo 3, packed four to a byte at its `tiles::index`, and
/// how many boards need each number of moves (the last entry the most).
fn tile_table(rows: u8, cols: u8, goal: u64) -> (Vec<u8>, Vec<u32>) {
    const UNSEEN: u8 = u8::MAX;
    let cells = rows * cols;
    let boards = tiles::boards(cells) as usize;
    let index = |board: u64| tiles::index_of(board, cells) as usize;
    let mut distance = vec![UNSEEN; boards];
    distance[index(goal)] = 0;
    let mut frontier = vec![goal];
    let mut histogram = Vec::new();
    let mut depth = 0u8;
    while !frontier.is_empty() {
        histogram.push(frontier.len() as u32);
        let mut next = Vec::new();
        for board in frontier {
            let blank = tiles::blank(board, cells);
            for dir in 0..4 {
                let Some(cell) = tiles::neighbour(blank, dir, rows, cols) else {
                    continue;
                };
                let moved = tiles::swap(board, blank, cell);
                let slot = &mut distance[index(moved)];
                if *slot == UNSEEN {
                    *slot = depth + 1;
                    next.push(moved);
                }
            }
        }
        frontier = next;
        depth += 1;
    }
    assert_eq!(
        histogram.iter().sum::<u32>() as usize,
        boards,
        "every board of the goal's parity"
    );
    let mut table = vec![0u8; tiles::table_bytes(cells) as usize];
    for (i, &d) in distance.iter().enumerate() {
        table[i / 4] |= (d % 3) << (2 * (i % 4));
    }
    (table, histogram)
}
