// The browser test of flipswap's page: headless Chromium plays every
// puzzle by following the page's hints, checks solve, stop (a pasted board
// kept), bad boards, the keyboard, a phone-sized screen and the time to
// interactive, and writes a screenshot of each puzzle.
//
//   node web/test/browser.mjs [SCREENSHOT_DIR]
//
// Environment: SCREENSHOTS (the folder, when no argument names it;
// default web/test/screenshots), DIST (the built page to serve, default
// web/dist), PAGE_URL (test a page served elsewhere instead), CHROMIUM
// (default /usr/bin/chromium), ONLY (a regular expression: run only the
// puzzles and parts whose names match, e.g. ONLY='eight|keys'). Exits
// non-zero on the first failure.

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.DIST || join(here, '..', 'dist'));
const shots = resolve(process.argv[2] || process.env.SCREENSHOTS || join(here, 'screenshots'));
const TIMEOUT = 60_000;
const only = new RegExp(process.env.ONLY || '');

let failures = 0;
let passes = 0;
const log = (...a) => console.log(...a);
function check(ok, what) {
  if (ok) { passes++; log(`  ok: ${what}`); }
  else {
    failures++;
    log(`  FAIL: ${what}`);
    throw new Error(what);
  }
}

// ---- a small static server for the built page ---------------------------

const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json' };

function serve(root) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) { res.writeHead(403).end(); return; }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

// ---- the page's helpers ----------------------------------------------------

let page;

const idle = () => page.waitForFunction(() => !document.body.dataset.busy, null, { timeout: TIMEOUT });
const text = (sel) => page.locator(sel).innerText();
const num = async (sel) => Number(await text(sel));
const solved = () => page.locator('#solved').isVisible();

async function pick(sel, value) {
  log(`  select ${sel} = ${value}`);
  await page.selectOption(sel, String(value));
  await idle();
}

async function setNumber(sel, value) {
  log(`  set ${sel} = ${value}`);
  await page.fill(sel, String(value));
  await page.locator(sel).dispatchEvent('change');
  await idle();
}

async function click(sel, why = '') {
  log(`  click ${sel}${why ? ` (${why})` : ''}`);
  await page.click(sel);
  await idle();
}

async function status() {
  return { text: await text('#status'), cls: await page.locator('#status').getAttribute('class') };
}

// Ask for a hint and play it; the hinted cells are marked, the move is on the board.
async function followHint(kind, useEdge, shown = async () => {}) {
  await click('#hint');
  await shown();
  const move = await page.locator('#board').getAttribute('data-hint-move');
  check(move !== null && move !== '', `a hint is shown (${(await status()).text})`);
  const m = Number(move);
  if (kind === 'swap') {
    const a = m >> 6, b = m & 63;
    check(await page.locator(`[data-cell="${a}"].hint`).count() === 1 && await page.locator(`[data-cell="${b}"].hint`).count() === 1, `cells ${a} and ${b} are marked`);
    if (useEdge) await click(`[data-edge="${a}-${b}"]`, 'the edge between the hinted pieces');
    else {
      await click(`[data-cell="${a}"]`, 'the first hinted piece');
      await click(`[data-cell="${b}"]`, 'the second hinted piece');
    }
  } else {
    check(await page.locator(`[data-cell="${m}"][data-hint]`).count() === 1, `cell ${m} is marked`);
    await click(`[data-cell="${m}"]`, 'the hinted cell');
  }
}

async function newBoard(level) {
  await pick('#level', level);
  await click('#new');
  const fewest = await num('#fewest');
  check(Number.isInteger(fewest), `a new board, fewest ${fewest}`);
  if (level !== -1) check(fewest === level, `it needs exactly ${level}`);
  check(await num('#moves') === 0, 'no moves yet');
  return fewest;
}

async function playByHints(name, kind, useEdge) {
  const fewest = await num('#fewest');
  let shot = false;
  for (let step = 0; !(await solved()); step++) {
    check(step < fewest + 2, `${name}: solved within the fewest moves`);
    await followHint(kind, useEdge, async () => {
      if (!shot) { await screenshot(name); shot = true; }
    });
  }
  const moves = await num('#moves');
  check(moves === fewest, `${name}: solved in ${moves} moves, the fewest shown ${fewest}`);
  check(/solved/i.test((await status()).text), `${name}: the page says “${(await status()).text}”`);
  if (!shot) await screenshot(name);
  if (name === 'lights-out-5x5') await screenshot(`${name}-solved`);
}

async function screenshot(name) {
  const file = join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  log(`  screenshot ${file}`);
}

// ---- the cases -------------------------------------------------------------

const CASES = [
  { name: 'flip-game', puzzle: 'flip-game', kind: 'toggle', level: 5 },
  { name: 'fridge', puzzle: 'fridge', kind: 'toggle', level: 6 },
  { name: 'lights', puzzle: 'lights', kind: 'toggle', level: 4 },
  { name: 'lights-out-5x5', puzzle: 'lights-out', kind: 'toggle', level: 8, size: [5, 5] },
  { name: 'lights-out-x-torus-3-states', puzzle: 'lights-out', kind: 'toggle', level: 6, size: [5, 5], rule: 'x', torus: true, states: 3 },
  { name: 'lights-out-king-6x7-on', puzzle: 'lights-out', kind: 'toggle', level: 5, size: [6, 7], rule: 'king', goal: 'on' },
  { name: 'lights-out-stencil-4x4', puzzle: 'lights-out', kind: 'toggle', level: 4, size: [4, 4], stencil: '111/101/111' },
  { name: 'swap-game-4x4', puzzle: 'swap-game', kind: 'swap', level: 6, size: [4, 4] },
  { name: 'swap-game-6x5', puzzle: 'swap-game', kind: 'swap', level: 5, size: [6, 5], edge: true },
  { name: 'eight', puzzle: 'eight', kind: 'tiles', level: 12 },
  { name: 'fifteen', puzzle: 'fifteen', kind: 'tiles', level: 16 },
  { name: 'sliding-2x4', puzzle: 'sliding', kind: 'tiles', level: 10, size: [2, 4] },
];

async function setup(c) {
  await pick('#puzzle', c.puzzle);
  if (c.size) {
    await setNumber('#rows', c.size[0]);
    await setNumber('#cols', c.size[1]);
  }
  if (c.puzzle === 'lights-out') {
    await pick('#rule', c.stencil ? 'custom' : c.rule || 'cross');
    if (c.stencil) await setNumber('#stencil', c.stencil);
    const torus = page.locator('#torus');
    if ((await torus.isChecked()) !== !!c.torus) {
      log(`  click #torus`);
      await torus.click();
      await idle();
    }
    await pick('#states', c.states || 2);
    await pick('#goal', c.goal || 'off');
  }
}

async function playEvery() {
  for (const c of CASES.filter((c) => only.test(c.name))) {
    log(`${c.name}:`);
    await setup(c);
    const s = await status();
    check(s.cls !== 'error', `${c.name}: the board is drawn (${s.text})`);
    await newBoard(c.level);
    await playByHints(c.name, c.kind, c.edge);
  }
}

async function solveOne() {
  log('solve, played by the page:');
  await setup({ puzzle: 'eight' });
  const fewest = await newBoard(14);
  await click('#solve');
  check(await solved(), 'solve ends on the goal');
  check(await num('#moves') === fewest, `solve played ${fewest} moves, the fewest`);

  log('solve, stopped half-way:');
  await setup({ puzzle: 'lights-out', size: [5, 5] });
  const many = await newBoard(12);
  log('  click #solve');
  await page.click('#solve');
  await page.waitForFunction(() => Number(document.getElementById('moves').textContent) >= 2, null, { timeout: TIMEOUT });
  await click('#stop');
  const played = await num('#moves');
  check(played >= 2 && played < many && !(await solved()), `stopped after ${played} of ${many} moves`);
  await click('#reset');
  check(await num('#moves') === 0, 'restart goes back to the start board');
}

// Another puzzle chosen while a board is still being drawn: the late board is not shown.
async function switchWhileDrawing() {
  log('another puzzle while a board is drawn:');
  await setup({ puzzle: 'fifteen' });
  await pick('#level', 50);
  log('  click #new (50 moves: seconds to draw)');
  await page.click('#new');
  log('  select #puzzle = eight (at once)');
  await page.selectOption('#puzzle', 'eight');
  await idle();
  const cells = await page.locator('#board [data-cell]').evaluateAll((els) => els.map((e) => Number(e.dataset.v)).sort((a, b) => a - b).join(','));
  check(cells === '0,1,2,3,4,5,6,7,8', `the board is an 8-puzzle's (${cells})`);
  const fewest = await num('#fewest');
  await playByHints('eight-after-fifteen', 'tiles');
  check(await num('#moves') === fewest, 'and its hints solve it in the fewest moves');
}

// One of the 15-puzzle's boards that need 80 moves: a long search.
const HARDEST = '0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1';

async function stopSearch() {
  log('the search limit, and stop:');
  await setup({ puzzle: 'fifteen' });
  await pick('#limit', 1000000);
  let s = await paste(HARDEST);
  check(/limit/.test(s.text) && (await text('#fewest')) === '?', `a board past the limit is played with its fewest unknown: “${s.text}”`);
  await click('#hint');
  s = await status();
  check(s.cls === 'error' && /limit/.test(s.text) && (await page.locator('#board').getAttribute('data-hint-move')) === null, `a hint past the limit says so: “${s.text}”`);
  await pick('#limit', 0);
  log('  click #hint (no limit)');
  await page.click('#hint');
  const slow = await page.locator('#stop:not([disabled])').waitFor({ timeout: 5000 }).then(() => true, () => false);
  if (slow) {
    await page.waitForFunction(() => /working… [1-9]\d* s/.test(document.getElementById('working').textContent), null, { timeout: 5000 });
    const working = await text('#working');
    check(/working… \d+ s/.test(working), `the page says “${working}” and offers stop`);
    await screenshot('working');
    await click('#stop');
    s = await status();
    check(/stopped/i.test(s.text) && !(await page.locator('#working').isVisible()), `stop says “${s.text}”`);
  } else {
    await idle();
    log('  (the hint came in under 5 s: nothing to stop)');
  }
  await pick('#limit', 20000000);
  await click('#new');
  check(Number.isInteger(await num('#fewest')), `the page answers after stop: a new board needing ${await num('#fewest')}`);
  await followHint('tiles');
  check(await num('#moves') === 1, 'and its hint is played');
  await page.locator('#edit summary').click();
}

// A pasted board's search with no limit: the board is shown while it runs, and stop keeps it.
async function pasteAndStop() {
  log('a pasted board searched with no limit, and stop:');
  await setup({ puzzle: 'fifteen' });
  const hardest = HARDEST.split(/\s+/).join(' ');
  check(await cellsShown() !== hardest, `the board drawn is another (${await cellsShown()})`);
  await pick('#limit', 0);
  const t0 = Date.now();
  await paste(HARDEST, false);
  await page.locator('#stop:not([disabled])').waitFor({ timeout: 5000 });
  const busy = await page.evaluate(() => !!document.body.dataset.busy);
  const shown = await cellsShown();
  check(busy && shown === hardest, `${Date.now() - t0} ms after load, the search running: the pasted board is shown (${shown})`);
  check(await text('#fewest') === '?', 'its fewest unknown while searched');
  await screenshot('paste-searching');
  await click('#stop');
  const s = await status();
  check(/stopped/i.test(s.text) && await cellsShown() === hardest, `stop (“${s.text}”) keeps the pasted board (${await cellsShown()})`);
  check(await text('#fewest') === '?' && await num('#moves') === 0 && !(await solved()), 'its fewest unknown, no moves, not solved');
  await click('[data-cell="1"]', 'tile 12, next to the blank');
  check(await num('#moves') === 1 && (await cellsShown()).startsWith('12 0 9 13'), `the kept board is played (${await cellsShown()})`);
  await click('#reset');
  check(await cellsShown() === hardest, 'and restart goes back to it');
}

// The cells shown, in reading order.
const cellsShown = () => page.locator('#board [data-cell]').evaluateAll((els) => els.map((e) => e.dataset.v).join(' '));

// Types a board into the paste box and loads it; waits for the page to be idle unless told not to.
async function paste(board, wait = true) {
  if (!(await page.locator('#edit').evaluate((d) => d.open))) {
    await page.locator('#edit summary').click();
    // Opening the box fills it with the board shown; wait for that before typing.
    await page.waitForFunction(() => document.getElementById('paste').value !== '');
  }
  log(`  paste ${JSON.stringify(board)}`);
  await page.fill('#paste', board);
  if (!wait) {
    log('  click #load (not waiting)');
    await page.click('#load');
    return null;
  }
  await click('#load');
  return status();
}

async function answersAfter() {
  const before = await num('#fewest');
  await click('#new');
  check(!(await status()).cls?.includes('error') && Number.isInteger(await num('#fewest')), `the page still answers (a new board, fewest ${await num('#fewest')}; before ${before})`);
}

// The library's reader says where a pasted board goes wrong: a line and a column.
const where = (text) => /line \d+, column \d+: /.test(text);

async function badBoards() {
  log('bad boards:');
  await setup({ puzzle: 'flip-game' });
  let s = await paste('bwwb\nbqwb\nbwwb\nbwww');
  check(s.cls === 'error' && s.text.includes("'q'") && s.text.includes('line 2, column 2'), `a wrong character: “${s.text}”`);
  await screenshot('bad-paste');
  s = await paste('bwwb\nbbwb\nbwwb');
  check(s.cls === 'error' && where(s.text) && /4 rows/.test(s.text), `a wrong size: “${s.text}”`);
  await answersAfter();

  await setup({ puzzle: 'eight' });
  const drawn = await cellsShown();
  s = await paste('1 2 3 4 5 6 8 7 x');
  check(s.cls === 'error' && s.text.length > 25, `an unsolvable 8-puzzle: “${s.text}”`);
  check(await cellsShown() === drawn && Number.isInteger(await num('#fewest')), `the board before it is played on (${drawn})`);
  await screenshot('unsolvable');
  s = await paste('1 2 3 4 5 6 7 7 x');
  check(s.cls === 'error' && where(s.text), `a tile twice: “${s.text}”`);
  s = await paste('1 2 3\n4 5 6\n7 8 x');
  check(s.cls === 'error' && where(s.text), `rows where the judge writes one line: “${s.text}”`);
  await answersAfter();

  await setup({ puzzle: 'lights-out', size: [5, 5] });
  s = await paste('00000\n00300\n01110\n00100\n00000');
  check(s.cls === 'error' && s.text.includes('line 2, column 3') && s.text.includes("'3'"), `a state 3 of two: “${s.text}”`);
  s = await paste('00000\n0010\n01110');
  check(s.cls === 'error' && s.text.includes('line 2, column 5'), `a short row: “${s.text}”`);
  s = await paste('10000\n00000\n00000\n00000\n00000');
  check(s.cls === 'error' && s.text.length > 25, `an unsolvable Lights Out board: “${s.text}”`);
  await pick('#rule', 'custom');
  await setNumber('#stencil', '01/1x');
  s = await status();
  check(s.cls === 'error', `a bad stencil: “${s.text}”`);
  await pick('#rule', 'cross');
  await answersAfter();

  log('a pasted board, played:');
  s = await paste('00000\n00100\n01110\n00100\n00000');
  check(await num('#fewest') === 1, `the plus needs 1 press (“${s.text}”)`);
  await followHint('toggle');
  check(await solved(), 'solved by the hinted press');
  s = await paste('000\n010\n000');
  check(Number(await page.inputValue('#rows')) === 3 && await page.locator('[data-cell]').count() === 9, `a 3 × 3 board sets the size (“${s.text}”)`);
  await page.fill('#paste', '');
  await click('#copy', 'this board as text');
  const shown = await page.inputValue('#paste');
  check(shown === '000\n010\n000', `the board as text is the module's: ${JSON.stringify(shown)}`);
  await page.locator('#edit summary').click();
}

async function keyboard() {
  log('keys:');
  await setup({ puzzle: 'lights-out', size: [5, 5] });
  await newBoard(6);
  // Tab from the top reaches the controls, then one cell of the board, with a visible ring.
  await page.click('h1'); // the start of the page: Tab goes on from here
  const seen = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      return { id: el.id || (el.dataset.cell != null ? `cell ${el.dataset.cell}` : el.tagName.toLowerCase()), ring: getComputedStyle(el).outlineStyle };
    });
    seen.push(at.id);
    if (at.id.startsWith('cell')) {
      check(at.ring !== 'none', `the focused cell has a visible ring (${at.ring})`);
      break;
    }
  }
  log(`  Tab: ${seen.join(' → ')}`);
  for (const id of ['puzzle', 'new', 'hint', 'solve']) check(seen.includes(id), `Tab reaches #${id}`);
  check(seen.at(-1).startsWith('cell'), 'Tab reaches the board');
  await page.focus('[data-cell="0"]');
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown']) { log(`  key ${key}`); await page.keyboard.press(key); }
  const at = await page.evaluate(() => document.activeElement.dataset.cell);
  check(at === '11', `the focus ring moved to cell ${at}`);
  log('  key Enter');
  await page.keyboard.press('Enter');
  await idle();
  check(await num('#moves') === 1, 'Enter pressed the cell');
  log('  key Space');
  await page.keyboard.press(' ');
  await idle();
  check(await num('#moves') === 2, 'Space pressed it again');

  await setup({ puzzle: 'eight' });
  await newBoard(8);
  await page.focus('[data-cell="0"]');
  let moved = 0;
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight']) {
    log(`  key ${key}`);
    await page.keyboard.press(key);
    await idle();
    moved = await num('#moves');
  }
  check(moved >= 2, `arrow keys slid ${moved} tiles`);
  check((await status()).cls !== 'error', 'no move was refused');
}

async function phone() {
  log('a phone-sized screen (360 × 740):');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [puzzle, size] of [['lights-out', [32, 32]], ['swap-game', [8, 8]], ['fifteen', null]]) {
    await setup({ puzzle, size });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 360, `${puzzle}${size ? ` ${size.join('×')}` : ''}: the page is ${wide} px wide`);
    await screenshot(`phone-${puzzle}`);
  }
  await page.setViewportSize({ width: 1000, height: 860 });
}

// ---- run ---------------------------------------------------------------------

async function main() {
  mkdirSync(shots, { recursive: true });
  let server = null;
  let url = process.env.PAGE_URL;
  if (!url) {
    statSync(join(dist, 'flipswap.wasm'));
    server = await serve(dist);
    url = `http://127.0.0.1:${server.address().port}/`;
  }
  log(`page: ${url}${server ? ` (serving ${dist})` : ''}`);
  const profile = mkdtempSync(join(tmpdir(), 'flipswap-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1000, height: 860 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const errors = [];
  try {
    page = context.pages()[0] || await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });

    log('load:');
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector('body[data-ready]', { timeout: 10_000 });
    const ready = Number(await page.locator('body').getAttribute('data-ready'));
    log(`  interactive ${ready} ms after navigation (page clock); ${Date.now() - t0} ms as the test saw it`);
    check(ready < 1000, `interactive in under a second (${ready} ms)`);
    await idle();
    await screenshot('first');

    await playEvery();
    const parts = { switch: switchWhileDrawing, solve: solveOne, 'bad boards': badBoards, keys: keyboard, 'paste stop': pasteAndStop, stop: stopSearch, phone };
    for (const [name, part] of Object.entries(parts)) if (only.test(name)) await part();
    check(errors.length === 0, `no errors on the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    if (server) server.close();
  }
}

main().then(
  () => {
    log(`screenshots in ${shots}`);
    log(`browser: ${passes} passed, 0 failed`);
  },
  (e) => {
    if (!failures) { failures++; log(`  FAIL: ${e.message}`); }
    log(`browser: ${passes} passed, ${failures} failed`);
    process.exit(1);
  },
);
