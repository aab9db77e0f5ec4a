// A two-section rated open run as an arbiter would (issue 21's "done when"), through the app's
// UI only: a small FIDE rating list (the combined TXT list, generated here) loaded once; an
// event with two sections; every player registered by searching the list; all rounds of both
// sections paired and their results typed in; the print sheets opened; a prize list computed;
// each section's rating-report TRF exported, its contents checked (the list's FIDE IDs and
// ratings, the results, the 0xx header records) and accepted by `torre -c`.
// Run after `trunk build --release` and `cargo build -p torre-cli --release`:
//   node --test tests/e2e/venue-open.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { watch, T, pairingsShown, enterResults, parseTrf, SHOTS, useBrowser } from './helpers.mjs';
import { players, txtList } from './rating-list-files.mjs';
import { torreCli } from './cli.mjs';

const env = useBrowser();

// The field: Open A (rated 2000 and more) and Open B; the list also holds a few hundred others.
const OPEN_A = [
  { id: 2400123, name: 'Vukovic, Ljubomir', fed: 'SRB', sex: 'M', tit: 'GM', std: 2588, born: 1985 },
  { id: 862001, name: 'Marchetti, Giulia', fed: 'ITA', sex: 'F', tit: 'WIM', wtit: 'WIM', std: 2301, born: 1999, flag: 'w' },
  { id: 851234, name: 'Bianchi, Paolo', fed: 'ITA', sex: 'M', tit: 'FM', std: 2290, born: 1970 },
  { id: 4611234, name: 'Schmidt, Jonas', fed: 'GER', sex: 'M', std: 2155, born: 2010 },
  { id: 2101111, name: 'Novakova, Petra', fed: 'CZE', sex: 'F', std: 2080, born: 1990, flag: 'w' },
  { id: 2201234, name: 'Garcia, Lucia', fed: 'ESP', sex: 'F', std: 2010, born: 2011, flag: 'w' },
];
const OPEN_B = [
  { id: 864444, name: 'Rossetti, Marco', fed: 'ITA', sex: 'M', std: 1850, born: 2012 },
  { id: 864445, name: 'Costa, Elena', fed: 'ITA', sex: 'F', std: 1720, born: 1960, flag: 'w' },
  { id: 738001, name: 'Horvath, Adam', fed: 'HUN', sex: 'M', std: 1605, born: 2008 },
  { id: 1402001, name: 'Larsen, Nils', fed: 'DEN', sex: 'M', std: 1500, born: 1955 },
  { id: 6301001, name: 'Kaya, Deniz', fed: 'TUR', sex: 'F', std: 0, born: 2013, flag: 'w' },
];
const ROUNDS = 3;
// the results typed board by board, round by round (1 = white wins, = draw, 0 = black wins)
const KEYS_A = [['1', '=', '0'], ['0', '1', '='], ['1', '1', '0']];
const KEYS_B = [['1', '0'], ['=', '1'], ['0', '1']];

async function addSection(page, name, place) {
  await page.click(T('add-section'));
  await page.fill(T('tournament-name'), name);
  await page.fill(T('tournament-place'), place);
  await page.fill(T('tournament-start'), '2026-05-01');
  await page.fill(T('tournament-end'), '2026-05-03');
  await page.fill(T('tournament-arbiter'), 'Rossi, Anna');
  await page.fill(T('tournament-federation'), 'ITA');
  await page.fill(T('tournament-time-control'), "90'+30\"");
  await page.fill(T('tournament-rounds'), String(ROUNDS));
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
}

/** Register `p` by searching the list (by name, or by FIDE ID) and picking the hit. */
async function register(page, p, byId) {
  const q = byId ? String(p.id) : p.name.replace(',', '').split(' ').reverse().join(' ').toLowerCase();
  await page.fill(T('rating-list-search'), q);
  await page.waitForSelector(`${T('rating-list-result')}[data-fide-id="${p.id}"]`);
  await page.click(`${T('rating-list-result')}[data-fide-id="${p.id}"]`);
  assert.equal(await page.inputValue(T('player-name')), p.name);
  assert.equal(await page.inputValue(T('player-fide-id')), String(p.id));
  assert.equal(await page.inputValue(T('player-rating')), p.std ? String(p.std) : '');
  const before = await page.locator(T('player-row')).count();
  await page.click(T('add-player'));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="player-row"]').length === n + 1, before);
}

/** Pair and fill every round of the open section; the pairings of each round. */
async function playAll(page, keys) {
  const rounds = [];
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= ROUNDS; r++) {
    await page.click(T('pair-round'));
    const shown = await pairingsShown(page, r);
    assert.equal(shown.rows.length, keys[r - 1].length, `round ${r}: boards`);
    await enterResults(page, keys[r - 1]);
    rounds.push(shown);
  }
  return rounds;
}

async function download(page, testid, dir) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T(testid))]);
  const path = join(dir, dl.suggestedFilename());
  await dl.saveAs(path);
  return { name: dl.suggestedFilename(), path, text: readFileSync(path, 'latin1') };
}

const record = (text, code) => text.split('\n').find((l) => l.startsWith(code + ' '))?.slice(4).trimEnd();

/** The rating report of one section: header records, each player's list data and results. */
function checkReport(text, field, rounds, keys, name) {
  assert.equal(record(text, '012'), `Lugano Spring Open - ${name}`, 'the section named with its event');
  assert.equal(record(text, '022'), 'Lugano');
  assert.equal(record(text, '032'), 'ITA');
  assert.equal(record(text, '042'), '2026/05/01');
  assert.equal(record(text, '052'), '2026/05/03');
  assert.equal(Number(record(text, '062')), field.length);
  assert.equal(Number(record(text, '072')), field.filter((p) => p.std).length);
  assert.equal(record(text, '102'), 'Rossi, Anna');
  assert.equal(record(text, '122'), "90'+30\"");
  assert.match(text.split('\n').find((l) => l.startsWith('132')) ?? '', /26\/05\/01\s+26\/05\/02\s+26\/05\/03/);
  const lines = text.split('\n').filter((l) => l.startsWith('001'));
  assert.equal(lines.length, field.length);
  const parsed = parseTrf(text);
  const sum = { '1': 0, '=': 0, '0': 0 };
  for (const p of field) {
    const line = lines.find((l) => l.slice(14, 47).trim() === p.name);
    assert.ok(line, `${p.name} in the report`);
    assert.equal(line.slice(57, 68).trim(), String(p.id), `${p.name}: FIDE ID`);
    assert.equal(line.slice(48, 52).trim(), p.std ? String(p.std) : '', `${p.name}: rating`);
    assert.equal(line.slice(53, 56), p.fed, `${p.name}: federation`);
    assert.equal(line[9], p.sex === 'F' ? 'w' : 'm', `${p.name}: sex`);
    assert.equal(line.slice(10, 13).trim(), p.tit || '', `${p.name}: title`);
    assert.equal(line.slice(69, 73), String(p.born), `${p.name}: birth year`);
  }
  // every game as typed: the white player's result of each board, the PAB as U
  for (let r = 1; r <= rounds.length; r++) {
    for (const [b, row] of rounds[r - 1].rows.entries()) {
      const white = parsed.find((p) => p.id === row.white).rounds[r - 1];
      const black = parsed.find((p) => p.id === row.black).rounds[r - 1];
      const k = keys[r - 1][b];
      const expect = k === '1' ? ['1', '0'] : k === '0' ? ['0', '1'] : ['=', '='];
      assert.deepEqual([white.opp, white.colour, white.result, black.opp, black.colour, black.result], [row.black, 'w', expect[0], row.white, 'b', expect[1]], `round ${r} board ${b + 1}`);
      sum[k]++;
    }
    if (rounds[r - 1].bye) assert.deepEqual(parsed.find((p) => p.id === rounds[r - 1].bye).rounds[r - 1], { opp: 0, colour: '-', result: 'U' });
  }
  // the points add up: a win and a loss or two draws a board, a point a PAB
  const points = parsed.reduce((s, p) => s + Number(p.points), 0);
  const byes = rounds.filter((x) => x.bye).length;
  assert.equal(points, sum['1'] + sum['0'] + sum['='] + byes);
}

test('a two-section rated open: rating list, registration, all rounds, prints, prizes, rating reports', { timeout: 600000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'torre-venue-'));
  try {
    const list = join(dir, 'players_list_foa.txt');
    const others = players(400).slice(2).map((p) => ({ ...p, id: p.id + 5000000 }));
    writeFileSync(list, txtList([...OPEN_A, ...OPEN_B, ...others]));

    const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => { window.__printed = 0; window.print = () => { window.__printed++; }; });
    const page = await context.newPage();
    const w = watch(context, page);
    await page.goto(env.base);

    // the event and its first section; the list is loaded once (kept in IndexedDB for both)
    await page.fill(T('event-name-input'), 'Lugano Spring Open');
    await page.click(T('new-event'));
    await page.waitForSelector(T('event-page'));
    const eventUrl = page.url();
    await addSection(page, 'Open A', 'Lugano');
    await page.setInputFiles(T('rating-list-file'), list);
    await page.waitForFunction(() => document.querySelector('[data-testid="rating-list-status"]')?.textContent.includes('players_list_foa.txt'), null, { timeout: 60000 });
    assert.match(await page.textContent(T('rating-list-status')), /409 players/);
    for (const [i, p] of OPEN_A.entries()) await register(page, p, i % 2 === 1);
    await page.screenshot({ path: resolve(SHOTS, 'venue-open-registration.png'), fullPage: true });

    await page.click(T('event-crumb'));
    await page.waitForSelector(T('event-page'));
    await addSection(page, 'Open B', 'Lugano');
    assert.match(await page.textContent(T('rating-list-status')), /409 players/, 'the list is there for the second section');
    for (const [i, p] of OPEN_B.entries()) await register(page, p, i % 2 === 0);
    // pairing numbers by rating, the unrated player last
    assert.deepEqual(await page.$$eval(T('player-row'), (rows) => rows.map((r) => r.children[2].textContent)), OPEN_B.map((p) => p.name));

    await page.goto(eventUrl);
    await page.waitForSelector(`${T('section-row')} >> nth=1`);
    assert.match(await page.textContent(`${T('section-row')} >> nth=0`), /6 players/);
    assert.match(await page.textContent(`${T('section-row')} >> nth=1`), /5 players/);
    assert.equal(await page.locator(T('event-player')).count(), OPEN_A.length + OPEN_B.length);

    const reports = [];
    for (const [name, field, keys] of [['Open A', OPEN_A, KEYS_A], ['Open B', OPEN_B, KEYS_B]]) {
      await page.goto(eventUrl);
      await page.click(`${T('open-section')} >> text=${name}`);
      await page.waitForSelector(T('player-name'));
      const rounds = await playAll(page, keys);
      if (name === 'Open B') for (const r of rounds) assert.ok(r.bye, 'five players: a PAB each round');

      // the round dates of the report (132), on the Settings & export tab
      await page.click(T('tab-data'));
      for (let r = 1; r <= ROUNDS; r++) await page.fill(`${T('report-round-date')}[data-round="${r}"]`, `2026-05-0${r}`);
      await page.locator(`${T('report-round-date')}[data-round="${ROUNDS}"]`).blur();

      // the print sheets: each opens with one click and shows the section
      await page.click(T('tab-print'));
      for (const sheet of ['board', 'alpha', 'slips', 'standings', 'crosstable', 'players', 'checkin']) {
        const before = await page.evaluate(() => window.__printed);
        await page.click(`${T('print-sheet-button')}[data-sheet="${sheet}"]`);
        await page.waitForSelector(`${T('print-sheet')}[data-sheet="${sheet}"]`);
        await page.waitForFunction((n) => window.__printed > n, before);
        const head = await page.textContent(T('print-header'));
        assert.ok(head.includes(`Lugano Spring Open - ${name}`), `${name} ${sheet}: the event and the section in ${head}`);
        assert.ok(head.includes(['players', 'checkin'].includes(sheet) ? '2026/05/01 – 2026/05/03' : '2026/05/03'), `${name} ${sheet}: the date in ${head}`);
        const body = await page.textContent(`${T('print-sheet')} .sheet-body`);
        const named = field.filter((p) => body.includes(p.name.split(',')[0]));
        assert.ok(named.length >= (sheet === 'slips' ? 4 : field.length), `${name} ${sheet} shows ${named.length} of the section's players`);
        if (sheet === 'crosstable') {
          // each cell names the opponent's line; that line's cell names this one back, the
          // other colour (lines, not ranks: tied players share a rank)
          const rows = await page.$$eval(T('print-cross-row'), (els) => els.map((e) => [Number(e.children[0].textContent), [...e.querySelectorAll('td.cell')].map((c) => c.textContent)]));
          assert.deepEqual(rows.map((r) => r[0]), rows.map((_, i) => i + 1));
          for (const [line, cells] of rows) {
            cells.forEach((cell, r) => {
              const m = cell.match(/^(\d+)([wb])/);
              if (!m) return;
              const back = rows[Number(m[1]) - 1][1][r];
              assert.ok(back.startsWith(`${line}${m[2] === 'w' ? 'b' : 'w'}`), `${name} round ${r + 1}: line ${line} has ${cell}, line ${m[1]} has ${back}`);
            });
          }
        }
        if (name === 'Open A' && ['alpha', 'standings', 'crosstable'].includes(sheet)) {
          await page.screenshot({ path: resolve(SHOTS, `venue-open-print-${sheet}.png`), fullPage: true });
        }
      }

      // prizes: the whole field and the women
      await page.click(T('tab-prizes'));
      await page.uncheck(T('prize-one-per-player'));
      await page.fill(T('cat-name'), '');
      await page.fill(T('prize-amounts'), '300 200 100');
      await page.click(T('prize-add-list'));
      await page.waitForSelector(T('prize-list'));
      await page.fill(T('cat-name'), 'Women');
      await page.check(T('cat-women'));
      await page.fill(T('prize-amounts'), '80');
      await page.click(T('prize-add-list'));
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="prize-list"]').length === 2);
      const lists = await page.$$eval(T('prize-list'), (els) => els.map((l) => [...l.querySelectorAll('[data-testid="prize-row"]')].map((r) => [Number(r.dataset.player), Number(r.dataset.amount)])));
      assert.equal(lists[0].length, field.length);
      assert.equal(lists[0].reduce((s, r) => s + r[1], 0), 60000, 'the overall prizes are all given');
      assert.equal(lists[1].length, field.filter((p) => p.sex === 'F').length);
      assert.equal(lists[1].reduce((s, r) => s + r[1], 0), 8000);
      // players the tie-breaks do not separate (same overall rank) but the places pay
      // differently: the list says a drawing of lots decides (C.07 Art. 4.2)
      const overall = await page.$$eval(`${T('prize-list')}[data-list="0"] ${T('prize-row')}`, (els) => els.map((r) => [r.children[1].textContent, Number(r.dataset.amount)]));
      const unbroken = [...new Set(overall.map((r) => r[0]))].filter((rank) => new Set(overall.filter((r) => r[0] === rank).map((r) => r[1])).size > 1);
      assert.equal(await page.locator(`${T('prize-list')}[data-list="0"] ${T('prize-lots')}`).count(), unbroken.length);
      if (name === 'Open A') {
        assert.equal(unbroken.length, 1, 'Open A: two players tied after every tie-break across the 3rd prize');
        assert.match(await page.textContent(T('prize-lots')), /still tied after every tie-break.*draw lots/);
        await page.screenshot({ path: resolve(SHOTS, 'venue-open-prizes.png'), fullPage: true });
      }

      // the rating report TRF
      await page.click(T('tab-data'));
      const report = await download(page, 'export-rating-report', dir);
      assert.equal(report.name, `Lugano-Spring-Open-${name.replace(' ', '-')}-rating-report.trf`);
      checkReport(report.text, field, rounds, keys, name);
      reports.push(report);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: resolve(SHOTS, `venue-open-phone-${name.replace(' ', '-').toLowerCase()}.png`), fullPage: true });
      await page.setViewportSize({ width: 1100, height: 900 });
    }

    // the event's page: both sections finished
    await page.goto(eventUrl);
    await page.waitForSelector(`${T('section-row')} >> nth=1`);
    for (const n of [0, 1]) assert.match(await page.textContent(`${T('section-row')} >> nth=${n}`), /round 3 of 3/);
    await page.screenshot({ path: resolve(SHOTS, 'venue-open-event.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(SHOTS, 'venue-open-event-phone.png'), fullPage: true });

    // Torre's own checker accepts each report: every round re-paired the same, the standings agree
    for (const r of reports) {
      const out = torreCli(['--dutch', r.path, '-c']);
      assert.equal(out.status, 0, `${r.name}: torre -c says\n${out.stdout}\n${out.stderr}`);
      assert.match(out.stdout, /checked 3 rounds: 3 match, 0 differ/);
    }
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
