// The WebAssembly module (web/dist/flipswap.wasm) against the flipswap
// command, in plain Node (20 or later), no packages:
//
//  - the module loads with no imports (the proof that nothing panics);
//  - flipswap_answer answers every judge's sample (capi/tests/samples/
//    <name>.in) byte for byte as the command does (<name>.out), and
//    lights-out given options in its name as `flipswap lights-out` given
//    them on the command line;
//  - for every game, flipswap_play_new draws the board that
//    `flipswap gen <puzzle> --moves N --size RxC --seed S` writes (sliding
//    tiles: a board of the goal), needing the moves it says; the command
//    answers that board with as many moves as flipswap_play_solve gives,
//    and the same moves where its answer lists them; the moves, played by
//    flipswap_play_move, reach the goal at the last one;
//  - flipswap_play_write writes each board drawn as its judge writes it:
//    the text gen writes and the command reads (given to the command for
//    its answer), which flipswap_play_read reads back to the same size and
//    cells;
//  - bad boards, texts, moves, names, rooms and limits give the header's
//    negative codes, and flipswap_play_message says why (a text, by the
//    library's reader: its line and column).
//
// The command is the one $FLIPSWAP names (web/test/run.sh builds it and
// names the file cargo wrote), else target/release/flipswap. Prints each
// mismatch; exits non-zero on any.

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const command = process.env.FLIPSWAP || path.join(root, "target/release/flipswap");
if (!existsSync(command)) {
  console.error(`no command at ${command}: cargo build --release --bin flipswap`);
  process.exit(2);
}

const wasm = readFileSync(path.join(root, "web/dist/flipswap.wasm"));
const { instance } = await WebAssembly.instantiate(wasm, {});
const lib = instance.exports;

// The header's codes.
const BAD_INPUT = -1;
const UNKNOWN_PUZZLE = -2;
const NO_ROOM = -3;
const OVER_LIMIT = -4;
const UNSOLVABLE = -5;

let failures = 0;
let passes = 0;
function check(ok, what, detail = "") {
  if (ok) {
    passes += 1;
  } else {
    failures += 1;
    console.log(`FAIL ${what}${detail ? `\n${detail}` : ""}`);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const memory = () => new Uint8Array(lib.memory.buffer);
const scratch = lib.flipswap_scratch();
const scratchEnd = scratch + lib.flipswap_scratch_len();

// Lays out `parts` (byte arrays, or numbers of bytes to leave) one after
// another in the scratch area, each 4-aligned; returns their addresses.
function layout(...parts) {
  let at = scratch;
  return parts.map((part) => {
    const here = at;
    if (typeof part === "number") {
      at += part;
    } else {
      memory().set(part, here);
      at += part.length;
    }
    at = (at + 3) & ~3;
    if (at > scratchEnd) throw new Error("past the scratch area");
    return here;
  });
}

const cString = (text) => encoder.encode(`${text}\0`);

// The message of the last negative code.
function message() {
  const [out] = layout(512);
  const len = lib.flipswap_play_message(out, 512);
  return decoder.decode(memory().slice(out, out + len));
}

// flipswap_answer on `input` (bytes): its code and its output.
function answer(name, input) {
  const [at, text] = layout(cString(name), input);
  const out = text + input.length + 8;
  const code = lib.flipswap_answer(at, text, input.length, out, scratchEnd - out);
  const end = code >= 0 ? code : memory().indexOf(0, out) - out;
  return { code, out: memory().slice(out, out + end) };
}

// Runs the command with `args`, `input` on its standard input.
function run(args, input = "") {
  return execFileSync(command, args, { input, maxBuffer: 1 << 26 });
}

// ---- flipswap_answer: every judge's sample, byte for byte -----------------

const samples = path.join(root, "capi/tests/samples");
const names = readdirSync(samples)
  .filter((file) => file.endsWith(".in"))
  .map((file) => file.slice(0, -3))
  .sort();
for (const name of names) {
  const input = readFileSync(path.join(samples, `${name}.in`));
  const expected = readFileSync(path.join(samples, `${name}.out`));
  const { code, out } = answer(name, input);
  check(
    code === expected.length && Buffer.compare(Buffer.from(out), expected) === 0,
    `flipswap_answer ${name}`,
    `expected:\n${expected}\nfound (${code}):\n${decoder.decode(out)}`,
  );
}
check(names.length >= 24, `every judge's sample (${names.length})`);

// lights-out with options in the name, as the command takes them.
const boards = "101\n010\n101\n\n0110\n1001\n";
for (const options of [
  ["--goal", "on"],
  ["--goal", "one-colour"],
  ["--rule", "x", "--states", "3"],
  ["--rule", "king", "--torus", "--goal", "on"],
  ["--rule", "row-column"],
  ["--rule", "010/121/010", "--states", "3", "--goal", "one-colour"],
]) {
  const name = ["lights-out", ...options].join(" ");
  const { code, out } = answer(name, encoder.encode(boards));
  const expected = run(["lights-out", ...options], boards);
  check(
    code === expected.length && Buffer.compare(Buffer.from(out), expected) === 0,
    `flipswap_answer "${name}"`,
    `expected:\n${expected}\nfound (${code}):\n${decoder.decode(out)}`,
  );
}
check(answer("no-such-puzzle", encoder.encode("1\n")).code === UNKNOWN_PUZZLE, "an unknown puzzle");

// ---- the play functions ----------------------------------------------------

// The bytes of a board of `game` at `rows` x `cols`.
function boardBytes(game, rows, cols) {
  return game === "swap-game" ? 2 * rows * cols : rows * cols;
}

function seedHalves(seed) {
  return [Number(BigInt(seed) & 0xffffffffn) | 0, Number(BigInt(seed) >> 32n) | 0];
}

// flipswap_play_new: its value and the board.
function playNew(game, rows, cols, moves, seed) {
  const [name, board] = layout(cString(game), boardBytes(game, rows, cols));
  const value = lib.flipswap_play_new(name, rows, cols, moves, ...seedHalves(seed), board);
  return { value, board: memory().slice(board, board + boardBytes(game, rows, cols)) };
}

// flipswap_play_solve: its value and the moves.
function playSolve(game, rows, cols, board, limit = 0, cap = 8192) {
  const [name, at, out] = layout(cString(game), board, 4 * cap);
  const [lo, hi] = seedHalves(limit);
  const value = lib.flipswap_play_solve(name, rows, cols, at, lo, hi, out, cap);
  const moves = value > 0 ? Array.from(new Int32Array(lib.memory.buffer, out, value)) : [];
  return { value, moves };
}

// flipswap_play_move: its value and the board after it.
function playMove(game, rows, cols, board, move) {
  const [name, at] = layout(cString(game), board);
  const value = lib.flipswap_play_move(name, rows, cols, at, move);
  return { value, board: memory().slice(at, at + board.length) };
}

// flipswap_play_write: its value and the text.
function playWrite(game, rows, cols, board, cap = 1 << 14) {
  const [name, at, out] = layout(cString(game), board, cap);
  const value = lib.flipswap_play_write(name, rows, cols, at, out, cap);
  return { value, text: value >= 0 ? decoder.decode(memory().slice(out, out + value)) : "" };
}

// flipswap_play_read on `text` (a string, or bytes): its value, and the
// size and the board it wrote.
function playRead(game, text, cap = 8192) {
  const input = typeof text === "string" ? encoder.encode(text) : text;
  const [name, at, out] = layout(cString(game), input, cap);
  const value = lib.flipswap_play_read(name, at, input.length, out, cap);
  if (value < 0) return { value };
  const mem = memory();
  return { value, rows: mem[out], cols: mem[out + 1], board: mem.slice(out + 2, out + value) };
}

// A board as its judge's input: the module's text (flipswap_play_write),
// with what the input holds round it (the 15-puzzle's count of cases,
// sliding tiles' target: the goal).
function judgeText(game, rows, cols, board) {
  const written = playWrite(game, rows, cols, board);
  if (written.value < 0) throw new Error(`${game}: flipswap_play_write ${written.value}: ${message()}`);
  switch (game.split(" ")[0]) {
    case "fifteen":
      return `1\n${written.text}\n`;
    case "sliding": {
      const goal = Uint8Array.from({ length: rows * cols }, (_, i) => (i + 1) % (rows * cols));
      return `${written.text}\n\n${playWrite(game, rows, cols, goal).text}\n`;
    }
    default:
      return `${written.text}\n`;
  }
}

// The command's answer for one board: its fewest moves, and the moves it
// lists in the page's codes where it lists them (null where it gives the
// count alone).
function commandAnswer(puzzle, options, rows, cols, board) {
  const input = judgeText([puzzle, ...options].join(" "), rows, cols, board);
  const text = run([puzzle, ...options], input).toString();
  const lines = text.trimEnd().split("\n");
  const index = (r, c) => (r - 1) * cols + (c - 1);
  switch (puzzle) {
    case "flip-game":
    case "lights":
      return { fewest: /^\d+$/.test(lines[0]) ? Number(lines[0]) : UNSOLVABLE, moves: null };
    case "fridge":
      return {
        fewest: Number(lines[0]),
        moves: lines.slice(1).map((line) => index(...line.split(" ").map(Number))),
      };
    case "lights-out": {
      if (!/^\d+$/.test(lines[0])) return { fewest: UNSOLVABLE, moves: null };
      const moves = [];
      lines.slice(1).forEach((line, r) => {
        Array.from(line).forEach((digit, c) => {
          for (let k = 0; k < Number(digit); k += 1) moves.push(r * cols + c);
        });
      });
      return { fewest: Number(lines[0]), moves };
    }
    case "swap-game":
      return {
        fewest: Number(lines[0]),
        moves: lines.slice(1).map((line) => {
          const [r1, c1, r2, c2] = Array.from(line, Number);
          const [a, b] = [index(r1, c1), index(r2, c2)].sort((x, y) => x - y);
          return a * 64 + b;
        }),
      };
    case "eight":
    case "fifteen":
    case "sliding": {
      const letters = puzzle === "sliding" ? lines[1] ?? "" : lines[0];
      if (!/^[udlrUDLR]*$/.test(letters)) return { fewest: UNSOLVABLE, moves: null };
      // Each letter moves the blank; the page's code is the tile's cell.
      let blank = board.indexOf(0);
      const step = { u: -cols, d: cols, l: -1, r: 1 };
      const moves = Array.from(letters.toLowerCase(), (letter) => {
        blank += step[letter];
        return blank;
      });
      return { fewest: moves.length, moves };
    }
    default:
      throw new Error(puzzle);
  }
}

// Every game, at a few sizes and numbers of moves: [game's name, rows,
// cols, moves, seed].
const games = [
  ["flip-game", 4, 4, 5, 1],
  ["flip-game", 4, 4, -1, 2],
  ["fridge", 4, 4, 7, 3],
  ["fridge", 4, 4, -1, 4],
  ["lights", 3, 3, 4, 5],
  ["lights", 3, 3, -1, 6],
  ["lights-out", 5, 5, 9, 7],
  ["lights-out", 5, 5, -1, 8],
  ["lights-out", 3, 7, 6, 9],
  ["lights-out --goal on", 4, 6, 8, 10],
  ["lights-out --goal one-colour", 6, 6, 10, 11],
  ["lights-out", 20, 20, 30, 12],
  ["lights-out --rule x --states 3", 5, 5, 8, 13],
  ["lights-out --rule king --torus", 6, 6, 7, 14],
  ["lights-out --rule row-column --goal on", 4, 4, 5, 15],
  ["lights-out --states 3 --goal one-colour", 7, 5, 9, 16],
  ["lights-out --torus --states 3", 32, 32, 12, 17],
  ["lights-out --rule x --goal on", 9, 11, 6, 32],
  ["swap-game", 4, 4, 6, 18],
  ["swap-game", 4, 4, -1, 19],
  ["swap-game", 3, 3, 4, 20],
  ["swap-game", 2, 5, 5, 21],
  ["swap-game", 8, 8, 10, 22],
  ["eight", 3, 3, 12, 23],
  ["eight", 3, 3, -1, 24],
  ["fifteen", 4, 4, 20, 25],
  ["fifteen", 4, 4, 35, 26],
  ["sliding", 2, 2, 3, 27],
  ["sliding", 2, 3, -1, 28],
  ["sliding", 3, 4, 18, 29],
  ["sliding", 4, 3, -1, 30],
  ["sliding", 4, 4, 25, 31],
];

for (const [game, rows, cols, moves, seed] of games) {
  const [puzzle, ...options] = game.split(" ");
  const what = `${game} ${rows}x${cols} moves ${moves} seed ${seed}`;
  const drawn = playNew(game, rows, cols, moves, seed);
  if (drawn.value < 0) {
    check(false, `${what}: flipswap_play_new`, `${drawn.value}: ${message()}`);
    continue;
  }
  if (moves >= 0) check(drawn.value === moves, `${what}: the moves drawn`, `${drawn.value}`);
  // The board `gen` writes, in the module's text (sliding tiles: gen
  // draws a target of its own; the swap game's judge writes a 4 × 4 case
  // as eight rows, the module a blank line between the boards, as at
  // every size).
  if (puzzle !== "sliding") {
    const asked = moves < 0 ? "max" : String(moves);
    const generated = run([
      "gen", puzzle, ...options, "--moves", asked, "--size", `${rows}x${cols}`, "--seed", String(seed),
    ]).toString();
    let written = judgeText(game, rows, cols, drawn.board);
    if (puzzle === "swap-game" && rows === 4 && cols === 4) written = written.replace("\n\n", "\n");
    check(generated === written, `${what}: gen's board`, `gen:\n${generated}module:\n${written}`);
  }
  // The text read back: the size and the board.
  const text = playWrite(game, rows, cols, drawn.board).text;
  const read = playRead(game, text);
  check(
    read.value === drawn.board.length + 2 && read.rows === rows && read.cols === cols &&
      Buffer.compare(Buffer.from(read.board), Buffer.from(drawn.board)) === 0,
    `${what}: the text read back`,
    `${read.value} ${read.value < 0 ? message() : `${read.rows}x${read.cols} ${read.board}`}\n${text}`,
  );
  const solved = playSolve(game, rows, cols, drawn.board);
  const expected = commandAnswer(puzzle, options, rows, cols, drawn.board);
  check(solved.value === drawn.value, `${what}: solve's count is new's`, `${solved.value} ${drawn.value}`);
  check(solved.value === expected.fewest, `${what}: the command's count`, `${solved.value} ${expected.fewest}`);
  if (expected.moves !== null) {
    const same = JSON.stringify(solved.moves) === JSON.stringify(expected.moves);
    check(same, `${what}: the command's moves`, `${solved.moves}\n${expected.moves}`);
  }
  // The moves played one by one reach the goal at the last.
  let board = drawn.board;
  let played = true;
  solved.moves.forEach((move, i) => {
    const after = playMove(game, rows, cols, board, move);
    const last = i === solved.moves.length - 1;
    if (after.value !== (last ? 1 : 0)) {
      played = false;
      console.log(`  move ${i} (${move}): ${after.value} ${after.value < 0 ? message() : ""}`);
    }
    board = after.board;
  });
  check(played, `${what}: the moves replayed reach the goal`);
  const again = playSolve(game, rows, cols, board);
  check(again.value === 0, `${what}: nothing left to do at the goal`, `${again.value}`);
}

// ---- faults: codes and messages --------------------------------------------

// A text the reader refuses: the library's message, naming the line and
// the column.
for (const [game, text, at] of [
  ["flip-game", "bwwb\nbqwb\nbwwb\nbwww", "line 2, column 2: expected 'b' or 'w', found 'q'"],
  ["flip-game", "bwwb\nbbwb\nbwwb", "line 4, column 1: "],
  ["fridge", "+--+\n-x--\n----\n----", "line 2, column 2: expected '-' or '+', found 'x'"],
  ["lights", "0 1 0\n1 2 1\n0 1 0", "line 2, column 3: "],
  ["lights-out", "010\n11\n", "line 2, column 3: "],
  ["lights-out --goal on", "1".repeat(33), "line 1, column 33: "],
  ["lights-out --rule x --states 3", "012\n013", "line 2, column 3: "],
  ["swap-game", "10\n00\n\n11\n00", "line 5, column 1: "],
  ["eight", "1 2 3 4 5 6 7 7 x", "line 1, column 15: "],
  ["fifteen", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15", "line 4, column 9: "],
  ["sliding", "1 2\n3 3", "line 2, column 3: "],
  ["lights-out", "", "line 1, column 1: "],
]) {
  const { value } = playRead(game, text);
  const said = value < 0 ? message() : "";
  check(value === BAD_INPUT && said.startsWith(at) && /^line \d+, column \d+: ./.test(said),
    `${game} reads ${JSON.stringify(text)}`, `${value} "${said}"`);
}

function fault(what, value, code, words) {
  const said = value < 0 ? message() : "";
  check(value === code && said.includes(words), what, `${value} "${said}"`);
}

{
  const bad = new Uint8Array(25);
  bad[7] = 3;
  fault("a lights-out cell of 3", playSolve("lights-out", 5, 5, bad).value, BAD_INPUT, "cell 7 holds 3");
  fault("a lights-out cell of 3, moved", playMove("lights-out", 5, 5, bad, 0).value, BAD_INPUT, "cell 7 holds 3");
  const three = new Uint8Array(25);
  three[3] = 3;
  fault("a three-state cell of 3", playSolve("lights-out --states 3", 5, 5, three).value, BAD_INPUT, "0 to 2");
  fault("an unknown game", playSolve("lights-off", 5, 5, new Uint8Array(25)).value, UNKNOWN_PUZZLE, "no such game");
  fault("a bad rule", playSolve("lights-out --rule q", 5, 5, new Uint8Array(25)).value, UNKNOWN_PUZZLE, "'q'");
  fault("a bad goal", playSolve("lights-out --goal up", 5, 5, new Uint8Array(25)).value, UNKNOWN_PUZZLE, "goal");
  fault("lights-out of 33 rows", playSolve("lights-out", 33, 5, new Uint8Array(165)).value, BAD_INPUT, "1 to 32");
  fault("a flip-game of 3 x 3", playNew("flip-game", 3, 3, 2, 1).value, BAD_INPUT, "4");
  fault("no flip-game board of 17", playNew("flip-game", 4, 4, 17, 1).value, BAD_INPUT, "17");
  fault("moves of -2", playNew("fridge", 4, 4, -2, 1).value, BAD_INPUT, "-2 moves");
  // Flip Game's board of one white piece has no answer.
  const one = new Uint8Array(16);
  one[0] = 1;
  fault("an impossible flip-game", playSolve("flip-game", 4, 4, one).value, UNSOLVABLE, "no moves solve");
  const tiles = Uint8Array.from([1, 2, 3, 4, 5, 6, 8, 7, 0]);
  fault("an unsolvable eight", playSolve("eight", 3, 3, tiles).value, UNSOLVABLE, "no moves solve");
  fault("sliding tiles that cannot reach the goal", playSolve("sliding", 3, 3, tiles).value, UNSOLVABLE, "parity");
  fault("a tile twice", playSolve("eight", 3, 3, Uint8Array.from([1, 1, 3, 4, 5, 6, 7, 8, 0])).value,
    BAD_INPUT, "tile 1 is in cells 0 and 1");
  const goal = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0]);
  fault("a tile not next to the blank", playMove("eight", 3, 3, goal, 0).value, BAD_INPUT, "blank is in cell 8");
  fault("a press off the board", playMove("lights", 3, 3, new Uint8Array(9), 9).value, BAD_INPUT, "0 to 8");
  const swap = Uint8Array.from([1, 0, 0, 0, 0, 1, 0, 0]);
  fault("a swap of cells apart", playMove("swap-game", 2, 2, swap, 3).value, BAD_INPUT, "share no edge");
  fault("a swap of a > b", playMove("swap-game", 2, 2, swap, 64).value, BAD_INPUT, "a * 64 + b");
  fault("swap counts apart", playSolve("swap-game", 2, 2, Uint8Array.from([1, 0, 0, 0, 1, 1, 0, 0])).value,
    BAD_INPUT, "'1's");
  const hard = Uint8Array.from([0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]);
  fault("the 15-puzzle within 1,000 positions", playSolve("fifteen", 4, 4, hard, 1000).value, OVER_LIMIT,
    "limit of 1000 positions");
  fault("a text not UTF-8", playRead("lights-out", Uint8Array.from([48, 49, 10, 48, 0xff])).value, BAD_INPUT,
    "line 2, column 2: byte 0xFF is not UTF-8");
  fault("sliding tiles read that cannot reach the goal", playRead("sliding", "2 1\n3 0").value, UNSOLVABLE, "parity");
  fault("no room for the board read", playRead("lights-out", "010\n111", 7).value, NO_ROOM, "8 bytes");
  fault("no room for the text", playWrite("lights-out", 2, 3, Uint8Array.from([1, 0, 1, 0, 1, 1]), 6).value,
    NO_ROOM, "the text has 7 bytes");
  fault("a cell of 2 written", playWrite("lights-out", 1, 3, Uint8Array.from([1, 2, 0])).value, BAD_INPUT,
    "cell 1 holds 2");
  const door = playNew("fridge", 4, 4, 9, 3).board;
  fault("no room for the moves", playSolve("fridge", 4, 4, door, 0, 4).value, NO_ROOM, "9 moves");
  // The board is left as it was after an illegal move.
  const before = Uint8Array.from(goal);
  const after = playMove("eight", 3, 3, before, 0);
  check(after.board.every((t, i) => t === goal[i]), "an illegal move leaves the board");
  // A null name, and a board past the module's memory.
  fault("a null name", lib.flipswap_play_solve(0, 3, 3, scratch, 0, 0, 0, 0), BAD_INPUT, "the game's name");
  const [name] = layout(cString("eight"));
  fault("a board past memory", lib.flipswap_play_solve(name, 3, 3, lib.memory.buffer.byteLength - 4, 0, 0, 0, 0),
    BAD_INPUT, "the board");
  fault("moves over the name", lib.flipswap_play_solve(name, 3, 3, name + 8, 0, 0, name, 4), BAD_INPUT,
    "the moves");
  // The count alone, with no room for moves.
  const [eight, two] = layout(cString("eight"), Uint8Array.from([1, 2, 3, 4, 5, 6, 0, 7, 8]));
  const alone = lib.flipswap_play_solve(eight, 3, 3, two, 0, 0, 0, 0);
  check(alone === 2, "the count alone", `${alone} ${alone < 0 ? message() : ""}`);
}

console.log(`${passes} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
