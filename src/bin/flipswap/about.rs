//! What each puzzle is, for `flipswap help <puzzle>`: its rules, its
//! input and answer, and an example. The usage line and the options come
//! from the puzzle's row of the table in [`crate::puzzle`].

pub const FLIP_GAME_HELP: &str = "\
Flip Game (POJ 1753). Each case is 4 lines of 4 pieces, 'b' (black) or
'w' (white). Flipping a piece also flips its up, down, left and right
neighbours. Prints the fewest flips that make every piece one colour, or
'Impossible'.

example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flipswap flip-game
  4
";

pub const FRIDGE_HELP: &str = "\
The Pilots Brothers' refrigerator (POJ 2965). Each case is 4 lines of 4
handles, '+' (closed) or '-' (open). Turning a handle also turns every
handle in its row and column. Prints the fewest turns N that open every
handle, then N lines 'row col' (1-based, in row-major order).

example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' | flipswap fridge
  6
  1 1
  1 3
  1 4
  4 1
  4 3
  4 4
";

pub const LIGHTS_HELP: &str = "\
Turn on all the lights (Luogu P2040). Each case is 3 lines of 3 lights,
'1' (on) or '0' (off), separated by spaces. Pressing a light also toggles
its up, down, left and right neighbours. Prints the fewest presses that
turn all nine on.

example:
  $ printf '0 0 1\\n0 1 1\\n1 0 0\\n' | flipswap lights
  4
";

pub const LIGHTS_OUT_HELP: &str = "\
Lights Out on any board of 1 to 32 rows and 1 to 32 columns. Each case is
a board: its rows of '0' (off) and '1' (on), all of one length, with or
without spaces between the digits; a blank line (or the end of the input)
ends a board, so boards of different sizes may follow one another.
Pressing a light toggles it and its up, down, left and right neighbours.
Prints the fewest presses N that reach the goal, then the press map: rows
of '0' and '1' in the board's shape, '1' for each light to press (of the
maps with N presses, the first in reading order, row by row, '0' before
'1'); or 'Impossible' when no presses reach the goal.

goals:
  off         every light off (the default)
  on          every light on
  one-colour  every light the same, on or off, whichever takes fewer presses

example:
  $ printf '11111\\n11111\\n11111\\n11111\\n11111\\n' | flipswap lights-out
  15
  00011
  11011
  11100
  01110
  10110
  $ printf '11\\n\\n10\\n' | flipswap lights-out --goal on
  0
  00
  Impossible

A board's answer is written once the line after the board is read, so
when typing at a terminal or feeding boards through a pipe one at a time,
end each board with a blank line to get its answer before the next.
";

pub const SWAP_GAME_HELP: &str = "\
Black and white swap game (Luogu P1225), on any board of 1 to 8 rows and
1 to 8 columns. A move swaps two cells that share an edge. Each case is a
start board and a target board of one size, with as many '1's (black) as
the start and '0's (white) for the rest. A board is its rows of '0' and
'1', all of one width, ended by a blank line or the end of the input; a
target also ends once it has as many rows as its start. Eight rows of
width 4 with no start before them are a whole 4 x 4 case, the start's four
rows then the target's, as the judge writes it (so an 8 x 4 start cannot
be given: give the same puzzle turned on its side, 4 x 8). Prints the
fewest swaps N, then N lines 'abcd': swap cell (a,b) with cell (c,d),
1-based, the black piece moving from (a,b) to (c,d).

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n1010\\n0101\\n1010\\n0101\\n' | flipswap swap-game
  4
  1222
  1424
  3242
  4344
  $ printf '10000\\n\\n00001\\n' | flipswap swap-game
  4
  1112
  1213
  1314
  1415
";

pub const MOVING_TOYS_HELP: &str = "\
Moving toys (Luogu P4289): the swap game, counted. Each case is the start
board (4 rows of 4 cells, '1' a toy, '0' empty), a blank line, then the
target board with as many toys; cases follow until the end of the input.
A move swaps two cells that share an edge. Prints the fewest moves. Boards
of any size from 1 x 1 to 8 x 8 are read as swap-game reads them.

example:
  $ printf '1111\\n0000\\n1110\\n0010\\n\\n1010\\n0101\\n1010\\n0101\\n' | flipswap moving-toys
  4
";

pub const FLIPTILE_HELP: &str = "\
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
";

pub const EXTENDED_LIGHTS_OUT_HELP: &str = "\
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
";

pub const PAINTER_HELP: &str = "\
Painter's Problem (POJ 1681). The input opens with the number of cases;
each case is a line n (1 to 32; the judge asks up to 15), then n lines of
n bricks, 'w' (white) or 'y' (yellow). Painting a brick toggles it and
the bricks up, down, left and right of it. Prints the fewest bricks to
paint that make every brick yellow, or 'inf' when no painting does.

example:
  $ printf '2\\n3\\nyyy\\nyyy\\nyyy\\n5\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\nwwwww\\n' | flipswap painter
  0
  15
";

pub const LIGHTS_OFF_HELP: &str = "\
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
";

pub const SWITCHES_HELP: &str = "\
Puzzling switches (Luogu P10449, AcWing 95). The input opens with the
number of boards; each board is 5 lines of 5 lights, '1' (on) or '0'
(off), with blank lines between boards. Pressing a light toggles it and
the lights up, down, left and right of it. Prints the fewest presses that
turn every light on when they are at most 6, else -1 (also when no
presses do).

example:
  $ printf '1\\n00111\\n01011\\n10001\\n11010\\n11100\\n' | flipswap switches
  3
";

pub const WATER_BOWLS_HELP: &str = "\
The Water Bowls (POJ 3185). Each case is one line of bowls, '1' (upside
down) or '0' (right side up), separated by spaces: 20 for the judge, 1 to
32 here. Flipping a bowl also flips the bowls on either side of it (one at
an end). Prints the fewest flips that turn every bowl right side up, or
'Impossible' for a line that cannot be (the judge never asks one). The
judge gives one line; lines are read until the end of the input.

example:
  $ printf '0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\\n' | flipswap water-bowls
  3
";

pub const FLIP_CARDS_HELP: &str = "\
Flipping cards (HDU 2209). Each case is one line of cards, '1' (face down)
or '0' (face up): at most 20 for the judge, 1 to 32 here. Turning a card
also turns the cards on either side of it (one at an end). Prints the
fewest turns that show every card face up, or 'NO' when no turns do.

example:
  $ printf '01\\n011\\n1\\n' | flipswap flip-cards
  NO
  1
  1
";

pub const EIGHT_HELP: &str = "\
Eight (HDU 1043, POJ 1077): the 8-puzzle. Each case is a line of nine
tokens, the 3 x 3 board row by row: the tiles 1 to 8 and 'x', the blank.
A move slides a tile next to the blank into it, and is named by where the
blank goes: u, d, l or r. Prints the fewest moves to 1 2 3 4 5 6 7 8 x,
the least in the order u, d, l, r among them (an empty line for the goal
itself), or 'unsolvable'.

example:
  $ printf '2 3 4 1 5 x 7 6 8\\n' | flipswap eight
  ullddrurdllurdruldr
";

pub const EIGHT_II_HELP: &str = "\
Eight II (HDU 3567): the 8-puzzle from any board to any other. The first
line is the number of cases; each case is two lines of nine characters,
the start and the target row by row, 'X' the blank. Prints 'Case k: n',
n the fewest moves, then the moves u, d, l, r (where the blank goes) on
the next line, the least in the order d, l, r, u among them (an empty
line when n is 0). A start that cannot reach its target is an error.

example:
  $ printf '2\\n12X453786\\n12345678X\\n564178X23\\n7568X4123\\n' | flipswap eight-ii
  Case 1: 2
  dd
  Case 2: 8
  urrulldr
";

pub const EIGHT_DIGITS_HELP: &str = "\
The eight-digit puzzle (Luogu P1379): the 8-puzzle to 123804765, the
blank in the centre. Each case is a line of nine digits, the board row by
row, '0' the blank; cases follow until the end of the input. Prints the
fewest moves. A board that cannot reach the goal is an error.

example:
  $ printf '283104765\\n' | flipswap eight-digits
  4
";

pub const FIFTEEN_HELP: &str = "\
15-Puzzle Problem (UVa 10181): the 15-puzzle. The first line is the
number of cases; each case is 4 lines of 4 numbers, the 4 x 4 board row
by row: the tiles 1 to 15 and '0', the blank. A move slides a tile next
to the blank into it, and is named by where the blank goes: L, R, U or D.
Prints the fewest moves to the goal (1 to 15 in order, the blank last),
the least in the order D, L, R, U among them (an empty line for the goal
itself), or 'This puzzle is not solvable.' when no moves reach it. The
judge accepts any moves that reach the goal in at most 50; a board that
needs more (the most any needs is 80) gets its fewest all the same.

example:
  $ printf '%s\\n' 2 '2 3 4 0' '1 5 7 8' '9 6 10 12' '13 14 11 15' \\
      '13 1 2 4' '5 0 3 7' '9 6 10 12' '15 8 11 14' | flipswap fifteen
  LLLDRDRDR
  This puzzle is not solvable.
";

pub const FIFTEEN_COUNT_HELP: &str = "\
15 Puzzle (AOJ ALDS1_13_C): the 15-puzzle. Each case is 4 lines of 4
numbers, the 4 x 4 board row by row: the tiles 1 to 15 and '0', the
blank; cases follow until the end of the input. Prints the fewest moves
to the goal (1 to 15 in order, the blank last). The judge poses only
boards that reach it; for one that does not, prints 'This puzzle is not
solvable.', as 'flipswap fifteen' does.

example:
  $ printf '1 2 3 4\\n6 7 8 0\\n5 10 11 12\\n9 13 14 15\\n' | flipswap fifteen-count
  8
";

pub const SLIDING_HELP: &str = "\
Sliding tiles at any size from 2 x 2 to 4 x 4 (2 to 4 rows and columns):
each case is a start and a target of one size, each rows of numbers
separated by spaces, the tiles 1 to rows x columns - 1 and '0', the blank,
as many in each row as in the first, ended by a blank line or the end of
the input. Prints the fewest moves, then the moves u, d, l, r (where the
blank goes) on the next line, the least in the order d, l, r, u among
them (an empty line when there are none), or 'Impossible' when no moves
take the start to the target. Up to 3 x 3, and 4 x 4 to a target with its
blank in the bottom-right corner, answers are quick; 3 x 4 and 4 x 3 take
milliseconds; other 4 x 4 pairs about a second when drawn at random, and
the farthest may take minutes.

example:
  $ printf '1 2 3\\n0 4 5\\n\\n1 2 3\\n4 5 0\\n' | flipswap sliding
  2
  rr
";
