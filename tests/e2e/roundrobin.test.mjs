// End to end (issue 18): a 10-player double round robin in the app. Created as one, numbers
// drawn by lot (the same draw as `torre --doubleroundrobin --draw SEED`), the whole schedule
// shown before round 1, all 18 rounds paired from the Berger table and their results entered
// round by round, a withdrawal after round 5 (under half the games: results annulled, C.05),
// standings with the round-robin tie-breaks, the crosstable in table order. Screenshots at
// desktop size and 390x844. A second test: a single round robin of 10 players from 7
// federations drawn with the Varma tables (the CLI's draw for the same seed), Buchholz refused
// in the tie-break editor, no entries after round 1, and a withdrawal after half the games
// whose forfeits the TRF export carries (the CLI counts the same points from the file).
// Run after `trunk build --release` and `cargo build -p torre-cli --release`:
//   node --test tests/e2e/roundrobin.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS, createRoundRobin } from './helpers.mjs';
import { torreCli } from './cli.mjs';

const env = useBrowser();

const PLAYERS = ['Anna Berg', 'Bruno Conti', 'Carla Dini', 'Dario Esposito', 'Elena Fabbri', 'Franco Gallo', 'Giulia Greco', 'Luca Marino', 'Marta Neri', 'Nicola Orsi']
  .map((name, i) => ({ name, rating: 2300 - 37 * i }));

/** Type the results of the round on screen, board by board (`key(white, black)`: 1, 0 or =). */
async function enterResults(page, key) {
  const boards = await page.$$eval(T('pairing-row'), (els) => els.map((e) => [Number(e.dataset.white), Number(e.dataset.black)]));
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  for (let i = 0; i < boards.length; i++) {
    await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
    await page.keyboard.type(key(...boards[i]));
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
  return boards;
}

/** The schedule as shown: round -> [[white, black|null]] (table numbers). */
async function schedule(page) {
  return page.$$eval(T('schedule-round'), (els) => els.map((r) => [...r.querySelectorAll('[data-testid="schedule-game"]')]
    .map((g) => [Number(g.dataset.white), g.dataset.black === '' ? null : Number(g.dataset.black)])));
}

/** Published Berger table for 10 players (C.05 Annex 1), rows 1-9. */
const BERGER10 = '1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3 | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | 5-10 6-4 7-3 8-2 9-1'
  .split('|').map((r) => r.trim().split(/\s+/).map((g) => g.split('-').map(Number)));

test('10-player double round robin: draw, schedule, 18 rounds, a withdrawal, standings, crosstable', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Club championship', 'doubleroundrobin');
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), PLAYERS.map((p) => `${p.name}\t${p.rating}`).join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 10);
  const namesBefore = await page.$$eval(`${T('player-row')}`, (els) => els.map((e) => e.querySelector('td.left')?.textContent.trim()));

  // the whole schedule before round 1: 18 rounds, the second cycle reversed, rounds 8 and 9
  // of the first cycle exchanged (Annex 1)
  await page.click(T('tab-schedule'));
  const s = await schedule(page);
  assert.equal(s.length, 18);
  const expected = [...BERGER10.slice(0, 7), BERGER10[8], BERGER10[7], ...BERGER10.map((row) => row.map(([a, b]) => [b, a]))];
  assert.deepEqual(s, expected);
  await page.screenshot({ path: resolve(SHOTS, 'rr-schedule.png'), fullPage: false });

  // the draw of numbers by lot: the seed is shown; the CLI makes the same draw from it, on the
  // file the app exports before the draw
  await page.click(T('tab-data'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trf = readFileSync(await download.path(), 'latin1');
  await page.click(T('tab-schedule'));
  await page.click(T('rr-draw'));
  const seed = (await page.textContent(T('rr-numbers'))).match(/seed (\d+)/)[1];
  await page.click(T('tab-players'));
  const namesAfter = await page.$$eval(`${T('player-row')}`, (els) => els.map((e) => e.querySelector('td.left')?.textContent.trim()));
  const cli = torreCli(['--doubleroundrobin', '-', '--draw', seed], trf);
  assert.equal(cli.status, 0, cli.stderr);
  const cliOrder = cli.stderr.trim().split('\n').map((l) => l.replace(/^\s*\d+\s+/, ''));
  assert.deepEqual(namesAfter, cliOrder, `draw with seed ${seed}`);
  assert.notDeepEqual(namesAfter, namesBefore);

  // 18 rounds, paired from the table, results entered round by round; player 3 withdraws
  // after round 5 (5 of 18 games: under half)
  const key = (w, b) => ((w + b) % 3 === 0 ? '=' : w < b ? '1' : '0');
  await page.click(T('tab-rounds'));
  let withdrawn = null;
  for (let r = 1; r <= 18; r++) {
    if (r === 6) {
      await page.click(T('tab-players'));
      await page.click(`${T('player-row')}[data-player="3"] ${T('player-withdrawn')}`);
      withdrawn = namesAfter[2];
      await page.click(T('tab-rounds'));
    }
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    const rows = await enterResults(page, key);
    const table = expected[r - 1].filter(([a, b]) => !(r >= 6 && (a === 3 || b === 3)));
    assert.deepEqual([...rows].sort(), [...table].sort(), `round ${r}`);
  }
  assert.equal(await page.isDisabled(T('pair-round')), true, 'all 18 rounds paired');

  // results show in the schedule
  await page.click(T('tab-schedule'));
  const firstResult = await page.$eval(`${T('schedule-round')}[data-round="1"] ${T('schedule-game')} td.result`, (e) => e.textContent.trim());
  assert.match(firstResult, /^(1-0|0-1|½-½)$/);

  // standings: the round-robin tie-breaks, the withdrawn player's annulled results left out
  await page.click(T('tab-standings'));
  const heads = await page.$$eval(`${T('standings-table')} th`, (els) => els.map((e) => e.textContent.trim()));
  for (const code of ['DE', 'WIN', 'SB', 'KS']) assert.ok(heads.includes(code), `${code} in ${heads}`);
  assert.ok(!heads.some((h) => h.startsWith('BH')), 'no Buchholz in a round robin');
  assert.equal(await page.$$eval(T('standings-row'), (els) => els.length), 9);
  assert.match(await page.textContent(T('standings-note')), new RegExp(`annulled.*${withdrawn}`));
  // the points add up to the games that count: the 9 who stayed met twice (72 games)
  const points = await page.$$eval(T('standings-row'), (els) => els.map((e) => e.querySelector('td.num.strong, td.strong')?.textContent.trim()));
  const total = points.reduce((a, p) => a + Number(p.replace('½', '.5').replace(/^\./, '0.')), 0);
  assert.equal(total, 72);
  await page.screenshot({ path: resolve(SHOTS, 'rr-standings.png'), fullPage: false });

  // crosstable in table order: rows 1..10, a column per number, both cycles in a cell
  await page.click(T('tab-crosstable'));
  const rowsOrder = await page.$$eval(T('crosstable-row'), (els) => els.map((e) => Number(e.querySelector('td').textContent)));
  assert.deepEqual(rowsOrder, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const cell12 = await page.$eval(`${T('crosstable-row')}:nth-child(1) td.cell:nth-of-type(6)`, (e) => e.textContent.trim());
  assert.match(cell12, /^[01½] [01½]$/, `1 against 2, both cycles: ${cell12}`);
  await page.screenshot({ path: resolve(SHOTS, 'rr-crosstable.png'), fullPage: false });
  // the printed crosstable is the same table (views/score_tables.rs): table order, the same cells
  const screenCells = await page.$$eval(`${T('crosstable-row')} td.cell`, (els) => els.map((e) => e.textContent.trim()));
  await page.evaluate(() => { window.print = () => {}; });
  await page.click(T('print-crosstable'));
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="crosstable"]`);
  assert.deepEqual(await page.$$eval(T('print-cross-row'), (els) => els.map((e) => Number(e.dataset.player))), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.deepEqual(await page.$$eval(`${T('print-cross-row')} td.cell`, (els) => els.map((e) => e.textContent.trim())), screenCells);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: resolve(SHOTS, 'rr-print-crosstable.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // phone size: the schedule and the crosstable stay inside the screen (own scroll box)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click(T('tab-schedule'));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'schedule scrolls sideways at 390 px');
  await page.screenshot({ path: resolve(SHOTS, 'rr-schedule-phone.png'), fullPage: false });
  await page.click(T('tab-crosstable'));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'crosstable page scrolls sideways at 390 px');
  await page.screenshot({ path: resolve(SHOTS, 'rr-crosstable-phone.png'), fullPage: false });
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

/** Varma sets for 9/10 players (C.05 Annex 2). */
const VARMA10 = { A: [3, 4, 8], B: [5, 7, 9], C: [1, 6], D: [2, 10] };
const setOf = (n) => Object.keys(VARMA10).find((k) => VARMA10[k].includes(n));
const FEDS = ['ITA', 'ITA', 'ITA', 'GER', 'GER', 'ESP', 'FRA', 'NED', 'NOR', 'POL'];

test('round robin: Varma draw, no entries after round 1, no Buchholz, withdrawal forfeits in the TRF', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Varma cup', 'roundrobin');
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), ['name\trating\tfed', ...PLAYERS.map((p, i) => `${p.name}\t${p.rating}\t${FEDS[i]}`)].join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 10);

  // before the draw: the federations in the order they draw (Annex 2, direction 2)
  await page.click(T('tab-data'));
  const [before] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trfBefore = readFileSync(await before.path(), 'latin1');
  await page.click(T('tab-schedule'));
  const feds = () => page.$$eval(T('rr-federation'), (els) => els.map((e) => [e.dataset.federation, e.dataset.sets]));
  assert.deepEqual((await feds()).map((f) => f[0]), ['ITA', 'GER', 'ESP', 'FRA', 'NED', 'NOR', 'POL']);
  await page.click(T('rr-draw-varma'));
  const text = await page.textContent(T('rr-numbers'));
  assert.match(text, /Varma tables/);
  const seed = text.match(/seed (\d+)/)[1];
  // each federation drew from one set; the players' numbers are in it
  const drawn = await feds();
  assert.match(drawn[0][1], /^[ABCD]$/, `ITA in one set: ${drawn[0][1]}`);
  assert.match(drawn[1][1], /^[ABCD]$/, `GER in one set: ${drawn[1][1]}`);
  await page.click(T('tab-players'));
  const rows = await page.$$eval(T('player-row'), (els) => els.map((e) => [Number(e.dataset.player), e.querySelector('td.left').textContent.trim(), e.querySelectorAll('td')[4].textContent.trim()]));
  for (const [fed, set] of drawn.slice(0, 2)) {
    for (const [n] of rows.filter((r) => r[2] === fed)) assert.equal(setOf(n), set, `${fed} number ${n}`);
  }
  // the CLI draws the same from the seed
  const cli = torreCli(['--roundrobin', '-', '--draw', seed, '--varma'], trfBefore);
  assert.equal(cli.status, 0, cli.stderr);
  const cliNumbers = Object.fromEntries(cli.stderr.trim().split('\n').map((l) => l.match(/^\S+\s+set [ABCD]\s+(\d+)\s+(.*)$/)).map((m) => [m[2], Number(m[1])]));
  for (const [n, name] of rows) assert.equal(cliNumbers[name], n, name);
  await page.click(T('tab-schedule'));
  await page.screenshot({ path: resolve(SHOTS, 'rr-varma.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'the federations fit at 390 px');
  await page.screenshot({ path: resolve(SHOTS, 'rr-varma-phone.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // C.07 Art. 8 note: a Buchholz code is refused in the tie-break editor, added or by preset
  await page.click(T('tab-data'));
  await page.waitForSelector(T('tiebreak-editor'));
  const listed = () => page.$$eval(T('tb-item'), (els) => els.map((e) => e.dataset.code));
  const saved = await listed();
  await page.selectOption(T('tb-add-kind'), 'BH');
  await page.click(T('tb-add'));
  await page.waitForFunction(() => /BH is a Buchholz tie-break/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  assert.deepEqual(await listed(), saved);
  await page.click(`${T('tb-preset')}[data-preset="swiss"]`);
  await page.click(T('tb-save'));
  await page.waitForFunction(() => /BH\/C1 is a Buchholz tie-break.*round robins/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  await page.click(T('tb-revert'));
  assert.deepEqual(await listed(), saved);

  // round 1 paired: no player can be added any more (the schedule is fixed); withdrawing can
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(T('tab-players'));
  assert.match(await page.textContent(T('rr-entries-closed')), /fixed once round 1 is paired/);
  assert.equal(await page.isDisabled(T('add-player')), true);
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), 'Late Comer\t1800');
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => /no player can be added/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  assert.equal(await page.$$eval(T('player-row'), (els) => els.length), 10);
  await page.screenshot({ path: resolve(SHOTS, 'rr-entries-closed.png'), fullPage: false });

  // 9 rounds; player 3 withdraws after round 5 (5 of 9 games: results stand, the 4 games
  // left are forfeits, C.05)
  const key = (w, b) => ((w + b) % 3 === 0 ? '=' : w < b ? '1' : '0');
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 9; r++) {
    if (r === 6) {
      await page.click(T('tab-players'));
      await page.click(`${T('player-row')}[data-player="3"] ${T('player-withdrawn')}`);
      await page.click(T('tab-rounds'));
    }
    if (r > 1) {
      await page.click(T('pair-round'));
      await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    }
    await enterResults(page, key);
  }
  await page.click(T('tab-standings'));
  const app = Object.fromEntries(await page.$$eval(T('standings-row'), (els) => els.map((e) => [e.dataset.player, Number((e.querySelector('td.num.strong, td.strong')?.textContent.trim() || '').replace('½', '.5').replace(/^\./, '0.'))])));
  assert.equal(Object.keys(app).length, 10, 'a player with half of his games stays in the table');

  // the TRF export writes his 4 missed games as forfeits; the CLI, knowing nothing of the
  // withdrawal, counts the same points from the file
  await page.click(T('tab-data'));
  const [after] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trf = readFileSync(await after.path(), 'latin1');
  const line3 = trf.split(/\r?\n/).find((l) => /^001\s+3\s/.test(l));
  assert.equal(line3.split(/\s+/).filter((x) => x === '-').length, 4, line3);
  const standings = torreCli(['standings', '-', '--json'], trf);
  assert.equal(standings.status, 0, standings.stderr);
  const cliPlayers = JSON.parse(standings.stdout).players;
  for (const [id, points] of Object.entries(app)) assert.equal(cliPlayers[id].points, points, `player ${id}`);
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});
