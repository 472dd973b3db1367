//! What the command says of each judge of the Lights Out family: its
//! [`Words`], named by its row of the [`registry`](crate::registry).

use crate::answer::{Opt, Words};

/// `flipswap fliptile`.
pub(crate) static FLIPTILE: Words = Words {
    summary: "Fliptile (POJ 3279): a line 'M N', then M rows of N '0 1';\nprints the press map (fewest flips, then first in reading\norder), or IMPOSSIBLE",
    what: "a line 'M N', then M rows of N 0/1",
    answer: "the press map or IMPOSSIBLE",
    options: Opt::SHOW,
    draws: "the board after every flip",
    checks: "a line 'M N' and M rows, then M rows of N '0 1' or IMPOSSIBLE:\nright only for the fewest flips, then the first in reading\norder",
    help: "\
Fliptile (POJ 3279). Each case is a line 'M N' (1 to 32 each; the judge
asks up to 15), then M lines of N tiles, '1' (black) or '0' (white),
separated by spaces. Flipping a tile also flips its up, down, left and
right neighbours. Prints the press map that makes every tile white: M
lines of N digits separated by single spaces, '1' for a tile to flip; of
the maps with the fewest flips, the first in reading order (row by row,
'0' before '1'). Prints 'IMPOSSIBLE' when no flips make every tile white.
The judge gives one case; cases are read until the end of the input.

example:
  $ printf '4 4\\n1 0 0 1\\n0 1 1 0\\n0 1 1 0\\n1 0 0 1\\n' | flipswap fliptile
  0 0 0 0
  1 0 0 1
  1 0 0 1
  0 0 0 0
",
};

/// `flipswap extended-lights-out`.
pub(crate) static EXTENDED_LIGHTS_OUT: Words = Words {
    summary: "EXTENDED LIGHTS OUT (POJ 1222): a count, then 5 rows of\n'0 1 ...' (6 each) per puzzle; prints 'PUZZLE #k', then the\npress map",
    what: "5 rows of 6 0/1 (after a first line: the count)",
    answer: "PUZZLE #k, then the press map",
    options: Opt::SHOW,
    draws: "the board after every press",
    checks: "the count first; each puzzle's 5 rows, then 'PUZZLE #k' and\n5 rows of 6 '0 1'",
    help: "\
EXTENDED LIGHTS OUT (POJ 1222). The input opens with the number of
puzzles; each puzzle is 5 lines of 6 lights, '1' (on) or '0' (off),
separated by spaces. Pressing a button toggles its light and the lights
up, down, left and right of it. For puzzle k prints 'PUZZLE #k', then 5
lines of 6 digits separated by single spaces, '1' for a button to press,
that turn every light off. 5 × 6 has exactly one such answer per puzzle.

example:
  $ printf '1\\n0 1 1 0 1 0\\n1 0 0 1 1 1\\n0 0 1 0 0 1\\n1 0 0 1 0 1\\n0 1 1 1 0 0\\n' |
      flipswap extended-lights-out
  PUZZLE #1
  1 0 1 0 0 1
  1 1 0 1 0 1
  0 0 1 0 1 1
  1 0 0 1 0 0
  0 1 0 0 0 0
",
};

/// `flipswap painter`.
pub(crate) static PAINTER: Words = Words {
    summary: "Painter's Problem (POJ 1681): a count, then per case a line n\nand n rows of w/y; prints the fewest bricks to paint every\nbrick yellow, or inf",
    what: "a line n, then n rows of w/y (after a first line: the count)",
    answer: "the fewest bricks or inf",
    options: Opt::SHOW,
    draws: "the wall after every brick painted",
    checks: "the count first; each case, then the fewest bricks or inf",
    help: "\
Painter's Problem (POJ 1681). The input opens with the number of cases;
each case is a line n (1 to 32; the judge asks up to 15), then n lines of
n bricks, 'w' (white) or 'y' (yellow). Painting a brick toggles it and
the bricks up, down, left and right of it. Prints the fewest bricks to
paint that make every brick yellow, or 'inf' when no painting does.

example:
  $ printf '2\\n3\\nyyy\\nyyy\\nyyy\\n5\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\n' | flipswap painter
  0
  15
",
};

/// `flipswap lights-off`.
pub(crate) static LIGHTS_OFF: Words = Words {
    summary: "Turn the Lights Off (UVa 10309): a name, then 10 rows of O/#,\nuntil 'end'; prints the name and the fewest presses, or -1",
    what: "a name, then 10 rows of O/# (or 'end')",
    answer: "the name and the fewest presses",
    options: Opt::SHOW,
    draws: "the bulbs after every press",
    checks: "each case, then its name and the fewest presses, or -1; 'end'",
    help: "\
Turn the Lights Off (UVa 10309). Each case is a name (one word of 1 to 100
characters), then 10 lines of 10 bulbs, 'O' (on) or '#' (off); a name
'end' ends the input (so does its end). Pressing a bulb toggles it and the
bulbs up, down, left and right of it. Prints the name, a space and the
fewest presses that switch every bulb off, or -1 when no presses do or
more than 100 are needed (neither happens on a 10 × 10 board).

example:
  $ printf 'dark\\n##########\\n##########\\n##########\\n##########\\n##########\\n' > in
  $ printf '##########\\n##########\\n##########\\n##########\\n##########\\nend\\n' >> in
  $ flipswap lights-off in
  dark 0
",
};

/// `flipswap switches`.
pub(crate) static SWITCHES: Words = Words {
    summary: "Puzzling switches (Luogu P10449): a count, then 5 rows of 0/1\nper board; prints the fewest presses to turn every light on\nwhen at most 6, else -1",
    what: "5 rows of 0/1 (after a first line: the count)",
    answer: "the fewest presses or -1",
    options: Opt::SHOW,
    draws: "the board after every press",
    checks: "the count first; each board, then the fewest presses or -1",
    help: "\
Puzzling switches (Luogu P10449, AcWing 95). The input opens with the
number of boards; each board is 5 lines of 5 lights, '1' (on) or '0'
(off), with blank lines between boards. Pressing a light toggles it and
the lights up, down, left and right of it. Prints the fewest presses that
turn every light on when they are at most 6, else -1 (also when no
presses do).

example:
  $ printf '1\\n00111\\n01011\\n10001\\n11010\\n11100\\n' | flipswap switches
  3
",
};

/// `flipswap water-bowls`.
pub(crate) static WATER_BOWLS: Words = Words {
    summary: "The Water Bowls (POJ 3185): a line of '0 1 ...' bowls per\ncase; prints the fewest flips to all 0, or Impossible",
    what: "a line of 0/1 bowls",
    answer: "the fewest flips or Impossible",
    options: Opt::SHOW,
    draws: "the bowls after every flip",
    checks: "a line of bowls, then the fewest flips (or Impossible)",
    help: "\
The Water Bowls (POJ 3185). Each case is one line of bowls, '1' (upside
down) or '0' (right side up), separated by spaces: 20 for the judge, 1 to
32 here. Flipping a bowl also flips the bowls on either side of it (one at
an end). Prints the fewest flips that turn every bowl right side up, or
'Impossible' for a line that cannot be (the judge never asks one). The
judge gives one line; lines are read until the end of the input.

example:
  $ printf '0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\\n' | flipswap water-bowls
  3
",
};

/// `flipswap flip-cards`.
pub(crate) static FLIP_CARDS: Words = Words {
    summary: "Flipping cards (HDU 2209): a line of 0/1 cards per case;\nprints the fewest turns to all 0, or NO",
    what: "a line of 0/1 cards",
    answer: "the fewest turns or NO",
    options: Opt::SHOW,
    draws: "the cards after every turn",
    checks: "a line of cards, then the fewest turns or NO",
    help: "\
Flipping cards (HDU 2209). Each case is one line of cards, '1' (face down)
or '0' (face up): at most 20 for the judge, 1 to 32 here. Turning a card
also turns the cards on either side of it (one at an end). Prints the
fewest turns that show every card face up, or 'NO' when no turns do.

example:
  $ printf '01\\n011\\n1\\n' | flipswap flip-cards
  NO
  1
  1
",
};
