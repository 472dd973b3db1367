//! The header's codes and rooms: each error code where it gives it, the
//! rooms of the named rules and the kernel dimensions it names.

use super::*;

/// The header's rooms of the named rules are their cells, and the
/// kernel dimensions it gives are theirs.
#[test]
fn the_named_rooms_are_the_header_s() {
    use crate::tests::{HEADER, defined};
    type Kernel = extern "C" fn(*mut u8, usize) -> c_long;
    type Count = extern "C" fn(*const u8, *const u8, *mut u64) -> c_long;
    let named: [(&str, &str, Kernel, Count, c_long); 4] = [
        (
            "LIGHTS_OUT_5X5",
            "lights_out_5x5",
            flipswap_press_lights_out_5x5_kernel,
            flipswap_press_lights_out_5x5_count,
            2,
        ),
        (
            "TORUS_7X7",
            "torus_7x7",
            flipswap_press_torus_7x7_kernel,
            flipswap_press_torus_7x7_count,
            0,
        ),
        (
            "LIGHTS_OUT_2000",
            "lights_out_2000",
            flipswap_press_lights_out_2000_kernel,
            flipswap_press_lights_out_2000_count,
            3,
        ),
        (
            "HDU_5755_30X30",
            "hdu_5755_30x30",
            flipswap_press_hdu_5755_30x30_kernel,
            flipswap_press_hdu_5755_30x30_count,
            0,
        ),
    ];
    for (name, lower, kernel, count, k) in named {
        let cells = defined::<usize>(&format!("FLIPSWAP_PRESS_{name}_CELLS"));
        let mut map = vec![0xAA; cells];
        assert_eq!(kernel(map.as_mut_ptr(), cells - 1), NO_ROOM, "{name}");
        assert!(kernel(map.as_mut_ptr(), cells) >= 0, "{name}");
        let zero = vec![0; cells];
        let mut maps = 0;
        assert_eq!(count(zero.as_ptr(), zero.as_ptr(), &mut maps), k, "{name}");
        let line = HEADER
            .lines()
            .find(|line| line.contains(&format!(" {lower} ")));
        let said = line.and_then(|line| line.split("k = ").nth(1));
        let digits = said.map(|said| said.chars().take_while(char::is_ascii_digit).collect());
        assert_eq!(digits, Some(k.to_string()), "{name}");
    }
}

/// Each error code where the header gives it; a map of too little room is
/// left untouched.
#[test]
fn the_codes_are_the_header_s() {
    let cross = Shape {
        rows: 3,
        cols: 3,
        high: 3,
        wide: 3,
        weights: vec![0, 1, 0, 1, 1, 1, 0, 1, 0],
        torus: 0,
        states: 2,
    };
    let (zero, one) = ([0u8; 9], [1u8; 9]);
    let mut map = [0xAA; 9];
    // All on, 3 x 3: the five presses of the corners and the centre.
    assert_eq!(cross.solve(&one, &zero, 1, &mut map), 5);
    assert_eq!(map, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    let bad = |change: fn(&mut Shape)| {
        let mut shape = cross.clone();
        change(&mut shape);
        let mut map = [0; 64];
        shape.solve(&zero, &zero, 1, &mut map)
    };
    assert_eq!(bad(|s| s.rows = 0), BAD_INPUT);
    assert_eq!(bad(|s| s.cols = 65), BAD_INPUT);
    assert_eq!(bad(|s| s.high = 2), BAD_INPUT);
    assert_eq!(bad(|s| s.wide = 9), BAD_INPUT);
    assert_eq!(bad(|s| s.weights[4] = 2), BAD_INPUT);
    assert_eq!(bad(|s| s.torus = 2), BAD_INPUT);
    assert_eq!(bad(|s| s.states = 4), BAD_INPUT);
    let two = [2u8; 9];
    assert_eq!(cross.solve(&two, &zero, 1, &mut map), BAD_INPUT);
    assert_eq!(cross.solve(&zero, &two, 1, &mut map), BAD_INPUT);
    let mut short = [0xAA; 8];
    assert_eq!(cross.solve(&one, &zero, 1, &mut short), NO_ROOM);
    assert_eq!(short, [0xAA; 8]);
    assert_eq!(cross.kernel(&mut short), NO_ROOM);
    let null = flipswap_press_grid_solve(
        3,
        3,
        3,
        3,
        ptr::null(),
        0,
        2,
        zero.as_ptr(),
        zero.as_ptr(),
        1,
        map.as_mut_ptr(),
        9,
    );
    assert_eq!(null, BAD_INPUT);
    let null = flipswap_press_grid_count(
        3,
        3,
        3,
        3,
        cross.weights.as_ptr(),
        0,
        2,
        zero.as_ptr(),
        zero.as_ptr(),
        ptr::null_mut(),
    );
    assert_eq!(null, BAD_INPUT);
    let null =
        flipswap_press_lights_out_5x5_solve(ptr::null(), zero.as_ptr(), 1, map.as_mut_ptr(), 25);
    assert_eq!(null, BAD_INPUT);
    assert_eq!(
        flipswap_press_lights_out_5x5_kernel(ptr::null_mut(), 25),
        BAD_INPUT
    );
    // 4 x 4 Lights Out has 16 maps that change nothing: `Solver`'s search
    // weighs a position at least, and an unsolvable board is that
    // whatever the limit. 3 x 3 has one answer to each board: no position.
    let four = Shape {
        rows: 4,
        cols: 4,
        ..cross.clone()
    };
    let mut sixteen = [0; 16];
    assert_eq!(four.solve(&[1; 16], &[0; 16], 0, &mut sixteen), OVER_LIMIT);
    assert_eq!(four.solve(&[1; 16], &[0; 16], 1 << 32, &mut sixteen), 4);
    assert_eq!(cross.solve(&one, &zero, 0, &mut map), 5);
    // Past 64 cells `GridSolver` weighs every map of the kernel: 9 x 9
    // Lights Out has 2^8, and the 30 x 30 of HDU 5755 one.
    let nine = Shape {
        rows: 9,
        cols: 9,
        ..cross.clone()
    };
    let mut board = [0; 81];
    board[40] = 1;
    let mut eighty_one = [0; 81];
    assert_eq!(
        nine.solve(&board, &[0; 81], 255, &mut eighty_one),
        OVER_LIMIT
    );
    let at_limit = nine.solve(&board, &[0; 81], 256, &mut eighty_one);
    assert!(at_limit > 0, "{at_limit}");
    let (start, mut out) = ([0; 900], [0; 900]);
    let hdu = |limit, out: &mut [u8; 900]| {
        flipswap_press_hdu_5755_30x30_solve(
            start.as_ptr(),
            start.as_ptr(),
            limit,
            out.as_mut_ptr(),
            900,
        )
    };
    assert_eq!(hdu(0, &mut out), OVER_LIMIT);
    assert_eq!(hdu(1, &mut out), 0);
    let mut corner = [0; 16];
    corner[0] = 1;
    assert_eq!(four.solve(&corner, &[0; 16], 0, &mut sixteen), UNSOLVABLE);
    let mut count = 9;
    assert_eq!(four.count(&corner, &[0; 16], &mut count), UNSOLVABLE);
    assert_eq!(count, 0);
    assert_eq!(four.count(&[1; 16], &[0; 16], &mut count), 4);
    assert_eq!(count, 16);
    // 3 x 3 Lights Out: only the empty map changes nothing.
    assert_eq!(cross.kernel(&mut map), 0);
    assert_eq!(map, [0; 9]);
    // Graphs: a node past `nodes`, no nodes, `directed` not 0 or 1.
    let edges = [0u8, 1, 1, 2];
    let graph_solve = |nodes, edges: &[u8], directed, map: &mut [u8]| {
        flipswap_press_graph_solve(
            nodes,
            edges.as_ptr(),
            edges.len() / 2,
            directed,
            one.as_ptr(),
            zero.as_ptr(),
            1,
            map.as_mut_ptr(),
            map.len(),
        )
    };
    assert_eq!(graph_solve(3, &edges, 0, &mut map[..3]), 1);
    assert_eq!(map[..3], [0, 1, 0]);
    assert_eq!(graph_solve(2, &edges, 0, &mut map[..3]), BAD_INPUT);
    assert_eq!(graph_solve(0, &[], 0, &mut map[..3]), BAD_INPUT);
    assert_eq!(graph_solve(3, &edges, 2, &mut map[..3]), BAD_INPUT);
    assert_eq!(graph_solve(3, &edges, 0, &mut map[..2]), NO_ROOM);
    let lone = flipswap_press_graph_solve(
        2,
        ptr::null(),
        0,
        0,
        one.as_ptr(),
        zero.as_ptr(),
        1,
        map.as_mut_ptr(),
        2,
    );
    assert_eq!(lone, 2);
    let null = flipswap_press_graph_solve(
        2,
        ptr::null(),
        1,
        0,
        one.as_ptr(),
        zero.as_ptr(),
        1,
        map.as_mut_ptr(),
        2,
    );
    assert_eq!(null, BAD_INPUT);
}
