//! The named rules: solvers built when the library compiles, kept in
//! flash, each reached by its own three C functions (so that a program
//! links the rules it calls and no other).

use core::ffi::c_long;

use flipswap::press::{Edges, Grid, GridSolver, Rule, Solver, Stencil};

use super::{Ask, Count, Kernel, Solve};

/// Lights Out: 5 × 5, the cross, modulo 2.
static LIGHTS_OUT_5X5: Solver = Solver::new(
    &Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 2).expect("a grid of up to 64 cells"),
);

/// Lights Out on a 7 × 7 torus: the cross with wrapping edges, modulo 2.
static TORUS_7X7: Solver = Solver::new(
    &Rule::grid(7, 7, &Stencil::CROSS, Edges::Torus, 2).expect("a grid of up to 64 cells"),
);

/// Lights Out 2000: 5 × 5, the cross, modulo 3.
static LIGHTS_OUT_2000: Solver = Solver::new(
    &Rule::grid(5, 5, &Stencil::CROSS, Edges::Bounded, 3).expect("a grid of up to 64 cells"),
);

/// HDU 5755 at its largest, 30 × 30, modulo 3: the library's rule of
/// `gambler-bo` (2 on the cell, 1 on its four neighbours).
static HDU_5755_30X30: GridSolver =
    match Grid::new(30, 30, &flipswap::grids::GAMBLER_BO_RULE, Edges::Bounded, 3) {
        Some(grid) => GridSolver::new(&grid),
        None => panic!("30 x 30 takes 30 unknowns"),
    };

/// The three C functions of one named rule, `$solver` a `static` solver.
macro_rules! named {
    ($solver:ident, $solve:ident, $count:ident, $kernel:ident) => {
        /// The fewest presses from `start` to `goal` on the named rule.
        #[unsafe(no_mangle)]
        pub extern "C" fn $solve(
            start: *const u8,
            goal: *const u8,
            limit: u64,
            map: *mut u8,
            cap: usize,
        ) -> c_long {
            Solve {
                start,
                goal,
                limit,
                map,
                cap,
            }
            .ask(&$solver)
        }

        /// How many press maps take `start` to `goal` on the named rule.
        #[unsafe(no_mangle)]
        pub extern "C" fn $count(start: *const u8, goal: *const u8, count: *mut u64) -> c_long {
            Count { start, goal, count }.ask(&$solver)
        }

        /// A non-zero press map of the named rule that changes nothing.
        #[unsafe(no_mangle)]
        pub extern "C" fn $kernel(map: *mut u8, cap: usize) -> c_long {
            Kernel { map, cap }.ask(&$solver)
        }
    };
}

named!(
    LIGHTS_OUT_5X5,
    flipswap_press_lights_out_5x5_solve,
    flipswap_press_lights_out_5x5_count,
    flipswap_press_lights_out_5x5_kernel
);
named!(
    TORUS_7X7,
    flipswap_press_torus_7x7_solve,
    flipswap_press_torus_7x7_count,
    flipswap_press_torus_7x7_kernel
);
named!(
    LIGHTS_OUT_2000,
    flipswap_press_lights_out_2000_solve,
    flipswap_press_lights_out_2000_count,
    flipswap_press_lights_out_2000_kernel
);
named!(
    HDU_5755_30X30,
    flipswap_press_hdu_5755_30x30_solve,
    flipswap_press_hdu_5755_30x30_count,
    flipswap_press_hdu_5755_30x30_kernel
);
