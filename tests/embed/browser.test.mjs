// Headless Chromium (system /usr/bin/chromium through playwright-core) loads the example page
// as the app build ships it, dist/embed/example.html (scripts/post_build.sh: the package, the
// components, the page and its made-up club open embed/example.trf), and checks that the
// components render its round-5 pairings, final standings and crosstable, plus the inline
// TRF/JSON ones, with no request leaving the static copy; at phone size (390x844) the standings
// and the crosstable scroll inside their boxes with the points column in view. Screenshots go to
// docs/screenshots/. A small Node HTTP server on 127.0.0.1, port 0, serves dist/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { launch, DIST } from '../e2e/helpers.mjs';
import { torre, ROOT } from './helpers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.json': 'application/json', '.trf': 'text/plain; charset=utf-8',
  '.css': 'text/css', '.ts': 'text/plain',
};
const SHOTS = join(ROOT, 'docs/screenshots');
const EMBED = join(DIST, 'embed');
if (!existsSync(join(EMBED, 'example.html'))) {
  throw new Error(`${EMBED}/example.html is missing: build the app (trunk build --release --offline)`);
}

let server;
let browser;
let BASE;
const t = torre.parseTrf(readFileSync(join(EMBED, 'example.trf'), 'utf8'));

function serve(req, res) {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = normalize(join(DIST, path.slice(1)));
  if (!(file + sep).startsWith(DIST + sep)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
}

before(async () => {
  server = createServer(serve);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  BASE = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** Open the example page; returns {page, context, requests, errors}. */
async function openExample(viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const requests = [];
  context.on('request', (req) => requests.push(req.url()));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${BASE}/embed/example.html`);
  // every component settles to ready (or error, reported below)
  await page.waitForFunction(() => {
    const els = [...document.querySelectorAll('torre-pairings, torre-standings, torre-crosstable')];
    return els.length === 5 && els.every((e) => e.dataset.state === 'ready' || e.dataset.state === 'error');
  }, null, { timeout: 30000 });
  const states = await page.$$eval('torre-pairings, torre-standings, torre-crosstable',
    (els) => els.map((e) => [e.id, e.dataset.state, e.shadowRoot.querySelector('.error')?.textContent ?? '']));
  for (const [id, state, message] of states) assert.equal(state, 'ready', `#${id}: ${message}`);
  return { page, context, requests, errors };
}

/** Rows of a component's table: data attributes and cell texts. */
function rows(page, id) {
  return page.$eval(`#${id}`, (el) => [...el.shadowRoot.querySelectorAll('tbody tr')].map((tr) => ({
    data: { ...tr.dataset },
    cells: [...tr.cells].map((c) => c.textContent.trim()),
  })));
}

test('the example page renders round-5 pairings, final standings and the crosstable', async () => {
  const { page, context, requests, errors } = await openExample();
  try {
    // --- pairings: the file's round 5, in publication order, with names and results
    const expected = torre.roundPairing(t, 5);
    const all = await rows(page, 'pairings');
    const pairing = all.filter((r) => !r.data.bye);
    assert.deepEqual(pairing.map((r) => [Number(r.data.white), Number(r.data.black)]),
      expected.boards.map((b) => [b.white, b.black]));
    // then Rui's (10) pairing-allocated bye
    assert.deepEqual(all.filter((r) => r.data.bye).map((r) => [r.data.white, r.data.bye]), [['10', 'PairingAllocated']]);
    assert.equal(await page.$eval('#pairings', (el) => el.shadowRoot.querySelector('caption').textContent), 'Round 5');
    const board1 = pairing[0].cells;
    const name = (id) => t.players[id - 1].name;
    assert.ok(board1[2].endsWith(name(expected.boards[0].white)), board1.join(' | '));
    assert.ok(board1[7].endsWith(name(expected.boards[0].black)), board1.join(' | '));
    // Marta (1, FM) beat Sofia (7) with White in round 5 (example.trf)
    const martaSofia = pairing.find((r) => r.data.white === '1' && r.data.black === '7');
    assert.ok(martaSofia, 'board Marta - Sofia');
    assert.equal(martaSofia.cells[5], '1 – 0');
    assert.match(martaSofia.cells[2], /^FMMarta Oliveira Costa$/);
    assert.match(martaSofia.cells[7], /^Sofia Marchetti$/);

    // --- standings: the package's final standings, same order, points and tie-breaks
    const s = torre.standings(t, { tiebreaks: 'BH/C1,BH,SB' });
    assert.equal(s.afterRound, 7);
    const standing = await rows(page, 'standings');
    assert.deepEqual(standing.map((r) => Number(r.data.player)), s.rows.map((r) => r.player));
    for (const [i, r] of standing.entries()) {
      assert.equal(r.cells[0], String(s.rows[i].rank));
      assert.equal(Number(r.cells[5]), s.rows[i].points);
      assert.deepEqual(r.cells.slice(6), s.rows[i].display);
    }
    assert.deepEqual(await page.$eval('#standings', (el) => [...el.shadowRoot.querySelectorAll('thead th')].map((th) => th.textContent)),
      ['Rk', 'No.', 'Name', 'Fed', 'Rtg', 'Pts', 'BH/C1', 'BH', 'SB']);
    assert.equal(await page.$eval('#standings', (el) => el.shadowRoot.querySelector('caption').textContent), 'Final standings');
    // the file's final scores and ranks (columns 81-89 of example.trf)
    assert.deepEqual(standing.slice(0, 3).map((r) => [r.data.player, r.cells[5]]), [['2', '5.5'], ['3', '5.5'], ['4', '5.0']]);

    // --- crosstable: ranking order, 7 rounds, cells "opponent-rank colour result"
    const cross = await rows(page, 'crosstable');
    assert.deepEqual(cross.map((r) => Number(r.data.player)), s.rows.map((r) => r.player));
    const rankOf = new Map(s.rows.map((r, i) => [r.player, i + 1]));
    const marta = cross.find((r) => r.data.player === '1');
    assert.equal(marta.cells.length, 4 + 7 + 1);
    assert.equal(marta.cells[4], `${rankOf.get(8)}w½`, 'round 1: Marta drew with Pieter (8) with White');
    assert.equal(marta.cells[11], '4.5');
    const nora = cross.find((r) => r.data.player === '15');
    assert.equal(nora.cells[4], 'bye', 'round 1: Nora had the PAB');

    // --- inline TRF and inline JSON
    const inlineTrf = await rows(page, 'inline-trf');
    assert.deepEqual(inlineTrf.map((r) => [r.cells[0], r.cells[2], r.cells[5]]),
      [['1', 'Anna Berg', '2.5'], ['2', 'Carl Nyman', '2.0'], ['3', 'Bo Lind', '1.0'], ['4', 'Dana Ek', '0.5']]);
    const inlineJson = await rows(page, 'inline-json');
    assert.deepEqual(inlineJson.map((r) => r.cells), [
      ['1', 'Ruth Ada', '2010', '2w1', '3b½', '1.5'],
      ['2', 'Sam Bel', '1960', '1b0', 'bye', '1.0'],
      ['3', 'Tea Cruz', '1905', 'bye', '1w½', '1.5'],
    ]);

    // --- the federation's colours reach the shadow DOM through the custom properties
    const headerBg = await page.$eval('#standings', (el) => getComputedStyle(el.shadowRoot.querySelector('thead th')).backgroundColor);
    assert.equal(headerBg, 'rgb(0, 86, 63)');

    // --- requests: the page, the module, its wasm, and the TRF (once for three components)
    const paths = requests.map((u) => new URL(u)).map((u) => (u.origin === BASE ? u.pathname : u.href));
    assert.deepEqual([...paths].sort(), [
      '/embed/example.html',
      '/embed/example.trf',
      '/embed/torre-embed.js',
      '/embed/torre_wasm.js',
      '/embed/torre_wasm_bg.wasm',
    ]);
    assert.deepEqual(errors, [], 'console errors');

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'embed-example.png'), fullPage: true });
    await page.locator('#pairings').screenshot({ path: join(SHOTS, 'embed-pairings.png') });
    await page.locator('#standings').screenshot({ path: join(SHOTS, 'embed-standings.png') });
    await page.locator('#crosstable').screenshot({ path: join(SHOTS, 'embed-crosstable.png') });
  } finally {
    await context.close();
  }
});

test('components show errors with their code and location, and re-render on attribute changes', async () => {
  const { page, context } = await openExample();
  try {
    const result = await page.evaluate(async () => {
      const settle = (el) => new Promise((resolve) => {
        el.addEventListener('torre-error', () => resolve(), { once: true });
        el.addEventListener('torre-rendered', () => resolve(), { once: true });
      });
      const out = {};
      // a missing file
      const missing = document.createElement('torre-pairings');
      missing.setAttribute('src', 'no-such-file.trf');
      let done = settle(missing);
      document.body.append(missing);
      await done;
      out.missing = [missing.dataset.state, missing.shadowRoot.querySelector('[role=alert]').textContent];
      // a broken inline TRF: rating column with a letter
      const bad = document.createElement('torre-standings');
      bad.innerHTML = '<script type="text/x-trf">012 Broken\n001    1      Anna                              18x0 SWE\n</' + 'script>';
      done = settle(bad);
      document.body.append(bad);
      await done;
      out.bad = [bad.dataset.state, bad.shadowRoot.querySelector('[role=alert]').textContent];
      // attribute change: another round
      const p = document.getElementById('pairings');
      done = settle(p);
      p.setAttribute('round', '2');
      await done;
      out.round2 = [p.shadowRoot.querySelector('caption').textContent,
        [...p.shadowRoot.querySelectorAll('tbody tr')].map((tr) => tr.dataset.bye || '')];
      // the tournament property
      const s = document.getElementById('inline-trf');
      done = settle(s);
      s.setAttribute('after-round', '1');
      await done;
      out.after1 = [...s.shadowRoot.querySelectorAll('tbody tr')].map((tr) => tr.cells[5].textContent);
      // round="next" with the tournament property: the engine pairs round 5 of the file cut after round 4
      const { loadTorre } = await import('/embed/torre-embed.js');
      const api = await loadTorre();
      const full = api.parseTrf(await (await fetch('/embed/example.trf')).text());
      for (const pl of full.players) { pl.rounds = pl.rounds.slice(0, 4); pl.declared_points = null; }
      const next = document.createElement('torre-pairings');
      next.setAttribute('round', 'next');
      done = settle(next);
      next.tournament = full;
      document.body.append(next);
      await done;
      out.next = [next.dataset.state, next.shadowRoot.querySelector('caption')?.textContent,
        [...next.shadowRoot.querySelectorAll('tbody tr:not([data-bye])')].map((tr) => [Number(tr.dataset.white), Number(tr.dataset.black)]),
        next.shadowRoot.querySelector('[role=alert]')?.textContent ?? ''];
      return out;
    });
    assert.equal(result.missing[0], 'error');
    assert.match(result.missing[1], /^FETCH_FAILED: .*no-such-file\.trf: HTTP 404/);
    assert.equal(result.bad[0], 'error');
    assert.match(result.bad[1], /^TRF_INVALID: line 2, columns 49-52/);
    assert.equal(result.round2[0], 'Round 2');
    // round 2: 7 boards, then Eva's PAB (13)
    assert.deepEqual(result.round2[1], ['', '', '', '', '', '', '', 'PairingAllocated']);
    assert.deepEqual(result.after1, ['1.0', '1.0', '0.0', '0.0']);
    assert.equal(result.next[0], 'ready', result.next[3]);
    assert.equal(result.next[1], 'Round 5');
    assert.deepEqual(result.next[2], torre.roundPairing(t, 5).boards.map((b) => [b.white, b.black]),
      'the engine\'s round 5 = the published round 5');
  } finally {
    await context.close();
  }
});

/** Where the points column of a component stands while its table scrolls: for each scroll
 *  position (start, middle, end), the box, and each points cell's box and whether it is the
 *  topmost element at its centre (not covered by the cells scrolling under it). */
function pointsInView(page, id) {
  return page.$eval(`#${id}`, async (host) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    host.scrollIntoView({ block: 'start' }); // elementFromPoint sees only the viewport
    const el = host.shadowRoot.querySelector('.scroll');
    const max = el.scrollWidth - el.clientWidth;
    const out = { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, positions: [] };
    for (const left of [0, Math.round(max / 2), max]) {
      el.scrollLeft = left;
      await frame();
      const box = el.getBoundingClientRect();
      const cells = [...host.shadowRoot.querySelectorAll('th.points, td.points')].map((c) => {
        const r = c.getBoundingClientRect();
        const hit = host.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { left: r.left, right: r.right, text: c.textContent, top: hit === c || c.contains(hit) };
      });
      out.positions.push({ scrollLeft: el.scrollLeft, box: { left: box.left, right: box.right }, cells });
    }
    return out;
  });
}

test('on a phone (390x844) the standings and the crosstable scroll in their boxes, the points column in view', async () => {
  const { page, context, errors } = await openExample({ width: 390, height: 844 });
  try {
    // the page itself does not scroll sideways: each table scrolls inside its component
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390),
      `page width ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
    const s = torre.standings(t, { tiebreaks: 'BH/C1,BH,SB' });
    for (const id of ['standings', 'crosstable']) {
      const v = await pointsInView(page, id);
      assert.ok(v.scrollWidth > v.clientWidth + 50, `#${id} is wider than its box (${v.scrollWidth} > ${v.clientWidth})`);
      assert.equal(v.positions[2].scrollLeft, v.scrollWidth - v.clientWidth, `#${id} scrolled to its end`);
      for (const pos of v.positions) {
        assert.equal(pos.cells.length, 1 + s.rows.length, `#${id}: a points cell per row and the head`);
        for (const c of pos.cells) {
          assert.ok(c.left >= pos.box.left - 1 && c.right <= pos.box.right + 1,
            `#${id} at scrollLeft ${pos.scrollLeft}: points cell "${c.text}" [${c.left}, ${c.right}] outside the box [${pos.box.left}, ${pos.box.right}]`);
          assert.ok(c.top, `#${id} at scrollLeft ${pos.scrollLeft}: points cell "${c.text}" is covered`);
        }
      }
      // the points shown are the standings' (not another column slid under the head)
      assert.deepEqual(v.positions[1].cells.slice(1).map((c) => Number(c.text)).sort(), s.rows.map((r) => r.points).sort());
    }
    await page.$eval('#standings', (el) => { el.shadowRoot.querySelector('.scroll').scrollLeft = 1e6; });
    await page.locator('#standings').screenshot({ path: join(SHOTS, 'embed-standings-phone.png') });
    await page.$eval('#crosstable', (el) => { el.shadowRoot.querySelector('.scroll').scrollLeft = 0; });
    await page.locator('#crosstable').screenshot({ path: join(SHOTS, 'embed-crosstable-phone.png') });
    assert.deepEqual(errors, [], 'console errors');
  } finally {
    await context.close();
  }
});
