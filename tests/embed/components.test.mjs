// The web components as a webmaster uses them: the built package (target/torre-wasm-pkg, no app
// build needed) copied next to a plain page with its own TRF files, in headless Chromium. What
// a club page must get right: the result each player really got (½-0, 0-0, double forfeits,
// adjourned games), a round robin ranked by the round-robin tie-breaks, an error that names the
// file, and pairings that fit a phone (390x844) without scrolling sideways.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { launch, SHOTS } from '../e2e/helpers.mjs';
import { PKG, SHARED, torre } from './helpers.mjs';

/** A TRF-16 player line: rounds as [opponent, colour, result] ([0, '-', 'U'] for a bye). */
function player(id, name, rating, points, rounds) {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)} ITA${' '.repeat(24)}${points.toFixed(1).padStart(4)}     `;
  return head + rounds.map(([o, c, r]) => `  ${String(o).padStart(4, o ? ' ' : '0')} ${c} ${r}`).join('');
}

// Round 1: 1-2 ½-0 (written = / 0), 3-4 a double forfeit (- / -). Round 2: 1-3 adjourned
// (? / ?, a draw's points until known), 4-2 0-0 (0 / 0).
const UNUSUAL = [
  '012 Club rapid: unusual results',
  player(1, 'Anna Berg', 1850, 1.0, [[2, 'w', '='], [3, 'w', '?']]),
  player(2, 'Bruno Conti', 1800, 0.0, [[1, 'b', '0'], [4, 'b', '0']]),
  player(3, 'Carla Dini', 1750, 0.5, [[4, 'w', '-'], [1, 'b', '?']]),
  player(4, 'Dario Esposito', 1700, 0.0, [[3, 'b', '-'], [2, 'w', '0']]),
  'XXR 3',
  '',
].join('\n');

// A 4-player round robin as `torre --roundrobin --draw` writes it (192), its games played
// until round `played` (the later ones paired, their results blank).
function roundRobin(played) {
  const players = [
    [1, 'Anna Berg', 1850, [[4, 'w', '1'], [2, 'b', '='], [3, 'w', '1']]],
    [2, 'Bruno Conti', 1800, [[3, 'w', '='], [1, 'w', '='], [4, 'b', '=']]],
    [3, 'Carla Dini', 1750, [[2, 'b', '='], [4, 'w', '1'], [1, 'b', '0']]],
    [4, 'Dario Esposito', 1700, [[1, 'b', '0'], [3, 'b', '0'], [2, 'w', '=']]],
  ];
  const scored = { 1: 1, '=': 0.5, 0: 0, ' ': 0 };
  const lines = players.map(([id, name, rating, games]) => {
    const rounds = games.map(([o, c, r], i) => [o, c, i < played ? r : ' ']);
    return player(id, name, rating, rounds.reduce((sum, g) => sum + scored[g[2]], 0), rounds);
  });
  return ['012 Club championship', '192 FIDE_ROUNDROBIN', ...lines, 'XXR 3', ''].join('\n');
}
const ROUND_ROBIN = roundRobin(3);
// The same event during round 3: paired, no result entered yet.
const LIVE = roundRobin(2);

// JaVaFo's `XXC rank`: players numbered 30, 10, 40, 20, 50 (paired by line order); 50 has a
// forfeit win written without an opponent (`0000 - +`).
const RANK = [
  '012 Rank file',
  'XXR 3',
  'XXC rank white1',
  player(30, 'First', 2400, 1.0, [[40, 'w', '1']]),
  player(10, 'Second', 2300, 0.0, [[20, 'b', '0']]),
  player(40, 'Third', 2200, 0.0, [[30, 'b', '0']]),
  player(20, 'Fourth', 2100, 1.0, [[10, 'w', '1']]),
  player(50, 'Fifth', 2000, 1.0, [[0, '-', '+']]),
  '',
].join('\n');

// A Burstein event after round 4 of 5 whose file does not name its system (a corpus file).
const BURSTEIN = readFileSync(join(SHARED, 'conformance/burstein-2026/agreed/n0007-r05-s176-k4.trf'), 'utf8');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body { font-family: system-ui, sans-serif }</style>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="torre-wasm-pkg/torre-embed.js"></script></head><body>
<torre-pairings id="r1" src="unusual.trf" round="1"></torre-pairings>
<torre-pairings id="r2" src="unusual.trf" round="2"></torre-pairings>
<torre-crosstable id="cross" src="unusual.trf" order="start"></torre-crosstable>
<torre-standings id="rr" src="rr.trf"></torre-standings>
<torre-standings id="bad" src="bad.trf"></torre-standings>
<torre-pairings id="rank" src="rank.trf" round="1"></torre-pairings>
<torre-crosstable id="rank-cross" src="rank.trf" order="start"></torre-crosstable>
<torre-standings id="live" src="live.trf"></torre-standings>
<torre-crosstable id="live-cross" src="live.trf"></torre-crosstable>
<torre-pairings id="live-pairings" src="live.trf"></torre-pairings>
<torre-standings id="changing" src="changing.trf"></torre-standings>
<torre-crosstable id="changing-cross" src="changing.trf"></torre-crosstable>
<torre-pairings id="burstein" src="burstein.trf" round="next" system="burstein"></torre-pairings>
</body></html>`;

const FILES = {
  '/index.html': PAGE,
  '/unusual.trf': UNUSUAL,
  '/rr.trf': ROUND_ROBIN,
  '/bad.trf': UNUSUAL.replace('1750', '17x0'),
  '/rank.trf': RANK,
  '/live.trf': LIVE,
  '/burstein.trf': BURSTEIN,
};
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.trf': 'text/plain' };

// changing.trf: the finished round robin at first, the same event during round 3 afterwards
// (a live page whose file the arbiter's program rewrites); its requests are counted.
let changingRequests = 0;
let server;
let browser;
let base;

before(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let body = FILES[path];
    if (path === '/index.html') changingRequests = 0;
    if (path === '/changing.trf') body = changingRequests++ === 0 ? ROUND_ROBIN : LIVE;
    if (body === undefined && /^\/torre-wasm-pkg\/[\w.-]+$/.test(path)) {
      try { body = readFileSync(join(PKG, path.slice('/torre-wasm-pkg/'.length))); } catch { /* 404 below */ }
    }
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] || 'application/octet-stream' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

async function open(viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/index.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('torre-pairings, torre-standings, torre-crosstable')]
    .every((e) => e.dataset.state === 'ready' || e.dataset.state === 'error'), null, { timeout: 30000 });
  return { page, context };
}

/** Cell texts of a component's body rows (or its header row). */
function cells(page, id, selector = 'tbody tr') {
  return page.$eval(`#${id}`, (el, sel) => [...el.shadowRoot.querySelectorAll(sel)]
    .map((tr) => [...tr.cells].map((c) => c.textContent.trim())), selector);
}

test('pairings show what each player scored: ½-0, a double forfeit, 0-0, an adjourned game', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const result = (rows) => Object.fromEntries(rows.map((r) => [`${r[1]}-${r[9]}`, r[5]]));
    assert.deepEqual(result(await cells(page, 'r1')), { '1-2': '½ – 0', '3-4': '− – −' });
    assert.deepEqual(result(await cells(page, 'r2')), { '1-3': '? – ?', '4-2': '0 – 0' });
    // the crosstable (by pairing number): the adjourned game is shown as such
    const cross = await cells(page, 'cross');
    assert.deepEqual(cross.map((r) => r.slice(3, 5)), [['2w½', '3w?'], ['1b0', '4b0'], ['4w−', '1b?'], ['3b−', '2w0']]);
  } finally {
    await context.close();
  }
});

test('a round robin is ranked by the round-robin tie-breaks; a broken file is named in the error', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const [head] = await cells(page, 'rr', 'thead tr');
    assert.deepEqual(head.slice(6), ['DE', 'WIN', 'SB', 'KS']);
    // 1.5 points each: Carla beat Dario, Bruno did not: WIN decides (DE does not: they drew)
    assert.deepEqual((await cells(page, 'rr')).map((r) => r[2]), ['Anna Berg', 'Carla Dini', 'Bruno Conti', 'Dario Esposito']);
    const error = await page.$eval('#bad', (el) => [el.dataset.state, el.shadowRoot.querySelector('[role=alert]').textContent]);
    assert.deepEqual(error, ['error', 'TRF_INVALID: bad.trf, line 4, columns 49-52 (player 3): rating must be a number, found "17x0"']);
  } finally {
    await context.close();
  }
});

test('while a round is played, the standings are those after the round before (not its blank games as losses)', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const caption = (id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('caption').textContent);
    assert.equal(await caption('live'), 'Standings after round 2');
    assert.deepEqual((await cells(page, 'live')).map((r) => [r[2], r[5]]),
      [['Anna Berg', '1.5'], ['Carla Dini', '1.5'], ['Bruno Conti', '1.0'], ['Dario Esposito', '0.0']]);
    assert.equal(await caption('live-cross'), 'Crosstable after round 2');
    // the round being played is what the pairings show, without results
    assert.equal(await caption('live-pairings'), 'Round 3');
    assert.deepEqual((await cells(page, 'live-pairings')).map((r) => r[5]), ['', '']);
  } finally {
    await context.close();
  }
});

test('refresh() fetches the file again, once for the components refreshed together', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const caption = (id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('caption').textContent);
    const before = changingRequests;
    assert.equal(await caption('changing'), 'Final standings');
    await page.evaluate(() => Promise.all(['changing', 'changing-cross'].map((id) => document.getElementById(id).refresh())));
    assert.equal(await caption('changing'), 'Standings after round 2');
    assert.equal(await caption('changing-cross'), 'Crosstable after round 2');
    assert.equal(changingRequests - before, 1, 'one request for the two components');
  } finally {
    await context.close();
  }
});

test('players keep the numbers their file gives them (XXC rank); a forfeit without an opponent is listed', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const pairings = (await cells(page, 'rank')).map((r) => [r[1], r[2], r.length > 6 ? r[9] : r[5]]);
    assert.deepEqual(pairings, [['30', 'First', '40'], ['20', 'Fourth', '10'], ['50', 'Fifth', 'forfeit win (no opponent)']]);
    const cross = (await cells(page, 'rank-cross')).map((r) => [r[0], r[3]]);
    assert.deepEqual(cross, [['30', '40w1'], ['10', '20b0'], ['40', '30b0'], ['20', '10w1'], ['50', '+']]);
  } finally {
    await context.close();
  }
});

test('round="next" pairs by the system the page names (a Burstein file that does not say so)', async () => {
  const { page, context } = await open({ width: 1100, height: 900 });
  try {
    const t = torre.parseTrf(BURSTEIN);
    const expected = torre.pair(t, { system: 'burstein' });
    assert.notDeepEqual(expected.boards, torre.pair(t).boards, 'the file\'s own system (Dutch) pairs it otherwise');
    const shown = await page.$eval('#burstein', (el) => [el.shadowRoot.querySelector('caption').textContent,
      [...el.shadowRoot.querySelectorAll('tbody tr:not([data-bye])')].map((tr) => [Number(tr.dataset.white), Number(tr.dataset.black)]),
      el.shadowRoot.querySelector('tbody tr[data-bye]')?.dataset.white]);
    assert.deepEqual(shown, [`Round ${expected.round}`, expected.boards.map((b) => [b.white, b.black]), String(expected.bye)]);
  } finally {
    await context.close();
  }
});

test('on a phone (390x844) the pairings fit the screen: board, names, points and result', async () => {
  const { page, context } = await open({ width: 390, height: 844 });
  try {
    const fit = await page.$eval('#r1', (el) => {
      const box = el.shadowRoot.querySelector('.scroll');
      return { scroll: box.scrollWidth, width: box.clientWidth, head: [...el.shadowRoot.querySelectorAll('thead th')].filter((th) => th.offsetWidth > 0).map((th) => th.textContent) };
    });
    assert.ok(fit.scroll <= fit.width, `the pairings scroll sideways: ${fit.scroll} > ${fit.width}`);
    assert.deepEqual(fit.head, ['Bd.', 'White', 'Pts', 'Result', 'Pts', 'Black']);
    await (await page.$('#r1')).screenshot({ path: join(SHOTS, 'embed-pairings-phone.png') });
  } finally {
    await context.close();
  }
});
