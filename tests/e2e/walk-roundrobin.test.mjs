// An arbiter's walk through a double round robin (engineer walk): what a Swiss-Manager or Vega
// user checks and where the app had him hesitate.
// * The colours of a round robin are the Berger table's (C.05 Annex 1): the form offered a
//   colour lot and the app announced "Drawn by lot: the top seed has Black" while number 1 had
//   White in round 1 as the table says (the lot is the draw of the numbers).
// * A player withdrawn after half of his games (C.05): his remaining games are lost by forfeit.
//   The crosstable left those cells empty (the rows did not add up to the points shown), and
//   the round's list said of his opponent only "opponent N withdrawn" (no word of the point).
//   The points on the next rounds' lists did not count those forfeit wins either (the
//   standings did).
// * A player withdrawn before half of his games: his results are annulled; the crosstable
//   showed them as if they counted. They are now in brackets.
// * The Print tab's preview of the crosstable (an A4 landscape sheet) was A4 portrait wide: the
//   names broke letter by letter.
// * The creation form showed "Swiss: Buchholz Cut-1 ..." as the tie-breaks of a new round robin
//   (it got the round-robin list); it now offers only lists without a Buchholz and shows the
//   round-robin one.
// * The schedule (every round of the Berger table) could not be printed: the Print tab has a
//   "Schedule (all rounds)" sheet for round robins, opened by the Schedule tab's Print button.
// * The standings on screen had no legend of the tie-break codes (the printed sheet has one), and
//   a DE column of zeros said nothing: the legend and a note on DE's values are under the table.
// * Settings & export opened on a card with a lone JSON button whose note spoke of TRF-16: it
//   now says the TRF files are exported from the Rating report card below.
// Run after `trunk build --release`:  node --test tests/e2e/walk-roundrobin.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS } from './helpers.mjs';

const env = useBrowser();

const FIELD = ['Bianchi, Marco\t2315\tITA\t820013', 'Colombo, Luca\t2241\tITA\t852341', 'Ferrari, Giulia\t2105\tITA\t865432',
  'Esposito, Andrea\t2078\tITA\t871230', 'Ricci, Paolo\t2032\tITA\t853221', 'Marino, Sara\t1987\tITA\t884412'];

let before10 = null;
const value = (cell) => ({ 1: 1, '½': 0.5, 0: 0, '+': 1, '-': 0 })[cell];

/** The points the round's list shows before each board: { player: text }. */
const listedPoints = (page) => page.$$eval(T('pairing-row'), (els) => Object.fromEntries(els.flatMap((e) => {
  const cells = e.querySelectorAll('td.num');
  return [[e.dataset.white, cells[2].textContent.trim()], [e.dataset.black, cells[3].textContent.trim()]];
})));

async function playRound(page, r) {
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
  if (r === 10) before10 = await listedPoints(page);
  const boards = await page.$$eval(T('pairing-row'), (els) => els.length);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  for (let i = 0; i < boards; i++) {
    await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
    await page.keyboard.type(['1', '=', '0'][(i + r) % 3]);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
}

async function withdraw(page, id) {
  await page.click(T('tab-players'));
  await page.click(`${T('player-row')}[data-player="${id}"] ${T('player-withdrawn')}`);
  await page.waitForSelector(`${T('player-row')}[data-player="${id}"] ${T('withdrawn-from')}`);
}

test('double round robin: Berger colours, C.05 forfeits and annulled results in the crosstable and the round', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), 'Campionato sociale');
  await page.selectOption(T('tournament-system'), 'doubleroundrobin');
  // no colour lot for a round robin: the table decides
  const options = await page.$$eval(`${T('tournament-colour')} option`, (els) => els.map((e) => [e.value, e.textContent]));
  assert.equal(options.length, 1, JSON.stringify(options));
  assert.match(options[0][1], /Berger table/);
  // nor a Buchholz list: the form shows the round-robin tie-breaks it gives
  const lists = await page.$$eval(`${T('tournament-tiebreaks')} option`, (els) => els.map((e) => [e.textContent, e.selected]));
  assert.ok(!lists.some(([text]) => /Buchholz/.test(text)), JSON.stringify(lists));
  assert.match(lists.find(([, selected]) => selected)[0], /^Round robin/, JSON.stringify(lists));
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
  assert.equal(await page.$(T('notice')), null, 'no "drawn by lot" notice for a round robin');
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), FIELD.join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 6);
  // no prohibited pairings in a round robin (everyone meets everyone): the card says so and
  // offers no form (a pair was taken, then round 1 refused to pair)
  assert.match(await page.textContent(T('prohibited-round-robin')), /Berger tables .* no pairing can be prohibited.*Varma/);
  assert.equal(await page.$(T('prohibited-add')), null);
  // the numbers are the Berger table's, not the Swiss initial ranking (C.04.2)
  assert.match(await page.textContent('section.players'), /pairing numbers are the Berger-table numbers \(C\.05 Annex 1\)/);
  assert.doesNotMatch(await page.textContent('section.players'), /initial ranking \(C\.04\.2/);
  await page.click(T('tab-data'));
  assert.match(await page.textContent(T('colour-info')), /Berger table/);
  // the first card (a lone JSON button) says where the TRF exports are
  assert.match(await page.textContent(T('data-note')), /exported from the "Rating report \(TRF\)" card below/);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  assert.match(readFileSync(await dl.path(), 'latin1'), /^XXC white1$/m);

  // the whole schedule on paper before round 1 (the Schedule tab could not print it): every
  // round, the games as the Schedule tab lists them
  await page.click(T('tab-schedule'));
  const onScreen = await page.$$eval(T('schedule-game'), (els) => els.map((e) => `${e.dataset.white}-${e.dataset.black}`));
  await page.evaluate(() => { window.print = () => {}; });
  await page.click(T('print-schedule'));
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="schedule"]`);
  assert.equal(await page.$$eval(T('print-schedule-round'), (els) => els.length), 10);
  assert.deepEqual(await page.$$eval(T('print-schedule-game'), (els) => els.map((e) => `${e.dataset.white}-${e.dataset.black}`)), onScreen);
  assert.match(await page.textContent(`${T('print-schedule-round')}[data-round="1"]`), /Bianchi, Marco.*Marino, Sara/s);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: resolve(SHOTS, 'walk-rr-print-schedule.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 6 players, 10 rounds, 10 games each: player 6 leaves after round 2 (2 of 10: annulled),
  // player 2 after round 6 (5 of 10, his round-3 game was against 6: his results stand, the
  // other 5 are forfeits)
  for (let r = 1; r <= 10; r++) {
    if (r === 3) await withdraw(page, 6);
    if (r === 7) await withdraw(page, 2);
    await playRound(page, r);
    if (r === 7) {
      const text = await page.textContent(T('not-paired'));
      assert.match(text, /\(wins by forfeit \(\+\): opponent 2 withdrawn\)/, text);
      await page.screenshot({ path: resolve(SHOTS, 'walk-rr-forfeit-round.png') });
    }
  }

  await page.click(T('tab-crosstable'));
  const rows = await page.$$eval(T('crosstable-row'), (els) => els.map((e) => ({
    id: Number(e.dataset.player),
    cells: [...e.querySelectorAll('td.cell')].map((c) => c.textContent.trim()),
    points: e.querySelector('td.strong').textContent.trim(),
  })));
  const num = (p) => (p === '' ? null : Number(p.replace('½', '.5').replace(/^\./, '0.')));
  for (const row of rows) {
    if (row.id === 6) continue; // annulled: no line in the standings, no points
    const counted = row.cells.flatMap((c) => c.split(' ')).filter((c) => c && c !== '×' && !c.startsWith('('));
    const sum = counted.reduce((a, c) => a + value(c), 0);
    assert.equal(sum, num(row.points), `row ${row.id}: ${row.cells.join(' | ')} adds up to ${row.points}`);
  }
  // player 2 against 1: the played game of cycle 1, then the forfeit of cycle 2
  const two = rows.find((r) => r.id === 2);
  assert.match(two.cells[0], /^[01½] -$/, `2 against 1: ${two.cells[0]}`);
  assert.match(rows[0].cells[1], /^[01½] \+$/, `1 against 2: ${rows[0].cells[1]}`);
  // player 6's results are annulled: in brackets, in his row and in his opponents'
  assert.match(rows[0].cells[5], /^\([01½]\)$/, `1 against 6: ${rows[0].cells[5]}`);
  assert.ok(rows[5].cells.filter((c) => c && c !== '×').every((c) => /^\([01½+-]\)$/.test(c)), rows[5].cells.join(' | '));
  await page.screenshot({ path: resolve(SHOTS, 'walk-rr-crosstable.png') });

  // the printed crosstable's preview is as wide as its A4 landscape sheet: every name on one
  // line (in a frame of A4 portrait width the names broke letter by letter)
  await page.click(T('tab-print'));
  await page.click(`${T('print-sheet-button')}[data-sheet="crosstable"]`);
  await page.waitForSelector(T('print-cross-row'));
  const nameLines = () => page.$$eval(`${T('print-cross-row')} td.name`, (els) => els.map((td) => {
    const range = document.createRange();
    range.selectNodeContents(td.firstChild);
    return [td.firstChild.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
  }));
  for (const [name, n] of await nameLines()) assert.equal(n, 1, `${name} on ${n} lines`);
  await page.screenshot({ path: resolve(SHOTS, 'walk-rr-print-crosstable.png') });
  // on a phone too (the preview scrolls in its box, the page does not)
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, n] of await nameLines()) assert.equal(n, 1, `phone: ${name} on ${n} lines`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'the page does not scroll sideways');
  await page.setViewportSize({ width: 1366, height: 768 });

  // the points on round 10's list are the standings' after round 9 (the forfeit wins counted)
  await page.click(T('tab-standings'));
  await page.selectOption(T('standings-round'), '9');
  const after9 = await page.$$eval(T('standings-row'), (els) => Object.fromEntries(els.map((e) => [e.dataset.player, e.querySelector('td.strong').textContent.trim()])));
  for (const [id, pts] of Object.entries(before10)) assert.equal(pts, after9[id], `player ${id}: round 10 lists ${pts}, the standings after round 9 ${after9[id]}`);
  // the codes are explained under the table as on the printed sheet, DE's values too
  assert.match(await page.textContent(T('tiebreak-legend')), /DE = Direct encounter/);
  assert.match(await page.textContent(T('de-note')), /0 when those games do not separate them/);
  await page.screenshot({ path: resolve(SHOTS, 'walk-rr-standings.png') });
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});
