// flipswap's worker: loads flipswap.wasm once and answers the page's
// requests, so that a long search never holds up the page. It keeps no
// board of its own: each request brings the board it is about, and the
// page may end this worker at any time (stop) and start another.
'use strict';

const NAME_CAP = 512; // a game's name and options, NUL-terminated
const BOARD_CAP = 8192; // the cells of a board (the swap game's two)
const MESSAGE_CAP = 1024;

let ex = null; // the module's exports
let layout = null; // addresses in the scratch area

// Any import the module might ask for: a function that says so if called.
const stubs = new Proxy({}, {
  get: (_, module) => new Proxy({}, {
    get: (_, name) => () => { throw new Error(`flipswap.wasm called ${String(module)}.${String(name)}`); },
  }),
});

const loaded = (async () => {
  const t0 = performance.now();
  const url = new URL('flipswap.wasm', self.location.href);
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch(url), stubs);
  } catch (streaming) {
    // A server that does not say application/wasm, or no streaming at all.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`flipswap.wasm: ${response.status} ${response.statusText}`);
    result = await WebAssembly.instantiate(await response.arrayBuffer(), stubs);
  }
  ex = result.instance.exports;
  const base = ex.flipswap_scratch() >>> 0;
  const len = ex.flipswap_scratch_len() >>> 0;
  const name = base;
  const board = name + NAME_CAP;
  const message = board + BOARD_CAP;
  const moves = (message + MESSAGE_CAP + 3) & ~3;
  const cap = Math.floor((base + len - moves) / 4);
  if (cap < 64) throw new Error(`flipswap.wasm: a scratch area of ${len} bytes is too small`);
  // The moves' room holds a board's text too, read or written.
  layout = { name, board, message, moves, cap, text: moves, textCap: 4 * cap };
  return performance.now() - t0;
})();

const bytes = () => new Uint8Array(ex.memory.buffer);

function putName(game) {
  const text = new TextEncoder().encode(game);
  if (text.length >= NAME_CAP) throw new Failure(-1, 'the game and its options are too long');
  const mem = bytes();
  mem.set(text, layout.name);
  mem[layout.name + text.length] = 0;
}

function putBoard(board) {
  if (board.length > BOARD_CAP) throw new Failure(-1, `a board of ${board.length} cells is too large`);
  bytes().set(board, layout.board);
}

const getBoard = (n) => bytes().slice(layout.board, layout.board + n);

// A negative return: the module's own message, or one from the code.
class Failure extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const CODES = {
  '-1': 'bad input',
  '-2': 'unknown puzzle',
  '-3': 'no room for the answer',
  '-4': 'no answer within the search limit',
  '-5': 'no moves reach the goal',
  '-6': 'solved already',
};

function check(code) {
  if (code >= 0) return code;
  let text = '';
  if (typeof ex.flipswap_play_message === 'function') {
    const n = ex.flipswap_play_message(layout.message, MESSAGE_CAP);
    if (n > 0) {
      const mem = bytes();
      let end = layout.message;
      const last = layout.message + Math.min(n, MESSAGE_CAP);
      while (end < last && mem[end] !== 0) end++;
      text = new TextDecoder().decode(mem.subarray(layout.message, end));
    }
  }
  throw new Failure(code, text || CODES[code] || `error ${code}`);
}

// The cells a board of this game has: the swap game holds its target too.
const cells = (game, rows, cols) => (game.startsWith('swap-game') ? 2 : 1) * rows * cols;

function seed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return words;
}

const ops = {
  // A board needing exactly `moves` (-1: the most), and its fewest moves.
  new({ game, rows, cols, moves }) {
    putName(game);
    const [lo, hi] = seed();
    const fewest = check(ex.flipswap_play_new(layout.name, rows, cols, moves, lo | 0, hi | 0, layout.board));
    return { board: getBoard(cells(game, rows, cols)), fewest };
  },
  // The move played on the board: the board after it, and whether it is solved.
  move({ game, rows, cols, board, move }) {
    putName(game);
    putBoard(board);
    const solved = check(ex.flipswap_play_move(layout.name, rows, cols, layout.board, move));
    return { board: getBoard(board.length), solved: solved === 1 };
  },
  // The fewest moves from the board, searching at most `limit` positions (0: no limit).
  solve({ game, rows, cols, board, limit }) {
    putName(game);
    putBoard(board);
    const lo = limit % 0x100000000;
    const hi = Math.floor(limit / 0x100000000);
    const n = check(ex.flipswap_play_solve(layout.name, rows, cols, layout.board, lo | 0, hi | 0, layout.moves, layout.cap));
    const moves = Array.from(new Int32Array(ex.memory.buffer, layout.moves, Math.min(n, layout.cap)));
    return { moves };
  },
  // A board's text, read by the puzzle's own reader: its size and cells.
  read({ game, text }) {
    putName(game);
    const utf8 = new TextEncoder().encode(text);
    if (utf8.length > layout.textCap) throw new Failure(-1, `a text of ${utf8.length} bytes is too long (the most is ${layout.textCap})`);
    bytes().set(utf8, layout.text);
    const n = check(ex.flipswap_play_read(layout.name, layout.text, utf8.length, layout.board, BOARD_CAP));
    const [rows, cols] = getBoard(2);
    return { rows, cols, board: getBoard(n).slice(2) };
  },
  // The board as its judge writes it.
  write({ game, rows, cols, board }) {
    putName(game);
    putBoard(board);
    const n = check(ex.flipswap_play_write(layout.name, rows, cols, layout.board, layout.text, layout.textCap));
    return { text: new TextDecoder().decode(bytes().subarray(layout.text, layout.text + n)) };
  },
};

self.onmessage = async ({ data }) => {
  const { id, op } = data;
  try {
    await loaded;
    const t0 = performance.now();
    const result = ops[op](data);
    result.ms = performance.now() - t0;
    self.postMessage({ id, ok: true, ...result });
  } catch (e) {
    self.postMessage({ id, ok: false, code: e.code ?? 0, message: e.message || String(e) });
  }
};

loaded.then(
  (ms) => self.postMessage({ ready: true, ms }),
  (e) => self.postMessage({ ready: false, message: e.message || String(e) }),
);
