// flipswap in the browser: the page. Every rule and every answer comes
// from flipswap.wasm through worker.js; this file only draws the board,
// reads clicks and keys, and keeps the count.

const $ = (id) => document.getElementById(id);

// The puzzles: their size (fixed, or a range), how their cells look, a
// first difficulty, what the goal is.
const PUZZLES = {
  'flip-game': { title: 'Flip Game', kind: 'toggle', look: 'flip', rows: 4, cols: 4, level: 4,
    note: 'Flip a piece to turn it and its four neighbours over; make every piece one colour.' },
  fridge: { title: 'the refrigerator', kind: 'toggle', look: 'fridge', rows: 4, cols: 4, level: 5,
    note: 'Turning a handle turns every handle in its row and column; open them all (every handle level).' },
  lights: { title: 'the lights', kind: 'toggle', look: 'light', rows: 3, cols: 3, level: 4,
    note: 'Pressing a light toggles it and its four neighbours; turn every light on.' },
  'lights-out': { title: 'Lights Out', kind: 'toggle', look: 'light', rows: 5, cols: 5, sizes: [1, 32], level: 6, ruled: true },
  'swap-game': { title: 'the swap game', kind: 'swap', look: 'disc', rows: 4, cols: 4, sizes: [1, 8], level: 6,
    note: 'Swap two neighbouring pieces (pick one, then the other, or click the edge between them) until the board matches the target.' },
  eight: { title: 'the 8-puzzle', kind: 'tiles', rows: 3, cols: 3, level: 12, note: 'Slide a tile into the blank; put the tiles in order with the blank last.' },
  fifteen: { title: 'the 15-puzzle', kind: 'tiles', rows: 4, cols: 4, level: 20, cap: 50, note: 'Slide a tile into the blank; put the tiles in order with the blank last.' },
  sliding: { title: 'sliding tiles', kind: 'tiles', rows: 3, cols: 4, sizes: [2, 4], level: 12, cap: 50, note: 'Slide a tile into the blank; put the tiles in order with the blank last.' },
};

const S = {
  key: '', sig: '', p: null, game: '', rows: 5, cols: 5, states: 2,
  board: new Uint8Array(25), start: new Uint8Array(25),
  moves: 0, fewest: null, solved: false, hint: null,
  focus: 0, selected: null, epoch: 0, animating: false, pending: 0,
};
const mostCache = new Map();

// ---- the worker ---------------------------------------------------------

let worker = null;
let nextId = 1;
const waiting = new Map(); // id -> { resolve, reject }
let ready = false;
let firstShown = false;

function startWorker() {
  worker = new Worker('worker.js');
  worker.onmessage = ({ data }) => {
    if ('ready' in data) {
      if (!data.ready) say(`The module did not load: ${data.message}`, 'error');
      else { ready = true; markReady(); }
      return;
    }
    const w = waiting.get(data.id);
    if (!w) return;
    waiting.delete(data.id);
    if (data.ok) w.resolve(data);
    else w.reject(Object.assign(new Error(data.message), { code: data.code }));
    busy();
  };
  worker.onerror = (e) => { say(`The worker failed: ${e.message || 'unknown error'}`, 'error'); e.preventDefault(); };
}

class Stopped extends Error {}

// One request to the worker, with the game and size in force.
function call(op, fields = {}) {
  const id = nextId++;
  const message = { id, op, game: S.game, rows: S.rows, cols: S.cols, ...fields };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, since: performance.now() });
    worker.postMessage(message);
    busy();
  });
}

// Requests run one after another, each reading the board when it starts;
// a task queued for a board that has since been replaced is dropped.
let chain = Promise.resolve();
// A task's promise gives its result, or undefined when it failed (and said so).
function task(fn, bound = true) {
  const epoch = S.epoch;
  S.pending++;
  busy();
  const run = chain
    .then(() => (!bound || epoch === S.epoch ? fn() : undefined))
    .catch(report)
    .finally(() => { S.pending--; busy(); });
  chain = run;
  return run;
}

// A module's message inside a sentence of the page's own.
const clause = (m) => m.replace(/[.\s]+$/, '');

function report(e) {
  if (e instanceof Stopped) return undefined;
  if (e.code === -4) say(`No answer: ${clause(e.message)}. Raise the search limit (now ${$('limit').selectedOptions[0].text}) and ask again.`, 'error');
  else say(e.message, 'error');
}

// stop: end the solve being played, and the worker with whatever it searches.
function stop() {
  const was = S.animating;
  S.animating = false;
  if (waiting.size) {
    S.epoch++; // what was queued behind the search goes too
    worker.terminate();
    for (const w of waiting.values()) w.reject(new Stopped('stopped'));
    waiting.clear();
    ready = false;
    startWorker();
    say('Stopped: the search was ended.', 'info');
  } else if (was) say('Stopped.', 'info');
  busy();
}

let ticker = 0;
// body[data-busy] while anything is queued, searched or played (the test waits on it);
// stop is offered for a search that takes a while and for a solve being played.
function busy() {
  if (S.pending || waiting.size || S.animating) document.body.dataset.busy = '1';
  else delete document.body.dataset.busy;
  if (S.animating) $('stop').disabled = false;
  else if (!waiting.size) $('stop').disabled = true;
  if (waiting.size && !ticker) ticker = setInterval(tick, 200);
  if (!waiting.size) {
    clearInterval(ticker);
    ticker = 0;
    $('working').hidden = true;
  }
}

function tick() {
  let since = Infinity;
  for (const w of waiting.values()) since = Math.min(since, w.since);
  const s = (performance.now() - since) / 1000;
  if (s < 0.3) return;
  $('working').hidden = false;
  $('stop').disabled = false;
  $('working-text').textContent = `working… ${Math.floor(s)} s`;
}

function markReady() {
  if (ready && firstShown && !document.body.dataset.ready) {
    document.body.dataset.ready = String(Math.round(performance.now()));
  }
}

// ---- the puzzle and its options ----------------------------------------

function gameName() {
  if (S.key !== 'lights-out') return S.key;
  let g = 'lights-out';
  const rule = $('rule').value === 'custom' ? $('stencil').value.replace(/\s+/g, '') : $('rule').value;
  if (rule !== 'cross') g += ` --rule ${rule}`;
  if ($('torus').checked) g += ' --torus';
  if ($('states').value === '3') g += ' --states 3';
  if ($('goal').value !== 'off') g += ` --goal ${$('goal').value}`;
  return g;
}

function goalNote() {
  if (S.key !== 'lights-out') return S.p.note;
  const who = { cross: 'it and its four neighbours', x: 'it and its four diagonal neighbours', king: 'it and its eight neighbours', 'row-column': 'its row and its column', custom: 'the cells of the stencil round it' }[$('rule').value];
  const wrap = $('torus').checked ? ' (wrapping round the edges)' : '';
  const goal = (S.states === 3
    ? { off: 'turn every cell dark', on: 'turn every cell orange', 'one-colour': 'make every cell one colour' }
    : { off: 'turn every light off', on: 'turn every light on', 'one-colour': 'make every cell one colour' })[$('goal').value];
  return S.states === 3
    ? `Pressing a cell steps ${who}${wrap} one colour on (dark, yellow, orange, dark); ${goal}.`
    : `Pressing a cell toggles ${who}${wrap}; ${goal}.`;
}

// The puzzle or its options changed: show its controls and draw a board
// (unless nothing that makes the board changed).
function choose() {
  const was = S.key;
  S.key = $('puzzle').value;
  S.p = PUZZLES[S.key];
  const p = S.p;
  $('size').hidden = !p.sizes;
  $('ruled').hidden = !p.ruled;
  if (p.sizes) {
    for (const id of ['rows', 'cols']) {
      const el = $(id);
      el.min = p.sizes[0];
      el.max = p.sizes[1];
    }
  }
  if (!p.sizes || was !== S.key) {
    $('rows').value = p.rows;
    $('cols').value = p.cols;
  }
  const custom = $('rule').value === 'custom';
  $('stencil-label').hidden = !custom;
  $('stencil-help').hidden = !custom;
  S.rows = clampSize($('rows'));
  S.cols = clampSize($('cols'));
  S.states = p.ruled ? Number($('states').value) : 2;
  S.game = gameName();
  $('goal-note').textContent = goalNote();
  if (signature() === S.sig) return;
  S.sig = signature();
  S.hint = null;
  S.selected = null;
  $('paste-help').textContent = PASTE_HELP[S.key];
  levels(mostCache.get(mostKey()), was !== S.key);
  // Until the module draws one, an empty board of the new size.
  S.board = new Uint8Array((S.p.kind === 'swap' ? 2 : 1) * S.rows * S.cols);
  S.start = S.board.slice();
  S.fewest = null;
  S.moves = 0;
  S.solved = false;
  build();
  fresh();
}

function clampSize(el) {
  const [lo, hi] = S.p.sizes || [1, 64];
  let n = Math.round(Number(el.value));
  if (!Number.isFinite(n)) n = S.p.sizes ? S.p.rows : lo;
  n = Math.min(hi, Math.max(lo, n));
  if (S.p.sizes) el.value = n;
  return S.p.sizes ? n : Number(el.value);
}

const signature = () => `${S.key} ${S.rows}x${S.cols} ${S.game}`;
const mostKey = () => `${S.game} ${S.rows}x${S.cols}`;

// The difficulty list: 1 up to the most known for this puzzle and size.
function levels(most, reset) {
  const sel = $('level');
  const keep = reset ? S.p.level : Number(sel.value);
  const top = most ?? S.p.cap ?? Math.min(S.rows * S.cols, 64);
  sel.textContent = '';
  for (let n = 1; n <= top; n++) sel.add(new Option(`${n} ${plural(n, 'move')}`, String(n)));
  if (most != null) sel.add(new Option(`the most, ${most}`, '-1'));
  sel.value = keep === -1 && most != null ? '-1' : String(Math.min(Math.max(keep, 1), top));
  if (top === 0) sel.value = '-1';
}

// A new board of the chosen difficulty; then, once a size, the most it
// has (a board drawn at -1: seconds for some), so that the list offers no
// more than that. A first draw past the most is drawn again within it.
function fresh() {
  S.epoch++;
  const key = mostKey();
  let failed = false;
  task(async () => {
    const epoch = S.epoch;
    try {
      const r = await call('new', { moves: Number($('level').value) });
      if (epoch !== S.epoch) return; // another puzzle or board was asked for meanwhile
      setBoard(r.board, r.fewest);
      say(`A new board that needs ${r.fewest} ${plural(r.fewest, 'move')} at fewest.`, 'info');
    } catch (e) {
      failed = !(e instanceof Stopped);
      throw e;
    }
  });
  if (!mostCache.has(key)) {
    task(async () => {
      let most = null;
      try { most = (await call('new', { moves: -1 })).fewest; } catch (e) { if (e instanceof Stopped) throw e; }
      mostCache.set(key, most);
      if (key !== mostKey()) return;
      levels(most, false);
      if (failed && most != null) fresh();
    }, false);
  }
}

const plural = (n, word) => (n === 1 ? word : `${word}s`);

function setBoard(board, fewest) {
  S.board = Uint8Array.from(board);
  S.start = Uint8Array.from(board);
  S.moves = 0;
  S.fewest = fewest;
  S.solved = fewest === 0;
  S.hint = null;
  S.selected = null;
  if (!firstShown) { firstShown = true; markReady(); }
  render();
}

// ---- drawing --------------------------------------------------------------

const boardEl = $('board');
let cellEls = [];
let edgeEls = [];

// The board's buttons for the puzzle and size in force.
function build() {
  const { rows, cols, p } = S;
  const n = rows * cols;
  boardEl.textContent = '';
  boardEl.className = `board ${p.kind} ${p.look || 'tile'}`;
  boardEl.style.setProperty('--cols', cols);
  boardEl.style.setProperty('--rows', rows);
  boardEl.style.setProperty('--gap', cols > 16 ? '1px' : cols > 8 ? '2px' : '4px');
  boardEl.setAttribute('aria-label', `board, ${rows} by ${cols}`);
  cellEls = [];
  edgeEls = [];
  const swap = p.kind === 'swap';
  if (swap) {
    const tracks = (n, size) => (n > 1 ? `repeat(${n - 1}, ${size} var(--edge)) ${size}` : size);
    boardEl.style.gridTemplateColumns = tracks(cols, '1fr');
    boardEl.style.gridTemplateRows = tracks(rows, 'auto');
  } else {
    boardEl.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    boardEl.style.gridTemplateRows = '';
  }
  for (let i = 0; i < n; i++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'cell';
    b.dataset.cell = i;
    b.tabIndex = -1;
    const r = Math.floor(i / cols), c = i % cols;
    if (swap) { b.style.gridRow = 2 * r + 1; b.style.gridColumn = 2 * c + 1; }
    boardEl.append(b);
    cellEls.push(b);
  }
  if (swap) {
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / cols), c = i % cols;
      if (c + 1 < cols) edge(i, i + 1, 2 * r + 1, 2 * c + 2, 'v');
      if (r + 1 < rows) edge(i, i + cols, 2 * r + 2, 2 * c + 1, 'h');
    }
  }
  S.focus = Math.min(S.focus, n - 1);
  const target = $('target');
  $('target-box').hidden = !swap;
  target.textContent = '';
  if (swap) {
    target.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    target.style.setProperty('--cols', cols);
    for (let i = 0; i < n; i++) {
      const d = document.createElement('div');
      d.className = 'cell';
      target.append(d);
    }
  }
  render();
}

function edge(a, b, row, col, dir) {
  const e = document.createElement('button');
  e.type = 'button';
  e.className = `edge ${dir}`;
  e.dataset.edge = `${a}-${b}`;
  e.tabIndex = -1;
  e.setAttribute('aria-label', `swap ${where(a)} and ${where(b)}`);
  e.style.gridRow = row;
  e.style.gridColumn = col;
  boardEl.append(e);
  edgeEls.push(e);
}

const where = (i) => `row ${Math.floor(i / S.cols) + 1} column ${(i % S.cols) + 1}`;

function cellName(v) {
  switch (S.p.look) {
    case 'flip': return v ? 'white' : 'black';
    case 'fridge': return v ? 'closed' : 'open';
    case 'disc': return v ? 'black' : 'white';
    case 'light': return S.states === 3 ? ['dark', 'yellow', 'orange'][v] ?? String(v) : v ? 'on' : 'off';
    default: return v ? `tile ${v}` : 'blank';
  }
}

// The board's cells, the hint, the selection and the count as they are now.
function render() {
  const { board, rows, cols, p } = S;
  const n = rows * cols;
  const [ha, hb] = hintCells();
  for (let i = 0; i < n && i < cellEls.length; i++) {
    const b = cellEls[i];
    const v = board[i] ?? 0;
    b.dataset.v = v;
    if (p.kind === 'tiles') b.textContent = v ? v : '';
    const hinted = i === ha || i === hb;
    b.classList.toggle('hint', hinted);
    if (hinted) b.dataset.hint = '1';
    else delete b.dataset.hint;
    b.classList.toggle('selected', i === S.selected);
    if (p.kind === 'swap') b.setAttribute('aria-pressed', String(i === S.selected));
    b.setAttribute('aria-label', `${where(i)}: ${cellName(v)}${hinted ? ', hint' : ''}`);
    b.tabIndex = i === S.focus ? 0 : -1;
  }
  for (const e of edgeEls) {
    const hinted = e.dataset.edge === `${ha}-${hb}`;
    e.classList.toggle('hint', hinted);
    if (hinted) e.dataset.hint = '1';
    else delete e.dataset.hint;
  }
  if (p.kind === 'swap') {
    const t = $('target').children;
    for (let i = 0; i < n; i++) t[i].dataset.v = board[n + i] ?? 0;
    const rowsText = Array.from({ length: rows }, (_, r) => board.slice(n + r * cols, n + r * cols + cols).join(''));
    $('target').setAttribute('aria-label', `target, 1 a black piece: ${rowsText.join(', ')}`);
  }
  boardEl.dataset.hintMove = S.hint ?? '';
  if (S.hint == null) delete boardEl.dataset.hintMove;
  $('moves').textContent = S.moves;
  $('fewest').textContent = S.fewest ?? '?';
  $('solved').hidden = !S.solved;
  boardEl.classList.toggle('done', S.solved);
}

// The cells a move touches: the pressed cell, the sliding tile, the pair swapped.
function hintCells() {
  if (S.hint == null) return [-1, -1];
  if (S.p.kind === 'swap') return [S.hint >> 6, S.hint & 63];
  return [S.hint, -1];
}

// ---- playing ----------------------------------------------------------------

function play(move) {
  return task(async () => {
    const epoch = S.epoch;
    const r = await call('move', { board: S.board, move });
    if (epoch !== S.epoch) return; // restarted meanwhile
    S.board = r.board;
    S.moves++;
    S.hint = null;
    S.selected = null;
    const was = S.solved;
    S.solved = r.solved;
    render();
    if (r.solved && !was) {
      const best = S.fewest != null && S.moves <= S.fewest;
      say(`Solved in ${S.moves} ${plural(S.moves, 'move')}${best ? ', the fewest!' : S.fewest != null ? `; the fewest is ${S.fewest}.` : '.'}`, 'good');
    } else if (!r.solved) say('', 'info');
  });
}

function press(i) {
  if (S.p.kind !== 'swap') return play(i);
  const s = S.selected;
  if (s === i) { S.selected = null; render(); return; }
  if (s != null && adjacent(s, i)) {
    S.selected = null;
    return play(Math.min(s, i) * 64 + Math.max(s, i));
  }
  S.selected = i;
  render();
}

const adjacent = (a, b) => (Math.abs(a - b) === S.cols && a % S.cols === b % S.cols) || (Math.abs(a - b) === 1 && Math.floor(a / S.cols) === Math.floor(b / S.cols));

function solve() {
  return task(async () => {
    const limit = Number($('limit').value);
    const r = await call('solve', { board: S.board, limit });
    return r.moves;
  });
}

async function hint() {
  say('', 'info');
  const epoch = S.epoch;
  const moves = await solve();
  if (!moves || epoch !== S.epoch) return;
  if (!moves.length) { say('Solved already: no move is needed.', 'good'); return; }
  S.hint = moves[0];
  render();
  say(`Hint: ${describe(moves[0])}; ${moves.length} ${plural(moves.length, 'move')} left at fewest.`, 'info');
}

function describe(m) {
  if (S.p.kind === 'swap') return `swap ${where(m >> 6)} and ${where(m & 63)}`;
  if (S.p.kind === 'tiles') return `slide tile ${S.board[m]} (${where(m)})`;
  return `press ${where(m)}`;
}

async function autoSolve() {
  say('', 'info');
  const epoch = S.epoch;
  const moves = await solve();
  if (!moves || epoch !== S.epoch) return;
  if (!moves.length) { say('Solved already: no move is needed.', 'good'); return; }
  say(`Playing the fewest moves: ${moves.length}.`, 'info');
  S.animating = true;
  busy();
  const pause = Math.max(60, Math.min(400, 6000 / moves.length));
  try {
    for (const m of moves) {
      if (!S.animating || epoch !== S.epoch) break;
      S.hint = m;
      render();
      await sleep(pause / 2);
      if (!S.animating || epoch !== S.epoch) break;
      await play(m);
      await sleep(pause / 2);
    }
  } finally {
    S.animating = false;
    S.hint = null;
    render();
    busy();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function restart() {
  S.epoch++;
  S.board = Uint8Array.from(S.start);
  S.moves = 0;
  S.solved = S.fewest === 0;
  S.hint = null;
  S.selected = null;
  render();
  say('Back to the start board.', 'info');
}

function say(text, kind) {
  const el = $('status');
  el.textContent = text;
  el.className = kind || '';
}

// ---- keys -----------------------------------------------------------------

const STEP = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

boardEl.addEventListener('keydown', (e) => {
  const d = STEP[e.key];
  if (!d || e.altKey || e.ctrlKey || e.metaKey) return;
  e.preventDefault();
  const { rows, cols } = S;
  if (S.p.kind === 'tiles') {
    // The arrow says where a tile goes: the one on the far side of the blank.
    const blank = S.board.indexOf(0);
    const r = Math.floor(blank / cols) - d[0], c = (blank % cols) - d[1];
    if (r < 0 || r >= rows || c < 0 || c >= cols) return;
    focusCell(blank);
    play(r * cols + c);
    return;
  }
  const r = Math.min(rows - 1, Math.max(0, Math.floor(S.focus / cols) + d[0]));
  const c = Math.min(cols - 1, Math.max(0, (S.focus % cols) + d[1]));
  focusCell(r * cols + c);
});

boardEl.addEventListener('focusin', (e) => {
  const i = e.target.dataset?.cell;
  if (i == null || Number(i) === S.focus) return;
  cellEls[S.focus].tabIndex = -1;
  S.focus = Number(i);
  e.target.tabIndex = 0;
});

function focusCell(i) {
  S.focus = i;
  for (const b of cellEls) b.tabIndex = -1;
  cellEls[i].tabIndex = 0;
  cellEls[i].focus();
}

boardEl.addEventListener('click', (e) => {
  const el = e.target.closest('[data-cell],[data-edge]');
  if (!el) return;
  if (el.dataset.edge) {
    const [a, b] = el.dataset.edge.split('-').map(Number);
    S.selected = null;
    play(a * 64 + b);
    return;
  }
  const i = Number(el.dataset.cell);
  S.focus = i;
  press(i);
});

// ---- a board as text ---------------------------------------------------------

// What to type: the board as its judge writes it, which the module reads.
const PASTE_HELP = {
  'flip-game': 'Four rows of four: b for a black piece, w for a white one.',
  fridge: 'Four rows of four: + for a closed handle, - for an open one.',
  lights: 'Three rows of three: 1 for a light on, 0 for one off.',
  'lights-out': 'Rows of digits, one a cell: 0 off, 1 on (of three states: 0 dark, 1 yellow, 2 orange); 1 to 32 rows and columns.',
  'swap-game': 'The board, an empty line, then the target: rows of 0 and 1 (1 a black piece), up to 8 × 8.',
  eight: 'One line of nine, row by row, split by spaces: the tiles 1 to 8, x the blank.',
  fifteen: 'Four rows of four numbers split by spaces, 0 the blank.',
  sliding: 'Rows of numbers split by spaces, 0 the blank; 2 to 4 rows and columns.',
};

// Why a board may have no answer at all.
const WHY = {
  toggle: 'Not every board of every size and rule can reach the goal.',
  swap: 'Swaps keep the count of black pieces: the board and the target need the same count.',
  tiles: 'Half of all orders of the tiles can never reach the goal: swapping two tiles takes a board to the other half.',
};

// The module's reason a board is refused, in the status line.
function refused(e, verb) {
  if (e instanceof Stopped) throw e;
  const why = e.code === -5 ? ` ${WHY[S.p.kind]}` : '';
  say(`This board cannot be ${e.code === -5 ? 'played' : verb}: ${clause(e.message)}.${why}`, 'error');
}

// The board shown, as text the paste box reads back.
function toText() {
  task(async () => { $('paste').value = (await call('write', { board: S.board })).text; }, false);
}

function load() {
  const text = $('paste').value;
  const limit = Number($('limit').value);
  S.epoch++;
  task(async () => {
    // The module reads the board (its size too) and judges it: its cells, whether any moves solve it.
    const epoch = S.epoch;
    let read;
    try {
      read = await call('read', { text });
    } catch (e) {
      refused(e, 'read');
      return;
    }
    const { rows, cols, board: cells } = read;
    const most = S.p.sizes?.[1] ?? 64;
    if (rows > most || cols > most) { say(`The page plays boards of up to ${most} × ${most}; this one is ${rows} × ${cols}.`, 'error'); return; }
    if (epoch !== S.epoch) return;
    // The board is shown before its fewest moves are searched (with no limit, minutes for
    // the 15-puzzle's hardest): stop ends the search and keeps the board, its fewest unknown.
    const before = { rows: S.rows, cols: S.cols, board: S.board, start: S.start, moves: S.moves, fewest: S.fewest, solved: S.solved };
    show(rows, cols, cells, null);
    const shown = S.start;
    say('Your board: searching for its fewest moves…', 'info');
    let fewest;
    try {
      fewest = (await call('solve', { rows, cols, board: cells, limit })).moves.length;
    } catch (e) {
      if (S.start !== shown) return; // another board meanwhile
      if (e.code === -4) {
        say(`The fewest moves are not known: ${clause(e.message)}. Play on, or raise the search limit and load it again.`, 'info');
        return;
      }
      if (!(e instanceof Stopped)) {
        // A board no moves solve is not played: the one before it comes back.
        show(before.rows, before.cols, before.start, before.fewest);
        S.board = before.board;
        S.moves = before.moves;
        S.solved = before.solved;
        render();
      }
      refused(e, 'played');
      return;
    }
    if (S.start !== shown) return;
    S.fewest = fewest;
    if (!S.moves) S.solved = fewest === 0;
    render();
    say(`Your board needs ${fewest} ${plural(fewest, 'move')} at fewest.`, 'info');
  });
}

// A board of its own size, drawn as the start (a new size rebuilds the board's buttons).
function show(rows, cols, cells, fewest) {
  if (rows !== S.rows || cols !== S.cols) {
    $('rows').value = rows;
    $('cols').value = cols;
    S.rows = rows;
    S.cols = cols;
    S.sig = signature();
    build();
  }
  setBoard(cells, fewest);
}

// ---- wiring -------------------------------------------------------------------

$('puzzle').addEventListener('change', choose);
for (const id of ['rows', 'cols', 'rule', 'torus', 'states', 'goal']) $(id).addEventListener('change', choose);
$('stencil').addEventListener('change', choose);
$('new').addEventListener('click', fresh);
$('hint').addEventListener('click', hint);
$('solve').addEventListener('click', autoSolve);
$('reset').addEventListener('click', restart);
$('stop').addEventListener('click', stop);
$('load').addEventListener('click', load);
$('copy').addEventListener('click', toText);
$('edit').addEventListener('toggle', () => { if ($('edit').open && !$('paste').value) toText(); });

startWorker();
choose();
