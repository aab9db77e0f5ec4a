// End to end (issue 18): a 10-player double round robin in the app. Created as one, numbers
// drawn by lot (the same draw as `torre --doubleroundrobin --draw SEED`), the whole schedule
// shown before round 1, all 18 rounds paired from the Berger table and their results entered
// round by round, a withdrawal after round 5 (under half the games: results annulled, C.05),
// standings with the round-robin tie-breaks, the crosstable in table order. Screenshots at
// desktop size and 390x844.
// Run after `trunk build --release` and `cargo build -p torre-cli --release`:
//   node --test tests/e2e/roundrobin.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS } from './helpers.mjs';
import { torreCli } from './cli.mjs';

const env = useBrowser();

const PLAYERS = ['Anna Berg', 'Bruno Conti', 'Carla Dini', 'Dario Esposito', 'Elena Fabbri', 'Franco Gallo', 'Giulia Greco', 'Luca Marino', 'Marta Neri', 'Nicola Orsi']
  .map((name, i) => ({ name, rating: 2300 - 37 * i }));

async function createRoundRobin(page, name) {
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), name);
  await page.selectOption(T('tournament-system'), 'doubleroundrobin');
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
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
  await createRoundRobin(page, 'Club championship');
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
    const rows = await page.$$eval(T('pairing-row'), (els) => els.map((e) => [Number(e.dataset.white), Number(e.dataset.black)]));
    const table = expected[r - 1].filter(([a, b]) => !(r >= 6 && (a === 3 || b === 3)));
    assert.deepEqual([...rows].sort(), [...table].sort(), `round ${r}`);
    await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
    for (let i = 0; i < rows.length; i++) {
      await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
      await page.keyboard.type(key(...rows[i]));
    }
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
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
  const cell12 = await page.$eval(`${T('crosstable-row')}:nth-child(1) td.cell:nth-of-type(5)`, (e) => e.textContent.trim());
  assert.match(cell12, /^[01½] [01½]$/, `1 against 2, both cycles: ${cell12}`);
  await page.screenshot({ path: resolve(SHOTS, 'rr-crosstable.png'), fullPage: false });

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
